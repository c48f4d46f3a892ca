// The sticky top navbar: hamburger, brand, left items, search button, right items and the colour-mode toggle.
// Without items it still shows the brand, search and colour toggle; the drawer and colour toggle are islands
// (without JavaScript on a narrow screen, NavbarMenu holds the items instead).
import type { SiteChrome } from '../props.js';
import { Island } from '../islands/Island.js';
import { matchPath } from './match-path.js';
import { NavbarItemLink } from './NavbarItemLink.js';
import { NavbarMenu } from './NavbarMenu.js';
import { SearchButton } from './SearchButton.js';

export interface NavbarProps {
  chrome: SiteChrome;
  /** The current page's URL path, used to mark active items. */
  url: string;
}

/** The main navigation landmark: a site whose config lists no items gets its title, search and the colour toggle. */
export function Navbar({ chrome, url }: NavbarProps) {
  const { items, title, logo } = chrome.navbar;
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  return (
    <nav aria-label="Main" className="navbar">
      <div className="navbar__inner">
        <div className="navbar__items">
          <Island
            name="MobileDrawer"
            props={{
              title,
              baseUrl: chrome.baseUrl,
              ...(logo ? { logo } : {}),
              items: items.map(({ label, href, external }) => ({
                label,
                href,
                ...(external ? { external } : { active: matchPath(url, href) === 'exact' }),
              })),
            }}
          />
          <NavbarMenu items={items} url={url} />
          {(logo || title) && (
            <a className="navbar__brand" href={chrome.baseUrl}>
              {logo && <img className="navbar__logo" src={logo.src} alt={logo.alt} height={logo.height} width={logo.width} />}
              {title && <span className="navbar__title">{title}</span>}
            </a>
          )}
          {left.map((item) => (
            <NavbarItemLink key={`${item.label}-${item.href}`} item={item} url={url} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          <SearchButton />
          {right.map((item) => (
            <NavbarItemLink key={`${item.label}-${item.href}`} item={item} url={url} />
          ))}
          {!chrome.colorMode.disableSwitch && <Island name="ColorModeToggle" props={{ defaultMode: chrome.colorMode.defaultMode }} />}
        </div>
      </div>
    </nav>
  );
}
