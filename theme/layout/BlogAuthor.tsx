// One author of a post (or of the authors page): avatar, name (linked when it has a url or email),
// title and social links. Pure function of props.
import type { BlogAuthorProps } from '../props.js';

/** An author card; `count` adds the number of posts (authors page). */
export function BlogAuthor({ author, count }: { author: BlogAuthorProps; count?: number }) {
  const name = <span className="blog-author__name-text">{author.name}</span>;
  return (
    <div className="blog-author">
      {author.imageUrl && <img className="blog-author__avatar" src={author.imageUrl} alt="" width={48} height={48} />}
      <div className="blog-author__info">
        <div className="blog-author__name">
          {author.href ? (
            <a href={author.href} rel={author.href.startsWith('http') ? 'noopener noreferrer' : undefined}>
              {name}
            </a>
          ) : (
            name
          )}
        </div>
        {author.title && <div className="blog-author__title">{author.title}</div>}
        {(author.socials.length > 0 || count !== undefined) && (
          <div className="blog-author__meta">
            {count !== undefined && <span className="blog-author__count">{count === 1 ? '1 post' : `${count} posts`}</span>}
            {author.socials.map((s) => (
              <a key={s.platform} className="blog-author__social" href={s.url} rel="noopener noreferrer">
                {s.platform}
              </a>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
