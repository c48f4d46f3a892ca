// "Newer entries" / "Older entries" links between pages of a post list. Renders nothing on a single
// page; pure function of props.
import type { BlogListPaging } from '../props.js';

/** The "Blog list page navigation" landmark. */
export function BlogListPaginator({ paging }: { paging: BlogListPaging }) {
  if (!paging.newerHref && !paging.olderHref) return null;
  return (
    <nav aria-label="Blog list page navigation" className="pagination-nav">
      {paging.newerHref && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={paging.newerHref} rel="prev">
          <span className="pagination-nav__label">Newer entries</span>
        </a>
      )}
      {paging.olderHref && (
        <a className="pagination-nav__link pagination-nav__link--next" href={paging.olderHref} rel="next">
          <span className="pagination-nav__label">Older entries</span>
        </a>
      )}
    </nav>
  );
}
