// Collects every URL the page emits (links, images, raw HTML) with source positions, so the route graph
// can resolve and check them before rendering. Called per element, in document order, by the pipeline.
import type { Element } from 'hast';
import type { LinkRef } from './types.js';

export function collectLinks(node: Element, options: { links: LinkRef[]; linkElements: Element[]; lineOffset: number }): void {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value !== 'string' || !value) continue;
    if (attribute === 'href' && (node.properties.className as string[] | undefined)?.includes('hash-link')) continue;
    options.links.push({
      url: value,
      line: (node.position?.start.line ?? 1) + options.lineOffset,
      column: node.position?.start.column ?? 1,
      attribute,
    });
    options.linkElements.push(node);
  }
}
