// The blog sidebar for narrow screens (≤996px) without JavaScript: a native <details> disclosure above
// the content. With JS the drawer island holds the post list instead, and CSS hides this.
import type { BlogSidebarProps } from '../props.js';
import { BlogSidebarGroups } from './BlogSidebar.js';

/** A collapsed disclosure titled like the sidebar, holding the same year-grouped post links. */
export function BlogSidebarMobile({ sidebar }: { sidebar: BlogSidebarProps }) {
  return (
    <details className="blog-sidebar-mobile">
      <summary>{sidebar.title}</summary>
      <nav aria-label="Blog recent posts navigation (menu)" className="blog-sidebar__nav">
        <BlogSidebarGroups sidebar={sidebar} />
      </nav>
    </details>
  );
}
