// Picks the page component for a route kind and wraps it in the site Layout.
// Pure function of props; every PageKind must have a branch (the compiler checks this).
import type { PageProps } from './props.js';
import { Layout } from './layout/Layout.js';
import { CategoryIndexPage } from './pages/CategoryIndexPage.js';
import { DocPage } from './pages/DocPage.js';
import { HomePage } from './pages/HomePage.js';
import { MarkdownPage } from './pages/MarkdownPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { ApiReferencePage } from './pages/ApiReferencePage.js';
import { BlogArchivePage } from './pages/BlogArchivePage.js';
import { BlogAuthorsPage } from './pages/BlogAuthorsPage.js';
import { BlogListPage } from './pages/BlogListPage.js';
import { BlogPostPage } from './pages/BlogPostPage.js';
import { BlogTagPage } from './pages/BlogTagPage.js';
import { BlogTagsPage } from './pages/BlogTagsPage.js';

export interface AppProps {
  props: PageProps;
}

function renderPage(page: PageProps) {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} />;
    case 'category-index':
      return <CategoryIndexPage page={page} />;
    case 'page':
      return <MarkdownPage page={page} />;
    case 'home':
      return <HomePage page={page} />;
    case 'blog-post':
      return <BlogPostPage page={page} />;
    case 'blog-list':
      return <BlogListPage page={page} />;
    case 'blog-tag':
      return <BlogTagPage page={page} />;
    case 'blog-tags':
      return <BlogTagsPage page={page} />;
    case 'blog-archive':
      return <BlogArchivePage page={page} />;
    case 'blog-authors':
      return <BlogAuthorsPage page={page} />;
    case 'not-found':
      return <NotFoundPage page={page} />;
    case 'api':
      return <ApiReferencePage page={page} />;
    default: {
      const unknown: never = page;
      throw new Error(`docsgen theme: no page component for route kind ${JSON.stringify(unknown)}`);
    }
  }
}

/** The whole body content of one page: Layout around the page component for `props.kind`. */
export function App({ props }: AppProps) {
  return (
    <Layout chrome={props.chrome} url={props.url}>
      {renderPage(props)}
    </Layout>
  );
}
