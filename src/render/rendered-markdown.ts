// A compiled markdown body as a page's props carry it: its link slots filled with the URLs the route
// graph resolved for this route. Reads both; changes neither.
import type { RenderedMarkdown } from '../../theme/props.js';
import { fillLinks, type CompiledMarkdown } from '../markdown/compile.js';

/** The body (or its excerpt, for blog lists) with `hrefs[n]` in the slot of link n. */
export function renderedMarkdown(
  compiled: CompiledMarkdown,
  hrefs: readonly string[] | undefined,
  part: 'html' | 'excerpt' = 'html',
): RenderedMarkdown {
  return { html: fillLinks(compiled, hrefs, part), startsWithH1: compiled.startsWithH1 };
}
