// The not-found page: what happened, in docsgen's own words, then ways on, as Stripe does: search (with
// JS), the home page and the docs entries, navbar and footer links, each described by the page it leads
// to (src/render/not-found-props.ts). Pure function of props.
import type { NotFoundPageProps } from '../props.js';

/** The page for the `not-found` route. */
export function NotFoundPage({ page }: { page: NotFoundPageProps }) {
  const links = page.waysOn ?? [];
  return (
    <main className="page-main not-found">
      <div className="doc-content">
        <h1>{page.title}</h1>
        <p>There is no page at this address. It may have moved or been renamed, or the link that brought you here may have a typo.</p>
        <div className="not-found__actions">
          <button type="button" className="button button--primary not-found__search" data-island="SearchButton">
            Search the docs
          </button>
          <a className="button button--secondary" href={page.chrome.baseUrl}>
            Go to the home page
          </a>
        </div>
        {links.length > 0 && (
          <section className="not-found__links" aria-labelledby="not-found-links">
            <h2 id="not-found-links">Popular pages</h2>
            <ul className="not-found__list">
              {links.map((link) => (
                <li key={link.href}>
                  <a className="not-found__link" href={link.href}>
                    <span className="not-found__label">{link.label}</span>
                    {link.description && <span className="not-found__description">{link.description}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
