// The build-time highlighter (lowlight with highlight.js's common languages), shared by code blocks and
// API samples. Its grammars are registered on the first highlight, not on import: a build whose main
// thread highlights nothing (a cached build whose edited pages' code blocks are kept: see
// HighlightStore) never pays for them.
import type { ElementContent } from 'hast';
import { common, createLowlight } from 'lowlight';

/**
 * Highlighted code kept from earlier builds, by grammar and code (the parse cache's values): an edited
 * page is parsed again whole, and its code blocks, most often unchanged, need no highlighter then.
 */
export interface HighlightStore {
  get(grammar: string, code: string): ElementContent[] | undefined;
  set(grammar: string, code: string, tokens: ElementContent[]): void;
}

let lowlight: ReturnType<typeof createLowlight> | undefined;

/** lowlight with every common grammar registered (and their aliases, so sub-languages resolve as before). */
export function highlighter(): ReturnType<typeof createLowlight> {
  return (lowlight ??= createLowlight(common));
}
