// What `docsgen serve` and `docsgen dev` send to clients that accept compression and to those that do not:
// serve sends the build's precompressed copies (never a stale one), dev compresses on the fly; both say
// `Vary: Accept-Encoding`; HEAD, Range, ETag and 304 keep working.
import { cpSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDevServer, type DevServer } from '../../src/server/dev-server.js';
import { acceptedEncodings } from '../../src/server/send-file.js';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.js';
import { buildSite, makeSite, removeSites } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (or another method): no decompression, no Accept-Encoding unless given. */
function get(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathname, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let site: string;
let out: string;
let serve: StaticServer;
let dev: DevServer;

beforeAll(async () => {
  site = makeSite({});
  cpSync(fixture, site, { recursive: true });
  writeFileSync(path.join(site, 'static/notes.txt'), 'Notes in UTF-8: é ü ✓\n'.repeat(100));
  writeFileSync(path.join(site, 'static/archive.tar.gz'), Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]));
  out = path.join(site, 'out');
  expect((await buildSite(site, { outDir: out })).result.ok).toBe(true);
  serve = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  dev = await startDevServer({ siteDir: site, port: 0, host: '127.0.0.1' });
  await dev.idle();
}, 60_000);

afterAll(async () => {
  await serve?.close();
  await dev?.close();
  removeSites();
});

test('Accept-Encoding is read with its weights: brotli first, q=0 refuses, * stands for the rest', () => {
  expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('gzip;q=1.0, br;q=0.5')).toEqual(['gzip', 'br']);
  expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
  expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('identity')).toEqual([]);
  expect(acceptedEncodings(undefined)).toEqual([]);
});

describe('docsgen serve', () => {
  const page = () => readFileSync(path.join(out, 'docs/guides/jwt/index.html'));

  test('sends the brotli copy to a client that accepts it, gzip to one that accepts only gzip, identity otherwise', async () => {
    const br = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(page())).toBe(true);
    const gz = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(page())).toBe(true);
    const plain = await get(serve.url, '/docs/guides/jwt');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.equals(page())).toBe(true);
  });

  test('keeps long caching for hashed assets and sends their precompressed copy', async () => {
    const html = page().toString();
    const script = /src="(\/assets\/main-[0-9a-f]{8}\.js)"/.exec(html)![1]!;
    const answer = await get(serve.url, script, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  test('answers HEAD with the headers of GET and no body', async () => {
    const head = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  test('answers a range request with the bytes of the file itself, whatever the client accepts', async () => {
    const answer = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'br, gzip', range: 'bytes=0-14' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-range']).toBe(`bytes 0-14/${page().length}`);
    expect(answer.body.toString()).toBe('<!doctype html>');
    const past = await get(serve.url, '/docs/guides/jwt', { range: `bytes=${page().length}-` });
    expect(past.status).toBe(416);
  });

  test('gives each encoding its own ETag and answers a matching If-None-Match with 304', async () => {
    const br = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'br' });
    const plain = await get(serve.url, '/docs/guides/jwt');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The identity copy's tag does not match the brotli copy: the whole precompressed copy is sent.
    const other = await get(serve.url, '/docs/guides/jwt', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(other.status).toBe(200);
  });

  test('sends static text as UTF-8, and a .tar.gz download as it is, without Content-Encoding', async () => {
    const notes = await get(serve.url, '/notes.txt', { 'accept-encoding': 'gzip' });
    expect(notes.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gunzipSync(notes.body).toString()).toContain('✓');
    const archive = await get(serve.url, '/archive.tar.gz', { 'accept-encoding': 'gzip, br' });
    expect(archive.headers['content-encoding']).toBeUndefined();
    expect(archive.headers['content-type']).toBe('application/gzip');
    expect(archive.body.length).toBe(10);
  });

  test('never sends a precompressed copy older than its file: a page edited after the build goes out as it is now', async () => {
    const file = path.join(out, 'markdown-page/index.html');
    const edited = readFileSync(file, 'utf8').replace('</body>', '<p>Edited after the build.</p></body>');
    writeFileSync(file, edited);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const answer = await get(serve.url, '/markdown-page', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(edited);
  });
});

describe('docsgen dev', () => {
  test('compresses pages on the fly for a client that accepts it, and sends identity to one that does not', async () => {
    const plain = await get(dev.url, '/docs/guides/jwt');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toContain('/__docsgen/events');
    const br = await get(dev.url, '/docs/guides/jwt', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(dev.url, '/docs/guides/jwt', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const head = await get(dev.url, '/docs/guides/jwt', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });

  test('compresses the bundle and static text files, and leaves a range request and images alone', async () => {
    const html = (await get(dev.url, '/docs/guides/jwt')).body.toString();
    const script = /src="(\/assets\/main-[0-9a-f]{8}\.js)"/.exec(html)![1]!;
    expect((await get(dev.url, script, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const notes = await get(dev.url, '/notes.txt', { 'accept-encoding': 'gzip' });
    expect(notes.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(notes.body).toString()).toBe(readFileSync(path.join(site, 'static/notes.txt'), 'utf8'));
    const range = await get(dev.url, '/notes.txt', { 'accept-encoding': 'gzip', range: 'bytes=0-4' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe('Notes');
    // A file of 1 KB or less is not worth it (as in the build, which gives it no precompressed copies).
    const logo = await get(dev.url, '/img/logo.svg', { 'accept-encoding': 'gzip' });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-encoding']).toBeUndefined();
    const archive = await get(dev.url, '/archive.tar.gz', { 'accept-encoding': 'gzip' });
    expect(archive.headers['content-encoding']).toBeUndefined();
    expect(archive.body.length).toBe(10);
  });
});
