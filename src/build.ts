// `docsgen build` and `docsgen check`, top to bottom: config -> output folders -> input stamps (nothing
// changed: done) -> content and route graph (while the theme and client bundle are made) -> checks ->
// assets -> render and write what changed -> build state. Returns the diagnostics; the CLI decides what
// they mean for the exit code. The dev server runs the same tasks through pipeline/dev-site.ts.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, loadConfig } from './config/load.js';
import { linkBase } from './routes/urls.js';
import { CacheEntryDamaged, canWriteCache } from './util/cache-file.js';
import { lockOutput, LockTimeout, type BuildLock } from './pipeline/build-lock.js';
import { createDiagnostic } from './diagnostics/index.js';
import { startSearchWorker } from './pipeline/search-worker.js';
import type { StartedWorker } from './util/run-worker.js';
import type { BodySpill } from './content/body-spill.js';
import { isDocsgenError, type Diagnostic } from './diagnostics/index.js';
import { openBuildState, saveBuildStateOf } from './pipeline/incremental.js';
import type { ContentCounts } from './pipeline/load-site.js';
import { checkFolders } from './pipeline/output-folders.js';
import { noteThreadWork } from './util/code-cache-work.js';
import { createRun } from './pipeline/run.js';
import type { Shard } from './pipeline/shard.js';
import type { RouteGraph } from './routes/types.js';
import type { ClientBundle } from './bundle/client.js';

export type { Shard };
export { shardRoutes } from './pipeline/shard.js';
export { CONFIG_FILE } from './config/load.js';
export { mergeSearchParts, type MergeResult } from './pipeline/search-parts.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides the config's outDir (relative to the current folder). */
  outDir?: string;
  /** --empty-out-dir: replace a non-empty output folder docsgen did not make. */
  emptyOutDir?: boolean;
  /** Warnings stop the build too. */
  strict?: boolean;
  /** `docsgen check`: stop after the checks; nothing is rendered or written. */
  checkOnly?: boolean;
  /** Reuse parsed markdown and the last build's files through the on-disk cache. */
  cache?: boolean;
  /** Worker threads for parsing and rendering large sites (default: the machine's parallelism; 1: none). */
  workers?: number;
  /**
   * Parse and write only this share of the pages (see shardRoutes; the others are read as outlines),
   * report only its problems, and write its part of the search index; share 1 also writes the files
   * every page shares. `docsgen merge` (mergeSearchParts) finishes the merged folders.
   */
  shard?: Shard;
  /** Markdown files from which docs' bodies wait on disk for their pages (default 5,000; see body-spill.ts). */
  bodiesOnDiskFrom?: number;
  /** Told once when another build is writing the same output folder and this one waits for it. */
  onWait?: (message: string) => void;
  /** `--no-precompress` (false): write no `.br`/`.gz` copies, whatever the config's `precompress` says. */
  precompress?: boolean;
  /** Told when the build enters a stage, and as each page is written (the command line's live line). */
  onProgress?: (progress: BuildProgress) => void;
}

/** Where a build is: its stage and, while pages are written, how many of how many. */
export interface BuildProgress {
  stage: 'loading' | 'checking' | 'writing';
  /** Pages rendered so far, and pages to write (`writing` only). */
  done?: number;
  total?: number;
}

export interface BuildCounts extends ContentCounts {
  /** Render worker threads. */
  renderWorkers: number;
  /** Worker threads that wrote the files (0: the main thread wrote them; see file-sink.ts). */
  sinkWorkers: number;
  /** Pages rendered (the others were kept from the last build). */
  rendered: number;
  /** Output files kept from the last build (their key did not change). */
  reused: number;
  /** Input files added, removed or changed since the last build into the same folder (when its state is known). */
  changedInputs?: number;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Milliseconds per stage, for --debug and the benchmarks. */
  timings: Record<string, number>;
  counts: BuildCounts;
  /** The output folder (written only when `ok` and not `checkOnly`). */
  outDir?: string;
  /** The route graph, once the content loaded without errors. */
  graph?: RouteGraph;
  /** Files and pages written (all routes, or the shard's share). */
  files: number;
  pages: number;
  /** The site's routes (also when nothing had to be loaded: no input changed since the last build). */
  routes?: number;
  /** What the build did differently from what was asked, and why (not a problem of the site). */
  notices: string[];
}

