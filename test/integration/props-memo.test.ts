// Tests src/render/props-memo.ts on a generated site of 520 docs (a sidebar too big to be shown whole) with
// a blog, loaded through the parse cache as a cached build loads it: a page's props are made again exactly
// when a fact they read changed (the page itself, a neighbour its previous/next links name, a sidebar list
// it shows, its blog, the config), and the page key a memo gives is always the one the page's props give
// on the new graph, never a stale one.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateCorpus, pagePath } from '../../bench/generate-corpus.mjs';
import { loadConfig } from '../../src/config/load.js';
import { createParseCache } from '../../src/content/parse-cache.js';
import { loadSite } from '../../src/pipeline/load-site.js';
import { createRun } from '../../src/pipeline/run.js';
import { buildChrome } from '../../src/render/chrome.js';
import { apiPageKey, pageKey } from '../../src/render/page-key.js';
import { buildPageProps } from '../../src/render/page-props.js';
import { createPropsMemo, type PropsMemoEntry } from '../../src/render/props-memo.js';
import type { Route, RouteGraph } from '../../src/routes/types.js';
import { makeSite, removeSites } from '../helpers/index.js';
import { edit } from '../helpers/warm-builds.js';

const siteDir = path.join(makeSite({}), 'site');
/** An MDX page: its body is made with the component it imports, not of its text alone. */
const GREETING = 'section-01/topic-03/greeting.mdx';
const VERSION = 'docsgen test\0theme';
afterAll(() => removeSites());

beforeAll(() => {
  generateCorpus(siteDir, 520, { words: 20 });
  appendFileSync(
    path.join(siteDir, 'site.config.yaml'),
    'blogs:\n  - { id: news, path: content/news, routeBasePath: /news, title: News, description: What changed. }\n',
  );
  mkdirSync(path.join(siteDir, 'content/news'));
  writeFileSync(path.join(siteDir, 'content/news/2025-01-10-hello.md'), '---\ntitle: Hello\n---\n\nFirst post.\n');
  writeFileSync(path.join(siteDir, 'content/news/2025-02-01-second.md'), '---\ntitle: Second\n---\n\nThe second post.\n');
  mkdirSync(path.join(siteDir, 'src/components'), { recursive: true });
  writeFileSync(path.join(siteDir, 'src/components/Greeting.jsx'), 'export default function Greeting() {\n  return <p>Welcome!</p>;\n}\n');
  writeFileSync(
    path.join(siteDir, 'content/docs', GREETING),
    "---\ntitle: Greeting\nsidebar_position: 99\n---\n\nimport Greeting from '@site/src/components/Greeting';\n\n<Greeting />\n",
  );
});

