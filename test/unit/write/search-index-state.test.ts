// Tests src/write/search-index.ts's indexer started from the last build's state: entries whose key held
// are not read again, and whatever changed (a page's text, its title, words gone from the whole site,
// new words, pages added or removed, entries sent packed as the parse cache holds them), the files
// equal those of an index built from nothing.
import { createHash } from 'node:crypto';
import { serialize, deserialize } from 'node:v8';
import { describe, expect, test } from 'vitest';
import { searchSummaryOf } from '../../../src/markdown/compile.js';
import { FRAGMENT_BUCKET, FRAGMENTS_PER_FILE } from '../../../theme/search-index-format.js';
import type { PackedSearchEntry, SearchEntry } from '../../../src/write/search-entries.js';
import { createSearchIndexer, indexEntries, searchFilesOf, type SearchIndexState } from '../../../src/write/search-index.js';

const VOCABULARY = [
  'token',
  'session',
  'refresh',
  'passkey',
  'login',
  'email',
  'magic',
  'link',
  'webhook',
  'secret',
  'rotate',
  'expire',
  'claim',
  'scope',
  'tenant',
  'device',
];

/** A page's entry, packed (its summary as JSON, as a cached page sends it) or plain, with some words. */
function entry(n: number, words: string[], packed: boolean, title = `Page ${n}`): SearchEntry | PackedSearchEntry {
  const text = words.join(' ');
  const sections = [
    { anchor: '', heading: '', text },
    { anchor: `part-${n}`, heading: `Part ${n} ${words[0] ?? ''}`, text: `${text} ${text}` },
  ];
  if (packed) return { u: `/docs/page-${n}/`, t: title, g: 'Docs', j: JSON.stringify(searchSummaryOf(sections)) };
  return {
    u: `/docs/page-${n}/`,
    t: title,
    g: 'Docs',
    h: sections.map((s) => s.heading).join(' '),
    x: sections.map((s) => s.text).join(' '),
    s: sections.map((s) => [s.anchor, s.heading, s.text] as [string, string, string]),
  };
}

function site(count: number, wordsOf: (n: number) => string[] = (n) => VOCABULARY.filter((_, i) => (i * 7 + n) % 3 !== 0)) {
  return Array.from({ length: count }, (_, n) => entry(n, wordsOf(n), n % 2 === 0));
}

/** The files (name and text) of an index, in order. */
function files(indexer: { finish(): Parameters<typeof searchFilesOf>[0] }): [string, string][] {
  return searchFilesOf(indexer.finish(), 'history').map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]);
}

function fresh(entries: (SearchEntry | PackedSearchEntry)[]): [string, string][] {
  const indexer = createSearchIndexer('json');
  for (const e of entries) indexer.add(e);
  return files(indexer);
}

/** The state of an index of `entries`, through a save and a read (as between two builds). */
function stateOf(entries: (SearchEntry | PackedSearchEntry)[]): SearchIndexState {
  const indexer = createSearchIndexer('json', { keyed: true });
  for (const e of entries) indexer.add(e);
  indexer.finish();
  return deserialize(serialize(indexer.state())) as SearchIndexState;
}

/** `prepare`: the last index taken apart ahead (as the worker does while it waits), before the entries or among them. */
function patched(last: SearchIndexState, entries: (SearchEntry | PackedSearchEntry)[], prepare?: 'before' | 'among'): [string, string][] {
  const indexer = createSearchIndexer('json', { last });
  if (prepare === 'before') indexer.prepare();
  entries.forEach((e, i) => {
    if (prepare === 'among' && i === entries.length >> 1) indexer.prepare();
    indexer.add(e);
  });
  return files(indexer);
}

