// A build streams the search index's entries to its worker in batches (src/pipeline/search-index.ts):
// the index written must be the very one made from every entry at once, across several batches.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { generateCorpus } from '../../bench/generate-corpus.mjs';
import { searchEntries } from '../../src/write/search-entries.js';
import { searchAssetOf, searchIndexFiles } from '../../src/write/search-index.js';
import { buildSite, makeSite, removeSites } from '../helpers/index.js';

afterAll(() => removeSites());

test('the index built from entries streamed to the worker is the one built from all of them at once', async () => {
  const parent = makeSite({});
  const siteDir = path.join(parent, 'site');
  // More entries than two of the worker's batches (256 each): the index is sent in three. Short pages
  // (120 words): how many entries there are is what counts here, not how long.
  generateCorpus(siteDir, 600, { words: 120 });
  const outDir = path.join(parent, 'out');
  const built = await buildSite(siteDir, { outDir });
  expect(built.result.ok, JSON.stringify(built.result.diagnostics)).toBe(true);
  const entries = searchEntries(built.result.graph!);
  expect(entries.length).toBeGreaterThan(2 * 256);
  const expected = searchAssetOf('/assets/search-index.json', searchIndexFiles(entries, 'history'));
  const read = (url: string) => readFileSync(path.join(outDir, url.slice(1)));
  expect(Buffer.from(read(expected.url)).equals(Buffer.from(expected.contents))).toBe(true);
  // The word chunks, and the results' fragments four to a file.
  expect(expected.companions!.filter((file) => file.url.includes('/result-'))).toHaveLength(Math.ceil(entries.length / 4));
  expect(expected.companions!.length).toBeGreaterThan(Math.ceil(entries.length / 4));
  for (const file of expected.companions!) expect(Buffer.from(read(file.url)).equals(Buffer.from(file.contents)), file.url).toBe(true);
}, 180_000);
