// What a build leaves in the cache folder for the next one into the same output folder: the stamps of
// every input file (size and modification time, with a content hash as the tie-breaker), the keys of
// what every page shares (docsgen's build, the graph's outline, the chrome), the diagnostics and the
// counts. The next build stats its inputs first: nothing changed and the output intact means nothing to
// do; otherwise only the pages whose inputs changed are made again (see changedRoutes).
import { readEntry, writeEntry } from '../util/cache-file.js';
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { KeptChecks } from '../checks/kept.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { Route, RouteGraph } from '../routes/types.js';
import { shownTitle } from '../routes/shown-title.js';
import { digestOf, fileStamp, valueDigest } from '../util/hash.js';
import { relativePosix } from '../util/paths.js';
import { TWIN_SUFFIX } from '../util/compression.js';
import { markdownTwinUrl, outputPath } from '../routes/urls.js';
import { docsReach, instanceShape, type DocsOutline } from './docs-reach.js';

/** An input's stamp: size, modification time and (once known) a hash of its bytes. */
export type InputStamp = [size: number, mtimeMs: number, hash: string];

export interface BuildState {
  /** Everything besides the inputs that the output depends on (docsgen's build, the options). */
  key: string;
  /** When the build that wrote it began (files changed after that are compared by their bytes). */
  startedAt: number;
  /** Every input file by site-relative path. */
  inputs: Record<string, InputStamp>;
  /** Hashes of the graph's outline by area: what a page shows of the other pages (see outlineKeys). */
  outline: OutlineKeys;
  /** Each docs plugin's outline in parts, by area (see outlineOf). */
  docs?: Record<string, DocsOutline>;
  /** A hash of what every page's HTML depends on besides its own props (docsgen, theme, chrome). */
  render: string;
  diagnostics: Diagnostic[];
  routes: number;
  pages: number;
  files: number;
  /** A hash of every source file and its route's URL: where every link that names a file leads (see sourcesKey). */
  sources?: string;
  /** What the checks found that the next build may keep (see checks/kept.ts). */
  checks?: KeptChecks;
}

/** The inputs as they are now, with what changed since the state was written. */
export interface InputScan {
  inputs: Record<string, InputStamp>;
  /** Site-relative paths added, removed or whose bytes changed (all of them without a state). */
  changed: Set<string>;
  startedAt: number;
}

const VERSION = 2;

function stateFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'state', `${digestOf('sha1', path.resolve(outDir), 'base64url')}.json`);
}

/** The state the last build into `outDir` left; undefined when there is none (or it is torn or stale). */
export function loadBuildState(cacheDir: string, outDir: string, key: string): BuildState | undefined {
  try {
    const file = stateFile(cacheDir, outDir);
    const state = JSON.parse(Buffer.from(readEntry(file, path.basename(file))!).toString('utf8')) as BuildState & { version: number };
    return state.version === VERSION && state.key === key ? state : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the state for the next build (write then rename: a killed build never leaves a torn one). */
export function saveBuildState(cacheDir: string, outDir: string, state: BuildState): void {
  // Without a state the next build does everything; nothing is wrong with this one.
  const file = stateFile(cacheDir, outDir);
  writeEntry(file, path.basename(file), Buffer.from(JSON.stringify({ version: VERSION, ...state })));
}

/** Removes the state, before a build changes the output (a build killed after that starts over). */
export function dropBuildState(cacheDir: string, outDir: string): void {
  try {
    writeFileSync(stateFile(cacheDir, outDir), '');
  } catch {
    // No state to drop.
  }
}

/**
 * Stats every file of the site folder (but the output and cache folders, node_modules, .git and
 * docsgen's temporaries) and compares them with the state's stamps. A file whose stamp differs, or that
 * changed after the last build began (its time may not tell two edits apart), is compared by its bytes.
 */
export function scanInputs(siteDir: string, skip: string[], state: BuildState | undefined): InputScan {
  const startedAt = Date.now();
  const inputs: Record<string, InputStamp> = {};
  const changed = new Set<string>();
  const skipped = new Set(skip.map((dir) => path.resolve(dir)));
  const seen = new Set<string>();
  const site = safeRealpath(path.resolve(siteDir));
  const inSite = (real: string) => real === site || real.startsWith(site.endsWith(path.sep) ? site : site + path.sep);
  const walk = (dir: string, rel: string) => {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      return;
    }
    if (seen.has(real)) return;
    seen.add(real);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name;
      if (name === 'node_modules' || name === '.git' || name.startsWith('.docsgen-')) continue;
      // `dir` is absolute and normalised (the resolved site folder, then its entries), `name` one segment.
      const abs = dir.endsWith(path.sep) ? dir + name : `${dir}${path.sep}${name}`;
      const key = rel ? `${rel}/${name}` : name;
      if (skipped.has(abs)) continue;
      let stat: Stats;
      try {
        stat = lstatSync(abs);
        // A link is followed only to what lies inside the site folder: nothing outside it is read,
        // hashed or named in the state.
        if (stat.isSymbolicLink()) {
          const real = realpathSync(abs);
          if (!inSite(real) || [...skipped].some((dir) => real === dir || real.startsWith(dir + path.sep))) continue;
          stat = statSync(real);
        }
      } catch {
        continue;
      }
      if (stat.isDirectory()) {
        if (!skipped.has(safeRealpath(abs))) walk(abs, key);
        continue;
      }
      if (!stat.isFile()) continue;
      const before = state?.inputs[key];
      if (before && before[0] === stat.size && before[1] === stat.mtimeMs && stat.mtimeMs < state!.startedAt - 1000) {
        inputs[key] = before;
        continue;
      }
      const hash = hashFile(abs);
      inputs[key] = [stat.size, stat.mtimeMs, hash];
      if (before?.[2] !== hash) changed.add(key);
    }
  };
  walk(path.resolve(siteDir), '');
  if (state) for (const key of Object.keys(state.inputs)) if (!(key in inputs)) changed.add(key);
  return { inputs, changed, startedAt };
}

