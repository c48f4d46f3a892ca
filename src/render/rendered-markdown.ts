// A compiled markdown body as a page's props carry it: its link slots filled with the URLs the route
// graph resolved for this route. Reads both; changes neither.
import type { RenderedMarkdown } from '../../theme/props.js';
import { bodyKeyOf } from '../markdown/body-key.js';
import { fillLinks, type CompiledMarkdown } from '../markdown/compile.js';

/** How page props take a body: filled (to render), or as what stands for it (for the page's key). */
export type BodyOf = (compiled: CompiledMarkdown, hrefs: readonly string[] | undefined, part?: 'html' | 'excerpt') => RenderedMarkdown;

/** The body (or its excerpt, for blog lists) with `hrefs[n]` in the slot of link n. */
export function renderedMarkdown(compiled: CompiledMarkdown, hrefs: readonly string[] | undefined, part: 'html' | 'excerpt' = 'html'): RenderedMarkdown {
  return { html: fillLinks(compiled, hrefs, part), startsWithH1: compiled.startsWithH1 };
}

/**
 * What stands for a body in a page's key: the parse cache's name for its parse (see body-key.ts) with the
 * URLs filling its slots, so that equal stand-ins are equal bodies, without reading the HTML (a cached
 * body is on disk) or hashing it. A body parsed without the cache stands for itself, filled.
 */
export function bodyStandIn(compiled: CompiledMarkdown, hrefs: readonly string[] | undefined, part: 'html' | 'excerpt' = 'html'): RenderedMarkdown {
  const key = bodyKeyOf(compiled);
  if (key === undefined) return renderedMarkdown(compiled, hrefs, part);
  // Opening with NUL, which markdown never leaves in a body (it becomes U+FFFD).
  return { html: `\0${key}\0${part}\0${JSON.stringify(hrefs ?? null)}`, startsWithH1: compiled.startsWithH1 };
}
