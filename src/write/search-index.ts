// The search index of the site, built from the route graph: one entry per page (or API operation)
// indexing its title, headings and text, written as the files theme/search-index-format.ts
// describes (a small entry file, word chunks cut by size, one fragment per result), so that a query
// downloads the chunks of its words and the fragments of the results it shows, never the whole index.
// One pass over the words of each page and one over the sorted words: linear in the site. Knows no DOM.
import { deserialize } from 'node:v8';
import type { ClientAsset } from '../bundle/client.js';
import type { SearchSummary } from '../markdown/compile.js';
import type { Route, RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { scriptJson } from '../util/script-json.js';
import {
  chunkFile, encodeBytes, encodeIds, FIELDS, FRAGMENT_BUCKET, fragmentFile, quantiseScore, SEARCH_FORMAT, tfPart, WORD_SEPARATOR,
  type ChunkWord, type SearchChunkFile, type SearchEntryFile, type SearchFragment, type StoredSection,
} from '../../theme/search-index-format.js';
import { countWords, EXCERPT_WORDS, excerptOf, forEachCount, splitWords, STOP_WORDS, withEllipsis, type WordCounts } from '../util/search-words.js';
import { searchDocumentsOf, type SearchDocument } from './search-documents.js';

export type { SearchEntryFile, SearchChunkFile, SearchFragment, StoredSection };

export { EXCERPT_WORDS, STOP_WORDS, splitWords };

/**
 * A chunk closes once its words' postings pass this many characters (two bytes each on disk, about a
 * quarter of that gzipped); a word more common than that is a chunk of its own.
 */
export const CHUNK_CHARS = 24_000;

/** What the index holds of each listed page of the graph (see searchDocumentsOf), one entry each. */
export function searchEntries(graph: RouteGraph): SearchEntry[] {
  return [...graph.routes.values()].flatMap((route) => searchDocumentsOf(route, graph).map((document) => indexEntry(document)));
}

/**
 * searchEntries in batches of about `size` entries, each made only when asked for: the entries of a big
 * site (every page's text) are never all in memory at once.
 */
export function* searchEntryBatches(graph: RouteGraph, size: number): Generator<(SearchEntry | PackedSearchEntry)[]> {
  let batch: (SearchEntry | PackedSearchEntry)[] = [];
  for (const route of graph.routes.values()) {
    for (const document of searchDocumentsOf(route, graph)) batch.push(indexEntry(document, true));
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The entries of one route (searchEntries, route by route): a sharded build indexes its own routes' only. */
export function routeSearchEntries(route: Route, graph: RouteGraph): SearchEntry[] {
  return searchDocumentsOf(route, graph).map((document) => indexEntry(document));
}

/** The index's files: the entry (at `entry.url`) and the chunks and fragments it names. */
export interface SearchIndexFiles {
  entry: SearchEntryFile;
  chunks: Map<string, SearchChunkFile>;
  fragments: Map<string, SearchFragment>;
  /** Each chunk's and fragment's JSON, by file name, as it was made to name the file (written as is). */
  texts?: Map<string, string>;
}

/** Builds the index of every listed page of the graph. */
export function buildSearchIndex(graph: RouteGraph, ext: 'json' | 'js' = 'json'): SearchIndexFiles {
  return indexEntries(searchEntries(graph), ext);
}

/**
 * Postings of one word in one field: result ids (ascending) and the word's count in each, in typed
 * arrays that double as they fill (off the garbage-collected heap, which then holds little more than
 * the pages' text, so collections stay as cheap per page at 50,000 pages as at 1,000).
 */
class Postings {
  ids = new Uint32Array(4);
  counts = new Uint16Array(4);
  length = 0;
  add(id: number, count: number): void {
    if (this.length === this.ids.length) {
      const ids = new Uint32Array(this.length * 2);
      ids.set(this.ids);
      this.ids = ids;
      const counts = new Uint16Array(this.length * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.ids[this.length] = id;
    this.counts[this.length++] = Math.min(count, 0xffff);
  }
}

/** The index of the given entries, ids in their order. */
export function indexEntries(entries: Iterable<SearchEntry>, ext: 'json' | 'js' = 'json'): SearchIndexFiles {
  const indexer = createSearchIndexer(ext);
  for (const entry of entries) indexer.add(entry);
  return indexer.finish();
}

/** An index built entry by entry (ids in the order added), so that no one holds every page's text at once. */
export interface SearchIndexer {
  /** Indexes one entry; only its postings and its fragment (URL, title, group, excerpts) are kept. */
  add(entry: SearchEntry | PackedSearchEntry): void;
  /** The index of the entries added, as indexEntries makes it. */
  finish(): SearchIndexFiles;
}

export function createSearchIndexer(ext: 'json' | 'js' = 'json'): SearchIndexer {
  const words = new Map<string, (Postings | undefined)[]>();
  const lengths: number[][] = FIELDS.map(() => []);
  const stored: SearchFragment[] = [];
  const add = (sent: SearchEntry | PackedSearchEntry) => {
    const entry = 'b' in sent ? unpackEntry(sent) : sent;
    const id = stored.length;
    stored.push({ u: entry.u, t: entry.t, g: entry.g, s: entry.s });
    FIELDS.forEach((field, f) => {
      // The text's words come counted with a cached page (see countWords); other fields are counted here.
      const counted = field === 'x' && entry.w ? entry.w : countWords(entry[field] ?? '');
      lengths[f]!.push(counted.distinct);
      forEachCount(counted, (word, count) => {
        let postings = words.get(word);
        if (!postings) words.set(word, (postings = FIELDS.map(() => undefined)));
        (postings[f] ??= new Postings()).add(id, count);
      });
    });
  };
  return { add, finish: () => indexFiles(words, lengths, stored, ext) };
}

/** The files of an index: its words' postings cut into chunks, and the fragments in buckets. */
function indexFiles(words: Map<string, (Postings | undefined)[]>, lengths: number[][], stored: SearchFragment[], ext: 'json' | 'js'): SearchIndexFiles {
  const averages = lengths.map((all) => (all.length ? all.reduce((sum, n) => sum + n, 0) / all.length : 0));

  const chunks = new Map<string, SearchChunkFile>();
  const texts = new Map<string, string>();
  const starts: [string, string][] = [];
  let current: ChunkWord[] = [];
  let size = 0;
  const close = () => {
    if (!current.length) return;
    const file: SearchChunkFile = { words: current };
    const text = JSON.stringify(file);
    const name = chunkFile(contentHash(text), ext);
    chunks.set(name, file);
    texts.set(name, text);
    starts.push([current[0]![0], name]);
    current = [];
    size = 0;
  };
  for (const word of [...words.keys()].sort()) {
    const encoded: ChunkWord = [word];
    // The counts array takes each result's score in place of its count.
    FIELDS.forEach((_, f) => {
      const postings = words.get(word)![f];
      if (!postings) return void encoded.push('', '');
      const { ids, counts, length } = postings;
      for (let i = 0; i < length; i++) counts[i] = quantiseScore(tfPart(counts[i]!, lengths[f]![ids[i]!]!, averages[f]!));
      encoded.push(encodeIds(ids, length), encodeBytes(counts, length));
    });
    // Encoded: the postings are not needed again.
    words.delete(word);
    const chars = encoded.reduce((sum, part) => sum + part.length, 0);
    if (size && size + chars > CHUNK_CHARS) close();
    current.push(encoded);
    size += chars;
  }
  close();

  const fragments = new Map<string, SearchFragment>();
  const tags: string[] = [];
  for (let start = 0; start < stored.length; start += FRAGMENT_BUCKET) {
    const bucket = stored.slice(start, start + FRAGMENT_BUCKET);
    // The bucket's JSON is its fragments' JSON in a list: each fragment is written out once.
    const parts = bucket.map((fragment) => JSON.stringify(fragment));
    const tag = contentHash(`[${parts.join(',')}]`);
    tags.push(tag);
    bucket.forEach((fragment, i) => {
      const name = fragmentFile(start + i, tag, ext);
      fragments.set(name, fragment);
      texts.set(name, parts[i]!);
    });
  }
  const entry: SearchEntryFile = { version: SEARCH_FORMAT, stopWords: STOP_WORDS, documents: stored.length, chunks: starts, fragments: tags };
  return { entry, chunks, fragments, texts };
}

/**
 * A file's bytes: JSON for the history router; in hash mode a script setting
 * `window.__DOCSGEN_SEARCH_INDEX__`, since a page opened from file:// cannot fetch.
 */
export function searchFileBytes(value: unknown, mode: 'history' | 'hash', json?: string): Uint8Array {
  const code = mode === 'hash' ? `window.__DOCSGEN_SEARCH_INDEX__=${scriptJson(value)};\n` : (json ?? JSON.stringify(value));
  return ENCODER.encode(code);
}

const ENCODER = new TextEncoder();

/** The entry file's bytes, then each chunk and fragment: `[path under /assets/, bytes]`. */
export function searchIndexFiles(entries: Iterable<SearchEntry>, mode: 'history' | 'hash'): [string, Uint8Array][] {
  return searchFilesOf(indexEntries(entries, mode === 'hash' ? 'js' : 'json'), mode);
}

/** An index's files as searchIndexFiles gives them. */
export function searchFilesOf({ entry, chunks, fragments, texts }: SearchIndexFiles, mode: 'history' | 'hash'): [string, Uint8Array][] {
  const files: [string, Uint8Array][] = [['', searchFileBytes(entry, mode)]];
  for (const [name, chunk] of chunks) files.push([name, searchFileBytes(chunk, mode, texts?.get(name))]);
  for (const [name, fragment] of fragments) files.push([name, searchFileBytes(fragment, mode, texts?.get(name))]);
  return files;
}

/** The index as an asset (the entry file, its chunks and fragments as companions), built here. */
export function searchIndexAsset(graph: RouteGraph, mode: 'history' | 'hash', url = searchIndexUrl(mode === 'hash' ? 'js' : 'json')): ClientAsset {
  return searchAssetOf(url, searchIndexFiles(searchEntries(graph), mode));
}

/** The asset of built files (see searchIndexFiles): companions sit in the entry's folder. */
export function searchAssetOf(url: string, files: [string, Uint8Array][]): ClientAsset {
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  const [[, entry], ...rest] = files as [[string, Uint8Array], ...[string, Uint8Array][]];
  return { url, contents: entry, companions: rest.map(([name, contents]) => ({ url: `${folder}${name}`, contents })) };
}

/**
 * One indexed page (its id is its place in the list): URL, title, group, headings, stored sections, and
 * its text: as text `x`, or as its counted words `w` when the markdown stage counted them.
 */
export interface SearchEntry {
  u: string;
  t: string;
  g: string;
  h: string;
  x?: string;
  w?: WordCounts;
  s: StoredSection[];
}

/**
 * An entry whose headings, counted words and sections are still its page's search summary, serialized
 * as the parse cache holds it (`b`, a copy of SearchDocument.searchBytes): made whole by the indexer,
 * so that the thread that loads the site never builds the summary's objects.
 */
export interface PackedSearchEntry {
  u: string;
  t: string;
  g: string;
  b: Uint8Array;
}

/** `packed`: an entry for the indexer only (PackedSearchEntry where the document allows). */
function indexEntry(d: SearchDocument, packed: true): SearchEntry | PackedSearchEntry;
function indexEntry(d: SearchDocument): SearchEntry;
function indexEntry(d: SearchDocument, packed = false): SearchEntry | PackedSearchEntry {
  if (d.searchBytes) return packed ? { u: d.url, t: d.title, g: d.group, b: new Uint8Array(d.searchBytes) } : summaryEntry(d.url, d.title, d.group, deserialize(d.searchBytes) as SearchSummary);
  if (d.search) return summaryEntry(d.url, d.title, d.group, d.search);
  return {
    u: d.url,
    t: d.title,
    g: d.group,
    h: d.sections.map((s) => s.heading).join(' '),
    x: d.sections.map((s) => s.text).join(' '),
    s: d.sections.map((s): StoredSection => [s.anchor, s.heading, excerptOf(s.text)]),
  };
}

function summaryEntry(u: string, t: string, g: string, search: SearchSummary): SearchEntry {
  return { u, t, g, h: search.sections.map((s) => s[1]).join(' '), w: search.words, s: search.sections.map(([anchor, heading, words, cut]): StoredSection => [anchor, heading, withEllipsis(words, cut)]) };
}

function unpackEntry(entry: PackedSearchEntry): SearchEntry {
  return summaryEntry(entry.u, entry.t, entry.g, deserialize(entry.b) as SearchSummary);
}
