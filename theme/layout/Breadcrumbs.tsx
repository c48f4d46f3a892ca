// The breadcrumb trail above a doc: a home icon, the ancestors, then the current page (not a link).
// Renders nothing when there are no crumbs; pure function of props.
import type { Breadcrumb } from '../props.js';

export interface BreadcrumbsProps {
  items: Breadcrumb[];
  baseUrl: string;
}

/** The "Breadcrumbs" navigation landmark. */
export function Breadcrumbs({ items, baseUrl }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs-nav">
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link breadcrumbs__home" href={baseUrl} aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </a>
        </li>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={index === last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
            {index === last ? (
              <span className="breadcrumbs__link" aria-current="page">
                {crumb.label}
              </span>
            ) : crumb.href !== undefined ? (
              <a className="breadcrumbs__link" href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className="breadcrumbs__link">{crumb.label}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
