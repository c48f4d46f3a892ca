// A page of the blog's post list: the blog title and description on page 1, the posts' previews, and
// newer/older entries links. Pure function of props.
import type { BlogListPageProps } from '../props.js';
import { BlogLayout } from '../layout/BlogLayout.js';
import { BlogListPaginator } from '../layout/BlogListPaginator.js';
import { BlogPostPreview } from '../layout/BlogPostPreview.js';

/** The page for a `blog-list` route. */
export function BlogListPage({ page }: { page: BlogListPageProps }) {
  return (
    <BlogLayout sidebar={page.sidebar}>
      <header className="blog-list-header">
        <h1>{page.blogTitle}</h1>
        {page.blogDescription && <p className="blog-list-header__description">{page.blogDescription}</p>}
        {page.totalPages > 1 && <p className="blog-list-header__page">{`Page ${page.page} of ${page.totalPages}`}</p>}
      </header>
      {page.posts.length === 0 && <p>No posts yet.</p>}
      {page.posts.map((post) => (
        <BlogPostPreview key={post.href} post={post} />
      ))}
      <BlogListPaginator paging={page} />
    </BlogLayout>
  );
}
