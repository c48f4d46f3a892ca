// The search index in the browser: loads the file the build wrote (minisearch, serialised) and answers
// queries with prefix and typo-tolerant matching, grouped by section in rank order.
import MiniSearch, { type SearchOptions } from 'minisearch';

/** The index file (src/write/search-index.ts writes it): minisearch options plus the serialised index. */
interface SearchIndexFile {
  version: 2;
  idField: string;
  fields: string[];
  storeFields: string[];
  stopWords: string[];
  index: Parameters<typeof MiniSearch.loadJS>[0];
}

/** A stored section: [anchor, heading, first words of its text]. */
type StoredSection = [string, string, string];

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
  search(query: string): SearchGroup[];
}

/** At most this many results are shown. */
export const MAX_HITS = 20;

/** Exact words, and the last one as a prefix (it is the word being typed). */
const EXACT: SearchOptions = {
  boost: { t: 4, h: 2 },
  prefix: (_term, i, terms) => i === terms.length - 1,
  combineWith: 'AND',
};

/** Typo tolerance costs a scan of similar words: only when exact matching finds too little. */
const FUZZY: SearchOptions = {
  ...EXACT,
  // Typos: none in short words (where a typo makes another word), one from 4 letters, two from 8.
  fuzzy: (term) => (term.length < 4 ? false : term.length < 8 ? 1 : 2),
};

/** Fewer exact results than this and the fuzzy search runs too. */
const ENOUGH = 5;

export async function loadSearchEngine(url: string, mode: 'history' | 'hash'): Promise<SearchEngine> {
  const file = mode === 'hash' ? await fromScript(url) : await fromServer(url);
  const stop = new Set(file.stopWords);
  const index = MiniSearch.loadJS(file.index, {
    idField: file.idField,
    fields: file.fields,
    storeFields: file.storeFields,
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return stop.has(lower) ? null : lower;
    },
  });
  return {
    search(query) {
      if (!query.trim()) return [];
      // Every word must match; when no section has them all, any word will do.
      let results = index.search(query, EXACT);
      if (results.length < ENOUGH) results = index.search(query, FUZZY);
      if (!results.length) results = index.search(query, { ...FUZZY, combineWith: 'OR' });
      const groups = new Map<string, SearchHit[]>();
      for (const r of results.slice(0, MAX_HITS)) {
        const [anchor, heading, excerpt] = bestSection(r.s as StoredSection[], new Set(r.terms));
        const hit = { url: anchor ? `${String(r.u)}#${anchor}` : String(r.u), title: String(r.t), heading, excerpt, terms: r.terms };
        const group = String(r.g);
        groups.set(group, [...(groups.get(group) ?? []), hit]);
      }
      return [...groups].map(([name, hits]) => ({ name, hits }));
    },
  };
}

const WORD = /[\n\r\p{Z}\p{P}]+/u;

/**
 * The section a result points at: the one whose heading and first words hold the most distinct matched
 * words (a heading counts double), the first on a tie; the top of the page when none holds any.
 */
export function bestSection(sections: StoredSection[], terms: ReadonlySet<string>): StoredSection {
  const hits = (text: string) => new Set(text.split(WORD).map((w) => w.toLowerCase()).filter((w) => terms.has(w))).size;
  let best = sections[0] ?? ['', '', ''];
  let bestScore = 0;
  for (const section of sections) {
    const score = 2 * hits(section[1]) + hits(section[2]);
    if (score > bestScore) [best, bestScore] = [section, score];
  }
  return best;
}

async function fromServer(url: string): Promise<SearchIndexFile> {
  // The index keeps its name across builds (see searchIndexUrl): ask the server whether it changed.
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

/** Hash mode (file:// blocks fetch): the index is a script that sets `window.__DOCSGEN_SEARCH_INDEX__`. */
function fromScript(url: string): Promise<SearchIndexFile> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      script.remove();
      const file = window.__DOCSGEN_SEARCH_INDEX__ as SearchIndexFile | undefined;
      if (file) resolve(file);
      else reject(new Error(`${url} did not define the search index`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.append(script);
  });
}
