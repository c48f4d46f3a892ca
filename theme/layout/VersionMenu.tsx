// The version menu of a versioned docs instance: a native disclosure of links (works with JS off).
// The client runtime remembers the choice as `docs-preferred-version-{pluginId}`.
import type { VersionMenuProps } from '../props.js';

/** Lists every version, marking the page's own; each link goes to this page in that version. */
export function VersionMenu({ versions }: { versions: VersionMenuProps }) {
  const current = versions.items.find((v) => v.name === versions.current);
  return (
    <div
      className="version-menu"
      data-island="VersionDropdown"
      data-plugin-id={versions.pluginId}
      data-versions={JSON.stringify(versions.items.map((v) => v.name))}
    >
      <details className="version-menu__details">
        <summary className="version-menu__summary">
          <span className="version-menu__caption">Version:</span> {current?.label ?? versions.current}
        </summary>
        <ul className="version-menu__list">
          {versions.items.map((v) => (
            <li key={v.name}>
              <a
                className={v.name === versions.current ? 'version-menu__link version-menu__link--active' : 'version-menu__link'}
                href={v.href}
                data-version={v.name}
                aria-current={v.name === versions.current ? 'true' : undefined}
              >
                {v.label}
                {v.isLast ? ' (current)' : ''}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
