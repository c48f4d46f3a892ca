// A fixed pool of worker threads answering requests: each request goes to the least busy worker as
// `{ id, ...request }`; the worker answers `{ id, value }` or `{ id, error }`.
import { Worker } from 'node:worker_threads';

export interface WorkerPool<Request extends object, Value> {
  /** `transfer`: buffers of the request that move to the worker (they are unusable here afterwards). */
  run(request: Request, transfer?: ArrayBuffer[]): Promise<Value>;
  close(): Promise<void>;
}

/**
 * Young-generation size of each worker. Parsing allocates short-lived trees fast, so a bigger young
 * generation means fewer scavenges; but since the parser stopped trying syntax extensions a page cannot
 * contain, a bigger one is no faster and costs peak memory.
 */
export const YOUNG_GENERATION_MB = 32;

/**
 * Old-generation cap of each worker: workers keep nothing between jobs, and without a cap V8 let each
 * grow a large heap of garbage before collecting. A job that needs more fails and is retried in process.
 */
export const OLD_GENERATION_MB = 128;

/** A worker that dies this many times in a row, without answering a job in between, is not started again. */
export const MAX_RESTARTS = 3;

export interface WorkerPoolOptions {
  size: number;
  workerData?: unknown;
  /**
   * Old-generation cap of each worker (default OLD_GENERATION_MB); null for none, for workers that keep
   * large start-up data (the render workers' route graph).
   */
  maxOldGenerationSizeMb?: number | null;
  /** Young-generation size of each worker (default YOUNG_GENERATION_MB). */
  youngGenerationMb?: number;
}

export function createWorkerPool<Request extends object, Value>(script: string, options: WorkerPoolOptions): WorkerPool<Request, Value> {
  type Job = { resolve: (value: Value) => void; reject: (error: Error) => void };
  interface Slot {
    worker: Worker;
    jobs: Map<number, Job>;
    /** Deaths since the last answer. */
    failures: number;
    /** Set when the slot gave up restarting: why its last worker died. */
    dead?: Error;
  }
  let closed = false;
  const oldGeneration = options.maxOldGenerationSizeMb === undefined ? OLD_GENERATION_MB : options.maxOldGenerationSizeMb;
  const start = (slot: Slot) => {
    const worker = new Worker(script, {
      workerData: options.workerData,
      resourceLimits: {
        maxYoungGenerationSizeMb: options.youngGenerationMb ?? YOUNG_GENERATION_MB,
        ...(oldGeneration === null ? {} : { maxOldGenerationSizeMb: oldGeneration }),
      },
    });
    worker.on('message', (message: { id: number; value?: Value; error?: string }) => {
      slot.failures = 0;
      const job = slot.jobs.get(message.id);
      slot.jobs.delete(message.id);
      if (message.error !== undefined) job?.reject(new Error(message.error));
      else job?.resolve(message.value as Value);
    });
    // A worker that dies (out of memory on a huge page, a crash) fails only its own jobs; a fresh
    // worker takes its place for the rest, unless it keeps dying before answering anything (its start-up
    // data does not fit): then the slot is left dead and the pool's callers fall back to their thread.
    const fail = (error: Error) => {
      if (slot.worker !== worker) return;
      for (const job of slot.jobs.values()) job.reject(error);
      slot.jobs.clear();
      slot.failures++;
      if (!closed && slot.failures < MAX_RESTARTS) start(slot);
      else slot.dead = error;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread exited with code ${code}`)));
    slot.worker = worker;
  };
  const slots: Slot[] = Array.from({ length: options.size }, () => {
    const slot = { jobs: new Map(), failures: 0 } as Slot;
    start(slot);
    return slot;
  });
  let nextId = 0;
  return {
    run(request, transfer) {
      const live = slots.filter((s) => !s.dead);
      if (live.length === 0) return Promise.reject(slots[0]?.dead ?? new Error('no worker threads'));
      const slot = live.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        slot.jobs.set(id, { resolve, reject });
        slot.worker.postMessage({ id, ...request }, transfer);
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.filter((slot) => !slot.dead).map((slot) => slot.worker.terminate()));
    },
  };
}
