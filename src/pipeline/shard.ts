// Sharded builds: a site's pages split into n disjoint shares, one per CI job, and which share writes the
// files every page shares.
import type { Route, RouteGraph } from '../routes/types.js';

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
  const urls = [...graph.routes.keys()].sort();
  return urls.filter((_, i) => i % shard.count === shard.index - 1).map((url) => graph.routes.get(url)!);
}
