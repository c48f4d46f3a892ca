// Docusaurus's <DocCardList />: the cards of the category this page stands for. Its items come from the
// route graph, which exists only after pages are compiled: without props it renders a placeholder the
// page props fill with the cards (src/render/page-props.ts, the same markup as category index pages).
// Given `items` (sidebar items) or cards as children, it shows those.
import type { ReactNode } from 'react';
import DocCard, { type DocCardItem } from './DocCard.js';

export default function DocCardList({ items, children }: { items?: DocCardItem[]; children?: ReactNode; className?: string }) {
  if (items)
    return (
      <ul className="card-grid">
        {items.map((item, i) => (
          <DocCard key={i} item={item} />
        ))}
      </ul>
    );
  if (children) return <ul className="card-grid">{children}</ul>;
  return <div className="doc-card-list" data-doc-card-list="" />;
}