function safeRealpath(abs: string): string {
  try {
    return realpathSync(abs);
  } catch {
    return abs;
  }
}

function hashFile(abs: string): string {
  try {
    return fileStamp(readFileSync(abs));
  } catch {
    return '';
  }
}

/** A hash of any plain value (Maps and Sets as their entries; functions left out). */
export function valueKey(value: unknown): string {
  return valueDigest(value);
}

function plain(_key: string, value: unknown): unknown {
  return value instanceof Map || value instanceof Set ? [...value] : value;
}

/** `plain`, with every object's keys in sorted order. */
function canonical(key: string, value: unknown): unknown {
  const listed = plain(key, value);
  if (listed === null || typeof listed !== 'object' || Array.isArray(listed)) return listed;
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(listed).sort()) sorted[name] = (listed as Record<string, unknown>)[name];
  return sorted;
}

/** Hashes of the graph's outline, by area (see areaOf). */
export type OutlineKeys = Record<string, string>;

/** The area whose change reaches every page. */
const GLOBAL = 'global';

/** The area of a docs plugin's pages (see areaOf). */
export const docsArea = (pluginId: string): string => `${DOCS_AREA}${pluginId}`;
const DOCS_AREA = 'docs:';

/**
 * The part of the site whose outline a route's page shows: a docs plugin (its versions' sidebars,
 * titles, positions and descriptions, which its pages' sidebars, pagination, breadcrumbs, cards and
 * version menus show), a blog (posts whole: lists show them), the API reference, or a page (or the home
 * page) alone. The not-found page lists every docs plugin's entry page: see changedRoutes.
 */
export function areaOf(route: Route, graph: RouteGraph): string {
  switch (route.kind) {
    case 'doc':
    case 'category-index':
      return docsArea(graph.instances.get(route.instanceId)?.pluginId ?? route.instanceId);
    case 'page':
    case 'home':
      return `page:${route.url}`;
    case 'api':
      return 'api';
    case 'not-found':
      return GLOBAL;
    default:
      return `blog:${route.blogId}`;
  }
}

/**
 * Hashes of the graph's outline by area: every route as other pages of its area may show it (titles,
 * labels, positions, descriptions, sidebars, blog posts whole), without what only a doc's or page's own
 * page shows (its body, table of contents, ids, links and images); each docs instance and blog goes to
 * its area, what is left of the graph (duplicates, the chrome's links) to the global one. While an
 * area's key holds, a page of it whose own source did not change renders the same bytes. The site's
 * images and static files are left out: no page's bytes depend on another page's images, nor on which
 * static files there are (the chrome's logo, which does, is in the render key).
 */
export function outlineKeys(graph: RouteGraph): OutlineKeys {
  return outlineOf(graph).areas;
}

/**
 * The outline keys by area, and each docs plugin's outline in parts (its routes' outlines and its
 * instances' shapes), from which the next build tells which pages an edit of a doc's outline reaches
 * (see docs-reach.ts).
 */
