// The desktop docs sidebar (300px, cannot be hidden), shown above 996px.
// Pure function of props; the mobile fallback is DocSidebarMobile.
import type { DocSidebarProps } from '../props.js';
import { SidebarItems } from './SidebarItems.js';

/** The docs sidebar landmark for one docs instance. */
export function DocSidebar({ sidebar }: { sidebar: DocSidebarProps }) {
  return (
    <aside className="doc-sidebar" data-sidebar-instance={sidebar.instanceId}>
      <nav aria-label="Docs sidebar" className="menu">
        <SidebarItems items={sidebar.items} />
      </nav>
    </aside>
  );
}
