// The tags of a post, as links to their pages. Renders nothing without tags; pure function of props.
import type { BlogTagProps } from '../props.js';

/** "Tags:" and one link per tag. */
export function BlogTagList({ tags }: { tags: BlogTagProps[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <b className="blog-tags__label">Tags:</b>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag.href} className="blog-tags__item">
            <a className="blog-tag" href={tag.href} rel="tag">
              {tag.label}
              {tag.count !== undefined && <span className="blog-tag__count">{tag.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
