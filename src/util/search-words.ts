// How the search index reads text: words split at spaces and punctuation, stop words, the first words a
// result shows, and one field's counted words. The markdown stage counts a page's words as it compiles
// it (so a cached page's index entry needs none of its text) and the index counts the rest the same way.

/**
 * Words are split on spaces and punctuation (minisearch's default tokenizer). The browser splits queries
 * with theme/search-index-format.ts's WORD_SEPARATOR, which must stay this same expression (a test
 * compares them: the theme imports nothing from src/).
 */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/**
 * Words too common to tell pages apart; leaving them out makes the index smaller. The entry
 * file carries the list, so queries drop the same words.
 */
export const STOP_WORDS = [
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'with',
];

/**
 * Words of each section stored for its snippet. Every word is indexed, but storing whole sections would
 * make the fragments about half the size of the site's HTML on the bench corpus.
 */
export const EXCERPT_WORDS = 20;

/** WORD_SEPARATOR's ASCII members, as a class without Unicode properties (twice as fast to split by). */
const ASCII_SEPARATOR = /[\n\r !"#%&'()*,\-./:;?@[\\\]_{}]+/;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** `text` split at WORD_SEPARATOR: by its ASCII members when the text is ASCII (most pages are). */
export function splitWords(text: string): string[] {
  return text.split(ASCII_ONLY.test(text) ? ASCII_SEPARATOR : WORD_SEPARATOR);
}

/** The text's first EXCERPT_WORDS words (split at single spaces), with an ellipsis when it has more. */
export function excerptOf(text: string): string {
  const [words, cut] = firstWords(text);
  return withEllipsis(words, cut);
}

/** The text's first EXCERPT_WORDS words, and whether it has more. */
export function firstWords(text: string): [words: string, cut: boolean] {
  let end = -1;
  for (let n = 0; n < EXCERPT_WORDS; n++) {
    end = text.indexOf(' ', end + 1);
    if (end < 0) return [text, false];
  }
  return [text.slice(0, end), true];
}

/**
 * An excerpt as results show it. (Kept apart from the words in cached values: the ellipsis alone would
 * make V8 store an ASCII excerpt in two bytes a character.)
 */
export function withEllipsis(words: string, cut: boolean): string {
  return cut ? `${words} …` : words;
}

/** One field's words as the index scores them. */
export interface WordCounts {
  /** The field's length: its count of distinct words as written (what minisearch counted). */
  readonly distinct: number;
  /** Each indexed word (lowercase, no stop words) and its count, as `word count word count …`. */
  readonly counts: string;
}

const STOP = new Set(STOP_WORDS);

/** Counts a field's words: raw words first (one map operation a word), then folded (one per distinct word). */
export function countWords(text: string): WordCounts {
  const raw = new Map<string, number>();
  for (const token of splitWords(text)) raw.set(token, (raw.get(token) ?? 0) + 1);
  const folded = new Map<string, number>();
  for (const [token, n] of raw) {
    const word = token.toLowerCase();
    if (word && !STOP.has(word)) folded.set(word, (folded.get(word) ?? 0) + n);
  }
  // A word never holds a space (WORD_SEPARATOR splits at every one), so the pairs join with spaces.
  const parts: string[] = [];
  for (const [word, n] of folded) parts.push(word, String(n));
  return { distinct: raw.size, counts: parts.join(' ') };
}

/** Calls `each` with every word of counted words and its count. */
export function forEachCount(words: WordCounts, each: (word: string, count: number) => void): void {
  const text = words.counts;
  // Read in place: splitting made two strings a word, and this runs for every word of every page.
  let at = 0;
  while (at < text.length) {
    const space = text.indexOf(' ', at);
    if (space < 0) return;
    const word = text.slice(at, space);
    let count = 0;
    let digit = space + 1;
    for (let code = text.charCodeAt(digit); code >= 48 && code <= 57; code = text.charCodeAt(++digit)) count = count * 10 + code - 48;
    each(word, count);
    at = digit + 1;
  }
}
