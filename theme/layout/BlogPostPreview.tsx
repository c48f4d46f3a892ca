// A post in a list or tag page: header, its excerpt (or whole content when it has no truncate marker),
// tags and a "Read more" link when truncated. Pure function of props.
import type { BlogPostPreview as BlogPostPreviewProps } from '../props.js';
import { MarkdownHtml } from '../markdown/MarkdownHtml.js';
import { BlogPostHeader } from './BlogPostHeader.js';
import { BlogTagList } from './BlogTagList.js';

/** One post of a list, as an `<article>`. */
export function BlogPostPreview({ post }: { post: BlogPostPreviewProps }) {
  return (
    <article className="blog-post-preview">
      <BlogPostHeader title={post.title} href={post.href} date={post.date} authors={post.authors} />
      <div className="markdown">
        <MarkdownHtml content={post.content} />
      </div>
      {(post.tags.length > 0 || post.truncated) && (
        <footer className="blog-post-preview__footer">
          <BlogTagList tags={post.tags} />
          {post.truncated && (
            <a className="blog-post-preview__more" href={post.href} aria-label={`Read more about ${post.title}`}>
              <b>Read more</b>
            </a>
          )}
        </footer>
      )}
    </article>
  );
}
