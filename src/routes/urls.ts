// URL rules: slug -> URL -> output path. URLs have no trailing slash (except `/`); each route is written
// as `<url>/index.html`, the not-found page as `404.html`.
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { encodeUrlPath } from '../util/uri.js';
import type { DocEntry } from '../content/types.js';

/**
 * A site path as a browser requests it: under the site's base URL (`baseUrl`). `/docs/x` with base
 * `/docs-site/` is `/docs-site/docs/x`, `/` is the base itself; a fragment, a query, a relative or an
 * external URL (`//host/x` too) is left as it is. With base `/` every URL stays as it is.
 */
export function withBase(base: string, url: string): string {
  if (base === '/' || url.charCodeAt(0) !== 47 /* / */ || url.charCodeAt(1) === 47) return url;
  return `${base}${url.slice(1)}`;
}

/**
 * The base URL the pages of a build link under: the configured one, except in hash mode, where pages
 * link relatively to index.html (hash-router.ts) and so work under any path as they are.
 */
export function linkBase(config: { baseUrl: string; router: 'history' | 'hash' }): string {
  return config.router === 'hash' ? '/' : config.baseUrl;
}

/** Joins URL segments into `/a/b`, collapsing slashes and dropping a trailing one. */
export function joinUrl(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return joined || '/';
}

/**
 * Normalises a site path: no trailing slash, `.html`, `/index.html` and `/index` suffixes removed
 * (`/docs/x/index` is `docs/x/index.html` on disk, so the server serves the folder's page there too).
 */
export function normalisePath(pathname: string): string {
  const p = pathname.replace(/\/index(?:\.html)?$/, '/').replace(/\.html$/, '');
  return joinUrl(p);
}

/** URL of a doc: its `slug`, its folder for index docs, or its path. */
export function docUrl(routeBasePath: string, doc: DocEntry): string {
  const slug = doc.frontMatter.slug;
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinUrl(routeBasePath, slug) : joinUrl(routeBasePath, ...doc.dirs, slug);
  }
  return doc.isIndex ? joinUrl(routeBasePath, ...doc.dirs) : joinUrl(routeBasePath, ...doc.dirs, doc.name);
}

/**
 * Category index URLs of one docs instance: `<base>/category/<slug of label>` unless the category sets a
 * slug. As Docusaurus makes them, with one slugger for the instance, so a
 * second category labelled like an earlier one gets `-1` (`/docs/category/guides-1`), then `-2`.
 */
export function createCategoryUrls(routeBasePath: string): (label: string, slug: string | undefined) => string {
  const slugger = new GithubSlugger();
  return (label, slug) => (slug !== undefined ? joinUrl(routeBasePath, slug) : joinUrl(routeBasePath, 'category', slugger.slug(label)));
}

/** URL of a standalone page from its name under content/pages. */
export function pageUrl(name: string): string {
  return name === 'index' ? '/' : joinUrl(name.replace(/(^|\/)index$/, ''));
}

/** Page `page` (1-based) of a paged list: the list's URL, then `<url>/page/<n>` (Docusaurus). */
export function pagedUrl(listUrl: string, page: number): string {
  return page <= 1 ? listUrl : joinUrl(listUrl, 'page', String(page));
}

/** URL of a blog post: `<base>/<slug>`, the slug being the file name without its date unless front matter sets one. */
export function blogPostUrl(routeBasePath: string, slug: string): string {
  return joinUrl(routeBasePath, slug);
}

/** URLs of a blog's generated pages and feeds. */
export function blogUrl(routeBasePath: string, what: 'tags' | 'archive' | 'authors' | 'rss' | 'atom'): string {
  return joinUrl(routeBasePath, what === 'rss' ? 'rss.xml' : what === 'atom' ? 'atom.xml' : what);
}

/** First page of a blog tag. */
export function blogTagUrl(routeBasePath: string, permalink: string): string {
  return joinUrl(routeBasePath, 'tags', permalink);
}

/** URL of the API reference's entry page (`/api`, written as api/index.html, so /api/ works too). */
export function apiUrl(routeBasePath: string): string {
  return joinUrl(routeBasePath);
}

