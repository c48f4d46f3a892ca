// What the last build wrote into an output folder, so the next build keeps every file whose key did not
// change instead of rendering and writing it again (a warm rebuild touches only what changed). Keys
// come from the page's props (with docsgen's version, theme and chrome) or from the file's bytes. A file
// is kept only while it is the one that build wrote: same size and modification time. A build into a
// new folder hard-links the files it keeps; a build that updates the folder in place leaves them there.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OUTPUT_MARKER, realOutputDir } from './output-dir.js';

export interface OutputReuse {
  /** Puts the last build's `rel` at `target()` when it was written under `key` and is untouched; true if it did. */
  reuse(rel: string, key: string, target: () => string): boolean;
  /** Keeps the last build's `rel` whatever its key, when it is untouched (its inputs did not change); true if it did. */
  keepPrevious(rel: string, target: () => string): boolean;
  /** Notes that `target` (the new build's `rel`) holds what `key` stands for. */
  record(rel: string, key: string, target: string): void;
  /** True when this build updates the last build's folder in place instead of filling a new one. */
  readonly inPlace: boolean;
  /** Files of the last build (or of one killed while updating) that this build did not keep or write. */
  stale(): string[];
  /**
   * Before an update in place: records holding both builds' files, so that a build killed while it moves
   * files into place leaves nothing the next one does not know of (it removes or rewrites them).
   */
  saveUnion(): void;
  /** Keeps the new build's records for the next one (call once the new output is in place). */
  save(): void;
  /** Files reused so far. */
  readonly reused: number;
}

type Records = Record<string, [key: string, size: number, mtimeMs: number]>;

/** The records file: every file the build wrote, and the modification time of every folder holding one. */
interface RecordsFile {
  files: Records;
  /** A file added to or removed from a folder changes its time: the output then is not intact. */
  dirs?: Record<string, number>;
}

/** A fast digest of a file's bytes, for keys (not for security). */
export function bytesKey(contents: string | Uint8Array): string {
  return createHash('sha1').update(contents).digest('base64url');
}

function recordsFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'output', `${bytesKey(path.resolve(outDir))}.json`);
}

function readRecords(file: string): RecordsFile | undefined {
  try {
    const records = JSON.parse(readFileSync(file, 'utf8')) as Partial<RecordsFile>;
    return records.files ? (records as RecordsFile) : undefined;
  } catch {
    // No record (first build, --no-cache before, or a torn file): everything is written.
    return undefined;
  }
}

/** Every folder of `dir` that holds one of `files`, with its ancestors and `dir` itself ('.'), by its time. */
function folderTimes(dir: string, files: Records): Record<string, number> {
  const folders = new Set<string>(['.']);
  for (const rel of Object.keys(files)) {
    for (let at = path.posix.dirname(rel); at !== '.' && !folders.has(at); at = path.posix.dirname(at)) folders.add(at);
  }
  const times: Record<string, number> = {};
  for (const folder of folders) {
    try {
      times[folder] = statSync(path.join(dir, folder)).mtimeMs;
    } catch {
      // Gone already: the next build finds the output not intact.
    }
  }
  return times;
}

/**
 * Whether the output folder still holds every file the last build recorded, untouched (same size and
 * modification time): what a build with no changed input checks before it leaves the folder as it is.
 */
export function isOutputIntact(options: { cacheDir: string; outDir: string }): boolean {
  const records = readRecords(recordsFile(options.cacheDir, options.outDir));
  if (!records?.dirs || Object.keys(records.files).length === 0) return false;
  const dir = realOutputDir(options.outDir);
  if (!existsSync(path.join(dir, OUTPUT_MARKER))) return false;
  for (const [rel, mtimeMs] of Object.entries(records.dirs)) {
    try {
      if (statSync(path.join(dir, rel)).mtimeMs !== mtimeMs) return false;
    } catch {
      return false;
    }
  }
  for (const [rel, [, size, mtimeMs]] of Object.entries(records.files)) {
    try {
      const stat = statSync(path.join(dir, rel));
      if (stat.size !== size || stat.mtimeMs !== mtimeMs) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The last build's records for `outDir`. With `inPlace` (the caller knows the folder is docsgen's and
 * holds the last build), a folder with records is updated in place.
 */
export function openOutputReuse(options: { cacheDir: string; outDir: string; inPlace?: boolean }): OutputReuse {
  const file = recordsFile(options.cacheDir, options.outDir);
  const previous: Records = readRecords(file)?.files ?? {};
  const dir = realOutputDir(options.outDir);
  const inPlace = options.inPlace === true && Object.keys(previous).length > 0 && existsSync(path.join(dir, OUTPUT_MARKER));
  const next: Records = {};
  let reused = 0;
  const keep = (rel: string, target: () => string): boolean => {
    const before = previous[rel];
    if (!before) return false;
    const source = path.join(dir, rel);
    try {
      const stat = statSync(source);
      if (!stat.isFile() || stat.size !== before[1] || stat.mtimeMs !== before[2]) return false;
      if (!inPlace) {
        const to = target();
        try {
          linkSync(source, to);
        } catch {
          copyFileSync(source, to);
        }
      }
    } catch {
      return false;
    }
    next[rel] = before;
    reused++;
    return true;
  };
  const saveRecords = (records: RecordsFile) => {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(records));
      renameSync(`${file}.${process.pid}.tmp`, file);
    } catch {
      // Without a record the next build writes everything; nothing is wrong with this one.
    }
  };
  return {
    inPlace,
    get reused() {
      return reused;
    },
    reuse: (rel, key, target) => previous[rel]?.[0] === key && keep(rel, target),
    keepPrevious: keep,
    record(rel, key, target) {
      const stat = statSync(target);
      next[rel] = [key, stat.size, stat.mtimeMs];
    },
    stale: () => Object.keys(previous).filter((rel) => !(rel in next)),
    // Without folder times: until the update is done, the folder is not known intact.
    saveUnion: () => saveRecords({ files: { ...previous, ...next } }),
    save: () => saveRecords({ files: next, dirs: folderTimes(realOutputDir(options.outDir), next) }),
  };
}
