// Worker thread entry: builds the search index's files from entries streamed to it in batches (see
// runInWorkerFed), so indexing runs while the main thread writes the pages and no thread ever holds every
// page's text: a batch's text is dropped once indexed. The files come back packed in one transferred buffer.
import { parentPort, workerData } from 'node:worker_threads';
import { packFiles } from '../util/pack-files.js';
import { threadCpuMs } from '../util/thread-cpu.js';
import { createSearchIndexer, searchFilesOf, type SearchEntry } from './search-index.js';

const { mode } = workerData as { mode: 'history' | 'hash' };
const indexer = createSearchIndexer(mode === 'hash' ? 'js' : 'json');
// The worker's own time, wall (while it had a batch to index) and CPU: it also waits for batches, and the
// main thread may notice the answer only after its render loop.
let busyMs = 0;
const cpuStart = threadCpuMs();
parentPort!.on('message', (message: { batch?: SearchEntry[]; end?: true }) => {
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
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
  }
});
