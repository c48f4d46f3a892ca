// The navbar's links for readers without JavaScript on narrow screens: a native disclosure standing in
// for the drawer, so the bar stays one row. CSS shows it only then (html:not(.js), ≤996px).
import type { NavbarItem } from '../props.js';
import { NavbarItemLink } from './NavbarItemLink.js';

/** A "Site menu" disclosure (hamburger icon) holding every navbar item; `url` is the current page's path. */
export function NavbarMenu({ items, url }: { items: NavbarItem[]; url: string }) {
  if (items.length === 0) return null;
  return (
    <details className="navbar-menu">
      <summary className="navbar-menu__toggle">
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
          <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
        <span className="visually-hidden">Site menu</span>
      </summary>
      <ul className="navbar-menu__list">
        {items.map((item) => (
          <li key={`${item.label}-${item.href}`}>
            <NavbarItemLink item={item} url={url} />
          </li>
        ))}
      </ul>
    </details>
  );
}
