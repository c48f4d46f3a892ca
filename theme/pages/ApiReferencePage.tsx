// The API reference page: navigation by tag, then the sections of this page (tags or parts of tags with
// their operations, docs beside samples; webhooks; models), after the overview on the entry page.
import type { ApiReferencePageProps } from '../props.js';
import { ApiContext } from '../api/ApiContext.js';
import { ApiIndex } from '../api/ApiIndex.js';
import { ApiModels } from '../api/ApiModels.js';
import { ApiNav } from '../api/ApiNav.js';
import { ApiOperation } from '../api/ApiOperation.js';
import { ApiOverview } from '../api/ApiOverview.js';
import { ApiRedirects } from '../api/ApiRedirects.js';
import { ApiTagSection } from '../api/ApiTagSection.js';

/** The page for an `api` route. */
export function ApiReferencePage({ page }: { page: ApiReferencePageProps }) {
  const listOnly = page.overview && page.sections.length === 0;
  const level = page.overview ? 2 : 1;
  return (
    <ApiContext.Provider
      value={{
        schemes: page.info.securitySchemes,
        elsewhere: page.elsewhere ?? {},
        sectionLevel: level,
        ...(page.tryIt ? { tryIt: { server: page.info.servers[0]?.resolved ?? '' } } : {}),
      }}
    >
      <div className="api-page">
        {page.redirects && <ApiRedirects redirects={page.redirects} />}
        <ApiNav tags={page.nav} title={page.title} servers={page.info.servers} />
        <main className="api-main">
          {page.overview && <ApiOverview info={page.info} title={page.title} {...(page.downloads ? { downloads: page.downloads } : {})} />}
          {listOnly && page.index && <ApiIndex groups={page.index} />}
          {page.sections.map((section) => {
            if (section.kind === 'tag') return <ApiTagSection key={section.tag.id} tag={section.tag} part={section.part} headingLevel={level} />;
            if (section.kind === 'models') return <ApiModels key="models" schemas={section.schemas} part={section.part} headingLevel={level} />;
            const Heading = level === 1 ? 'h1' : 'h2';
            const first = !section.part || section.part.index === 1;
            return (
              <section key="webhooks" className="api-tag" aria-labelledby="webhooks-title">
                <header className="api-tag__header">
                  <Heading {...(first ? { id: 'webhooks' } : {})} className="api-tag__title">
                    <span id="webhooks-title">Webhooks</span>
                    {section.part && <span className="api-tag__part">{` (part ${section.part.index} of ${section.part.count})`}</span>}
                  </Heading>
                  <p>Requests the API sends to your endpoints.</p>
                </header>
                {section.operations.map((op) => (
                  <ApiOperation key={op.id} op={op} />
                ))}
              </section>
            );
          })}
        </main>
      </div>
    </ApiContext.Provider>
  );
}