describe('an index started from the last build', () => {
  test('with nothing changed, equals the index built from nothing', () => {
    const entries = site(40);
    expect(patched(stateOf(entries), entries)).toEqual(fresh(entries));
  });

  test('a changed text, a changed title, a word gone from the site and a new word: the same files as from nothing', () => {
    const before = site(40);
    const after = [...before];
    // Page 3 loses every word; page 4 brings a word no page had; page 5 a new title; page 10 more text.
    after[3] = entry(3, [], false);
    after[4] = entry(4, ['zeppelin', 'token'], true);
    after[5] = entry(5, VOCABULARY.slice(0, 4), false, 'Renamed page');
    after[10] = entry(10, [...VOCABULARY, ...VOCABULARY], true);
    const expected = fresh(after);
    expect(patched(stateOf(before), after)).toEqual(expected);
    expect(expected.some(([, text]) => text.includes('zeppelin'))).toBe(true);
    // A word only page 3 had (in its heading) is gone from every chunk after the edit.
    const only = site(40, (n) => (n === 3 ? ['unique', ...VOCABULARY] : VOCABULARY));
    const without = [...only];
    without[3] = entry(3, VOCABULARY, false);
    const result = patched(stateOf(only), without);
    expect(result).toEqual(fresh(without));
    expect(result.some(([, text]) => text.includes('"unique"'))).toBe(false);
  });

  test('pages added, removed or mostly changed: indexed afresh, the same files as from nothing', () => {
    const before = site(40);
    expect(patched(stateOf(before), site(41))).toEqual(fresh(site(41)));
    expect(patched(stateOf(before), before.slice(1))).toEqual(fresh(before.slice(1)));
    const most = site(40, (n) => VOCABULARY.filter((_, i) => (i + n) % 2 === 0));
    expect(patched(stateOf(before), most)).toEqual(fresh(most));
  });

  test('taken apart ahead, before the entries or among them, it gives the same files, patched or afresh', () => {
    const before = site(40);
    const after = [...before];
    after[4] = entry(4, ['zeppelin', 'token'], true);
    after[10] = entry(10, [...VOCABULARY, ...VOCABULARY], false);
    const most = site(40, (n) => VOCABULARY.filter((_, i) => (i + n) % 2 === 0));
    for (const prepare of ['before', 'among'] as const) {
      expect(patched(stateOf(before), after, prepare)).toEqual(fresh(after));
      expect(patched(stateOf(before), most, prepare)).toEqual(fresh(most));
      expect(patched(stateOf(before), site(41), prepare)).toEqual(fresh(site(41)));
    }
  });

  test("edits build on edits: each state is the next build's start", () => {
    let entries = site(30);
    let last = stateOf(entries);
    for (let round = 0; round < 5; round++) {
      entries = [...entries];
      entries[(round * 7) % 30] = entry((round * 7) % 30, VOCABULARY.slice(round, round + 3 + round), round % 2 === 0, `Round ${round}`);
      const indexer = createSearchIndexer('json', { last });
      for (const e of entries) indexer.add(e);
      expect(files(indexer)).toEqual(fresh(entries));
      last = deserialize(serialize(indexer.state())) as SearchIndexState;
    }
  });

  test('indexEntries (no state) is unchanged; a state is only known after a keyed index is finished', () => {
    const indexer = createSearchIndexer('json', { keyed: true });
    expect(() => indexer.state()).toThrow(/once a keyed index is finished/);
    const unkeyed = createSearchIndexer('json');
    for (const e of site(3)) unkeyed.add(e);
    unkeyed.finish();
    expect(() => unkeyed.state()).toThrow(/once a keyed index is finished/);
    expect(indexEntries(site(5).filter((e): e is SearchEntry => !('j' in e))).entry.documents).toBe(2);
  });

  test("each chunk is known by the whole hash its name starts, each fragment file by its bucket's and its place", () => {
    const indexer = createSearchIndexer('json');
    for (const e of site(40)) indexer.add(e);
    const all = searchFilesOf(indexer.finish(), 'history');
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const chunks = all.filter(([name]) => name.includes('/words-'));
    const fragments = all.filter(([name]) => name.includes('/result-'));
    expect(chunks.length).toBeGreaterThan(0);
    // 40 results, four to a file.
    expect(fragments.length).toBe(10);
    for (const [name, bytes, key] of chunks) {
      const digest = sha(Buffer.from(bytes).toString('utf8'));
      expect(key).toBe(`sha256:${digest}`);
      expect(name).toContain(`words-${digest.slice(0, 8)}.`);
    }
    for (const [name, bytes, key] of fragments) {
      const [, file, tag] = /result-(\d+)-([0-9a-f]+)\./.exec(name)!;
      expect(key).toMatch(new RegExp(`^sha256:${tag}[0-9a-f]{56}:${(Number(file) * FRAGMENTS_PER_FILE) % FRAGMENT_BUCKET}\\+${FRAGMENTS_PER_FILE}$`));
      expect(JSON.parse(Buffer.from(bytes).toString('utf8'))).toHaveLength(FRAGMENTS_PER_FILE);
    }
    // The entry file (it names the others) is keyed by its bytes when written, as before.
    expect(all[0]![2]).toBeUndefined();
  });

  test("a retitled page renames its bucket's four fragment files only, with the same names whether patched or built afresh", () => {
    const entries = site(64);
    const retitled = [...entries];
    retitled[21] = entry(21, VOCABULARY.slice(0, 5), true, 'A retitled page');
    const fragmentNames = (list: [string, string][]) => list.map(([name]) => name).filter((name) => name.includes('/result-'));
    const before = fragmentNames(fresh(entries));
    const after = fragmentNames(fresh(retitled));
    expect(FRAGMENT_BUCKET).toBe(16);
    expect(before).toHaveLength(16);
    // Result 21 is in bucket 1 (results 16 to 31): its files 4 to 7 get a new tag, the 12 others keep their names.
    const renamed = after.filter((name) => !before.includes(name));
    expect(renamed.map((name) => /result-(\d+)-/.exec(name)![1])).toEqual(['4', '5', '6', '7']);
    expect(after.filter((name) => before.includes(name))).toHaveLength(12);
    const patched = createSearchIndexer('json', { last: stateOf(entries) });
    for (const e of retitled) patched.add(e);
    expect(fragmentNames(files(patched))).toEqual(after);
  });

  test('a state whose parts do not fit together is not used: the index is built from nothing', () => {
    const entries = site(20);
    const after = [...entries];
    after[2] = entry(2, ['zeppelin'], true);
    const last = stateOf(entries);
    const broken: SearchIndexState[] = [
      { ...last, fragments: last.fragments.slice(1) },
      { ...last, sizes: last.sizes.subarray(1) },
      { ...last, ids: last.ids.map((id) => id + 100) },
      { ...last, lengths: last.lengths.slice(1) },
    ];
    for (const state of broken) expect(patched(state, after)).toEqual(fresh(after));
  });

  test('a paragraph of new words added to one page rewrites the chunks of its words, not the chunks after them', () => {
    // 6,000 pages of 30 to 59 words from a vocabulary of 3,000: dozens of chunks.
    const vocabulary = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}x`);
    const wordsOf = (n: number) => Array.from({ length: 30 + (n % 30) }, (_, i) => vocabulary[(n * 31 + i * 97) % vocabulary.length]!);
    const entries = Array.from({ length: 6000 }, (_, n) => entry(n, n === 1234 ? ['w1x', 'w2x', 'w3x'] : wordsOf(n), false));
    const edited = [...entries];
    // Forty words the site did not have, all in one place of the alphabet.
    const added = Array.from({ length: 40 }, (_, k) => `w1q${k.toString(36)}new`);
    edited[1234] = entry(1234, ['w1x', 'w2x', 'w3x', ...added], false);
    const chunks = (list: [string, string][]) =>
      new Map(list.filter(([name]) => name.includes('/words-')).map(([name, text]) => [name, JSON.parse(text) as { words: [string][] }]));
    const [before, after] = [chunks(fresh(entries)), chunks(fresh(edited))];
    const touched = new Set(['w1x', 'w2x', 'w3x', ...added, ...'page 1234 part'.split(' ')]);
    const untouched = [...after].filter(([, chunk]) => !chunk.words.some(([word]) => touched.has(word)));
    expect(before.size).toBeGreaterThan(20);
    expect(untouched.length).toBeGreaterThan(10);
    // Every chunk holding none of the page's words is the last build's file, by name; at most the one after
    // the new words' chunk is cut anew.
    const renamed = untouched.filter(([name]) => !before.has(name));
    expect(renamed.length, renamed.map(([name]) => name).join(' ')).toBeLessThanOrEqual(1);
  });

  test('a page grown by new words keeps the chunks of the words it held: its length is in the entry file, not in their postings', () => {
    const vocabulary = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}x`);
    const wordsOf = (n: number) => Array.from({ length: 30 + (n % 30) }, (_, i) => vocabulary[(n * 31 + i * 97) % vocabulary.length]!);
    const entries = Array.from({ length: 6000 }, (_, n) => entry(n, wordsOf(n), false));
    const edited = [...entries];
    // Page 1234 doubles its length with words of its own kind the site did not have.
    edited[1234] = entry(1234, [...wordsOf(1234), ...Array.from({ length: 50 }, (_, k) => `w1q${k.toString(36)}new`)], false);
    const [before, after] = [fresh(entries), fresh(edited)];
    const chunksHolding = (list: [string, string][], words: Set<string>) =>
      list
        .filter(([name, text]) => name.includes('/words-') && (JSON.parse(text) as { words: [string][] }).words.some(([word]) => words.has(word)))
        .map(([name]) => name);
    // Its words but the first (the heading it shares with its part) and the new ones.
    const held = new Set(
      wordsOf(1234)
        .slice(1)
        .filter((word) => !word.startsWith('w1q')),
    );
    const kept = chunksHolding(after, held).filter((name) => before.some(([other]) => other === name));
    expect(chunksHolding(after, held).length).toBeGreaterThan(10);
    expect(kept.length).toBeGreaterThanOrEqual(chunksHolding(after, held).length - 2);
    const entryOf = (list: [string, string][]) => JSON.parse(list.find(([name]) => name === '')![1]) as { lengths: string[] };
    expect(entryOf(after).lengths).not.toEqual(entryOf(before).lengths);
  });
});
