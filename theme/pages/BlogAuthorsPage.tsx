// The blog's authors (authors.yml): avatar, name, title, links and post count. Pure function of props.
import type { BlogAuthorsPageProps } from '../props.js';
import { BlogAuthor } from '../layout/BlogAuthor.js';
import { BlogLayout } from '../layout/BlogLayout.js';

/** The page for a `blog-authors` route. */
export function BlogAuthorsPage({ page }: { page: BlogAuthorsPageProps }) {
  return (
    <BlogLayout sidebar={page.sidebar}>
      <h1>Authors</h1>
      <ul className="blog-author-index">
        {page.authors.map((author, i) => (
          <li key={`${i}-${author.name}`} className="blog-author-index__item">
            <BlogAuthor author={author} count={author.count} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
