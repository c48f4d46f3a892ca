// What a build leaves in the cache folder for the next one into the same output folder: the stamps of
// every input file (size, modification and change times, with a content hash of the files a step read as
// the tie-breaker), the diagnostics and the counts. The next build stats its inputs first: nothing changed and the output
// intact means nothing to do; otherwise it runs, and each output file it would make under the key the
// last build recorded for it is kept (see write/output-reuse.ts).
import { readEntry, writeEntry } from '../util/cache-file.js';
import { closeSync, fstatSync, lstatSync, openSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { digestOf, fileStamp } from '../util/hash.js';
import { fileTimes } from '../util/file-times.js';

/**
 * An input's stamp: size, times (see fileTimes) and, once a step asked for it (see stampHash), a hash of
 * its bytes. A site folder may hold much that no step reads (a monorepo's other packages, generated
 * corpora, videos): the scan stats it, and hashes only what the last build knew the bytes of.
 */
export type InputStamp = [size: number, times: string, hash?: string];

/**
 * The coarsest step of a file system's times (FAT's two seconds; ext3 and HFS+ keep whole seconds): a
 * file that changed less than this before a build began may change again within the same time stamp, so
 * its time is not trusted and its bytes are compared.
 */
const TIME_STEP_MS = 2000;

/** When a file last changed, by either time. */
const changedAt = (stat: { mtimeMs: number; ctimeMs: number }) => Math.max(stat.mtimeMs, stat.ctimeMs);

export interface BuildState {
  /** Everything besides the inputs that the output depends on (docsgen's build, the options). */
  key: string;
  /** When the build that wrote it began (files changed after that are compared by their bytes). */
  startedAt: number;
  /** Every input file by site-relative path. */
  inputs: Record<string, InputStamp>;
  diagnostics: Diagnostic[];
  routes: number;
  pages: number;
  files: number;
}

/** The inputs as they are now, with what changed since the state was written. */
export interface InputScan {
  inputs: Record<string, InputStamp>;
  /** Site-relative paths added, removed or whose bytes changed (all of them without a state). */
  changed: Set<string>;
  startedAt: number;
}

const VERSION = 4;

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
 * `startedAt`: when this build began.
 */
export function scanInputs(siteDir: string, skip: string[], state: BuildState | undefined, startedAt = Date.now()): InputScan {
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
      const times = fileTimes(stat);
      if (before && before[0] === stat.size && before[1] === times && changedAt(stat) < state!.startedAt - TIME_STEP_MS) {
        inputs[key] = before;
        continue;
      }
      // Hashed to tell a touched file from an edited one when the last build knew its bytes, and when its
      // time is too recent for the next build to trust (it would compare the bytes, with nothing to compare).
      const hash = before?.[2] === undefined && changedAt(stat) < startedAt - TIME_STEP_MS ? undefined : hashFile(abs);
      inputs[key] = hash === undefined ? [stat.size, times] : [stat.size, times, hash];
      if (hash === undefined || before?.[2] !== hash) changed.add(key);
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

/**
 * The hash of the bytes of the input `stamp` stamps (at `abs`), made when first asked for and kept in
 * the stamp (the next build's state holds it). `read`: the hash of the text the caller just read from
 * the file, taken instead of reading it again. Undefined when the file is no longer as stamped: a hash
 * of bytes the scan did not see would let the next build take a file edited during this one for unchanged.
 */
export function stampHash(stamp: InputStamp, abs: string, read?: string): string | undefined {
  if (stamp[2] !== undefined) return stamp[2];
  try {
    const fd = openSync(abs, 'r');
    try {
      const same = () => {
        const now = fstatSync(fd);
        return now.size === stamp[0] && fileTimes(now) === stamp[1];
      };
      if (!same()) return undefined;
      const hash = read ?? fileStamp(readFileSync(fd));
      if (!same()) return undefined;
      stamp[2] = hash;
      return hash;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}
