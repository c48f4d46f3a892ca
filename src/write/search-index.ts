// The search index of the site, built from the route graph: one entry per page (or API operation)
// indexing its title, headings and text, written as the files theme/search-index-format.ts
// describes (a small entry file, word chunks cut by size, one fragment per result), so that a query
// downloads the chunks of its words and the fragments of the results it shows, never the whole index.
// One pass over the words of each page and one over the sorted words: linear in the site. Knows no DOM.
import type { ClientAsset } from '../bundle/client.js';
import type { Route, RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { scriptJson } from '../util/script-json.js';
import {
  chunkFile, encodeBytes, encodeIds, FIELDS, FRAGMENT_BUCKET, fragmentFile, quantiseScore, SEARCH_FORMAT, tfPart, WORD_SEPARATOR,
  type ChunkWord, type SearchChunkFile, type SearchEntryFile, type SearchFragment, type StoredSection,
} from '../../theme/search-index-format.js';
import { searchDocumentsOf, type SearchDocument } from './search-documents.js';

export type { SearchEntryFile, SearchChunkFile, SearchFragment, StoredSection };

/**
 * Words of each section stored for its snippet. Every word is indexed, but storing whole sections would
 * make the fragments about half the size of the site's HTML on the bench corpus.
 */
export const EXCERPT_WORDS = 20;

/**
 * Words too common to tell pages apart; leaving them out makes the index about 10 % smaller. The entry
 * file carries the list, so queries drop the same words.
 */
export const STOP_WORDS = ['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'with'];

/**
 * A chunk closes once its words' postings pass this many characters (two bytes each on disk, about a
 * quarter of that gzipped); a word more common than that is a chunk of its own.
 */
export const CHUNK_CHARS = 24_000;

/** What the index holds of each listed page of the graph (see searchDocumentsOf), one entry each. */
export function searchEntries(graph: RouteGraph): SearchEntry[] {
  return [...graph.routes.values()].flatMap((route) => searchDocumentsOf(route, graph).map(indexEntry));
}

/**
 * searchEntries in batches of about `size` entries, each made only when asked for: the entries of a big
 * site (every page's text) are never all in memory at once.
 */
export function* searchEntryBatches(graph: RouteGraph, size: number): Generator<SearchEntry[]> {
  let batch: SearchEntry[] = [];
  for (const route of graph.routes.values()) {
    for (const document of searchDocumentsOf(route, graph)) batch.push(indexEntry(document));
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The entries of one route (searchEntries, route by route): a sharded build indexes its own routes' only. */
export function routeSearchEntries(route: Route, graph: RouteGraph): SearchEntry[] {
  return searchDocumentsOf(route, graph).map(indexEntry);
}

/** The index's files: the entry (at `entry.url`) and the chunks and fragments it names. */
export interface SearchIndexFiles {
  entry: SearchEntryFile;
  chunks: Map<string, SearchChunkFile>;
  fragments: Map<string, SearchFragment>;
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
  add(entry: SearchEntry): void;
  /** The index of the entries added, as indexEntries makes it. */
  finish(): SearchIndexFiles;
}

export function createSearchIndexer(ext: 'json' | 'js' = 'json'): SearchIndexer {
  const stop = new Set(STOP_WORDS);
  const words = new Map<string, (Postings | undefined)[]>();
  // A field's length is its count of distinct raw words (what minisearch, which the ranking was tuned
  // with, counted).
  const lengths: number[][] = FIELDS.map(() => []);
  const stored: SearchFragment[] = [];
  const add = (entry: SearchEntry) => {
    const id = stored.length;
    stored.push({ u: entry.u, t: entry.t, g: entry.g, s: entry.s });
    FIELDS.forEach((field, f) => {
      // Raw words counted first (one map operation a word), then folded to lowercase (one per distinct word).
      const raw = new Map<string, number>();
      for (const token of splitWords(entry[field])) raw.set(token, (raw.get(token) ?? 0) + 1);
      lengths[f]!.push(raw.size);
      const counts = new Map<string, number>();
      for (const [token, n] of raw) {
        const word = token.toLowerCase();
        if (word && !stop.has(word)) counts.set(word, (counts.get(word) ?? 0) + n);
      }
      for (const [word, count] of counts) {
        let postings = words.get(word);
        if (!postings) words.set(word, (postings = FIELDS.map(() => undefined)));
        (postings[f] ??= new Postings()).add(id, count);
      }
    });
  };
  return { add, finish: () => indexFiles(words, lengths, stored, ext) };
}

/** The files of an index: its words' postings cut into chunks, and the fragments in buckets. */
function indexFiles(words: Map<string, (Postings | undefined)[]>, lengths: number[][], stored: SearchFragment[], ext: 'json' | 'js'): SearchIndexFiles {
  const averages = lengths.map((all) => (all.length ? all.reduce((sum, n) => sum + n, 0) / all.length : 0));

  const chunks = new Map<string, SearchChunkFile>();
  const starts: [string, string][] = [];
  let current: ChunkWord[] = [];
  let size = 0;
  const close = () => {
    if (!current.length) return;
    const file: SearchChunkFile = { words: current };
    const name = chunkFile(contentHash(JSON.stringify(file)), ext);
    chunks.set(name, file);
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
    const tag = contentHash(JSON.stringify(bucket));
    tags.push(tag);
    bucket.forEach((fragment, i) => fragments.set(fragmentFile(start + i, tag, ext), fragment));
  }
  const entry: SearchEntryFile = { version: SEARCH_FORMAT, stopWords: STOP_WORDS, documents: stored.length, chunks: starts, fragments: tags };
  return { entry, chunks, fragments };
}

/**
 * A file's bytes: JSON for the history router; in hash mode a script setting
 * `window.__DOCSGEN_SEARCH_INDEX__`, since a page opened from file:// cannot fetch.
 */
export function searchFileBytes(value: unknown, mode: 'history' | 'hash'): Uint8Array {
  const code = mode === 'hash' ? `window.__DOCSGEN_SEARCH_INDEX__=${scriptJson(value)};\n` : JSON.stringify(value);
  return new TextEncoder().encode(code);
}

/** The entry file's bytes, then each chunk and fragment: `[path under /assets/, bytes]`. */
export function searchIndexFiles(entries: Iterable<SearchEntry>, mode: 'history' | 'hash'): [string, Uint8Array][] {
  return searchFilesOf(indexEntries(entries, mode === 'hash' ? 'js' : 'json'), mode);
}

/** An index's files as searchIndexFiles gives them. */
export function searchFilesOf({ entry, chunks, fragments }: SearchIndexFiles, mode: 'history' | 'hash'): [string, Uint8Array][] {
  const files: [string, Uint8Array][] = [['', searchFileBytes(entry, mode)]];
  for (const [name, chunk] of chunks) files.push([name, searchFileBytes(chunk, mode)]);
  for (const [name, fragment] of fragments) files.push([name, searchFileBytes(fragment, mode)]);
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

/** One indexed page (its id is its place in the list): URL, title, group, headings, text and stored sections. */
export type SearchEntry = ReturnType<typeof indexEntry>;

function indexEntry(d: SearchDocument) {
  return {
    u: d.url,
    t: d.title,
    g: d.group,
    h: d.sections.map((s) => s.heading).join(' '),
    x: d.sections.map((s) => s.text).join(' '),
    s: d.sections.map((s): StoredSection => [s.anchor, s.heading, excerpt(s.text)]),
  };
}

/** The text's first EXCERPT_WORDS words (split at single spaces), with an ellipsis when it has more. */
function excerpt(text: string): string {
  let end = -1;
  for (let n = 0; n < EXCERPT_WORDS; n++) {
    end = text.indexOf(' ', end + 1);
    if (end < 0) return text;
  }
  return `${text.slice(0, end)} …`;
}

/** WORD_SEPARATOR's ASCII members, as a class without Unicode properties (twice as fast to split by). */
const ASCII_SEPARATOR = /[\n\r !"#%&'()*,\-./:;?@[\\\]_{}]+/;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** `text` split at WORD_SEPARATOR: by its ASCII members when the text is ASCII (most pages are). */
export function splitWords(text: string): string[] {
  return text.split(ASCII_ONLY.test(text) ? ASCII_SEPARATOR : WORD_SEPARATOR);
}
