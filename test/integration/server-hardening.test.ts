// The servers stay up and stay local (issue 17, item 5): `docsgen serve` and `docsgen dev`, spawned as
// users run them, answer hostile requests (reversed and multiple ranges, huge headers, odd methods,
// non-Latin-1 paths, a foreign Host, `/.//evil.com`) with 4xx and keep serving; never follow a symbolic
// link out of what they serve; survive dangling links, loops and a vanished folder; and a taken port
// or a bad --host is one line and exit 2. Every site lives in a sandbox of its own.
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSandbox, removeSandboxes, runCli, startCli, type RunningCli, type Sandbox } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));
const SECRET = 'SECRET-a71f-outside-the-served-folder';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (request line and headers, raw bytes as written) and reads the answer until the server closes. */
function raw(base: string, head: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error(`timeout on ${head.split('\r\n')[0]}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
    // Written, not ended: a half-closed connection gets no answer. `connection: close` ends it.
    socket.write(Buffer.from(`${head}\r\n\r\n`, 'utf8'));
  });
}

/** A GET of `target` with `headers`, Host defaulting to the server's own. */
function get(base: string, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const all = { host: new URL(base).host, connection: 'close', ...headers };
  return raw(base, [`${method} ${target} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`)].join('\r\n'));
}

afterAll(removeSandboxes);

/** Hostile requests both servers must answer with 4xx (or a harmless 2xx/3xx), staying up. */
async function expectSurvives(base: string, staticFile: string) {
  const cases: [string, Promise<Answer>, (a: Answer) => void][] = [
    ['reversed range', get(base, staticFile, { range: 'bytes=5-1' }), (a) => expect(a.status).toBe(200)],
    ['several ranges', get(base, staticFile, { range: 'bytes=0-1,3-4' }), (a) => expect(a.status).toBe(200)],
    ['a range past the end', get(base, staticFile, { range: 'bytes=999999-' }), (a) => expect(a.status).toBe(416)],
    ['garbage range', get(base, staticFile, { range: 'bytes=x-y' }), (a) => expect(a.status).toBe(200)],
    ['POST', get(base, '/', {}, 'POST'), (a) => expect(a.status).toBe(405)],
    ['DELETE', get(base, '/', {}, 'DELETE'), (a) => expect(a.status).toBe(405)],
    ['an odd method', get(base, '/', {}, 'PROPFIND'), (a) => expect(a.status).toBe(405)],
    ['huge headers', get(base, '/', { 'x-big': 'a'.repeat(70_000) }), (a) => expect(a.status).toBe(431)],
    ['a bad request line', raw(base, 'NOT HTTP AT ALL'), (a) => expect(a.status).toBe(400)],
    ['a raw non-Latin-1 path', get(base, '/docs/日本語.html'), (a) => expect([301, 400, 404]).toContain(a.status)],
    ['a raw non-Latin-1 index path', get(base, '/docs/日本語/index.html'), (a) => expect([301, 400, 404]).toContain(a.status)],
    ['an encoded non-Latin-1 path', get(base, '/docs/%E6%97%A5.html'), (a) => expect([301, 404]).toContain(a.status)],
    ['a malformed escape', get(base, '/docs/%E0%A4%A.html'), (a) => expect([301, 404]).toContain(a.status)],
    ['encoded traversal', get(base, '/%2e%2e/%2e%2e/secret.txt'), (a) => expect(a.body).not.toContain(SECRET)],
  ];
  for (const [what, answer, check] of cases) {
    const a = await answer;
    try {
      check(a);
    } catch (error) {
      throw new Error(`${what}: ${(error as Error).message}`);
    }
    expect((await get(base, '/')).status, `after ${what}`).toBe(200);
  }
  const partial = await get(base, staticFile, { range: 'bytes=0-3' });
  expect(partial.status).toBe(206);
  expect(partial.headers['content-range']).toMatch(/^bytes 0-3\/\d+$/);
}

async function expectLocal(base: string, redirects: boolean) {
  const port = new URL(base).port;
  for (const host of ['evil.example.com', `evil.example.com:${port}`, `attacker.test:${port}`, `127.0.0.1.nip.io:${port}`]) {
    const a = await get(base, '/', { host });
    expect(a.status, host).toBe(403);
    expect(a.body).toContain('Forbidden');
  }
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost']) {
    expect((await get(base, '/', { host })).status, host).toBe(200);
  }
  // serve redirects to the clean URL, on this origin; dev has no such page.
  const away = await get(base, '/.//evil.com/index.html');
  expect(away.status).toBe(redirects ? 301 : 404);
  if (redirects) expect(away.headers.location).toBe('/evil.com');
  const back = await get(base, '/\\\\evil.com/index.html');
  expect(back.headers.location ?? '').not.toMatch(/^(\/\/|\/\\|\\)/);
}

describe('docsgen serve', () => {
  let sb: Sandbox;
  let serve: RunningCli;
  let base: string;
  let out: string;
  beforeAll(async () => {
    sb = makeSandbox(fixture);
    sb.write({ 'secret.txt': SECRET });
    expect((await runCli(['build', '--out-dir', '../out'], { cwd: sb.site })).code).toBe(0);
    out = path.join(sb.box, 'out');
    // A folder someone serves may hold links: out of it, to nothing, in a loop.
    symlinkSync(path.join(sb.box, 'secret.txt'), path.join(out, 'leak.txt'));
    symlinkSync(sb.box, path.join(out, 'up'));
    symlinkSync(path.join(sb.box, 'missing'), path.join(out, 'dangling.txt'));
    symlinkSync('loop-b', path.join(out, 'loop-a'));
    symlinkSync('loop-a', path.join(out, 'loop-b'));
    serve = startCli(['serve', sb.site, '--dir', out, '--port', '0'], { cwd: sb.box });
    base = (await serve.waitFor(/at (http:\/\/\S+)/))[1]!;
  }, 60_000);
  afterAll(() => serve?.stop());

  test('answers hostile requests and keeps serving', async () => {
    await expectSurvives(base, '/img/logo.svg');
  });

  test('answers only to local host names, and never redirects off the origin', async () => {
    await expectLocal(base, true);
  });

  test('never follows a symbolic link, and starts despite dangling links and loops', async () => {
    for (const p of ['/leak.txt', '/up/secret.txt', '/dangling.txt', '/loop-a', '/.docsgen-output']) {
      const a = await get(base, p);
      expect(a.status, p).toBe(404);
      expect(a.body).not.toContain(SECRET);
    }
  });

  test('a folder that vanishes gets 404s, and is served again when it is back', async () => {
    renameSync(out, `${out}-away`);
    expect((await get(base, '/')).status).toBe(404);
    expect((await get(base, '/docs')).status).toBe(404);
    renameSync(`${out}-away`, out);
    expect((await get(base, '/')).status).toBe(200);
  });

  test('a taken port is one line and exit 2', async () => {
    const port = new URL(base).port;
    const second = await runCli(['serve', sb.site, '--dir', out, '--port', port], { cwd: sb.box });
    expect(second.code).toBe(2);
    expect(second.stderr).toBe(`docsgen: 127.0.0.1:${port} is already in use; pass another port with --port (or stop what uses it).\n`);
  });
});

describe('a bad --host', () => {
  test.each(['serve', 'dev'])('docsgen %s --host is refused in one line with exit 2', async (command) => {
    const sb = makeSandbox(fixture);
    for (const host of ['not a host', '999.1.1.1', 'http://x']) {
      const result = await runCli([command, '.', '--host', host, '--port', '0'], { cwd: sb.site });
      expect(result.code, host).toBe(2);
      expect(result.stderr.split('\n')[0]).toBe(
        `error: option '--host <host>' argument '${host}' is invalid. must be an IP address (127.0.0.1, ::1, 0.0.0.0) or a host name.`,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  test('an address this machine does not have is one line and exit 2', async () => {
    const sb = makeSandbox(fixture);
    expect((await runCli(['build'], { cwd: sb.site })).code).toBe(0);
    const result = await runCli(['serve', '.', '--host', '203.0.113.7', '--port', '0'], { cwd: sb.site });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'docsgen: cannot listen on 203.0.113.7:0: this machine has no such address; pass --host 127.0.0.1 or one of its own addresses.\n',
    );
  });
});

describe('docsgen dev', () => {
  let sb: Sandbox;
  let dev: RunningCli;
  let base: string;
  beforeAll(async () => {
    sb = makeSandbox(fixture);
    sb.write({ 'secret.txt': SECRET, 'site/content/docs/über.md': '# Über\n' });
    symlinkSync(path.join(sb.box, 'secret.txt'), path.join(sb.site, 'static', 'leak.txt'));
    // A loop in content/ (chokidar died on it with ELOOP).
    mkdirSync(path.join(sb.site, 'content', 'docs', 'looped'));
    symlinkSync('..', path.join(sb.site, 'content', 'docs', 'looped', 'again'));
    symlinkSync('self', path.join(sb.site, 'content', 'docs', 'self'));
    dev = startCli(['dev', '.', '--port', '0'], { cwd: sb.site });
    base = (await dev.waitFor(/at (http:\/\/\S+)/, 30_000))[1]!;
  }, 60_000);
  afterAll(() => dev?.stop());

  test('answers hostile requests and keeps serving', async () => {
    await expectSurvives(base, '/img/logo.svg');
  });

  test('answers only to local host names, the live-reload channel included', async () => {
    await expectLocal(base, false);
    const events = await get(base, '/__docsgen/events', { host: 'evil.example.com' });
    expect(events.status).toBe(403);
  });

  test('redirects a non-ASCII page asked for with .html or /index.html to its encoded clean URL', async () => {
    for (const target of ['/docs/%C3%BCber.html', '/docs/%C3%BCber/index.html', '/docs/%c3%bcber.html']) {
      const a = await get(base, target);
      expect(a.status, target).toBe(301);
      expect(a.headers.location).toBe('/docs/%C3%BCber');
    }
    expect((await get(base, '/docs/%C3%BCber')).status).toBe(200);
  });

  test('does not serve a static link out of the site', async () => {
    const a = await get(base, '/leak.txt');
    expect(a.status).toBe(404);
    expect(a.body).not.toContain(SECRET);
  });

  test('keeps watching past the loop: a save still rebuilds', async () => {
    writeFileSync(path.join(sb.site, 'content', 'docs', 'index.md'), '# Saved after the loop\n');
    await dev.waitFor(/rebuilt in \d+ ms/, 20_000);
    let body = '';
    for (let i = 0; i < 40 && !body.includes('Saved after the loop'); i++) {
      body = (await get(base, '/docs')).body;
      if (!body.includes('Saved after the loop')) await new Promise((r) => setTimeout(r, 250));
    }
    expect(body).toContain('Saved after the loop');
    rmSync(path.join(sb.site, 'content', 'docs', 'self'));
  });
});
