// One tag's posts, paged like the list: "N posts tagged with …", the tag's description, a link to all
// tags, the previews. Pure function of props.
import type { BlogTagPageProps } from '../props.js';
import { BlogLayout } from '../layout/BlogLayout.js';
import { BlogListPaginator } from '../layout/BlogListPaginator.js';
import { BlogPostPreview } from '../layout/BlogPostPreview.js';

/** The page for a `blog-tag` route. */
export function BlogTagPage({ page }: { page: BlogTagPageProps }) {
  return (
    <BlogLayout sidebar={page.sidebar}>
      <header className="blog-list-header">
        <h1>{page.title}</h1>
        {page.tag.description && <p className="blog-list-header__description">{page.tag.description}</p>}
        <a href={page.allTagsHref}>View all tags</a>
      </header>
      {page.posts.map((post) => (
        <BlogPostPreview key={post.href} post={post} />
      ))}
      <BlogListPaginator paging={page} />
    </BlogLayout>
  );
}
