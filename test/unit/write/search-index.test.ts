// Tests src/write/search-documents.ts, search-entries.ts and search-index.ts on a route graph built from a throwaway site:
// what is indexed (listed docs, posts, API operations; no unlisted or draft pages, no 404), with which
// anchors and groups, how the index is cut into files, and that the browser's engine answers queries
// reading only the entry file, the chunks of the words typed and the fragments of the results shown.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { searchSummaryOf } from '../../../src/markdown/compile.js';
import type { RouteGraph } from '../../../src/routes/types.js';
import { countWords, forEachCount, WORD_SEPARATOR as SOURCE_SEPARATOR } from '../../../src/util/search-words.js';
import { searchDocumentsOf } from '../../../src/write/search-documents.js';
import { searchEntries, searchEntryBatches, type SearchEntry } from '../../../src/write/search-entries.js';
import { CHUNK_CHARS, EXCERPT_WORDS, indexEntries, searchIndexAsset, splitWords } from '../../../src/write/search-index.js';
import { createSearchEngine } from '../../../theme/islands/search/engine.js';
import { WORD_SEPARATOR, type SearchEntryFile } from '../../../theme/search-index-format.js';
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
let countedGraph: RouteGraph;
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
  // Through the parse cache, the markdown stage counts each page's words for the index.
  const cached = await buildSite(dir, { checkOnly: true, cache: true });
  expect(cached.result.ok).toBe(true);
  countedGraph = cached.result.graph!;
});

const documents = () => [...graph.routes.values()].flatMap((route) => searchDocumentsOf(route, graph));

