// Tests src/routes/graph.ts (with links.ts, toc.ts and navigation.ts): the route graph built from real
// loaders on throwaway sites: one route per URL, links rewritten in the hast, assets, duplicates, TOC,
// previous/next and breadcrumbs.
import path from 'node:path';
import { fillLinks } from '../../../src/markdown/compile.js';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { createContentContext, inProcess, type ContentContext } from '../../../src/content/context.js';
import { loadDoc, loadDocs } from '../../../src/content/docs.js';
import { loadPages } from '../../../src/content/pages.js';
import { loadStaticFiles } from '../../../src/content/static-files.js';
import { buildRouteGraph, withDocParsed } from '../../../src/routes/graph.js';
import { buildDocNavigation } from '../../../src/routes/navigation.js';
import type { DocRoute, Route, RouteGraph } from '../../../src/routes/types.js';
import { makeSite, MINIMAL_CONFIG, RED_PNG, removeSites } from '../../helpers/index.js';

afterAll(removeSites);

async function graphOf(
  files: Record<string, string | Uint8Array>,
  config = MINIMAL_CONFIG,
  context: ContentContext = inProcess,
): Promise<{ graph: RouteGraph; site: string }> {
  const site = makeSite({ 'site.config.yaml': config, ...files });
  const cfg = await loadConfig(site);
  const instances = await Promise.all(cfg.docs.map((i) => loadDocs(site, i, context)));
  const pages = await loadPages(site);
  const problems = [...instances.flatMap((i) => i.diagnostics), ...pages.diagnostics];
  if (problems.length) throw new Error(`unexpected diagnostics: ${JSON.stringify(problems)}`);
  const { files: staticFiles } = await loadStaticFiles(cfg.staticDirAbs, site);
  return { graph: buildRouteGraph({ config: cfg, instances: instances.map((i) => i.value), pages: pages.value, staticFiles }), site };
}

function docRoute(graph: RouteGraph, url: string): DocRoute {
  const route: Route | undefined = graph.routes.get(url);
  if (route?.kind !== 'doc') throw new Error(`no doc route at ${url}`);
  return route;
}

const html = (route: DocRoute) => fillLinks(route.doc.markdown, route.hrefs);

