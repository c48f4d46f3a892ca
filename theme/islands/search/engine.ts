// The search index in the browser: loads the entry file the build wrote (theme/search-index-format.ts),
// then for each query only the word chunks its words fall in and the fragments of the results it shows,
// each file once (the dialog, and with it this cache, outlives client navigations). Scores as minisearch
// did when the index was one file (BM25+, title and headings boosted, every word required, the last one
// as a prefix, typos tolerated when exact words find too little), grouped by section in rank order.
// Results whose headings hold every query word exactly come first: an API operation's heading is its
// operationId, so `DescribeInstances` finds that operation before the pages that mention it.
import {
  decodeBytes,
  decodeIds,
  FIELD_BOOSTS,
  FIELDS,
  fragmentFileOf,
  FRAGMENTS_PER_FILE,
  idf,
  lengthOf,
  SEARCH_FORMAT,
  tfPart,
  WORD_SEPARATOR,
  type ChunkWord,
  type SearchChunkFile,
  type SearchEntryFile,
  type SearchFragment,
  type StoredSection,
} from '../../search-index-format.js';
import { fuzzyCandidates, prefixRange, typoRange } from './word-ranges.js';

export interface SearchHit {
  /** Root-relative URL with the heading's fragment, e.g. `/docs/guides/jwt#refresh`. */
  url: string;
  title: string;
  heading: string;
  /** Start of the section's text. */
  excerpt: string;
  /** Indexed words that matched, lowercase (for highlighting). */
  terms: string[];
}

export interface SearchGroup {
  name: string;
  hits: SearchHit[];
}

export interface SearchEngine {
  search(query: string): Promise<SearchGroup[]>;
}

/** Reads one of the index's files by absolute URL; `fresh` asks the server whether it changed. */
export type LoadFile = (url: string, fresh: boolean) => Promise<unknown>;

/** At most this many results are shown. */
export const MAX_HITS = 20;

/** Fewer exact results than this and typo-tolerant matching runs too. */
const ENOUGH = 5;

/** Weights of a word matched as a prefix or with typos (minisearch's). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** Typos: none in short words (where a typo makes another word), one from 4 letters, two from 8. */
export const typos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

export function loadSearchEngine(url: string, mode: 'history' | 'hash'): Promise<SearchEngine> {
  return createSearchEngine(new URL(url, document.baseURI).href, mode === 'hash' ? fromScript : fromServer);
}

interface Match {
  score: number;
  /** Query words matched. */
  terms: string[];
  /** Indexed words matched (for highlighting). */
  match: Record<string, true>;
  /** Query words found as whole words in the result's headings. */
  named: string[];
}

/** A word's postings per field: result ids and how many times each holds the word there. */
type Postings = { ids: number[]; counts: number[] }[];

