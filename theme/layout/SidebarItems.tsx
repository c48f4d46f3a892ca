// A list of docs-sidebar items (links, categories and html), recursing through categories.
// Pure function of props; filters out items that must not be shown.
import type { SidebarItem } from '../props.js';
import { SidebarCategoryItem } from './SidebarCategoryItem.js';
import { SidebarHtmlItem } from './SidebarHtmlItem.js';
import { SidebarLinkItem } from './SidebarLinkItem.js';
import { isSidebarItemVisible } from './sidebar-visibility.js';

/** A `ul.menu__list` of the visible items. */
export function SidebarItems({ items }: { items: SidebarItem[] }) {
  return (
    <ul className="menu__list">
      {items.filter(isSidebarItemVisible).map((item, index) =>
        item.type === 'link' ? (
          <SidebarLinkItem key={`${index}-${item.href}`} item={item} />
        ) : item.type === 'html' ? (
          <SidebarHtmlItem key={`${index}-html`} item={item} />
        ) : (
          <SidebarCategoryItem key={`${index}-${item.label}`} item={item} />
        ),
      )}
    </ul>
  );
}
