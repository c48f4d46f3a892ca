// Tests src/write/search-documents.ts and search-index.ts on a route graph built from a throwaway site:
// what is indexed (listed docs, posts, API operations; no unlisted or draft pages, no 404), with which
// anchors and groups, and that the written index answers queries when loaded the way the browser does.
import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteGraph } from '../../../src/routes/types.js';
import { searchDocumentsOf } from '../../../src/write/search-documents.js';
import { buildSearchIndex, searchIndexAsset, EXCERPT_WORDS } from '../../../src/write/search-index.js';
import { buildSite, makeSite, removeSites } from '../../helpers/index.js';

const CONFIG = `title: Search site
url: https://docs.example.com
productName: Testy
docs:
  - { id: docs, path: content/docs, routeBasePath: /docs, label: Docs }
  - { id: sdk, path: content/sdk, routeBasePath: /sdk, label: SDK }
blogs:
  - { id: changelog, path: content/changelog, routeBasePath: /changelog, title: Changelog }
`;

const JWT = `---
description: Tokens of a session.
---
# JWT and session tokens

Every login produces a session.

## Refreshing {#refresh}

Exchange the refresh token for a new access token.

| Header | Use |
|---|---|
| X-Refresh-Token | the token |

### Other endpoints

Verify a token without using it.
`;

const SPEC = readFileSync(new URL('../../fixtures/specs/petstore-3.0.yaml', import.meta.url), 'utf8');

afterAll(removeSites);

let graph: RouteGraph;
beforeAll(async () => {
  const dir = makeSite({
    'site.config.yaml': CONFIG,
    'content/docs/intro.md': '# Introduction\n\nWelcome to Testy.\n',
    'content/docs/guides/jwt.md': JWT,
    'content/docs/guides/hidden.md': '---\nunlisted: true\n---\n# Hidden\n\nSecret webhook notes.\n',
    'content/docs/guides/later.md': '---\ndraft: true\n---\n# Later\n\nNot yet written.\n',
    'content/sdk/client.md': '# Client\n\n## createClient\n\nMakes a client.\n',
    'content/changelog/2026-01-20-webhooks.md': '---\ntitle: Introducing webhooks\n---\nWebhooks are here.\n',
    'spec/openapi.yaml': SPEC,
  });
  const { result } = await buildSite(dir, { checkOnly: true });
  expect(result.ok).toBe(true);
  graph = result.graph!;
});

const documents = () => [...graph.routes.values()].flatMap((route) => searchDocumentsOf(route, graph));

describe('searchDocumentsOf', () => {
  test('indexes listed docs, SDK pages, changelog posts and API operations, and nothing else', () => {
    expect(documents().map((d) => `${d.group} ${d.url} ${d.title}`).sort()).toEqual([
      'API Reference /api Add a pet',
      'API Reference /api Get a pet',
      'Changelog /changelog/webhooks Introducing webhooks',
      'Docs /docs/guides/jwt JWT and session tokens',
      'Docs /docs/intro Introduction',
      'SDK /sdk/client Client',
    ]);
  });

  test('leaves out unlisted and draft pages and the 404 page', () => {
    const urls = documents().map((d) => d.url);
    expect(graph.routes.has('/docs/guides/hidden')).toBe(true);
    expect(urls).not.toContain('/docs/guides/hidden');
    expect(urls).not.toContain('/docs/guides/later');
    expect(urls).not.toContain('/404');
  });

  test('splits a page at its headings, with their ids and text, table cells apart', () => {
    const jwt = documents().find((d) => d.url === '/docs/guides/jwt')!;
    expect(jwt.sections).toEqual([
      { anchor: '', heading: '', text: 'JWT and session tokens Every login produces a session.' },
      { anchor: 'refresh', heading: 'Refreshing', text: 'Exchange the refresh token for a new access token. Header Use X-Refresh-Token the token' },
      { anchor: 'other-endpoints', heading: 'Other endpoints', text: 'Verify a token without using it.' },
    ]);
  });

  test('gives each API operation its summary, method, path and anchor', () => {
    const op = documents().find((d) => d.title === 'Get a pet')!;
    expect(op.sections).toHaveLength(1);
    expect(op.sections[0]!.anchor).toBe('operation/getPet');
    expect(op.sections[0]!.text).toMatch(/^GET \/pets\/\{petId\}/);
  });
});

describe('buildSearchIndex', () => {
  const load = () => {
    const file = buildSearchIndex(graph);
    const stop = new Set(file.stopWords);
    const index = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], {
      idField: file.idField,
      fields: file.fields,
      storeFields: file.storeFields,
      processTerm: (t) => (stop.has(t.toLowerCase()) ? null : t.toLowerCase()),
    });
    return index;
  };

  test('answers prefix and typo-tolerant queries once serialised and loaded again', () => {
    const index = load();
    expect(index.search('refre', { prefix: true })[0]?.u).toBe('/docs/guides/jwt');
    expect(index.search('webhok', { fuzzy: 2 }).map((r) => r.u)).toEqual(['/changelog/webhooks']);
  });

  test('stores each section as [anchor, heading, first words] for snippets', () => {
    const hit = load().search('createClient')[0]!;
    expect(hit.u).toBe('/sdk/client');
    expect(hit.g).toBe('SDK');
    expect(hit.s).toEqual([['', '', 'Client'], ['createclient', 'createClient', 'Makes a client.']]);
  });

  test('keeps only the first words of a long section', () => {
    const long = Array.from({ length: EXCERPT_WORDS + 10 }, (_, i) => `word${i}`).join(' ');
    const route = graph.routes.get('/docs/intro')!;
    if (route.kind !== 'doc') throw new Error('expected a doc');
    const sections = [{ anchor: '', heading: '', text: long }];
    const copy: RouteGraph = { ...graph, routes: new Map([['/docs/intro', { ...route, doc: { ...route.doc, markdown: { ...route.doc.markdown, sections } } }]]) };
    const index = buildSearchIndex(copy);
    const stored = (index.index as { storedFields: Record<string, { s: [string, string, string][] }> }).storedFields;
    const excerpt = Object.values(stored)[0]!.s[0]![2];
    expect(excerpt.split(' ')).toHaveLength(EXCERPT_WORDS + 1);
    expect(excerpt.endsWith(' …')).toBe(true);
  });

  test('is written as JSON under a name that stays across builds, or as a script in hash mode', () => {
    expect(searchIndexAsset(graph, 'history').url).toBe('/assets/search-index.json');
    const hash = searchIndexAsset(graph, 'hash');
    expect(hash.url).toBe('/assets/search-index.js');
    expect(new TextDecoder().decode(hash.contents)).toMatch(/^window\.__DOCSGEN_SEARCH_INDEX__=\{/);
  });
});
