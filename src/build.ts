// The build pipeline, top to bottom: config -> content -> route graph -> checks -> theme and client
// bundle -> render and write. Returns diagnostics; the CLI decides what they mean for the exit code.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from './bundle/package-root.js';
import { CONFIG_FILE, loadConfig } from './config/load.js';
import { inputFolders, type SiteConfig } from './config/resolve.js';
import { loadBlog } from './content/blog.js';
import { createContentContext, type ContentContext } from './content/context.js';
import { createParseCache } from './content/parse-cache.js';
import { parseWorkerScript } from './content/parse-pool.js';
import { loadDocs } from './content/docs.js';
import { loadPages } from './content/pages.js';
import { loadStaticFiles } from './content/static-files.js';
import { apiWorkerScript, loadApiReferenceOffThread } from './openapi/index.js';
import { runChecks } from './checks/index.js';
import { isDocsgenError, type Diagnostic } from './diagnostics/index.js';
import { bundleClient, type ClientAsset, type ClientBundle } from './bundle/client.js';
import { contentHash } from './util/hash.js';
import { loadTheme, themeDir, type Theme } from './bundle/theme.js';
import type { ParseCache } from './content/parse-cache.js';
import type { PageProps, SiteChrome } from '../theme/props.js';
import { buildChrome } from './render/chrome.js';
import { buildPageProps } from './render/page-props.js';
import { createRenderPool, RENDER_POOL_THRESHOLD, renderWorkerScript } from './render/pool.js';
import { renderProps } from './render/render-route.js';
import { buildRouteGraph } from './routes/graph.js';
import { searchIndexUrl } from './routes/urls.js';
import type { Route, RouteGraph } from './routes/types.js';
import { routeManifestAsset } from './write/route-manifest.js';
import { searchEntries, searchIndexAsset, searchIndexBytes } from './write/search-index.js';
import { runInWorker } from './util/run-worker.js';
import { bytesKey, openOutputReuse } from './write/output-reuse.js';
import { writeSite } from './write/write-site.js';
import { checkCacheDir, checkOutputDir } from './write/output-dir.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides the config's outDir (relative to the current folder). */
  outDir?: string;
  /** --empty-out-dir: replace a non-empty output folder docsgen did not make. */
  emptyOutDir?: boolean;
  /** Warnings stop the build too. */
  strict?: boolean;
  /** Stop after the checks: nothing is rendered or written. */
  checkOnly?: boolean;
  /** Reuse parsed markdown from the on-disk cache (keyed by content and docsgen's build id). */
  cache?: boolean;
  /** Worker threads for parsing and rendering large sites (default: the machine's parallelism; 1: none). */
  workers?: number;
  /** Write only this share of the pages (see shardRoutes); share 1 also writes the files every page shares. */
  shard?: Shard;
}

/** The i-th (1-based `index`) of `count` shares of a site's pages, for builds split across CI jobs. */
export interface Shard {
  index: number;
  count: number;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir?: string;
  graph?: RouteGraph;
  files: number;
  /** Pages written (all routes, or the shard's share). */
  pages?: number;
  /** Milliseconds per stage, for --debug and the benchmarks. */
  timings: Record<string, number>;
  /** Files parsed, taken from the cache, and worker threads used. */
  counts?: BuildCounts;
}

export interface BuildCounts {
  parsed: number;
  cached: number;
  /** Parse worker threads. */
  workers: number;
  renderWorkers?: number;
  /** Output files kept from the last build (their key did not change). */
  reused?: number;
}

/** A site loaded, checked and ready to render: what `build` writes and what `dev` serves from memory. */
export interface PreparedSite {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
  counts?: BuildCounts;
  config?: SiteConfig;
  graph?: RouteGraph;
  theme?: Theme;
  bundle?: ClientBundle;
  /** The client bundle as esbuild made it, before the graph's assets were added (reused by `dev`). */
  clientBundle?: ClientBundle;
  chrome?: SiteChrome;
  /** The checks' diagnostics (also in `diagnostics`). */
  checked?: Diagnostic[];
}

export interface PrepareOptions extends Omit<BuildOptions, 'outDir' | 'cache'> {
  /**
   * Set by a build that will write: its output folder (--out-dir resolved, else the config's), refused
   * before anything loads when unsafe. The dev server writes nothing and leaves it out.
   */
  output?: { outDir?: string };
  /** A parse cache to use instead of the on-disk one (the dev server's, kept in memory). */
  cache?: ParseCache | boolean;
  /** An earlier prepared site whose theme and client bundle are still good (content-only changes). */
  reuse?: PreparedSite;
  /** The dev server's mode: link and anchor problems are warnings, so a writer's page still updates. */
  lenientChecks?: boolean;
  /** Build the search index only when it is first requested (the dev server, which rebuilds often). */
  lazySearchIndex?: boolean;
  /** Reads a source file's text (the dev server's keeps unchanged files' texts between rebuilds). */
  readText?: (absPath: string) => string;
  /** Load docs as outlines, without bodies, and run no checks (the dev server's start; see outlineMarkdownFile). */
  outline?: boolean;
}

