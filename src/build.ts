// `docsgen build` and `docsgen check`, top to bottom: config -> output folders -> content and route graph
// (while the theme and client bundle are made) -> checks -> assets -> render and write. Returns the
// diagnostics; the CLI decides what they mean for the exit code. The dev server runs the same tasks
// through pipeline/dev-site.ts.
import path from 'node:path';
import type { ClientAsset } from './bundle/client.js';
import { bundleStylesheets } from './bundle/stylesheets.js';
import { runChecks } from './checks/index.js';
import { loadConfig } from './config/load.js';
import { isDocsgenError, type Diagnostic } from './diagnostics/index.js';
import { openParseCache } from './pipeline/cache.js';
import { bundleTheme, siteAssets } from './pipeline/client-assets.js';
import { loadSite, type ContentCounts } from './pipeline/load-site.js';
import { checkFolders } from './pipeline/output-folders.js';
import { createRun } from './pipeline/run.js';
import { lazySearchIndexAsset, searchIndexOffThread } from './pipeline/search-index.js';
import { writeOutput, writesSharedFiles, type Shard } from './pipeline/write-output.js';
import type { RouteGraph } from './routes/types.js';
import { searchIndexUrl } from './routes/urls.js';

export type { Shard };
export { shardRoutes } from './pipeline/write-output.js';

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
  /** Write only this share of the pages (see shardRoutes); share 1 also writes the files every page shares. */
  shard?: Shard;
}

export interface BuildCounts extends ContentCounts {
  /** Render worker threads. */
  renderWorkers: number;
  /** Output files kept from the last build (their key did not change). */
  reused: number;
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
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const run = createRun({ strict: options.strict });
  const counts: BuildCounts = { parsed: 0, cached: 0, workers: 0, renderWorkers: 0, reused: 0 };
  const result = (extra: Partial<BuildResult> = {}): BuildResult => ({
    ok: !run.failed(), diagnostics: run.diagnostics, timings: run.timings, counts, files: 0, pages: 0, ...extra,
  });
  try {
    const config = await run.task('config', () => loadConfig(path.resolve(options.siteDir)));
    const outDir = options.outDir ? path.resolve(options.outDir) : config.outDirAbs;
    const cache = options.cache === true;
    if (!options.checkOnly) run.report(checkFolders(config, { ...(options.outDir ? { outDir } : {}), emptyOutDir: options.emptyOutDir === true, cache }));
    if (run.failed()) return result({ outDir });
    // The theme and client bundle do not depend on the content: made while it loads. A site that fails
    // before they are needed never waits for them.
    const bundling = options.checkOnly ? undefined : run.task('bundle', () => bundleTheme(config.siteDir));
    bundling?.catch(() => undefined);
    const styling = options.checkOnly ? undefined : run.task('stylesheets', () => bundleStylesheets(config));
    styling?.catch(() => undefined);
    const loaded = await loadSite(config, { ...(cache ? { cache: openParseCache(config) } : {}), workers: options.workers }, run);
    Object.assign(counts, loaded.counts);
    const graph = loaded.graph;
    if (!graph) return result({ outDir });
    run.report(await run.task('checks', () => runChecks(graph, config)));
    if (run.failed() || options.checkOnly) return result({ outDir, graph });
    const stylesheets = await styling!;
    run.report(stylesheets.diagnostics);
    if (run.failed()) return result({ outDir, graph });
    const { theme, client } = await bundling!;
    const { bundle, chrome } = siteAssets(config, graph, client, () => searchIndex(graph, config.router, options.shard, run.timings), {
      islands: loaded.islands,
      stylesheets: { css: [...loaded.componentStyles.css, ...stylesheets.value.css], files: [...loaded.componentStyles.files, ...stylesheets.value.files] },
    });
    const start = performance.now();
    const written = await writeOutput({ config, graph, theme, bundle, chrome, outDir, emptyOutDir: options.emptyOutDir === true, reuse: cache, workers: options.workers, shard: options.shard });
    run.timings.write = Math.round(performance.now() - start);
    if (run.timings.search !== undefined) run.timings['search.wait'] = Math.round(written.waitedMs);
    Object.assign(counts, { renderWorkers: written.renderWorkers, reused: written.reused });
    return result({ outDir, graph, files: written.files, pages: written.pages });
  } catch (error) {
    if (!isDocsgenError(error)) throw error;
    run.report(error.diagnostics);
    return result();
  }
}

/** The output folder a site's config names (what `docsgen serve` serves without --dir). */
export async function configuredOutDir(siteDir: string): Promise<string> {
  return (await loadConfig(path.resolve(siteDir))).outDirAbs;
}

/** The search index: built in a worker while pages are written; only share 1 of a sharded build writes it. */
function searchIndex(graph: RouteGraph, router: 'history' | 'hash', shard: Shard | undefined, timings: Record<string, number>): ClientAsset {
  const url = searchIndexUrl(router === 'hash' ? 'js' : 'json');
  return writesSharedFiles(shard) ? searchIndexOffThread(graph, router, timings) : lazySearchIndexAsset(graph, url, router);
}
