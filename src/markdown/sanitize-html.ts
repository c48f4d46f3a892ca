// Sanitises a fragment of HTML written outside markdown (a sidebars file's `html` item) with the rules raw
// HTML in markdown follows (sanitize-schema.ts). Text in, text out; no filesystem access.
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { sanitizeSchema } from './sanitize-schema.js';

/** `html` parsed as a fragment and stripped of scripts, event handlers and unsafe URLs. */
export function sanitizeHtmlFragment(html: string): string {
  const raw: Root = { type: 'root', children: [{ type: 'raw', value: html }] };
  const parsed = rehypeRaw().call(undefined as never, raw, undefined as never) as Root;
  const clean = rehypeSanitize(sanitizeSchema).call(undefined as never, parsed) as Root;
  return toHtml(clean);
}