/** Config -> content -> route graph -> checks -> theme and client bundle; renders nothing, writes nothing. */
export async function prepareSite(options: PrepareOptions): Promise<PreparedSite> {
  const timings: Record<string, number> = {};
  const counts: BuildCounts = { parsed: 0, cached: 0, workers: 0 };
  const diagnostics: Diagnostic[] = [];
  const timed = async <T>(stage: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      timings[stage] = Math.round(performance.now() - start);
    }
  };
  const failed = () => diagnostics.some((d) => d.severity === 'error' || (options.strict && d.severity === 'warning'));
  const result = (extra: Partial<PreparedSite>): PreparedSite => ({ ok: false, diagnostics, timings, counts, ...extra });

  try {
    const siteDir = path.resolve(options.siteDir);
    const config = await timed('config', () => loadConfig(siteDir));
    diagnostics.push(...checkFolders(config, options));
    if (failed()) return result({ config });
    // The theme and the client bundle (esbuild) do not depend on the content, so they are made while it
    // loads; `timings.bundle` is their own time. A site that fails before them never awaits them.
    const bundling = options.checkOnly
      ? undefined
      : timed('bundle', () =>
          options.reuse?.theme && options.reuse.bundle
            ? ([options.reuse.theme, options.reuse.clientBundle ?? options.reuse.bundle] as const)
            : Promise.all([loadTheme(siteDir), bundleClient(siteDir, themeDir(siteDir))]),
        );
    bundling?.catch(() => undefined);
    const context = createContentContext({
      cache: options.cache === true ? openParseCache(config) : options.cache || undefined,
      workerScript: parseWorkerScript(packageRoot()),
      workers: options.workers,
      ...(options.readText ? { readText: options.readText } : {}),
      ...(options.outline ? { outline: true } : {}),
    });
    const { instances, pages, staticFiles, blogs, api, apiMs } = await timed('content', () =>
      loadContent(config, diagnostics, context).finally(() => context.close()),
    );
    timings['content.api'] = apiMs;
    Object.assign(counts, context.stats());
    if (failed()) return result({ config });
    const graph = await timed('routes', () => buildRouteGraph({ config, instances, pages, staticFiles, blogs, api }));
    const found = options.outline ? [] : await timed('checks', () => runChecks(graph));
    const checked = options.lenientChecks ? asWarnings(found) : found;
    diagnostics.push(...checked);
    if (failed()) return result({ config, graph });
    if (options.checkOnly) return result({ ok: true, config, graph, checked });
    const [theme, client] = await bundling!;
    // A fresh bundle object each time: the graph's own assets are added to the client's.
    const bundle: ClientBundle = { ...client, js: [...client.js], ...(client.lazy ? { lazy: new Map(client.lazy) } : {}) };
    // The search index and the search dialog's script are loaded only when search is first opened.
    const searchScript = bundle.lazy?.get('search');
    // Only share 1 of a sharded build writes the index (with the other shared files).
    const searchIndex =
      searchScript &&
      (options.lazySearchIndex
        ? lazySearchIndexAsset(graph)
        : !writesSharedFiles(options.shard)
          ? lazySearchIndexAsset(graph, searchIndexUrl(config.router === 'hash' ? 'js' : 'json'))
          : searchIndexOffThread(graph, config.router, timings));
    if (searchIndex) bundle.lazy!.set('search-index', searchIndex);
    // The route table rides with the bundle, ahead of it, so the client can match links to routes.
    const search = searchScript && searchIndex ? { script: searchScript.url, index: searchIndex.url } : undefined;
    bundle.js.unshift(routeManifestAsset(graph, config.router, search));
    const chrome = buildChrome(config, { css: bundle.css.map((a) => a.url), js: bundle.js.map((a) => a.url) }, graph);
    return result({ ok: true, config, graph, checked, theme, bundle, clientBundle: client, chrome });
  } catch (error) {
    if (isDocsgenError(error)) {
      diagnostics.push(...error.diagnostics);
      return result({});
    }
    throw error;
  }
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const outDir = options.outDir ? path.resolve(options.outDir) : undefined;
  const site = await prepareSite({ ...options, output: { ...(outDir ? { outDir } : {}) }, cache: options.cache === true });
  const { diagnostics, timings, counts, config, graph } = site;
  if (!site.ok || options.checkOnly || !config || !graph || !site.theme || !site.bundle || !site.chrome) {
    return { ok: site.ok, diagnostics, timings, counts, files: 0, outDir: outDir ?? config?.outDirAbs, graph };
  }
  const { theme, bundle, chrome } = site;
  const out = outDir ?? config.outDirAbs;
  const start = performance.now();
  const routes = options.shard ? shardRoutes(graph, options.shard) : [...graph.routes.values()];
  const script = renderWorkerScript(packageRoot());
  // Two cores are already both busy while pages are written: this thread renders and writes, and a
  // worker builds the search index. So rendering goes to a pool only on bigger machines, or when
  // --workers asks for it.
  const workers = options.workers ?? (os.availableParallelism() > 2 ? os.availableParallelism() - 1 : 1);
  const pool =
    script && workers > 1 && routes.length >= RENDER_POOL_THRESHOLD
      ? createRenderPool(script, { theme, graph, chrome, size: workers })
      : undefined;
  // Props are built once per route, for its key and (when the key changed) its rendering.
  let last: { route: Route; props: PageProps } | undefined;
  const propsOf = (route: Route) => {
    if (last?.route !== route) last = { route, props: buildPageProps(route, graph, chrome) };
    return last.props;
  };
  // Everything a page's HTML depends on besides its props: docsgen's code, the theme, the chrome.
  const buildId = docsgenBuildId();
  const renderVersion = `${buildId}\0${theme.modulePath}\0${JSON.stringify(chrome)}`;
  const reuse =
    options.cache === true && buildId ? openOutputReuse({ cacheDir: config.cacheDirAbs, outDir: out }) : undefined;
  try {
    const { files, waitedMs } = await writeSite({
      outDir: out,
      emptyOutDir: options.emptyOutDir === true,
      graph,
      routes,
      shared: writesSharedFiles(options.shard),
      bundle,
      staticDir: config.staticDirAbs,
      siteUrl: config.url,
      // A page a worker cannot render (it died) is rendered here.
      render: pool
        ? (route) => pool.render(route).catch(() => renderProps(propsOf(route), theme))
        : (route) => renderProps(propsOf(route), theme),
      pageKey: (route) => pageKey(propsOf(route), renderVersion),
      ...(reuse ? { reuse } : {}),
      concurrency: pool ? workers * 4 : 1,
      router: config.router,
      exports: { siteDir: config.siteDir, title: config.title, summary: config.tagline },
    });
    timings.write = Math.round(performance.now() - start);
    if (timings.search !== undefined) timings['search.wait'] = Math.round(waitedMs);
    if (counts) {
      counts.renderWorkers = pool ? workers : 0;
      counts.reused = reuse?.reused ?? 0;
    }
    return { ok: true, diagnostics, outDir: out, graph, files, pages: routes.length, timings, counts };
  } finally {
    await pool?.close();
  }
}