export function outlineOf(graph: RouteGraph): { areas: OutlineKeys; docs: Record<string, DocsOutline> } {
  // Each area's parts, hashed whole at the end (one call, not two a route).
  const hashes = new Map<string, string[]>();
  const add = (area: string, ...parts: string[]) => (hashes.get(area) ?? hashes.set(area, []).get(area)!).push(...parts);
  const docs: Record<string, DocsOutline> = {};
  const docsOf = (area: string) => (docs[area] ??= { routes: {}, shapes: {} });
  // The API reference (the whole model of a spec) and its page map are shared by every API route:
  // each is hashed once, and the routes' keys hold those digests.
  const shared = new WeakMap<object, string>();
  for (const route of graph.routes.values()) {
    const area = areaOf(route, graph);
    if (route.kind === 'doc' || route.kind === 'category-index') {
      // 96 bits: enough to tell one route's outline from its last.
      const digest = digestOf('sha1', routeOutlineJson(route), 'base64url').slice(0, 16);
      docsOf(area).routes[route.url] = digest;
      add(area, digest, '\n');
    } else if (route.kind === 'api') {
      for (const part of [route.api, route.pageOf]) if (part && !shared.has(part)) shared.set(part, valueDigest(part, { sortKeys: true }));
      add(area, valueDigest(route, { memo: shared, sortKeys: true }), '\n');
    } else if (route.kind === 'page' || route.kind === 'home') add(area, routeOutlineJson(route), '\n');
    else add(area, valueDigest(routeOutline(route), { memo: shared, sortKeys: true }), '\n');
  }
  for (const [id, instance] of graph.instances) {
    add(docsArea(instance.pluginId), `${id}\0`, valueDigest(instance), '\n');
    docsOf(docsArea(instance.pluginId)).shapes[id] = instanceShape(instance);
  }
  // Blogs hold their posts whole, with sorted keys like the blog routes (see routeOutlineJson).
  for (const [id, blog] of graph.blogs) add(`blog:${id}`, valueDigest(blog, { sortKeys: true }), '\n');
  const { routes: _routes, assets: _assets, staticFiles: _static, blogs: _blogs, instances: _instances, ...rest } = graph;
  add(GLOBAL, valueDigest(rest));
  return { areas: Object.fromEntries([...hashes].map(([area, parts]) => [area, digestOf('sha1', parts.join(''), 'base64url')])), docs };
}

/** The areas whose outline differs between two builds (added or gone ones too). */
function changedAreas(before: OutlineKeys, now: OutlineKeys): Set<string> {
  const areas = new Set<string>();
  for (const area of new Set([...Object.keys(before), ...Object.keys(now)])) if (before[area] !== now[area]) areas.add(area);
  return areas;
}

/**
 * A route's outline as JSON. Docs, pages and the home page (most routes) hold no Map or Set once their
 * own parts are left out, so they take JSON's fast path, without a replacer (called for every value, it
 * made the key of a 10,000-page site cost 0.2 s); test/unit/pipeline/outline-key.test.ts holds them to that.
 */
export function routeOutlineJson(route: Route): string {
  const fast = route.kind === 'doc' || route.kind === 'page' || route.kind === 'home';
  // Other routes hold whole markdown values (blog posts), whose keys come in another order from the
  // cache than from a parse: written with sorted keys, a build after one that parsed them finds the
  // same outline.
  return fast ? JSON.stringify(routeOutline(route)) : JSON.stringify(routeOutline(route), canonical);
}

/** A route's outline as routeOutlineJson writes it, with every Map and Set written out (slow: for tests). */
export function routeOutlineJsonPlain(route: Route): string {
  return JSON.stringify(routeOutline(route), plain);
}

function routeOutline(route: Route): unknown {
  if (route.kind === 'doc') {
    const { markdown, locate: _locate, images: _images, ...doc } = route.doc;
    // Its shown title: other pages' breadcrumbs name it by its leading h1, which is body.
    return { ...ownless(route), shown: shownTitle(route), doc: { ...doc, markdown: bodyOutline(markdown) } };
  }
  if (route.kind === 'page' || route.kind === 'home') {
    const { markdown, images: _images, ...page } = route.page;
    return { ...ownless(route), page: { ...page, markdown: bodyOutline(markdown) } };
  }
  return route;
}

function ownless(route: Route): Record<string, unknown> {
  const { anchors: _anchors, links: _links, hrefs: _hrefs, ...rest } = route as Route & { toc?: unknown };
  return { ...rest, toc: undefined };
}

/**
 * What of a body other pages show: whether it opens with its own h1 (a doc's h1 text goes with its
 * route: see routeOutline). Not its first paragraph: a doc's description (the front matter's, else that
 * paragraph) is in the doc's outline already, and a page's comes from its front matter alone, so an edit
 * of the paragraph under a front matter description changes no other page.
 */
function bodyOutline(markdown: { startsWithH1: boolean; outline?: true }): unknown {
  return { startsWithH1: markdown.startsWithH1, outline: markdown.outline };
}

/**
 * The routes whose page may differ from the last build's, given the input files that changed: all of
 * them (undefined) unless the render key and the global outline held and every changed file is the
 * source of a plain markdown route, an image docs and pages show, or in the static folder (but not where
 * a page or a markdown twin, or one of their compressed twins, is written); then the routes of the areas
 * whose outline changed (and the not-found page, which lists the docs), of those sources, of the pages
 * showing those images, and every page whose body an MDX module renders (see CompiledMarkdown.fromModule).
 */
