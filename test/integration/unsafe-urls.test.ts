// Links that run script (issue 38, item 2): a `javascript:` URL, or one with a tab, newline or control
// character inside or before its scheme (which browsers strip, so `java\tscript:` runs), reaches no page
// through the home page's front matter, blog authors (authors.yml and inline, `url` and `image_url`), a
// post's `image`, the OpenAPI spec's declared URLs or a sidebars file's `link` items. Each such build fails
// with `link/unsafe` at the file and line the URL is written on, and the page, rendered from the same
// props the build would have written, holds none of them.
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { App } from '../../theme/App.js';
import { loadConfig } from '../../src/config/load.js';
import { formatDiagnostic, type Diagnostic } from '../../src/diagnostics/index.js';
import { loadApiReference } from '../../src/openapi/index.js';
import { buildChrome } from '../../src/render/chrome.js';
import { renderDocument } from '../../src/render/document.js';
import { buildPageProps } from '../../src/render/page-props.js';
import { buildRouteGraph } from '../../src/routes/graph.js';
import type { RouteGraph } from '../../src/routes/types.js';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites, HOME_PAGE } from '../helpers/index.js';

afterAll(removeSites);

const BLOG = `${MINIMAL_CONFIG}blogs:\n  - { id: changelog, path: content/changelog, routeBasePath: /changelog, title: Changelog, description: What changed. }\n`;
const BASE = { 'content/docs/intro.md': '# Intro\n\nHello.\n' };

