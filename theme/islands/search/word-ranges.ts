// Which words of the index a query word can match, as ranges of sorted words (so the engine loads the
// chunks covering them and no others), and the typo matches among the words loaded.
//
// Trade-off: a typo is looked for among the words sharing the query word's first two letters. That
// keeps typo tolerance within the chunks of one two-letter range (a few files, however big the site);
// a typo in the first two letters ("wbehook") finds nothing, as does a one-letter prefix (a one-letter
// query word matches that word only, not every word starting with it).
import type { ChunkWord } from '../../search-index-format.js';

/** The highest UTF-16 code unit: `prefix + LAST` sorts after every word starting with `prefix`. */
const LAST = '\uffff';

/** Words the last query word matches as a prefix (from two letters; itself alone before that). */
export function prefixRange(word: string): [string, string] {
  return word.length >= 2 ? [word, word + LAST] : [word, word];
}

/** Words a typo match of `word` is looked for among: those sharing its first two letters. */
export function typoRange(word: string): [string, string] {
  const start = word.slice(0, 2);
  return [start, start + LAST];
}

/** Loaded words within `max` edits (insertions, deletions, substitutions) of `word`, with their distance. */
export function* fuzzyCandidates(word: string, words: readonly ChunkWord[], max: number): Generator<[ChunkWord, number]> {
  const start = word.slice(0, 2);
  for (const candidate of words) {
    const other = candidate[0];
    if (other === word || !other.startsWith(start) || Math.abs(other.length - word.length) > max) continue;
    const distance = editDistance(word, other, max);
    if (distance <= max) yield [candidate, distance];
  }
}

/** Levenshtein distance of `a` and `b`, or `max + 1` once it is sure to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}
