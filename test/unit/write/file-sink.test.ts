// The file sink: a job writes its file, then the file's precompressed copies (decompressing to its exact bytes, never
// older than it, never written into a hard link); through the worker threads, bytes the caller gave away
// move, bytes it keeps are copied, a view brings only its own bytes, and a failed write fails the sink
// with the file system's words, no stack.
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { createFileSink, runSinkJob, sinkWorkerScript } from '../../../src/write/file-sink.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-sink-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FAST = { brotli: 5, gzip: 6 };
const page = (n: number) => Buffer.from(`<!doctype html><title>Page ${n}</title>${'<p>Passwordless sign-in with Sesame. '.repeat(60 + n)}`);

function expectPrecompressed(file: string, bytes: Uint8Array) {
  expect(readFileSync(file).equals(bytes), file).toBe(true);
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes), `${file}.br`).toBe(true);
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes), `${file}.gz`).toBe(true);
}

describe('runSinkJob', () => {
  test('writes the file, then its precompressed copies, and answers their sizes and times as the disk has them', () => {
    const folder = path.join(dir, 'job');
    mkdirSync(folder);
    const file = path.join(folder, 'index.html');
    const bytes = page(1);
    const stats = runSinkJob({ paths: [file, `${file}.br`, `${file}.gz`], contents: bytes, precompress: FAST });
    expectPrecompressed(file, bytes);
    expect(stats).toEqual([file, `${file}.br`, `${file}.gz`].map((f) => [statSync(f).size, statSync(f).mtimeMs]));
    expect(stats[0]![0]).toBe(bytes.byteLength);
    expect(stats[1]![1]).toBeGreaterThanOrEqual(stats[0]![1]);
    expect(stats[2]![1]).toBeGreaterThanOrEqual(stats[0]![1]);
  });

  test('without precompressed copies, writes the file alone', () => {
    const file = path.join(dir, 'alone.txt');
    expect(runSinkJob({ paths: [file], contents: Buffer.from('small') })).toEqual([[5, statSync(file).mtimeMs]]);
    expect(() => statSync(`${file}.br`)).toThrow(/ENOENT/);
  });

  test('with replace, a precompressed copy that is a hard link to the last build is replaced, and the last build keeps its bytes', () => {
    const folder = path.join(dir, 'replace');
    mkdirSync(folder);
    const last = path.join(folder, 'last.html.br');
    writeFileSync(last, 'the last build');
    const file = path.join(folder, 'index.html');
    linkSync(last, `${file}.br`);
    const bytes = page(2);
    runSinkJob({ paths: [file, `${file}.br`, `${file}.gz`], contents: bytes, precompress: FAST, replace: true });
    expectPrecompressed(file, bytes);
    expect(readFileSync(last, 'utf8')).toBe('the last build');
  });
});

describe('createFileSink (worker threads)', () => {
  const script = sinkWorkerScript(fileURLToPath(new URL('../../..', import.meta.url)));

  test('is built beside the other workers', () => {
    expect(script).toMatch(/dist[\\/]write[\\/]sink-worker\.js$/);
  });

  test('writes every job; moves the bytes given away, copies the rest, and sends a view without its buffer', async () => {
    const sink = createFileSink(script!, 2);
    const folder = path.join(dir, 'pool');
    mkdirSync(folder);
    try {
      const owned = page(200);
      // Under 4 KB, Buffer.from takes its bytes from Node's shared pool: moving them would take the pool.
      const pooled = page(0);
      const kept = new Uint8Array(page(4));
      // A chunk of a packed buffer, as the search index's are: only its bytes reach the file.
      const packed = Buffer.concat([Buffer.from('x'.repeat(5000)), page(5), Buffer.from('y'.repeat(5000))]);
      const view = packed.subarray(5000, packed.length - 5000);
      const jobs: [string, Uint8Array, boolean][] = [
        ['owned.html', owned, true],
        ['pooled.html', pooled, true],
        ['kept.html', kept, false],
        ['view.html', view, true],
      ];
      for (let n = 0; n < 60; n++) jobs.push([`page-${n}.html`, page(10 + n), true]);
      const expected = jobs.map(([name, bytes]) => [path.join(folder, name), Buffer.from(bytes)] as const);
      const answers = jobs.map(([name, bytes, give]) => {
        const file = path.join(folder, name);
        return sink.write({ paths: [file, `${file}.br`, `${file}.gz`], contents: bytes, precompress: FAST }, give);
      });
      expect(owned.byteLength).toBe(0);
      expect(pooled.byteLength).toBeGreaterThan(1024);
      expect(pooled.buffer.byteLength).toBeGreaterThan(0);
      expect(kept.byteLength).toBeGreaterThan(1024);
      // Given away, a view's own bytes move, copied out: the rest of its buffer stays usable here.
      expect(view.byteLength).toBeGreaterThan(1024);
      expect(packed.byteLength).toBe(10000 + page(5).byteLength);
      await sink.room();
      await sink.done();
      for (const [file, bytes] of expected) expectPrecompressed(file, bytes);
      const stats = await Promise.all(answers);
      expect(stats[3]![0]![0]).toBe(page(5).byteLength);
    } finally {
      await sink.close();
    }
  });

  test('a write that fails rejects its job, and room and done, with the file system error and no stack', async () => {
    const sink = createFileSink(script!, 1);
    try {
      const file = path.join(dir, 'no-such-folder', 'index.html');
      const job = sink.write({ paths: [file], contents: page(6) }, true);
      await expect(job).rejects.toThrow(/^ENOENT: no such file or directory, open '.*no-such-folder/);
      await job.catch((error: Error) => expect(error.message).not.toMatch(/\n\s+at /));
      await expect(sink.room()).rejects.toThrow(/ENOENT/);
      await expect(sink.done()).rejects.toThrow(/ENOENT/);
    } finally {
      await sink.close();
    }
  });
});