/** `file:line  code` of every diagnostic, in the order reported. */
const where = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.file}:${d.line}  ${d.code}`);

/** What a browser would run: any href or src whose value, stripped as browsers strip it, starts with a script scheme. */
function scriptUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|content)="([^"]*)"/g)]
    .map((m) => m[1]!.replace(/&#x?[0-9a-f]+;/gi, (e) => String.fromCodePoint(Number(e.slice(2, -1).startsWith('x') ? `0${e.slice(2, -1)}` : e.slice(2, -1)))))
    .filter((url) => /^(javascript|vbscript|data):/i.test(url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '')));
}

/** The HTML of the page at `url`, rendered with the repository's theme from the props the build makes. */
async function renderPage(dir: string, graph: RouteGraph, url: string): Promise<string> {
  const config = await loadConfig(dir);
  const chrome = buildChrome(config, { css: [], js: [] }, graph);
  const route = graph.routes.get(url);
  if (!route) throw new Error(`No route ${url}`);
  const props = buildPageProps(route, graph, chrome);
  return renderDocument({ props, body: renderToString(createElement(App, { props })), scripts: { colorMode: '', announcement: '' } });
}

/** Builds `dir`; the build must fail, with only `link/unsafe` errors. */
async function failingBuild(dir: string) {
  const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  expect(site.result.ok).toBe(false);
  const errors = site.result.diagnostics.filter((d) => d.severity === 'error');
  expect(
    errors.every((d) => d.code === 'link/unsafe'),
    errors.map((d) => formatDiagnostic(d)).join('\n'),
  ).toBe(true);
  return site.result;
}

describe('front matter of the home page', () => {
  test('hero actions and feature cards with script URLs fail the build at their lines, and the home page links none', async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'content/pages/index.md': [
        '---',
        'hero:',
        '  title: Home',
        '  actions:',
        '    - { label: Start, href: /docs/intro }',
        '    - { label: Run, href: "javascript:alert(1)" }',
        '    - { label: Tab, href: "java\\tscript:alert(2)" }',
        'features:',
        '  - { title: One, details: x, href: "\\u0001javascript:alert(3)" }',
        '  - { title: Two, details: y, href: " JaVaScRiPt:alert(4)" }',
        '  - { title: Three, details: z, href: "data:text/html,<script>alert(5)</script>" }',
        '  - { title: Four, details: w, href: /docs/intro }',
        '---',
        '',
        'Welcome.',
        '',
      ].join('\n'),
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual([
      'content/pages/index.md:6  link/unsafe',
      'content/pages/index.md:7  link/unsafe',
      'content/pages/index.md:9  link/unsafe',
      'content/pages/index.md:10  link/unsafe',
      'content/pages/index.md:11  link/unsafe',
    ]);
    expect(formatDiagnostic(result.diagnostics[1]!)).toMatchInlineSnapshot(`
      "content/pages/index.md:7:27  error  link/unsafe  Link "java\\tscript:alert(2)" could run script: only http:, https:, mailto:, tel: and relative URLs are rendered
        hint: Write an http(s) or mailto: URL or a path of this site (browsers ignore tabs, newlines and leading control characters, so "java\\tscript:" is "javascript:")."
    `);
    const html = await renderPage(dir, result.graph!, '/');
    expect(scriptUrls(html)).toEqual([]);
    expect(html).toContain('href="/docs/intro"');
    expect(html).toContain('Three');
  });
});

describe('markdown and MDX bodies', () => {
  test('links, images, reference definitions and raw HTML with script URLs fail the build at their lines (they were dropped silently)', async () => {
    const dir = makeSite({
      ...BASE,
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/page.md': [
        '---',
        'title: Page',
        '---',
        '',
        'A [link](javascript:alert(1)) and [a safe one](/docs/intro).',
        '',
        '![image](vbscript:msgbox)',
        '',
        'A [reference][bad].',
        '',
        '[bad]: JaVaScRiPt:alert(2)',
        '',
        '<a href="java&#9;script:alert(3)">raw</a> and <img src="data:text/html,x">',
        '',
      ].join('\n'),
      'content/docs/island.mdx': '# Island\n\nA [link](javascript:alert(4)).\n',
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual([
      'content/docs/island.mdx:3  link/unsafe',
      'content/docs/page.md:5  link/unsafe',
      'content/docs/page.md:7  link/unsafe',
      'content/docs/page.md:9  link/unsafe',
      'content/docs/page.md:13  link/unsafe',
      'content/docs/page.md:13  link/unsafe',
    ]);
    expect(formatDiagnostic(result.diagnostics[1]!)).toMatchInlineSnapshot(`
      "content/docs/page.md:5:3  error  link/unsafe  Link "javascript:alert(1)" could run script: only http:, https:, mailto:, tel: and relative URLs are rendered
        hint: Write an http(s) or mailto: URL or a path of this site (browsers ignore tabs, newlines and leading control characters, so "java\\tscript:" is "javascript:")."
    `);
  });
});

describe('safe URLs written with what browsers strip', () => {
  test('a hero action and an author url with tabs and control characters around a site path build, checked and fed as rendered (a broken link and a crash of the feed before)', async () => {
    const dir = makeSite({
      ...BASE,
      'site.config.yaml': BLOG,
      'content/pages/index.md': '---\nhero:\n  title: Home\n  actions:\n    - { label: Go, href: "\\u0001/docs/intro\\u0000" }\n---\n\n# Home\n',
      'content/changelog/2026-01-01-first.md':
        '---\ntitle: First\nauthors:\n  - { name: Eve, url: "\\t#top" }\n  - { name: Bob, url: " https://example.com/bob" }\n---\n\nFirst post.\n',
    });
    const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(site.result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d))).toEqual([]);
    expect(site.files('changelog/atom.xml')).toContain('<uri>https://docs.example.com/changelog/first#top</uri>');
    expect(site.files('changelog/atom.xml')).toContain('<uri>https://example.com/bob</uri>');
    expect(site.files('index.html')).toContain('href="/docs/intro"');
  });
});

describe('blog authors and post images', () => {
  test("authors.yml's url and image_url with script URLs fail the build at their lines, and no page links them", async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': BLOG,
      'content/changelog/authors.yml':
        'eve:\n  name: Eve\n  url: "javascript:alert(1)"\n  image_url: "\\u0001javascript:alert(2)"\nbob:\n  name: Bob\n  url: "https://example.com/bob"\n  image_url: "java\\nscript:alert(3)"\n',
      'content/changelog/2026-01-01-first.md': '---\ntitle: First\nauthors: [eve, bob]\n---\n\nFirst post.\n',
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual([
      'content/changelog/authors.yml:3  link/unsafe',
      'content/changelog/authors.yml:4  link/unsafe',
      'content/changelog/authors.yml:8  link/unsafe',
    ]);
    for (const url of ['/changelog/first', '/changelog', '/changelog/authors']) {
      const html = await renderPage(dir, result.graph!, url);
      expect(scriptUrls(html), url).toEqual([]);
      expect(html, url).toContain('href="https://example.com/bob"');
    }
  });

  test("authors.yml's authors no post names are checked too: script URLs in their url and image_url fail the build at their lines", async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': BLOG,
      'content/changelog/authors.yml':
        'eve:\n  name: Eve\n  url: "javascript:alert(1)"\n  image_url: "\\u0001javascript:alert(2)"\nbob:\n  name: Bob\n  url: "https://example.com/bob"\nmal:\n  name: Mal\n  socials:\n    github: mal\n  url: " java\\tscript:alert(3)"\n',
      'content/changelog/2026-01-01-first.md': '---\ntitle: First\nauthors: [bob]\n---\n\nFirst post.\n',
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual([
      'content/changelog/authors.yml:3  link/unsafe',
      'content/changelog/authors.yml:4  link/unsafe',
      'content/changelog/authors.yml:12  link/unsafe',
    ]);
    expect(formatDiagnostic(result.diagnostics[0]!)).toBe(
      'content/changelog/authors.yml:3:8  error  link/unsafe  Link "javascript:alert(1)" could run script: only http:, https:, mailto:, tel: and relative URLs are rendered\n  hint: Write an http(s) or mailto: URL or a path of this site (browsers ignore tabs, newlines and leading control characters, so "java\\tscript:" is "javascript:").',
    );
  });

  test("inline authors' url and image_url and a post's image with script URLs fail the build at the front matter's lines", async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': BLOG,
      'content/changelog/2026-01-01-first.md': [
        '---',
        'title: First',
        'image: "vbscript:msgbox(1)"',
        'authors:',
        '  - name: Eve',
        '    url: "java\\tscript:alert(1)"',
        '    image_url: "javascript:alert(2)"',
        '  - { name: Bob, url: "https://example.com/bob" }',
        '---',
        '',
        'First post.',
        '',
      ].join('\n'),
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual([
      'content/changelog/2026-01-01-first.md:6  link/unsafe',
      'content/changelog/2026-01-01-first.md:7  link/unsafe',
      'content/changelog/2026-01-01-first.md:3  link/unsafe',
    ]);
    const html = await renderPage(dir, result.graph!, '/changelog/first');
    expect(scriptUrls(html)).toEqual([]);
    expect(html).not.toContain('og:image');
    expect(html).toContain('href="https://example.com/bob"');
  });
});

describe('a sidebars file', () => {
  test('link items with script URLs fail the build at their lines, and no page links them', async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}docs:\n  - { id: docs, path: content/docs, routeBasePath: /docs, sidebarPath: sidebars.js }\n`,
      'sidebars.js': [
        'export default {',
        '  docs: [',
        "    'intro',",
        "    { type: 'link', label: 'Run', href: 'javascript:alert(1)' },",
        "    { type: 'link', label: 'Tab', href: 'java\\tscript:alert(2)' },",
        "    { type: 'category', label: 'More', items: [{ type: 'link', label: 'Ctl', href: '\\u0001javascript:alert(3)' }, { type: 'link', label: 'Ok', href: 'https://example.com' }] },",
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual(['sidebars.js:4  link/unsafe', 'sidebars.js:5  link/unsafe', 'sidebars.js:6  link/unsafe']);
    const html = await renderPage(dir, result.graph!, '/docs/intro');
    expect(scriptUrls(html)).toEqual([]);
    expect(html).toContain('href="https://example.com"');
  });
});