/** The search engine over the index whose entry file is at `entryUrl`, reading files with `load`. */
export async function createSearchEngine(entryUrl: string, load: LoadFile): Promise<SearchEngine> {
  const entry = (await load(entryUrl, true)) as SearchEntryFile;
  if (entry?.version !== SEARCH_FORMAT) throw new Error(`${entryUrl} is not a search index this page can read`);
  const ext = entryUrl.endsWith('.js') ? 'js' : 'json';
  const stop = new Set(entry.stopWords);
  const starts = entry.chunks.map(([word]) => word);
  // Each result's length in each field, decoded once.
  const lengths = entry.lengths.map((bytes) => decodeBytes(bytes).map(lengthOf));
  const files = new Map<string, Promise<unknown>>();
  const file = (name: string) => {
    const url = new URL(name, entryUrl).href;
    let loading = files.get(url);
    if (!loading) {
      loading = load(url, false);
      files.set(url, loading);
      loading.catch(() => files.delete(url));
    }
    return loading;
  };
  // Words of the chunks loaded so far, and their postings once decoded.
  const known = new Map<number, ChunkWord[]>();
  const decoded = new Map<string, Postings>();
  const chunksOf = async (ranges: [string, string][]) => {
    if (!starts.length) return [];
    const wanted = new Set<number>();
    for (const [from, to] of ranges) for (let i = chunkAt(starts, from); i <= chunkAt(starts, to); i++) wanted.add(i);
    await Promise.all(
      [...wanted]
        .filter((i) => !known.has(i))
        .map(async (i) => {
          const chunk = (await file(entry.chunks[i]![1])) as SearchChunkFile;
          known.set(i, chunk.words);
        }),
    );
    return [...wanted].sort((a, b) => a - b).flatMap((i) => known.get(i)!);
  };
  const postingsOf = (word: ChunkWord): Postings => {
    let postings = decoded.get(word[0]);
    if (!postings) {
      postings = FIELDS.map((_, f) => ({ ids: decodeIds(word[1 + 2 * f]!), counts: decodeBytes(word[2 + 2 * f]!) }));
      decoded.set(word[0], postings);
    }
    return postings;
  };

  /** Adds the results holding `word` (matched for the query word `source`, weighted) to `results`. */
  const termResults = (source: string, word: ChunkWord, weight: number, results: Map<number, Match>) => {
    postingsOf(word).forEach(({ ids, counts }, f) => {
      const idfValue = idf(ids.length, entry.documents);
      const named = FIELDS[f] === 'h' && word[0] === source;
      ids.forEach((id, i) => {
        const score = weight * FIELD_BOOSTS[f]! * idfValue * tfPart(counts[i]!, lengths[f]![id]!, entry.averages[f]!);
        const result = results.get(id);
        if (result) {
          result.score += score;
          if (!result.terms.includes(source)) result.terms.push(source);
          result.match[word[0]] = true;
          if (named && !result.named.includes(source)) result.named.push(source);
        } else {
          results.set(id, { score, terms: [source], match: { [word[0]]: true }, named: named ? [source] : [] });
        }
      });
    });
  };

  /** One pass over the query's words (loading their chunks), combined with AND or OR. */
  const run = async (terms: string[], fuzzy: boolean, combine: 'and' | 'or') => {
    const perTerm = await Promise.all(
      terms.map(async (term, i) => {
        const prefix = i === terms.length - 1;
        const maxTypos = fuzzy ? typos(term) : 0;
        const words = await chunksOf([prefix ? prefixRange(term) : [term, term], ...(maxTypos ? [typoRange(term)] : [])]);
        const results = new Map<number, Match>();
        const exact = words.find((w) => w[0] === term);
        if (exact) termResults(term, exact, 1, results);
        const prefixed = new Set<string>();
        if (prefix && term.length >= 2) {
          for (const word of words) {
            if (word[0] === term || !word[0].startsWith(term) || prefixed.has(word[0])) continue;
            prefixed.add(word[0]);
            const distance = word[0].length - term.length;
            termResults(term, word, (PREFIX_WEIGHT * word[0].length) / (word[0].length + 0.3 * distance), results);
          }
        }
        if (maxTypos) {
          for (const [word, distance] of fuzzyCandidates(term, words, maxTypos)) {
            if (prefixed.has(word[0])) continue;
            termResults(term, word, (FUZZY_WEIGHT * word[0].length) / (word[0].length + distance), results);
          }
        }
        return results;
      }),
    );
    return perTerm.reduce(combine === 'and' ? and : or);
  };

  return {
    async search(query) {
      const terms = query
        .split(WORD_SEPARATOR)
        .map((w) => w.toLowerCase())
        .filter((w) => w && !stop.has(w));
      if (!terms.length) return [];
      // Every word must match; when no result has them all, any word will do.
      let results = await run(terms, false, 'and');
      if (results.size < ENOUGH) results = await run(terms, true, 'and');
      if (!results.size) results = await run(terms, true, 'or');
      const ranked = [...results].map(([id, r]) => ({
        id,
        score: r.score * (r.terms.length || 1),
        terms: Object.keys(r.match),
        named: terms.every((t) => r.named.includes(t)),
      }));
      ranked.sort((a, b) => Number(b.named) - Number(a.named) || b.score - a.score);
      const top = ranked.slice(0, MAX_HITS);
      // Results sharing a fragment file load it once (see `file`).
      const fragments = await Promise.all(
        top.map(async ({ id }) => ((await file(fragmentFileOf(id, entry.fragments, ext))) as SearchFragment[])[id % FRAGMENTS_PER_FILE]!),
      );
      const groups = new Map<string, SearchHit[]>();
      top.forEach((r, i) => {
        const { u, t, g, s } = fragments[i]!;
        const [anchor, heading, excerpt] = bestSection(s, new Set(r.terms));
        groups.set(g, [...(groups.get(g) ?? []), { url: anchor ? `${u}#${anchor}` : u, title: t, heading, excerpt, terms: r.terms }]);
      });
      return [...groups].map(([name, hits]) => ({ name, hits }));
    },
  };
}

