// Every listed post, grouped by year (UTC), newest first: "{Month D} - {title}". Pure function of props.
import type { BlogArchivePageProps } from '../props.js';
import { BlogLayout } from '../layout/BlogLayout.js';

/** The page for a `blog-archive` route; each year is an h2 whose id is the year. */
export function BlogArchivePage({ page }: { page: BlogArchivePageProps }) {
  return (
    <BlogLayout sidebar={page.sidebar}>
      <header className="blog-list-header">
        <h1>Archive</h1>
        <p className="blog-list-header__description">Every {page.blogTitle.toLowerCase()} post, newest first.</p>
      </header>
      {page.years.map((group) => (
        <section key={group.year} className="blog-archive__year">
          <h2 id={group.year}>{group.year}</h2>
          <ul className="blog-archive__list">
            {group.posts.map((post) => (
              <li key={post.href}>
                <a href={post.href}>
                  <time dateTime={post.date.iso}>{post.date.text}</time>
                  {` - ${post.title}`}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
