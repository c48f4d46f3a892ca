// The route manifest: the client's route table as a small script (`window.__DOCSGEN_ROUTES__`), loaded
// before the bundle so links can be matched against routes. Hash mode adds each route's data script.
import type { ClientAsset } from '../bundle/client.js';
import { scriptJson } from './script-json.js';
import type { RouteGraph } from '../routes/types.js';
import { NOT_FOUND_URL, relativeFileUrl, routeDataPath, routeManifestUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';

export interface RouteManifest {
  mode: 'history' | 'hash';
  routes: string[];
  data?: string[];
  notFound?: string;
}

export function buildRouteManifest(graph: RouteGraph, mode: 'history' | 'hash'): RouteManifest {
  const routes = [...graph.routes.keys()].filter((url) => url !== NOT_FOUND_URL);
  if (mode === 'history') return { mode, routes };
  return {
    mode,
    routes,
    data: routes.map((url) => relativeFileUrl(`/${routeDataPath(url)}`)),
    ...(graph.routes.has(NOT_FOUND_URL) ? { notFound: relativeFileUrl(`/${routeDataPath(NOT_FOUND_URL)}`) } : {}),
  };
}

/** The manifest as a content-hashed script asset. */
export function routeManifestAsset(graph: RouteGraph, mode: 'history' | 'hash'): ClientAsset {
  const code = `window.__DOCSGEN_ROUTES__=${scriptJson(buildRouteManifest(graph, mode))};\n`;
  const contents = new TextEncoder().encode(code);
  return { url: routeManifestUrl(contentHash(contents)), contents };
}
