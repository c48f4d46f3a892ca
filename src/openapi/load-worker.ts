// Worker thread entry: loads the API reference off the main thread, so the spec's validation runs in
// parallel with markdown parsing.
import { parentPort, workerData } from 'node:worker_threads';
import { loadApiReference, type ApiSource } from './index.js';

loadApiReference(workerData as ApiSource).then(
  (value) => parentPort!.postMessage({ value }),
  (error: Error) => parentPort!.postMessage({ error: error.stack ?? String(error) }),
);
