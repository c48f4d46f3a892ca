// A doc page: sidebar on the left, the article with breadcrumbs and pagination, the TOC on the right
// (or, on narrower screens, as an "On this page" disclosure under the title).
// Pure function of props; adds an h1 from the title only when the markdown lacks one and the front
// matter does not hide it (`hide_title`).
import type { DocPageProps } from '../props.js';
import { Breadcrumbs } from '../layout/Breadcrumbs.js';
import { DocSidebar, hasDocSidebar } from '../layout/DocSidebar.js';
import { DocSidebarMobile } from '../layout/DocSidebarMobile.js';
import { Pagination } from '../layout/Pagination.js';
import { TableOfContents } from '../layout/TableOfContents.js';
import { TocCollapsible } from '../layout/TocCollapsible.js';
import { MarkdownHtml } from '../markdown/MarkdownHtml.js';

/** The page for a `doc` route. */
export function DocPage({ page }: { page: DocPageProps }) {
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <div className={hasDocSidebar(page.sidebar) ? 'doc-page' : 'doc-page doc-page--no-sidebar'}>
      <DocSidebar sidebar={page.sidebar} />
      <main className={showToc ? 'doc-main with-toc' : 'doc-main'}>
        <div className="doc-content">
          <DocSidebarMobile sidebar={page.sidebar} />
          <article className="doc-article">
            <Breadcrumbs items={page.breadcrumbs} baseUrl={page.chrome.baseUrl} />
            <div className="markdown">
              {!page.content.startsWithH1 && !page.hideTitle && (
                <header>
                  <h1>{page.title}</h1>
                </header>
              )}
              <MarkdownHtml content={page.content} afterTitle={showToc && <TocCollapsible items={page.toc} />} />
            </div>
            {page.markdownUrl && (
              <p className="doc-article__markdown">
                <a href={page.markdownUrl} type="text/markdown">
                  View as Markdown
                </a>
              </p>
            )}
          </article>
          <Pagination prev={page.prev} next={page.next} />
        </div>
        {showToc && <TableOfContents items={page.toc} />}
      </main>
    </div>
  );
}
