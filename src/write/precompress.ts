// Writes the precompressed twins (`x.br`, `x.gz`) of the output's text files over 1 KB, for servers that
// send them as they are (`docsgen serve`, nginx's gzip_static, most static hosts). Compression runs on
// libuv's thread pool while pages are still being rendered. A twin is made from the bytes the build just
// wrote, and is kept from the last build only together with its file: a twin is never older than its file.
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { hasTwins, TWIN_SUFFIX, type Encoding } from '../util/compression.js';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * Files compressed at once: each holds an encoder (its window and hash tables) on one of libuv's threads,
 * which the build's file copies share. More are queued, and rendering waits while the queue is long.
 */
const RUNNING = Math.min(4, os.availableParallelism());
const QUEUED = 16;

/**
 * Quality by cost. Brotli's best (11) takes 20 to 60 times the CPU of quality 5 for 5-10% smaller files.
 * It is spent only on the bundle's scripts and styles up to this size, which every page view loads;
 * everything else (pages, markdown twins, feeds, the search index, big scripts) gets brotli 5 and gzip 6.
 */
const BEST_MAX_BYTES = 64 * 1024;

export interface TwinSettings {
  brotli: number;
  gzip: number;
}

const BEST: TwinSettings = { brotli: 11, gzip: 9 };
const FAST: TwinSettings = { brotli: 5, gzip: 6 };

/** What the compressed bytes depend on besides their source and settings: the zlib and brotli versions. */
const TWIN_VERSION = `twins1:${process.versions.zlib}:${process.versions.brotli}`;

/** The settings of a file's twins: `best` for a bundle script or style every page loads. */
export const twinSettings = (size: number, best: boolean): TwinSettings => (best && size <= BEST_MAX_BYTES ? BEST : FAST);

/** The reuse key of a twin made with `level` from a file of reuse key `key`. */
export const twinKey = (key: string | undefined, encoding: Encoding, level: number): string | undefined =>
  key && `${key}\0${TWIN_VERSION}\0${encoding}${level}`;

/** Both twins of `contents`, made in this thread (a worker's: see file-sink.ts). */
export function compressTwinsSync(contents: Uint8Array, settings: TwinSettings): { br: Buffer; gz: Buffer } {
  return {
    br: zlib.brotliCompressSync(contents, brotliOptions(contents.byteLength, settings.brotli)),
    gz: zlib.gzipSync(contents, { level: settings.gzip }),
  };
}

function brotliOptions(size: number, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      // A window just over the file: the same result as the default 4 MB one, in a fraction of the memory.
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(size + 16)))),
    },
  };
}

export interface TwinSink {
  /** Writes one twin into the output (replacing, never writing into, a file already there) and records it under `key`. */
  write(rel: string, contents: Uint8Array, key: string | undefined): void;
  /** Keeps the last build's twin `rel` when it was written under `key`; true if it did. */
  keep(rel: string, key: string): boolean;
}

export interface TwinWriter {
  /**
   * Makes the twins of `rel`, whose `contents` were just written under reuse `key` (if any). `best`: a
   * bundle script or style every page loads, worth brotli's best quality.
   */
  compress(rel: string, contents: string | Uint8Array, options?: { key?: string; best?: boolean }): void;
  /**
   * `rel` was kept from the last build under `key` (now at `file()`, of `size` bytes when known): its
   * twins are kept too, or made anew (only then is the file's path asked for).
   */
  kept(rel: string, file: () => string, options: { key: string; best?: boolean; size?: number | undefined }): void;
  /** Resolves once fewer than a handful of compressions are in flight. */
  room(): Promise<void>;
  /** Resolves once every twin is written; rejects with the first failure. */
  done(): Promise<void>;
  /** Twins written or kept so far. */
  readonly count: number;
}

export function createTwinWriter(sink: TwinSink): TwinWriter {
  const queue: (() => Promise<void>)[] = [];
  let running = 0;
  let count = 0;
  let failure: unknown;
  let waiters: (() => void)[] = [];
  const pump = () => {
    while (running < RUNNING && queue.length > 0) {
      running++;
      queue.shift()!()
        .catch((error: unknown) => (failure ??= error))
        .finally(() => {
          running--;
          pump();
          const ready = waiters;
          waiters = [];
          for (const wake of ready) wake();
        });
    }
  };
  const wait = () => new Promise<void>((resolve) => waiters.push(resolve));

  const compress = (rel: string, contents: string | Uint8Array, key: string | undefined, best: boolean) => {
    const size = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    if (!hasTwins(rel, size)) return;
    const settings = twinSettings(size, best);
    queue.push(async () => {
      const [br, gz] = await Promise.all([brotliCompress(contents, brotliOptions(size, settings.brotli)), gzipCompress(contents, { level: settings.gzip })]);
      // Written only once both are made, and after their file: never older than it.
      sink.write(rel + TWIN_SUFFIX.br, br, twinKey(key, 'br', settings.brotli));
      sink.write(rel + TWIN_SUFFIX.gzip, gz, twinKey(key, 'gzip', settings.gzip));
      count += 2;
    });
    pump();
  };

  return {
    get count() {
      return count;
    },
    compress(rel, contents, options = {}) {
      compress(rel, contents, options.key, options.best === true);
    },
    kept(rel, file, { key, best = false, size = statSync(file()).size }) {
      if (!hasTwins(rel, size)) return;
      const settings = twinSettings(size, best);
      // Both or neither: a twin kept alone is replaced by a fresh pair (the sink never writes into a kept file).
      if (sink.keep(rel + TWIN_SUFFIX.br, twinKey(key, 'br', settings.brotli)!) && sink.keep(rel + TWIN_SUFFIX.gzip, twinKey(key, 'gzip', settings.gzip)!)) {
        count += 2;
        return;
      }
      compress(rel, readFileSync(file()), key, best);
    },
    async room() {
      while (queue.length >= QUEUED) await wait();
    },
    async done() {
      while (running > 0 || queue.length > 0) await wait();
      if (failure) throw failure;
    },
  };
}
