// Builds the fixture sites in test/fixtures/sites in process (src/build.ts), into temporary output
// folders, and checks what was written: the file set, sitemap, robots.txt and the HTML of a doc page;
// then the sites that must fail, with every problem they have.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDiagnostic, sortDiagnostics } from '../../src/diagnostics/index.js';
import { buildSite, element, hrefs, makeSite, MINIMAL_CONFIG, removeSites, type BuiltSite, listFiles, HOME_PAGE } from '../helpers/index.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}`, import.meta.url));
const tempOut = () => path.join(makeSite({}), 'out');

afterAll(removeSites);

describe('building the minimal fixture site', () => {
  let site: BuiltSite;
  let outDir: string;
  beforeAll(async () => {
    outDir = tempOut();
    site = await buildSite(fixture('minimal'), { outDir });
  });

  test('succeeds without diagnostics', () => {
    expect(site.result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(site.result.ok).toBe(true);
    expect(site.result.outDir).toBe(outDir);
  });

  test('writes one index.html per route, 404.html, sitemap, robots.txt, llms.txt, markdown exports, static files and hashed assets', () => {
    // Text files over 1 KB also get .br and .gz precompressed copies (precompress.test.ts); the search index's word chunks
    // and result fragments (under assets/search/) are tested apart.
    const files = listFiles(outDir)
      .filter((f) => !/\.(br|gz)$/.test(f) && !f.startsWith('assets/search/'))
      .map((f) => f.replace(/-[0-9a-f]{8}\./, '-<hash>.'))
      .sort();
    expect(files).toEqual([
      '.docsgen-output',
      '404.html',
      'assets/images/diagram-<hash>.png',
      'assets/main-<hash>.css',
      'assets/main-<hash>.js',
      'assets/route-weights.json',
      'assets/routes-<hash>.js',
      'assets/search-<hash>.js',
      'assets/search-index.json',
      'docs.md',
      'docs/category/getting-started/index.html',
      'docs/getting-started/configuration.md',
      'docs/getting-started/configuration/index.html',
      'docs/getting-started/installation.md',
      'docs/getting-started/installation/index.html',
      'docs/guides.md',
      'docs/guides/index.html',
      'docs/guides/jwt.md',
      'docs/guides/jwt/index.html',
      'docs/index.html',
      'img/logo.svg',
      'index.html',
      'llms.txt',
      'markdown-page/index.html',
      'robots.txt',
      'sitemap.xml',
    ]);
  });

  test("writes the search index as word chunks named by their contents and the results' fragments four to a file", () => {
    const search = listFiles(outDir).filter((f) => f.startsWith('assets/search/') && !/\.(br|gz)$/.test(f));
    const entry = JSON.parse(site.files('assets/search-index.json')) as { documents: number; chunks: [string, string][]; fragments: string[] };
    const chunks = search.filter((f) => /^assets\/search\/words-[0-9a-f]{8}\.json$/.test(f));
    expect(chunks.sort()).toEqual(entry.chunks.map(([, file]) => `assets/${file}`).sort());
    for (const chunk of chunks)
      expect(chunk).toBe(
        `assets/search/words-${createHash('sha256')
          .update(readFileSync(path.join(outDir, chunk), 'utf8'))
          .digest('hex')
          .slice(0, 8)}.json`,
      );
    const results = search.filter((f) => /^assets\/search\/result-\d+-[0-9a-f]{8}\.json$/.test(f));
    expect(results).toHaveLength(Math.ceil(entry.documents / 4));
    // File n holds results 4n to 4n + 3, each once.
    const held = results.flatMap((f) => JSON.parse(readFileSync(path.join(outDir, f), 'utf8')) as { u: string }[]);
    expect(held).toHaveLength(entry.documents);
    expect(new Set(held.map((r) => r.u)).size).toBeGreaterThan(entry.documents / 2);
    expect(search).toHaveLength(chunks.length + results.length);
  });

  test('names the stylesheet by the hash of its contents', () => {
    const css = listFiles(outDir).find((f) => f.startsWith('assets/main-') && f.endsWith('.css'))!;
    const hash = createHash('sha256')
      .update(readFileSync(path.join(outDir, css)))
      .digest('hex')
      .slice(0, 8);
    expect(css).toBe(`assets/main-${hash}.css`);
    expect(site.files('docs/index.html')).toContain(`<link rel="stylesheet" href="/${css}">`);
  });

  test('copies static files and content images byte for byte', () => {
    expect(readFileSync(path.join(outDir, 'img/logo.svg'))).toEqual(readFileSync(fixture('minimal/static/img/logo.svg')));
    const image = listFiles(outDir).find((f) => f.startsWith('assets/images/'))!;
    expect(readFileSync(path.join(outDir, image))).toEqual(readFileSync(fixture('minimal/content/docs/01-getting-started/img/diagram.png')));
  });

  test('lists every page but the not-found page in sitemap.xml, with absolute URLs', () => {
    const locs = [...site.files('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://minimal.example.com/',
      'https://minimal.example.com/docs',
      'https://minimal.example.com/docs/category/getting-started',
      'https://minimal.example.com/docs/getting-started/configuration',
      'https://minimal.example.com/docs/getting-started/installation',
      'https://minimal.example.com/docs/guides',
      'https://minimal.example.com/docs/guides/jwt',
      'https://minimal.example.com/markdown-page',
    ]);
  });

  test('points robots.txt at the sitemap', () => {
    expect(site.files('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://minimal.example.com/sitemap.xml\n');
  });

  describe('the HTML of a doc page', () => {
    let html: string;
    beforeAll(() => {
      html = site.files('docs/getting-started/installation/index.html');
    });

    test('has the doc title followed by the site title', () => {
      expect(html).toContain('<title>Installation | Minimal</title>');
    });

    test('starts the page with the skip link to the main content', () => {
      const app = html.slice(html.indexOf('<div id="__docsgen">') + '<div id="__docsgen">'.length);
      expect(app).toMatch(/^<div role="region" aria-label="Skip to main content"><a class="skip-to-content" href="#main-content">/);
      expect(html).toContain('id="main-content"');
    });

    test('shows the docs sidebar with the current page marked aria-current, its category expanded', () => {
      const sidebar = element(html, '<nav aria-label="Docs sidebar"');
      expect(hrefs(sidebar)).toEqual([
        '/docs',
        '/docs/category/getting-started',
        '/docs/getting-started/installation',
        '/docs/getting-started/configuration',
        '/docs/guides',
        '/docs/guides/jwt',
      ]);
      expect([...sidebar.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => m[0])).toEqual([
        '<a class="menu__link menu__link--active" href="/docs/getting-started/installation" aria-current="page">',
      ]);
      expect(sidebar).toContain('aria-expanded="true" aria-label="Collapse sidebar category &#x27;Getting started&#x27;"');
      expect(sidebar).toContain('aria-expanded="false" aria-label="Expand sidebar category &#x27;Guides&#x27;"');
    });

    // Pages share the sidebar items they do not expand, and their markup is rendered once (SidebarItems.tsx).
    test('marks every page, and only it, as current in both its sidebars, whichever pages were written before it', () => {
      const pages = [
        '/docs',
        '/docs/category/getting-started',
        '/docs/getting-started/installation',
        '/docs/getting-started/configuration',
        '/docs/guides',
        '/docs/guides/jwt',
      ];
      for (const url of pages) {
        const page = site.files(`${url.slice(1)}/index.html`);
        const desktop = element(page, '<nav aria-label="Docs sidebar"');
        const mobile = element(page, '<nav aria-label="Docs sidebar (menu)"');
        expect(mobile.slice(mobile.indexOf('<ul'))).toBe(desktop.slice(desktop.indexOf('<ul')));
        expect(
          [...desktop.matchAll(/<a [^>]*href="([^"]*)" aria-current="page"/g)].map((m) => m[1]),
          url,
        ).toEqual([url]);
        const expanded = [...desktop.matchAll(/aria-expanded="true" aria-label="Collapse sidebar category &#x27;([^&]*)&#x27;"/g)].map((m) => m[1]);
        expect(expanded, url).toEqual(url.includes('getting-started') ? ['Getting started'] : url.startsWith('/docs/guides') ? ['Guides'] : []);
      }
    });

    test('has a table of contents of its h2 and h3 headings, nested', () => {
      const toc = element(html, '<nav aria-label="Table of contents"');
      expect(hrefs(toc)).toEqual(['#requirements', '#nodejs', '#steps']);
      expect(element(toc, '<ul class="toc__list toc__list--nested"')).toContain('href="#nodejs"');
    });

    test('has breadcrumbs from the home page through its category to itself, named by page titles', () => {
      const breadcrumbs = element(html, '<nav aria-label="Breadcrumbs"');
      expect(hrefs(breadcrumbs)).toEqual(['/', '/docs/category/getting-started']);
      expect(breadcrumbs).toContain('<span class="breadcrumbs__link" aria-current="page">Installation</span>');
    });

    test('links the previous and next pages in sidebar order', () => {
      const pagination = element(html, '<nav aria-label="Docs pages"');
      expect(pagination).toContain('href="/docs/category/getting-started" rel="prev"');
      expect(pagination).toContain('href="/docs/getting-started/configuration" rel="next"');
    });

    test('has its markdown links rewritten to routes and its image to the hashed asset', () => {
      expect(html).toContain('<a href="/docs/guides/jwt#claims">JWT claims</a>');
      expect(html).toMatch(/<img src="\/assets\/images\/diagram-[0-9a-f]{8}\.png" alt="Diagram"\/>/);
    });
  });

  test('renders the generated category index with a card per item', () => {
    const html = site.files('docs/category/getting-started/index.html');
    expect(html).toContain('<title>Getting started | Minimal</title>');
    expect(html).toContain('href="/docs/getting-started/installation"');
    expect(html).toContain('href="/docs/getting-started/configuration"');
  });

  test('renders the home page hero with its action', () => {
    const html = site.files('index.html');
    expect(html).toContain('<title>Minimal | A complete small site</title>');
    expect(html).toContain('href="/docs"');
  });

  test('marks the not-found page noindex', () => {
    expect(site.files('404.html')).toContain('<meta name="robots" content="noindex">');
  });
});

describe('escaping', () => {
  test('a doc title holding a script tag never reaches the page as markup', async () => {
    const dir = makeSite({
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/intro.md': '---\ntitle: "<script>alert(1)</script>"\ndescription: "<img src=x onerror=alert(1)>"\n---\nBody.\n',
    });
    const { result, files } = await buildSite(dir, { outDir: tempOut() });
    expect(result.ok).toBe(true);
    const html = files('docs/intro/index.html');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; | Test site</title>');
  });
});

describe('fixture sites that must fail', () => {
  test('bad-config reports every config problem and writes nothing', async () => {
    const outDir = tempOut();
    const { result } = await buildSite(fixture('bad-config'), { outDir });
    expect(result.ok).toBe(false);
    expect(sortDiagnostics(result.diagnostics).map(formatDiagnostic)).toEqual([
      'site.config.yaml:3:1  error  config/unknown-key  Unknown key "tagLine"\n  hint: Did you mean "tagline"?',
      'site.config.yaml:7:16  error  config/invalid  "colorMode.defaultMode" must be one of "light", "dark", got "blue"\n  hint: See "colorMode.defaultMode" in docsgen\'s configuration reference.',
    ]);
    expect(existsSync(outDir)).toBe(false);
  });

  test('bad-front-matter reports both broken files in one run', async () => {
    const { result } = await buildSite(fixture('bad-front-matter'), { outDir: tempOut() });
    expect(result.ok).toBe(false);
    expect(sortDiagnostics(result.diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/broken-yaml.md:3:14  error  front-matter/yaml  Front matter is not valid YAML: Nested mappings are not allowed in compact mappings\n  hint: Fix the YAML between the two --- lines (quote values that contain ": " or start with a special character).',
      'content/docs/wrong-type.md:3:19  error  front-matter/invalid  Front matter "sidebar_position" must be a number, got string\n  hint: Fix or remove "sidebar_position".',
    ]);
  });

  test('a failed build leaves the previous output as it was', async () => {
    const outDir = tempOut();
    await buildSite(fixture('minimal'), { outDir });
    const before = listFiles(outDir).map((f) => [f, readFileSync(path.join(outDir, f), 'utf8')]);
    const { result } = await buildSite(fixture('bad-front-matter'), { outDir });
    expect(result.ok).toBe(false);
    expect(listFiles(outDir).map((f) => [f, readFileSync(path.join(outDir, f), 'utf8')])).toEqual(before);
  });

  test('a site theme that does not compile is reported at its file, line and column', async () => {
    const dir = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/intro.md': '# Intro\n',
      'theme/index.ts': 'export const App = (;\n',
    });
    const outDir = tempOut();
    const { result } = await buildSite(dir, { outDir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'theme/index.ts:1:21  error  theme/compile  Unexpected ";"\n  hint: Fix the theme source; the previous output was left as it was.',
    ]);
    expect(existsSync(outDir)).toBe(false);
  });

  test('duplicate-route warns naming both files and still builds the first', async () => {
    const { result, files } = await buildSite(fixture('duplicate-route'), { outDir: tempOut() });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/setup.md:2:7  warning  route/duplicate  2 sources produce the route /docs/setup: content/docs/install.md, content/docs/setup.md\n  hint: Only content/docs/install.md is built. Give content/docs/setup.md another `slug` or file name.',
    ]);
    expect(files('docs/setup/index.html')).toContain('<title>Install | Duplicate route</title>');
  });

  test('duplicate-route fails with strict and writes nothing', async () => {
    const outDir = tempOut();
    const { result } = await buildSite(fixture('duplicate-route'), { outDir, strict: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['route/duplicate']);
    expect(existsSync(outDir)).toBe(false);
  });
});