/** The site as a cached build loads it: every body named by its parse cache entry. */
async function loadGraph(): Promise<{ graph: RouteGraph; chrome: ReturnType<typeof buildChrome>; config: Awaited<ReturnType<typeof loadConfig>> }> {
  const config = await loadConfig(siteDir);
  const cache = createParseCache(config.cacheDirAbs, 'props-memo test');
  const run = createRun();
  const loaded = await loadSite(config, { cache, workers: 1 }, run);
  await cache.save?.();
  expect(run.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { graph: loaded.graph!, chrome: buildChrome(config, { css: [], js: [] }, loaded.graph), config };
}

type Memos = Map<string, PropsMemoEntry>;

/** Every page's key through the memo (with the last memos), the new memos, and the pages whose props were made. */
async function keyAll(last: Memos = new Map()) {
  const { graph, chrome, config } = await loadGraph();
  const memo = createPropsMemo(graph, { config, chrome, version: VERSION });
  const fresh = (route: Route, read: RouteGraph) =>
    (route.kind === 'api' && apiPageKey(route, read, chrome, VERSION)) || pageKey(buildPageProps(route, read, chrome, { bodies: 'stand-ins' }), VERSION);
  const made = new Set<string>();
  const keys = new Map<string, string>();
  const memos: Memos = new Map();
  for (const route of graph.routes.values()) {
    const { pageKey: key, entry } = memo.keyOf(route, last.get(route.url), (read) => {
      made.add(route.url);
      return fresh(route, read);
    });
    keys.set(route.url, key);
    if (entry) memos.set(route.url, entry);
    // Never stale: what the page's props give on this graph, memo or not.
    expect(key, route.url).toBe(fresh(route, graph));
  }
  expect([memo.made, memo.kept]).toEqual([made.size, graph.routes.size - made.size]);
  return { graph, keys, memos, made };
}

const url = (rel: string) => `/docs/${rel.replace(/\.md$/, '')}`;
const readsOf = (memos: Memos, page: string) => memos.get(page)![2].split('\0');

describe('props memo', () => {
  let memos: Memos;

  test("a first build makes every page's props and records what each read", async () => {
    const first = await keyAll();
    expect(first.made.size).toBe(first.graph.routes.size);
    // Every page has a memo: each body came from the parse cache.
    expect([...first.memos.keys()].sort()).toEqual([...first.graph.routes.keys()].sort());
    // A doc reads itself, its docs instance (versions, pages in order), the pages its previous/next links
    // name and their labels there, its place (breadcrumbs), the category it may stand for (cards) and the
    // sidebar's lists it shows: the top one, its section's, its topic's.
    const middle = url(pagePath(25));
    const [prev, next] = [url(pagePath(24)), url(pagePath(26))];
    const part = (kind: string, key: string) => `${kind}:${JSON.stringify(['docs', 'defaultSidebar', key])}`;
    expect(readsOf(first.memos, middle).sort()).toEqual(
      [
        `r:${middle}`,
        'i:docs',
        `r:${prev}`,
        `r:${next}`,
        part('sn', prev),
        part('sn', next),
        part('sp', middle),
        part('sc', middle),
        part('sl', ''),
        part('sl', '0'),
        part('sl', '0.1'),
      ].sort(),
    );
    // A blog's list page reads its blog.
    expect(readsOf(first.memos, '/news')).toContain('b:news');
    memos = first.memos;
  });

  test('nothing changed: no props made, the same keys', async () => {
    const again = await keyAll(memos);
    expect(again.made.size).toBe(0);
    memos = again.memos;
  });

  test("a body edit makes the props of the page and of the pages whose links show it, nothing else's", async () => {
    const page = pagePath(25);
    appendFileSync(path.join(siteDir, 'content/docs', page), '\nA new paragraph.\n');
    const after = await keyAll(memos);
    expect([...after.made].sort()).toEqual([url(pagePath(24)), url(page), url(pagePath(26))].sort());
    memos = after.memos;
  });

  test("a title edit makes the props of the pages that show its topic's list, no other page's", async () => {
    edit(path.join(siteDir, 'content/docs', pagePath(10)), (text) => text.replace(/^title: .*$/m, 'title: A retitled page'));
    const after = await keyAll(memos);
    // Its topic's 20 pages show the list that names it (their neighbours' previous/next labels among them).
    const topic = Array.from({ length: 20 }, (_, i) => url(pagePath(i)));
    expect([...after.made].sort()).toEqual(topic.sort());
    memos = after.memos;
  });

  test("a section's label edit makes every doc's props (the top list every doc shows names it)", async () => {
    edit(path.join(siteDir, 'content/docs/section-02/_category_.yml'), (text) => text.replace(/^label: .*$/m, 'label: A renamed section'));
    const after = await keyAll(memos);
    const docs = [...after.graph.routes.values()].filter((r) => r.kind === 'doc').map((r) => r.url);
    expect(docs.length).toBeGreaterThanOrEqual(520);
    for (const doc of docs) expect(after.made, doc).toContain(doc);
    expect([...after.made].filter((u) => u.startsWith('/news'))).toEqual([]);
    memos = after.memos;
  });

  test("a blog post's edit makes its blog's pages' props, no doc's", async () => {
    edit(path.join(siteDir, 'content/news/2025-02-01-second.md'), (text) => text.replace('The second post.', 'The second post, edited.'));
    const after = await keyAll(memos);
    expect(after.made.size).toBeGreaterThan(0);
    expect([...after.made].filter((u) => !u.startsWith('/news'))).toEqual([]);
    memos = after.memos;
  });

  test("an edit of a component an MDX page imports makes that page's props again", async () => {
    const greeting = url(GREETING.replace(/\.mdx$/, '.md'));
    expect(memos.has(greeting)).toBe(true);
    edit(path.join(siteDir, 'src/components/Greeting.jsx'), (text) => text.replace('Welcome!', 'Hello!'));
    const after = await keyAll(memos);
    expect(after.made).toContain(greeting);
    expect(after.made.size).toBeLessThanOrEqual(4);
    memos = after.memos;
  });

  test("a page's memo swapped with another page's is not used for it", async () => {
    const [a, b] = [url(pagePath(30)), url(pagePath(35))];
    const swapped = new Map(memos);
    swapped.set(a, memos.get(b)!);
    swapped.set(b, memos.get(a)!);
    const after = await keyAll(swapped);
    expect([...after.made].sort()).toEqual([a, b].sort());
  });

  test("a config edit makes every page's props", async () => {
    edit(path.join(siteDir, 'site.config.yaml'), (text) => text.replace(/^tagline: .*$/m, 'tagline: Another tagline'));
    const after = await keyAll(memos);
    expect(after.made.size).toBe(after.graph.routes.size);
  });
});
