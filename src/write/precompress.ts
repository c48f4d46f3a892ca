// Writes the precompressed copies (`x.br`, `x.gz`) of the output's text files over 1 KB, for servers that
// send them as they are (`docsgen serve`, nginx's gzip_static, most static hosts). Compression runs on
// libuv's thread pool while pages are still being rendered. A precompressed copy is made from the bytes the build just
// wrote, and is kept from the last build only together with its file: a precompressed copy is never older than its file.
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { getsPrecompressed, PRECOMPRESSED_SUFFIX, type Encoding } from '../util/compression.js';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * Files compressed at once: each holds an encoder (its window and hash tables) on one of libuv's threads,
 * which the build's file copies share. More are queued, and rendering waits while the queue is long.
 */
const RUNNING = Math.min(4, os.availableParallelism());
const QUEUED = 16;

/**
 * Quality by cost. Brotli's best (11) takes many times the CPU of quality 5 for slightly smaller files.
 * It is spent only on the bundle's scripts and styles up to this size, which every page view loads;
 * everything else (pages, markdown exports, feeds, the search index, big scripts) gets brotli 5 and gzip 6.
 */
const BEST_MAX_BYTES = 64 * 1024;

export interface PrecompressSettings {
  brotli: number;
  gzip: number;
}

const BEST: PrecompressSettings = { brotli: 11, gzip: 9 };
const FAST: PrecompressSettings = { brotli: 5, gzip: 6 };

/** What the compressed bytes depend on besides their source and settings: the zlib and brotli versions. */
const PRECOMPRESS_VERSION = `precompressed1:${process.versions.zlib}:${process.versions.brotli}`;

/** The settings of a file's precompressed copies: `best` for a bundle script or style every page loads. */
export const precompressSettings = (size: number, best: boolean): PrecompressSettings => (best && size <= BEST_MAX_BYTES ? BEST : FAST);

/** The reuse key of a precompressed copy made with `level` from a file of reuse key `key`. */
export const precompressedKey = (key: string | undefined, encoding: Encoding, level: number): string | undefined =>
  key && `${key}\0${PRECOMPRESS_VERSION}\0${encoding}${level}`;

/** Both precompressed copies of `contents`, made in this thread (a worker's: see file-sink.ts). */
export function precompressSync(contents: Uint8Array, settings: PrecompressSettings): { br: Buffer; gz: Buffer } {
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

export interface PrecompressSink {
  /** Writes one precompressed copy into the output (replacing, never writing into, a file already there) and records it under `key`. */
  write(rel: string, contents: Uint8Array, key: string | undefined): void;
  /** Keeps the last build's precompressed copy `rel` when it was written under `key`; true if it did. */
  keep(rel: string, key: string): boolean;
}

export interface Precompressor {
  /**
   * Makes the precompressed copies of `rel`, whose `contents` were just written under reuse `key` (if any). `best`: a
   * bundle script or style every page loads, worth brotli's best quality.
   */
  compress(rel: string, contents: string | Uint8Array, options?: { key?: string; best?: boolean }): void;
  /**
   * `rel` was kept from the last build under `key` (now at `file()`, of `size` bytes when known): its
   * precompressed copies are kept too, or made anew (only then is the file's path asked for).
   */
  kept(rel: string, file: () => string, options: { key: string; best?: boolean; size?: number | undefined }): void;
  /** Resolves once fewer than a handful of compressions are in flight. */
  room(): Promise<void>;
  /** Resolves once every precompressed copy is written; rejects with the first failure. */
  done(): Promise<void>;
  /** Precompressed copies written or kept so far. */
  readonly count: number;
}

export function createPrecompressor(sink: PrecompressSink): Precompressor {
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
    if (!getsPrecompressed(rel, size)) return;
    const settings = precompressSettings(size, best);
    queue.push(async () => {
      const [br, gz] = await Promise.all([brotliCompress(contents, brotliOptions(size, settings.brotli)), gzipCompress(contents, { level: settings.gzip })]);
      // Written only once both are made, and after their file: never older than it.
      sink.write(rel + PRECOMPRESSED_SUFFIX.br, br, precompressedKey(key, 'br', settings.brotli));
      sink.write(rel + PRECOMPRESSED_SUFFIX.gzip, gz, precompressedKey(key, 'gzip', settings.gzip));
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
      if (!getsPrecompressed(rel, size)) return;
      const settings = precompressSettings(size, best);
      // Both or neither: a precompressed copy kept alone is replaced by a fresh pair (the sink never writes into a kept file).
      if (
        sink.keep(rel + PRECOMPRESSED_SUFFIX.br, precompressedKey(key, 'br', settings.brotli)!) &&
        sink.keep(rel + PRECOMPRESSED_SUFFIX.gzip, precompressedKey(key, 'gzip', settings.gzip)!)
      ) {
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
