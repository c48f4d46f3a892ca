// The search parts of a sharded build and `docsgen merge` (src/pipeline/search-parts.ts): what it
// refuses (forged parts, links in the folder), and a site without a search index.
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { mergeSearchParts, writeSearchPart } from '../../../src/pipeline/search-parts.js';
import type { Route, RouteGraph } from '../../../src/routes/types.js';
import { OUTPUT_MARKER } from '../../../src/write/output-dir.js';
import { makeSite, removeSites } from '../../helpers/index.js';
import { makeSandbox, removeSandboxes, snapshot } from '../../helpers/sandbox.js';

afterAll(removeSites);

function graphOf(urls: string[]): RouteGraph {
  return { routes: new Map(urls.map((url) => [url, { url, kind: 'not-found', unlisted: true } as unknown as Route])) } as RouteGraph;
}

/** A folder as the shards' outputs copied into one leave it: with docsgen's marker. */
const mergedFolder = () => makeSite({ [OUTPUT_MARKER]: 'docsgen' });

test('a site without a search index merges to no index, and the parts are removed', async () => {
  const dir = mergedFolder();
  const graph = graphOf(['/', '/a', '/b']);
  for (const index of [1, 2]) writeSearchPart(dir, graph, { shard: { index, count: 2 }, mode: 'history', index: false });
  expect(readdirSync(path.join(dir, '.docsgen-search')).sort()).toEqual(['part-1-of-2.json', 'part-2-of-2.json']);
  expect(await mergeSearchParts(dir)).toEqual({ diagnostics: [], files: 0, shards: 2 });
  expect(existsSync(path.join(dir, '.docsgen-search'))).toBe(false);
  expect(existsSync(path.join(dir, 'assets'))).toBe(false);
});

test('parts of different builds, and a folder without parts, are shard/incomplete', async () => {
  const dir = mergedFolder();
  writeSearchPart(dir, graphOf(['/', '/a']), { shard: { index: 1, count: 2 }, mode: 'history', index: true });
  writeSearchPart(dir, graphOf(['/', '/b']), { shard: { index: 2, count: 2 }, mode: 'history', index: true });
  const mixed = await mergeSearchParts(dir);
  expect(mixed.diagnostics.map((d) => [d.code, d.message])).toEqual([
    ['shard/incomplete', 'The search parts come from different builds (other pages, shard counts or router modes)'],
  ]);
  expect(existsSync(path.join(dir, 'assets/search-index.json'))).toBe(false);

  const empty = path.join(makeSite({}), 'site');
  mkdirSync(empty);
  writeFileSync(path.join(empty, OUTPUT_MARKER), 'docsgen');
  const none = await mergeSearchParts(empty);
  expect(none.diagnostics.map((d) => d.code)).toEqual(['shard/incomplete']);
  expect(none.diagnostics[0]!.message).toBe(`${empty} holds no search parts (.docsgen-search/part-<i>-of-<n>.json)`);
});

test('a folder docsgen did not make is refused, and files of others beside the parts stay', async () => {
  const foreign = makeSite({ 'notes.txt': 'mine' });
  writeSearchPart(foreign, graphOf(['/']), { shard: { index: 1, count: 1 }, mode: 'history', index: false });
  const refused = await mergeSearchParts(foreign);
  expect(refused.diagnostics.map((d) => [d.code, d.message])).toEqual([
    ['shard/incomplete', `${foreign} is not the output of docsgen builds (it has no ${OUTPUT_MARKER} file)`],
  ]);
  expect(readdirSync(path.join(foreign, '.docsgen-search'))).toEqual(['part-1-of-1.json']);

  const dir = mergedFolder();
  writeSearchPart(dir, graphOf(['/']), { shard: { index: 1, count: 1 }, mode: 'history', index: false });
  writeFileSync(path.join(dir, '.docsgen-search', 'keep-me.txt'), 'not a part');
  expect((await mergeSearchParts(dir)).diagnostics).toEqual([]);
  expect(readdirSync(path.join(dir, '.docsgen-search'))).toEqual(['keep-me.txt']);
});