export function changedRoutes(options: {
  graph: RouteGraph;
  state: BuildState | undefined;
  changed: Set<string>;
  outline: OutlineKeys;
  /**
   * Each docs plugin's outline in parts, by area (see outlineOf), for a build in which every source
   * file kept its URL (else a link to one may change on any page that links to it).
   */
  docs?: Record<string, DocsOutline>;
  render: string;
  /** Where a site-relative path of the static folder lands in the output (its files are copied by their own keys). */
  staticPath: (file: string) => string | undefined;
  /** The site folder (changed files are relative to it). */
  siteDir: string;
  /**
   * The area a changed file that is no page's source belongs to whole, when its effect is all in that
   * area's outline (a docs folder's `_category_` file: labels, positions, descriptions, slugs).
   */
  areaOfFile?: (file: string) => string | undefined;
}): Set<Route> | undefined {
  const { graph, state, changed } = options;
  if (!state || state.render !== options.render || typeof state.outline !== 'object' || state.outline === null) return undefined;
  const areas = changedAreas(state.outline, options.outline);
  if (areas.has(GLOBAL)) return undefined;
  // Docs plugins whose change is in their docs' own outlines alone (no `_category_` file of theirs
  // changed): the pages showing those docs, not all of theirs (see docs-reach.ts).
  const showingDocs = new Map<string, Set<Route>>();
  const filed = new Set([...changed].map((file) => options.areaOfFile?.(file)));
  for (const area of areas) {
    const before = state.docs?.[area];
    const now = options.docs?.[area];
    if (!area.startsWith(DOCS_AREA) || filed.has(area) || !before || !now) continue;
    const reach = docsReach(graph, area.slice(DOCS_AREA.length), before, now);
    if (reach) showingDocs.set(area, reach);
  }
  const routes = new Set<Route>();
  const bySource = new Map<string, Route>();
  for (const reach of showingDocs.values()) for (const route of reach) routes.add(route);
  for (const route of graph.routes.values()) {
    if (areas.size > 0 && route.kind === 'not-found') routes.add(route);
    else if (areas.size > 0) {
      const area = areaOf(route, graph);
      if (areas.has(area) && !showingDocs.has(area)) routes.add(route);
    }
    if (route.source && (route.kind === 'doc' || route.kind === 'page' || route.kind === 'home' || route.kind === 'blog-post')) bySource.set(route.source, route);
    // Made again by this build from its module, which may import any file: its key, made of the HTML
    // itself, tells whether it changed. (A blog post's body is in its blog's outline.)
    if (route.kind === 'doc' ? route.doc.markdown.fromModule : (route.kind === 'page' || route.kind === 'home') && route.page.markdown.fromModule) routes.add(route);
  }
  // The output paths of pages and markdown twins (made when a static file changed): a static file there,
  // or at one of their twins' paths, takes that place or gives it back, which only a full build gets right.
  let written: Set<string> | undefined;
  const takesPlace = (rel: string) => {
    written ??= new Set([...graph.routes.values()].flatMap((route) => [outputPath(route.url), ...(route.kind === 'doc' ? [markdownTwinUrl(route.url).slice(1)] : [])]));
    return written.has(rel.slice(0, rel.length - (Object.values(TWIN_SUFFIX).find((suffix) => rel.endsWith(suffix))?.length ?? 0)));
  };
  // The docs and pages showing each image, by the image's site-relative path (made when an image changed).
  let byImage: Map<string, Route[]> | undefined;
  const showing = (file: string) => {
    if (!byImage) {
      byImage = new Map();
      for (const route of bySource.values()) {
        const images = route.kind === 'doc' ? route.doc.images : route.kind === 'page' || route.kind === 'home' ? route.page.images : [];
        for (const image of images) {
          const rel = relativePosix(options.siteDir, image.absPath);
          byImage.set(rel, [...(byImage.get(rel) ?? []), route]);
        }
      }
    }
    return byImage.get(file);
  };
  for (const file of changed) {
    const route = bySource.get(file);
    if (route && /\.md$/i.test(file)) {
      routes.add(route);
      continue;
    }
    // The docs and pages showing it as an image (one may be in the static folder).
    const shown = showing(file);
    for (const page of shown ?? []) routes.add(page);
    const inStatic = options.staticPath(file);
    if (inStatic !== undefined) {
      if (takesPlace(inStatic)) return undefined;
      continue;
    }
    // Its area's pages were all reached above when its outline changed; if it did not, neither did they.
    if (options.areaOfFile?.(file) !== undefined) continue;
    if (!shown) return undefined;
  }
  return routes;
}
