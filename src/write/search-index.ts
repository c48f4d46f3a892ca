// The search index of the site, built from its entries (search-entries.ts: one per page or API operation,
// indexing its title, headings and text), written as the files theme/search-index-format.ts describes (a
// small entry file, word chunks cut by size, the results' fragments a few to a file), so that a query
// downloads the chunks of its words and the fragments of the results it shows, never the whole index.
// One pass over the words of each page and one over the sorted words: linear in the site. Knows no DOM.
import type { ClientAsset } from '../bundle/client.js';
import type { RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { contentDigest, contentHash } from '../util/hash.js';
import type { PackableFile } from '../util/pack-files.js';
import { scriptJson } from '../util/script-json.js';
import {
  chunkFile,
  encodeBytes,
  encodeIds,
  FIELDS,
  FRAGMENT_BUCKET,
  fragmentFile,
  FRAGMENTS_PER_FILE,
  lengthByte,
  SEARCH_FORMAT,
  WORD_SEPARATOR,
  type ChunkWord,
  type SearchChunkFile,
  type SearchEntryFile,
  type SearchFragment,
  type StoredSection,
} from '../../theme/search-index-format.js';
import { countWords, EXCERPT_WORDS, forEachCount, splitWords, STOP_WORDS } from '../util/search-words.js';
import { searchEntries, unpackEntry, type PackedSearchEntry, type SearchEntry } from './search-entries.js';
import { isWholeState, packState, Postings, removeEntry, unpackState, type SearchIndexState } from './search-postings.js';

export type { SearchIndexState } from './search-postings.js';

/** Where the index of the last build into an output folder waits for the next one's (see SearchIndexState). */
export interface SearchStateFile {
  file: string;
  /** docsgen's build id: a state another build wrote is not read. */
  version: string;
}

/**
 * What the search index's worker (search-worker.ts) is started with: the router mode decides its files'
 * form; `state`, where its index starts from and is kept; `intact`, an output folder to check aside.
 */
export interface SearchWorkerData {
  mode: 'history' | 'hash';
  state?: SearchStateFile;
  intact?: { cacheDir: string; outDir: string };
}

export type { SearchEntryFile, SearchChunkFile, SearchFragment, StoredSection };

export { EXCERPT_WORDS, STOP_WORDS, splitWords };

/**
 * A chunk holds at most this many characters of postings (two bytes each on disk, about a quarter of that
 * gzipped); a word more common than that is a chunk of its own.
 */
export const CHUNK_CHARS = 24_000;

/**
 * Past this many characters, a chunk ends before a word whose hash says so (one word in CHUNK_CUT_ODDS):
 * where chunks begin depends on the words there, not on the sizes of all the words before, so a word added
 * or grown by an edit rewrites its own chunk (and at worst the next), not every chunk after it.
 */
const CHUNK_MIN_CHARS = 12_000;
const CHUNK_CUT_ODDS = 32;

/** Whether `word` may begin a chunk (see CHUNK_MIN_CHARS): FNV-1a of its UTF-16 units. */
function cutsBefore(word: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % CHUNK_CUT_ODDS === 0;
}

/** The index's files: the entry (at `entry.url`) and the chunks and fragments it names. */
export interface SearchIndexFiles {
  entry: SearchEntryFile;
  chunks: Map<string, SearchChunkFile>;
  /** Fragment files by name: each a list of FRAGMENTS_PER_FILE results' fragments (fewer in the last). */
  fragments: Map<string, SearchFragment[]>;
  /** Each chunk's and fragment's JSON, by file name, as it was made to name the file (written as is). */
  texts?: Map<string, string>;
  /**
   * What each chunk and fragment is known by: the whole hash of what names it (the name holds a few
   * characters of it), so that the write stage need not hash its bytes (see ClientAsset.key).
   */
  keys?: Map<string, string>;
}

/** Builds the index of every listed page of the graph. */
export function buildSearchIndex(graph: RouteGraph, ext: 'json' | 'js' = 'json'): SearchIndexFiles {
  return indexEntries(searchEntries(graph), ext);
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
  /** After finish, when made `keyed`: what a later build's indexer starts from (see createSearchIndexer's `last`). */
  state(): SearchIndexState;
  /**
   * Takes the last index apart now (what `finish` does first when it patches it), for a thread with
   * time to spare before the entries come; thrown away if the index is made afresh after all.
   */
  prepare(): void;
}

/**
 * An index whose entries may have changed little since the last build's (`last`): entries whose key
 * is the one at their place then are not read again; at the end, if the number of entries is the same
 * and few changed, the last postings are patched (each changed entry's taken out, its new ones put in),
 * else every entry is indexed afresh. Either way the files equal those of an index built from nothing.
 */
export function createSearchIndexer(ext: 'json' | 'js' = 'json', options: { last?: SearchIndexState | undefined; keyed?: boolean } = {}): SearchIndexer {
  // A state whose parts do not fit together (not one docsgen wrote whole) is not used.
  const last = options.last && isWholeState(options.last) ? options.last : undefined;
  // Keys are made only for a state to compare with or to keep (hashing every page's text costs).
  const keyed = options.keyed === true || last !== undefined;
  let words = new Map<string, (Postings | undefined)[]>();
  let lengths: number[][] = FIELDS.map(() => []);
  let stored: SearchFragment[] = [];
  const keys: string[] = [];
  // With a last index: every entry as sent (needed if it is indexed afresh after all), and the changed.
  let sent: (SearchEntry | PackedSearchEntry)[] | undefined = last ? [] : undefined;
  const changed: number[] = [];
  let count = 0;
  const put = (id: number, entry: SearchEntry, sorted: boolean) => {
    stored[id] = { u: entry.u, t: entry.t, g: entry.g, s: entry.s };
    FIELDS.forEach((field, f) => {
      // The text's words come counted with a cached page (see countWords); other fields are counted here.
      const counted = field === 'x' && entry.w ? entry.w : countWords(entry[field] ?? '');
      lengths[f]![id] = counted.distinct;
      forEachCount(counted, (word, count) => {
        let postings = words.get(word);
        if (!postings) words.set(word, (postings = FIELDS.map(() => undefined)));
        const field = (postings[f] ??= new Postings());
        if (sorted) field.insertSorted(id, count);
        else field.add(id, count);
      });
    });
  };
  const full = (entry: SearchEntry | PackedSearchEntry) => ('j' in entry ? unpackEntry(entry) : entry);
  let finished = false;
  // The fragments' JSON as the index's files hold it, for the state.
  const fragmentJson: string[] = [];
  let unpacked: ReturnType<typeof unpackState> | undefined;
  return {
    prepare() {
      if (last && !unpacked && !finished) unpacked = unpackState(last);
    },
    add(entry) {
      const id = count++;
      if (keyed) keys.push(entryKey(entry));
      if (!sent) return put(id, full(entry), false);
      sent.push(entry);
      if (keys[id] !== last!.keys[id]) changed.push(id);
    },
    finish() {
      if (sent && last) {
        if (count === last.keys.length && changed.length <= Math.max(16, count / 8)) {
          ({ words, lengths, stored } = unpacked ?? unpackState(last));
          for (const id of changed) {
            removeEntry(words, id);
            put(id, full(sent[id]!), true);
          }
        } else {
          sent.forEach((entry, id) => put(id, full(entry), false));
        }
        sent = undefined;
      }
      unpacked = undefined;
      finished = true;
      // An index that keeps no state frees each word's postings once encoded.
      return indexFiles(words, lengths, stored, ext, keyed ? fragmentJson : undefined);
    },
    state() {
      if (!finished || !keyed) throw new Error('the search index state is known once a keyed index is finished');
      return packState(keys, words, lengths, fragmentJson);
    },
  };
}

/** An entry's key: a hash of everything it holds (96 bits: two entries one key by chance, never). */
function entryKey(entry: SearchEntry | PackedSearchEntry): string {
  return contentHash('j' in entry ? `${entry.u}\0${entry.t}\0${entry.g}\0${entry.j}` : JSON.stringify(entry), 24);
}

/** The files of an index: its words' postings cut into chunks, and the fragments in buckets. */
function indexFiles(
  words: Map<string, (Postings | undefined)[]>,
  lengths: number[][],
  stored: SearchFragment[],
  ext: 'json' | 'js',
  /** For a state: each fragment's JSON is added here, and the postings are left as they are. */
  fragmentJson?: string[],
): SearchIndexFiles {
  // What the browser scores with (BM25 normalises a field's length by the average): in the entry file.
  const averages = lengths.map((all) => (all.length ? Math.round((all.reduce((sum, n) => sum + n, 0) / all.length) * 1000) / 1000 : 0));
  const lengthBytes = lengths.map((all) => encodeBytes(Array.from({ length: stored.length }, (_, id) => lengthByte(all[id] ?? 0))));

  const chunks = new Map<string, SearchChunkFile>();
  const texts = new Map<string, string>();
  const starts: [string, string][] = [];
  let current: ChunkWord[] = [];
  let size = 0;
  const keys = new Map<string, string>();
  const close = () => {
    if (!current.length) return;
    const file: SearchChunkFile = { words: current };
    const text = JSON.stringify(file);
    const digest = contentDigest(text);
    const name = chunkFile(digest.slice(0, HASH_CHARS), ext);
    chunks.set(name, file);
    texts.set(name, text);
    keys.set(name, `sha256:${digest}`);
    starts.push([current[0]![0], name]);
    current = [];
    size = 0;
  };
  // Each result's count as a byte (the postings stay as they are, for the next build's index).
  let bytes = new Uint16Array(1024);
  for (const word of [...words.keys()].sort()) {
    const encoded: ChunkWord = [word];
    FIELDS.forEach((_, f) => {
      const postings = words.get(word)![f];
      if (!postings) return void encoded.push('', '');
      const { ids, counts, length } = postings;
      if (bytes.length < length) bytes = new Uint16Array(length * 2);
      for (let i = 0; i < length; i++) bytes[i] = Math.min(255, counts[i]!);
      encoded.push(encodeIds(ids, length), encodeBytes(bytes, length));
    });
    if (!fragmentJson) words.delete(word);
    const chars = encoded.reduce((sum, part) => sum + part.length, 0);
    if (size && (size + chars > CHUNK_CHARS || (size >= CHUNK_MIN_CHARS && cutsBefore(word)))) close();
    current.push(encoded);
    size += chars;
  }
  close();

  const fragments = new Map<string, SearchFragment[]>();
  const tags: string[] = [];
  for (let start = 0; start < stored.length; start += FRAGMENT_BUCKET) {
    const bucket = stored.slice(start, start + FRAGMENT_BUCKET);
    // The bucket's JSON is its fragments' JSON in a list: each fragment is written out once.
    const parts = bucket.map((fragment) => JSON.stringify(fragment));
    fragmentJson?.push(...parts);
    const digest = contentDigest(`[${parts.join(',')}]`);
    const tag = digest.slice(0, HASH_CHARS);
    tags.push(tag);
    for (let at = 0; at < bucket.length; at += FRAGMENTS_PER_FILE) {
      const name = fragmentFile((start + at) / FRAGMENTS_PER_FILE, tag, ext);
      const held = bucket.slice(at, at + FRAGMENTS_PER_FILE);
      fragments.set(name, held);
      texts.set(name, `[${parts.slice(at, at + FRAGMENTS_PER_FILE).join(',')}]`);
      // Known by the bucket's digest and which of its fragments the file holds (the name alone would
      // not say it: another split of the bucket names its files alike).
      keys.set(name, `sha256:${digest}:${at}+${held.length}`);
    }
  }
  const entry: SearchEntryFile = {
    version: SEARCH_FORMAT,
    stopWords: STOP_WORDS,
    documents: stored.length,
    chunks: starts,
    fragments: tags,
    lengths: lengthBytes,
    averages,
  };
  return { entry, chunks, fragments, texts, keys };
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

/** The entry file's bytes, then each chunk and fragment: `[path under /assets/, bytes, key]` (see searchFilesOf). */
export function searchIndexFiles(entries: Iterable<SearchEntry>, mode: 'history' | 'hash'): PackableFile[] {
  return searchFilesOf(indexEntries(entries, mode === 'hash' ? 'js' : 'json'), mode);
}

/** An index's files as searchIndexFiles gives them, with what each chunk and fragment is known by. */
export function searchFilesOf({ entry, chunks, fragments, texts, keys }: SearchIndexFiles, mode: 'history' | 'hash'): PackableFile[] {
  const files: PackableFile[] = [['', searchFileBytes(entry, mode)]];
  for (const [name, chunk] of chunks) files.push([name, searchFileBytes(chunk, mode, texts?.get(name)), keys?.get(name)]);
  for (const [name, fragment] of fragments) files.push([name, searchFileBytes(fragment, mode, texts?.get(name)), keys?.get(name)]);
  return files;
}

/** The index as an asset (the entry file, its chunks and fragments as companions), built here. */
export function searchIndexAsset(graph: RouteGraph, mode: 'history' | 'hash', url = searchIndexUrl(mode === 'hash' ? 'js' : 'json')): ClientAsset {
  return searchAssetOf(url, searchIndexFiles(searchEntries(graph), mode));
}

/** The asset of built files (see searchIndexFiles): companions sit in the entry's folder. */
export function searchAssetOf(url: string, files: readonly PackableFile[]): ClientAsset {
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  const [[, entry], ...rest] = files as [PackableFile, ...PackableFile[]];
  return { url, contents: entry, companions: rest.map(([name, contents, key]) => ({ url: `${folder}${name}`, contents, ...(key ? { key } : {}) })) };
}

/** Characters of a chunk's or fragment bucket's contentDigest its file name holds (contentHash's length). */
const HASH_CHARS = 8;
