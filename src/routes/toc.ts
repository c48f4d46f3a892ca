// Table of contents from a page's headings: nest by level, then keep levels min..max (children of
// dropped levels are promoted), as Docusaurus does.
import type { Heading } from '../markdown/types.js';
import type { TocItem } from '../../theme/props.js';

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
