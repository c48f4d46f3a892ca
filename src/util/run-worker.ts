// Runs one task in a fresh worker thread and resolves with the value it posts back.
import { Worker } from 'node:worker_threads';

/** `youngGenerationMb`: the worker's young generation (V8's default is a few MB). */
export function runInWorker<T>(script: string, data: unknown, options: { youngGenerationMb?: number } = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const resourceLimits = options.youngGenerationMb ? { maxYoungGenerationSizeMb: options.youngGenerationMb } : undefined;
    const worker = new Worker(script, { workerData: data, ...(resourceLimits ? { resourceLimits } : {}) });
    worker.once('message', (message: { value?: T; error?: string }) => {
      void worker.terminate();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.value as T);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker ${script} exited with code ${code}`));
    });
  });
}
