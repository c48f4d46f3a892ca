// The outline key writes docs, pages and the home page with JSON's fast path (no replacer): that is only
// right while their outlines hold no Map or Set, whose contents JSON would write as `{}`. Held to that on
// the Sesame site and every fixture site; a doc's title still changes the key, a later paragraph does not.
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { outlineKeys, routeOutlineJson, routeOutlineJsonPlain } from '../../../src/pipeline/build-state.js';
import { loadSite } from '../../../src/pipeline/load-site.js';
import { createRun } from '../../../src/pipeline/run.js';
import { createParseCache } from '../../../src/content/parse-cache.js';
import { MINIMAL_CONFIG, makeSandbox, makeSite, removeSandboxes, removeSites } from '../../helpers/index.js';

afterAll(() => {
  removeSites();
  removeSandboxes();
});

const repo = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(repo, 'test/fixtures/sites');

/** Fixtures whose config or content fails on purpose: they have no graph. */
const FAILING = new Set(['bad-config', 'bad-front-matter']);

/** A copy of the Sesame site (its own files, not the repository around them), in a folder of the test's own. */
function sesameCopy(): string {
  const dir = makeSite({});
  for (const entry of ['site.config.yaml', 'content', 'spec', 'static', 'theme']) cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true });
  return dir;
}

/** The site's route graph. */
async function graphOf(dir: string) {
  return (await loadSite(await loadConfig(dir), { workers: 1 }, createRun())).graph;
}

const sites = readdirSync(fixtures).filter((name) => !FAILING.has(name));

test.each(['the Sesame site', ...sites])('every route of %s has the same outline JSON on the fast path as with Maps and Sets written out', async (name) => {
  const graph = await graphOf(name === 'the Sesame site' ? sesameCopy() : makeSandbox(path.join(fixtures, name)).site);
  expect(graph, 'the site loads').toBeDefined();
  let fast = 0;
  for (const route of graph!.routes.values()) {
    if (route.kind !== 'doc' && route.kind !== 'page' && route.kind !== 'home') continue;
    expect(routeOutlineJson(route), route.url).toBe(routeOutlineJsonPlain(route));
    fast++;
  }
  expect(fast).toBeGreaterThan(0);
});

test("a doc's title changes the outline key; its body does not", async () => {
  const dir = makeSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/a.md': '# A\n\nFirst.\n\nText.\n', 'content/docs/b.md': '# B\n' });
  const key = async (a: string) => {
    writeFileSync(path.join(dir, 'content/docs/a.md'), a);
    return outlineKeys((await graphOf(dir))!);
  };
  const before = await key('# A\n\nFirst.\n\nText.\n');
  expect(await key('# A\n\nFirst.\n\nOther text.\n')).toEqual(before);
  expect(await key('# A title\n\nFirst.\n\nText.\n')).not.toEqual(before);
});

test("a doc's first paragraph changes the outline key only when it is the doc's description", async () => {
  const dir = makeSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/b.md': '# B\n' });
  const key = async (a: string) => {
    writeFileSync(path.join(dir, 'content/docs/a.md'), a);
    return outlineKeys((await graphOf(dir))!);
  };
  // Doc cards and llms.txt show the first paragraph of a doc without a description.
  const bare = await key('# A\n\nFirst.\n\nText.\n');
  expect(await key('# A\n\nFirst, edited.\n\nText.\n')).not.toEqual(bare);
  // Under a front matter description, it is shown by the doc's own page alone.
  const described = await key('---\ndescription: All about A.\n---\n\n# A\n\nFirst.\n\nText.\n');
  expect(await key('---\ndescription: All about A.\n---\n\n# A\n\nFirst, edited.\n\nText.\n')).toEqual(described);
  expect(await key('---\ndescription: All about A, edited.\n---\n\n# A\n\nFirst.\n\nText.\n')).not.toEqual(described);
});

/** A site with a doc, a blog `news` holding one post, and `files`. */
function blogSite(files: Record<string, string>): string {
  return makeSite({
    'site.config.yaml': `${MINIMAL_CONFIG}blogs:\n  - { id: news, path: content/news, routeBasePath: /news, title: News, description: What changed. }\n`,
    'content/docs/a.md': '# A\n\nText.\n',
    'content/news/2025-02-01-second.md': '---\ntitle: Second\n---\n\nThe second post.\n',
    ...files,
  });
}

test('a site with a blog has the same outline key whether its posts were parsed or came from the cache', async () => {
  const dir = blogSite({ 'content/news/2025-01-10-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n\n<!-- truncate -->\n\nMore of it.\n' });
  const config = await loadConfig(dir);
  const keyOf = async () => {
    const cache = createParseCache(path.join(dir, 'cache'), 'v1');
    const graph = (await loadSite(config, { workers: 1, cache }, createRun())).graph!;
    await cache.save!();
    return { key: outlineKeys(graph), hits: cache.hits };
  };
  const parsed = await keyOf();
  const cached = await keyOf();
  expect([parsed.hits, cached.hits]).toEqual([0, 3]);
  expect(cached.key).toEqual(parsed.key);
});

test('an edit changes the outline of its own area: a post its blog\'s, a doc title its docs plugin\'s, a page title its page\'s', async () => {
  const dir = blogSite({ 'content/pages/about.md': '# About\n\nUs.\n' });
  const keys = async () => outlineKeys((await graphOf(dir))!);
  const changedAreas = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((area) => before[area] !== after[area]).sort();
  const first = await keys();
  expect(Object.keys(first).sort()).toEqual(['blog:news', 'docs:docs', 'global', 'page:/about']);
  writeFileSync(path.join(dir, 'content/news/2025-02-01-second.md'), '---\ntitle: Second\n---\n\nThe second post, edited.\n');
  const second = await keys();
  expect(changedAreas(first, second)).toEqual(['blog:news']);
  writeFileSync(path.join(dir, 'content/docs/a.md'), '# A renamed\n\nText.\n');
  const third = await keys();
  expect(changedAreas(second, third)).toEqual(['docs:docs']);
  writeFileSync(path.join(dir, 'content/pages/about.md'), '# About us\n\nUs.\n');
  expect(changedAreas(third, await keys())).toEqual(['page:/about']);
});
