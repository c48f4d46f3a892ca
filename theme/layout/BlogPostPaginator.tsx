// "Newer post" / "Older post" links at the foot of a post. Renders nothing when there is neither;
// pure function of props.
import type { NavLink } from '../props.js';

/** The "Blog post page navigation" landmark: `prev` is the newer post, `next` the older one. */
export function BlogPostPaginator({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Blog post page navigation" className="pagination-nav">
      {prev && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          <span className="pagination-nav__sublabel">Newer post</span>
          <span className="pagination-nav__label">{prev.label}</span>
        </a>
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-nav__sublabel">Older post</span>
          <span className="pagination-nav__label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
