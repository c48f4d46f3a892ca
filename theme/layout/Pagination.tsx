// Previous/next links at the foot of a doc.
// Renders nothing when there is neither; pure function of props.
import type { NavLink } from '../props.js';

export interface PaginationProps {
  prev?: NavLink;
  next?: NavLink;
}

/** The "Docs pages" navigation landmark. */
export function Pagination({ prev, next }: PaginationProps) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Docs pages" className="pagination-nav">
      {prev && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">{prev.label}</span>
        </a>
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
