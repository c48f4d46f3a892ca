// Worker thread entry: builds the search index's files from its entries, so indexing runs while the
// main thread writes the pages. The files come back packed in one transferred buffer.
import { parentPort, workerData } from 'node:worker_threads';
import { packFiles } from '../util/pack-files.js';
import { threadCpuMs } from '../util/thread-cpu.js';
import { searchIndexFiles, type SearchEntry } from './search-index.js';

const { entries, mode } = workerData as { entries: SearchEntry[]; mode: 'history' | 'hash' };
try {
  const start = performance.now();
  const cpuStart = threadCpuMs();
  const packed = packFiles(searchIndexFiles(entries, mode));
  // The worker's own time, wall and CPU: the main thread may notice the answer only after its render loop.
  const cpuEnd = threadCpuMs();
  const cpuMs = cpuStart !== undefined && cpuEnd !== undefined ? cpuEnd - cpuStart : undefined;
  parentPort!.postMessage({ value: { ...packed, ms: performance.now() - start, cpuMs } }, [packed.bytes.buffer as ArrayBuffer]);
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
}
