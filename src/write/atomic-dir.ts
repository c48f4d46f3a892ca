// Writes a folder atomically: build into a sibling temporary folder, then swap it in with renames, so a
// failed or killed build never leaves a half-written output. Only a folder docsgen made (it holds the
// marker file) is ever swapped out and removed; stale temporaries are removed only when they hold it too.
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT, outputFile, realOutputDir } from './output-dir.js';
import { isAlive } from '../util/process-alive.js';

const PREFIX = '.docsgen-';

export interface StagingDir {
  /** Where to write the new output. */
  dir: string;
  /** Swaps the new output in place of the old one. */
  commit(): Promise<void>;
  /** Removes the new output, leaving the old one untouched. */
  discard(): Promise<void>;
}

export interface StagingOptions {
  /** --empty-out-dir: the existing folder may be replaced even without the marker. */
  emptyOutDir?: boolean;
}

/**
 * A staging folder for `outDir`. A symlinked output folder is written through: the folder it points to
 * is the one replaced, and the link stays.
 */
export async function createStagingDir(outDir: string, options: StagingOptions = {}): Promise<StagingDir> {
  const target = realOutputDir(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  await mkdir(parent, { recursive: true });
  await removeStale(parent, name);
  const dir = path.join(parent, `${PREFIX}tmp-${name}-${process.pid}-${Date.now().toString(36)}`);
  await mkdir(dir);
  writeFileSync(path.join(dir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
  return {
    dir,
    async commit() {
      // Checked again here, at the last moment: the folder may have changed since the build began.
      assertReplaceable(target, options);
      const old = path.join(parent, `${PREFIX}old-${name}-${process.pid}-${Date.now().toString(36)}`);
      // The two renames run back to back, synchronously: awaited, a garbage collection or a busy thread
      // pool between them left the output missing for long enough that a kill landed there (the next
      // build puts it back, see removeStale, but until then there was none).
      let moved = false;
      try {
        renameSync(target, old);
        moved = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      try {
        renameSync(dir, target);
      } catch (error) {
        if (moved) renameSync(old, target);
        throw error;
      }
      if (moved) await removeMarkedLast(old);
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface UpdateDir {
  /** Where to write the files that change. */
  dir: string;
  /**
   * Moves the files written (output-relative paths) into the output folder, over the old ones, and
   * removes the ones the new output no longer has.
   */
  commit(written: readonly string[], removed: readonly string[]): Promise<void>;
  /** Removes the new files, leaving the output untouched. */
  discard(): Promise<void>;
}

/**
 * A staging folder for the files of `outDir` (a folder docsgen made) that a build changes: they are
 * written aside, then moved over the old ones one by one, a few renames for a warm rebuild. Only a
 * build killed while it moves them leaves a mix, which the next build sees (the records of both builds'
 * files are saved first) and puts right.
 */
export async function createUpdateDir(outDir: string): Promise<UpdateDir> {
  const target = realOutputDir(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  await removeStale(parent, name);
  const dir = path.join(parent, `${PREFIX}tmp-${name}-${process.pid}-${Date.now().toString(36)}`);
  await mkdir(dir);
  writeFileSync(path.join(dir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
  return {
    dir,
    async commit(written, removed) {
      assertReplaceable(target, {});
      if (!existsSync(path.join(target, OUTPUT_MARKER))) throw new Error(`Refused to update ${target}: it has no ${OUTPUT_MARKER} file`);
      // Removed first: a file may give way to a folder of the same name.
      for (const rel of removed) {
        const file = outputFile(target, rel);
        rmSync(file, { force: true });
        removeEmptyParents(path.dirname(file), target);
      }
      const made = new Set<string>();
      for (const rel of written) {
        const folder = path.dirname(outputFile(target, rel));
        if (!made.has(folder)) {
          mkdirSync(folder, { recursive: true });
          made.add(folder);
        }
      }
      // Side by side on the thread pool: one after the other, each rename waits for the last.
      // All settle before a failure is thrown, so that none still runs once the caller discards the folder.
      const moves = await Promise.allSettled(written.map((rel) => rename(outputFile(dir, rel), outputFile(target, rel))));
      const failed = moves.find((move) => move.status === 'rejected');
      if (failed) throw failed.reason;
      // Only emptied folders are left, a few: removed in this thread (through the thread pool each step
      // waited behind whatever else the pool had to do).
      removeMarkedLastSync(dir);
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Removes `dir` and its parents below `root` while they are empty. */
function removeEmptyParents(dir: string, root: string) {
  for (let at = dir; at !== root && at.startsWith(`${root}${path.sep}`); at = path.dirname(at)) {
    try {
      rmdirSync(at);
    } catch {
      return;
    }
  }
}

/**
 * Removes the temporaries killed builds of `outDir` left (and puts back an output a build killed
 * between its swap's two renames left aside): what a build that writes nothing still does.
 */
export async function removeStaleTemporaries(outDir: string): Promise<void> {
  const target = realOutputDir(outDir);
  const parent = path.dirname(target);
  if (existsSync(parent)) await removeStale(parent, path.basename(target));
}

/**
 * Removes a folder docsgen made, its marker last: a build killed halfway leaves a folder that still
 * says it is docsgen's, so the next build removes the rest.
 */
async function removeMarkedLast(dir: string) {
  for (const entry of await readdir(dir)) {
    if (entry !== OUTPUT_MARKER) await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  await rm(dir, { recursive: true, force: true });
}

/** removeMarkedLast for a folder of few entries. */
function removeMarkedLastSync(dir: string) {
  for (const entry of readdirSync(dir)) if (entry !== OUTPUT_MARKER) rmSync(path.join(dir, entry), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}

/** Throws unless `dir` is absent, an empty folder, a folder docsgen made, or --empty-out-dir allows it. */
function assertReplaceable(dir: string, options: StagingOptions) {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(`Refused to replace ${dir}: it is not a folder`);
  }
  if (entries.includes('.git')) throw new Error(`Refused to replace ${dir}: it holds a .git repository`);
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER) || options.emptyOutDir) return;
  throw new Error(`Refused to replace ${dir}: docsgen did not make it (it has no ${OUTPUT_MARKER} file)`);
}

/**
 * Removes temporaries of earlier builds of the same output whose process is gone. A build killed
 * between commit's two renames left no output and the previous one as `old`: that one is put back
 * first, so the last good output is never deleted as a stale temporary (issue 12). A name that merely
 * looks like a temporary but lacks the marker is someone else's and left alone.
 */
async function removeStale(parent: string, name: string) {
  const pattern = new RegExp(`^${PREFIX}(tmp|old)-${escapeRegExp(name)}-(\\d+)-`);
  const dead = (entry: string) => {
    const match = pattern.exec(entry);
    return match && !isAlive(Number(match[2])) ? match[1] : undefined;
  };
  const entries = await readdir(parent);
  if (!entries.includes(name)) {
    // Only an output docsgen made is put back (a look-alike someone else named so stays where it is).
    const orphan = entries.find((entry) => dead(entry) === 'old' && existsSync(path.join(parent, entry, OUTPUT_MARKER)));
    if (orphan) await rename(path.join(parent, orphan), path.join(parent, name));
  }
  for (const entry of await readdir(parent)) {
    if (!dead(entry)) continue;
    const dir = path.join(parent, entry);
    // A build killed between making its staging folder and writing the marker left it empty.
    if (existsSync(path.join(dir, OUTPUT_MARKER))) await removeMarkedLast(dir);
    else await rmdir(dir).catch(() => undefined);
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
