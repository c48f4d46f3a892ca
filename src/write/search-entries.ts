// The search index's entries: what the index holds of each listed page (or API operation) of the route
// graph, made from its search documents: URL, title, group, headings, text and stored sections, or, for a
// page the parse cache holds, its search summary still as JSON for the indexer (search-index.ts) to read.
import type { SearchSummary } from '../markdown/compile.js';
import type { Route, RouteGraph } from '../routes/types.js';
import type { StoredSection } from '../../theme/search-index-format.js';
import { excerptOf, withEllipsis, type WordCounts } from '../util/search-words.js';
import { searchDocumentsOf, type SearchDocument } from './search-documents.js';

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
 * An entry whose headings, counted words and sections are still its page's search summary, as JSON as
 * the parse cache holds it (`j`: SearchDocument.searchJson): parsed by the indexer, so that the thread
 * that loads the site never builds the summary's objects.
 */
export interface PackedSearchEntry {
  u: string;
  t: string;
  g: string;
  j: string;
}

/** `packed`: an entry for the indexer only (PackedSearchEntry where the document allows). */
function indexEntry(d: SearchDocument, packed: true): SearchEntry | PackedSearchEntry;
function indexEntry(d: SearchDocument): SearchEntry;
function indexEntry(d: SearchDocument, packed = false): SearchEntry | PackedSearchEntry {
  if (d.searchJson !== undefined)
    return packed ? { u: d.url, t: d.title, g: d.group, j: d.searchJson } : summaryEntry(d.url, d.title, d.group, JSON.parse(d.searchJson) as SearchSummary);
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
  return {
    u,
    t,
    g,
    h: search.sections.map((s) => s[1]).join(' '),
    w: search.words,
    s: search.sections.map(([anchor, heading, words, cut]): StoredSection => [anchor, heading, withEllipsis(words, cut)]),
  };
}

/** An entry sent packed, as the indexer reads it. */
export function unpackEntry(entry: PackedSearchEntry): SearchEntry {
  return summaryEntry(entry.u, entry.t, entry.g, JSON.parse(entry.j) as SearchSummary);
}

/** What the index holds of each listed page of the graph (see searchDocumentsOf), one entry each. */
export function searchEntries(graph: RouteGraph): SearchEntry[] {
  return [...graph.routes.values()].flatMap((route) => searchDocumentsOf(route, graph).map((document) => indexEntry(document)));
}

/**
 * searchEntries in batches of about `size` entries, each made only when asked for: the entries of a big
 * site (every page's text) are never all in memory at once.
 */
export function* searchEntryBatches(graph: RouteGraph, size: number, maxChars = Infinity): Generator<(SearchEntry | PackedSearchEntry)[]> {
  let batch: (SearchEntry | PackedSearchEntry)[] = [];
  let chars = 0;
  for (const route of graph.routes.values()) {
    for (const document of searchDocumentsOf(route, graph)) {
      const entry = indexEntry(document, true);
      batch.push(entry);
      chars += entryChars(entry);
    }
    if (batch.length >= size || chars >= maxChars) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) yield batch;
}

/** About how many characters an entry holds (what its message costs to clone). */
function entryChars(entry: SearchEntry | PackedSearchEntry): number {
  const named = entry.u.length + entry.t.length + entry.g.length;
  if ('j' in entry) return named + entry.j.length;
  return (
    named +
    entry.h.length +
    (entry.x?.length ?? 0) +
    (entry.w?.counts.length ?? 0) +
    entry.s.reduce((n, [anchor, heading, excerpt]) => n + anchor.length + heading.length + excerpt.length, 0)
  );
}

/** The entries of one route (searchEntries, route by route): a sharded build indexes its own routes' only. */
export function routeSearchEntries(route: Route, graph: RouteGraph): SearchEntry[] {
  return searchDocumentsOf(route, graph).map((document) => indexEntry(document));
}
