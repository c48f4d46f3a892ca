// The home page: a hero (title, tagline, actions), the optional markdown body (what a developer needs
// first: a code sample, quickstarts, reference links), then the feature cards in a grid whose column
// count divides their number. Pure function of props; all text is escaped by React.
import type { HomePageProps } from '../props.js';
import { MarkdownHtml } from '../markdown/MarkdownHtml.js';
import { HomeActionLink } from './HomeActionLink.js';

/** Columns of the feature grid: three, or two when that fills the rows and three does not. */
export function featureColumns(count: number): 2 | 3 {
  return count % 3 !== 0 && count % 2 === 0 ? 2 : 3;
}

/** The page for the `home` route. */
export function HomePage({ page }: { page: HomePageProps }) {
  const { hero, features, content } = page;
  return (
    <main className="home-main">
      <header className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{hero.title}</h1>
          <p className="hero__tagline">{hero.tagline}</p>
          {hero.actions.length > 0 && (
            <div className="hero__actions">
              {hero.actions.map((action) => (
                <HomeActionLink key={`${action.label}-${action.href}`} action={action} />
              ))}
            </div>
          )}
        </div>
      </header>
      {content && (
        <div className="home-content markdown">
          <MarkdownHtml content={content} />
        </div>
      )}
      {features.length > 0 && (
        <section className="features" aria-label="Features">
          <ul className={`card-grid card-grid--cols-${featureColumns(features.length)}`}>
            {features.map((feature) => (
              <li key={feature.title} className="card-grid__item">
                <div className="card feature">
                  <h2 className="card__title">{feature.href ? <a href={feature.href}>{feature.title}</a> : feature.title}</h2>
                  <p className="card__description">{feature.details}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