describe('navbar and footer items of the config', () => {
  test("the announcement's links and the navbar logo with script URLs fail the build at their lines (the announcement's were dropped silently)", async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'static/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'site.config.yaml': `${MINIMAL_CONFIG}announcement:\n  id: a1\n  content: "Read [the news](javascript:alert(1)) and [more](/docs/intro)"\nnavbar:\n  logo: { src: "java\\tscript:alert(2)" }\n`,
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual(['site.config.yaml:8  link/unsafe', 'site.config.yaml:6  link/unsafe']);
    const html = await renderPage(dir, result.graph!, '/docs/intro');
    expect(scriptUrls(html)).toEqual([]);
    expect(html).toContain('the news');
  });

  test("navbar and footer items with script URLs (a navbar item's href or to, obfuscated with a tab, newline or control character) fail the build with link/unsafe at their lines, and no page holds them", async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': [
        MINIMAL_CONFIG.trimEnd(),
        'navbar:',
        '  items:',
        '    - { label: Run, href: "javascript:alert(1)" }',
        '    - label: To',
        '      position: right',
        '      to: "java\\nscript:alert(2)"',
        '    - { label: Docs, to: /docs/intro }',
        'footer:',
        '  columns:',
        '    - title: More',
        '      items:',
        '        - { label: Tab, href: "java\\tscript:alert(3)" }',
        '        - label: Control',
        '          href: "\\u0001javascript:alert(4)"',
        '        - { label: Fine, href: "https://example.com" }',
        '',
      ].join('\n'),
    });
    const result = await failingBuild(dir);
    expect(where([...result.diagnostics].sort((a, b) => a.line! - b.line!))).toEqual([
      'site.config.yaml:6  link/unsafe',
      'site.config.yaml:9  link/unsafe',
      'site.config.yaml:15  link/unsafe',
      'site.config.yaml:17  link/unsafe',
    ]);
    expect(result.diagnostics[0]!.message).toMatch(/could run script/);
    const html = await renderPage(dir, result.graph!, '/docs/intro');
    expect(scriptUrls(html)).toEqual([]);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('>Docs<');
  });
});

