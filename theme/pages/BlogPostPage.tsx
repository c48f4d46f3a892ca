// A blog post: header (title, date, authors), the markdown body with heading anchors, tags, the
// newer/older post links, the TOC and the blog sidebar. Pure function of props.
import type { BlogPostPageProps } from '../props.js';
import { BlogLayout } from '../layout/BlogLayout.js';
import { BlogPostHeader } from '../layout/BlogPostHeader.js';
import { BlogPostPaginator } from '../layout/BlogPostPaginator.js';
import { BlogTagList } from '../layout/BlogTagList.js';
import { TocCollapsible } from '../layout/TocCollapsible.js';
import { MarkdownHtml } from '../markdown/MarkdownHtml.js';

/** The page for a `blog-post` route. */
export function BlogPostPage({ page }: { page: BlogPostPageProps }) {
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <BlogLayout sidebar={page.sidebar} toc={page.hideTableOfContents ? undefined : page.toc}>
      <article className="blog-post">
        <BlogPostHeader title={page.title} hideTitle={page.content.startsWithH1} date={page.date} authors={page.authors} />
        <div className="markdown">
          <MarkdownHtml content={page.content} afterTitle={showToc && <TocCollapsible items={page.toc} />} />
        </div>
        {page.tags.length > 0 && (
          <footer className="blog-post__footer">
            <BlogTagList tags={page.tags} />
          </footer>
        )}
      </article>
      <BlogPostPaginator prev={page.prev} next={page.next} />
    </BlogLayout>
  );
}
