// Resolves the URLs a page emits against the graph and rewrites them (see rewriteLink): `.md` links to route
// URLs, relative links to absolute paths, images to their hashed asset URLs. Resolution follows the
// browser: relative to the page URL, with `.html` and `/index.html` normalised away.
import path from 'node:path';
import type { SourceLink } from '../config/resolve.js';
import type { LinkRef } from '../markdown/types.js';
import type { RouteLink } from './types.js';
import { imageUrl, isExternal, normalisePath } from './urls.js';
import { safeDecodeURI } from '../util/uri.js';

const MARKDOWN_FILE = /\.mdx?$/i;

export interface LinkContext {
  /** The page's own URL. */
  url: string;
  /** The page's source file, site-relative. */
  file: string;
  /** Site-relative markdown file -> route URL. */
  fileUrls: Map<string, string>;
  /** Collects copied images: URL -> absolute source path. */
  assets: Map<string, string>;
}

interface Resolution {
  path?: string;
  fragment?: string;
  missingFile?: string;
  /** The URL to emit instead of the written one, when it changes. */
  rewrite?: string;
}

/** Resolves markdown links and rewrites the ones that change. */
export function resolveLinks(refs: LinkRef[], context: LinkContext): RouteLink[] {
  return refs.map((ref) => {
    const base = { raw: ref.url, file: context.file, line: ref.line, column: ref.column };
    if (ref.asset) {
      const url = imageUrl(ref.asset.absPath, ref.asset.hash);
      context.assets.set(url, ref.asset.absPath);
      rewriteLink(ref, url);
      return { ...base, path: url };
    }
    const { rewrite, ...resolution } = resolveUrl(ref.url, context);
    if (rewrite !== undefined) rewriteLink(ref, rewrite);
    return { ...base, ...resolution };
  });
}

/** Makes a page emit `url` for a link: in its compiled HTML's slot, and in its tree while one is kept. */
export function rewriteLink(ref: LinkRef, url: string): void {
  ref.resolved = url;
  if (ref.element) ref.element.properties[ref.attribute] = url;
}

/** Resolves links written outside markdown bodies (config, front matter); they are emitted as written. */
export function resolveSourceLinks(links: readonly SourceLink[], context: LinkContext): RouteLink[] {
  return links.map((link) => {
    const { rewrite: _unused, ...resolution } = resolveUrl(link.url, context);
    return { raw: link.url, file: link.file, line: link.line, column: link.column, ...resolution };
  });
}

function resolveUrl(url: string, context: LinkContext): Resolution {
  if (isExternal(url)) return {};
  const { pathname, query, fragment } = splitUrl(url);
  const suffix = query + (fragment !== undefined ? `#${fragment}` : '');
  if (!pathname) return { path: context.url, fragment };
  if (MARKDOWN_FILE.test(pathname) && !pathname.startsWith('/')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(context.file), safeDecodeURI(pathname)));
    const routeUrl = context.fileUrls.get(target);
    if (!routeUrl) return { missingFile: target, fragment };
    return { path: routeUrl, fragment, rewrite: routeUrl + suffix };
  }
  const absolute = pathname.startsWith('/') ? pathname : new URL(pathname, `http://site${context.url}`).pathname;
  const resolved = safeDecodeURI(absolute);
  // Static files keep their exact path; pages are matched after `.html` normalisation (checks decide).
  return { path: resolved, fragment, ...(pathname.startsWith('/') ? {} : { rewrite: normalisePath(resolved) + suffix }) };
}


export function splitUrl(url: string): { pathname: string; query: string; fragment?: string } {
  const hashAt = url.indexOf('#');
  const fragment = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt) : '',
    fragment,
  };
}