/**
 * Builds the site. A cache entry found damaged once the build relies on it (see CacheEntryDamaged) is
 * dropped and the site built again without the cache: a damaged cache costs time, never the build.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  try {
    return await buildOnce(options);
  } catch (error) {
    if (!options.cache || !isCacheDamage(error)) throw error;
    const again = await buildOnce({ ...options, cache: false });
    again.notices.unshift(`${(error as Error).message}: built without the cache instead (the next build writes it anew).`);
    return again;
  }
}

function isCacheDamage(error: unknown): boolean {
  return error instanceof CacheEntryDamaged || (error instanceof Error && /^the cache entry .* is damaged/.test(error.message));
}

async function buildOnce(options: BuildOptions): Promise<BuildResult> {
  const run = createRun({ strict: options.strict });
  const counts: BuildCounts = { parsed: 0, cached: 0, workers: 0, renderWorkers: 0, sinkWorkers: 0, rendered: 0, reused: 0 };
  const notices: string[] = [];
  const result = (extra: Partial<BuildResult> = {}): BuildResult => ({
    ok: !run.failed(),
    diagnostics: run.diagnostics,
    timings: run.timings,
    counts,
    files: 0,
    pages: 0,
    notices,
    ...extra,
  });
  let spill: BodySpill | undefined;
  let lock: BuildLock | undefined;
  let cacheFolder: string | undefined;
  let saving: Promise<void> | undefined;
  let searchWorker: StartedWorker | undefined;
  let searchStarted = false;
  try {
    const configured = await run.task('config', () => loadConfig(path.resolve(options.siteDir)));
    // --no-precompress overrides the config's `precompress`.
    const config = options.precompress === false ? Object.freeze({ ...configured, precompress: false }) : configured;
    const outDir = options.outDir ? path.resolve(options.outDir) : config.outDirAbs;
    cacheFolder = config.cacheDirAbs;
    let cache = options.cache === true;
    if (!options.checkOnly) run.report(checkFolders(config, { ...(options.outDir ? { outDir } : {}), emptyOutDir: options.emptyOutDir === true, cache }));
    if (run.failed()) return result({ outDir });
    // A cache only saves time: one that cannot be written leaves a build that does without it.
    if (cache && !options.checkOnly && !canWriteCache(config.cacheDirAbs)) {
      cache = false;
      notices.push(
        `The cache folder ${path.relative(process.cwd(), config.cacheDirAbs) || '.'} cannot be written: building without the cache (set cacheDir in ${CONFIG_FILE} to a writable folder, or pass --no-cache).`,
      );
    }
    // One build at a time into an output folder (two at once would each keep what the other removes).
    if (!options.checkOnly && canWriteCache(config.cacheDirAbs)) {
      try {
        lock = await lockOutput(config.cacheDirAbs, outDir, {
          onWait: (owner) =>
            options.onWait?.(`Waiting for another build into ${path.relative(process.cwd(), outDir) || '.'} (process ${owner.pid}) to finish...`),
        });
      } catch (error) {
        if (!(error instanceof LockTimeout)) throw error;
        run.report([
          createDiagnostic('output/busy', {
            message: `The output folder ${path.relative(process.cwd(), outDir) || '.'} is busy: ${error.message}`,
            hint: `Wait for that build to end, or stop it; if no build runs, remove ${error.file}.`,
          }),
        ]);
        return result({ outDir });
      }
    }
    // Inputs stamped before anything is read: no file changed and the output intact means nothing to do.
    // When inputs changed, the search index's worker boots now (it waits for its entries) and checks the
    // output folder aside while the site loads.
    const checkAside = (output: { cacheDir: string; outDir: string }) => (searchWorker = startSearchWorker(config.router, output))?.aside;
    const scan = cache && !options.checkOnly && !options.shard ? await run.task('stamps', () => openBuildState(config, outDir, checkAside)) : undefined;
    if (scan?.state) counts.changedInputs = scan.changed.size;
    // What the stages below report is kept with the state, for a build with nothing to do to report again.
    const reportedBefore = run.diagnostics.length;
    if (scan?.upToDate && scan.state) {
      const { state } = scan;
      run.report(state.diagnostics);
      Object.assign(counts, { reused: state.files - 1, changedInputs: 0 });
      return result({ outDir, files: state.files, pages: state.pages, routes: state.routes });
    }
    // (The search worker started above is stopped unused if the build ends before the index.) A cached
    // build parses the few files that changed in this thread, first (a worker took longer to boot than
    // the parse takes with the code cache's compiled parser; see code-cache-work.ts).
    // The stages that load, check and write a site (markdown, React, search) are imported only now: a
    // build with nothing to do never loads them.
    const stages = await import('./pipeline/stages.js');
    options.onProgress?.({ stage: 'loading' });
    // The theme and client bundle do not depend on the content: made while it loads. A site that fails
    // before they are needed never waits for them. The client bundle (which says whether the theme has
    // a search dialog) is known before the theme is loaded: the search index need not wait for the theme.
    let clientKnown: (client: ClientBundle | undefined) => void = () => undefined;
    const clientBundle = new Promise<ClientBundle | undefined>((resolve) => (clientKnown = resolve));
    const bundling = options.checkOnly ? undefined : run.task('bundle', () => stages.bundleTheme(config, cache, clientKnown));
    bundling?.then(
      (bundled) => clientKnown(bundled.client),
      () => clientKnown(undefined),
    );
    if (!bundling) clientKnown(undefined);
    const styling = options.checkOnly ? undefined : run.task('stylesheets', () => stages.bundleStylesheets(config));
    styling?.catch(() => undefined);
    // Docs' bodies of a big site wait on disk for their pages (not for `check`, which renders none).
    spill = options.checkOnly ? undefined : stages.openBodySpill(config.cacheDirAbs);
    const parseCache = cache ? stages.openParseCache(config) : undefined;
    const loaded = await stages.loadSite(
      config,
      {
        ...(parseCache ? { cache: parseCache } : {}),
        // Files the stamps show unchanged come from the cache unread.
        ...(scan ? { stampOf: scan.sourceKey, changed: changedFiles(config.siteDir, scan.changed) } : {}),
        workers: options.workers,
        ...(options.shard ? { shard: options.shard } : {}),
        ...(spill ? { spill, spillFrom: options.bodiesOnDiskFrom } : {}),
        outDir,
      },
      run,
    );
    // The parsed files' heads in one file for the next build, written while this one goes on.
    saving = parseCache?.save?.();
    Object.assign(counts, loaded.counts);
    const graph = loaded.graph;
    if (!graph) return result({ outDir });
    // The search index (a worker's work, the longest after parsing) starts before the checks, when the
    // theme has a search dialog; a build the checks stop ignores it.
    const searchAsset = (await clientBundle)?.lazy?.has('search')
      ? stages.buildSearchIndexAsset(graph, {
          router: config.router,
          shard: options.shard,
          timings: run.timings,
          started: searchWorker,
          output: cache ? { cacheDir: config.cacheDirAbs, outDir } : undefined,
        })
      : undefined;
    searchAsset?.ready?.catch(() => undefined);
    searchStarted = searchAsset !== undefined;
    // A shard reports the problems of its own pages (whose links it parsed) and, share 1, the site's.
    const share = options.shard ? stages.shareOfDiagnostics(graph, options.shard) : () => true;
    options.onProgress?.({ stage: 'checking' });
    run.report((await run.task('checks', () => stages.runChecks(graph, config))).filter(share));
    if (run.failed() || options.checkOnly) return result({ outDir, graph });
    const stylesheets = await styling!;
    run.report(stylesheets.diagnostics);
    if (run.failed()) return result({ outDir, graph });
    const { theme, client } = await bundling!;
    const searchIndex = () => searchAsset;
    const { bundle, chrome } = stages.siteAssets(config, graph, client, searchIndex, {
      islands: loaded.islands,
      stylesheets: { css: [...loaded.componentStyles.css, ...stylesheets.value.css], files: [...loaded.componentStyles.files, ...stylesheets.value.files] },
    });
    // No shard has every page's text: each writes its part of the search index, `docsgen merge` the index.
    const searchIndexed = options.shard ? bundle.lazy?.delete('search-index') === true : false;
    // Dropped while the output changes: a build killed meanwhile leaves the next one nothing to trust.
    if (scan) stages.dropBuildState(config.cacheDirAbs, outDir);
    // Every output file is keyed by what it is made of (a page by its props, a file by its sources'
    // bytes): the last build's file under the same key is kept, anything else is made again.
    const start = performance.now();
    options.onProgress?.({ stage: 'writing' });
    const written = await stages.writeOutput({
      config,
      graph,
      theme,
      bundle,
      chrome,
      outDir,
      emptyOutDir: options.emptyOutDir === true,
      reuse: cache,
      workers: options.workers,
      shard: options.shard,
      ...(scan ? { inPlace: await scan.intact, sourceKey: scan.sourceKey, inputKey: scan.inputKey } : {}),
      ...(options.onProgress ? { onPage: (done: number, total: number) => options.onProgress!({ stage: 'writing', done, total }) } : {}),
    });
    if (options.shard) stages.writeSearchPart(outDir, graph, { shard: options.shard, mode: config.router, index: searchIndexed });
    run.timings.write = Math.round(performance.now() - start);
    noteThreadWork('build');
    if (run.timings.search !== undefined) run.timings['search.wait'] = Math.round(written.waitedMs);
    Object.assign(counts, { renderWorkers: written.renderWorkers, sinkWorkers: written.sinkWorkers, rendered: written.rendered, reused: written.reused });
    const routes = graph.routes.size;
    if (scan)
      saveBuildStateOf(config, outDir, scan, { diagnostics: run.diagnostics.slice(reportedBefore), routes, pages: written.pages, files: written.files });
    return result({ outDir, graph, files: written.files + (options.shard ? 1 : 0), pages: written.pages, routes });
  } catch (error) {
    // The parse cache's entries go with the damaged one: the build after this one writes them anew.
    if (isCacheDamage(error) && cacheFolder) rmSync(path.join(cacheFolder, 'markdown'), { recursive: true, force: true });
    if (!isDocsgenError(error)) throw error;
    run.report(error.diagnostics);
    return result();
  } finally {
    spill?.close();
    if (!searchStarted) searchWorker?.stop();
    await saving;
    lock?.release();
  }
}

/** Whether a file (by absolute path) is one of the changed inputs (site-relative, with slashes). */
function changedFiles(siteDir: string, changed: ReadonlySet<string>): (absPath: string) => boolean {
  const absolute = new Set([...changed].map((file) => path.join(siteDir, ...file.split('/'))));
  return (absPath) => absolute.has(absPath);
}

/** The output folder a site's config names (what `docsgen serve` serves without --dir). */
/** Where a site's build is and the base URL it is served under (`router: hash` pages link relatively: `/`). */
export async function servedSite(siteDir: string): Promise<{ outDir: string; baseUrl: string }> {
  const config = await loadConfig(path.resolve(siteDir));
  return { outDir: config.outDirAbs, baseUrl: linkBase(config) };
}
