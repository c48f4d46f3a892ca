// The site footer: columns of links and the copyright line.
// Renders nothing when the config has neither; copyright is plain text (React escapes it).
import type { SiteChrome } from '../props.js';
import { FooterLink } from './FooterLink.js';

/** The contentinfo landmark with link columns and copyright. */
export function Footer({ footer }: { footer: SiteChrome['footer'] }) {
  const { columns, copyright } = footer;
  if (columns.length === 0 && !copyright) return null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        {columns.length > 0 && (
          <div className="footer__columns">
            {columns.map((column) => (
              <div className="footer__col" key={column.title}>
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__items">
                  {column.items.map((link) => (
                    <li className="footer__item" key={`${link.label}-${link.href}`}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {copyright && <p className="footer__copyright">{copyright}</p>}
      </div>
    </footer>
  );
}
