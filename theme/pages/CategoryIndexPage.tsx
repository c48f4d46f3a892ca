// A generated category index: the title, its description and a grid of cards, one per item.
// Pure function of props; a card shows its description, else its item count.
import type { CategoryCard, CategoryIndexPageProps } from '../props.js';
import { Breadcrumbs } from '../layout/Breadcrumbs.js';
import { DocSidebar, hasDocSidebar } from '../layout/DocSidebar.js';
import { DocSidebarMobile } from '../layout/DocSidebarMobile.js';
import { Pagination } from '../layout/Pagination.js';

function cardText(card: CategoryCard): string | undefined {
  if (card.description) return card.description;
  if (card.count !== undefined) return card.count === 1 ? '1 item' : `${card.count} items`;
  return undefined;
}

/** The page for a `category-index` route. */
export function CategoryIndexPage({ page }: { page: CategoryIndexPageProps }) {
  return (
    <div className={hasDocSidebar(page.sidebar) ? 'doc-page' : 'doc-page doc-page--no-sidebar'}>
      <DocSidebar sidebar={page.sidebar} />
      <main className="doc-main">
        <div className="doc-content">
          <DocSidebarMobile sidebar={page.sidebar} />
          <article className="doc-article">
            <Breadcrumbs items={page.breadcrumbs} baseUrl={page.chrome.baseUrl} />
            <header className="category-header">
              <h1>{page.title}</h1>
              {page.description && <p className="category-header__description">{page.description}</p>}
            </header>
            <ul className="card-grid">
              {page.cards.map((card) => {
                const text = cardText(card);
                return (
                  <li key={card.href} className="card-grid__item">
                    <a className="card" href={card.href}>
                      <h2 className="card__title">{card.label}</h2>
                      {text && <p className="card__description">{text}</p>}
                    </a>
                  </li>
                );
              })}
            </ul>
          </article>
          <Pagination prev={page.prev} next={page.next} />
        </div>
      </main>
    </div>
  );
}
