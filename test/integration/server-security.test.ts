// `docsgen serve` and `docsgen dev`, spawned as users run them: they listen on 127.0.0.1 unless told
// otherwise, and no request path (sent raw, as an attacker would, not normalised by a client) reads a
// file outside what they serve; the dev server's live-reload and overlay endpoints read no files at all.
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSite, removeSites, runCli, startCli, type RunningCli } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));
const MARKER = 'TOP-SECRET-7f3a';

/** Paths that try to leave the served folder: dot segments raw, percent-encoded, double-encoded, backslashed. */
const TRAVERSALS = [
  '/../SECRET.txt',
  '/../../SECRET.txt',
  '/../../etc/passwd',
  '/../../../../../../../../etc/passwd',
  '/%2e%2e/SECRET.txt',
  '/%2e%2e/%2e%2e/SECRET.txt',
  '/%2E%2E/%2E%2E/etc/passwd',
  '/..%2fSECRET.txt',
  '/..%2f..%2fSECRET.txt',
  '/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '/%252e%252e/SECRET.txt',
  '/%252e%252e%252fSECRET.txt',
  '/..\\SECRET.txt',
  '/..\\..\\SECRET.txt',
  '/%5c..%5cSECRET.txt',
  '/..%5c..%5cSECRET.txt',
  '/img/../../SECRET.txt',
  '/img/..%2f..%2fSECRET.txt',
  '/assets/../../SECRET.txt',
  '/docs/../../../SECRET.txt',
  '//etc/passwd',
  '/.%2e/SECRET.txt',
  '/%c0%ae%c0%ae/SECRET.txt',
  '/..;/SECRET.txt',
  '/SECRET.txt%00.html',
  '/..%00/SECRET.txt',
  'http://127.0.0.1/../SECRET.txt',
];

/** The dev server's own endpoints, with traversal and file parameters. */
const DEV_ENDPOINTS = [
  '/__docsgen/events/../../SECRET.txt',
  '/__docsgen/events?file=../SECRET.txt',
  '/__docsgen/events?path=/etc/passwd',
  '/__docsgen/../SECRET.txt',
  '/__docsgen/events%2f..%2f..%2fSECRET.txt',
  '/__docsgen/overlay',
  '/__docsgen/overlay?file=/etc/passwd',
  '/__docsgen/open?file=/etc/passwd',
  '/__docsgen/SECRET.txt',
  '/__docsgen/..%2f..%2fSECRET.txt',
  '/@fs/etc/passwd',
  '/@fs' + fixture + '/site.config.yaml',
];

/** Sends `rawPath` exactly as written and returns status and (the first 64 kB of) the body. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET', headers: { connection: 'close' } }, (res) => {
      let body = '';
      const done = () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        // The events endpoint streams forever: its first event is all it sends on its own.
        if (body.length > 65_536 || (/text\/event-stream/.test(String(res.headers['content-type'])) && body.includes('\n\n'))) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`timeout on ${rawPath}`)));
    req.on('error', reject);
    req.end();
  });
}

function expectNoLeak(result: { status: number; body: string }, rawPath: string) {
  expect.soft(result.body, rawPath).not.toContain(MARKER);
  expect.soft(result.body, rawPath).not.toMatch(/root:x?:0:0/);
  expect.soft(result.body, rawPath).not.toContain('productName: Minimal');
}

let siteDir: string;
afterAll(removeSites);
beforeAll(async () => {
  // The site folder holds a secret next to the output and static folders, and one more above it.
  const parent = makeSite({ 'SECRET.txt': `${MARKER} parent\n` });
  siteDir = path.join(parent, 'site');
  cpSync(fixture, siteDir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  writeFileSync(path.join(siteDir, 'SECRET.txt'), `${MARKER} site\n`);
  writeFileSync(path.join(siteDir, 'build-SECRET.txt'), `${MARKER} sibling\n`);
  const built = await runCli(['build', '.', '--no-cache'], { cwd: siteDir });
  expect(built.code, built.stderr).toBe(0);
}, 60_000);

describe('docsgen serve', () => {
  let serve: RunningCli;
  let base: string;
  beforeAll(async () => {
    serve = startCli(['serve', '.', '--port', '0'], { cwd: siteDir });
    base = (await serve.waitFor(/at (http:\/\/\S+)/))[1]!;
  });
  afterAll(() => serve?.stop());

  test('listens on 127.0.0.1 by default', () => {
    expect(new URL(base).hostname).toBe('127.0.0.1');
  });

  test('serves its pages, so the refusals below are not a dead server', async () => {
    const home = await rawGet(base, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<!doctype html>');
  });

  test('refuses path traversal in raw, encoded, double-encoded and backslashed request paths', async () => {
    for (const p of TRAVERSALS) {
      const result = await rawGet(base, p);
      expectNoLeak(result, p);
      expect.soft([200, 301, 400, 404], p).toContain(result.status);
    }
  });
});

describe('docsgen dev', () => {
  let dev: RunningCli;
  let base: string;
  beforeAll(async () => {
    dev = startCli(['dev', '.', '--port', '0'], { cwd: siteDir });
    base = (await dev.waitFor(/at (http:\/\/\S+)/, 30_000))[1]!;
  }, 40_000);
  afterAll(() => dev?.stop());

  test('listens on 127.0.0.1 by default', () => {
    expect(new URL(base).hostname).toBe('127.0.0.1');
  });

  test('serves its pages and static files, so the refusals below are not a dead server', async () => {
    expect((await rawGet(base, '/docs/guides/jwt')).status).toBe(200);
    expect((await rawGet(base, '/img/logo.svg')).status).toBe(200);
  });

  test('refuses path traversal in raw, encoded, double-encoded and backslashed request paths', async () => {
    for (const p of TRAVERSALS) {
      const result = await rawGet(base, p);
      expectNoLeak(result, p);
      expect.soft([200, 301, 400, 404], p).toContain(result.status);
    }
  });

  test('its live-reload and overlay endpoints read no file, whatever the path or query', async () => {
    for (const p of DEV_ENDPOINTS) expectNoLeak(await rawGet(base, p), p);
    // The events stream itself sends only events: the first is the (empty) problem list.
    const events = await rawGet(base, '/__docsgen/events?file=../SECRET.txt');
    expect(events.status).toBe(200);
    expect(events.body).toBe('event: problems\ndata: []\n\n');
  });
});
