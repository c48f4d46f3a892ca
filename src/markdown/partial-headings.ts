// Heading ids of the partials an MDX page imports, made unique in the page: a partial is compiled on its
// own, so its `## Setup` may repeat an id of the host page or of another partial. Its heading elements
// carry a marker attribute (PARTIAL_HEADING, set when compiled for a page's render); here, in document
// order, each one whose id is taken gets the next free `-1`, `-2` suffix, as same-text headings of one
// page are numbered, and the page's own headings keep theirs. Pure string work on the rendered HTML.
import type { Heading } from './types.js';

/** The attribute a partial's heading elements carry in a page's render (hast property `dataDocsgenPartial`). */
export const PARTIAL_HEADING = 'data-docsgen-partial=""';

const MARKED = /<h([1-6]) id="([^"]*)"([^>]*?) data-docsgen-partial=""([^>]*)>/g;

/**
 * The rendered HTML with its partials' heading ids unique (the marker removed), and the partials'
 * headings as shown, in document order with their final ids (a partial shown twice, twice).
 */
export function numberPartialHeadings(html: string, own: readonly Heading[], partial: readonly Heading[]): { html: string; headings: Heading[] } {
  if (!html.includes(PARTIAL_HEADING)) return { html, headings: [...partial] };
  const taken = new Set(own.map((h) => h.id));
  const headings: Heading[] = [];
  let out = '';
  let last = 0;
  for (const match of html.matchAll(MARKED)) {
    const [whole, level, id, before, after] = match as unknown as [string, string, string, string, string];
    const start = match.index;
    const end = html.indexOf(`</h${level}>`, start);
    const inner = html.slice(start + whole.length, end < 0 ? start + whole.length : end);
    let unique = id;
    for (let n = 1; taken.has(unique); n++) unique = `${id}-${n}`;
    taken.add(unique);
    const source = partial.find((h) => h.id === id && h.level === Number(level)) ?? partial.find((h) => h.id === id);
    if (source) headings.push({ ...source, id: unique });
    out += `${html.slice(last, start)}<h${level} id="${unique}"${before}${after}>${unique === id ? inner : inner.replace(`href="#${id}"`, `href="#${unique}"`)}`;
    last = start + whole.length + inner.length;
  }
  return { html: out + html.slice(last), headings };
}
