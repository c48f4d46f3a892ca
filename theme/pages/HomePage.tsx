// The home page: a hero (title, tagline, actions), a grid of feature cards, then optional markdown.
// Pure function of props; all text is escaped by React.
import type { HomePageProps } from '../props.js';
import { MarkdownHtml } from '../markdown/MarkdownHtml.js';
import { HomeActionLink } from './HomeActionLink.js';

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
      {features.length > 0 && (
        <section className="features" aria-label="Features">
          <ul className="card-grid">
            {features.map((feature) => (
              <li key={feature.title} className="card-grid__item">
                <div className="card feature">
                  <h2 className="card__title">
                    {feature.href ? <a href={feature.href}>{feature.title}</a> : feature.title}
                  </h2>
                  <p className="card__description">{feature.details}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {content && (
        <div className="home-content markdown">
          <MarkdownHtml content={content} />
        </div>
      )}
    </main>
  );
}
