// Runs API code samples with their real runtimes (curl, /usr/bin/python3 + requests, node's fetch, ruby's
// Net::HTTP, php + Guzzle) against local echo servers that record exactly what they received: method,
// raw URL, headers and body bytes.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const GUZZLE_AUTOLOAD = '/usr/share/php/GuzzleHttp/autoload.php';

const RUNTIMES: Record<string, { file: string; command: (file: string) => [string, string[]] }> = {
  curl: { file: 'sample.sh', command: (f) => ['/bin/sh', [f]] },
  python: { file: 'sample.py', command: (f) => ['/usr/bin/python3', [f]] },
  nodejs: { file: 'sample.mjs', command: (f) => [process.execPath, [f]] },
  ruby: { file: 'sample.rb', command: (f) => ['ruby', [f]] },
  php: { file: 'sample.php', command: (f) => ['php', [f]] },
};

/** One request as the server saw it. */
export interface Received {
  method: string;
  /** The request target exactly as sent (path and query). */
  rawUrl: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface SampleCase {
  /** Key the result is stored under (e.g. `<operation id> <lang>`). */
  key: string;
  lang: string;
  code: string;
  /** Files the sample reads (uploads), written next to it. */
  files?: Record<string, string>;
}

export interface SampleResult {
  received: Received[];
  code: number | null;
  output: string;
}

interface EchoServer {
  server: Server;
  port: number;
  take: () => Received[];
}

function startServer(): Promise<EchoServer> {
  let received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ method: req.method ?? '', rawUrl: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const take = () => [received, (received = [])][0]!;
      resolve({ server, port: (server.address() as AddressInfo).port, take });
    }),
  );
}

/** The runtimes (Debian packages) that are missing, by package name. */
export function missingRuntimes(): string[] {
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

/**
 * Runs every case with its runtime, `server` in the code replaced by a local echo server's URL. Two
 * workers, each with its own server: parallelism 2, and each request belongs to the one sample that ran.
 */
export async function runSamples(cases: SampleCase[], server: string): Promise<Map<string, SampleResult>> {
  const missing = missingRuntimes();
  if (missing.length) throw new Error(`Missing runtimes for the sample tests: ${missing.join(', ')}. Run: bash scripts/ensure-system-deps.sh`);
  const servers = [await startServer(), await startServer()];
  const work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-samples-'));
  const results = new Map<string, SampleResult>();
  const origin = new URL(server);
  try {
    let next = 0;
    await Promise.all(
      servers.map(async (slot, worker) => {
        const cwd = path.join(work, String(worker));
        for (let i = next++; i < cases.length; i = next++) {
          const { key, lang, code, files } = cases[i]!;
          let source = code.split(origin.origin).join(`http://127.0.0.1:${slot.port}`);
          if (lang === 'php') source = source.replace("require 'vendor/autoload.php';", `require '${GUZZLE_AUTOLOAD}';`);
          rmSync(cwd, { recursive: true, force: true });
          mkdirSync(cwd, { recursive: true });
          for (const [name, content] of Object.entries(files ?? {})) writeFileSync(path.join(cwd, name), content);
          const file = path.join(cwd, RUNTIMES[lang]!.file);
          writeFileSync(file, source);
          const { code: exit, output } = await run(file, lang, cwd);
          results.set(key, { received: slot.take(), code: exit, output });
        }
      }),
    );
  } finally {
    for (const { server: s } of servers) s.close();
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}

/** Headers every runtime adds on its own; anything else a sample sends must be expected. */
export const RUNTIME_HEADERS = new Set([
  'host',
  'user-agent',
  'accept',
  'accept-encoding',
  'accept-language',
  'connection',
  'content-length',
  'sec-fetch-mode',
  'transfer-encoding',
]);

/** Multipart parts in order, as `name=value` or `name=file:<filename>:<type>:<content>`. */
export async function multipartParts(body: Buffer, contentType: string): Promise<string[]> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const parts: string[] = [];
  for (const [name, value] of form)
    parts.push(typeof value === 'string' ? `${name}=${value}` : `${name}=file:${value.name}:${value.type}:${await value.text()}`);
  return parts;
}
