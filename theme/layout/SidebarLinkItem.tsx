// One docs-sidebar link; the current page gets the active class and aria-current, an external one the icon.
// Pure function of props; visibility is decided by the caller.
import type { SidebarLink } from '../props.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';

/** A sidebar link list item. */
export function SidebarLinkItem({ item }: { item: SidebarLink }) {
  return (
    <li className={item.className ? `menu__list-item ${item.className}` : 'menu__list-item'}>
      <a
        className={item.active ? 'menu__link menu__link--active' : 'menu__link'}
        href={item.href}
        aria-current={item.active ? 'page' : undefined}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {item.external && <ExternalLinkIcon />}
      </a>
    </li>
  );
}
