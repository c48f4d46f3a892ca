// What a link lands on: a route (after `.html`/`/index.html` normalisation, as the server and browser do)
// or a static or copied file; and the list of every link the site emits.
import type { Route, RouteGraph, RouteLink } from '../routes/types.js';
import { normalisePath } from '../routes/urls.js';

export type Target = { kind: 'route'; route: Route } | { kind: 'file' };

export function findTarget(graph: RouteGraph, path: string): Target | undefined {
  if (graph.staticFiles.has(path) || graph.assets.has(path)) return { kind: 'file' };
  const route = graph.routes.get(path) ?? graph.routes.get(normalisePath(path));
  return route && route.kind !== 'not-found' ? { kind: 'route', route } : undefined;
}

/** Links of every route plus the chrome links (navbar, footer), which every page emits once. */
export function* allLinks(graph: RouteGraph): Generator<RouteLink> {
  yield* graph.chromeLinks;
  for (const route of graph.routes.values()) yield* route.links;
}
