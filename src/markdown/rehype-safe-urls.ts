// Removes URLs that could run script (javascript:, vbscript:, data: except raster images, any scheme but
// http, https, mailto and tel) from a tree that has no raw HTML; trees with raw HTML go through
// rehype-sanitize instead. The check is safeUrl's, the one every URL a page renders goes through. Each URL
// refused either way is a `link/unsafe` error at its line, as in front matter and the spec.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { type Diagnostic, unsafeLinkDiagnostic } from '../diagnostics/index.js';
import { safeUrl } from '../util/safe-url.js';

/** Whether a URL is relative or uses a scheme that cannot run script (safeUrl; images may be raster `data:`). */
export function isSafeUrl(url: string, attribute: 'href' | 'src'): boolean {
  return safeUrl(url, { image: attribute === 'src' }) !== undefined;
}

/** A URL refused, where the page writes it (lines of the markdown body). */
export interface UnsafeUrl {
  url: string;
  line: number;
  column: number;
}

/** The href or src of `node` that could run script, if any. */
function unsafeUrlOf(node: Element): string | undefined {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value === 'string' && !isSafeUrl(value, attribute)) return value;
  }
  return undefined;
}

/** Drops an element's href or src when it could run script; returns the refused URL (its first) with its place. */
export function dropUnsafeUrls(node: Element): UnsafeUrl | undefined {
  const url = unsafeUrlOf(node);
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value === 'string' && !isSafeUrl(value, attribute)) delete node.properties[attribute];
  }
  return url === undefined ? undefined : { url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/**
 * Records, before rehype-sanitize drops them, the URLs of a tree with raw HTML that could run script
 * (`file.data.unsafeUrls`).
 */
export function rehypeFindUnsafeUrls() {
  return (tree: Root, file: VFile) => {
    const found: UnsafeUrl[] = [];
    visit(tree, 'element', (node: Element) => {
      const url = unsafeUrlOf(node);
      if (url !== undefined) found.push({ url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    });
    (file.data as { unsafeUrls?: UnsafeUrl[] }).unsafeUrls = found;
  };
}

/** `link/unsafe` for a URL of a markdown body (lines of the body; `lineOffset` lines before it in the file). */
export function unsafeUrlDiagnostic(file: string, unsafe: UnsafeUrl, lineOffset: number): Diagnostic {
  return unsafeLinkDiagnostic(unsafe.url, { file, line: unsafe.line + lineOffset, column: unsafe.column });
}
