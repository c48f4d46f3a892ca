// The site as `docsgen dev` holds it: the last good build in memory (graph, theme, bundle, chrome),
// made by the same tasks as `build`, changed by `applyChange` with files the watcher reports, and
// answering requests with `respond` (pages rendered on first request). One object owns all the state;
// the dev server only moves bytes and events. Checks run as warnings, so a writer's page still updates.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteChrome } from '../../theme/props.js';
import type { ClientBundle } from '../bundle/client.js';
import type { Theme } from '../render/theme-module.js';
import type { MdxPageContext } from '../bundle/mdx-context.js';
import { createMdxRenderer } from '../bundle/mdx-module.js';
import { runChecks } from '../checks/index.js';
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import { createContentContext } from '../content/context.js';
import { loadDoc } from '../content/docs.js';
import { createMemoryCache, type ParseCache } from '../content/parse-cache.js';
import { createDiagnostic, isDocsgenError, type Diagnostic } from '../diagnostics/index.js';
import { renderRoute } from '../render/render-route.js';
import { withDocContent } from '../routes/graph.js';
import type { RouteGraph } from '../routes/types.js';
import { normalisePath } from '../routes/urls.js';
import { openParseCache } from './cache.js';
import { bundleStylesheets } from '../bundle/stylesheets.js';
import { bundleTheme, siteAssets, type ThemeBundle } from './client-assets.js';
import { loadSite, markdownJobs, mdxPageContext } from './load-site.js';
import { createRun } from './run.js';
import { lazySearchIndexAsset } from './search-index.js';

/** What a batch of changed files touches: theme CSS only, content (markdown, spec, static), or everything. */
export type ChangeKind = 'styles' | 'content' | 'all';

/** One good build, as served. */
interface Built {
  config: SiteConfig;
  graph: RouteGraph;
  themeBundle: ThemeBundle;
  bundle: ClientBundle;
  chrome: SiteChrome;
  /** Problems of the load (not the checks'), and the checks' (as warnings). */
  loadProblems: Diagnostic[];
  checked: Diagnostic[];
}

/** What a load or change did, for the terminal and the browsers. */
export interface DevUpdate {
  ok: boolean;
  diagnostics: Diagnostic[];
  ms: number;
  /** What open browsers should do: reload, swap the stylesheet, or nothing. */
  browsers: 'reload' | 'css' | 'none';
  css?: string;
  /** Runs the link checks over the changed site, once the reloading browsers have been served. */
  checkLater?: () => DevUpdate;
}

/** The answer to a request: a page, a file in memory, a file on disk, a redirect, nothing, or no build yet. */
export type DevResponse =
  | { type: 'page'; status: 200 | 404; html: string }
  | { type: 'asset'; contents: Uint8Array | string; contentType: string }
  | { type: 'file'; absPath: string }
  | { type: 'static'; rel: string }
  | { type: 'redirect'; pathname: string; search: string }
  | { type: 'not-found' }
  | { type: 'no-build' };

export class DevSite {
  readonly siteDir: string;
  #built: Built | undefined;
  /** Rendered pages of the current build, by route URL. */
  #pages = new Map<string, string>();
  /** Parsed files in memory across rebuilds, in front of the on-disk cache a build left behind. */
  #cache: ParseCache;
  /** Source texts between rebuilds, read again only when a file's size or modification time changed. */
  #texts = new Map<string, { text: string; mtimeMs: number; size: number }>();
  /** Files changed while the whole site loads after an outline start (undefined when no such load runs). */
  #savedDuringLoad: string[] | undefined;
  /** Added before every page's </body> (the dev server's overlay and event script). */
  #pageTail: string;
  /** Runs MDX pages' modules for single-doc edits (full loads make their own). */
  #renderMdx: ReturnType<typeof createMdxRenderer>;
  /** What MDX pages' Docusaurus modules know of each page, for the config it was made from. */
  #pageContext: { config: SiteConfig; of: (file: string) => MdxPageContext } | undefined;

  /** The config the site opened with, until a build gives a newer one. */
  #openedConfig: SiteConfig | undefined;

