// Every tag of the blog with its post count and description. Pure function of props.
import type { BlogTagsPageProps } from '../props.js';
import { BlogLayout } from '../layout/BlogLayout.js';

/** The page for a `blog-tags` route. */
export function BlogTagsPage({ page }: { page: BlogTagsPageProps }) {
  return (
    <BlogLayout sidebar={page.sidebar}>
      <h1>Tags</h1>
      <ul className="blog-tag-index">
        {page.tags.map((tag) => (
          <li key={tag.href} className="blog-tag-index__item">
            <a className="blog-tag" href={tag.href}>
              {tag.label}
              <span className="blog-tag__count">{tag.count}</span>
            </a>
            {tag.description && <span className="blog-tag-index__description">{tag.description}</span>}
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
