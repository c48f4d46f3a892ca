// What a link lands on: a route (after `.html`/`/index.html` normalisation, as the server and browser do)
// or a static, copied or generated file (feeds); and the list of every link the site emits.
import type { Route, RouteGraph, RouteLink } from '../routes/types.js';
import { normalisePath } from '../routes/urls.js';

export type Target = { kind: 'route'; route: Route } | { kind: 'file' };

/** `files`: the graph's fileTargets, when the caller looks up many links. */
export function findTarget(graph: RouteGraph, path: string, files: ReadonlySet<string> = fileTargets(graph)): Target | undefined {
  if (files.has(path)) return FILE;
  const route = graph.routes.get(path) ?? graph.routes.get(normalisePath(path));
  return route && route.kind !== 'not-found' ? { kind: 'route', route } : undefined;
}

const FILE: Target = { kind: 'file' };

/**
 * The paths that land on a file: static files, images, feeds, and the folders of static `index.html`
 * files (with and without their trailing slash), which answer at the folder's path as `serve` and static
 * hosts do.
 */
export function fileTargets(graph: RouteGraph): Set<string> {
  const files = new Set<string>([...graph.staticFiles, ...graph.assets.keys()]);
  for (const blog of graph.blogs?.values() ?? []) for (const feed of blog.feeds) files.add(feed.url);
  for (const url of graph.staticFiles) {
    if (!url.endsWith('/index.html')) continue;
    const folder = url.slice(0, -'/index.html'.length);
    files.add(folder).add(`${folder}/`);
  }
  return files;
}

/**
 * Links of every route plus the chrome links (navbar, footer), which every page emits once. A link written
 * once but shown on several pages (a post's preview on list and tag pages, an author's avatar) is yielded once.
 */
export function* allLinks(graph: RouteGraph): Generator<RouteLink> {
  for (const [, link] of linksByRoute(graph)) yield link;
}

/**
 * allLinks with the route each link is yielded for (none for the chrome's). The links of the routes
 * `skip` names are not looked at: only routes whose links are all their own doc's may be skipped (the
 * others' are needed to tell a repeated link).
 */
export function* linksByRoute(graph: RouteGraph, skip?: (route: Route) => boolean): Generator<[Route | undefined, RouteLink]> {
  const seen = new Set<string>();
  const first = (link: RouteLink) => {
    const key = linkKey(link);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const link of graph.chromeLinks) if (first(link)) yield [undefined, link];
  for (const route of graph.routes.values()) {
    if (skip?.(route)) continue;
    // A doc's links in its own file are on its page alone (one file, one doc): yielded without a key.
    const own = route.kind === 'doc' ? route.doc.file : undefined;
    for (const link of route.links) if (link.file === own || first(link)) yield [route, link];
  }
}

/** What tells a link shown on several pages from others: where it is written, and what it says. */
export function linkKey(link: RouteLink): string {
  return `${link.file}:${link.line}:${link.column}:${link.raw}:${link.path}`;
}