/**
 * The output and cache folders, refused before anything is loaded when a build would write over the
 * site's inputs or files docsgen did not make (`output/unsafe`). `check` writes nothing and skips this.
 */
function checkFolders(config: SiteConfig, options: PrepareOptions): Diagnostic[] {
  if (options.checkOnly || !options.output) return [];
  const rules = { siteDir: config.siteDir, inputs: inputFolders(config), emptyOutDir: options.emptyOutDir === true };
  const at = (key: 'outDir' | 'cacheDir') => {
    const place = config.places[key];
    return place ? { label: `${key} in ${CONFIG_FILE}`, file: CONFIG_FILE, ...place } : { label: `the default ${key}` };
  };
  const outDir = options.output.outDir ?? config.outDirAbs;
  // The cache first: a cache folder over the site makes every output folder look like one of its inputs.
  const cache = options.cache === true ? checkCacheDir(config.cacheDirAbs, at('cacheDir'), rules) : [];
  if (cache.length > 0) return cache;
  // docsgen's own folder may hold the site (its repository builds the Sesame site into build/).
  const own = { ...rules, inputs: [...rules.inputs, { name: "docsgen's own folder", dir: packageRoot(), within: true }] };
  return checkOutputDir(outDir, options.output.outDir ? { label: '--out-dir' } : at('outDir'), own);
}

/** Whether a build writes the files every page shares: an unsharded one, or share 1 of a sharded one. */
function writesSharedFiles(shard: Shard | undefined): boolean {
  return !shard || shard.index === 1;
}

/**
 * A shard's routes: those whose index in the graph's URLs, sorted, is `index - 1` modulo `count`. Every
 * job of a sharded build loads the same graph, so the shares are disjoint and cover every route.
 */
export function shardRoutes(graph: RouteGraph, shard: Shard): Route[] {
  const urls = [...graph.routes.keys()].sort();
  return urls.filter((_, i) => i % shard.count === shard.index - 1).map((url) => graph.routes.get(url)!);
}

/**
 * The search index, built in a worker thread while the pages are written (in process without a built
 * worker script); `ready` resolves when its contents are there. The time it took goes to
 * `timings.search`; how long the write stage then waited for it, to `timings['search.wait']`.
 */
