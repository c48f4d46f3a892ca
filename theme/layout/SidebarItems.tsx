// A list of docs-sidebar items (links, categories and html), recursing through categories.
// Pure function of props; filters out items that must not be shown. Each item's markup is rendered once
// per item object and reused (see renderedItem).
import { renderToString } from 'react-dom/server';
import type { SidebarItem } from '../props.js';
import { SidebarCategoryItem } from './SidebarCategoryItem.js';
import { SidebarHtmlItem } from './SidebarHtmlItem.js';
import { SidebarLinkItem } from './SidebarLinkItem.js';
import { isSidebarItemVisible } from './sidebar-visibility.js';

/** A `ul.menu__list` of the visible items. */
export function SidebarItems({ items }: { items: SidebarItem[] }) {
  const html = items.filter(isSidebarItemVisible).map(renderedItem).join('');
  return <ul className="menu__list" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The markup of one item, by item object. Page props are plain data never changed once built, and every
 * item a page does not expand is the same object on every page of its sidebar (src/render/page-props.ts),
 * so a page renders only the categories on its own path: rendering every item for every page made a
 * build quadratic in a big site (50,000 pages: 250 sections on each page, twice, desktop and mobile).
 * An item's markup is what React writes for it in place: an `<li>` element, never bare text, so nothing
 * separates it from its neighbours.
 */
const renderedItems = new WeakMap<SidebarItem, string>();

function renderedItem(item: SidebarItem): string {
  let html = renderedItems.get(item);
  if (html === undefined) {
    html = renderToString(<SidebarEntry item={item} />);
    renderedItems.set(item, html);
  }
  return html;
}

function SidebarEntry({ item }: { item: SidebarItem }) {
  if (item.type === 'link') return <SidebarLinkItem item={item} />;
  if (item.type === 'html') return <SidebarHtmlItem item={item} />;
  return <SidebarCategoryItem item={item} />;
}
