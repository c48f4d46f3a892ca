// Removes URLs that could run script (javascript:, vbscript:, data: except raster images, any scheme but
// http, https, mailto and tel) from a tree that has no raw HTML; trees with raw HTML go through
// rehype-sanitize instead. The check is safeUrl's, the one every URL a page renders goes through.
import type { Element } from 'hast';
import { safeUrl } from '../util/safe-url.js';

/** Whether a URL is relative or uses a scheme that cannot run script (safeUrl; images may be raster `data:`). */
export function isSafeUrl(url: string, attribute: 'href' | 'src'): boolean {
  return safeUrl(url, { image: attribute === 'src' }) !== undefined;
}

/** Drops an element's href or src when it could run script. */
export function dropUnsafeUrls(node: Element): void {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value === 'string' && !isSafeUrl(value, attribute)) delete node.properties[attribute];
  }
}
