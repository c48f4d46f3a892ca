// An instance's sidebars with URLs, and which one each page shows: its `displayed_sidebar`, else the
// sidebar holding it (the last, as Docusaurus), else none; without a sidebars file every doc shows the one.
import type { SourceLink } from '../config/resolve.js';
import type { DocsInstance, SidebarNode } from '../content/types.js';
import { resolveSidebar } from './sidebar.js';
import type { ResolvedSidebar } from './types.js';

/** Every sidebar of the instance with URLs, by name. */
export function resolveSidebars(
  instance: DocsInstance,
  docUrls: ReadonlyMap<string, string>,
  categoryUrls: ReadonlyMap<string, string>,
): Map<string, ResolvedSidebar> {
  const docs = new Map(instance.docs.map((d) => [d.id, d]));
  const urls = {
    doc: (id: string) => {
      const doc = docs.get(id);
      const url = docUrls.get(id);
      if (!doc || !url) return undefined;
      // An unlisted doc is built but never linked from a sidebar, not even as its category's page.
      const fm = doc.frontMatter;
      return { url, listed: fm.unlisted !== true, sidebarLabel: doc.sidebarLabel, ...(fm.pagination_label ? { paginationLabel: fm.pagination_label } : {}) };
    },
    categoryUrl: (dir: string) => categoryUrls.get(dir),
  };
  return new Map([...instance.sidebars].map(([name, nodes]) => [name, resolveSidebar(nodes, urls)]));
}

/** The name of the sidebar each page of the instance shows, by URL. */
export function sidebarOf(instance: DocsInstance, docUrls: ReadonlyMap<string, string>, sidebars: ReadonlyMap<string, ResolvedSidebar>): Map<string, string> {
  const shown = new Map<string, string>();
  const first = sidebars.keys().next().value;
  for (const [name, sidebar] of sidebars) for (const url of sidebar.holds) shown.set(url, name);
  for (const doc of instance.docs) {
    const url = docUrls.get(doc.id);
    if (!url) continue;
    const wanted = doc.frontMatter.displayed_sidebar;
    if (wanted === null) shown.delete(url);
    else if (wanted !== undefined && sidebars.has(wanted)) shown.set(url, wanted);
    else if (!instance.fromFile && first !== undefined) shown.set(url, first);
  }
  return shown;
}

/** The `link` items of the instance's sidebars, where they are written, for the link checks. */
export function sidebarLinks(instance: DocsInstance): SourceLink[] {
  const links: SourceLink[] = [];
  const walk = (nodes: SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type === 'link') links.push({ url: node.href, ...node.at });
      else if (node.type === 'category') walk(node.items);
    }
  };
  for (const nodes of instance.sidebars.values()) walk(nodes);
  return links;
}