describe('buildRouteGraph', () => {
  test('creates one route per URL: docs, generated category indexes, pages and the not-found page', async () => {
    const { graph } = await graphOf({
      'content/docs/intro.md': '# Intro\n',
      'content/docs/guides/_category_.yml': 'link: { type: generated-index }\n',
      'content/docs/guides/jwt.md': '# JWT\n',
      'content/docs/reference/index.md': '# Reference\n',
      'content/pages/index.md': '---\nhero:\n  title: Hi\n---\n',
      'content/pages/about.md': '# About\n',
    });
    expect([...graph.routes].map(([url, route]) => `${url} ${route.kind}`).sort()).toEqual([
      '/ home',
      '/404 not-found',
      '/about page',
      '/docs/category/guides category-index',
      '/docs/guides/jwt doc',
      '/docs/intro doc',
      '/docs/reference doc',
    ]);
    expect(graph.duplicates.size).toBe(0);
  });

  test('makes content/pages/index.md a plain page, not the home page, when it has no hero', async () => {
    const { graph } = await graphOf({ 'content/pages/index.md': '# Welcome\n' });
    expect(graph.routes.get('/')?.kind).toBe('page');
  });

  test('rewrites relative .md links to route URLs in the page tree, keeping the fragment', async () => {
    const { graph } = await graphOf({
      'content/docs/intro.md': '# Intro\n\nSee [JWT](./guides/01-jwt.md#claims) and [setup](setup.md?tab=npm).\n',
      'content/docs/setup.md': '---\nslug: /install\n---\n# Setup\n',
      'content/docs/guides/01-jwt.md': '# JWT\n\nBack to [intro](../intro.md).\n\n## Claims\n',
    });
    const intro = docRoute(graph, '/docs/intro');
    expect(html(intro)).toContain('<a href="/docs/guides/jwt#claims">JWT</a>');
    expect(html(intro)).toContain('<a href="/docs/install?tab=npm">setup</a>');
    expect(intro.links.map((l) => [l.raw, l.path, l.fragment])).toEqual([
      ['./guides/01-jwt.md#claims', '/docs/guides/jwt', 'claims'],
      ['setup.md?tab=npm', '/docs/install', undefined],
    ]);
    expect(html(docRoute(graph, '/docs/guides/jwt'))).toContain('<a href="/docs/intro">intro</a>');
  });

  test('resolves relative links without .md against the page URL and records their line', async () => {
    const { graph } = await graphOf({
      'content/docs/guides/jwt.md': '# JWT\n\nLine three links [sibling](sessions) and [up](../intro).\n',
    });
    const jwt = docRoute(graph, '/docs/guides/jwt');
    expect(jwt.links.map((l) => [l.path, l.line, l.column])).toEqual([
      ['/docs/guides/sessions', 3, 18],
      ['/docs/intro', 3, 42],
    ]);
    expect(html(jwt)).toContain('<a href="/docs/guides/sessions">sibling</a>');
  });

  test('records a link to a missing .md file as missingFile and leaves its href as written', async () => {
    const { graph } = await graphOf({ 'content/docs/intro.md': '# Intro\n\n[gone](./gone.md#x)\n' });
    const intro = docRoute(graph, '/docs/intro');
    expect(intro.links).toEqual([
      { raw: './gone.md#x', file: 'content/docs/intro.md', line: 3, column: 1, missingFile: 'content/docs/gone.md', fragment: 'x' },
    ]);
    expect(html(intro)).toContain('<a href="./gone.md#x">gone</a>');
  });

  test('resolves .md links as Docusaurus does: from the docs folder first, `/x.md` from it only, `./` and `../` from the page', async () => {
    const { graph } = await graphOf({
      'content/docs/api/store.md': '# Store API\n',
      'content/docs/usage/api/store.md': '# Usage store\n',
      'content/docs/usage/troubleshooting.md':
        '# Troubleshooting\n\n[a](api/store.md#dispatch) [b](/api/store.md) [c](./api/store.md) [d](../api/store.md) [e](/nowhere.md)\n',
    });
    const page = docRoute(graph, '/docs/usage/troubleshooting');
    expect(page.links.map((l) => [l.raw, l.path ?? l.missingFile])).toEqual([
      ['api/store.md#dispatch', '/docs/api/store'],
      ['/api/store.md', '/docs/api/store'],
      ['./api/store.md', '/docs/usage/api/store'],
      ['../api/store.md', '/docs/api/store'],
      ['/nowhere.md', '/nowhere.md'],
    ]);
    expect(html(page)).toContain('<a href="/docs/api/store#dispatch">a</a>');
  });

  test('leaves external links as written and without a path', async () => {
    const { graph } = await graphOf({ 'content/docs/intro.md': '# Intro\n\n[site](https://example.com/a.md)\n' });
    const [link] = docRoute(graph, '/docs/intro').links;
    expect(link).toMatchObject({ raw: 'https://example.com/a.md' });
    expect(link?.path).toBeUndefined();
  });

  test('gives relative images a content-hashed URL and registers the file as an asset', async () => {
    const { graph, site } = await graphOf({
      'content/docs/intro.md': '# Intro\n\n![Flow](./img/flow.png)\n',
      'content/docs/img/flow.png': RED_PNG,
    });
    const src = /<img src="([^"]+)"/.exec(html(docRoute(graph, '/docs/intro')))?.[1];
    expect(src).toMatch(/^\/assets\/images\/flow-[0-9a-f]{8}\.png$/);
    expect([...graph.assets]).toEqual([[src, path.join(site, 'content/docs/img/flow.png')]]);
  });

  test('records a URL claimed twice with both source files, and keeps the first', async () => {
    const { graph } = await graphOf({
      'content/docs/a.md': '---\nslug: /same\n---\n# A\n',
      'content/docs/b.md': '---\nslug: /same\n---\n# B\n',
    });
    expect([...graph.duplicates].map(([url, sources]) => [url, sources.map((s) => s.source)])).toEqual([
      ['/docs/same', ['content/docs/a.md', 'content/docs/b.md']],
    ]);
    expect(graph.routes.get('/docs/same')?.title).toBe('A');
  });

  test('nests h3 under h2 in the table of contents and leaves h4 out by default', async () => {
    const { graph } = await graphOf({
      'content/docs/intro.md': '# Intro\n\n## One\n\n### One A\n\n#### Deep\n\n### One B\n\n## Two\n',
    });
    const outline = (items: DocRoute['toc']): unknown => items.map((i) => (i.children.length ? [i.id, outline(i.children)] : i.id));
    expect(outline(docRoute(graph, '/docs/intro').toc)).toEqual([['one', ['one-a', 'one-b']], 'two']);
  });

  test('honours toc_max_heading_level from front matter', async () => {
    const { graph } = await graphOf({
      'content/docs/intro.md': '---\ntoc_max_heading_level: 4\n---\n# Intro\n\n## One\n\n### One A\n\n#### Deep\n',
    });
    const toc = docRoute(graph, '/docs/intro').toc;
    expect(toc[0]?.children[0]?.children.map((c) => c.text)).toEqual(['Deep']);
  });

  test('the site-wide tableOfContents levels apply to docs and pages; front matter overrides them', async () => {
    const body = '# Title\n\n## One\n\n### One A\n\n#### Deep\n';
    const { graph } = await graphOf(
      {
        'content/docs/intro.md': body,
        'content/docs/narrow.md': `---\ntoc_max_heading_level: 2\n---\n${body}`,
        'content/pages/about.md': body,
      },
      `${MINIMAL_CONFIG}tableOfContents:\n  minHeadingLevel: 3\n  maxHeadingLevel: 4\n`,
    );
    const ids = (items: DocRoute['toc']): unknown => items.map((i) => (i.children.length ? [i.id, ids(i.children)] : i.id));
    expect(ids(docRoute(graph, '/docs/intro').toc)).toEqual([['one-a', ['deep']]]);
    expect(ids(docRoute(graph, '/docs/narrow').toc)).toEqual([]);
    expect(ids((graph.routes.get('/about') as { toc: DocRoute['toc'] }).toc)).toEqual([['one-a', ['deep']]]);
  });
});

