// Where a compiled value kept by the parse cache holds its identity there (content/parse-cache.ts sets
// it; page keys read it): the name of its cache entry, a hash of docsgen's code, the parse's options and
// the source text, so that two values with the same key have the same body. A page's key then stands
// for its body by this name instead of hashing its HTML (which a cached value reads from disk). A module
// of its own, with no imports, like search-json.ts.
import type { CompiledMarkdown } from './compile.js';

/** The key: a symbol, so that neither JSON nor a structured clone of the value carries it. */
export const BODY_KEY = Symbol('parse cache entry');

/** The parse cache's name for the parse that made this value; undefined when it was not cached. */
export function bodyKeyOf(markdown: CompiledMarkdown): string | undefined {
  return (markdown as CompiledMarkdown & { [BODY_KEY]?: string })[BODY_KEY];
}
