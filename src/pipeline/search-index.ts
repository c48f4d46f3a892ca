// The search index as a lazily loaded client asset (its entry file, with the word chunks and result
// fragments as companions): built in a worker thread while a build writes its pages, or on first
// request by the dev server, which rebuilds too often to build it every time.
import type { ClientAsset } from '../bundle/client.js';
import type { RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { unpackFiles, type PackedFiles } from '../util/pack-files.js';
import { runInWorkerFed, type StartedWorker } from '../util/run-worker.js';
import { threadCpuMs } from '../util/thread-cpu.js';
import { searchEntries, searchEntryBatches } from '../write/search-entries.js';
import { searchAssetOf, searchIndexFiles } from '../write/search-index.js';
import { SEARCH_YOUNG_GENERATION_MB, searchWorkerData, searchWorkerScript } from './search-worker.js';
import type { Shard } from './shard.js';

/**
 * A build's search index, built in a worker while pages are written. (Built on every build that writes:
 * its word chunks' scores depend on the whole site.) A shard has only its own pages' text: its asset only
 * names the index, which `docsgen merge` builds from the shards' parts (search-parts.ts).
 */
export function buildSearchIndexAsset(
  graph: RouteGraph,
  options: {
    router: 'history' | 'hash';
    shard?: Shard | undefined;
    timings: Record<string, number>;
    started?: StartedWorker | undefined;
    /** A cached build's output folder: the index starts from the last one built for it (see SearchIndexState). */
    output?: { cacheDir: string; outDir: string } | undefined;
  },
): ClientAsset {
  const { router, timings } = options;
  const url = searchIndexUrl(router === 'hash' ? 'js' : 'json');
  return options.shard ? lazySearchIndexAsset(graph, url, router) : searchIndexOffThread(graph, router, timings, options.started, options.output);
}

/**
 * Entries per message to the search index's worker, and the characters a message holds at most: a cold
 * build's entries carry their pages' whole text, and without a bound on characters 64 batches of 256
 * of them went out at once: the whole index's input of a 10,000-page site.
 */
const ENTRY_BATCH = 256;
const ENTRY_BATCH_CHARS = 512 * 1024;

/**
 * Batches sent before the worker asks for more. The worker can only ask between the main thread's
 * tasks, and a big site's checks and page keys hold that thread for a second: with two batches ahead
 * it sat idle meanwhile, and a warm build waited for the index. Entries hold counted words, not text, so
 * 64 batches ahead cost little memory.
 */
const BATCHES_AHEAD = 64;

/**
 * The search index, built in a worker thread while the pages are written (in process without a built
 * worker script); `ready` resolves when its contents and companions are there. The time it took goes
 * to `timings.search`, and its thread's CPU time, where known, to `timings['search.cpu']`.
 */
export function searchIndexOffThread(
  graph: RouteGraph,
  mode: 'history' | 'hash',
  timings: Record<string, number>,
  started?: StartedWorker,
  output?: { cacheDir: string; outDir: string },
): ClientAsset {
  const script = searchWorkerScript();
  // The entries (every page's text: hundreds of megabytes on a big site) are made a batch at a time, as
  // the worker takes them, and not kept here; the worker keeps only their postings and excerpts. (Handed
  // over whole, they were in memory three times at once.) If the worker
  // fails, they are made again.
  const inProcess = () => {
    const start = performance.now();
    const cpuStart = threadCpuMs();
    const files = searchIndexFiles(searchEntries(graph), mode);
    const cpuEnd = threadCpuMs();
    return { files, ms: performance.now() - start, cpuMs: cpuStart !== undefined && cpuEnd !== undefined ? cpuEnd - cpuStart : undefined };
  };
  // The worker saves its index's state for the next build after it answers, then ends.
  const fed = { ahead: BATCHES_AHEAD, youngGenerationMb: SEARCH_YOUNG_GENERATION_MB, endsItself: true, ...(started ? { started } : {}) };
  const built = script
    ? runInWorkerFed<PackedFiles & { ms: number; cpuMs?: number }>(
        script,
        searchWorkerData(mode, output),
        searchEntryBatches(graph, ENTRY_BATCH, ENTRY_BATCH_CHARS),
        fed,
      ).then((packed) => ({ files: unpackFiles(packed), ms: packed.ms, cpuMs: packed.cpuMs }), inProcess)
    : Promise.resolve(inProcess());
  const asset: ClientAsset = {
    url: searchIndexUrl(mode === 'hash' ? 'js' : 'json'),
    contents: new Uint8Array(),
    ready: built.then(({ files, ms, cpuMs }) => {
      const { contents, companions } = searchAssetOf(asset.url, files);
      Object.assign(asset, { contents, companions });
      delete asset.ready;
      timings.search = Math.round(ms);
      if (cpuMs !== undefined) timings['search.cpu'] = cpuMs;
    }),
  };
  return asset;
}

/**
 * A search index asset whose contents and companions are computed on first read, under a URL unique
 * to this build (or `url`, for a graph that changed in place after the route table named it).
 */
export function lazySearchIndexAsset(
  graph: RouteGraph,
  url = searchIndexUrl('json', contentHash(`${Date.now()}:${Math.random()}`)),
  mode: 'history' | 'hash' = 'history',
): ClientAsset {
  let built: ClientAsset | undefined;
  const get = () => (built ??= searchAssetOf(url, searchIndexFiles(searchEntries(graph), mode)));
  return {
    url,
    get contents() {
      return get().contents;
    },
    get companions() {
      return get().companions;
    },
  };
}