describe('buildDocNavigation', () => {
  const twoInstances = `${MINIMAL_CONFIG}docs:\n  - { id: docs, path: content/docs, routeBasePath: /docs, label: Docs }\n  - { id: sdk, path: content/sdk, routeBasePath: /sdk, label: SDK }\n`;

  test('links previous and next pages in sidebar order, through categories', async () => {
    const { graph } = await graphOf({
      'content/docs/01-intro.md': '# Intro\n',
      'content/docs/02-guides/_category_.yml': 'label: Guides\nlink: { type: generated-index }\n',
      'content/docs/02-guides/01-jwt.md': '---\nsidebar_label: JWT tokens\n---\n# JWT\n',
      'content/docs/03-faq.md': '# FAQ\n',
    });
    const jwt = buildDocNavigation(graph, docRoute(graph, '/docs/guides/jwt'));
    expect(jwt).toEqual({
      prev: { label: 'Guides', href: '/docs/category/guides' },
      next: { label: 'FAQ', href: '/docs/faq' },
      breadcrumbs: [{ label: 'Guides', href: '/docs/category/guides' }, { label: 'JWT tokens' }],
    });
  });

  test('never leads from one docs instance into another', async () => {
    const { graph } = await graphOf(
      {
        'content/docs/a.md': '# Docs A\n',
        'content/docs/b.md': '# Docs B\n',
        'content/sdk/c.md': '# SDK C\n',
      },
      twoInstances,
    );
    const last = buildDocNavigation(graph, docRoute(graph, '/docs/b'));
    expect(last.prev?.href).toBe('/docs/a');
    expect(last.next).toBeUndefined();
    const sdk = buildDocNavigation(graph, docRoute(graph, '/sdk/c'));
    expect(sdk.prev).toBeUndefined();
    expect(sdk.next).toBeUndefined();
  });

  test('follows pagination_next by doc id and drops a link set to null', async () => {
    const { graph } = await graphOf({
      'content/docs/a.md': '---\npagination_next: c\npagination_prev: null\n---\n# A\n',
      'content/docs/b.md': '# B\n',
      'content/docs/c.md': '# C\n',
    });
    const nav = buildDocNavigation(graph, docRoute(graph, '/docs/a'));
    expect(nav.prev).toBeUndefined();
    expect(nav.next).toEqual({ label: 'C', href: '/docs/c' });
  });

  test('gives a top-level doc a breadcrumb of its own label only', async () => {
    const { graph } = await graphOf({ 'content/docs/intro.md': '---\nsidebar_label: Start here\n---\n# Introduction\n' });
    expect(buildDocNavigation(graph, docRoute(graph, '/docs/intro')).breadcrumbs).toEqual([{ label: 'Start here' }]);
  });
});

