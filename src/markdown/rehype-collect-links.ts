// Collects every URL the page emits (links, images, raw HTML) and every id it defines, with source
// positions, so the route graph can resolve and check them before rendering.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { LinkRef } from './types.js';

export function rehypeCollectLinks(options: { links: LinkRef[]; anchors: string[]; lineOffset: number }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (typeof id === 'string' && id) options.anchors.push(id);
      // Raw HTML `name` anchors (`<a name="x">`) are link targets too.
      if (node.tagName === 'a' && typeof node.properties.name === 'string') options.anchors.push(node.properties.name);
      for (const attribute of ['href', 'src'] as const) {
        const value = node.properties[attribute];
        if (typeof value !== 'string' || !value) continue;
        if (attribute === 'href' && (node.properties.className as string[] | undefined)?.includes('hash-link')) continue;
        options.links.push({
          url: value,
          line: (node.position?.start.line ?? 1) + options.lineOffset,
          column: node.position?.start.column ?? 1,
          element: node,
          attribute,
        });
      }
    });
  };
}
