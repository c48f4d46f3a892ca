// The desktop table of contents beside an article; hidden ≤996px by CSS.
// Renders nothing for an empty list; highlighting the current heading is a later island's job.
import type { TocItem } from '../props.js';
import { TocList } from './TocList.js';

/** The "Table of contents" navigation landmark, or null when there are no headings. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Table of contents" className="toc" data-island="TocHighlight">
      <TocList items={items} />
    </nav>
  );
}