// Issue 38, item 4: a forged part must not make the merge allocate for it, nor crash it.
describe('a part that is not what a shard writes is shard/incomplete at its file', () => {
  const part = (fields: Record<string, unknown>) =>
    JSON.stringify({ format: 1, shard: { index: 1, count: 1 }, mode: 'history', site: 'abc', index: true, entries: [], ...fields });
  test.each([
    [
      'a shard count of two billion',
      'part-1-of-2.json',
      part({ shard: { index: 1, count: 2_000_000_000 } }),
      'shard.count: Too big: expected number to be <=1000',
    ],
    ['a route place of 2^40', 'part-1-of-1.json', part({ entries: [[2 ** 40, []]] }), 'entries.0.0: Too big: expected number to be <=10000000'],
    [
      'entries that are not a list',
      'part-1-of-1.json',
      part({ entries: { length: 2_000_000_000 } }),
      'entries: Invalid input: expected array, received object',
    ],
    [
      'a page URL that is a script',
      'part-1-of-1.json',
      part({ entries: [[0, [{ u: 'javascript:alert(1)', t: '', g: '', h: '', s: [] }]]] }),
      'entries.0.1.0.u: not a path of the site',
    ],
    ['a name that is not its shard', 'part-2-of-2.json', part({}), 'it holds the part of shard 1/1'],
    ['text that is not JSON', 'part-1-of-1.json', '{"format": 1,', 'it cannot be read as JSON'],
  ])('%s', async (_, name, text, what) => {
    const dir = mergedFolder();
    mkdirSync(path.join(dir, '.docsgen-search'));
    writeFileSync(path.join(dir, '.docsgen-search', name), text);
    const { diagnostics } = await mergeSearchParts(dir);
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['shard/incomplete', `.docsgen-search/${name}`]]);
    expect(diagnostics[0]!.message).toContain(`.docsgen-search/${name} is not a search part docsgen wrote: ${what}`);
    expect(existsSync(path.join(dir, 'assets'))).toBe(false);
    // The damaged part stays for a look; nothing was merged.
    expect(existsSync(path.join(dir, '.docsgen-search', name))).toBe(true);
  });
});

// Issue 38, item 4: links in the merged folder led the index outside it and overwrote a file.
describe('the merge writes only regular files inside its folder', () => {
  afterAll(removeSandboxes);

  /** A merged folder (`<box>/site`) with two complete parts, and a folder beside it the links point to. */
  function mergedWithOutside() {
    const sandbox = makeSandbox({ [OUTPUT_MARKER]: 'docsgen' });
    const graph = graphOf(['/', '/a']);
    for (const index of [1, 2]) writeSearchPart(sandbox.site, graph, { shard: { index, count: 2 }, mode: 'history', index: true });
    sandbox.write({ 'outside/search-index.json': 'mine', 'outside/part-1-of-2.json': 'mine too' });
    return { ...sandbox, outside: path.join(sandbox.box, 'outside') };
  }

  test('a linked assets folder is output/unsafe, and nothing is written through it', async () => {
    const { site, outside } = mergedWithOutside();
    const before = snapshot(outside);
    symlinkSync(outside, path.join(site, 'assets'));
    const { diagnostics } = await mergeSearchParts(site);
    expect(diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      [
        'output/unsafe',
        'assets/search-index.json',
        'assets is a symbolic link: docsgen merge reads and writes only regular files inside the folder it merges, never through a link. Nothing was written.',
      ],
    ]);
    expect(snapshot(outside)).toEqual(before);
    expect(readdirSync(path.join(site, '.docsgen-search')).sort()).toEqual(['part-1-of-2.json', 'part-2-of-2.json']);
  });

  test('a link where the index is written is output/unsafe, and the file it points to stays', async () => {
    const { site, outside } = mergedWithOutside();
    mkdirSync(path.join(site, 'assets'));
    symlinkSync(path.join(outside, 'search-index.json'), path.join(site, 'assets/search-index.json'));
    const { diagnostics } = await mergeSearchParts(site);
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['output/unsafe', 'assets/search-index.json']]);
    expect(readFileSync(path.join(outside, 'search-index.json'), 'utf8')).toBe('mine');
  });

  test('a linked parts folder is output/unsafe, and the files of the folder it points to are not deleted', async () => {
    const { box, site, outside } = mergedWithOutside();
    const before = snapshot(outside);
    renameSync(path.join(site, '.docsgen-search'), path.join(box, 'parts'));
    cpSync(path.join(box, 'parts'), outside, { recursive: true, force: true });
    const copied = snapshot(outside);
    symlinkSync(outside, path.join(site, '.docsgen-search'));
    const { diagnostics } = await mergeSearchParts(site);
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['output/unsafe', '.docsgen-search']]);
    expect(snapshot(outside)).toEqual(copied);
    expect(before).not.toEqual(copied);
  });

  test('a linked part is output/unsafe and is not read', async () => {
    const { site, outside } = mergedWithOutside();
    rmSync(path.join(site, '.docsgen-search/part-1-of-2.json'));
    symlinkSync(path.join(outside, 'part-1-of-2.json'), path.join(site, '.docsgen-search/part-1-of-2.json'));
    const { diagnostics } = await mergeSearchParts(site);
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['output/unsafe', '.docsgen-search/part-1-of-2.json']]);
  });

  test('a hard link where the index is written is replaced, never written into', async () => {
    const { site, outside } = mergedWithOutside();
    mkdirSync(path.join(site, 'assets'));
    linkSync(path.join(outside, 'search-index.json'), path.join(site, 'assets/search-index.json'));
    expect((await mergeSearchParts(site)).diagnostics).toEqual([]);
    expect(readFileSync(path.join(outside, 'search-index.json'), 'utf8')).toBe('mine');
    expect(readFileSync(path.join(site, 'assets/search-index.json'), 'utf8')).toContain('"chunks"');
  });
});
