// Reports routes whose URL cannot be written or reached (`route/invalid`, at the line that makes it):
// dot segments, backslashes, control characters, `#`, `?` and `%` (see urlProblem), and path segments
// over 255 bytes (a huge `slug`, category label or tag, which every common file system refuses), and
// routes whose URLs differ but whose output files are one (`route/duplicate`): on the case-insensitive
// file systems of macOS and Windows, `/docs/Intro` and `/docs/intro` are one file.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { Route, RouteGraph } from '../routes/types.js';
import { ASSET_SUBFOLDERS, ASSETS_FOLDER, FIXED_ASSET_FILES, markdownExportUrl, outputPath, urlProblem } from '../routes/urls.js';

/** Longest file or folder name ext4, APFS and NTFS accept, in bytes. */
export const MAX_SEGMENT_BYTES = 255;

/** `staticDir`: the site's static folder, relative to the site (for reports on its files). */
export function checkRoutePaths(graph: RouteGraph, staticDir = 'static'): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byFile = new Map<string, Route>();
  for (const route of graph.routes.values()) {
    const problem = urlProblem(route.url) ?? lengthProblem(route.url);
    if (problem) {
      diagnostics.push(
        createDiagnostic('route/invalid', {
          message: `The route ${shown(route.url)} ${problem}`,
          ...originOf(route, graph),
          hint: route.source || route.kind === 'category-index' ? hintFor(route) : 'Change the slug, label or tag that makes this URL.',
        }),
      );
      continue;
    }
    for (const file of filesOf(route)) {
      const key = fileKey(file);
      const first = byFile.get(key);
      if (!first) {
        byFile.set(key, route);
        continue;
      }
      diagnostics.push(
        createDiagnostic('route/duplicate', {
          message: `The routes ${shown(first.url)} and ${shown(route.url)} are one file (${shown(file)}) on macOS or Windows, which ignore case and trailing dots`,
          ...originOf(route, graph),
          hint: `Only one of them would survive a build or deploy there. Give one of them another \`slug\` or file name.`,
        }),
      );
      break;
    }
  }
  // A file where another output needs a folder (`docs/x.md` the markdown export, `docs/x.md/index.html` a page)
  // cannot be written at all. Each folder is owned by the first route whose files lie below it.
  const folders = new Map<string, Route | undefined>();
  const addFolders = (file: string, owner: Route | undefined) => {
    // Each folder once: its ancestors were added with it.
    for (let end = file.lastIndexOf('/'); end > 0 && !folders.has(file.slice(0, end)); end = file.lastIndexOf('/', end - 1))
      folders.set(file.slice(0, end), owner);
  };
  for (const [file, route] of byFile) addFolders(file, route);
  // The folders docsgen writes its own files into, and its files there whose names carry no hash.
  const own = new Set([ASSETS_FOLDER, ...ASSET_SUBFOLDERS.map((folder) => `${ASSETS_FOLDER}/${folder}`)]);
  const ownFiles = new Map([...FIXED_ASSET_FILES].map(([url, what]) => [fileKey(url.slice(1)), what]));
  const staticKeys = [...graph.staticFiles].map((url) => [fileKey(url.slice(1)), url] as const);
  for (const [key] of staticKeys) addFolders(key, undefined);
  for (const [file, route] of byFile) {
    if (!folders.has(file)) continue;
    diagnostics.push(
      createDiagnostic('route/invalid', {
        message: `The route ${shown(route.url)} writes the file ${shown(file)}, which another page or static file needs as a folder`,
        ...originOf(route, graph),
        hint: 'Give one of them another `slug` or file name.',
      }),
    );
  }
  // A static file where a page needs a folder (`static/docs/intro` and the page /docs/intro/), or
  // docsgen does (`static/assets/images`).
  for (const [key, url] of staticKeys) {
    const what = ownFiles.get(key);
    if (what) {
      diagnostics.push(
        createDiagnostic('route/invalid', {
          message: `The static file ${shown(url)} is where docsgen writes ${what} (the file ${shown(key)})`,
          file: `${staticDir}${url}`,
          line: 1,
          column: 1,
          hint: 'Rename or move the static file.',
        }),
      );
      continue;
    }
    if (own.has(key)) {
      diagnostics.push(
        createDiagnostic('route/invalid', {
          message: `The static file ${shown(url)} is where docsgen writes its own files (the folder ${shown(key)})`,
          file: `${staticDir}${url}`,
          line: 1,
          column: 1,
          hint: 'Rename or move the static file.',
        }),
      );
      continue;
    }
    const route = folders.get(key);
    if (!route) continue;
    diagnostics.push(
      createDiagnostic('route/invalid', {
        message: `The route ${shown(route.url)} needs the folder ${shown(key)}, where the static file ${shown(url)} is`,
        ...originOf(route, graph),
        hint: 'Rename or move the static file, or give the page another `slug` or file name.',
      }),
    );
  }
  return diagnostics;
}

