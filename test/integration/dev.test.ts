// `docsgen dev` in process: edits, additions, deletions and broken edits reach the browser through the
// live-reload channel; the last good build keeps being served; dev pages equal build pages (parity);
// the port falls back when taken; paths outside the site are never served.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDevServer, type DevServer } from '../../src/server/dev-server.js';
import { build } from '../../src/build.js';
import { buildSite, makeSite, removeSites } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));
let site: string;
let dev: DevServer;
let events: EventStream;

/** Reads server-sent events from the dev server. */
class EventStream {
  private buffer = '';
  private queue: { event: string; data: unknown }[] = [];
  private waiters: (() => void)[] = [];
  private controller = new AbortController();
  constructor(url: string) {
    void fetch(url, { signal: this.controller.signal })
      .then(async (res) => {
        const decoder = new TextDecoder();
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          this.buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = this.buffer.indexOf('\n\n')) >= 0) {
            const block = this.buffer.slice(0, end);
            this.buffer = this.buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
            this.queue.push({ event, data });
            this.waiters.splice(0).forEach((w) => w());
          }
        }
      })
      .catch(() => undefined);
  }
  /** Resolves with the next event of this name (events before it are dropped). */
  async next(name: string, timeoutMs = 15_000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.queue.findIndex((e) => e.event === name);
      if (index >= 0) return this.queue.splice(0, index + 1).pop()!.data;
      if (Date.now() > deadline) throw new Error(`no ${name} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  drain() {
    this.queue = [];
  }
  close() {
    this.controller.abort();
  }
}

/** The next `problems` event whose list passes `wanted` (earlier ones are dropped). */
async function nextProblems(stream: EventStream, wanted: (list: unknown[]) => boolean): Promise<unknown[]> {
  for (;;) {
    const list = (await stream.next('problems')) as unknown[];
    if (wanted(list)) return list;
  }
}

/** Polls until `ready` holds (a few rebuilds may be needed for a batch of file events), for 10 s at most. */
async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const get = (p: string) => fetch(new URL(p, dev.url), { redirect: 'manual' });
const text = async (p: string) => (await get(p)).text();
const write = (rel: string, contents: string) => writeFileSync(path.join(site, rel), contents);

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'docsgen-dev-'));
  cpSync(fixture, site, { recursive: true });
  dev = await startDevServer({ siteDir: site, port: 0, host: '127.0.0.1' });
  events = new EventStream(new URL('/__docsgen/events', dev.url).href);
  await events.next('problems');
  // The server starts from outlines; the tests below work on the whole site, parsed in the background.
  await dev.idle();
});

afterAll(async () => {
  events?.close();
  await dev?.close();
  rmSync(site, { recursive: true, force: true });
  removeSites();
});

describe('serving', () => {
  test('serves pages on 127.0.0.1 with the live-reload script, and the not-found page with 404', async () => {
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get('/docs/guides/jwt');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('new EventSource("/__docsgen/events")');
    const missing = await get('/docs/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Page not found</h1>');
  });

  test('dev pages equal build pages apart from the injected script (parity)', async () => {
    const out = path.join(makeSite({}), 'out');
    const built = await buildSite(site, { outDir: out });
    expect(built.result.ok).toBe(true);
    for (const url of ['/', '/docs', '/docs/guides/jwt', '/docs/category/getting-started', '/markdown-page']) {
      const file = url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
      const fromDev = (await text(url)).replace(/<script>\(function\(\)\{\nvar es=new EventSource[\s\S]*?<\/script><\/body>/, '</body>');
      // The route table names the search index, which dev builds lazily under a URL of its own.
      const routeTable = (html: string) => html.replace(/\/assets\/routes-[0-9a-f]{8}\.js/g, '/assets/routes-<hash>.js');
      expect(routeTable(fromDev)).toBe(routeTable(built.files(file)));
    }
  });

  test('serves the search index the route table names, with its word chunks and result fragments', async () => {
    const page = await text('/docs/guides/jwt');
    const routes = await text(/\/assets\/routes-[0-9a-f]{8}\.js/.exec(page)![0]);
    const url = /"index":"(\/assets\/search-index-[0-9a-f]{8}\.json)"/.exec(routes)![1]!;
    const entry = (await (await get(url)).json()) as { chunks: [string, string][]; fragments: string[] };
    const chunk = await get(`/assets/${entry.chunks[0]![1]}`);
    expect(chunk.status).toBe(200);
    expect(((await chunk.json()) as { words: unknown[] }).words.length).toBeGreaterThan(0);
    const fragment = await get(`/assets/search/result-0-${entry.fragments[0]}.json`);
    expect(((await fragment.json()) as { u: string }[])[0]!.u).toMatch(/^\//);
    expect((await get('/assets/search/words-00000000.json')).status).toBe(404);
  });

  test('refuses paths outside the site, encoded or not', async () => {
    for (const p of ['/../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/static/..%2f..%2fsite.config.yaml', '/..%5c..%5csite.config.yaml']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('root:');
    }
  });

  test('normalises .html and /index.html to the route', async () => {
    expect((await get('/docs/guides/jwt.html')).headers.get('location')).toBe('/docs/guides/jwt');
    expect((await get('/docs/guides/jwt/index.html')).headers.get('location')).toBe('/docs/guides/jwt');
  });
});

describe('writing', () => {
  test('an edit reloads the browser and the new text is served', async () => {
    events.drain();
    const jwt = 'content/docs/02-guides/jwt.md';
    write(jwt, `${readFileSync(path.join(site, jwt), 'utf8')}\n\nFreshly edited paragraph.\n`);
    await events.next('reload');
    expect(await text('/docs/guides/jwt')).toContain('Freshly edited paragraph.');
  });

  test('a body edit that makes a page bigger serves its new size in the page sizes file, under the same route table', async () => {
    const sizes = async () => (JSON.parse(await text('/assets/route-weights.json')) as { weights: number[] }).weights;
    const table = async () => (await text('/docs/guides/jwt')).match(/assets\/routes-[0-9a-f]{8}\.js/)![0];
    const [before, tableBefore] = [await sizes(), await table()];
    events.drain();
    const jwt = 'content/docs/02-guides/jwt.md';
    write(jwt, `${readFileSync(path.join(site, jwt), 'utf8')}\n\n${'A longer paragraph that makes the page bigger. '.repeat(200)}\n`);
    await events.next('reload');
    const after = await sizes();
    expect(after.filter((kb, i) => kb !== before[i])).toHaveLength(1);
    expect(after.reduce((a, b) => a + b) - before.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(8);
    expect(await table()).toBe(tableBefore);
  });

  test('a body edit reloads before the checks run: new heading in the TOC, its broken link reported after the reload', async () => {
    events.drain();
    const jwt = 'content/docs/02-guides/jwt.md';
    const good = readFileSync(path.join(site, jwt), 'utf8');
    write(jwt, `${good}\n## Refresh tokens\n\nSee [the missing page](/docs/missing-page).\n`);
    await events.next('reload');
    const page = await text('/docs/guides/jwt');
    expect(page).toContain('<a class="toc__link" href="#refresh-tokens">Refresh tokens</a>');
    expect(page).toContain('href="/docs/missing-page"');
    const problems = (await events.next('problems')) as { code: string; file: string; severity: string }[];
    expect(problems.map((d) => [d.code, d.file, d.severity])).toEqual([['link/broken', jwt, 'warning']]);
    write(jwt, good);
    await events.next('reload');
    expect(await events.next('problems')).toEqual([]);
    expect(await text('/docs/guides/jwt')).not.toContain('Refresh tokens');
  });

  // Issue 18: the route graph wrote resolved URLs into the compiled pages the dev server's cache kept, so
  // after a link's target was deleted dev still served `/docs/guides/target` while a build wrote `./target.md`.
  test('after a linked page is deleted, dev serves the linking page exactly as a fresh build writes it', async () => {
    const from = 'content/docs/02-guides/linker.md';
    const to = 'content/docs/02-guides/target.md';
    write(to, '# Target\n\nLinked to.\n');
    write(from, '# Linker\n\nSee [the target](./target.md).\n');
    await waitFor(async () => (await text('/docs/guides/linker')).includes('href="/docs/guides/target"'));
    unlinkSync(path.join(site, to));
    await waitFor(async () => (await get('/docs/guides/target')).status === 404);
    await dev.idle();
    const out = path.join(makeSite({}), 'out');
    const built = await buildSite(site, { outDir: out });
    expect(built.result.diagnostics.map((d) => d.code)).toEqual(['markdown/link-to-file']);
    const fromBuild = built.files('docs/guides/linker/index.html');
    expect(fromBuild).toContain('href="./target.md"');
    const fromDev = (await text('/docs/guides/linker')).replace(/<script>\(function\(\)\{\nvar es=new EventSource[\s\S]*?<\/script><\/body>/, '</body>');
    const routeTable = (html: string) => html.replace(/\/assets\/routes-[0-9a-f]{8}\.js/g, '/assets/routes-<hash>.js');
    expect(routeTable(fromDev)).toBe(routeTable(fromBuild));
    unlinkSync(path.join(site, from));
    await waitFor(async () => (await get('/docs/guides/linker')).status === 404);
  });

  test('an MDX page is served with its components, and an edit to it is served at once', async () => {
    const file = 'content/docs/02-guides/tabbed.mdx';
    const page = (label: string) =>
      `# Tabbed\n\n<Tabs>\n  <TabItem value="a" label="${label}" default>First.</TabItem>\n  <TabItem value="b" label="Second">Second.</TabItem>\n</Tabs>\n`;
    write(file, page('First tab'));
    await waitFor(async () => (await text('/docs/guides/tabbed')).includes('data-value="a" class="tabs__item tabs__item--active">First tab</li>'));
    events.drain();
    write(file, page('Renamed tab'));
    await events.next('reload');
    await waitFor(async () => (await text('/docs/guides/tabbed')).includes('>Renamed tab</li>'));
    unlinkSync(path.join(site, file));
    await waitFor(async () => (await get('/docs/guides/tabbed')).status === 404);
  });

  test('an MDX page that imports a doc shows the doc as it was last saved', async () => {
    const importer = 'content/docs/02-guides/imports.mdx';
    const imported = 'content/docs/02-guides/shared.md';
    write(imported, '# Shared\n\nShared text one.\n');
    write(importer, "import Shared from './shared.md';\n\n# Imports\n\n<Shared />\n");
    await waitFor(async () => (await text('/docs/guides/imports')).includes('<p>Shared text one.</p>'));
    events.drain();
    // A body edit of the imported doc, which no other page's outline shows.
    write(imported, '# Shared\n\nShared text two.\n');
    await events.next('reload');
    await waitFor(async () => (await text('/docs/guides/shared')).includes('<p>Shared text two.</p>'));
    expect(await text('/docs/guides/imports')).toContain('<p>Shared text two.</p>');
    unlinkSync(path.join(site, importer));
    unlinkSync(path.join(site, imported));
    await waitFor(async () => (await get('/docs/guides/imports')).status === 404 && (await get('/docs/guides/shared')).status === 404);
  });

  test('a title edit reaches the sidebar of every other page', async () => {
    events.drain();
    const jwt = 'content/docs/02-guides/jwt.md';
    const good = readFileSync(path.join(site, jwt), 'utf8');
    write(jwt, good.replace('# JWT', '# JSON Web Tokens'));
    await events.next('reload');
    // A quick second save can be reported twice (the watcher looks again after 75 ms): wait for the page.
    await waitFor(async () => (await text('/docs')).includes('>JSON Web Tokens<'));
    write(jwt, good);
    await events.next('reload');
    await waitFor(async () => !(await text('/docs')).includes('JSON Web Tokens'));
  });

  test('a broken edit shows its diagnostic in the overlay channel while the last good page is served; fixing it clears it', async () => {
    events.drain();
    const file = 'content/docs/02-guides/jwt.md';
    const good = readFileSync(path.join(site, file), 'utf8');
    write(file, `---\ntitle: [unclosed\n---\n# Broken\n`);
    // The checks after the last test's reload may report (nothing) first.
    const problems = (await nextProblems(events, (list) => list.length > 0)) as { code: string; file: string; line: number }[];
    expect(problems.map((d) => [d.code, d.file, d.line])).toEqual([['front-matter/yaml', 'content/docs/02-guides/jwt.md', 2]]);
    expect(await text('/docs/guides/jwt')).toContain('Freshly edited paragraph.');
    write(file, good);
    expect(await events.next('problems')).toEqual([]);
    await events.next('reload');
  });

  test('adding a file serves its page; deleting it removes the page', async () => {
    events.drain();
    write('content/docs/02-guides/new-page.md', '# A brand new page\n');
    await events.next('reload');
    expect(await text('/docs/guides/new-page')).toContain('A brand new page');
    unlinkSync(path.join(site, 'content/docs/02-guides/new-page.md'));
    await events.next('reload');
    expect((await get('/docs/guides/new-page')).status).toBe(404);
  });

  test('renaming a file moves its page; adding and deleting a whole folder adds and removes its pages', async () => {
    events.drain();
    write('content/docs/02-guides/before.md', '# Before the rename\n');
    await events.next('reload');
    expect((await get('/docs/guides/before')).status).toBe(200);
    renameSync(path.join(site, 'content/docs/02-guides/before.md'), path.join(site, 'content/docs/02-guides/after.md'));
    await waitFor(async () => (await get('/docs/guides/after')).status === 200);
    expect((await get('/docs/guides/before')).status).toBe(404);
    mkdirSync(path.join(site, 'content/docs/03-extras'));
    write('content/docs/03-extras/one.md', '# Extra one\n');
    write('content/docs/03-extras/two.md', '# Extra two\n');
    await waitFor(async () => (await get('/docs/extras/two')).status === 200);
    expect(await text('/docs/extras/one')).toContain('Extra one');
    rmSync(path.join(site, 'content/docs/03-extras'), { recursive: true });
    unlinkSync(path.join(site, 'content/docs/02-guides/after.md'));
    await waitFor(async () => (await get('/docs/extras/one')).status === 404 && (await get('/docs/guides/after')).status === 404);
    // The watcher's late looks at the removed files may still rebuild: let them finish before the next test.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dev.idle();
  });

  test('broken links are warnings: reported, and the page is still rebuilt', async () => {
    events.drain();
    write('content/pages/markdown-page.md', '# Markdown page\n\nSee [nowhere](/docs/nowhere).\n');
    const problems = (await events.next('problems')) as { code: string; severity: string }[];
    expect(problems.map((d) => [d.code, d.severity])).toEqual([['link/broken', 'warning']]);
    await events.next('reload');
    expect(await text('/markdown-page')).toContain('href="/docs/nowhere"');
    write('content/pages/markdown-page.md', '# Markdown page\n\nFixed.\n');
    expect(await events.next('problems')).toEqual([]);
  });
});

