// The site as `docsgen dev` holds it: the last good build in memory (graph, theme, bundle, chrome) and
// the docs it was built from (dev-docs.ts), made by the same tasks as `build` (dev-load.ts), changed by
// `applyChange` with files the watcher reports, and answering requests with `respond` (pages rendered
// on first request). It starts from the docs' heads (front matter and title) and parses every body in
// the background (`loadAll`); saves never wait for that (dev-schedule.ts). Saves to docs parse those
// files only and build the graph again from the docs held (dev-saves.ts); anything else loads the site
// again. One object owns all the state; the dev server only moves bytes and events. Checks run as
// warnings, so a page still updates.
import os from 'node:os';
import path from 'node:path';
import type { ClientBundle } from '../bundle/client.js';
import type { MdxRenderer } from '../bundle/mdx-module.js';
import { packageRoot } from '../bundle/package-root.js';
import { runChecks } from '../checks/index.js';
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import type { ContentContext } from '../content/context.js';
import { loadDoc, type LoadedDocFile } from '../content/docs.js';
import type { ParseCache } from '../content/parse-cache.js';
import { createMemoryCache } from '../content/memory-cache.js';
import { parseWorkerScript } from '../content/parse-pool.js';
import { createDiagnostic, isDocsgenError, type Diagnostic } from '../diagnostics/index.js';
import { renderRoute } from '../render/render-route.js';
import { buildRouteGraph, withDocParsed } from '../routes/graph.js';
import type { RouteGraph } from '../routes/types.js';
import { linkBase, normalisePath } from '../routes/urls.js';
import { openParseCache } from './cache.js';
import { siteAssets, withGraphAssets, type ExtraAssets } from './client-assets.js';
import { type DevDocs, parseOutlines, type DocsFile } from './dev-docs.js';
import { applyDocSaves, importedByModules } from './dev-saves.js';
import { DevSchedule } from './dev-schedule.js';
import { createDevMdxRenderer, createSourceTexts, devContentContext } from './dev-context.js';
import { loadForDev } from './dev-load.js';
import { asWarning, contentType, loadUpdate, type Built, type ChangeKind, type DevResponse, type DevUpdate } from './dev-types.js';
import { createRun } from './run.js';
import { lazySearchIndexAsset } from './search-index.js';

export type { ChangeKind, DevResponse, DevUpdate } from './dev-types.js';

/** Docs the background parse has in hand at once (read, parsing in a worker, or being kept). */
const BACKGROUND_FILES = 3;
/** Its worker threads (at low priority): all cores but one, which saves and page requests have to themselves. */
const BACKGROUND_WORKERS = Math.max(1, os.availableParallelism() - 1);
/** How long after a save the background parse stays paused: the reload's page requests come first. */
const SAVE_GRACE_MS = 150;
/** And after a page request (a browser asks for its stylesheets and scripts next). */
const PAGE_GRACE_MS = 50;
/** The parse cache's heads pack is written this long after the last change (a build run later reads it). */
const CACHE_SAVE_AFTER_MS = 2000;

export class DevSite {
  readonly siteDir: string;
  #built: Built | undefined;
  /** The docs the current build was made from, changed file by file. */
  #docs: DevDocs | undefined;
  /** Rendered pages of the current build, by route URL. */
  #pages = new Map<string, string>();
  /** Parsed files in memory across rebuilds, in front of the on-disk cache a build left behind. */
  #cache: ParseCache;
  /** Source texts between rebuilds, read again only when a file's size or modification time changed. */
  #texts = createSourceTexts();
  /** Saves counted per file, saves and requests ahead of the background parse, changes one at a time. */
  #schedule = new DevSchedule();
  /** Whether the background parse of the whole site runs. */
  #background = false;
  /** The parse cache's saves, one after another, and the one waiting for changes to settle. */
  #saving: Promise<void> = Promise.resolve();
  #saveTimer: NodeJS.Timeout | undefined;
  /** Added before every page's </body> (the dev server's overlay and event script). */
  #pageTail: string;
  /** Runs MDX pages' modules for single-doc edits (full loads make their own). */
  #renderMdx: MdxRenderer;

