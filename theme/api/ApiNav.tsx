// The API reference's navigation panel: every tag, with the operations of the tags on this page.
// A <details> so it folds on mobile without JavaScript; CSS keeps it open and sticky on desktop.
import type { ApiNavTag } from '../props.js';
import { MethodBadge } from './MethodBadge.js';

export function ApiNav({ tags, title }: { tags: ApiNavTag[]; title: string }) {
  return (
    <nav className="api-nav" aria-label={`${title} navigation`}>
      <details className="api-nav__details">
        <summary className="api-nav__summary">Endpoints</summary>
        <ul className="api-nav__tags">
          {tags.map((tag) => (
            <li key={tag.id} className="api-nav__tag">
              <a className="api-nav__tag-link" href={tag.href}>
                {tag.name}
              </a>
              {tag.operations && (
                <ul className="api-nav__ops">
                  {tag.operations.map((op) => (
                    <li key={op.id}>
                      <a className="api-nav__op-link" href={op.href}>
                        <MethodBadge method={op.method} />
                        <span>{op.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
