// The steps build.ts runs, and the plan they follow: the build's mode (check, clean, cached or shard) is
// decided once, from the options and the site's folders, before any stage runs. Each step reads the plan
// and records what it did (timings, diagnostics, counts, notices) on the build's record.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ClientAsset, ClientBundle } from '../bundle/client.js';
import type { StylesheetBundle } from '../bundle/stylesheets.js';
import { CONFIG_FILE, loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import type { BodySpill } from '../content/body-spill.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import { CacheEntryDamaged, canWriteCache } from '../util/cache-file.js';
import { noteThreadWork } from '../util/code-cache-work.js';
import type { StartedWorker } from '../util/run-worker.js';
import { lockOutput, LockTimeout, type BuildLock } from './build-lock.js';
import type { BuildCounts, BuildOptions, BuildResult } from './build-types.js';
import type { ThemeBundle } from './client-assets.js';
import { openBuildState, saveBuildStateOf, type StateScan } from './incremental.js';
import type { LoadedSite } from './load-site.js';
import { checkFolders } from './output-folders.js';
import { createRun, type Run } from './run.js';
import { startSearchWorker } from './search-worker.js';
import type { Shard } from './shard.js';

type Stages = typeof import('./stages.js');

/**
 * How a build runs, decided once. `check` stops after the checks and writes nothing; `clean` builds
 * without the cache; `cached` keeps what the last build into the same folder made; `shard` builds one
 * share of the pages (with the parse cache when `cache`).
 */
export type BuildPlan = { config: SiteConfig; outDir: string; options: BuildOptions } & (
  | { mode: 'check'; cache: boolean }
  | { mode: 'clean'; cache: false }
  | { mode: 'cached'; cache: true }
  | { mode: 'shard'; cache: boolean; shard: Shard }
);

/** What a build has done so far, and what it must release when it ends. */
export class BuildRecord {
  readonly run: Run;
  readonly counts: BuildCounts = { parsed: 0, cached: 0, workers: 0, renderWorkers: 0, sinkWorkers: 0, rendered: 0, reused: 0 };
  readonly notices: string[] = [];
  lock: BuildLock | undefined;
  spill: BodySpill | undefined;
  searchWorker: StartedWorker | undefined;
  searchStarted = false;
  saving: Promise<void> | undefined;
  cacheFolder: string | undefined;
  /** Where the diagnostics the build state keeps begin (what a build with nothing to do reports again). */
  private stateFrom = 0;

  constructor(options: BuildOptions) {
    this.run = createRun({ strict: options.strict });
  }

  result(extra: Partial<BuildResult> = {}): BuildResult {
    const { run, counts, notices } = this;
    return { ok: !run.failed(), diagnostics: run.diagnostics, timings: run.timings, counts, files: 0, pages: 0, notices, ...extra };
  }

  /** Whatever happened: the body spill closed, an unused search worker stopped, the cache saved, the lock released. */
  async close(): Promise<void> {
    this.spill?.close();
    if (!this.searchStarted) this.searchWorker?.stop();
    await this.saving;
    this.lock?.release();
  }

  /** From here on, what the stages report is kept with the build state. */
  markStateStart(): void {
    this.stateFrom = this.run.diagnostics.length;
  }

  stateDiagnostics(): Diagnostic[] {
    return this.run.diagnostics.slice(this.stateFrom);
  }

  /** The parse cache's entries go with a damaged one: the build after this one writes them anew. */
  dropDamagedCache(error: unknown): void {
    if (isCacheDamage(error) && this.cacheFolder) rmSync(path.join(this.cacheFolder, 'markdown'), { recursive: true, force: true });
  }
}

export function isCacheDamage(error: unknown): boolean {
  return error instanceof CacheEntryDamaged || (error instanceof Error && /^the cache entry .* is damaged/.test(error.message));
}

/**
 * The config loaded, the output and cache folders checked, and the mode decided; undefined when the
 * folders cannot be used (the diagnostics say why). A cache folder that cannot be written leaves a clean
 * build, with a notice: a cache only saves time.
 */
export async function planBuild(options: BuildOptions, record: BuildRecord): Promise<BuildPlan | { outDir: string; failed: true }> {
  const configured = await record.run.task('config', () => loadConfig(path.resolve(options.siteDir)));
  const config = options.precompress === false ? Object.freeze({ ...configured, precompress: false }) : configured;
  const outDir = options.outDir ? path.resolve(options.outDir) : config.outDirAbs;
  record.cacheFolder = config.cacheDirAbs;
  const base = { config, outDir, options };
  const cache = options.cache === true;
  if (options.checkOnly) return { ...base, mode: 'check', cache };
  record.run.report(checkFolders(config, { ...(options.outDir ? { outDir } : {}), emptyOutDir: options.emptyOutDir === true, cache }));
  if (record.run.failed()) return { outDir, failed: true };
  const writable = cache && canWriteCache(config.cacheDirAbs);
  if (cache && !writable) {
    record.notices.push(
      `The cache folder ${shown(config.cacheDirAbs)} cannot be written: building without the cache (set cacheDir in ${CONFIG_FILE} to a writable folder, or pass --no-cache).`,
    );
  }
  if (options.shard) return { ...base, mode: 'shard', cache: writable, shard: options.shard };
  return writable ? { ...base, mode: 'cached', cache: true } : { ...base, mode: 'clean', cache: false };
}

/** One build at a time into an output folder (two at once would each keep what the other removes). */
export async function lockOutputFolder(plan: BuildPlan, record: BuildRecord): Promise<boolean> {
  const { config, outDir, options } = plan;
  if (plan.mode === 'check' || !canWriteCache(config.cacheDirAbs)) return true;
  try {
    record.lock = await lockOutput(config.cacheDirAbs, outDir, {
      onWait: (owner) => options.onWait?.(`Waiting for another build into ${shown(outDir)} (process ${owner.pid}) to finish...`),
    });
    return true;
  } catch (error) {
    if (!(error instanceof LockTimeout)) throw error;
    record.run.report([
      createDiagnostic('output/busy', {
        message: `The output folder ${shown(outDir)} is busy: ${error.message}`,
        hint: `Wait for that build to end, or stop it; if no build runs, remove ${error.file}.`,
      }),
    ]);
    return false;
  }
}

/**
 * A cached build's inputs, stamped before anything is read and compared with the last build's. When
 * inputs changed, the search index's worker boots now (it waits for its entries) and checks the output
 * folder aside while the site loads.
 */
export async function stampInputs(plan: BuildPlan, record: BuildRecord): Promise<StateScan | undefined> {
  if (plan.mode !== 'cached') return undefined;
  const { config, outDir } = plan;
  const checkAside = (output: { cacheDir: string; outDir: string }) => (record.searchWorker = startSearchWorker(config.router, output))?.aside;
  const scan = await record.run.task('stamps', () => openBuildState(config, outDir, checkAside));
  if (scan?.state) record.counts.changedInputs = scan.changed.size;
  record.markStateStart();
  return scan;
}

/** No input changed and the output is intact: the last build's report, nothing written. */
export function upToDate(plan: BuildPlan, scan: StateScan, record: BuildRecord): BuildResult | undefined {
  const { state } = scan;
  if (!scan.upToDate || !state) return undefined;
  record.run.report(state.diagnostics);
  Object.assign(record.counts, { reused: state.files - 1, changedInputs: 0 });
  return record.result({ outDir: plan.outDir, files: state.files, pages: state.pages, routes: state.routes });
}

/** The theme, client bundle and site stylesheets: they do not depend on the content, so they are made while it loads. */
export interface Assets {
  client: Promise<ClientBundle | undefined>;
  theme: Promise<ThemeBundle>;
  stylesheets: Promise<{ value: StylesheetBundle; diagnostics: Diagnostic[] }>;
}

/**
 * Starts the theme and stylesheet bundles (not for `check`, which renders nothing). A site that fails
 * before they are needed never waits for them. The client bundle (which says whether the theme has a
 * search dialog) is known before the theme is loaded: the search index need not wait for the theme.
 */
export function startAssets(stages: Stages, plan: BuildPlan, record: BuildRecord): Assets | undefined {
  if (plan.mode === 'check') return undefined;
  const { run } = record;
  let clientKnown: (client: ClientBundle | undefined) => void = () => undefined;
  const client = new Promise<ClientBundle | undefined>((resolve) => (clientKnown = resolve));
  const theme = run.task('bundle', () => stages.bundleTheme(plan.config, plan.cache, clientKnown));
  theme.then(
    (bundled) => clientKnown(bundled.client),
    () => clientKnown(undefined),
  );
  const stylesheets = run.task('stylesheets', () => stages.bundleStylesheets(plan.config));
  stylesheets.catch(() => undefined);
  return { client, theme, stylesheets };
}

/** The content and route graph, from the parse cache when the plan uses it (files the stamps show unchanged come unread). */
export async function loadContent(stages: Stages, plan: BuildPlan, scan: StateScan | undefined, record: BuildRecord): Promise<LoadedSite> {
  const { config, options } = plan;
  // Docs' bodies of a big site wait on disk for their pages (not for `check`, which renders none).
  record.spill = plan.mode === 'check' ? undefined : stages.openBodySpill(config.cacheDirAbs);
  const parseCache = plan.cache ? stages.openParseCache(config) : undefined;
  const { spill } = record;
  const loaded = await stages.loadSite(
    config,
    {
      ...(parseCache ? { cache: parseCache } : {}),
      ...(scan ? { stampOf: scan.sourceKey, changed: changedFiles(config.siteDir, scan.changed), changedCount: scan.changed.size } : {}),
      workers: options.workers,
      ...(plan.mode === 'shard' ? { shard: plan.shard } : {}),
      ...(spill ? { spill, spillFrom: options.bodiesOnDiskFrom } : {}),
      outDir: plan.outDir,
    },
    record.run,
  );
  // The parsed files' heads in one file for the next build, written while this one goes on.
  record.saving = parseCache?.save?.();
  Object.assign(record.counts, loaded.counts);
  return loaded;
}

/**
 * Starts the search index (a worker's work, the longest after parsing) before the checks, when the
 * theme has a search dialog; a build the checks stop ignores it.
 */
export async function startSearch(stages: Stages, plan: BuildPlan, graph: RouteGraph, assets: Assets | undefined, record: BuildRecord) {
  if (!(await assets?.client)?.lazy?.has('search')) return undefined;
  const { config } = plan;
  const asset = stages.buildSearchIndexAsset(graph, {
    router: config.router,
    shard: plan.mode === 'shard' ? plan.shard : undefined,
    timings: record.run.timings,
    started: record.searchWorker,
    output: plan.cache ? { cacheDir: config.cacheDirAbs, outDir: plan.outDir } : undefined,
  });
  asset.ready?.catch(() => undefined);
  record.searchStarted = true;
  return asset;
}

/** The checks; a shard reports the problems of its own pages (whose links it parsed) and, share 1, the site's. */
export async function checkSite(stages: Stages, plan: BuildPlan, graph: RouteGraph, record: BuildRecord): Promise<void> {
  const share = plan.mode === 'shard' ? stages.shareOfDiagnostics(graph, plan.shard) : () => true;
  plan.options.onProgress?.({ stage: 'checking' });
  record.run.report((await record.run.task('checks', () => stages.runChecks(graph, plan.config))).filter(share));
}

/**
 * Renders and writes the site. Every output file is keyed by what it is made of (a page by its props, a
 * file by its sources' bytes): the last build's file under the same key is kept, anything else is made
 * again. A cached build saves its state for the next one.
 */
export async function writeBuild(
  stages: Stages,
  plan: BuildPlan,
  site: { loaded: LoadedSite; graph: RouteGraph; assets: Assets; search: ClientAsset | undefined; scan: StateScan | undefined },
  record: BuildRecord,
): Promise<BuildResult> {
  const { config, outDir, options } = plan;
  const { loaded, graph, assets, search, scan } = site;
  const { run, counts } = record;
  const stylesheets = await assets.stylesheets;
  run.report(stylesheets.diagnostics);
  if (run.failed()) return record.result({ outDir, graph });
  const { theme, client } = await assets.theme;
  const { bundle, chrome } = stages.siteAssets(config, graph, client, () => search, {
    islands: loaded.islands,
    stylesheets: { css: [...loaded.componentStyles.css, ...stylesheets.value.css], files: [...loaded.componentStyles.files, ...stylesheets.value.files] },
  });
  const shard = plan.mode === 'shard' ? plan.shard : undefined;
  // No shard has every page's text: each writes its part of the search index, `docsgen merge` the index.
  const searchIndexed = shard ? bundle.lazy?.delete('search-index') === true : false;
  // Dropped while the output changes: a build killed meanwhile leaves the next one nothing to trust.
  if (scan) stages.dropBuildState(config.cacheDirAbs, outDir);
  const start = performance.now();
  const { onProgress } = options;
  onProgress?.({ stage: 'writing' });
  // Whether the last build's folder is intact (checked aside while the site loaded): how long the write waited for that answer.
  const inPlace = scan ? await scan.intact : undefined;
  if (scan) run.timings['write.intact'] = Math.round(performance.now() - start);
  const written = await stages.writeOutput({
    config,
    graph,
    theme,
    bundle,
    chrome,
    outDir,
    emptyOutDir: options.emptyOutDir === true,
    reuse: plan.cache,
    workers: options.workers,
    shard,
    ...(scan ? { inPlace: inPlace === true, sourceKey: scan.sourceKey, inputKey: scan.inputKey } : {}),
    ...(onProgress ? { onPage: (done: number, total: number) => onProgress({ stage: 'writing', done, total }) } : {}),
  });
  if (shard) stages.writeSearchPart(outDir, graph, { shard, mode: config.router, index: searchIndexed });
  run.timings.write = Math.round(performance.now() - start);
  noteThreadWork('build');
  if (run.timings.search !== undefined) run.timings['search.wait'] = Math.round(written.waitedMs);
  Object.assign(counts, { renderWorkers: written.renderWorkers, sinkWorkers: written.sinkWorkers, rendered: written.rendered, reused: written.reused });
  if (written.props) counts.props = written.props;
  const routes = graph.routes.size;
  if (scan) saveBuildStateOf(config, outDir, scan, { diagnostics: record.stateDiagnostics(), routes, pages: written.pages, files: written.files });
  return record.result({ outDir, graph, files: written.files + (shard ? 1 : 0), pages: written.pages, routes });
}

/** Whether a file (by absolute path) is one of the changed inputs (site-relative, with slashes). */
function changedFiles(siteDir: string, changed: ReadonlySet<string>): (absPath: string) => boolean {
  const absolute = new Set([...changed].map((file) => path.join(siteDir, ...file.split('/'))));
  return (absPath) => absolute.has(absPath);
}

/** A folder as messages name it: relative to the current folder. */
function shown(folder: string): string {
  return path.relative(process.cwd(), folder) || '.';
}
