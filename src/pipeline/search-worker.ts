// The search index's worker thread: where its script is, and starting it ahead of its entries (a cached
// build starts it with its stamps, so that it has booted by the time the route graph gives the entries).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../bundle/package-root.js';
import { contentHash } from '../util/hash.js';
import { startWorkerAhead, type StartedWorker } from '../util/run-worker.js';
import type { SearchWorkerData } from '../write/search-index.js';
import { docsgenBuildId } from './cache.js';

/**
 * The search worker's young generation: it allocates short-lived words and postings fast, which V8's
 * default young generation collects too often.
 */
export const SEARCH_YOUNG_GENERATION_MB = 64;

/** The compiled worker script, or undefined when docsgen runs from source without a build. */
export function searchWorkerScript(): string | undefined {
  const script = path.join(packageRoot(), 'dist', 'write', 'search-worker.js');
  return existsSync(script) ? script : undefined;
}

/** What the worker is started with: the router mode decides its files' form; `output` keys its state. */
export function searchWorkerData(mode: 'history' | 'hash', output?: { cacheDir: string; outDir: string }): SearchWorkerData {
  const version = docsgenBuildId();
  if (!output || !version) return { mode };
  const file = path.join(output.cacheDir, 'search', `${contentHash(`${path.resolve(output.outDir)}\0${mode}`, 16)}.bin`);
  return { mode, state: { file, version } };
}

/**
 * The search worker, started now for the index a build makes later; undefined without a built script.
 * With `intact`, it first checks that output folder (checkOutputIntact), answering as its `aside`; the
 * index it builds starts from the last one built for that folder.
 */
export function startSearchWorker(mode: 'history' | 'hash', intact?: { cacheDir: string; outDir: string }): StartedWorker | undefined {
  const script = searchWorkerScript();
  const data: SearchWorkerData = { ...searchWorkerData(mode, intact), ...(intact ? { intact } : {}) };
  return script ? startWorkerAhead(script, data, { youngGenerationMb: SEARCH_YOUNG_GENERATION_MB, aside: intact !== undefined }) : undefined;
}
