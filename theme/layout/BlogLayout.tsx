// The frame of every blog page: the year-grouped sidebar, the main column and an optional TOC.
// Pure function of props.
import type { ReactNode } from 'react';
import type { BlogSidebarProps, TocItem } from '../props.js';
import { BlogSidebar } from './BlogSidebar.js';
import { BlogSidebarMobile } from './BlogSidebarMobile.js';
import { TableOfContents } from './TableOfContents.js';

export interface BlogLayoutProps {
  sidebar?: BlogSidebarProps;
  toc?: TocItem[];
  children: ReactNode;
}

/** Sidebar, content and table of contents, side by side above 996px. */
export function BlogLayout({ sidebar, toc, children }: BlogLayoutProps) {
  return (
    <div className="blog-page">
      {sidebar && <BlogSidebar sidebar={sidebar} />}
      <main className={toc && toc.length > 0 ? 'blog-main with-toc' : 'blog-main'}>
        <div className="blog-content">
          {sidebar && <BlogSidebarMobile sidebar={sidebar} />}
          {children}
        </div>
        {toc && toc.length > 0 && <TableOfContents items={toc} />}
      </main>
    </div>
  );
}
