// The search index's file format, shared by the build (src/write/search-index.ts writes it) and the
// browser (engine.ts reads it): a small entry file, word chunks (the inverted index cut into ranges of
// sorted words) and the results' fragments (what the results list shows of each), a few to a file.
// Knows no DOM.

/** Bumped whenever the files change shape; the entry carries it. */
export const SEARCH_FORMAT = 6;

/** Indexed fields, in scoring order: title, headings, text; and their boosts. */
export const FIELDS = ['t', 'h', 'x'] as const;
export const FIELD_BOOSTS = [4, 2, 1] as const;

/** BM25+ parameters (minisearch's defaults, which the ranking was tuned with). */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * Results' fragments go this many to a file, in id order: a site writes a quarter of the files one per
 * result would, and a query showing 20 results reads at most 20 small files (more to a file makes each
 * of them bigger).
 */
export const FRAGMENTS_PER_FILE = 4;

/**
 * Fragment files are versioned by buckets of this many results (a multiple of FRAGMENTS_PER_FILE): an
 * edit renames its bucket's files only. Four files to a bucket: bigger buckets make an edit rewrite
 * more fragment files, smaller ones make the entry file, which names a tag per bucket (8 characters),
 * bigger.
 */
export const FRAGMENT_BUCKET = 16;

/** Words are split on spaces and punctuation (minisearch's default tokenizer). */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/** A stored section: [anchor, heading, first words of its text]. */
export type StoredSection = [string, string, string];

/**
 * The entry file, fetched when search is first opened (revalidated, its name is stable): the words
 * chunks start at and their files, and the tag of each bucket of fragments. Every other file's name
 * carries a hash of its contents, so it can be cached for good.
 */
export interface SearchEntryFile {
  version: typeof SEARCH_FORMAT;
  stopWords: string[];
  /** Indexed results (pages and API operations). */
  documents: number;
  /** `[first word, file]`, sorted by word; a chunk holds the words from its own up to the next one's. */
  chunks: [string, string][];
  /** Tag of each bucket of FRAGMENT_BUCKET fragments (see fragmentFile). */
  fragments: string[];
  /** For each field, each result's length there as a lengthByte (a byte string, by result id). */
  lengths: string[];
  /** For each field, the average length of the results' (which BM25 normalises by). */
  averages: number[];
}

/**
 * One word of a chunk: the word, then for each field the results holding it (ascending ids, as varint
 * deltas) and how many times each holds it there (at most 255), both as byte strings. Scores are made in
 * the browser with each result's length from the entry file: an edit that changes a page's length, and
 * so its score for every word it holds, changes the entry file, not the chunks of all those words.
 */
export type ChunkWord = [word: string, ...postings: string[]];

export interface SearchChunkFile {
  words: ChunkWord[];
}

/** What a result shows: its URL, title, group and sections. */
export interface SearchFragment {
  u: string;
  t: string;
  g: string;
  s: StoredSection[];
}

/** Chunk files and fragments live in this folder, next to the entry file. */
export const SEARCH_FOLDER = 'search';

export function chunkFile(hash: string, ext: 'json' | 'js'): string {
  return `${SEARCH_FOLDER}/words-${hash}.${ext}`;
}

/** Fragment file number `file` (results `file * FRAGMENTS_PER_FILE` on, a list) of a bucket tagged `tag`. */
export function fragmentFile(file: number, tag: string, ext: 'json' | 'js'): string {
  return `${SEARCH_FOLDER}/result-${file}-${tag}.${ext}`;
}

/** The file holding result `id`'s fragment (at `id % FRAGMENTS_PER_FILE` in its list), given the buckets' tags. */
export function fragmentFileOf(id: number, tags: readonly string[], ext: 'json' | 'js'): string {
  return fragmentFile(Math.floor(id / FRAGMENTS_PER_FILE), tags[Math.floor(id / FRAGMENT_BUCKET)]!, ext);
}

/** Steps per doubling of a field length in a lengthByte: 4.4 % apart, up to about 65,000 words. */
const LENGTH_STEPS = 16;

/** A field's length as a byte, on a grid of LENGTH_STEPS steps per doubling. */
export function lengthByte(length: number): number {
  return Math.min(255, Math.round(Math.log2(1 + length) * LENGTH_STEPS));
}

/** The field length a lengthByte stands for. */
export function lengthOf(byte: number): number {
  return 2 ** (byte / LENGTH_STEPS) - 1;
}

/** The BM25 term-frequency part of a word found `tf` times in a field `length` long (average `avg`). */
export function tfPart(tf: number, length: number, avg: number): number {
  const { k, b, d } = BM25;
  return d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / avg));
}

/** Inverse document frequency of a word found in `matching` of `total` results' field. */
export function idf(matching: number, total: number): number {
  return Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
}

/**
 * Bytes as a string of one character each (U+0100 to U+01FF): valid in JSON and scripts unescaped,
 * two bytes of UTF-8 whose first takes four values, so gzip stores it near one byte.
 */
const BYTE_BASE = 0x100;

/**
 * Writes bytes into a string a piece at a time, through one small buffer: no array as long as the
 * postings (at 50,000 pages a common word's would be large objects, each costing a full garbage
 * collection over the index being built).
 */
let scratch: Uint16Array | undefined;

class ByteString {
  // Made on first use (not at import), so the browser's bundle, which only decodes, leaves this out.
  private readonly buffer = (scratch ??= new Uint16Array(4096));
  private out = '';
  private used = 0;
  push(byte: number): void {
    if (this.used === this.buffer.length) this.flush();
    this.buffer[this.used++] = BYTE_BASE + byte;
  }
  /** The string; the buffer is free for the next one. */
  done(): string {
    this.flush();
    return this.out;
  }
  private flush(): void {
    this.out += String.fromCharCode.apply(null, this.buffer.subarray(0, this.used) as unknown as number[]);
    this.used = 0;
  }
}

export function encodeBytes(bytes: ArrayLike<number>, count = bytes.length): string {
  const out = new ByteString();
  for (let i = 0; i < count; i++) out.push(bytes[i]!);
  return out.done();
}

/** Ascending ids (the first `count` of `ids`) as varint deltas (7 bits a byte, the high bit set on all but the last). */
export function encodeIds(ids: ArrayLike<number>, count = ids.length): string {
  const out = new ByteString();
  let last = -1;
  for (let i = 0; i < count; i++) {
    let delta = ids[i]! - last;
    last = ids[i]!;
    while (delta >= 0x80) {
      out.push(0x80 | (delta & 0x7f));
      delta >>>= 7;
    }
    out.push(delta);
  }
  return out.done();
}

export function decodeIds(text: string): number[] {
  const ids: number[] = [];
  let last = -1;
  let value = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = text.charCodeAt(i) - BYTE_BASE;
    value |= (byte & 0x7f) << shift;
    if (byte & 0x80) shift += 7;
    else {
      last += value;
      ids.push(last);
      value = 0;
      shift = 0;
    }
  }
  return ids;
}

export function decodeBytes(text: string): number[] {
  const bytes: number[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) - BYTE_BASE;
  return bytes;
}
