// The desktop docs sidebar (300px, cannot be hidden), shown above 996px.
// Pure function of props; the mobile fallback is DocSidebarMobile.
import type { DocSidebarProps } from '../props.js';
import { SidebarItems } from './SidebarItems.js';
import { VersionMenu } from './VersionMenu.js';

/** The docs sidebar landmark for one docs instance. */
export function DocSidebar({ sidebar }: { sidebar: DocSidebarProps }) {
  if (!hasDocSidebar(sidebar)) return null;
  return (
    <aside className="doc-sidebar" data-sidebar-instance={sidebar.instanceId} data-sidebar={sidebar.name}>
      {sidebar.versions && <VersionMenu versions={sidebar.versions} />}
      <nav aria-label="Docs sidebar" className="menu" data-island="SidebarCollapsible">
        <SidebarItems items={sidebar.items} />
      </nav>
    </aside>
  );
}

/** Whether the page shows a sidebar at all: a doc in no sidebar of a sidebars file shows none. */
export function hasDocSidebar(sidebar: DocSidebarProps): boolean {
  return sidebar.items.length > 0 || sidebar.versions !== undefined;
}