describe('config and theme', () => {
  test('a broken config is reported with its line and the last good site stays up until it is fixed', async () => {
    events.drain();
    const good = readFileSync(path.join(site, 'site.config.yaml'), 'utf8');
    write('site.config.yaml', `${good}titel: typo\n`);
    const problems = (await events.next('problems')) as { code: string; file: string }[];
    expect(problems.map((d) => [d.code, d.file])).toEqual([['config/unknown-key', 'site.config.yaml']]);
    expect((await get('/docs/guides/jwt')).status).toBe(200);
    write('site.config.yaml', good);
    expect(await events.next('problems')).toEqual([]);
    await events.next('reload');
  });

  test('a styles-only change swaps the stylesheet without a reload', async () => {
    const themed = mkdtempSync(path.join(os.tmpdir(), 'docsgen-dev-theme-'));
    cpSync(site, themed, { recursive: true });
    cpSync(fileURLToPath(new URL('../../theme', import.meta.url)), path.join(themed, 'theme'), { recursive: true });
    const server = await startDevServer({ siteDir: themed, port: 0, host: '127.0.0.1' });
    const stream = new EventStream(new URL('/__docsgen/events', server.url).href);
    try {
      await stream.next('problems');
      const tokens = path.join(themed, 'theme/styles/tokens.css');
      writeFileSync(tokens, `${readFileSync(tokens, 'utf8')}\n.dev-test-marker { color: rgb(1, 2, 3); }\n`);
      const { url } = (await stream.next('css')) as { url: string };
      expect(url).toMatch(/^\/assets\/main-[0-9a-f]{8}\.css$/);
      expect(await (await fetch(new URL(url, server.url))).text()).toContain('.dev-test-marker');
    } finally {
      stream.close();
      await server.close();
      rmSync(themed, { recursive: true, force: true });
    }
  });
});

