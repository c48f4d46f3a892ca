// The route manifest: the client's route table as a small script (`window.__DOCSGEN_ROUTES__`), loaded
// before the bundle so links can be matched against routes. Hash mode adds each route's data script.
// It also names the search dialog's script and the search index, both loaded when search is first opened,
// and gives each route's estimated page size, for the prefetcher's budget (route-weight.ts).
import type { RouteManifest } from '../../theme/props.js';
import type { ClientAsset } from '../bundle/client.js';
import { scriptJson } from '../util/script-json.js';
import type { Route, RouteGraph } from '../routes/types.js';
import { NOT_FOUND_URL, relativeFileUrl, routeDataPath, routeManifestUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { estimateRouteWeight, sidebarSizes } from './route-weight.js';

export type { RouteManifest };

export function buildRouteManifest(graph: RouteGraph, mode: 'history' | 'hash', search?: RouteManifest['search']): RouteManifest {
  const routes = [...graph.routes.keys()].filter((url) => url !== NOT_FOUND_URL);
  const sizes = sidebarSizes(graph);
  // In KB, rounded up to a step: enough for a budget, and short (a thousand routes add 3 KB before
  // compression). An edit of a few sentences then rarely moves a page to the next step, which would change
  // this table, named by its hash in every page, and so every page of a warm rebuild.
  const weights = routes.map((url) => Math.ceil(estimateRouteWeight(graph.routes.get(url)!, graph, sizes) / 1024 / WEIGHT_STEP_KB) * WEIGHT_STEP_KB);
  const heavy = routes.flatMap((url, i) => (isHeavy(graph.routes.get(url)!, weights[i]!) ? [i] : []));
  if (mode === 'history') return { mode, routes, weights, heavy, ...(search ? { search } : {}) };
  return {
    mode,
    routes,
    weights,
    heavy,
    ...(search ? { search: { script: relativeFileUrl(search.script), index: relativeFileUrl(search.index) } } : {}),
    data: routes.map((url) => relativeFileUrl(`/${routeDataPath(url)}`)),
    ...(graph.routes.has(NOT_FOUND_URL) ? { notFound: relativeFileUrl(`/${routeDataPath(NOT_FOUND_URL)}`) } : {}),
  };
}

/** The steps page weights are given in, in KB. */
const WEIGHT_STEP_KB = 4;

/** Pages over this many KB are heavy: a link in view may not spend most of a page view's prefetch budget on one. */
const HEAVY_KB = 64;

/**
 * Whether a page is prefetched only on intent: a heavy one, or any page of the API reference, which a
 * guide links to many times, mostly by deep links that the entry page sends on to other pages.
 */
function isHeavy(route: Route, kb: number): boolean {
  return kb > HEAVY_KB || route.kind === 'api';
}

/** The manifest as a content-hashed script asset. */
export function routeManifestAsset(graph: RouteGraph, mode: 'history' | 'hash', search?: RouteManifest['search']): ClientAsset {
  const code = `window.__DOCSGEN_ROUTES__=${scriptJson(buildRouteManifest(graph, mode, search))};\n`;
  const contents = new TextEncoder().encode(code);
  return { url: routeManifestUrl(contentHash(contents)), contents };
}
