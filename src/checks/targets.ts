// What a link lands on: a route (after `.html`/`/index.html` normalisation, as the server and browser do)
// or a static, copied or generated file (feeds); and the list of every link the site emits.
import type { Route, RouteGraph, RouteLink } from '../routes/types.js';
import { normalisePath } from '../routes/urls.js';

export type Target = { kind: 'route'; route: Route } | { kind: 'file' };

export function findTarget(graph: RouteGraph, path: string): Target | undefined {
  if (graph.staticFiles.has(path) || graph.assets.has(path) || isFeed(graph, path)) return { kind: 'file' };
  // A static folder with an index.html answers at the folder's path, as `serve` and static hosts do.
  if (graph.staticFiles.has(`${path.replace(/\/$/, '')}/index.html`)) return { kind: 'file' };
  const route = graph.routes.get(path) ?? graph.routes.get(normalisePath(path));
  return route && route.kind !== 'not-found' ? { kind: 'route', route } : undefined;
}

function isFeed(graph: RouteGraph, path: string): boolean {
  for (const blog of graph.blogs?.values() ?? []) if (blog.feeds.some((f) => f.url === path)) return true;
  return false;
}

/**
 * Links of every route plus the chrome links (navbar, footer), which every page emits once. A link written
 * once but shown on several pages (a post's preview on list and tag pages, an author's avatar) is yielded once.
 */
export function* allLinks(graph: RouteGraph): Generator<RouteLink> {
  const seen = new Set<string>();
  const first = (link: RouteLink) => {
    const key = `${link.file}:${link.line}:${link.column}:${link.raw}:${link.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const link of graph.chromeLinks) if (first(link)) yield link;
  for (const route of graph.routes.values()) {
    // A doc's links in its own file are on its page alone (one file, one doc): yielded without a key.
    const own = route.kind === 'doc' ? route.doc.file : undefined;
    for (const link of route.links) if (link.file === own || first(link)) yield link;
  }
}
