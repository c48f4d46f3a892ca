// Tests src/util/run-worker.ts's runInWorkerFed with a worker started ahead: a live one takes the task
// (no second thread), one that died meanwhile is replaced, and either way every batch reaches the task;
// a task aside is answered first, and its answer never ends the main task.
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
     if (workerData.aside === 'answer') parentPort.postMessage({ aside: { doubled: workerData.start * 2 } });
     if (workerData.aside === 'fail') parentPort.postMessage({ asideError: 'cannot check' });
     if (workerData.aside === 'exit') process.exit(3);
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

  test('answers a task aside first, then takes the fed task', async () => {
    const started = startWorkerAhead(script, { start: 7, aside: 'answer' }, { aside: true });
    expect(await started.aside).toEqual({ doubled: 14 });
    const result = await runInWorkerFed<{ sum: number; threadId: number }>(script, { start: 7, aside: 'answer' }, batches(), { started });
    expect(result).toEqual({ sum: 22, threadId: started.worker.threadId });
  });

  test('an aside answered late does not end the fed task', async () => {
    // The task is fed before the worker has booted: its aside answer arrives while the task runs.
    const started = startWorkerAhead(script, { start: 1, aside: 'answer' }, { aside: true });
    const task = runInWorkerFed<{ sum: number }>(script, { start: 1, aside: 'answer' }, batches(), { started, ahead: 1 });
    expect((await task).sum).toBe(16);
    expect(await started.aside).toEqual({ doubled: 2 });
  });

  test("the aside rejects with the worker's error, or when it exits before answering", async () => {
    const failing = startWorkerAhead(script, { start: 0, aside: 'fail' }, { aside: true });
    await expect(failing.aside).rejects.toThrow('cannot check');
    failing.stop();
    const exiting = startWorkerAhead(script, { start: 0, aside: 'exit' }, { aside: true });
    await expect(exiting.aside).rejects.toThrow(/exited with code 3 before its task aside/);
  });

  test('no aside without asking for one', () => {
    const started = startWorkerAhead(script, { start: 0 });
    expect(started.aside).toBeUndefined();
    started.stop();
  });
});
