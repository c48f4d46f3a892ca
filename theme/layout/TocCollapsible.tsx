// The table of contents for narrow screens: a native <details> "On this page" disclosure under the page
// title, collapsed at first (behaviours.md §5.3). Works with JS off; the `TocCollapsible` enhancer closes
// it when a heading link is followed. Hidden by CSS where the TOC column shows (≥1200px).
import type { TocItem } from '../props.js';
import { TocList } from './TocList.js';

/** The "On this page" disclosure, or null when there are no headings. */
export function TocCollapsible({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className="toc-collapsible" data-island="TocCollapsible">
      <summary className="toc-collapsible__button">On this page</summary>
      <nav aria-label="On this page" className="toc-collapsible__nav">
        <TocList items={items} />
      </nav>
    </details>
  );
}
