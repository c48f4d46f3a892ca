// Sink worker thread: writes output files and their precompressed copies (see file-sink.ts).
import { parentPort } from 'node:worker_threads';
import { runSinkJob, type SinkJob } from './file-sink.js';

parentPort!.on('message', (job: SinkJob & { id: number }) => {
  try {
    parentPort!.postMessage({ id: job.id, value: runSinkJob(job) });
  } catch (error) {
    // The file system's own words ("ENOSPC: no space left on device, write"): the build's error, without a stack.
    parentPort!.postMessage({ id: job.id, error: (error as Error).message ?? String(error) });
  }
});
