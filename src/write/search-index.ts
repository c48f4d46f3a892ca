// The search index of the site, built from the route graph with minisearch: one entry per page (or API
// operation) indexing its title, headings and text; each section's anchor, heading and first words are
// stored so the browser can point a result at the matching heading. Knows no DOM.
import MiniSearch from 'minisearch';
import type { ClientAsset } from '../bundle/client.js';
import type { RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { scriptJson } from '../util/script-json.js';
import { searchDocumentsOf, type SearchDocument } from './search-documents.js';

/**
 * Words of each section stored for its snippet. Every word is indexed, but storing whole sections would
 * make the index about half the size of the site's HTML on the bench corpus; 20 words keep it near 12 %.
 */
export const EXCERPT_WORDS = 20;

/**
 * Words too common to tell pages apart; leaving them out makes the index about 10 % smaller. The file
 * carries the list, so queries drop the same words.
 */
export const STOP_WORDS = ['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'with'];

/** Indexed fields (title, headings, text) and stored ones (URL, title, group, sections). */
const FIELDS = ['t', 'h', 'x'];
const STORE_FIELDS = ['u', 't', 'g', 's'];

/** The search index file: the options it was built with and the serialised minisearch index. */
export interface SearchIndexFile {
  version: 2;
  idField: 'i';
  fields: string[];
  storeFields: string[];
  stopWords: string[];
  index: unknown;
}

/** A stored section: [anchor, heading, first words of its text]. */
export type StoredSection = [string, string, string];

/** What the index holds of each listed page of the graph (see searchDocumentsOf), one entry each. */
export function searchEntries(graph: RouteGraph): SearchEntry[] {
  let i = 0;
  return [...graph.routes.values()].flatMap((route) => searchDocumentsOf(route, graph).map((d) => indexEntry(i++, d)));
}

/** Builds the index of every listed page of the graph. */
export function buildSearchIndex(graph: RouteGraph): SearchIndexFile {
  return indexEntries(searchEntries(graph));
}

/** The index of the given entries. */
export function indexEntries(entries: SearchEntry[]): SearchIndexFile {
  const stop = new Set(STOP_WORDS);
  const search = new MiniSearch({
    idField: 'i',
    fields: FIELDS,
    storeFields: STORE_FIELDS,
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return stop.has(lower) ? null : lower;
    },
  });
  search.addAll(entries);
  return { version: 2, idField: 'i', fields: FIELDS, storeFields: STORE_FIELDS, stopWords: STOP_WORDS, index: search.toJSON() };
}

/**
 * The index file's bytes: JSON for the history router; in hash mode a script setting
 * `window.__DOCSGEN_SEARCH_INDEX__`, since a page opened from file:// cannot fetch.
 */
export function searchIndexBytes(entries: SearchEntry[], mode: 'history' | 'hash'): Uint8Array {
  const file = indexEntries(entries);
  const code = mode === 'hash' ? `window.__DOCSGEN_SEARCH_INDEX__=${scriptJson(file)};\n` : JSON.stringify(file);
  return new TextEncoder().encode(code);
}

/** The index as an asset, built here (see search-worker.ts for building it off the main thread). */
export function searchIndexAsset(graph: RouteGraph, mode: 'history' | 'hash'): ClientAsset {
  return { url: searchIndexUrl(mode === 'hash' ? 'js' : 'json'), contents: searchIndexBytes(searchEntries(graph), mode) };
}

/** One indexed page: id, URL, title, group, headings, text and stored sections. */
export type SearchEntry = ReturnType<typeof indexEntry>;

function indexEntry(i: number, d: SearchDocument) {
  return {
    i,
    u: d.url,
    t: d.title,
    g: d.group,
    h: d.sections.map((s) => s.heading).join(' '),
    x: d.sections.map((s) => s.text).join(' '),
    s: d.sections.map((s): StoredSection => [s.anchor, s.heading, excerpt(s.text)]),
  };
}

function excerpt(text: string): string {
  const words = text.split(' ');
  return words.length <= EXCERPT_WORDS ? text : `${words.slice(0, EXCERPT_WORDS).join(' ')} …`;
}
