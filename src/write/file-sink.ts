// Writes output files and makes their precompressed copies in worker threads, for builds that write many
// (a cold build of 1,000 pages writes 9,000 files). Creating and compressing a file waits on the file
// system: done here, the main thread meanwhile renders the next pages instead of waiting.
import { closeSync, existsSync, fstatSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createWorkerPool } from '../util/worker-pool.js';
import { precompressSync, type PrecompressSettings } from './precompress.js';

/** Builds writing at least this many pages write them through a sink; smaller ones in their own thread. */
export const SINK_THRESHOLD = 200;

/** Sink workers: two keep up with the main thread on two cores; one could not. */
export const SINK_WORKERS = 2;

/** Jobs posted and not yet answered, at most: the rendering waits for room (its pages' bytes wait in memory). */
const IN_FLIGHT = 32;

/**
 * A sink worker's young generation. Its jobs' bytes live outside the heap, and are freed only when the
 * small objects holding them are collected: a young generation as big as the parse workers' kept the
 * garbage bytes of thousands of files waiting for a scavenge.
 */
const SINK_YOUNG_GENERATION_MB = 4;

/**
 * One file and, with `precompress`, its `.br` and `.gz` copies: `paths` are the file's then the precompressed copies' absolute
 * paths, in folders that exist. `replace`: a precompressed copy there may be a hard link to the last build's file, which
 * is removed, never written into.
 */
export interface SinkJob {
  paths: string[];
  contents: Uint8Array;
  precompress?: PrecompressSettings;
  replace?: boolean;
}

/** What a written file's record needs: its size and modification time, in the order of the job's paths. */
export type WrittenStat = [size: number, mtimeMs: number];

export interface FileSink {
  /**
   * Queues a job; resolves with the stats of what it wrote. `owned`: its bytes are the caller's to give
   * away (made for this write, used for nothing else), so they move to the worker instead of being copied.
   */
  write(job: SinkJob, owned?: boolean): Promise<WrittenStat[]>;
  /** Resolves once few enough jobs are in flight. */
  room(): Promise<void>;
  /** Resolves once every job is done; rejects with the first failure. */
  done(): Promise<void>;
  /** Stops the workers (after done, or to abandon what is in flight when the build failed). */
  close(): Promise<void>;
}

export function sinkWorkerScript(packageRoot: string): string | undefined {
  const script = path.join(packageRoot, 'dist', 'write', 'sink-worker.js');
  return existsSync(script) ? script : undefined;
}

export function createFileSink(script: string, size: number): FileSink {
  const pool = createWorkerPool<SinkJob, WrittenStat[]>(script, { size, youngGenerationMb: SINK_YOUNG_GENERATION_MB });
  let inFlight = 0;
  let failure: unknown;
  let waiters: (() => void)[] = [];
  const wake = () => {
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  const wait = () => new Promise<void>((resolve) => waiters.push(resolve));
  return {
    write(job, owned = false) {
      inFlight++;
      // A view (a search chunk in the index's packed bytes, a small Buffer in Node's pool) would bring
      // its whole buffer along: its own bytes are copied out, and then moved.
      const { contents } = job;
      const whole = contents.byteOffset === 0 && contents.byteLength === contents.buffer.byteLength;
      const bytes = whole ? contents : new Uint8Array(contents);
      const written = pool.run({ ...job, contents: bytes }, whole && !owned ? [] : [bytes.buffer as ArrayBuffer]);
      written
        .then(
          () => undefined,
          (error: unknown) => (failure ??= error),
        )
        .finally(() => {
          inFlight--;
          wake();
        });
      return written;
    },
    async room() {
      while (inFlight >= IN_FLIGHT && failure === undefined) await wait();
      // A failed write fails the build now, not after every other page was rendered.
      if (failure !== undefined) throw failure;
    },
    async done() {
      while (inFlight > 0) await wait();
      if (failure !== undefined) throw failure;
    },
    close: () => pool.close(),
  };
}

/** A sink worker's job: the file, then its precompressed copies (never older than it), each written whole. */
export function runSinkJob(job: SinkJob): WrittenStat[] {
  const [file, br, gz] = job.paths;
  const stats = [writeWhole(file!, job.contents)];
  if (job.precompress) {
    const copies = precompressSync(job.contents, job.precompress);
    for (const [copy, bytes] of [
      [br!, copies.br],
      [gz!, copies.gz],
    ] as const) {
      if (job.replace) rmSync(copy, { force: true });
      stats.push(writeWhole(copy, bytes));
    }
  }
  return stats;
}

function writeWhole(file: string, bytes: Uint8Array): WrittenStat {
  const fd = openSync(file, 'w');
  try {
    writeFileSync(fd, bytes);
    const stat = fstatSync(fd);
    return [stat.size, stat.mtimeMs];
  } finally {
    closeSync(fd);
  }
}
