// One level of the table of contents, recursing into child headings.
// Pure function of props; heading text is plain text and is escaped by React.
import type { TocItem } from '../props.js';

/** A nested list of heading links. */
export function TocList({ items, nested = false }: { items: TocItem[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {items.map((item) => (
        <li key={item.id} className="toc__item">
          <a className="toc__link" href={`#${item.id}`}>
            {item.text}
          </a>
          {item.children.length > 0 && <TocList items={item.children} nested />}
        </li>
      ))}
    </ul>
  );
}
