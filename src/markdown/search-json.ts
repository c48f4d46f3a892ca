// Where a compiled value kept by the parse cache holds its search summary as JSON (content/parse-cache.ts
// sets it; the search index's entries read it): a module of its own, with no imports, since the parse
// cache loads with a build's first steps, which load no markdown code.
import type { CompiledMarkdown } from './compile.js';

/** The key: a symbol, so that neither JSON nor a structured clone of the value carries it. */
export const SEARCH_JSON = Symbol('search summary JSON');

/** A cached file's search summary (`search`) as JSON, for the search index's worker to parse instead of this thread. */
export function searchJsonOf(markdown: CompiledMarkdown): string | undefined {
  return (markdown as CompiledMarkdown & { [SEARCH_JSON]?: string })[SEARCH_JSON];
}
