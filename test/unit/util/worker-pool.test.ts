// The worker pool survives a worker that dies: that worker's jobs fail, a fresh worker takes its place.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createWorkerPool } from '../../../src/util/worker-pool.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = path.join(dir, 'worker.mjs');
writeFileSync(
  script,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, n }) => {
  if (n < 0) {
    // Keeps everything it allocates: runs out of the old-generation cap.
    const kept = [];
    for (;;) kept.push(new Array(100000).fill(kept.length));
  }
  parentPort.postMessage({ id, value: n * 2 });
});
`,
);

test('a worker out of memory fails its job; the pool goes on with a fresh worker', async () => {
  const pool = createWorkerPool<{ n: number }, number>(script, { size: 1 });
  try {
    expect(await pool.run({ n: 21 })).toBe(42);
    await expect(pool.run({ n: -1 })).rejects.toThrow(/memory|exited/i);
    expect(await pool.run({ n: 5 })).toBe(10);
  } finally {
    await pool.close();
  }
}, 30_000);

test('a worker whose start-up data does not fit its heap is started three times, then the pool refuses at once', async () => {
  // About 200 MB of strings: over the default 128 MB old-generation cap.
  const big = Array.from({ length: 200 }, (_, i) => `${i}`.padEnd(1 << 20, 'x'));
  const pool = createWorkerPool<{ n: number }, number>(script, { size: 1, workerData: big });
  try {
    await expect(pool.run({ n: 1 })).rejects.toThrow(/memory|exited/i);
    // The restarts die too; once the slot gives up, a job is refused without waiting for a worker.
    for (let i = 0; i < 3; i++) await pool.run({ n: 1 }).catch(() => undefined);
    // Refused before the event loop turns once: no worker was started for it.
    const outcome = await Promise.race([
      pool.run({ n: 1 }).then(
        () => 'answered',
        (error: Error) => `refused: ${error.message}`,
      ),
      new Promise((resolve) => setImmediate(() => resolve('waiting for a worker'))),
    ]);
    expect(outcome).toMatch(/^refused: .*(memory|exited)/i);
  } finally {
    await pool.close();
  }
}, 60_000);

test('without an old-generation cap the same start-up data fits', async () => {
  const big = Array.from({ length: 200 }, (_, i) => `${i}`.padEnd(1 << 20, 'x'));
  const pool = createWorkerPool<{ n: number }, number>(script, { size: 1, workerData: big, maxOldGenerationSizeMb: null });
  try {
    expect(await pool.run({ n: 4 })).toBe(8);
  } finally {
    await pool.close();
  }
}, 60_000);
