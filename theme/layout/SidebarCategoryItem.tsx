// One docs-sidebar category: its link or toggle, a caret button, and its children.
// Children are always in the HTML; CSS hides collapsed lists only once JS runs (html.js), so no-JS readers see all.
import type { SidebarCategory } from '../props.js';
import { SidebarItems } from './SidebarItems.js';
import { visibleChildren } from './sidebar-visibility.js';

/** A category list item; an active category is always expanded. */
export function SidebarCategoryItem({ item }: { item: SidebarCategory }) {
  const children = visibleChildren(item);
  if (children.length === 0) {
    // Nothing to expand: a category with a page becomes a plain link, one without is dropped.
    if (item.href === undefined) return null;
    return (
      <li className={item.className ? `menu__list-item ${item.className}` : 'menu__list-item'}>
        <a className={item.current ? 'menu__link menu__link--active' : 'menu__link'} href={item.href} aria-current={item.current ? 'page' : undefined}>
          {item.label}
        </a>
      </li>
    );
  }

  const expanded = !item.collapsible || !item.collapsed || item.active;
  const itemClass = `${expanded ? 'menu__list-item' : 'menu__list-item menu__list-item--collapsed'}${item.className ? ` ${item.className}` : ''}`;
  const linkClass = `menu__link menu__link--sublist${item.active ? ' menu__link--active' : ''}`;
  const caretLabel = `${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`;

  let head;
  if (item.href !== undefined) {
    head = (
      <>
        <a className={linkClass} href={item.href} aria-current={item.current ? 'page' : undefined}>
          {item.label}
        </a>
        {item.collapsible && <button type="button" className="menu__caret" aria-expanded={expanded} aria-label={caretLabel} />}
      </>
    );
  } else if (item.collapsible) {
    // No page of its own: the whole label is the toggle, so it is a real button.
    head = (
      <button type="button" className={`${linkClass} menu__link--sublist-caret`} aria-expanded={expanded}>
        {item.label}
      </button>
    );
  } else {
    head = <span className={linkClass}>{item.label}</span>;
  }

  return (
    <li className={itemClass}>
      <div className={item.current ? 'menu__list-item-collapsible menu__list-item-collapsible--active' : 'menu__list-item-collapsible'}>{head}</div>
      <SidebarItems items={children} />
    </li>
  );
}
