// Runs one task in a fresh worker thread and resolves with the value it posts back.
import { Worker } from 'node:worker_threads';

export function runInWorker<T>(script: string, data: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: data });
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
