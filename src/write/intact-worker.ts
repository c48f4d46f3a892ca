// Worker thread entry: checks that an output folder still holds every file the last build recorded
// (isOutputIntact), while the main thread loads the site, and answers with the records' stamp.
import { parentPort, workerData } from 'node:worker_threads';
import { checkOutputIntact } from './output-reuse.js';

try {
  parentPort!.postMessage({ value: checkOutputIntact(workerData as { cacheDir: string; outDir: string }) });
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
}
