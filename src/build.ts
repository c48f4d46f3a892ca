// `docsgen build` and `docsgen check`, top to bottom: config -> output folders -> input stamps (nothing
// changed: done) -> content and route graph (while the theme and client bundle are made) -> checks ->
// assets -> render and write what changed -> build state. Returns the diagnostics; the CLI decides what
// they mean for the exit code. The dev server runs the same tasks through pipeline/dev-site.ts.
import path from 'node:path';
import { loadConfig } from './config/load.js';
import { linkBase } from './routes/urls.js';
import { isDocsgenError } from './diagnostics/index.js';
import {
  BuildRecord,
  checkSite,
  isCacheDamage,
  loadContent,
  lockOutputFolder,
  planBuild,
  stampInputs,
  startAssets,
  startSearch,
  upToDate,
  writeBuild,
} from './pipeline/build-plan.js';
import type { BuildOptions, BuildResult } from './pipeline/build-types.js';
import type { Shard } from './pipeline/shard.js';

export type { Shard };
export type { BuildCounts, BuildOptions, BuildProgress, BuildResult } from './pipeline/build-types.js';
export { shardRoutes } from './pipeline/shard.js';
export { CONFIG_FILE } from './config/load.js';
export { mergeSearchParts, type MergeResult } from './pipeline/search-parts.js';

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

/** The recipe: plan, take the output folder, stamp the inputs, load, check, write. */
async function buildOnce(options: BuildOptions): Promise<BuildResult> {
  const record = new BuildRecord(options);
  try {
    const plan = await planBuild(options, record);
    if ('failed' in plan || !(await lockOutputFolder(plan, record))) return record.result({ outDir: plan.outDir });
    const scan = await stampInputs(plan, record);
    const nothingToDo = scan && upToDate(plan, scan, record);
    if (nothingToDo) return nothingToDo;
    // The stages that load, check and write a site (markdown, React, search) are imported only now: a
    // build with nothing to do never loads them.
    const stages = await import('./pipeline/stages.js');
    options.onProgress?.({ stage: 'loading' });
    const assets = startAssets(stages, plan, record);
    const loaded = await loadContent(stages, plan, scan, record);
    const { graph } = loaded;
    if (!graph) return record.result({ outDir: plan.outDir });
    const search = await startSearch(stages, plan, graph, assets, record);
    await checkSite(stages, plan, graph, record);
    if (record.run.failed() || !assets) return record.result({ outDir: plan.outDir, graph });
    return await writeBuild(stages, plan, { loaded, graph, assets, search, scan }, record);
  } catch (error) {
    record.dropDamagedCache(error);
    if (!isDocsgenError(error)) throw error;
    record.run.report(error.diagnostics);
    return record.result();
  } finally {
    await record.close();
  }
}

/** Where a site's build is and the base URL it is served under (`router: hash` pages link relatively: `/`). */
export async function servedSite(siteDir: string): Promise<{ outDir: string; baseUrl: string }> {
  const config = await loadConfig(path.resolve(siteDir));
  return { outDir: config.outDirAbs, baseUrl: linkBase(config) };
}