describe('withDocParsed', () => {
  test('gives a doc that is still a head its full parse: body, TOC, ids and links; every other route stays as it was', async () => {
    const files = {
      'content/docs/intro.md': '# Intro\n\nSee [JWT](./guides/jwt.md).\n\n## Setup\n\nSee [the claims](./guides/jwt.md#claims) and [a page](./gone.md).\n',
      'content/docs/guides/jwt.md': '# JWT\n\n## Claims\n',
    };
    const { graph, site } = await graphOf(files, MINIMAL_CONFIG, createContentContext({ headsOnly: true }));
    const cfg = await loadConfig(site);
    expect(docRoute(graph, '/docs/intro').doc.markdown.bodyPending).toBe(true);
    const { entry } = await loadDoc({ siteDir: site, instance: cfg.docs[0]!, rel: 'intro.md', context: inProcess });
    const next = withDocParsed(graph, entry!, cfg)!;
    const intro = docRoute(next, '/docs/intro');
    expect(html(intro)).toContain('<a href="/docs/guides/jwt#claims">the claims</a>');
    expect(intro.toc.map((t) => t.id)).toEqual(['setup']);
    expect([...intro.anchors]).toEqual(['intro', 'setup']);
    expect(intro.links.map((l) => [l.raw, l.path ?? l.missingFile])).toEqual([
      ['./guides/jwt.md', '/docs/guides/jwt'],
      ['./guides/jwt.md#claims', '/docs/guides/jwt'],
      ['./gone.md', 'content/docs/gone.md'],
    ]);
    expect(next.routes.get('/docs/guides/jwt')).toBe(graph.routes.get('/docs/guides/jwt'));
    expect(next.instances).toBe(graph.instances);
    // The graph it came from is untouched.
    expect(docRoute(graph, '/docs/intro').toc).toEqual([]);
  });

  test('returns nothing for a doc parsed in full already: an edit to it builds the graph again', async () => {
    const { graph, site } = await graphOf({ 'content/docs/intro.md': '# Intro\n', 'content/docs/b.md': '# B\n' });
    const cfg = await loadConfig(site);
    const { writeFileSync } = await import('node:fs');
    // A body edit too: which other pages show what of a doc is the graph's to say, not a rule's.
    for (const text of ['# Intro\n\nMore body.\n', '# Introduction\n', '---\nsidebar_position: 9\n---\n# Intro\n']) {
      writeFileSync(path.join(site, 'content/docs/intro.md'), text);
      const { entry } = await loadDoc({ siteDir: site, instance: cfg.docs[0]!, rel: 'intro.md', context: inProcess });
      expect(withDocParsed(graph, entry!, cfg), text).toBeUndefined();
    }
  });
});
