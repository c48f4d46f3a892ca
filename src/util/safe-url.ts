// The one check of every URL a page renders: it makes the SafeUrl that every URL field of the page
// props is typed as, and the markdown stage drops the URLs it refuses. Nothing else makes a SafeUrl.
import type { SafeUrl } from '../../theme/props.js';

/** What browsers strip before parsing a URL: C0 controls and space at either end (WHATWG URL, "basic URL parser"). */
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** And ASCII tab, newline and carriage return anywhere (`java\tscript:` is `javascript:`). */
const INSIDE = /[\t\n\r]/g;
/** The text before the first `:` that comes before any `/`, `?` or `#`: what a browser could read as a scheme. */
const SCHEME = /^([^/?#]*?):/;
const ALLOWED = new Set(['http', 'https', 'mailto', 'tel']);
/** A path, query or fragment with nothing to strip (every URL docsgen makes): no scheme, nothing to do. */
const PLAIN = /^[/?#][^\u0000-\u0020]*$/;
/** Images a markdown body may embed inline: raster formats, which cannot run script. */
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|avif);/i;

/**
 * `url` as a browser reads it (controls and spaces at the ends and tabs and newlines inside removed), or
 * undefined when it could run script or leave the web: only relative URLs, fragments and http:, https:,
 * mailto: and tel: pass; `javascript:`, `data:`, `vbscript:`, `file:` and anything else that looks like
 * a scheme (even a malformed one, `java\u0001script:`) do not. `image: true`, for a markdown body's
 * `<img src>` only, lets raster `data:image/…` URLs through too.
 */
export function safeUrl(url: string, options?: { image?: boolean }): SafeUrl | undefined {
  if (PLAIN.test(url)) return url as SafeUrl;
  const cleaned = url.replace(EDGES, '').replace(INSIDE, '');
  const scheme = SCHEME.exec(cleaned)?.[1];
  if (scheme === undefined || ALLOWED.has(scheme.toLowerCase())) return cleaned as SafeUrl;
  return options?.image && DATA_IMAGE.test(cleaned) ? (cleaned as SafeUrl) : undefined;
}

/**
 * safeUrl for a URL docsgen makes itself (a route's path, an asset's, the config's origin, all of which
 * start with `/` or `https://`) or already let through safeUrl: one it refuses is a bug of docsgen's,
 * thrown rather than rendered.
 */
export function ownUrl(url: string): SafeUrl {
  const safe = safeUrl(url);
  if (safe === undefined) throw new Error(`docsgen made a URL that is not safe to render: ${JSON.stringify(url.slice(0, 200))}`);
  return safe;
}