  private constructor(siteDir: string, cache: ParseCache, pageTail: string, config: SiteConfig | undefined) {
    this.siteDir = siteDir;
    this.#cache = cache;
    this.#pageTail = pageTail;
    const siteConfig = () => this.#built?.config ?? this.#openedConfig;
    this.#renderMdx = createMdxRenderer(siteDir, {
      aliases: () => siteConfig()?.markdown.aliases,
      page: (file) => {
        const current = siteConfig();
        if (!current) return undefined;
        // Made once per config (the dev server keeps one until the config is saved).
        if (this.#pageContext?.config !== current) this.#pageContext = { config: current, of: mdxPageContext(current) };
        return this.#pageContext.of(file);
      },
    });
    this.#openedConfig = config;
  }

  static async open(siteDir: string, options: { pageTail?: string } = {}): Promise<DevSite> {
    const dir = path.resolve(siteDir);
    const config = await loadConfig(dir).catch(() => undefined);
    return new DevSite(dir, createMemoryCache(config ? openParseCache(config) : undefined), options.pageTail ?? '', config);
  }

  /**
   * Files and folders the config makes inputs, site-relative, beyond the usual ones (content/, static/, …):
   * docs and blog folders elsewhere (Docusaurus's `docs/`), sidebars files. The watcher follows them.
   */
  inputs(): string[] {
    const config = this.#built?.config ?? this.#openedConfig;
    if (!config) return [];
    const rel = (abs: string) => path.relative(this.siteDir, abs).split(path.sep).join('/');
    return [
      ...config.docs.map((d) => rel(d.dir)),
      ...config.docs.flatMap((d) => (d.sidebarFile ? [rel(d.sidebarFile.abs)] : [])),
      ...config.blogs.map((b) => rel(b.dir)),
      rel(config.staticDirAbs),
    ].filter((p) => p !== '' && !p.startsWith('..'));
  }

  /** The static folder requests may be served from (the config's, else `static/`). */
  get staticDir(): string {
    return this.#built?.config.staticDirAbs ?? path.join(this.siteDir, 'static');
  }

  /**
   * Loads the whole site (`outline`: docs' front matter and titles only, parsed when first requested: a
   * big site's first page is served within a second). After an outline start, `loadAll` follows.
   */
  async load(options: { outline?: boolean; reuseTheme?: boolean } = {}): Promise<DevUpdate> {
    const start = performance.now();
    const run = createRun();
    const previous = this.#built;
    try {
      const config = await loadConfig(this.siteDir);
      const themeBundle = options.reuseTheme && previous ? previous.themeBundle : bundleTheme(config.siteDir);
      const bundling = Promise.resolve(themeBundle);
      bundling.catch(() => undefined);
      const styling = bundleStylesheets(config);
      styling.catch(() => undefined);
      const { graph, islands, componentStyles } = await loadSite(config, { cache: this.#cache, readText: this.#readText, outline: options.outline === true }, run);
      if (!graph) return this.#update(run.diagnostics, start, false);
      const stylesheets = await styling;
      run.report(stylesheets.diagnostics);
      if (run.failed()) return this.#update(run.diagnostics, start, false);
      const loadProblems = [...run.diagnostics];
      const checked = options.outline ? [] : runChecks(graph, config).map(asWarning);
      const built = await bundling;
      const { bundle, chrome } = siteAssets(config, graph, built.client, () => lazySearchIndexAsset(graph), {
        islands,
        stylesheets: { css: [...componentStyles.css, ...stylesheets.value.css], files: [...componentStyles.files, ...stylesheets.value.files] },
      });
      this.#built = { config, graph, themeBundle: built, bundle, chrome, loadProblems, checked };
      this.#pages = new Map();
      return this.#update([...loadProblems, ...checked], start, true);
    } catch (error) {
      if (isDocsgenError(error)) return this.#update([...run.diagnostics, ...error.diagnostics], start, false);
      const failed = createDiagnostic('build/failed', { message: (error as Error).message, hint: 'Run docsgen build --debug for the stack trace.' });
      return this.#update([failed], start, false);
    }
  }

  /**
   * After an outline start: loads the whole site with every body, then applies again the files saved
   * meanwhile (they were applied to the outline site as they came). Browsers already showing a page are
   * not reloaded for it.
   */
  async loadAll(): Promise<DevUpdate> {
    this.#savedDuringLoad = [];
    const served = this.#built !== undefined;
    const update = await this.load({ reuseTheme: true });
    const again = [...new Set(this.#savedDuringLoad)];
    this.#savedDuringLoad = undefined;
    const quiet: DevUpdate = { ...update, browsers: served ? 'none' : update.browsers };
    return again.length > 0 ? this.applyChange(again, 'content') : quiet;
  }

  /** Applies a batch of changed files (site-relative, as the watcher reports them). */
  async applyChange(files: string[], kind: ChangeKind): Promise<DevUpdate> {
    const start = performance.now();
    this.#savedDuringLoad?.push(...files);
    // Also dropped on the watcher's word, for file systems with coarse modification times.
    for (const file of files) this.#texts.delete(path.join(this.siteDir, file));
    // Anything unexpected on the fast path (the file is gone already) leaves it to a full load.
    if (kind === 'content' && files.length === 1) {
      const fast = await this.#bodyEdit(files[0]!, start).catch(() => undefined);
      if (fast) return fast;
    }
    const hadBuild = this.#built !== undefined;
    const update = await this.load({ reuseTheme: kind === 'content' });
    if (!update.ok) return { ...update, browsers: 'none' };
    const css = this.#built!.chrome.assets.css[0];
    if (kind === 'styles' && hadBuild && css) return { ...update, browsers: 'css', css };
    return update;
  }

  /** The answer to a GET for `pathname` (decoded) with `search`. */
  async respond(pathname: string, search = ''): Promise<DevResponse> {
    const built = this.#built;
    if (!built) return { type: 'no-build' };
    const { bundle, graph } = built;
    const assets = [...bundle.css, ...bundle.js, ...(bundle.lazy?.values() ?? [])];
    // The search index's chunks and fragments sit under the assets folder's `search/`.
    const companions = pathname.startsWith('/assets/search/') ? assets.flatMap((a) => a.companions ?? []) : [];
    const asset = [...assets, ...companions].find((a) => a.url === pathname);
    if (asset) return { type: 'asset', contents: asset.contents, contentType: contentType(pathname) };
    const image = graph.assets.get(pathname);
    if (image) return { type: 'file', absPath: image };
    const route = graph.routes.get(pathname) ?? graph.routes.get(normalisePath(pathname));
    if (route && route.kind !== 'not-found') {
      if (route.url !== pathname && pathname !== `${route.url}/`) return { type: 'redirect', pathname: route.url, search };
      // A doc still in outline (the start) is parsed now, then served whole.
      if (route.kind === 'doc' && route.doc.markdown.outline && (await this.#withDoc(route.doc.file).catch(() => false))) {
        this.#pages.delete(route.url);
      }
      return { type: 'page', status: 200, html: this.#render(route.url) };
    }
    if (graph.staticFiles.has(pathname)) return { type: 'static', rel: pathname.slice(1) };
    return this.notFound();
  }

  /** The site's 404 page, or nothing when it has none (yet). */
  notFound(): DevResponse {
    return this.#built?.graph.routes.has('/404') ? { type: 'page', status: 404, html: this.#render('/404') } : { type: 'not-found' };
  }

  #render(url: string): string {
    const built = this.#built!;
    let html = this.#pages.get(url);
    if (html === undefined) {
      const route = built.graph.routes.get(url)!;
      html = renderRoute(route, { graph: built.graph, chrome: built.chrome, theme: built.themeBundle.theme }).replace('</body>', `${this.#pageTail}</body>`);
      this.#pages.set(url, html);
    }
    return html;
  }

  #readText = (absPath: string): string => {
    const { mtimeMs, size } = statSync(absPath);
    const known = this.#texts.get(absPath);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known.text;
    const text = readFileSync(absPath, 'utf8');
    this.#texts.set(absPath, { text, mtimeMs, size });
    return text;
  };

  /**
   * Parses one doc (site-relative) and puts it into the current graph (withDocContent); false, and
   * nothing changed, when it has problems or changes what other pages show of it.
   */
  async #withDoc(file: string): Promise<boolean> {
    const instance = this.#built?.config.docs.find((i) => path.join(this.siteDir, file).startsWith(i.dir + path.sep));
    if (!instance || !/\.mdx?$/i.test(file)) return false;
    const context = createContentContext({
      cache: this.#cache,
      readText: this.#readText,
      workers: 1,
      ...markdownJobs(this.#built!.config.markdown),
      markdownFormat: this.#built!.config.markdown.format,
      renderMdx: this.#renderMdx,
    });
    const loaded = await loadDoc({ siteDir: this.siteDir, instance, rel: path.relative(instance.dir, path.join(this.siteDir, file)), context });
    if (!loaded.entry || loaded.entry.frontMatter.draft || loaded.diagnostics.length > 0) return false;
    // Applied to the site as it is now: it may have changed while the file was parsed.
    const current = this.#built;
    const graph = current && withDocContent(current.graph, loaded.entry);
    if (!current || !graph) return false;
    // The route table names the search index already: a fresh index under the same URL.
    const lazy = new Map(current.bundle.lazy);
    for (const asset of this.#renderMdx.islandAssets()) lazy.set(`file:${asset.url}`, asset);
    const index = lazy.get('search-index');
    if (index) lazy.set('search-index', lazySearchIndexAsset(graph, index.url));
    this.#built = { ...current, graph, bundle: { ...current.bundle, lazy } };
    return true;
  }

  /**
   * The most common save: a doc whose body changed and nothing other pages show of it (title, sidebar
   * label and position, description, front matter). Only that doc is parsed and its route replaced;
   * browsers reload at once, and the checks follow (`checkLater`). Undefined when the edit needs a full
   * load.
   */
  async #bodyEdit(file: string, start: number): Promise<DevUpdate | undefined> {
    const before = this.#built;
    if (!before || !(await this.#withDoc(file))) return undefined;
    this.#pages = new Map();
    // The file parsed without a problem: what stays is other files' problems, and the checks' until they run again.
    const others = before.loadProblems.filter((d) => d.file !== file);
    const known = [...others, ...before.checked.filter((d) => d.file !== file)];
    this.#built = { ...this.#built!, loadProblems: others, checked: before.checked.filter((d) => d.file !== file) };
    const update: DevUpdate = { ok: true, diagnostics: known, ms: Math.round(performance.now() - start), browsers: 'reload' };
    // While the start-up load runs, other docs have no bodies yet: the checks wait for the whole site.
    if (this.#savedDuringLoad) return update;
    return {
      ...update,
      checkLater: () => {
        const built = this.#built!;
        const checked = runChecks(built.graph, built.config).map(asWarning);
        this.#built = { ...built, checked };
        return { ok: true, diagnostics: [...built.loadProblems, ...checked], ms: Math.round(performance.now() - start), browsers: 'none' };
      },
    };
  }

  #update(diagnostics: Diagnostic[], start: number, ok: boolean): DevUpdate {
    return { ok, diagnostics, ms: Math.round(performance.now() - start), browsers: ok ? 'reload' : 'none' };
  }
}

/** A check result as the dev server reports it: a warning, which never stops a rebuild. */
function asWarning(diagnostic: Diagnostic): Diagnostic {
  return { ...diagnostic, severity: 'warning' };
}

function contentType(pathname: string): string {
  if (pathname.endsWith('.css')) return 'text/css; charset=utf-8';
  if (pathname.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (pathname.endsWith('.json')) return 'application/json';
  if (pathname.endsWith('.woff2')) return 'font/woff2';
  if (pathname.endsWith('.woff')) return 'font/woff';
  if (pathname.endsWith('.ttf')) return 'font/ttf';
  return 'application/octet-stream';
}
