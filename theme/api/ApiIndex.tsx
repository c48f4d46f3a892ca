// The entry page of a paged reference: every group and every operation, webhook and schema (every group
// only, on a very large one), each under its own id and linking to the page that shows it. The inline
// redirect sends `/api#<id>` on at once; without JavaScript (and for link checkers) the id is here.
import type { ApiNavTag } from '../props.js';
import { MethodBadge } from './MethodBadge.js';

export function ApiIndex({ groups }: { groups: ApiNavTag[] }) {
  // A reference too large to list its items here lists its groups only, one link each.
  if (groups.every((group) => !group.operations))
    return (
      <ul className="api-tag-list">
        {groups.map((group) => (
          <li key={group.id} id={group.id}>
            <a href={group.href}>{group.name}</a>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="api-index">
      {groups.map((group) => (
        <section key={group.id} className="api-index__group" aria-labelledby={`${group.id}-index`}>
          <h2 id={group.id} className="api-index__title">
            <a id={`${group.id}-index`} href={group.href}>
              {group.name}
            </a>
          </h2>
          <ul className="api-index__items">
            {group.operations?.map((item) => (
              <li key={item.id} id={item.id}>
                <a href={item.href} className={item.deprecated ? 'api-nav__op-link--deprecated' : undefined}>
                  {item.method !== 'model' && <MethodBadge method={item.method} />} <span className="api-nav__op-label">{item.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
