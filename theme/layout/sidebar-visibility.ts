// Which sidebar items appear in the HTML: unlisted links only when active, empty categories dropped.
// Pure functions over SidebarItem data; must not change the items.
import type { SidebarCategory, SidebarItem } from '../props.js';

/** True when the item should be rendered for the current page. */
export function isSidebarItemVisible(item: SidebarItem): boolean {
  if (item.type === 'link') return !item.unlisted || item.active;
  if (item.type === 'html') return true;
  return item.active || item.href !== undefined || item.items.some(isSidebarItemVisible);
}

/** The category's children that should be rendered. */
export function visibleChildren(category: SidebarCategory): SidebarItem[] {
  return category.items.filter(isSidebarItemVisible);
}
