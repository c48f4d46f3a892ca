// Resolves the URLs a page emits against the graph, as data of the graph's own (the URL each is written
// with): `.md` links to route URLs, relative links to absolute paths, images to their hashed asset URLs.
// Resolution follows the browser: relative to the page URL, `.html` and `/index.html` normalised away.
import path from 'node:path';
import type { SourceLink } from '../config/resolve.js';
import type { ImageFile } from '../content/markdown-file.js';
import type { LinkRef } from '../markdown/types.js';
import type { RouteLink } from './types.js';
import { imageUrl, isExternal, normalisePath, withBase } from './urls.js';
import { safeDecodeURI } from '../util/uri.js';
import { safeUrl } from '../util/safe-url.js';

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
  /**
   * Content folders (site-relative) a markdown-file link may be written from, as Docusaurus resolves them:
   * `guide/x.md` and `/guide/x.md` are looked up in each root, before (or, for `/`, instead of) the page's folder.
   */
  roots?: readonly string[];
  /** The base URL the page's links are written under (RouteGraph.baseUrl); `/` when left out. */
  base?: string;
}

interface Resolution {
  path?: string;
  fragment?: string;
  missingFile?: string;
  /** The URL to emit instead of the written one, when it changes. */
  rewrite?: string;
}

/** What the graph makes of a body's links: each checked, and the URL each slot of the body is filled with. */
export interface ResolvedLinks {
  links: RouteLink[];
  /** The URL each link is written with in the page (same index as the body's links). */
  hrefs: string[];
}

/**
 * Resolves a body's links: `.md` links to route URLs, relative links to absolute paths, images to their
 * hashed asset URLs (recorded in `context.assets`). Reads the body; never changes it.
 */
export function resolveLinks(refs: readonly LinkRef[], context: LinkContext, images: readonly ImageFile[] = []): ResolvedLinks {
  const imageAt = new Map(images.map((image) => [image.link, image]));
  const links: RouteLink[] = [];
  const hrefs: string[] = [];
  const folder = path.posix.dirname(context.file);
  refs.forEach((ref, index) => {
    // A partial's link resolves from the partial's folder and is reported at its line there.
    const base: RouteLink = { raw: ref.url, file: ref.file ?? context.file, line: ref.line, column: ref.column };
    const image = imageAt.get(index);
    if (image) {
      const url = imageUrl(image.absPath, image.hash);
      context.assets.set(url, image.absPath);
      links.push({ ...base, path: url });
      hrefs.push(withBase(context.base ?? '/', url));
      return;
    }
    // The base with what the resolution found (keys in the order a spread gave them), set in place: no
    // spread and rest copies for each of a big site's links.
    const resolution = resolveUrl(ref.url, context, ref.file ? path.posix.dirname(ref.file) : folder);
    const link: RouteLink = base;
    if ('missingFile' in resolution) link.missingFile = resolution.missingFile;
    if ('path' in resolution) link.path = resolution.path;
    if ('fragment' in resolution) link.fragment = resolution.fragment;
    links.push(link);
    hrefs.push(withBase(context.base ?? '/', resolution.rewrite ?? ref.url));
  });
  return { links, hrefs };
}

/**
 * Resolves links written outside markdown bodies (config, front matter, sidebars files, authors); they are
 * emitted as written. One that safeUrl refuses is marked `unsafe` (markdown bodies never hold one: the
 * markdown stage drops them).
 */
export function resolveSourceLinks(links: readonly SourceLink[], context: LinkContext): RouteLink[] {
  return links.map((link) => {
    const safe = safeUrl(link.url);
    if (safe === undefined) return { raw: link.url, file: link.file, line: link.line, column: link.column, unsafe: true };
    // Checked as rendered: what browsers strip (a tab or control character before `https:`) removed.
    const { rewrite: _unused, ...resolution } = resolveUrl(safe, context);
    return { raw: link.url, file: link.file, line: link.line, column: link.column, ...resolution };
  });
}

/** `folder`: the page's source folder (path.posix.dirname of context.file), when the caller has it. */
function resolveUrl(url: string, context: LinkContext, folder = path.posix.dirname(context.file)): Resolution {
  if (isExternal(url)) return {};
  const { pathname, query, fragment } = splitUrl(url);
  const suffix = query + (fragment !== undefined ? `#${fragment}` : '');
  if (!pathname) return { path: context.url, fragment };
  if (MARKDOWN_FILE.test(pathname)) {
    const file = safeDecodeURI(pathname);
    // (path.posix.join normalises what it joins.)
    const target = path.posix.join(folder, file);
    // Docusaurus's order: `./` and `../` only from the page's folder; other paths from the content
    // folders first, then (unless they start with `/`) from the page's folder. Tried in turn: most
    // links are found at the first place looked.
    const inRoots = /^\.\.?\//.test(file) ? undefined : context.roots?.find((root) => context.fileUrls.has(path.posix.join(root, file)));
    const found = inRoots !== undefined ? path.posix.join(inRoots, file) : !file.startsWith('/') && context.fileUrls.has(target) ? target : undefined;
    if (found !== undefined) {
      const routeUrl = context.fileUrls.get(found)!;
      return { path: routeUrl, fragment, rewrite: routeUrl + suffix };
    }
    // `/x.md` that is no content file is a URL (a static file, or a broken link).
    if (!file.startsWith('/')) return { missingFile: target, fragment };
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
