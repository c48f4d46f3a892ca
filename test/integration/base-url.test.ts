// Builds the `base-url` fixture (baseUrl: /docs-site/) and checks that every URL the build writes carries
// the base: links and assets of every kind of page, the route table, the search index, feeds, sitemap,
// robots.txt, llms.txt and markdown exports; files stay at the output root; `serve` answers under the base.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { startDevServer, type DevServer } from '../../src/server/dev-server.js';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.js';
import { buildSite, element, hrefs, listFiles, makeSandbox, removeSandboxes, startCli, type BuiltSite, type Sandbox } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/base-url', import.meta.url));
const BASE = '/docs-site/';
const ORIGIN = 'https://example.github.io';

afterAll(removeSandboxes);

/** Every root-relative URL in an HTML file's attributes (href, src, content, data-island-src). */
function rootRelativeUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|content|data-island-src)="(\/[^"]*)"/g)].map((m) => m[1]!);
}

describe('a site built with baseUrl: /docs-site/', () => {
  let site: BuiltSite;
  let outDir: string;
  let files: string[];
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = makeSandbox(fixture);
    outDir = path.join(sandbox.box, 'out');
    site = await buildSite(sandbox.site, { outDir, strict: true });
    files = listFiles(outDir);
  });

  test('builds with --strict without a diagnostic', () => {
    expect(site.result.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  test('writes its files at the output root, not in a docs-site folder', () => {
    expect(files).toEqual(
      expect.arrayContaining(['index.html', '404.html', 'docs/intro/index.html', 'news/rss.xml', 'sitemap.xml', 'img/logo.svg', 'docs/intro.md']),
    );
    expect(files.filter((f) => f.startsWith('docs-site/'))).toEqual([]);
  });

  test('every root-relative URL in every page starts with the base', () => {
    const pages = files.filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(13);
    const outside = pages.flatMap((page) =>
      rootRelativeUrls(site.files(page))
        .filter((url) => !url.startsWith(BASE))
        .map((url) => `${page}: ${url}`),
    );
    expect(outside).toEqual([]);
  });

  test('a doc page links, loads its assets and names itself under the base', () => {
    const html = site.files('docs/intro/index.html');
    const body = element(html, '<article');
    // Site paths, fragments on them and relative markdown links all get the base.
    expect(hrefs(body)).toEqual(
      expect.arrayContaining([
        '/docs-site/docs/guides/setup',
        '/docs-site/docs/guides/setup#step-two',
        '/docs-site/docs/guides/setup#step-one',
        '/docs-site/news',
        '/docs-site/img/logo.svg',
      ]),
    );
    expect(body).toContain('<img src="/docs-site/img/logo.svg" alt="The logo"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/docs-site/docs/intro">`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/docs-site/docs/intro">`);
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/docs-site/docs/intro.md">');
    expect(html).toContain('<link rel="icon" href="/docs-site/img/logo.svg">');
    expect(html).toMatch(/<link rel="stylesheet" href="\/docs-site\/assets\/main-[0-9a-f]{8}\.css">/);
    expect(html).toMatch(/<script defer src="\/docs-site\/assets\/routes-[0-9a-f]{8}\.js"><\/script>/);
    expect(html).toMatch(/<script defer src="\/docs-site\/assets\/main-[0-9a-f]{8}\.js"><\/script>/);
    // The chrome: brand, navbar, announcement, footer; and the docs sidebar.
    expect(html).toContain('<a class="navbar__brand" href="/docs-site/">');
    expect(html).toContain('src="/docs-site/img/logo.svg" alt="Pathy logo"');
    expect(hrefs(element(html, '<nav aria-label="Main" class="navbar"'))).toEqual(
      expect.arrayContaining(['/docs-site/docs/intro', '/docs-site/news', '/docs-site/api']),
    );
    expect(element(html, '<div class="announcement-bar__content"')).toContain('<a href="/docs-site/docs/guides/setup">setup guide</a>');
    expect(hrefs(element(html, '<footer'))).toEqual(['/docs-site/docs/guides/setup', '/docs-site/img/logo.svg']);
    expect(hrefs(element(html, '<nav aria-label="Docs sidebar"'))).toEqual(
      expect.arrayContaining(['/docs-site/docs/intro', '/docs-site/docs/category/guides', '/docs-site/docs/guides/setup']),
    );
  });

  test("an MDX page names its island's chunk and useBaseUrl's image under the base", () => {
    const html = site.files('docs/counter/index.html');
    expect(html).toMatch(/data-island-src="\/docs-site\/assets\/island-Counter-[0-9a-f]{8}\.js"/);
    expect(html).toContain('<img src="/docs-site/img/logo.svg" alt="Logo from useBaseUrl"/>');
    expect(hrefs(element(html, '<article'))).toContain('/docs-site/docs/intro');
  });

  test('the category page, the home page and the not-found page link under the base', () => {
    expect(hrefs(element(site.files('docs/category/guides/index.html'), '<ul class="card-grid"'))).toEqual(['/docs-site/docs/guides/setup']);
    const home = site.files('index.html');
    expect(home).toContain('href="/docs-site/docs/intro"');
    expect(home).toContain('href="/docs-site/api"');
    expect(home).toContain(`<link rel="canonical" href="${ORIGIN}/docs-site/">`);
    const notFound = site.files('404.html');
    expect(notFound).toContain('<a class="button button--secondary" href="/docs-site/">');
    // Each way on is described by the page it leads to (found under the base), never by its path (issue 43).
    expect(notFound).toContain(
      '<a class="not-found__link" href="/docs-site/docs/intro"><span class="not-found__label">docs</span><span class="not-found__description">Where to start.</span></a>',
    );
    expect(notFound).toContain(
      '<a class="not-found__link" href="/docs-site/news"><span class="not-found__label">News</span><span class="not-found__description">What changed.</span></a>',
    );
  });

  test('blog pages link posts, tags, authors and images under the base', () => {
    const list = site.files('news/index.html');
    expect(list).toContain('href="/docs-site/news/hello"');
    expect(list).toContain('href="/docs-site/news/tags/release"');
    const post = site.files('news/hello/index.html');
    expect(post).toContain('<img src="/docs-site/img/logo.svg" alt="The logo"');
    expect(post).toContain('href="/docs-site/docs/intro"');
    expect(hrefs(site.files('news/tags/index.html'))).toContain('/docs-site/news/tags/release');
    expect(hrefs(site.files('news/archive/index.html'))).toContain('/docs-site/news/hello');
  });

  test("the API reference links its downloads and its descriptions' site paths under the base", () => {
    const html = site.files('api/index.html');
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/docs-site/api/openapi.yaml', '/docs-site/api/openapi.json', '/docs-site/docs/guides/setup']));
    expect(site.files('docs/guides/setup/index.html')).toContain('href="/docs-site/api#operation/listThings"');
  });

  test('the route table and the search index name pages as served', () => {
    const table = site.files(files.find((f) => /^assets\/routes-[0-9a-f]{8}\.js$/.test(f))!);
    const manifest = JSON.parse(table.slice(table.indexOf('{'), table.lastIndexOf('}') + 1)) as {
      routes: string[];
      weights: { url: string };
      search: { script: string; index: string };
    };
    expect(manifest.routes).toContain('/docs-site/');
    expect(manifest.routes).toContain('/docs-site/docs/intro');
    expect(manifest.routes.filter((route) => !route.startsWith(BASE))).toEqual([]);
    expect(manifest.weights.url).toBe('/docs-site/assets/route-weights.json');
    expect(manifest.search.index).toBe('/docs-site/assets/search-index.json');
    expect(manifest.search.script).toMatch(/^\/docs-site\/assets\/search-[0-9a-f]{8}\.js$/);
    const results = files
      .filter((f) => f.startsWith('assets/search/result-'))
      .map((f) => site.files(f))
      .join('\n');
    expect(results).toContain('"u":"/docs-site/docs/intro"');
    expect([...results.matchAll(/"u":"([^"]*)"/g)].map((m) => m[1]!).filter((url) => !url.startsWith(BASE))).toEqual([]);
  });

  test('feeds, sitemap, robots.txt, llms.txt and markdown exports give absolute URLs under the base', () => {
    const rss = site.files('news/rss.xml');
    expect(rss).toContain(`<link>${ORIGIN}/docs-site/news/hello</link>`);
    expect(rss).toContain(`href="${ORIGIN}/docs-site/docs/intro"`);
    expect(rss).toContain(`src="${ORIGIN}/docs-site/img/logo.svg"`);
    expect(site.files('news/atom.xml')).toContain(`<link rel="self" href="${ORIGIN}/docs-site/news/atom.xml"/>`);
    const locs = [...site.files('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${ORIGIN}/docs-site/`);
    expect(locs).toContain(`${ORIGIN}/docs-site/docs/intro`);
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN}/docs-site/`))).toEqual([]);
    expect(site.files('robots.txt')).toContain(`Sitemap: ${ORIGIN}/docs-site/sitemap.xml`);
    expect(site.files('llms.txt')).toContain(`(${ORIGIN}/docs-site/docs/intro.md)`);
    expect(site.files('docs/intro.md')).toContain(`[setup](${ORIGIN}/docs-site/docs/guides/setup)`);
  });

  describe('served by docsgen serve', () => {
    let server: StaticServer;
    const get = (url: string) => fetch(new URL(url, server.url), { redirect: 'manual' });
    beforeAll(async () => {
      server = await startStaticServer({ dir: outDir, port: 0, host: '127.0.0.1', base: BASE });
    });
    afterAll(() => server.close());

    test('answers at the base URL', () => {
      expect(new URL(server.url).pathname).toBe(BASE);
    });

    test('serves pages and assets under the base', async () => {
      const page = await get('/docs-site/docs/intro');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1 id="introduction">Introduction</h1>');
      expect((await get('/docs-site/')).status).toBe(200);
      expect((await get('/docs-site/img/logo.svg')).status).toBe(200);
    });

    test('sends the origin root and the base without its slash to the base', async () => {
      for (const url of ['/', '/docs-site']) {
        const response = await get(url);
        expect([url, response.status, response.headers.get('location')]).toEqual([url, 302, BASE]);
      }
    });

    test("redirects a page's index.html to its clean URL under the base", async () => {
      const response = await get('/docs-site/docs/intro/index.html');
      expect([response.status, response.headers.get('location')]).toEqual([301, '/docs-site/docs/intro']);
    });

    test("docsgen serve reads the base URL from the site's config and prints the address under it", async () => {
      const cli = startCli(['serve', sandbox.site, '--dir', outDir, '--port', '0'], { cwd: sandbox.box });
      try {
        const address = (await cli.waitFor(/^Serving .* at (http:\/\/127\.0\.0\.1:\d+\/docs-site\/)$/m))[1]!;
        const page = await fetch(new URL('docs/intro', address));
        expect([page.url, page.status]).toEqual([`${address}docs/intro`, 200]);
        const root = await fetch(new URL('/', address), { redirect: 'manual' });
        expect(root.headers.get('location')).toBe(BASE);
      } finally {
        await cli.stop();
      }
    });

    test("answers a path outside the base, or a missing page, with the site's 404 page", async () => {
      for (const url of ['/docs/intro', '/docs-site/no-such-page']) {
        const response = await get(url);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain('href="/docs-site/"');
      }
    });
  });
});

describe('the same site under the hash router', () => {
  test('pages link relatively, while canonical URLs, feeds, sitemap and llms.txt carry the base', async () => {
    const sandbox = makeSandbox(fixture);
    const config = path.join(sandbox.site, 'site.config.yaml');
    writeFileSync(config, `${readFileSync(config, 'utf8')}\nrouter: hash\n`);
    const outDir = path.join(sandbox.box, 'out-hash');
    const built = await buildSite(sandbox.site, { outDir, strict: true });
    expect(built.result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const index = built.files('index.html');
    expect(index).toContain(`<link rel="canonical" href="${ORIGIN}${BASE}">`);
    expect(built.files('sitemap.xml')).toContain(`<loc>${ORIGIN}${BASE}docs/intro</loc>`);
    expect(built.files('sitemap.xml')).not.toContain(`<loc>${ORIGIN}/docs/intro</loc>`);
    expect(built.files('news/rss.xml')).toContain(`${ORIGIN}${BASE}news/`);
    expect(built.files('llms.txt')).toContain(`${ORIGIN}${BASE}docs/intro`);
  });
});

describe('docsgen dev on a site with baseUrl: /docs-site/', () => {
  let dev: DevServer;
  const get = (url: string) => fetch(new URL(url, dev.url), { redirect: 'manual' });
  beforeAll(async () => {
    dev = await startDevServer({ siteDir: makeSandbox(fixture).site, port: 0, host: '127.0.0.1' });
    await dev.idle();
  });
  afterAll(() => dev.close());

  test('answers at the base URL', () => {
    expect(new URL(dev.url).pathname).toBe(BASE);
  });

  test('serves pages under the base, linked under the base', async () => {
    const page = await get('/docs-site/docs/intro');
    expect(page.status).toBe(200);
    expect(hrefs(await page.text())).toContain('/docs-site/docs/guides/setup');
  });

  test("sends the origin root to the base, and a page's index.html to its clean URL under the base", async () => {
    const root = await get('/');
    expect([root.status, root.headers.get('location')]).toEqual([302, BASE]);
    const index = await get('/docs-site/docs/intro/index.html');
    expect([index.status, index.headers.get('location')]).toEqual([301, '/docs-site/docs/intro']);
  });

  test('answers a path outside the base with 404', async () => {
    expect((await get('/docs/intro')).status).toBe(404);
  });
});

test('the fixture is the one the browser test serves', () => {
  // test/e2e/base-url.spec.ts builds the same folder: keep it a complete site.
  expect(readdirSync(fixture).sort()).toEqual(['content', 'site.config.yaml', 'spec', 'src', 'static']);
  expect(readFileSync(path.join(fixture, 'site.config.yaml'), 'utf8')).toContain('baseUrl: /docs-site/');
});