function searchIndexOffThread(graph: RouteGraph, mode: 'history' | 'hash', timings: Record<string, number>): ClientAsset {
  const entries = searchEntries(graph);
  const script = path.join(packageRoot(), 'dist', 'write', 'search-worker.js');
  const inProcess = () => {
    const start = performance.now();
    return { bytes: searchIndexBytes(entries, mode), ms: performance.now() - start };
  };
  const built = existsSync(script)
    ? runInWorker<{ bytes: Uint8Array; ms: number }>(script, { entries, mode }).catch(inProcess)
    : Promise.resolve(inProcess());
  const asset: ClientAsset = {
    url: searchIndexUrl(mode === 'hash' ? 'js' : 'json'),
    contents: new Uint8Array(),
    ready: built.then(({ bytes, ms }) => {
      asset.contents = bytes;
      delete asset.ready;
      timings.search = Math.round(ms);
    }),
  };
  return asset;
}

/** Check results as the dev server reports them: warnings, which never stop a rebuild. */
export function asWarnings(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => ({ ...d, severity: 'warning' as const }));
}

/**
 * A search index asset whose contents are computed on first read, under a URL unique to this build (or
 * `url`, for a graph that changed in place after the route table named it).
 */
export function lazySearchIndexAsset(graph: RouteGraph, url = searchIndexUrl('json', contentHash(`${Date.now()}:${Math.random()}`))): ClientAsset {
  let contents: Uint8Array | undefined;
  return {
    url,
    get contents() {
      contents ??= searchIndexAsset(graph, 'history').contents;
      return contents;
    },
  };
}

/** The id of docsgen's own build (dist/build-id.txt), which keys every cache; undefined when run from source. */
function docsgenBuildId(): string | undefined {
  try {
    return readFileSync(path.join(packageRoot(), 'dist', 'build-id.txt'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The parse cache of a site, when docsgen runs from a build (its build id keys the cache). */
export function openParseCache(config: SiteConfig) {
  const buildId = docsgenBuildId();
  return buildId ? createParseCache(config.cacheDirAbs, buildId) : undefined;
}

/** A key of a page's HTML: its props (the chrome, the same on every page, is in `version`). */
function pageKey(props: PageProps, version: string): string {
  return bytesKey(`${version}\0${JSON.stringify(props, (key, value: unknown) => (key === 'chrome' ? undefined : value))}`);
}

/**
 * The API reference, from the cache when the spec's text is unchanged (a spec with external `$ref`s
 * is always loaded: its other files are not part of the key).
 */
async function loadApi(config: SiteConfig, spec: string, context: ContentContext) {
  const source = { siteDir: config.siteDir, spec, explicit: config.api !== undefined };
  const load = () => loadApiReferenceOffThread(source, apiWorkerScript(packageRoot()));
  let text: string;
  try {
    text = context.read(path.join(config.siteDir, spec));
  } catch {
    return load();
  }
  const refs = [...text.matchAll(/\$ref['"]?\s*:\s*['"]?([^'"\s,}]+)/g)].map((m) => m[1]!);
  if (refs.some((ref) => !ref.startsWith('#'))) return load();
  return context.derive(`api\0${spec}`, text, load);
}

async function loadContent(config: SiteConfig, diagnostics: Diagnostic[], context: ContentContext) {
  const start = performance.now();
  // How long the API reference took (it overlaps markdown parsing), for --debug.
  let apiMs = 0;
  const apiConfig = config.api ?? { spec: 'spec/openapi.yaml', routeBasePath: '/api', title: 'API Reference' };
  const [docs, pages, staticFiles, blogs, api] = await Promise.all([
    Promise.all(config.docs.map((instance) => loadDocs(config.siteDir, instance, context))),
    loadPages(config.siteDir, path.join(config.siteDir, 'content', 'pages'), context),
    loadStaticFiles(config.staticDirAbs, config.siteDir),
    Promise.all(config.blogs.map((blog) => loadBlog(config.siteDir, blog, context))),
    loadApi(config, apiConfig.spec, context).finally(() => (apiMs = Math.round(performance.now() - start))),
  ]);
  for (const b of blogs) diagnostics.push(...b.diagnostics);
  diagnostics.push(...api.diagnostics);
  for (const d of docs) diagnostics.push(...d.diagnostics);
  diagnostics.push(...pages.diagnostics);
  diagnostics.push(...staticFiles.diagnostics);
  const apiReference = api.value && { ...api.value, ...apiConfig, specFile: apiConfig.spec };
  return {
    instances: docs.map((d) => d.value),
    pages: pages.value,
    staticFiles: staticFiles.files,
    blogs: blogs.map((b) => b.value),
    api: apiReference,
    apiMs,
  };
}
