// Worker thread entry: builds the search index from its entries, so minisearch runs while the main
// thread writes the pages (a tenth of a 10,000-page build when it ran before them).
import { parentPort, workerData } from 'node:worker_threads';
import { searchIndexBytes, type SearchEntry } from './search-index.js';

const { entries, mode } = workerData as { entries: SearchEntry[]; mode: 'history' | 'hash' };
try {
  const start = performance.now();
  const bytes = searchIndexBytes(entries, mode);
  // The worker's own time: the main thread may notice the answer only after its render loop.
  parentPort!.postMessage({ value: { bytes, ms: performance.now() - start } }, [bytes.buffer as ArrayBuffer]);
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
}
