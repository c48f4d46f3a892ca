// Tests src/util/run-worker.ts's runInWorkerFed with a worker started ahead: a live one takes the task
// (no second thread), one that died meanwhile is replaced, and either way every batch reaches the task.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runInWorkerFed, startWorkerAhead } from '../../../src/util/run-worker.js';

let dir: string;
let script: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-run-worker-'));
  script = path.join(dir, 'sum.mjs');
  // Sums the batches it is fed; answers with the sum and its thread id.
  writeFileSync(
    script,
    `import { parentPort, threadId, workerData } from 'node:worker_threads';
     let sum = workerData.start;
     parentPort.on('message', (m) => {
       if (m.batch) { for (const n of m.batch) sum += n; parentPort.postMessage({ ack: true }); return; }
       if (m.end) parentPort.postMessage({ value: { sum, threadId } });
     });`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const batches = () => [[1, 2], [3, 4], [5]][Symbol.iterator]();

describe('runInWorkerFed', () => {
  test('gives the task to a worker started ahead', async () => {
    const started = startWorkerAhead(script, { start: 100 });
    const result = await runInWorkerFed<{ sum: number; threadId: number }>(script, { start: 100 }, batches(), { started });
    expect(result).toEqual({ sum: 115, threadId: started.worker.threadId });
  });

  test('starts a fresh worker when the one started ahead is gone', async () => {
    const started = startWorkerAhead(script, { start: 0 });
    await started.worker.terminate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started.failure?.message).toMatch(/exited with code/);
    const result = await runInWorkerFed<{ sum: number; threadId: number }>(script, { start: 0 }, batches(), { started, ahead: 1 });
    expect(result.sum).toBe(15);
    expect(result.threadId).not.toBe(started.worker.threadId);
  });
});
