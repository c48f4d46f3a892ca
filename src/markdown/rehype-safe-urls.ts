// Removes URLs with script-capable protocols (javascript:, vbscript:, data: except images) from a tree
// that has no raw HTML; trees with raw HTML go through rehype-sanitize instead.
import type { Element } from 'hast';

const SAFE = /^(https?|mailto|tel|ftp|ircs?|xmpp):/i;
const SCHEME = /^([^/?#]*?):/;

/** Whether a URL is relative or uses a protocol that cannot run script. */
export function isSafeUrl(url: string, attribute: 'href' | 'src'): boolean {
  // Browsers ignore tabs, newlines and leading control characters in the scheme.
  const cleaned = url.replace(/[\u0000-\u0020]/g, '');
  if (!SCHEME.test(cleaned)) return true;
  if (attribute === 'src' && /^data:image\/(png|gif|jpe?g|webp|avif);/i.test(cleaned)) return true;
  return SAFE.test(cleaned);
}

/** Drops an element's href or src when it could run script. */
export function dropUnsafeUrls(node: Element): void {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value === 'string' && !isSafeUrl(value, attribute)) delete node.properties[attribute];
  }
}