/** An OpenAPI 3.0 spec whose every declared URL is `urls[field]`, in YAML; `line` finds a field's line. */
const SPEC_URLS = {
  logo: 'java\tscript:alert(1)',
  logoHref: 'javascript:alert(2)',
  terms: '\u0001javascript:alert(3)',
  contact: 'java\nscript:alert(4)',
  license: 'vbscript:msgbox(5)',
  docs: ' javascript:alert(6)',
  tagDocs: 'data:text/html,<script>alert(7)</script>',
  operationDocs: 'JAVASCRIPT:alert(8)',
  authorization: 'java\tscript:alert(9)',
  token: 'java\rscript:alert(10)',
  refresh: '\u0001\u0002javascript:alert(11)',
  openId: 'javascript\t:alert(12)',
};

function specYaml(urls: Record<keyof typeof SPEC_URLS, string>): string {
  const q = JSON.stringify;
  return `openapi: 3.0.3
info:
  title: Pets
  version: '1'
  termsOfService: ${q(urls.terms)}
  contact: { name: Team, url: ${q(urls.contact)} }
  license: { name: MIT, url: ${q(urls.license)} }
  x-logo: { url: ${q(urls.logo)}, href: ${q(urls.logoHref)}, altText: Logo }
externalDocs: { url: ${q(urls.docs)} }
tags:
  - { name: Pets, externalDocs: { url: ${q(urls.tagDocs)} } }
paths:
  /pets:
    get:
      operationId: listPets
      tags: [Pets]
      externalDocs: { url: ${q(urls.operationDocs)} }
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { type: object, properties: { url: { type: string, example: "javascript:fine-it-is-data" } } }
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: ${q(urls.authorization)}
          tokenUrl: ${q(urls.token)}
          refreshUrl: ${q(urls.refresh)}
          scopes: { read: Read }
    oidc:
      type: openIdConnect
      openIdConnectUrl: ${q(urls.openId)}
servers: [{ url: 'https://api.pets.example' }]
`;
}

/** The API page rendered from the spec's model (the build stops at the spec, before its route graph). */
async function renderApiPage(dir: string): Promise<string> {
  const config = await loadConfig(dir);
  const api = await loadApiReference({ siteDir: dir, spec: 'spec/openapi.yaml', explicit: true });
  const graph = buildRouteGraph({
    config,
    instances: [],
    pages: [],
    staticFiles: [],
    api: { ...api.value!, routeBasePath: '/api', title: 'Pets', specFile: 'spec/openapi.yaml' },
  });
  return renderPage(dir, graph, '/api');
}

