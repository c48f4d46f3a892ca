// The sticky top navbar: hamburger, brand, left items, right items and the colour-mode toggle.
// Renders nothing when there are no items; must not read the location or storage itself.
import type { SiteChrome } from '../props.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { NavbarItemLink } from './NavbarItemLink.js';

export interface NavbarProps {
  chrome: SiteChrome;
  /** The current page's URL path, used to mark active items. */
  url: string;
}

/** The main navigation landmark, or null when the config lists no navbar items. */
export function Navbar({ chrome, url }: NavbarProps) {
  const { items, title, logo } = chrome.navbar;
  if (items.length === 0) return null;
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  return (
    <nav aria-label="Main" className="navbar">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded="false">
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          {(logo || title) && (
            <a className="navbar__brand" href={chrome.baseUrl}>
              {logo && <img className="navbar__logo" src={logo.src} alt={logo.alt} height="32" />}
              {title && <span className="navbar__title">{title}</span>}
            </a>
          )}
          {left.map((item) => (
            <NavbarItemLink key={`${item.label}-${item.href}`} item={item} url={url} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item) => (
            <NavbarItemLink key={`${item.label}-${item.href}`} item={item} url={url} />
          ))}
          {!chrome.colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </div>
    </nav>
  );
}
