// One footer link; external links open in a new tab and carry the external-link icon.
// Pure function of props.
import type { NavLink } from '../props.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';

/** A footer link. */
export function FooterLink({ link }: { link: NavLink }) {
  if (link.external) {
    return (
      <a className="footer__link" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <ExternalLinkIcon />
      </a>
    );
  }
  return (
    <a className="footer__link" href={link.href}>
      {link.label}
    </a>
  );
}
