// The not-found page: a heading, one sentence and a link home.
// Pure function of props; the status code is src/'s business.
import type { NotFoundPageProps } from '../props.js';

/** The page for the `not-found` route. */
export function NotFoundPage({ page }: { page: NotFoundPageProps }) {
  return (
    <main className="page-main not-found">
      <div className="doc-content">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          <a href={page.chrome.baseUrl}>Go to the home page</a>
        </p>
      </div>
    </main>
  );
}
