// Table of contents from a page's headings: nest by level, then keep levels min..max (children of
// dropped levels are promoted), as Docusaurus does.
import type { Heading } from '../markdown/types.js';
import type { TocItem } from '../../theme/props.js';

/** The heading levels a table of contents shows: the site's (`tableOfContents`), then a page's front matter. */
export interface TocLevels {
  min: number;
  max: number;
}

/** A page's levels: its front matter's `toc_min_heading_level`/`toc_max_heading_level` over the site's. */
export function tocLevels(site: TocLevels, frontMatter: { toc_min_heading_level?: unknown; toc_max_heading_level?: unknown }): TocLevels {
  const level = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return { min: level(frontMatter.toc_min_heading_level, site.min), max: level(frontMatter.toc_max_heading_level, site.max) };
}

export function buildToc(headings: readonly Heading[], min = 2, max = 3): TocItem[] {
  const roots: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings) {
    if (h.level < 2) continue;
    const item: TocItem = { id: h.id, text: h.text, level: h.level, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= h.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(item);
    stack.push(item);
  }
  const filter = (items: TocItem[]): TocItem[] =>
    items.flatMap((item) => {
      const children = filter(item.children);
      return item.level >= min && item.level <= max ? [{ ...item, children }] : children;
    });
  return filter(roots);
}
