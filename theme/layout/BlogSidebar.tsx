// The blog sidebar: posts grouped by year, newest first, the current post marked. Desktop only (hidden
// ≤996px by CSS, as in Docusaurus; there the drawer shows it, or BlogSidebarMobile without JS); pure
// function of props.
import type { BlogSidebarProps } from '../props.js';

/** The "Blog recent posts navigation" landmark. */
export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarProps }) {
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Blog recent posts navigation" className="blog-sidebar__nav">
        <div className="blog-sidebar__title">{sidebar.title}</div>
        <BlogSidebarGroups sidebar={sidebar} />
      </nav>
    </aside>
  );
}

/** The year groups and their post links. */
export function BlogSidebarGroups({ sidebar }: { sidebar: BlogSidebarProps }) {
  return (
    <>
      {sidebar.groups.map((group) => (
        <div role="group" key={group.year} className="blog-sidebar__group">
          <h3 className="blog-sidebar__year">{group.year}</h3>
          <ul className="blog-sidebar__list">
            {group.items.map((item) => (
              <li key={item.href} className="blog-sidebar__item">
                <a
                  className={item.active ? 'blog-sidebar__link blog-sidebar__link--active' : 'blog-sidebar__link'}
                  href={item.href}
                  aria-current={item.active ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
