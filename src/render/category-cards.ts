// A category's cards: what a category index page shows, and what an MDX doc's `<DocCardList />` is filled
// with (the items of the sidebar category the page stands for, as Docusaurus shows them).
import type { CategoryCard, RenderedMarkdown } from '../../theme/props.js';
import type { ResolvedSidebarItem, Route, RouteGraph } from '../routes/types.js';
import { withBase } from '../routes/urls.js';
import { escapeHtml } from '../util/html.js';
import { ownUrl } from '../util/safe-url.js';
import { recordedLists } from './recorded-sidebar.js';

export function categoryCards(graph: RouteGraph, instanceId: string, url: string): CategoryCard[] {
  const instance = graph.instances.get(instanceId);
  const name = instance?.sidebarOf.get(url);
  const sidebar = name === undefined ? undefined : instance?.sidebars.get(name);
  // Recorded, the category the cards show is noted, not the whole sidebar.
  const lists = sidebar && recordedLists(sidebar);
  lists?.noteCategory(url);
  const category = sidebar && findCategory(lists?.items ?? sidebar.items, url);
  if (category?.type !== 'category') return [];
  return category.items.flatMap((item): CategoryCard[] => {
    if (item.type === 'html' || (item.type === 'link' && item.unlisted)) return [];
    const href = item.type === 'category' ? (item.href ?? item.fallbackHref) : item.href;
    if (!href) return [];
    const target = graph.routes.get(href);
    const description = item.type === 'category' ? item.description : (item.description ?? target?.description);
    return [
      {
        label: item.label,
        href: ownUrl(withBase(graph.baseUrl, href)),
        ...(description ? { description } : {}),
        ...(item.type === 'category' ? { count: item.items.filter((i) => i.type !== 'html' && !(i.type === 'link' && i.unlisted)).length } : {}),
      },
    ];
  });
}

const categoriesByHref = new WeakMap<readonly ResolvedSidebarItem[], Map<string, ResolvedSidebarItem>>();

/** The first category (depth first) whose own page is `url`, from a map built once per sidebar. */
export function findCategory(items: readonly ResolvedSidebarItem[], url: string): ResolvedSidebarItem | undefined {
  let byHref = categoriesByHref.get(items);
  if (!byHref) {
    const found = new Map<string, ResolvedSidebarItem>();
    const visit = (list: readonly ResolvedSidebarItem[]) => {
      for (const item of list) {
        if (item.type !== 'category') continue;
        if (item.href !== undefined && !found.has(item.href)) found.set(item.href, item);
        visit(item.items);
      }
    };
    visit(items);
    categoriesByHref.set(items, (byHref = found));
  }
  return byHref.get(url);
}

/** What theme/mdx/DocCardList.tsx renders, for the page props to fill. */
const DOC_CARD_LIST = '<div class="doc-card-list" data-doc-card-list=""></div>';

/**
 * An MDX page's `<DocCardList />` filled with the cards of the category the page stands for (its
 * sidebar category's items, as Docusaurus shows them), in the category index pages' markup. With a
 * body's stand-in (whose HTML is not read), the cards the page would show there go with it.
 */
export function withDocCards(content: RenderedMarkdown, graph: RouteGraph, route: Extract<Route, { kind: 'doc' }>, standIn: boolean): RenderedMarkdown {
  if (standIn) {
    const cards = categoryCards(graph, route.instanceId, route.url);
    return cards.length === 0 ? content : { ...content, html: `${content.html}\0${JSON.stringify(cards)}` };
  }
  if (!content.html.includes(DOC_CARD_LIST)) return content;
  const cards = categoryCards(graph, route.instanceId, route.url).map((card) => {
    const text = card.description ?? (card.count === undefined ? undefined : card.count === 1 ? '1 item' : `${card.count} items`);
    const description = text ? `<p class="card__description">${escapeHtml(text)}</p>` : '';
    return `<li class="card-grid__item"><a class="card" href="${escapeHtml(card.href)}"><h2 class="card__title">${escapeHtml(card.label)}</h2>${description}</a></li>`;
  });
  return { ...content, html: content.html.split(DOC_CARD_LIST).join(`<ul class="card-grid">${cards.join('')}</ul>`) };
}