describe('the OpenAPI spec', () => {
  test('x-logo, terms, contact, license, externalDocs, OAuth and OpenID URLs with script schemes fail the build at their lines, and the reference shows none', async () => {
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}api: { spec: spec/openapi.yaml }\n`,
      'spec/openapi.yaml': specYaml(SPEC_URLS),
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual([
      'spec/openapi.yaml:5  link/unsafe',
      'spec/openapi.yaml:6  link/unsafe',
      'spec/openapi.yaml:7  link/unsafe',
      'spec/openapi.yaml:8  link/unsafe',
      'spec/openapi.yaml:8  link/unsafe',
      'spec/openapi.yaml:9  link/unsafe',
      'spec/openapi.yaml:11  link/unsafe',
      'spec/openapi.yaml:17  link/unsafe',
      'spec/openapi.yaml:30  link/unsafe',
      'spec/openapi.yaml:31  link/unsafe',
      'spec/openapi.yaml:32  link/unsafe',
      'spec/openapi.yaml:36  link/unsafe',
    ]);
    const html = await renderApiPage(dir);
    expect(scriptUrls(html)).toEqual([]);
    expect(html).toContain('OAuth 2');
  });

  test("link objects' operationRef with script schemes (in an operation's responses, components.responses and components.links) fail the build at their lines", async () => {
    const spec = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        '200':
          description: OK
          links:
            next: { operationRef: "java\\tscript:alert(1)" }
            same: { operationRef: '#/paths/~1pets/get' }
components:
  responses:
    Found:
      description: Found.
      links:
        again: { operationRef: "\\u0001javascript:alert(2)" }
  links:
    Other: { operationRef: "JAVASCRIPT:alert(3)" }
servers: [{ url: 'https://api.pets.example' }]
`;
    const dir = makeSite({ ...BASE, ...HOME_PAGE, 'site.config.yaml': `${MINIMAL_CONFIG}api: { spec: spec/openapi.yaml }\n`, 'spec/openapi.yaml': spec });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual(['spec/openapi.yaml:11  link/unsafe', 'spec/openapi.yaml:18  link/unsafe', 'spec/openapi.yaml:20  link/unsafe']);
    expect(result.diagnostics[0]!.message).toBe(
      'Link "java\\tscript:alert(1)" could run script: only http:, https:, mailto:, tel: and relative URLs are rendered',
    );
  });

  test('a JSON spec is reported at the lines of its JSON', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1', 'x-logo': { url: '\u0001javascript:alert(1)' } },
      paths: {},
      components: { securitySchemes: { oauth: { type: 'oauth2', flows: { implicit: { authorizationUrl: 'java\nscript:alert(2)', scopes: {} } } } } },
    };
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}api: { spec: spec/openapi.yaml }\n`,
      'spec/openapi.yaml': JSON.stringify(spec, null, 2),
    });
    const result = await failingBuild(dir);
    expect(where(result.diagnostics)).toEqual(['spec/openapi.yaml:7  link/unsafe', 'spec/openapi.yaml:17  link/unsafe']);
    expect(scriptUrls(await renderApiPage(dir))).toEqual([]);
  });

  test('the same spec with safe URLs builds, and shows them', async () => {
    const safe = Object.fromEntries(Object.keys(SPEC_URLS).map((k) => [k, `https://example.com/${k}`])) as Record<keyof typeof SPEC_URLS, string>;
    const dir = makeSite({
      ...BASE,
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}api: { spec: spec/openapi.yaml }\n`,
      'spec/openapi.yaml': specYaml(safe),
    });
    const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(site.result.diagnostics).toEqual([]);
    const html = site.files('api/index.html');
    for (const k of ['logo', 'logoHref', 'authorization', 'token', 'refresh', 'openId']) expect(html, k).toContain(`="https://example.com/${k}"`);
  });
});
