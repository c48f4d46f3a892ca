// The search parts of a sharded build and `docsgen merge` (src/pipeline/search-parts.ts): what it
// refuses, and a site without a search index.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { mergeSearchParts, writeSearchPart } from '../../../src/pipeline/search-parts.js';
import type { Route, RouteGraph } from '../../../src/routes/types.js';
import { OUTPUT_MARKER } from '../../../src/write/output-dir.js';
import { makeSite, removeSites } from '../../helpers/index.js';

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
  expect(mixed.diagnostics.map((d) => [d.code, d.message])).toEqual([['shard/incomplete', 'The search parts come from different builds (other pages, shard counts or router modes)']]);
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
  expect(refused.diagnostics.map((d) => [d.code, d.message])).toEqual([['shard/incomplete', `${foreign} is not the output of docsgen builds (it has no ${OUTPUT_MARKER} file)`]]);
  expect(readdirSync(path.join(foreign, '.docsgen-search'))).toEqual(['part-1-of-1.json']);

  const dir = mergedFolder();
  writeSearchPart(dir, graphOf(['/']), { shard: { index: 1, count: 1 }, mode: 'history', index: false });
  writeFileSync(path.join(dir, '.docsgen-search', 'keep-me.txt'), 'not a part');
  expect((await mergeSearchParts(dir)).diagnostics).toEqual([]);
  expect(readdirSync(path.join(dir, '.docsgen-search'))).toEqual(['keep-me.txt']);
});
