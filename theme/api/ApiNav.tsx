// The API reference's navigation panel: every tag (under its `x-tagGroups` heading), the webhooks and
// the models, with the items of those on this page (deprecated operations struck through and marked),
// under the server selector. With many tags, a section not on this page is its heading only, a link.
// A <details> so it folds on mobile without JavaScript (styled as the docs' "Menu"); CSS keeps it open
// and sticky on desktop, in a column whose border runs the page's full height; the ApiScrollSpy enhancer
// marks the operation in view and keeps it visible in the panel.
import type { ApiNavTag, ApiServer } from '../props.js';
import { MethodBadge } from './MethodBadge.js';
import { ServerSelect } from './ServerSelect.js';

export function ApiNav({ tags, title, servers = [] }: { tags: ApiNavTag[]; title: string; servers?: ApiServer[] }) {
  return (
    <div className="api-sidebar">
      <nav className="api-nav" aria-label={`${title} navigation`} data-island="ApiScrollSpy">
        <ServerSelect servers={servers} />
        <details className="api-nav__details">
          <summary className="api-nav__summary">Endpoints</summary>
          <ul className="api-nav__tags">
            {tags.map((tag) =>
              tag.collapsed ? (
                <li key={tag.id}>
                  <a className="api-nav__group" href={tag.href}>
                    {tag.name}
                  </a>
                </li>
              ) : (
                <li key={tag.id} className={`api-nav__tag${tag.current ? ' api-nav__tag--current' : ''}`}>
                  {tag.group && <p className="api-nav__group">{tag.group}</p>}
                  <a className="api-nav__tag-link" href={tag.href}>
                    {tag.name}
                  </a>
                  {tag.parts && (
                    <span className="api-nav__parts">
                      {'Parts: '}
                      <a href={tag.href} aria-label={`${tag.name}, part 1`}>
                        1
                      </a>
                      {tag.parts.map((part) => (
                        <a key={part.label} href={part.href} aria-label={`${tag.name}, part ${part.label}`}>
                          {part.label}
                        </a>
                      ))}
                    </span>
                  )}
                  {tag.operations && (
                    <ul className="api-nav__ops">
                      {tag.operations.map((op) => (
                        <li key={op.id}>
                          <a className={`api-nav__op-link${op.deprecated ? ' api-nav__op-link--deprecated' : ''}`} href={op.href}>
                            {op.method !== 'model' && <MethodBadge method={op.method} />}
                            <span className="api-nav__op-label">{op.label}</span>
                            {op.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ),
            )}
          </ul>
        </details>
      </nav>
    </div>
  );
}