describe('searchDocumentsOf', () => {
  test('indexes listed docs, SDK pages, changelog posts and API operations, and nothing else', () => {
    expect(
      documents()
        .map((d) => `${d.group} ${d.url} ${d.title}`)
        .sort(),
    ).toEqual([
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
    const route = graph.routes.get('/docs/guides/jwt')!;
    if (route.kind !== 'doc') throw new Error('expected a doc');
    expect(route.doc.markdown.sections).toEqual([
      { anchor: '', heading: '', text: 'JWT and session tokens Every login produces a session.' },
      { anchor: 'refresh', heading: 'Refreshing', text: 'Exchange the refresh token for a new access token. Header Use X-Refresh-Token the token' },
      { anchor: 'other-endpoints', heading: 'Other endpoints', text: 'Verify a token without using it.' },
    ]);
  });

  test('indexes a cached page by the sections and counted words the markdown stage made, not by its text', () => {
    const plain = documents().find((d) => d.url === '/docs/guides/jwt')!;
    expect(plain.search).toBeUndefined();
    const route = countedGraph.routes.get('/docs/guides/jwt')!;
    const jwt = searchDocumentsOf(route, countedGraph)[0]!;
    expect(jwt.sections).toEqual([]);
    // As the parse cache keeps it: JSON, which the index's worker parses (a later build reads the same).
    expect(jwt.search).toBeUndefined();
    const search = JSON.parse(jwt.searchJson!) as NonNullable<typeof jwt.search>;
    expect(search.sections).toEqual([
      ['', '', 'JWT and session tokens Every login produces a session.', false],
      ['refresh', 'Refreshing', 'Exchange the refresh token for a new access token. Header Use X-Refresh-Token the token', false],
      ['other-endpoints', 'Other endpoints', 'Verify a token without using it.', false],
    ]);
    // "X-Refresh-Token" is three words, folded to lowercase with the others; "the" is a stop word.
    const counts = new Map<string, number>();
    forEachCount(search.words, (word, n) => counts.set(word, n));
    expect(counts.get('token')).toBe(5);
    expect(counts.get('refresh')).toBe(2);
    expect(counts.get('session')).toBe(2);
    expect(counts.has('the')).toBe(false);
    // The field's length counts distinct words as written (Token and token apart), and the empty word
    // after the closing full stop.
    expect(search.words.distinct).toBe(25);
  });

  test('gives the same index files from counted words as from the text they were counted in', () => {
    const counted = searchEntries(countedGraph);
    const texts = searchEntries(graph);
    expect(counted.filter((e) => e.w).length).toBe(4);
    expect(texts.filter((e) => e.w)).toEqual([]);
    expect(texts.map((e) => e.u)).toEqual(counted.map((e) => e.u));
    const files = (entries: SearchEntry[]) => {
      const { entry, chunks, fragments } = indexEntries(entries);
      return JSON.stringify([entry, [...chunks], [...fragments]]);
    };
    expect(files(texts)).toBe(files(counted));
  });

  test('gives each API operation its summary, method, path and anchor', () => {
    const op = documents().find((d) => d.title === 'Get a pet')!;
    expect(op.sections).toHaveLength(1);
    expect(op.sections[0]!.anchor).toBe('operation/getPet');
    expect(op.sections[0]!.text).toMatch(/^GET \/pets\/\{petId\}/);
  });
});

/** The engine over an asset's files, as the browser reads them, and the log of files it read. */
async function engineOver(graph: RouteGraph) {
  const asset = searchIndexAsset(graph, 'history');
  const files = new Map(
    [asset, ...asset.companions!].map((a) => [`https://docs.example.com${a.url}`, JSON.parse(new TextDecoder().decode(a.contents)) as unknown]),
  );
  const reads: string[] = [];
  const engine = await createSearchEngine('https://docs.example.com/assets/search-index.json', async (url) => {
    reads.push(new URL(url).pathname);
    if (!files.has(url)) throw new Error(`no ${url}`);
    return files.get(url);
  });
  return { engine, reads, asset };
}

const urls = (groups: { hits: { url: string }[] }[]) => groups.flatMap((g) => g.hits.map((h) => h.url));

describe('searchEntryBatches', () => {
  test('cuts the entries into batches of at most `size` entries or about `maxChars` characters, at route boundaries, in order', () => {
    const whole = [...searchEntryBatches(graph, 10_000)];
    expect(whole).toHaveLength(1);
    const entries = whole[0]!;
    expect(entries.length).toBeGreaterThan(5);
    // By count: batches of two (a route's entries stay together: an API operation page brings several).
    const pairs = [...searchEntryBatches(graph, 2)];
    expect(pairs.flat()).toEqual(entries);
    expect(pairs.length).toBeGreaterThan(1);
    // By characters: a cold build's entries carry their pages' text; one character closes every batch
    // at its route's end, and a bound over the whole sends one batch.
    const routesWithEntries = [...graph.routes.values()].filter((route) => searchDocumentsOf(route, graph).length > 0).length;
    const small = [...searchEntryBatches(graph, 10_000, 1)];
    expect(small.flat()).toEqual(entries);
    expect(small).toHaveLength(routesWithEntries);
    expect([...searchEntryBatches(graph, 10_000, 10_000_000)]).toEqual(whole);
  });
});

describe('the search index files', () => {
  test('answer prefix and typo-tolerant queries through the browser engine', async () => {
    const { engine } = await engineOver(graph);
    expect(urls(await engine.search('refre'))[0]).toBe('/docs/guides/jwt#refresh');
    expect(urls(await engine.search('webhoks'))).toEqual(['/changelog/webhooks']);
    expect(await engine.search('the')).toEqual([]);
  });

  test('a query reads the entry file once, the chunk of its words and the fragments of its results', async () => {
    const { engine, reads } = await engineOver(graph);
    expect(reads).toEqual(['/assets/search-index.json']);
    const groups = await engine.search('createClient');
    expect(groups).toEqual([
      {
        name: 'SDK',
        hits: [{ url: '/sdk/client#createclient', title: 'Client', heading: 'createClient', excerpt: 'Makes a client.', terms: ['createclient'] }],
      },
    ]);
    expect(reads.slice(1).map((p) => p.replace(/-\d+-/, '-<id>-').replace(/[0-9a-f]{8}/, '<hash>'))).toEqual([
      '/assets/search/words-<hash>.json',
      '/assets/search/result-<id>-<hash>.json',
    ]);
    // The same query again reads nothing more.
    await engine.search('createClient');
    expect(reads).toHaveLength(3);
  });

  test("stores each result's URL, title, group and sections as [anchor, heading, first words]", () => {
    const { companions } = searchIndexAsset(graph, 'history');
    const files = companions!.filter((a) => a.url.includes('/result-')).map((a) => JSON.parse(new TextDecoder().decode(a.contents)) as unknown[]);
    // Four results to a file, in id order: the 6 results of this index in two.
    expect(files.map((list) => list.length)).toEqual([4, 2]);
    expect(files.flat()).toContainEqual({
      u: '/sdk/client',
      t: 'Client',
      g: 'SDK',
      s: [
        ['', '', 'Client'],
        ['createclient', 'createClient', 'Makes a client.'],
      ],
    });
  });

  test('keeps only the first words of a long section', () => {
    const long = Array.from({ length: EXCERPT_WORDS + 10 }, (_, i) => `word${i}`).join(' ');
    const route = graph.routes.get('/docs/intro')!;
    if (route.kind !== 'doc') throw new Error('expected a doc');
    const sections = [{ anchor: '', heading: '', text: long }];
    const markdown = { ...route.doc.markdown, sections, search: searchSummaryOf(sections) };
    const copy: RouteGraph = { ...graph, routes: new Map([['/docs/intro', { ...route, doc: { ...route.doc, markdown } }]]) };
    const excerpt = [...indexEntries(searchEntries(copy)).fragments.values()][0]![0]!.s[0]![2];
    expect(excerpt.split(' ')).toHaveLength(EXCERPT_WORDS + 1);
    expect(excerpt.endsWith(' …')).toBe(true);
  });

  test('keeps a section of exactly the excerpt length whole, without an ellipsis', () => {
    const exact = Array.from({ length: EXCERPT_WORDS }, (_, i) => `word${i}`).join(' ');
    const route = graph.routes.get('/docs/intro')!;
    if (route.kind !== 'doc') throw new Error('expected a doc');
    const sections = [{ anchor: '', heading: '', text: exact }];
    const markdown = { ...route.doc.markdown, sections, search: searchSummaryOf(sections) };
    const copy: RouteGraph = { ...graph, routes: new Map([['/docs/intro', { ...route, doc: { ...route.doc, markdown } }]]) };
    expect([...indexEntries(searchEntries(copy)).fragments.values()][0]![0]!.s[0]![2]).toBe(exact);
  });

  test('splits ASCII and other text into the words the browser splits queries into', () => {
    const texts = [
      'Use the `login()` call: tokens (JWT) expire_after 3600s; see https://x.example/a?b=1#c {x} [y] "q" \'s\' @me',
      'tab\tinside and $dollar+plus<less>equal=caret^back`tick|pipe~tilde',
      'Ünïcödé — dashes – and «quotes» and 中文，标点。 and non\u00a0breaking\u2003spaces',
      '',
      '!!!',
    ];
    for (const text of texts) expect(splitWords(text)).toEqual(text.split(WORD_SEPARATOR));
  });

  test('reads counted words back as they were counted, numbers, tabs and other scripts included', () => {
    const read = (text: string) => {
      const counts = new Map<string, number>();
      forEachCount(countWords(text), (word, n) => counts.set(word, n));
      return counts;
    };
    expect(read('2026 2026 v2 tab\there 中文 中文 中文 The the')).toEqual(
      new Map([
        ['2026', 2],
        ['v2', 1],
        ['tab\there', 1],
        ['中文', 3],
      ]),
    );
    expect(read(Array.from({ length: 12 }, () => 'token').join(' '))).toEqual(new Map([['token', 12]]));
    expect(read('')).toEqual(new Map());
  });

  test('counts words with the expression the browser splits queries with', () => {
    expect(SOURCE_SEPARATOR.source).toBe(WORD_SEPARATOR.source);
    expect(SOURCE_SEPARATOR.flags).toBe(WORD_SEPARATOR.flags);
  });

  test('a site with nothing to index answers every query with nothing', async () => {
    const { entry } = indexEntries([]);
    expect(entry).toMatchObject({ documents: 0, chunks: [], fragments: [] });
    const engine = await createSearchEngine('https://docs.example.com/assets/search-index.json', async () => entry);
    expect(await engine.search('anything')).toEqual([]);
  });

  test('cuts the words into chunks of bounded size, each named by its contents', () => {
    const entries: SearchEntry[] = Array.from({ length: 5000 }, (_, i) => ({
      u: `/docs/p${i}`,
      t: `Page ${i}`,
      g: 'Docs',
      h: '',
      x: `common words everywhere unique${i} ${'filler '.repeat(i % 7)}`,
      s: [],
    }));
    const { entry, chunks } = indexEntries(entries);
    expect(entry.chunks.length).toBeGreaterThan(3);
    expect(entry.chunks.map(([word]) => word)).toEqual(entry.chunks.map(([word]) => word).sort());
    for (const [first, name] of entry.chunks) {
      const words = chunks.get(name)!.words;
      expect(words[0]![0]).toBe(first);
      const chars = words.reduce((sum, w) => sum + w.reduce((n, part) => n + part.length, 0), 0);
      if (words.length > 1) expect(chars).toBeLessThanOrEqual(CHUNK_CHARS);
      expect(name).toMatch(/^search\/words-[0-9a-f]{8}\.json$/);
    }
  });

  test('is written as an entry file under a name that stays across builds, or as scripts in hash mode', () => {
    const history = searchIndexAsset(graph, 'history');
    expect(history.url).toBe('/assets/search-index.json');
    const entry = JSON.parse(new TextDecoder().decode(history.contents)) as SearchEntryFile;
    expect(entry.documents).toBe(6);
    expect(history.companions!.map((a) => a.url.replace(/[0-9a-f]{8}/, '<hash>'))).toContain('/assets/search/result-0-<hash>.json');
    const hash = searchIndexAsset(graph, 'hash');
    expect(hash.url).toBe('/assets/search-index.js');
    for (const file of [hash, ...hash.companions!]) {
      expect(file.url).toMatch(/\.js$/);
      // The entry and chunks are objects; fragment files, lists.
      expect(new TextDecoder().decode(file.contents)).toMatch(
        file.url.includes('/result-') ? /^window\.__DOCSGEN_SEARCH_INDEX__=\[\{/ : /^window\.__DOCSGEN_SEARCH_INDEX__=\{/,
      );
    }
  });
});