/** The chunk holding `word` if the index has it: the last one starting at or before it. */
function chunkAt(starts: readonly string[], word: string): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= word) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const and = (a: Map<number, Match>, b: Map<number, Match>) => {
  const combined = new Map<number, Match>();
  for (const [id, next] of b) {
    const existing = a.get(id);
    if (!existing) continue;
    for (const term of next.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
    for (const term of next.named) if (!existing.named.includes(term)) existing.named.push(term);
    combined.set(id, { score: existing.score + next.score, terms: existing.terms, match: Object.assign(existing.match, next.match), named: existing.named });
  }
  return combined;
};

const or = (a: Map<number, Match>, b: Map<number, Match>) => {
  for (const [id, next] of b) {
    const existing = a.get(id);
    if (!existing) a.set(id, next);
    else {
      existing.score += next.score;
      existing.match = Object.assign(existing.match, next.match);
      for (const term of next.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
      for (const term of next.named) if (!existing.named.includes(term)) existing.named.push(term);
    }
  }
  return a;
};

/**
 * The section a result points at: the one whose heading and first words hold the most distinct matched
 * words (a heading counts double), the first on a tie; the top of the page when none holds any.
 */
export function bestSection(sections: StoredSection[], terms: ReadonlySet<string>): StoredSection {
  const hits = (text: string) =>
    new Set(
      text
        .split(WORD_SEPARATOR)
        .map((w) => w.toLowerCase())
        .filter((w) => terms.has(w)),
    ).size;
  let best = sections[0] ?? ['', '', ''];
  let bestScore = 0;
  for (const section of sections) {
    const score = 2 * hits(section[1]) + hits(section[2]);
    if (score > bestScore) [best, bestScore] = [section, score];
  }
  return best;
}

async function fromServer(url: string, fresh: boolean): Promise<unknown> {
  // The entry file keeps its name across builds (see searchIndexUrl): ask the server whether it
  // changed. The files it names carry a hash of their contents.
  const response = await fetch(url, { credentials: 'same-origin', ...(fresh ? { cache: 'no-cache' as const } : {}) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/**
 * Hash mode (file:// blocks fetch): each file is a script that sets `window.__DOCSGEN_SEARCH_INDEX__`,
 * read in its load event (which follows the script's run with no other script in between).
 */
function fromScript(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      script.remove();
      // Typed here too: the Node-side tests and benchmarks compile this module without the theme's globals.
      const data = window as { __DOCSGEN_SEARCH_INDEX__?: unknown };
      const file = data.__DOCSGEN_SEARCH_INDEX__;
      data.__DOCSGEN_SEARCH_INDEX__ = undefined;
      if (file) resolve(file);
      else reject(new Error(`${url} did not define its part of the search index`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.append(script);
  });
}
