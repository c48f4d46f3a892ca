// The desktop docs sidebar (300px, cannot be hidden), shown above 996px.
// Pure function of props; the mobile fallback is DocSidebarMobile.
import type { DocSidebarProps } from '../props.js';
import { SidebarItems } from './SidebarItems.js';
import { VersionMenu } from './VersionMenu.js';

/** The docs sidebar landmark for one docs instance. */
export function DocSidebar({ sidebar }: { sidebar: DocSidebarProps }) {
  return (
    <aside className="doc-sidebar" data-sidebar-instance={sidebar.instanceId}>
      {sidebar.versions && <VersionMenu versions={sidebar.versions} />}
      <nav aria-label="Docs sidebar" className="menu" data-island="SidebarCollapsible">
        <SidebarItems items={sidebar.items} />
      </nav>
    </aside>
  );
}
