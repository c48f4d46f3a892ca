// The API reference page: navigation by tag, then the operations (docs beside samples), or on the
// entry page of a split reference the overview and the tag list. Pure function of props.
import type { ApiReferencePageProps } from '../props.js';
import { ApiNav } from '../api/ApiNav.js';
import { ApiOperation } from '../api/ApiOperation.js';
import { ApiOverview } from '../api/ApiOverview.js';
import { ApiRedirects } from '../api/ApiRedirects.js';
import { ApiTagSection } from '../api/ApiTagSection.js';

/** The page for an `api` route. */
export function ApiReferencePage({ page }: { page: ApiReferencePageProps }) {
  const schemes = page.info.securitySchemes;
  const listOnly = page.overview && page.tags.length === 0;
  return (
    <div className="api-page">
      {page.redirects && <ApiRedirects redirects={page.redirects} />}
      <ApiNav tags={page.nav} title={page.title} />
      <main className="api-main">
        {page.overview && <ApiOverview info={page.info} title={page.title} />}
        {listOnly && (
          <ul className="api-tag-list">
            {page.nav
              .filter((tag) => tag.id !== 'webhooks')
              .map((tag) => (
                <li key={tag.id}>
                  <a href={tag.href}>{tag.name}</a>
                </li>
              ))}
          </ul>
        )}
        {page.tags.map((tag) => (
          <ApiTagSection key={tag.id} tag={tag} schemes={schemes} headingLevel={page.overview ? 2 : 1} />
        ))}
        {page.webhooks.length > 0 && (
          <section className="api-tag" aria-labelledby="webhooks">
            <header className="api-tag__header">
              <h2 id="webhooks" className="api-tag__title">
                Webhooks
              </h2>
              <p>Requests the API sends to your endpoints.</p>
            </header>
            {page.webhooks.map((op) => (
              <ApiOperation key={op.id} op={op} schemes={schemes} />
            ))}
          </section>
        )}
      </main>
    </div>
  );
}
