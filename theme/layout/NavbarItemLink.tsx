// One navbar link: marks itself active for the current section and decorates external links.
// Pure function of props; must not read the location itself.
import type { NavbarItem } from '../props.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';
import { matchPath } from './match-path.js';

/** A navbar link; `url` is the current page's path. */
export function NavbarItemLink({ item, url }: { item: NavbarItem; url: string }) {
  if (item.external) {
    return (
      <a className="navbar__item navbar__link" href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalLinkIcon />
      </a>
    );
  }
  const match = matchPath(url, item.href, item.activePrefix);
  return (
    <a
      className={match ? 'navbar__item navbar__link navbar__link--active' : 'navbar__item navbar__link'}
      href={item.href}
      aria-current={match === 'exact' ? 'page' : undefined}
    >
      {item.label}
    </a>
  );
}
