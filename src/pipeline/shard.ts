// Sharded builds: a site's pages split into n disjoint shares, one per CI job, which share writes the
// files every page shares, which source files are a share's own (parsed in full; the others are read as
// exact outlines) and which diagnostics a share reports (those of its own files).
import type { Diagnostic } from '../diagnostics/index.js';
import type { Route, RouteGraph } from '../routes/types.js';

/** The most shares a build may be split into (`--shard i/n`, and what `docsgen merge` accepts of a part). */
export const MAX_SHARDS = 1000;

/** The i-th (1-based `index`) of `count` shares of a site's pages, for builds split across CI jobs. */
export interface Shard {
  index: number;
  count: number;
}

/** Whether a build writes the files every page shares: an unsharded one, or share 1 of a sharded one. */
export function writesSharedFiles(shard: Shard | undefined): boolean {
  return !shard || shard.index === 1;
}

/**
 * A shard's routes: those whose index in the graph's URLs, sorted, is `index - 1` modulo `count`. Every
 * job of a sharded build loads the same graph, so the shares are disjoint and cover every route.
 */
export function shardRoutes(graph: RouteGraph, shard: Shard): Route[] {
  return sortedUrls(graph)
    .filter((_, i) => i % shard.count === shard.index - 1)
    .map((url) => graph.routes.get(url)!);
}

/** The source files of a shard's routes: the files it parses in full. */
export function ownSources(graph: RouteGraph, shard: Shard): Set<string> {
  return new Set(shardRoutes(graph, shard).flatMap((route) => (route.source ? [route.source] : [])));
}

/**
 * Which diagnostics a shard reports: those of files whose first route (in the sorted URLs) is the
 * shard's, and those of any other file (config, sidebars, a duplicate's losing source) or of none in
 * share 1. Each diagnostic of the whole build is so reported by exactly one shard.
 */
export function shareOfDiagnostics(graph: RouteGraph, shard: Shard): (diagnostic: Diagnostic) => boolean {
  const owner = new Map<string, number>();
  sortedUrls(graph).forEach((url, i) => {
    const source = graph.routes.get(url)!.source;
    if (source && !owner.has(source)) owner.set(source, (i % shard.count) + 1);
  });
  return (diagnostic) => ((diagnostic.file === undefined ? undefined : owner.get(diagnostic.file)) ?? 1) === shard.index;
}

function sortedUrls(graph: RouteGraph): string[] {
  return [...graph.routes.keys()].sort();
}
