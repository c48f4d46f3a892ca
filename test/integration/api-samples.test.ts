// Proof that the API reference's code samples run: every sample of spec/openapi.yaml is pointed at a
// local HTTP server and executed with the real runtime (curl, /usr/bin/python3 + requests, node's fetch,
// ruby's Net::HTTP, php + Guzzle); the server checks method, path, query, credentials and multipart fields.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSpec } from '../../src/openapi/load.js';
import { buildApiModel } from '../../src/openapi/model.js';
import type { ApiOperation } from '../../theme/props.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = 'https://api.sesame.dev/v1';
const GUZZLE_AUTOLOAD = '/usr/share/php/GuzzleHttp/autoload.php';
/** What each of Sesame's security schemes must send (the spec's contract, restated here on purpose). */
const CREDENTIALS: Record<string, [string, string]> = {
  apiSecret: ['authorization', 'Bearer <API_SECRET>'],
  accessToken: ['x-authorization', '<ACCESS_TOKEN>'],
  refreshToken: ['x-refresh-token', '<REFRESH_TOKEN>'],
  csrfToken: ['x-csrf-token', '<CSRF_TOKEN>'],
};
const RUNTIMES: Record<string, { file: string; command: (file: string) => [string, string[]] }> = {
  curl: { file: 'sample.sh', command: (f) => ['/bin/sh', [f]] },
  python: { file: 'sample.py', command: (f) => ['/usr/bin/python3', [f]] },
  nodejs: { file: 'sample.mjs', command: (f) => [process.execPath, [f]] },
  ruby: { file: 'sample.rb', command: (f) => ['ruby', [f]] },
  php: { file: 'sample.php', command: (f) => ['php', [f]] },
};

interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  fields: Record<string, string>;
  contentType: string;
}

/** One server per worker slot, so each received request belongs to the one sample that slot runs. */
function startServer(): Promise<{ server: Server; port: number; take: () => Received[] }> {
  let received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const contentType = req.headers['content-type'] ?? '';
    const fields: Record<string, string> = {};
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
      for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : `file:${value.name}`;
    }
    received.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, fields, contentType });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const take = () => [received, (received = [])][0]!;
      resolve({ server, port: (server.address() as AddressInfo).port, take });
    }),
  );
}

function missingRuntimes(): string[] {
  const has = (cmd: string, args: string[]) => {
    try {
      execFileSync(cmd, args, { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const missing: string[] = [];
  if (!has('curl', ['--version'])) missing.push('curl');
  if (!has('/usr/bin/python3', ['-c', 'import requests'])) missing.push('python3-requests');
  if (!has('ruby', ['-e', 'require "net/http"'])) missing.push('ruby');
  if (!has('php', ['-v'])) missing.push('php-cli');
  if (!existsSync(GUZZLE_AUTOLOAD)) missing.push('php-guzzlehttp-guzzle');
  return missing;
}

function run(file: string, lang: string, cwd: string): Promise<{ code: number | null; output: string }> {
  const [cmd, args] = RUNTIMES[lang]!.command(file);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 15_000 });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** What the server must receive for an operation, derived from the model's parameters and examples. */
function expected(op: ApiOperation) {
  const example = (name: string) => op.parameters.find((p) => p.name === name && p.in === 'path')!.schema.example!;
  const query = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'query' && (p.required || p.schema.example !== undefined)).map((p) => [p.name, p.schema.example ?? '']),
  );
  const fields = Object.fromEntries(
    (op.requestBody?.content[0]?.example ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const credentials = (op.security?.[0] ?? []).map((r) => CREDENTIALS[r.scheme]!);
  return { method: op.method.toUpperCase(), path: `/v1${op.path.replace(/\{(\w+)\}/g, (_, n: string) => example(n))}`, query, fields, credentials };
}

describe('code samples of spec/openapi.yaml run against a local server', () => {
  const cases: { op: ApiOperation; lang: string; code: string }[] = [];
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const results = new Map<string, { received: Received[]; code: number | null; output: string; cwd: string }>();
  let work: string;

  beforeAll(async () => {
    const missing = missingRuntimes();
    if (missing.length) {
      throw new Error(`Missing runtimes for the sample tests: ${missing.join(', ')}. Run: bash scripts/ensure-system-deps.sh`);
    }
    const spec = await loadSpec(repo, 'spec/openapi.yaml');
    expect(spec.diagnostics).toEqual([]);
    const { model } = buildApiModel(spec.value!);
    for (const op of model.tags.flatMap((t) => t.operations)) for (const s of op.samples) cases.push({ op, lang: s.lang, code: s.code });
    servers.push(await startServer(), await startServer());
    work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-samples-'));
    // Two workers, each with its own server: parallelism 2, and requests never mix.
    let next = 0;
    await Promise.all(
      servers.map(async (slot, worker) => {
        const cwd = path.join(work, String(worker));
        for (let i = next++; i < cases.length; i = next++) {
          const { op, lang, code } = cases[i]!;
          let source = code.split(SERVER).join(`http://127.0.0.1:${slot.port}/v1`);
          if (lang === 'php') source = source.replace("require 'vendor/autoload.php';", `require '${GUZZLE_AUTOLOAD}';`);
          rmSync(cwd, { recursive: true, force: true });
          execFileSync('mkdir', ['-p', cwd]);
          const file = path.join(cwd, RUNTIMES[lang]!.file);
          writeFileSync(file, source);
          const { code: exit, output } = await run(file, lang, cwd);
          results.set(`${op.id} ${lang}`, { received: slot.take(), code: exit, output, cwd });
        }
      }),
    );
  }, 120_000);

  afterAll(() => {
    for (const { server } of servers) server.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('every operation has a sample in each of the five languages', () => {
    const langs = new Set(cases.map((c) => c.lang));
    expect([...langs]).toEqual(['curl', 'python', 'nodejs', 'ruby', 'php']);
    expect(cases.length).toBe(new Set(cases.map((c) => c.op.id)).size * 5);
  });

  test('each sample exits 0 and sends exactly one request with the right method, path, query, credentials and fields', () => {
    const failures: string[] = [];
    for (const { op, lang } of cases) {
      const result = results.get(`${op.id} ${lang}`)!;
      const want = expected(op);
      const problems: string[] = [];
      if (result.code !== 0) problems.push(`exit ${result.code}: ${result.output.slice(0, 400)}`);
      if (result.received.length !== 1) problems.push(`${result.received.length} requests received`);
      const got = result.received[0];
      if (got) {
        if (got.method !== want.method) problems.push(`method ${got.method}, want ${want.method}`);
        if (got.path !== want.path) problems.push(`path ${got.path}, want ${want.path}`);
        if (JSON.stringify(got.query) !== JSON.stringify(want.query)) problems.push(`query ${JSON.stringify(got.query)}, want ${JSON.stringify(want.query)}`);
        for (const [header, value] of want.credentials) if (got.headers[header] !== value) problems.push(`${header}: ${String(got.headers[header])}, want ${value}`);
        if (Object.keys(want.fields).length) {
          if (!got.contentType.startsWith('multipart/form-data; boundary=')) problems.push(`content-type ${got.contentType}`);
          if (JSON.stringify(got.fields) !== JSON.stringify(want.fields)) problems.push(`fields ${JSON.stringify(got.fields)}, want ${JSON.stringify(want.fields)}`);
        }
      }
      if (problems.length) failures.push(`${op.id} [${lang}]: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});
