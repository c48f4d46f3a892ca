// The search index as a lazily loaded client asset: built in a worker thread while a build writes its
// pages, or on first request by the dev server, which rebuilds too often to build it every time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ClientAsset } from '../bundle/client.js';
import { packageRoot } from '../bundle/package-root.js';
import type { RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { runInWorker } from '../util/run-worker.js';
import { writesSharedFiles, type Shard } from './shard.js';
import { searchEntries, searchIndexAsset, searchIndexBytes } from '../write/search-index.js';

/**
 * A build's search index: kept as the last build wrote it when `unchanged` (made here only if that file
 * is gone), else built in a worker while pages are written; only share 1 of a sharded build writes it.
 */
export function buildSearchIndexAsset(
  graph: RouteGraph,
  options: { router: 'history' | 'hash'; shard?: Shard | undefined; timings: Record<string, number>; unchanged: boolean },
): ClientAsset {
  const { router, timings } = options;
  const url = searchIndexUrl(router === 'hash' ? 'js' : 'json');
  if (options.unchanged) return Object.assign(lazySearchIndexAsset(graph, url, router), { unchanged: true });
  return writesSharedFiles(options.shard) ? searchIndexOffThread(graph, router, timings) : lazySearchIndexAsset(graph, url);
}

/**
 * The search index, built in a worker thread while the pages are written (in process without a built
 * worker script); `ready` resolves when its contents are there. The time it took goes to
 * `timings.search`.
 */
export function searchIndexOffThread(graph: RouteGraph, mode: 'history' | 'hash', timings: Record<string, number>): ClientAsset {
  const entries = searchEntries(graph);
  const script = path.join(packageRoot(), 'dist', 'write', 'search-worker.js');
  const inProcess = () => {
    const start = performance.now();
    return { bytes: searchIndexBytes(entries, mode), ms: performance.now() - start };
  };
  const built = existsSync(script)
    ? runInWorker<{ bytes: Uint8Array; ms: number }>(script, { entries, mode }).catch(inProcess)
    : Promise.resolve(inProcess());
  const asset: ClientAsset = {
    url: searchIndexUrl(mode === 'hash' ? 'js' : 'json'),
    contents: new Uint8Array(),
    ready: built.then(({ bytes, ms }) => {
      asset.contents = bytes;
      delete asset.ready;
      timings.search = Math.round(ms);
    }),
  };
  return asset;
}

/**
 * A search index asset whose contents are computed on first read, under a URL unique to this build (or
 * `url`, for a graph that changed in place after the route table named it).
 */
export function lazySearchIndexAsset(
  graph: RouteGraph,
  url = searchIndexUrl('json', contentHash(`${Date.now()}:${Math.random()}`)),
  mode: 'history' | 'hash' = 'history',
): ClientAsset {
  let contents: Uint8Array | undefined;
  return {
    url,
    get contents() {
      contents ??= searchIndexAsset(graph, mode).contents;
      return contents;
    },
  };
}