/**
 * What names one file on every common file system: case folded (macOS, Windows), composed Unicode
 * (macOS), trailing dots and spaces of each name dropped (Windows).
 */
function fileKey(file: string): string {
  // ASCII names (most) are in composed form already.
  const folded = (ASCII.test(file) ? file : file.normalize('NFC')).toLowerCase();
  // Most names end in neither a dot nor a space: those are left as they are.
  if (!/[. ](?:\/|$)/.test(folded)) return folded;
  return folded
    .split('/')
    .map((name) => name.replace(/[. ]+$/, '') || name)
    .join('/');
}

/** The output files a route writes: its page, and a doc's markdown export. */
function filesOf(route: Route): string[] {
  const page = outputPath(route.url);
  return route.kind === 'doc' ? [page, markdownExportUrl(route.url).slice(1)] : [page];
}

const ASCII = /^[\x20-\x7e]*$/;

function lengthProblem(url: string): string | undefined {
  // No segment is longer than the whole URL.
  if (url.length * 3 <= MAX_SEGMENT_BYTES) return undefined;
  const long = url.split('/').find((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
  return long === undefined ? undefined : `has a path segment of ${Buffer.byteLength(long)} bytes, more than a file name can hold (${MAX_SEGMENT_BYTES})`;
}

/** The URL as a report shows it: control characters escaped, cut at 80 characters. */
function shown(url: string): string {
  const escaped = JSON.stringify(url).slice(1, -1);
  return escaped.length > 80 ? `${escaped.slice(0, 80)}…` : escaped;
}

function hintFor(route: Route): string {
  if (route.kind === 'category-index') return 'Change the `slug` of this category link: plain names separated by `/`, no `.` or `..`.';
  if (route.kind === 'doc' && route.doc.frontMatter.slug !== undefined)
    return 'Change the `slug`: plain names separated by `/`, no `.` or `..`, no `#`, `?`, `%` or `\\`.';
  if (route.kind === 'blog-post' && route.post.frontMatter.slug !== undefined)
    return 'Change the `slug`: plain names separated by `/`, no `.` or `..`, no `#`, `?`, `%` or `\\`.';
  if (route.kind === 'blog-tag') return "Change the tag's `permalink` in tags.yml (or the tag): plain names, no `.` or `..`.";
  return 'Rename the file (or folder) without `#`, `?`, `%`, `\\` or control characters, or set a `slug` in its front matter.';
}

/** Where the route's URL is written: the `slug` line, the category file's slug, a post's tags, or the file. */
function originOf(route: Route, graph: RouteGraph): { file: string; line: number; column: number } {
  if (route.kind === 'doc' && route.doc.frontMatter.slug !== undefined) return { file: route.doc.file, ...route.doc.locate(['slug']) };
  if (route.kind === 'blog-post' && route.post.frontMatter.slug !== undefined) return { file: route.post.file, ...route.post.locate(['slug']) };
  if (route.kind === 'category-index') {
    if (route.slugAt) return route.slugAt;
    // A label's URL: the category file of the folder, found through a doc inside it.
    for (const r of graph.routes.values()) {
      const at = r.kind === 'doc' && r.instanceId === route.instanceId && r.source ? `/${r.source}`.indexOf(`/${route.categoryDir}/`) : -1;
      if (at >= 0) return { file: `${r.source!.slice(0, at)}${route.categoryDir}/_category_.yml`, line: 1, column: 1 };
    }
  }
  if (route.source) return { file: route.source, line: 1, column: 1 };
  if (route.kind === 'blog-tag') {
    for (const url of route.postUrls) {
      const post = graph.routes.get(url);
      if (post?.kind === 'blog-post') return { file: post.post.file, ...post.post.locate(['tags']) };
    }
  }
  return { file: 'site.config.yaml', line: 1, column: 1 };
}
