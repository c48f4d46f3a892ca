// Resolves the URLs a page emits against the graph and rewrites them in its hast: `.md` links to route
// URLs, relative links to absolute paths, images to their hashed asset URLs.
import path from 'node:path';
import type { LinkRef } from '../markdown/types.js';
import type { RouteLink } from './types.js';
import { imageUrl, isExternal, normalisePath } from './urls.js';

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

export function resolveLinks(refs: LinkRef[], context: LinkContext): RouteLink[] {
  return refs.map((ref) => resolveLink(ref, context));
}

function resolveLink(ref: LinkRef, context: LinkContext): RouteLink {
  const base = { raw: ref.url, file: context.file, line: ref.line, column: ref.column };
  if (ref.asset) {
    const url = imageUrl(ref.asset.absPath, ref.asset.hash);
    context.assets.set(url, ref.asset.absPath);
    ref.element.properties[ref.attribute] = url;
    return { ...base, path: url };
  }
  if (isExternal(ref.url)) return base;
  const { pathname, query, fragment } = splitUrl(ref.url);
  if (!pathname) return { ...base, path: context.url, fragment };
  if (MARKDOWN_FILE.test(pathname) && !pathname.startsWith('/')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(context.file), decodeURI(pathname)));
    const url = context.fileUrls.get(target);
    if (!url) return { ...base, missingFile: target, fragment };
    ref.element.properties[ref.attribute] = url + query + (fragment !== undefined ? `#${fragment}` : '');
    return { ...base, path: url, fragment };
  }
  const absolute = pathname.startsWith('/') ? pathname : new URL(pathname, `http://site${context.url}`).pathname;
  const resolved = normalisePath(decodeURI(absolute));
  if (!pathname.startsWith('/')) {
    ref.element.properties[ref.attribute] = resolved + query + (fragment !== undefined ? `#${fragment}` : '');
  }
  return { ...base, path: resolved, fragment };
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
