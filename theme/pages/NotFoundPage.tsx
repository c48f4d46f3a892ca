// The not-found page: what happened, then ways on, as Docusaurus and Stripe do: search (with JS), the
// docs entries, the site's own navbar and footer links, and the home page. Pure function of props.
import type { NavLink, NotFoundPageProps } from '../props.js';

/** Internal links worth offering: docs entries first, then the navbar's and footer's, once each, no home. */
function waysOn(page: NotFoundPageProps): NavLink[] {
  const { navbar, footer, baseUrl } = page.chrome;
  const candidates = [...(page.docsEntries ?? []), ...navbar.items, ...footer.columns.flatMap((column) => column.items)].filter(
    (link) => !link.external && link.href !== baseUrl && !/^[a-z][a-z\d+.-]*:|^\/\//i.test(link.href),
  );
  const seen = new Set<string>();
  return candidates.filter((link) => !seen.has(link.href) && seen.add(link.href));
}

/** The page for the `not-found` route. */
export function NotFoundPage({ page }: { page: NotFoundPageProps }) {
  const links = waysOn(page);
  return (
    <main className="page-main not-found">
      <div className="doc-content">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
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
                    <span className="not-found__path">{link.href}</span>
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