describe('port', () => {
  test('falls back to the next port when the one asked for is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const reported: number[] = [];
    const second = await startDevServer({ siteDir: site, port: taken, host: '127.0.0.1', onPortTaken: (p) => reported.push(p) });
    try {
      // Each port found taken is reported, and the next one tried: the one after `taken` is usually free,
      // but another test running meanwhile may hold it too.
      expect(reported[0]).toBe(taken);
      expect(reported).toEqual(reported.map((_, i) => taken + i));
      expect(second.url).toBe(`http://127.0.0.1:${taken + reported.length}/`);
    } finally {
      await second.close();
      blocker.close();
    }
  });
});

describe('start-up', () => {
  test('serves a whole doc page from the outline start, before the background parse of the site has finished', async () => {
    const { generateCorpus } = await import('../../bench/generate-corpus.mjs');
    const corpus = path.join(makeSite({}), 'corpus');
    generateCorpus(corpus, 300, { seed: 3 });
    const reports: number[] = [];
    const server = await startDevServer({ siteDir: corpus, port: 0, host: '127.0.0.1', report: (_d, r) => reports.push(r.ms) });
    try {
      const file = 'content/docs/section-02/topic-03/page-04.md';
      const source = readFileSync(path.join(corpus, file), 'utf8');
      const paragraph = /^See \[[^\]]+\]\([^)]+\) for details\. (\S+ \S+ \S+)/m.exec(source)?.[1];
      expect(paragraph).toBeDefined();
      const page = await (await fetch(new URL('/docs/section-02/topic-03/page-04', server.url))).text();
      // Only the outline load has reported: the rest of the site is still being parsed.
      expect(reports).toHaveLength(1);
      expect(page).toContain(paragraph);
      expect(page).toContain('class="toc__link"');
      await server.idle();
      expect(reports).toHaveLength(2);
      // The same page once the whole site is parsed (the route table is rebuilt, under a new name).
      const routeTable = (html: string) => html.replace(/\/assets\/routes-[0-9a-f]{8}\.js/g, '/assets/routes-<hash>.js');
      const after = await (await fetch(new URL('/docs/section-02/topic-03/page-04', server.url))).text();
      expect(routeTable(after)).toBe(routeTable(page));
    } finally {
      await server.close();
    }
  }, 60_000);

  test('a build after a dev session parses nothing dev parsed: dev writes down the parse cache it filled', async () => {
    const { generateCorpus } = await import('../../bench/generate-corpus.mjs');
    const corpus = path.join(makeSite({}), 'corpus');
    generateCorpus(corpus, 60, { seed: 5 });
    const server = await startDevServer({ siteDir: corpus, port: 0, host: '127.0.0.1' });
    try {
      await server.idle();
    } finally {
      await server.close();
    }
    // Written on the thread pool once the whole site is in.
    const pack = path.join(corpus, 'node_modules/.cache/docsgen/markdown/heads.pack');
    await expect.poll(() => existsSync(pack), { timeout: 10_000 }).toBe(true);
    const built = await build({ siteDir: corpus, outDir: path.join(makeSite({}), 'out'), cache: true });
    expect(built.ok).toBe(true);
    expect(built.counts).toMatchObject({ parsed: 0, cached: 61 });
  }, 60_000);

  test('a save during the start-up load is served at once and kept once the whole site is in', async () => {
    const { generateCorpus } = await import('../../bench/generate-corpus.mjs');
    const corpus = path.join(makeSite({}), 'corpus');
    generateCorpus(corpus, 300, { seed: 4 });
    const server = await startDevServer({ siteDir: corpus, port: 0, host: '127.0.0.1' });
    const stream = new EventStream(new URL('/__docsgen/events', server.url).href);
    try {
      const url = new URL('/docs/section-01/topic-02/page-03', server.url);
      const file = path.join(corpus, 'content/docs/section-01/topic-02/page-03.md');
      await stream.next('problems');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\nSaved while the site loads.\n`);
      await stream.next('reload');
      expect(await (await fetch(url)).text()).toContain('Saved while the site loads.');
      await server.idle();
      expect(await (await fetch(url)).text()).toContain('Saved while the site loads.');
    } finally {
      stream.close();
      await server.close();
    }
  }, 60_000);
});
