// The search index's postings (result ids and counts of one word in one field, in typed arrays) and what
// an index keeps of them between builds (SearchIndexState): taken apart and put back together, checked
// whole, and patched entry by entry (search-index.ts's createSearchIndexer starts from it).
import { FIELDS, type SearchFragment } from '../../theme/search-index-format.js';

/**
 * Postings of one word in one field: result ids (ascending) and the word's count in each, in typed
 * arrays that double as they fill (off the garbage-collected heap, which then holds little more than
 * the pages' text, so collections stay as cheap per page at 50,000 pages as at 1,000).
 */
export class Postings {
  ids = new Uint32Array(4);
  counts = new Uint16Array(4);
  length = 0;
  add(id: number, count: number): void {
    this.insert(this.length, id, count);
  }
  /** Puts `id` (not yet in) at its place among the ids: what add gives when ids come in order. */
  insertSorted(id: number, count: number): void {
    this.insert(this.search(id), id, count);
  }
  /** Removes `id`; false when it was not there. */
  remove(id: number): boolean {
    const at = this.search(id);
    if (at === this.length || this.ids[at] !== id) return false;
    this.ids.copyWithin(at, at + 1, this.length);
    this.counts.copyWithin(at, at + 1, this.length);
    this.length--;
    return true;
  }
  /** The first place whose id is not below `id`. */
  private search(id: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ids[middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }
  private insert(at: number, id: number, count: number): void {
    if (this.length === this.ids.length) {
      const ids = new Uint32Array(Math.max(4, this.length * 2));
      ids.set(this.ids.subarray(0, this.length));
      this.ids = ids;
      const counts = new Uint16Array(ids.length);
      counts.set(this.counts.subarray(0, this.length));
      this.counts = counts;
    }
    if (at < this.length) {
      this.ids.copyWithin(at + 1, at, this.length);
      this.counts.copyWithin(at + 1, at, this.length);
    }
    this.ids[at] = id;
    this.counts[at] = Math.min(count, 0xffff);
    this.length++;
  }
}

/**
 * What an index keeps for the next build's: each entry's key (a hash of all it holds), the words'
 * postings, the fields' lengths and the fragments' JSON. Postings are packed in two typed arrays (`ids`,
 * `counts`), each word's fields in turn (`sizes`: their lengths, 0 for none), so that saving and reading
 * them is a copy of a few buffers.
 */
export interface SearchIndexState {
  keys: string[];
  words: string[];
  sizes: Uint32Array;
  ids: Uint32Array;
  counts: Uint16Array;
  lengths: number[][];
  /** Each entry's fragment as JSON (as written: strings are saved and read several times faster than objects). */
  fragments: string[];
}

/** Takes entry `id` out of every word's postings (and words left with none out of the index). */
export function removeEntry(words: Map<string, (Postings | undefined)[]>, id: number): void {
  for (const [word, fields] of words) {
    let left = false;
    fields.forEach((postings, f) => {
      if (postings?.remove(id) && postings.length === 0) fields[f] = undefined;
      if (fields[f]) left = true;
    });
    if (!left) words.delete(word);
  }
}

/** Whether a state's parts fit together: a length and a fragment per entry, postings as `sizes` says. */
export function isWholeState(state: SearchIndexState): boolean {
  const entries = state.keys.length;
  if (state.fragments.length !== entries || state.lengths.length !== FIELDS.length || state.lengths.some((field) => field.length !== entries)) return false;
  if (state.sizes.length !== state.words.length * FIELDS.length || state.ids.length !== state.counts.length) return false;
  let total = 0;
  for (const size of state.sizes) total += size;
  return total === state.ids.length && state.ids.every((id) => id < entries);
}

export function packState(keys: string[], words: Map<string, (Postings | undefined)[]>, lengths: number[][], fragments: string[]): SearchIndexState {
  const names = [...words.keys()];
  const sizes = new Uint32Array(names.length * FIELDS.length);
  let total = 0;
  names.forEach((word, w) =>
    words.get(word)!.forEach((postings, f) => {
      sizes[w * FIELDS.length + f] = postings?.length ?? 0;
      total += postings?.length ?? 0;
    }),
  );
  const ids = new Uint32Array(total);
  const counts = new Uint16Array(total);
  let at = 0;
  for (const word of names) {
    for (const postings of words.get(word)!) {
      if (!postings) continue;
      ids.set(postings.ids.subarray(0, postings.length), at);
      counts.set(postings.counts.subarray(0, postings.length), at);
      at += postings.length;
    }
  }
  return { keys, words: names, sizes, ids, counts, lengths, fragments };
}

export function unpackState(state: SearchIndexState): { words: Map<string, (Postings | undefined)[]>; lengths: number[][]; stored: SearchFragment[] } {
  const words = new Map<string, (Postings | undefined)[]>();
  let at = 0;
  state.words.forEach((word, w) => {
    words.set(
      word,
      FIELDS.map((_, f) => {
        const size = state.sizes[w * FIELDS.length + f]!;
        if (size === 0) return undefined;
        const postings = new Postings();
        // Copies: a patched word's postings grow and shrink in arrays of their own.
        postings.ids = state.ids.slice(at, at + size);
        postings.counts = state.counts.slice(at, at + size);
        postings.length = size;
        at += size;
        return postings;
      }),
    );
  });
  return { words, lengths: state.lengths.map((field) => [...field]), stored: state.fragments.map((json) => JSON.parse(json) as SearchFragment) };
}
