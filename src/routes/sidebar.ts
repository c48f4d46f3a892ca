// Gives an instance's sidebar its URLs and derives what navigation needs from it: page order for
// previous/next and each page's ancestors for breadcrumbs.
import type { SidebarNode } from '../content/types.js';
import type { InstanceGraph, ResolvedSidebarItem, SidebarEntry } from './types.js';

export interface SidebarUrls {
  docUrl: (docId: string) => string | undefined;
  categoryUrl: (dir: string) => string | undefined;
}

export function resolveSidebar(
  nodes: SidebarNode[],
  urls: SidebarUrls,
): Pick<InstanceGraph, 'sidebar' | 'order' | 'positions'> {
  const order: string[] = [];
  const positions = new Map<string, SidebarEntry>();
  const walk = (items: SidebarNode[], ancestors: SidebarEntry['ancestors']): ResolvedSidebarItem[] =>
    items.flatMap((node): ResolvedSidebarItem[] => {
      if (node.type === 'doc') {
        const href = urls.docUrl(node.docId);
        if (!href) return [];
        order.push(href);
        positions.set(href, { ancestors });
        return [{ type: 'link', label: node.label, href }];
      }
      const href = node.link?.type === 'doc' ? urls.docUrl(node.link.id) : urls.categoryUrl(node.dir);
      if (href) {
        order.push(href);
        positions.set(href, { ancestors });
      }
      const children = walk(node.items, [...ancestors, { label: node.label, href, dir: node.dir }]);
      if (!children.length && !href) return [];
      return [
        {
          type: 'category',
          label: node.label,
          href,
          fallbackHref: href ? undefined : firstHref(children),
          description: node.description,
          collapsed: node.collapsed,
          collapsible: node.collapsible,
          items: children,
        },
      ];
    });
  const sidebar = walk(nodes, []);
  return { sidebar, order, positions };
}

function firstHref(items: ResolvedSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === 'category') {
      const found = firstHref(item.items);
      if (found) return found;
    }
  }
  return undefined;
}