/** URL of one tag's page when the API reference is split: `/api/<tag slug>` (tag ids are `tag/<slug>`). */
export function apiTagUrl(routeBasePath: string, tagId: string): string {
  return joinUrl(routeBasePath, tagId.replace(/^tag\//, ''));
}

/** URL of the spec's download as YAML or JSON: `/api/openapi.yaml`, `/api/openapi.json`. */
export function apiDownloadUrl(routeBasePath: string, format: 'yaml' | 'json'): string {
  return joinUrl(routeBasePath, `openapi.${format}`);
}

export const NOT_FOUND_URL = '/404';

/**
 * Why `url` cannot be a route, or undefined when it can. Its segments come from slugs, permalinks, ids and
 * file names: a `.` or `..` segment would write the page somewhere else (outside the output folder, or
 * over another page), a backslash is a separator on Windows, control characters have no place in a URL,
 * and `#`, `?` and `%` in a path make the page unreachable (a browser reads them as fragment, query and
 * escape). Every route passes this before anything is written (see checks/route-paths.ts).
 */
export function urlProblem(url: string): string | undefined {
  for (const segment of url.split('/').slice(1)) {
    if (segment === '.' || segment === '..') return `has a "${segment}" segment, which would put the page outside its place`;
    if (segment.includes('\\')) return 'has a backslash, which Windows reads as a folder separator';
    if (/^[. ]+$/.test(segment)) return 'has a segment of dots and spaces only, which Windows reads as ".."';
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(segment)) return 'has a broken character (an unpaired UTF-16 surrogate)';
    const control = /[\u0000-\u001f\u007f-\u009f]/.exec(segment);
    if (control) return `has the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const special = /[#?%]/.exec(segment);
    if (special)
      return `has "${special[0]}", which a browser reads as ${special[0] === '#' ? 'the start of a fragment' : special[0] === '?' ? 'the start of a query' : 'an escape'}, so the page could not be reached`;
  }
  return undefined;
}

/** Output file of a URL, relative to the output folder. */
export function outputPath(url: string): string {
  if (url === NOT_FOUND_URL) return '404.html';
  if (url === '/') return 'index.html';
  // A route's URL is most often normalised already (one per page, each build): path.posix.join then only copies it.
  const rel = url.slice(1);
  if (rel !== '' && !UNNORMALISED_URL.test(rel)) return rel.endsWith('/') ? `${rel}index.html` : `${rel}/index.html`;
  return path.posix.join(rel, 'index.html');
}

/** A URL path path.posix.join would change: an empty, `.` or `..` segment (a trailing slash aside). */
const UNNORMALISED_URL = /(^|\/)\.{0,2}\/|(^|\/)\.{1,2}$|^\//;

/** The output folder of docsgen's own files: the bundle, the route table, images, fonts, the search index. */
export const ASSETS_FOLDER = 'assets';

/**
 * Folders under it that docsgen writes into: content images, the stylesheets' fonts (bundle/stylesheets.ts)
 * and the search index's chunks (SEARCH_FOLDER of theme/search-index-format.ts; a test keeps them equal).
 * A static file may take none of their names, nor ASSETS_FOLDER's.
 */
export const ASSET_SUBFOLDERS = ['images', 'fonts', 'search'] as const;

/** URL of a copied content image, named by content hash so it can be cached forever. */
export function imageUrl(sourceFile: string, hash: string): string {
  const ext = path.extname(sourceFile).toLowerCase();
  const base = path.basename(sourceFile, path.extname(sourceFile)).replace(/[^a-zA-Z0-9_-]+/g, '-');
  return `/${ASSETS_FOLDER}/images/${base}-${hash}${ext}`;
}

/** URL of a file of the static folder, from its path relative to that folder. */
export function staticFileUrl(rel: string): string {
  return `/${rel}`;
}

/** URL of a bundled asset (js, css). */
export function assetUrl(name: string, hash: string, ext: string): string {
  return `/${ASSETS_FOLDER}/${name}-${hash}.${ext}`;
}

/**
 * The URL of the site's root that absolute URLs are made from: its origin and base path, without the
 * last `/` (`https://example.github.io/docs-site`), so that `absoluteUrl(root, '/docs/x')` is the page's
 * address as served.
 */
export function siteRootUrl(origin: string, base: string): string {
  return `${origin}${base.slice(0, -1)}`;
}

/**
 * Absolute URL for canonical links, sitemap and feeds, percent-encoded (a route's URL may hold spaces
 * and non-ASCII letters from file names; a sitemap's <loc> must be a valid URL).
 */
export function absoluteUrl(siteUrl: string, url: string): string {
  return `${siteUrl}${url === '/' ? '/' : encodeUrlPath(url)}`;
}

export { isExternal } from '../util/uri.js';

/**
 * URL of the search index: JSON, or a script (`js`) in hash mode, where fetch fails over file://. Not named
 * by content hash, unlike other assets: every page names it, so a hashed name would change every page of
 * the site with any edit and no rebuild could keep a page. It is served for revalidation (no-cache).
 * `tag` makes a name unique (the dev server's, per rebuild).
 */
export function searchIndexUrl(ext: 'json' | 'js', tag?: string): string {
  return `/${ASSETS_FOLDER}/search-index${tag ? `-${tag}` : ''}.${ext}`;
}

/**
 * URL of the route weights file (see route-manifest.ts): fixed, so that no page names a version of it;
 * servers revalidate it (docsgen serve sends unhashed files with `no-cache`).
 */
export function routeWeightsUrl(ext: 'json' | 'js'): string {
  return `/${ASSETS_FOLDER}/route-weights.${ext}`;
}

/**
 * docsgen's files under ASSETS_FOLDER whose names carry no hash, by URL, with what each is: a static file
 * may take none of them.
 */
export const FIXED_ASSET_FILES: ReadonlyMap<string, string> = new Map([
  [searchIndexUrl('json'), 'the search index'],
  [searchIndexUrl('js'), 'the search index'],
  [routeWeightsUrl('json'), 'the page sizes'],
  [routeWeightsUrl('js'), 'the page sizes'],
]);

/** URL of a page's markdown export (`/docs/guides/jwt` -> `/docs/guides/jwt.md`; `/` -> `/index.md`). */
export function markdownExportUrl(url: string): string {
  return url === '/' ? '/index.md' : `${url}.md`;
}

/** The llms.txt summary of the site, at the root (llmstxt.org). */
export const LLMS_TXT_URL = '/llms.txt';

/** URL of the route manifest script (the client's route table), named by content hash. */
export function routeManifestUrl(hash: string): string {
  return `/${ASSETS_FOLDER}/routes-${hash}.js`;
}

/** Hash router: output file of a route's data script (its page, loaded with a <script> tag). */
export function routeDataPath(url: string): string {
  return url === '/' ? '_docsgen/routes/index.js' : `_docsgen/routes${url}.js`;
}

/** Hash router: the href of a route (`#/docs/x`), and of a fragment on it (`#/docs/x#h`). */
export function hashRouteHref(url: string, fragment = ''): string {
  return `#${url}${fragment}`;
}

/** Hash router: a root-relative file URL made relative to index.html, so it works from file://. */
export function relativeFileUrl(url: string): string {
  return `.${url}`;
}
