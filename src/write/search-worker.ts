// Worker thread entry: builds the search index's files from entries streamed to it in batches (see
// runInWorkerFed), so indexing runs while the main thread writes the pages and no thread ever holds every
// page's text: a batch's text is dropped once indexed. The files come back packed in one transferred buffer.
// A cached build starts it early, and it first checks, aside, that the output folder is intact (one thread
// fewer to boot while the site loads). With a state file, the index starts from the one the last build into
// that folder kept (see SearchIndexState), and after answering it keeps its own there, then ends.
import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { readEntry, writeEntry } from '../util/cache-file.js';
import path from 'node:path';
import { packFiles } from '../util/pack-files.js';
import { threadCpuMs } from '../util/thread-cpu.js';
import { checkOutputIntact } from './output-reuse.js';
import type { PackedSearchEntry, SearchEntry } from './search-entries.js';
import { createSearchIndexer, searchFilesOf, type SearchIndexState, type SearchStateFile, type SearchWorkerData } from './search-index.js';

const { mode, intact, state } = workerData as SearchWorkerData;
if (intact) {
  try {
    parentPort!.postMessage({ aside: checkOutputIntact(intact) });
  } catch (error) {
    parentPort!.postMessage({ asideError: (error as Error).stack ?? String(error) });
  }
}
const indexer = createSearchIndexer(mode === 'hash' ? 'js' : 'json', { last: state && readState(state), keyed: state !== undefined });
// The main thread loads the site for a while before the first entries come: the last index is taken
// apart meanwhile (a batch already waiting goes first).
setImmediate(() => indexer.prepare());
// The worker's own time, wall (while it had a batch to index) and CPU: it also waits for batches, and the
// main thread may notice the answer only after its render loop.
let busyMs = 0;
const cpuStart = threadCpuMs();
parentPort!.on('message', (message: { batch?: (SearchEntry | PackedSearchEntry)[]; end?: true }) => {
  const start = performance.now();
  try {
    if (message.batch) {
      for (const entry of message.batch) indexer.add(entry);
      busyMs += performance.now() - start;
      parentPort!.postMessage({ ack: true });
      return;
    }
    const packed = packFiles(searchFilesOf(indexer.finish(), mode));
    busyMs += performance.now() - start;
    const cpuEnd = threadCpuMs();
    const cpuMs = cpuStart !== undefined && cpuEnd !== undefined ? cpuEnd - cpuStart : undefined;
    parentPort!.postMessage({ value: { ...packed, ms: busyMs, cpuMs } }, [packed.bytes.buffer as ArrayBuffer]);
    // The index for the next build's, saved once the answer is on its way; then the thread ends.
    if (state) writeState(state, indexer.state());
    parentPort!.close();
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
  }
});

/** The last build's index state, when this docsgen wrote it and it can be read. */
function readState({ file, version }: SearchStateFile): SearchIndexState | undefined {
  try {
    const saved = deserialize(readEntry(file, path.basename(file))!) as { version: string; state: SearchIndexState };
    return saved.version === version && Array.isArray(saved.state?.keys) && Array.isArray(saved.state.fragments) ? saved.state : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the state whole or not at all. Without a state the next build indexes every entry: slower, never wrong. */
function writeState({ file, version }: SearchStateFile, value: SearchIndexState): void {
  writeEntry(file, path.basename(file), serialize({ version, state: value }));
}
