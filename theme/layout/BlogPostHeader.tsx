// The header of a post, on its page (h1) or in a list (h2 linking to the post): title, date as
// `<time datetime>` and authors. No reading time (the site's spec). Pure function of props.
import type { BlogAuthorProps, BlogDate } from '../props.js';
import { BlogAuthor } from './BlogAuthor.js';

export interface BlogPostHeaderProps {
  title: string;
  /** Set in lists: the title links to the post and is an h2. */
  href?: string;
  /** On a post page whose markdown starts with its own h1. */
  hideTitle?: boolean;
  date: BlogDate;
  authors: BlogAuthorProps[];
}

/** Title, date and authors of a post. */
export function BlogPostHeader({ title, href, hideTitle, date, authors }: BlogPostHeaderProps) {
  return (
    <header className="blog-post-header">
      {href ? (
        <h2 className="blog-post-header__title">
          <a href={href}>{title}</a>
        </h2>
      ) : (
        !hideTitle && <h1 className="blog-post-header__title">{title}</h1>
      )}
      <div className="blog-post-header__date">
        <time dateTime={date.iso}>{date.text}</time>
      </div>
      {authors.length > 0 && (
        <div className="blog-post-header__authors">
          {authors.map((author, i) => (
            <BlogAuthor key={`${i}-${author.name}`} author={author} />
          ))}
        </div>
      )}
    </header>
  );
}
