// Worker threads change nothing but speed: a 320-page site built in process and with two parse and
// render workers gives byte-identical output, and a second build reuses the parse cache.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCorpus } from '../../bench/generate-corpus.mjs';
import { build } from '../../src/build.js';
import { packageRoot } from '../../src/bundle/package-root.js';
import { createContentContext, POOL_THRESHOLD } from '../../src/content/context.js';
import { createParseCache } from '../../src/content/parse-cache.js';
import { parseWorkerScript } from '../../src/content/parse-pool.js';
import { parseMarkdownFile } from '../../src/content/parse-file.js';
import { makeSite, removeSites } from '../helpers/index.js';

let site: string;
beforeAll(() => {
  site = path.join(makeSite({}), 'site');
  generateCorpus(site, 320, { seed: 7, words: 150 });
});
afterAll(removeSites);

function tree(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), readFileSync(file, 'utf8')];
    }),
  );
}

test('parsing and rendering in worker threads give the same site as in process', async () => {
  const single = path.join(makeSite({}), 'single');
  const pooled = path.join(makeSite({}), 'pooled');
  const a = await build({ siteDir: site, outDir: single, workers: 1 });
  const b = await build({ siteDir: site, outDir: pooled, workers: 2 });
  expect(a.ok && b.ok).toBe(true);
  expect(a.counts).toMatchObject({ parsed: 321, workers: 0, renderWorkers: 0 });
  expect(b.counts).toMatchObject({ parsed: 321, workers: 2, renderWorkers: 2 });
  const left = tree(single);
  const right = tree(pooled);
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
  for (const [file, contents] of left) expect(right.get(file), file).toBe(contents);
}, 120_000);

test('a second build with the cache parses only the file that changed', async () => {
  const cacheDir = path.join(site, 'node_modules/.cache/docsgen');
  const out = path.join(makeSite({}), 'out');
  const first = await build({ siteDir: site, outDir: out, cache: true });
  expect(first.counts?.parsed).toBe(321);
  const page = readdirSync(path.join(site, 'content/docs'), { recursive: true })
    .map(String)
    .find((f) => f.endsWith('.md'))!;
  const file = path.join(site, 'content/docs', page);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nOne more sentence.\n`);
  const second = await build({ siteDir: site, outDir: out, cache: true });
  expect(second.counts).toMatchObject({ parsed: 1, cached: 320 });
  // One body pack a build, not a file a page: the first build's 321 bodies, then the edited page's.
  const names = readdirSync(path.join(cacheDir, 'markdown'));
  expect(names.filter((name) => name.endsWith('.bodies'))).toHaveLength(2);
  expect(names.length).toBeLessThan(20);
}, 120_000);

test('a warm rebuild keeps every output file the change does not reach, and matches a cold build byte for byte', async () => {
  const { statSync, writeFileSync } = await import('node:fs');
  const out = path.join(makeSite({}), 'warm');
  const first = await build({ siteDir: site, outDir: out, cache: true });
  expect(first.ok).toBe(true);
  const again = await build({ siteDir: site, outDir: out, cache: true });
  // Nothing changed: the build loads nothing and keeps every file of the last build (all but the
  // marker saying docsgen made the folder).
  expect(again.counts).toMatchObject({ changedInputs: 0, parsed: 0, cached: 0, reused: again.files - 1 });
  expect(again.graph).toBeUndefined();
  const docs = readdirSync(path.join(site, 'content/docs'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const edited = path.join(site, 'content/docs', docs[3]!);
  const inodes = new Map([...tree(out).keys()].map((rel) => [rel, statSync(path.join(out, rel)).ino]));
  writeFileSync(edited, `${readFileSync(edited, 'utf8')}\nA sentence only the warm rebuild has.\n`);
  const warm = await build({ siteDir: site, outDir: out, cache: true });
  // The folder is updated in place: its marker stays as it was.
  const changed = [...tree(out).keys()].filter((rel) => rel !== '.docsgen-output' && statSync(path.join(out, rel)).ino !== inodes.get(rel)).sort();
  const url = [...warm.graph!.routes.values()].find((r) => r.source === path.relative(site, edited).split(path.sep).join('/'))!.url;
  // The edited page and its markdown export, and the search index's entry (which holds each result's length), each with
  // its .br and .gz precompressed copies, and the word chunks and result fragments under assets/search/ the edit reached;
  // no other page.
  const files = [`${url.slice(1)}.md`, `${url.slice(1)}/index.html`, 'assets/search-index.json'];
  expect(changed.filter((rel) => !rel.startsWith('assets/search/'))).toEqual(files.flatMap((f) => [f, `${f}.br`, `${f}.gz`]).sort());
  expect(changed.some((rel) => /^assets\/search\/words-[0-9a-f]{8}\.json$/.test(rel))).toBe(true);
  expect(readFileSync(path.join(out, url.slice(1), 'index.html'), 'utf8')).toContain('A sentence only the warm rebuild has.');
  const cold = path.join(makeSite({}), 'cold');
  await build({ siteDir: site, outDir: cold, cache: false });
  const left = tree(cold);
  const right = tree(out);
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
  for (const [file, contents] of left) expect(right.get(file), file).toBe(contents);
}, 120_000);

test('the parse pool starts as soon as a loader announces more files than the threshold, not for outlines', async () => {
  const workerScript = parseWorkerScript(packageRoot());
  expect(workerScript, 'npm run build makes dist/content/parse-worker.js').toBeDefined();
  const context = createContentContext({ workerScript, workers: 2 });
  context.expect(POOL_THRESHOLD);
  expect(context.stats().workers).toBe(0);
  context.expect(1);
  expect(context.stats().workers).toBe(2);
  await context.close();
  const outline = createContentContext({ workerScript, workers: 2, headsOnly: true });
  outline.expect(POOL_THRESHOLD * 10);
  expect(outline.stats().workers).toBe(0);
  await outline.close();
});

test('with a cache, the parse pool starts at once only when more inputs changed than the cache could serve', async () => {
  const workerScript = parseWorkerScript(packageRoot());
  const cacheFolder = path.join(makeSite({}), 'cache');
  // A few changed inputs: the cache is likely to hold the rest, so the pool waits for files it misses.
  const warm = createContentContext({ workerScript, workers: 2, cache: createParseCache(cacheFolder, 'test'), changedCount: 3 });
  warm.expect(POOL_THRESHOLD * 10);
  expect(warm.stats().workers).toBe(0);
  await warm.close();
  // A first build (every input changed): nothing in the cache, so no file waits for the pool in this thread.
  const first = createContentContext({ workerScript, workers: 2, cache: createParseCache(cacheFolder, 'test'), changedCount: POOL_THRESHOLD + 1 });
  first.expect(POOL_THRESHOLD + 1);
  expect(first.stats().workers).toBe(2);
  await first.close();
  // A first build into this output folder whose cache holds as many heads as files are expected (dev or
  // another folder's build filled it): the pool again waits for files the cache misses.
  const filled = createParseCache(cacheFolder, 'test');
  const job = { file: 'content/docs/x.md', schema: 'doc', fallbackTitle: 'x' } as const;
  for (let i = 0; i <= POOL_THRESHOLD; i++) filled.set(`# Page ${i}\n`, job, parseMarkdownFile(`# Page ${i}\n`, job));
  await filled.save!();
  const after = createContentContext({ workerScript, workers: 2, cache: createParseCache(cacheFolder, 'test'), changedCount: POOL_THRESHOLD + 1 });
  after.expect(POOL_THRESHOLD + 1);
  expect(after.stats().workers).toBe(0);
  await after.close();
});
