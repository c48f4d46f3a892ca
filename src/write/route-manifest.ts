// The route manifest: the client's route table as a small script (`window.__DOCSGEN_ROUTES__`), loaded
// before the bundle so links can be matched against routes. Hash mode adds each route's data script.
// It also names the search dialog's script and the search index, both loaded when search is first opened,
// and the try-it console's script, loaded when a reader first sends a request from the API reference.
// Each route's estimated page size, for the prefetcher's budget (route-weight.ts), is a file of its own at
// a fixed URL (route-weights.json): the table is named by its hash in every page, so anything in it that
// a body edit can change would make a warm rebuild rewrite every page.
import type { RouteManifest, RouteWeights } from '../../theme/props.js';
import type { ClientAsset } from '../bundle/client.js';
import { scriptJson } from '../util/script-json.js';
import type { RouteGraph } from '../routes/types.js';
import { NOT_FOUND_URL, relativeFileUrl, routeDataPath, routeManifestUrl, routeWeightsUrl, withBase } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { ownUrl } from '../util/safe-url.js';
import { estimateRouteWeight, sidebarSizes } from './route-weight.js';

export type { RouteManifest, RouteWeights };

/** Scripts (and the search index) loaded on demand, by their URLs under the site's root. */
export type OnDemand = Pick<RouteManifest, 'search' | 'tryIt'>;

export function buildRouteManifest(graph: RouteGraph, mode: 'history' | 'hash', { search, tryIt }: OnDemand = {}): RouteManifest {
  const routes = manifestRoutes(graph);
  // API pages are heavy by kind (a guide links to the reference many times, mostly by deep links that its
  // entry page sends on to other pages): known from the routes alone.
  const heavy = routes.flatMap((url, i) => (graph.routes.get(url)!.kind === 'api' ? [i] : []));
  const url = routeWeightsUrl(mode === 'hash' ? 'js' : 'json');
  const weights = { url: ownUrl(mode === 'hash' ? relativeFileUrl(url) : withBase(graph.baseUrl, url)), key: routesKey(routes) };
  if (mode === 'history') {
    // The table holds routes as the browser's address bar shows them: under the base URL.
    const base = graph.baseUrl;
    const served = base === '/' ? routes : routes.map((route) => withBase(base, route));
    return {
      mode,
      routes: served,
      heavy,
      weights,
      ...(search ? { search: { script: withBase(base, search.script), index: withBase(base, search.index) } } : {}),
      ...(tryIt ? { tryIt: withBase(base, tryIt) } : {}),
    };
  }
  return {
    mode,
    routes,
    heavy,
    weights,
    ...(search ? { search: { script: relativeFileUrl(search.script), index: relativeFileUrl(search.index) } } : {}),
    ...(tryIt ? { tryIt: relativeFileUrl(tryIt) } : {}),
    data: routes.map((route) => relativeFileUrl(`/${routeDataPath(route)}`)),
    ...(graph.routes.has(NOT_FOUND_URL) ? { notFound: relativeFileUrl(`/${routeDataPath(NOT_FOUND_URL)}`) } : {}),
  };
}

/** Each route's estimated page size, in the manifest's order, and the pages too big to prefetch by viewport. */
export function buildRouteWeights(graph: RouteGraph): RouteWeights {
  const routes = manifestRoutes(graph);
  const sizes = sidebarSizes(graph);
  // In KB, rounded up to a step: enough for a budget, and short.
  const weights = routes.map((url) => Math.ceil(estimateRouteWeight(graph.routes.get(url)!, graph, sizes) / 1024 / WEIGHT_STEP_KB) * WEIGHT_STEP_KB);
  const heavy = routes.flatMap((_, i) => (weights[i]! > HEAVY_KB ? [i] : []));
  return { key: routesKey(routes), weights, heavy };
}

/** The routes of the table, in its order: all but the not-found page. */
const manifestRoutes = (graph: RouteGraph): string[] => [...graph.routes.keys()].filter((url) => url !== NOT_FOUND_URL);

/** Ties a weights file to the route table it was written with (a stale one is not read against another). */
const routesKey = (routes: readonly string[]): string => contentHash(routes.join('\n'));

/** The steps page weights are given in, in KB. */
const WEIGHT_STEP_KB = 4;

/** Pages over this many KB are heavy: a link in view may not spend most of a page view's prefetch budget on one. */
const HEAVY_KB = 64;

/**
 * The weights file: JSON at /assets/route-weights.json, or in hash mode a script setting
 * `window.__DOCSGEN_ROUTE_WEIGHTS__` (a page opened from file:// cannot fetch).
 */
export function routeWeightsAsset(graph: RouteGraph, mode: 'history' | 'hash'): ClientAsset {
  const weights = buildRouteWeights(graph);
  const code = mode === 'hash' ? `window.__DOCSGEN_ROUTE_WEIGHTS__=${scriptJson(weights)};\n` : JSON.stringify(weights);
  return { url: routeWeightsUrl(mode === 'hash' ? 'js' : 'json'), contents: new TextEncoder().encode(code) };
}

/** The manifest as a content-hashed script asset. */
export function routeManifestAsset(graph: RouteGraph, mode: 'history' | 'hash', onDemand: OnDemand = {}): ClientAsset {
  const code = `window.__DOCSGEN_ROUTES__=${scriptJson(buildRouteManifest(graph, mode, onDemand))};\n`;
  const contents = new TextEncoder().encode(code);
  return { url: routeManifestUrl(contentHash(contents)), contents };
}
