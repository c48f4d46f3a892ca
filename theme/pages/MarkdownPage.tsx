// A standalone markdown page (e.g. /markdown-page): the body with an optional TOC, no sidebar.
// Pure function of props; adds an h1 from the title only when the markdown lacks one. A React page
// (src/pages/*.js) is its component's HTML alone.
import type { MarkdownPageProps } from '../props.js';
import { TableOfContents } from '../layout/TableOfContents.js';
import { TocCollapsible } from '../layout/TocCollapsible.js';
import { MarkdownHtml } from '../markdown/MarkdownHtml.js';

/** The page for a `page` route. */
export function MarkdownPage({ page }: { page: MarkdownPageProps }) {
  // A React page lays itself out (its own <main>, hero, containers), as under Docusaurus's <Layout>.
  if (page.component) return <div className="component-page" dangerouslySetInnerHTML={{ __html: page.content.html }} />;
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <main className={showToc ? 'page-main with-toc' : 'page-main'}>
      <div className="doc-content">
        <article className="markdown">
          {!page.content.startsWithH1 && (
            <header>
              <h1>{page.title}</h1>
            </header>
          )}
          <MarkdownHtml content={page.content} afterTitle={showToc && <TocCollapsible items={page.toc} />} />
        </article>
      </div>
      {showToc && <TableOfContents items={page.toc} />}
    </main>
  );
}