  /** The config the site opened with, until a build gives a newer one. */
  #openedConfig: SiteConfig | undefined;

  private constructor(siteDir: string, cache: ParseCache, pageTail: string, config: SiteConfig | undefined) {
    this.siteDir = siteDir;
    this.#cache = cache;
    this.#pageTail = pageTail;
    this.#renderMdx = createDevMdxRenderer(siteDir, () => this.#built?.config ?? this.#openedConfig);
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

  /** The base URL the site is served under (its config's `baseUrl`; `/` while no config loads). */
  get baseUrl(): string {
    const config = this.#built?.config ?? this.#openedConfig;
    return config ? linkBase(config) : '/';
  }

  /** The static folder requests may be served from (the config's, else `static/`). */
  get staticDir(): string {
    return this.#built?.config.staticDirAbs ?? path.join(this.siteDir, 'static');
  }

  /**
   * Loads the whole site (`headsOnly`: docs' front matter and titles only, parsed when first requested: a
   * big site's first page is served within a second). After a heads-only start, `loadAll` follows.
   */
  async load(options: { headsOnly?: boolean; reuseTheme?: boolean } = {}): Promise<DevUpdate> {
    const start = performance.now();
    const run = createRun();
    const previous = this.#built;
    try {
      const loaded = await loadForDev(
        this.siteDir,
        options,
        { cache: this.#cache, texts: this.#texts, previous, docs: () => this.#docs, parsedLatest: (file) => this.#schedule.parsedLatest(file) },
        run,
      );
      if (!loaded) return loadUpdate(run.diagnostics, start, false);
      const { config, graph, content, docs, kept, extra, otherProblems } = loaded;
      const built = loaded.themeBundle;
      this.#docs = docs;
      const graphNow = kept ? buildRouteGraph({ ...content.input, instances: docs.values }) : graph;
      const checked = options.headsOnly ? [] : runChecks(graphNow, config).map(asWarning);
      const { bundle, chrome } = siteAssets(config, graphNow, built.client, () => lazySearchIndexAsset(graphNow), extra);
      this.#built = { config, graph: graphNow, input: content.input, themeBundle: built, extra, bundle, chrome, otherProblems, checked };
      this.#pages = new Map();
      return loadUpdate(this.#problems(), start, true);
    } catch (error) {
      if (isDocsgenError(error)) return loadUpdate([...run.diagnostics, ...error.diagnostics], start, false);
      const failed = createDiagnostic('build/failed', { message: (error as Error).message, hint: 'Run docsgen build --debug for the stack trace.' });
      return loadUpdate([failed], start, false);
    }
  }

  /**
   * After a heads-only start: parses every doc still a head, in the background (worker threads),
   * then builds the graph and runs the checks over the whole site. Saves meanwhile do not wait for it,
   * and it never replaces a doc saved after its text was read. Browsers already showing a page are not
   * reloaded for it.
   */
  async loadAll(): Promise<DevUpdate> {
    const start = performance.now();
    const config = this.#built?.config;
    if (!config || !this.#docs) return this.load({ reuseTheme: true });
    this.#background = true;
    const context = this.#context(config, { workerScript: parseWorkerScript(packageRoot()), workers: BACKGROUND_WORKERS, background: true });
    try {
      await parseOutlines({
        siteDir: this.siteDir,
        docs: () => (this.#built?.config === config ? this.#docs : undefined),
        schedule: this.#schedule,
        context,
        inHand: BACKGROUND_FILES,
        keep: (at, loaded, saves) => this.#keep(at, loaded, saves),
      });
    } catch {
      // Whatever was not parsed here is parsed when its page is asked for, or on the next full load.
    } finally {
      await context.close();
    }
    return this.#schedule.exclusive(async () => {
      this.#background = false;
      if (!this.#built || !this.#docs) return this.load({ reuseTheme: true });
      const update = await this.#regraph(undefined, start, { checkNow: true });
      this.#saveCache(0);
      return { ...update, browsers: 'none' };
    });
  }

  /**
   * Writes down what the parse cache holds (its heads pack) `after` ms from now, unless another change
   * comes first: a `docsgen build` after a dev session then parses only what changed since.
   */
  #saveCache(after = CACHE_SAVE_AFTER_MS): void {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(() => {
      this.#saving = this.#saving.then(() => this.#cache.save?.()).catch(() => undefined);
    }, after);
    this.#saveTimer.unref();
  }

  /** Applies a batch of changed files (site-relative, as the watcher reports them). */
  async applyChange(files: string[], kind: ChangeKind): Promise<DevUpdate> {
    this.#saveCache();
    for (const file of files) {
      this.#schedule.saved(file);
      // Also dropped on the watcher's word, for file systems with coarse modification times.
      this.#texts.forget(path.join(this.siteDir, file));
    }
    return this.#schedule.first(() => this.#schedule.exclusive(() => this.#applyChange(files, kind)), SAVE_GRACE_MS);
  }

  async #applyChange(files: string[], kind: ChangeKind): Promise<DevUpdate> {
    const start = performance.now();
    // Anything unexpected on the docs' path (a file gone while read) leaves it to a full load.
    if (kind === 'content') {
      const fast = await this.#docsChange(files, start).catch(() => undefined);
      if (fast) return fast;
    }
    const hadBuild = this.#built !== undefined;
    // While the background parse runs, as heads again (docs parsed whole and not saved since stay so).
    const update = await this.load({ reuseTheme: kind === 'content', headsOnly: this.#background && kind === 'content' });
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
      // Pages come before the background parse, like saves.
      return this.#schedule.first(async () => {
        // A doc still a head (the start) is parsed now, then served whole.
        if (route.kind === 'doc' && route.doc.markdown.bodyPending && (await this.#withDoc(route.doc.file).catch(() => false))) {
          this.#pages.delete(route.url);
        }
        // A save meanwhile may have moved or removed it.
        return this.#built?.graph.routes.has(route.url) ? ({ type: 'page', status: 200, html: this.#render(route.url) } as const) : this.notFound();
      }, PAGE_GRACE_MS);
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

  /**
   * A doc still a head (the start), parsed whole when its page is asked for, or taken whole from the
   * background parse, and put into the current graph (withDocParsed); false, and nothing changed,
   * when it has problems or was saved meanwhile.
   */
  async #withDoc(file: string): Promise<boolean> {
    const at = this.#docs?.locate(file);
    const built = this.#built;
    if (!at || at.kind !== 'doc' || !built) return false;
    const saves = this.#schedule.savesOf(file);
    let loaded = this.#docs!.loaded(at);
    if (!loaded?.entry || loaded.entry.markdown.bodyPending) {
      loaded = await loadDoc({ siteDir: this.siteDir, instance: at.instance.config, rel: at.rel, context: this.#context(built.config) });
    }
    if (!loaded.entry || loaded.entry.frontMatter.draft || loaded.diagnostics.some((d) => d.severity === 'error')) return false;
    // Applied to the site as it is now: it may have changed while the file was parsed.
    const current = this.#built;
    const graph = current && this.#schedule.savesOf(file) === saves && withDocParsed(current.graph, loaded.entry, current.config);
    if (!current || !graph) return false;
    if (this.#isBodyPending(file)) this.#keep(this.#docs!.locate(file)!, loaded, saves);
    this.#built = { ...current, graph, bundle: this.#withFreshIndex(current, graph) };
    return true;
  }

  /** The bundle of a graph whose docs' faces kept its routes (see withGraphAssets), with the MDX island chunks made since. */
  #withFreshIndex(built: Built, graph: RouteGraph): ClientBundle {
    return withGraphAssets(built.bundle, graph, built.config.router, this.#renderMdx.islandAssets());
  }

  /** A batch of saves to docs, category files and folders, without a full load (dev-saves.ts); undefined for other files. */
  async #docsChange(files: string[], start: number): Promise<DevUpdate | undefined> {
    const docs = this.#docs;
    const built = this.#built;
    if (!docs || !built) return undefined;
    // A doc or category file an MDX page's module imports: the full load renders the modules again.
    if (importedByModules(built.graph, files)) return undefined;
    return applyDocSaves(files, {
      siteDir: this.siteDir,
      docs,
      saves: (file) => this.#schedule.savesOf(file),
      context: (headsOnly) => this.#context(built.config, { headsOnly }),
      keep: (at, loaded, saves) => this.#keep(at, loaded, saves),
      regraph: (instances, broken) => this.#regraph(instances, start, { checkNow: false, saved: files, broken }),
      unchanged: (broken) => ({ ok: broken.length === 0, diagnostics: this.#problems(), ms: Math.round(performance.now() - start), browsers: 'none' }),
    });
  }

  /**
   * The route graph built again from the docs held (`instances` assembled again first; all of them
   * when undefined), with its bundle and chrome; browsers reload, and the checks follow (or run now).
   */
  async #regraph(
    instances: Iterable<DocsFile['instance']> | undefined,
    start: number,
    options: { checkNow: boolean; saved?: string[]; broken?: string[] },
  ): Promise<DevUpdate> {
    const docs = this.#docs!;
    await docs.assemble(instances);
    const built = this.#built!;
    const graph = buildRouteGraph({ ...built.input, instances: docs.values });
    const extra: ExtraAssets = { ...built.extra, islands: [...(built.extra.islands ?? []), ...this.#renderMdx.islandAssets()] };
    // The search index keeps its URL: a graph whose routes are the same keeps its route table's name.
    const indexUrl = built.bundle.lazy?.get('search-index')?.url;
    const { bundle, chrome } = siteAssets(built.config, graph, built.themeBundle.client, () => lazySearchIndexAsset(graph, indexUrl), extra);
    this.#built = { ...built, graph, bundle, chrome, ...(options.checkNow ? { checked: this.#checks(graph, built.config) } : {}) };
    return this.#changed(start, { saved: options.saved ?? [], broken: options.broken ?? [], checked: options.checkNow });
  }

  /**
   * The update for a changed graph: browsers reload; the checks follow unless they ran already (until
   * then, the saved files' old check problems are left out).
   */
  #changed(start: number, options: { saved: string[]; broken?: string[]; checked?: boolean }): DevUpdate {
    this.#pages = new Map();
    const built = this.#built!;
    if (!options.checked) this.#built = { ...built, checked: built.checked.filter((d) => !options.saved.includes(d.file ?? '')) };
    const update: DevUpdate = { ok: !options.broken?.length, diagnostics: this.#problems(), ms: Math.round(performance.now() - start), browsers: 'reload' };
    if (options.checked) return update;
    return {
      ...update,
      checkLater: () => {
        const built = this.#built!;
        this.#built = { ...built, checked: this.#checks(built.graph, built.config) };
        return { ...update, diagnostics: this.#problems(), ms: Math.round(performance.now() - start), browsers: 'none' };
      },
    };
  }

  /**
   * The checks, as warnings. While the background parse runs, docs still heads have no headings:
   * links to their anchors are checked once the whole site is in.
   */
  #checks(graph: RouteGraph, config: SiteConfig): Diagnostic[] {
    const found = runChecks(graph, config).map(asWarning);
    return this.#background ? found.filter((d) => d.code !== 'anchor/missing') : found;
  }

  /** Every known problem: the load's, the docs' as they are now, and the checks'. */
  #problems(): Diagnostic[] {
    const built = this.#built;
    if (!built) return [];
    return [...built.otherProblems, ...(this.#docs?.problems() ?? []), ...built.checked];
  }

  /** Keeps a doc as parsed at `saves`. */
  #keep(at: DocsFile, loaded: LoadedDocFile, saves: number): void {
    this.#docs!.set(at, loaded);
    if (loaded.entry && !loaded.entry.markdown.bodyPending) this.#schedule.parsed(at.file, saves);
  }

  #isBodyPending(file: string): boolean {
    const at = this.#docs?.locate(file);
    return at !== undefined && this.#docs!.loaded(at)?.entry?.markdown.bodyPending === true;
  }

  /** How one doc is parsed here: in this thread (or through `workerScript`'s pool), through the cache. */
  #context(config: SiteConfig, options: Parameters<typeof devContentContext>[2] = {}): ContentContext {
    return devContentContext(config, { cache: this.#cache, texts: this.#texts, renderMdx: this.#renderMdx }, options);
  }
}
