// Gives a sidebar its URLs and derives what navigation needs from it: page order and labels for
// previous/next, each page's ancestors for breadcrumbs, and the pages it holds as their own sidebar.
import type { SidebarNode } from '../content/types.js';
import type { ResolvedSidebar, ResolvedSidebarItem, SidebarEntry } from './types.js';
import { safeUrl } from '../util/safe-url.js';

/** Sidebars with more pages than this leave collapsed categories' children out of each page's HTML. */
export const FULL_SIDEBAR_LIMIT = 500;

/** A path as Docusaurus compares sidebar hrefs with the current page: without its trailing slash, in lower case. */
export function sidebarPathKey(href: string): string {
  return href.replace(/\/+$/, '').toLowerCase();
}

/** What the sidebar's doc ids and category keys resolve to. */
export interface SidebarUrls {
  /** A doc's URL and labels; `listed` false for an unlisted doc (never linked from a sidebar). */
  doc: (docId: string) => { url: string; listed: boolean; paginationLabel?: string; sidebarLabel: string } | undefined;
  categoryUrl: (dir: string) => string | undefined;
}

export function resolveSidebar(nodes: SidebarNode[], urls: SidebarUrls): ResolvedSidebar {
  const order: string[] = [];
  const navLabels = new Map<string, string>();
  const positions = new Map<string, SidebarEntry>();
  const holds = new Set<string>();
  const visit = (url: string, navLabel: string, label: string, ancestors: SidebarEntry['ancestors']) => {
    order.push(url);
    if (!navLabels.has(url)) navLabels.set(url, navLabel);
    positions.set(url, { ancestors, label });
  };
  const walk = (items: SidebarNode[], ancestors: SidebarEntry['ancestors']): ResolvedSidebarItem[] =>
    items.flatMap((node): ResolvedSidebarItem[] => {
      switch (node.type) {
        case 'html':
          return [
            { type: 'html', value: node.value, ...(node.className ? { className: node.className } : {}), ...(node.defaultStyle ? { defaultStyle: true } : {}) },
          ];
        case 'link': {
          // A URL that could run script is left out (the checks report it as `link/unsafe`).
          const href = safeUrl(node.href);
          if (!href) return [];
          return [
            {
              type: 'link',
              label: node.label,
              href,
              ...(node.className ? { className: node.className } : {}),
              ...(node.description ? { description: node.description } : {}),
            },
          ];
        }
        case 'doc': {
          const doc = urls.doc(node.docId);
          if (!doc) return [];
          // A ref shows the doc here without making this its sidebar or a step of previous/next.
          if (!node.ref) holds.add(doc.url);
          // An unlisted doc is in no previous/next and shows only on its own page (as Docusaurus).
          if (!doc.listed)
            return [{ type: 'link', label: node.label, href: doc.url, unlisted: true, ...(node.className ? { className: node.className } : {}) }];
          if (!node.ref) visit(doc.url, doc.paginationLabel ?? node.label, node.label, ancestors);
          else if (!positions.has(doc.url)) positions.set(doc.url, { ancestors, label: node.label });
          return [{ type: 'link', label: node.label, href: doc.url, ...(node.className ? { className: node.className } : {}) }];
        }
        case 'category': {
          let href: string | undefined;
          if (node.link?.type === 'doc') {
            const doc = urls.doc(node.link.id);
            if (doc) holds.add(doc.url);
            if (doc?.listed) {
              href = doc.url;
              visit(href, doc.paginationLabel ?? doc.sidebarLabel, node.label, ancestors);
            }
          } else {
            href = urls.categoryUrl(node.dir);
            if (href) {
              holds.add(href);
              visit(href, node.label, node.label, ancestors);
            }
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
              ...(node.className ? { className: node.className } : {}),
              items: children,
            },
          ];
        }
      }
    });
  const items = walk(nodes, []);
  return { items, order, navLabels, positions, holds };
}

function firstHref(items: ResolvedSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html' || (item.type === 'link' && item.unlisted)) continue;
    if (item.href) return item.href;
    if (item.type === 'category') {
      const found = firstHref(item.items);
      if (found) return found;
    }
  }
  return undefined;
}
