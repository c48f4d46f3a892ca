// One docs-sidebar link; the current page gets the active class and aria-current.
// Pure function of props; visibility is decided by the caller.
import type { SidebarLink } from '../props.js';

/** A sidebar link list item. */
export function SidebarLinkItem({ item }: { item: SidebarLink }) {
  return (
    <li className="menu__list-item">
      <a
        className={item.active ? 'menu__link menu__link--active' : 'menu__link'}
        href={item.href}
        aria-current={item.active ? 'page' : undefined}
      >
        {item.label}
      </a>
    </li>
  );
}
