// Docusaurus's <DocCard item={…}>: one card in the category pages' markup. Also takes the form some
// Docusaurus themes give it (`href`, `header`, children), so a card list written by hand keeps its cards.
import type { ReactNode } from 'react';

export interface DocCardItem {
  href?: string;
  label?: string;
  description?: string;
}

export interface DocCardProps {
  item?: DocCardItem;
  href?: string;
  header?: ReactNode;
  children?: ReactNode;
}

export default function DocCard({ item, href, header, children }: DocCardProps) {
  const target = item?.href ?? href;
  const title = item?.label ?? header;
  const body = item?.description ? (
    <p className="card__description">{item.description}</p>
  ) : children ? (
    <div className="card__description">{children}</div>
  ) : null;
  return (
    <li className="card-grid__item">
      <a className="card" href={target}>
        {title ? <h2 className="card__title">{title}</h2> : null}
        {body}
      </a>
    </li>
  );
}
