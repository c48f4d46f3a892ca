// The docs sidebar for narrow screens (≤996px): a native <details> disclosure above the content.
// Works with JS off; the drawer island replaces it later. Hidden by CSS on desktop.
import type { DocSidebarProps } from '../props.js';
import { hasDocSidebar } from './DocSidebar.js';
import { SidebarItems } from './SidebarItems.js';
import { VersionMenu } from './VersionMenu.js';

/** A collapsed "Menu" disclosure holding the same sidebar items. */
export function DocSidebarMobile({ sidebar }: { sidebar: DocSidebarProps }) {
  if (!hasDocSidebar(sidebar)) return null;
  return (
    <details className="doc-sidebar-mobile">
      <summary>Menu</summary>
      {sidebar.versions && <VersionMenu versions={sidebar.versions} />}
      {/* Its own name: two navigation landmarks may not share one (html-validate unique-landmark, issue 12). */}
      <nav aria-label="Docs sidebar (menu)" className="menu" data-island="SidebarCollapsible">
        <SidebarItems items={sidebar.items} />
      </nav>
    </details>
  );
}
