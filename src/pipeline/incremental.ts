// The start of a cached build: the last build's state for this output folder, the inputs stamped and
// compared with it, and whether that leaves anything to do (no input changed and every output file the
// last build wrote is still there, untouched).
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { removeStaleTemporaries } from '../write/atomic-dir.js';
import { isOutputIntact, isOutputIntactOffThread } from '../write/output-reuse.js';
import { loadBuildState, saveBuildState, scanInputs, stampHash, type BuildState, type InputScan, type InputStamp } from './build-state.js';
import { docsgenBuildId } from './cache.js';
import { relativePosix } from '../util/paths.js';

export interface StateScan extends InputScan {
  /** The key the state is saved under (docsgen's build, the output folder). */
  key: string;
  /** The last build's state; undefined when there is none that fits. */
  state: BuildState | undefined;
  /**
   * The output folder holds every file the last build recorded, untouched: a build may then update it in
   * place (else it writes a new folder, so that files another build left there go). When inputs changed,
   * checked in a worker thread while the site loads.
   */
  intact: Promise<boolean>;
  /** Nothing to do: no input changed and the output is intact. */
  upToDate: boolean;
  /** The hash of an input file's bytes, by absolute path (static files, images, content; see stampHash for `read`). */
  sourceKey: (absPath: string, read?: string | 'known') => string | undefined;
  /** The hash of an input file's bytes, by site-relative path (with slashes, as routes name their sources). */
  inputKey: (file: string) => string | undefined;
}

/**
 * Undefined when docsgen runs from source (no build id keys its caches). When inputs changed, the output
 * folder is checked by `checkOffThread` (a worker's checkOutputIntact answer; undefined: in this thread).
 */
export async function openBuildState(
  config: SiteConfig,
  outDir: string,
  checkOffThread: (output: { cacheDir: string; outDir: string }) => Promise<unknown> | undefined = () => undefined,
): Promise<StateScan | undefined> {
  const buildId = docsgenBuildId();
  if (!buildId) return undefined;
  // First, so that an output a killed build left aside is back before it is checked.
  await removeStaleTemporaries(outDir);
  // The site's markdown plugins as the config resolved them (packages by installed version: they live
  // in node_modules, which the stamps leave out).
  // A build without precompressed copies (`--no-precompress` needs no config edit) writes other files.
  const key = `${buildId}\0${process.env.NODE_ENV ?? ''}\0${path.resolve(outDir)}\0${JSON.stringify(config.markdown.plugins ?? null)}${config.precompress ? '' : '\0no-precompress'}`;
  const state = loadBuildState(config.cacheDirAbs, outDir, key);
  const scan = scanInputs(config.siteDir, [outDir, config.cacheDirAbs], state);
  // A Map of the stamps, made on first use: faster to look up than a record of thousands of paths.
  let stamps: Map<string, InputStamp> | undefined;
  const stampOf = (file: string) => (stamps ??= new Map(Object.entries(scan.inputs))).get(file);
  const keyOf = (file: string, absPath: string, read?: string | 'known') => {
    const stamp = stampOf(file);
    return stamp && (read === 'known' ? stamp[2] : stampHash(stamp, absPath, read));
  };
  const inputKey = (file: string) => keyOf(file, path.join(config.siteDir, file));
  const sourceKey = (absPath: string, read?: string | 'known') => keyOf(relativePosix(config.siteDir, absPath), absPath, read);
  const output = { cacheDir: config.cacheDirAbs, outDir };
  if (state === undefined) return { ...scan, key, state, intact: Promise.resolve(false), upToDate: false, sourceKey, inputKey };
  // Nothing changed: whether the output is intact says whether there is anything to do at all.
  if (scan.changed.size === 0) {
    const intact = isOutputIntact(output);
    return { ...scan, key, state, intact: Promise.resolve(intact), upToDate: intact, sourceKey, inputKey };
  }
  const intact = isOutputIntactOffThread(output, checkOffThread(output));
  intact.catch(() => undefined);
  return { ...scan, key, state, intact, upToDate: false, sourceKey, inputKey };
}

/** Saves the state of a build that wrote its output, with the stamps taken before it read anything. */
export function saveBuildStateOf(config: SiteConfig, outDir: string, scan: StateScan, made: Omit<BuildState, 'key' | 'startedAt' | 'inputs'>): void {
  saveBuildState(config.cacheDirAbs, outDir, { key: scan.key, startedAt: scan.startedAt, inputs: scan.inputs, ...made });
}
