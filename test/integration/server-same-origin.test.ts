// Issue 38, item 6: a `router: hash` build previewed with `docsgen serve` (or `docsgen dev`) was readable
// from any other site through `<script src>` (its pages and search index are scripts). Every response of
// both servers, errors, redirects and the live-reload stream included, carries
// `Cross-Origin-Resource-Policy: same-origin` (no other origin may load it) and `X-Content-Type-Options: nosniff`.
import { cpSync, appendFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSite, removeSites, runCli, startCli, type RunningCli } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));

interface Probe {
  path: string;
  method?: string;
  host?: string;
  status: number;
}

/** Requests `probe.path` and resolves with the status and headers (a stream is cut after its headers). */
function headersOf(base: string, probe: Probe): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: probe.path,
        method: probe.method ?? 'GET',
        headers: { connection: 'close', host: probe.host ?? `127.0.0.1:${port}`, 'accept-encoding': 'br, gzip' },
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        req.destroy();
      },
    );
    req.setTimeout(5_000, () => req.destroy(new Error(`timeout on ${probe.path}`)));
    req.on('error', reject);
    req.end();
  });
}

/** Sends a request line the HTTP parser refuses, and resolves with the raw answer. */
function rawAnswer(base: string, text: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** What both servers answer alike: pages, static files, errors, redirects, refusals. */
const COMMON: Probe[] = [
  { path: '/', status: 200 },
  { path: '/img/logo.svg', status: 200 },
  { path: '/no/such/page', status: 404 },
  { path: '/docs/guides/jwt.html', status: 301 },
  { path: '/', host: 'evil.example', status: 403 },
  { path: '/', method: 'POST', status: 405 },
  { path: '/', method: 'HEAD', status: 200 },
];

function expectSameOrigin(answer: { status: number; headers: IncomingHttpHeaders }, probe: Probe) {
  const label = `${probe.method ?? 'GET'} ${probe.path}${probe.host ? ` (Host ${probe.host})` : ''}`;
  expect.soft(answer.status, label).toBe(probe.status);
  expect.soft(answer.headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect.soft(answer.headers['x-content-type-options'], label).toBe('nosniff');
}

let siteDir: string;
afterAll(removeSites);
beforeAll(async () => {
  siteDir = path.join(makeSite({}), 'site');
  cpSync(fixture, siteDir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  appendFileSync(path.join(siteDir, 'site.config.yaml'), 'router: hash\n');
  const built = await runCli(['build', '.', '--no-cache'], { cwd: siteDir });
  expect(built.code, built.stderr).toBe(0);
}, 60_000);

describe.each([
  [
    'serve',
    ['serve', '.', '--port', '0'],
    [
      { path: '/_docsgen/routes/docs/guides/jwt.js', status: 200 },
      { path: '/assets/search-index.js', status: 200 },
    ],
  ],
  ['dev', ['dev', '.', '--port', '0'], [{ path: '/__docsgen/events', status: 200 }]],
] as const)('docsgen %s of a router: hash site', (_, args, own) => {
  let server: RunningCli;
  let base: string;
  beforeAll(async () => {
    server = startCli([...args], { cwd: siteDir });
    base = (await server.waitFor(/at (http:\/\/\S+)/, 30_000))[1]!;
  }, 40_000);
  afterAll(() => server?.stop());

  test('sends CORP same-origin and nosniff with every response: pages, scripts, 404, redirects, refusals, streams', async () => {
    for (const probe of [...COMMON, ...own]) expectSameOrigin(await headersOf(base, probe), probe);
  });

  test('sends them with the answer to a request the HTTP parser refuses', async () => {
    const answer = await rawAnswer(base, 'GARBAGE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('\r\nCross-Origin-Resource-Policy: same-origin\r\n');
    expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
  });
});
