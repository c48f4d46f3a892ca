// Which docs' markdown twins a warm build keeps without a key: a twin shows its doc's source, its title
// and where its links lead (see markdownTwin), so it holds while those do.
import { createHash } from 'node:crypto';
import type { Route, RouteGraph } from '../routes/types.js';
import { relativePosix } from '../util/paths.js';
import { areaOf, type BuildState } from './build-state.js';
import type { DocsOutline } from './docs-reach.js';

/** A hash of every source file and its route's URL (a link naming a file leads to its URL). */
export function sourcesKey(graph: RouteGraph): string {
  const hash = createHash('sha1');
  for (const route of graph.routes.values()) if (route.source !== undefined) hash.update(`${route.source}\0${route.url}\n`);
  return hash.digest('base64url');
}

/**
 * The docs whose markdown twin is the last build's (it shows its source, its title and where its links
 * lead: see markdownTwin), for a build that found only some routes changed (changedRoutes gave a set:
 * docsgen, the site's URL and the chrome are the same): a doc whose source and images did not change and
 * whose outline (its title with it) is the same, while every source file kept its URL. (Its page may
 * still change: its sidebar shows other docs.) Undefined when the last build left no such record.
 */
export function unchangedTwins(options: {
  graph: RouteGraph;
  state: BuildState | undefined;
  sources: string;
  docs: Record<string, DocsOutline>;
  changed: Set<string>;
  siteDir: string;
}): ((route: Route) => boolean) | undefined {
  const { graph, state, docs, changed, siteDir } = options;
  if (!state?.docs || state.sources !== options.sources) return undefined;
  const before = state.docs;
  return (route) => {
    if (route.kind !== 'doc' || route.source === undefined || changed.has(route.source)) return false;
    const area = areaOf(route, graph);
    const was = before[area]?.routes;
    return was !== undefined && Object.hasOwn(was, route.url) && was[route.url] === docs[area]?.routes[route.url] && route.doc.images.every((image) => !changed.has(relativePosix(siteDir, image.absPath)));
  };
}
