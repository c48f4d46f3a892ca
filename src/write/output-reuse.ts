// What the last build wrote into an output folder, so the next build keeps every file whose key did not
// change instead of rendering and writing it again (a warm rebuild touches only what changed). Keys
// come from the page's props (with docsgen's version, theme and chrome) or from the file's bytes. A file
// is kept only while it is the one that build wrote: same size and modification time. A build into a
// new folder hard-links the files it keeps; a build that updates the folder in place leaves them there.
import { readEntry, writeEntry } from '../util/cache-file.js';
import { copyFileSync, existsSync, linkSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { OUTPUT_MARKER, realOutputDir } from './output-dir.js';
import { digestOf } from '../util/hash.js';

export interface OutputReuse {
  /** Puts the last build's `rel` at `target(rel)` when it was written under `key` and is untouched; true if it did. */
  reuse(rel: string, key: string, target: (rel: string) => string): boolean;
  /** The size of a file this build kept (as recorded, and checked unless the output was found intact). */
  keptSize(rel: string): number | undefined;
  /** Notes that `target` (the new build's `rel`) holds what `key` stands for (its `stat` when the writer has it). */
  record(rel: string, key: string, target: string, stat?: { size: number; mtimeMs: number }): void;
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
  /** Files the last build's records name (0: there was none, or its records are gone). */
  readonly lastFiles: number;
  /** The last build's memo of the page at `rel` (see render/props-memo.ts). */
  memoOf(rel: string): PageMemo | undefined;
  /** Keeps the memo of a page this build keyed, for the next build. */
  remember(rel: string, memo: PageMemo): void;
}

/** A page's memo: its key, the page key it stands for, and the facts it was made of (render/props-memo.ts). */
export type PageMemo = readonly [key: string, pageKey: string, reads: string];

type Records = Map<string, [key: string, size: number, mtimeMs: number]>;

/** The records file: every file the build wrote, and the modification time of every folder holding one. */
interface RecordsFile {
  files: Records;
  /** A file added to or removed from a folder changes its time: the output then is not intact. */
  dirs?: Map<string, number>;
  /** The memos of the pages written or kept, by path. */
  memos?: Map<string, PageMemo>;
}

/** The records file on disk: columns (v8-serialised), faster to read and write than JSON objects. */
interface StoredRecords {
  version: 2;
  paths: string[];
  keys: string[];
  sizes: number[];
  mtimes: number[];
  dirs?: [string[], number[]];
  memos?: [paths: string[], keys: string[], pageKeys: string[], reads: string[]];
}

/** A fast digest of a file's bytes, for keys (not for security). */
export function bytesKey(contents: string | Uint8Array): string {
  return digestOf('sha1', contents, 'base64url');
}

function recordsFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'output', `${bytesKey(path.resolve(outDir))}.bin`);
}

/**
 * The records last read or written in this process, and whether isOutputIntact found every file they
 * name untouched: the write stage then keeps files without checking each one again.
 */
let known: { file: string; stamp: string; records: RecordsFile | undefined; verified: boolean } | undefined;

/** The records file's size and time (another process may have replaced it since it was read). */
function stampOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}:${stat.ino}` : '';
}

/**
 * Records of files an update in place adds, written before it moves them into the folder (saveUnion)
 * and removed once the whole records are saved: a build killed meanwhile leaves the next one knowing
 * every file it may find there.
 */
function pendingFile(file: string): string {
  return `${file}.pending`;
}

/** The stamp of the records and of their pending part. */
function recordsStamp(file: string): string {
  return `${stampOf(file)}/${stampOf(pendingFile(file))}`;
}

function readRecords(file: string): RecordsFile | undefined {
  const stamp = recordsStamp(file);
  if (known?.file === file && known.stamp === stamp) return known.records;
  let records: RecordsFile | undefined;
  try {
    const stored = deserialize(readEntry(file, path.basename(file))!) as StoredRecords;
    if (stored.version === 2) {
      const files: Records = new Map();
      for (let i = 0; i < stored.paths.length; i++) files.set(stored.paths[i]!, [stored.keys[i]!, stored.sizes[i]!, stored.mtimes[i]!]);
      const dirs = stored.dirs && new Map(stored.dirs[0].map((rel, i) => [rel, stored.dirs![1][i]!]));
      const memos =
        stored.memos && new Map(stored.memos[0].map((rel, i): [string, PageMemo] => [rel, [stored.memos![1][i]!, stored.memos![2][i]!, stored.memos![3][i]!]]));
      const added = existsSync(pendingFile(file)) ? readAdded(pendingFile(file)) : undefined;
      if (added) for (const [rel, record] of added) files.set(rel, record);
      // An update in place was under way: the folder is not known intact until a build checks it file by file.
      records = { files, ...(dirs && !added ? { dirs } : {}), ...(memos ? { memos } : {}) };
    }
  } catch {
    // No record (first build, --no-cache before, or a torn file): everything is written.
  }
  known = { file, stamp, records, verified: false };
  return records;
}

/** The records a killed update left pending (an empty map when they cannot be read: then nothing is known intact either). */
function readAdded(file: string): Records {
  const stored = deserialize(readEntry(file, path.basename(file)) ?? serialize(undefined)) as StoredRecords | undefined;
  const added: Records = new Map();
  if (stored?.version === 2) for (let i = 0; i < stored.paths.length; i++) added.set(stored.paths[i]!, [stored.keys[i]!, stored.sizes[i]!, stored.mtimes[i]!]);
  return added;
}

function storeRecords(records: RecordsFile): StoredRecords {
  const paths = [...records.files.keys()];
  const values = [...records.files.values()];
  return {
    version: 2,
    paths,
    keys: values.map((v) => v[0]),
    sizes: values.map((v) => v[1]),
    mtimes: values.map((v) => v[2]),
    ...(records.dirs ? { dirs: [[...records.dirs.keys()], [...records.dirs.values()]] } : {}),
    ...(records.memos ? { memos: memoColumns(records.memos) } : {}),
  };
}

function memoColumns(memos: Map<string, PageMemo>): NonNullable<StoredRecords['memos']> {
  const columns: NonNullable<StoredRecords['memos']> = [[], [], [], []];
  for (const [rel, [key, pageKey, reads]] of memos) {
    columns[0].push(rel);
    columns[1].push(key);
    columns[2].push(pageKey);
    columns[3].push(reads);
  }
  return columns;
}

/** The folders of `files` (with their ancestors and '.'). */
function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>(['.']);
  for (const rel of files) {
    for (let at = path.posix.dirname(rel); at !== '.' && !folders.has(at); at = path.posix.dirname(at)) folders.add(at);
  }
  return folders;
}

/**
 * Every folder of `dir` that holds one of `files`, with its ancestors and `dir` itself ('.'), by its time.
 * Times in `known` are taken as they are, but for the folders in `changed` (a file was added, replaced or
 * removed there).
 */
function folderTimes(dir: string, files: Records, known?: { times: Map<string, number>; changed: Set<string> }): Map<string, number> {
  const times = new Map<string, number>();
  for (const folder of foldersOf(files.keys())) {
    const before = known && !known.changed.has(folder) ? known.times.get(folder) : undefined;
    if (before !== undefined) {
      times.set(folder, before);
      continue;
    }
    const stat = statSync(`${dir}/${folder}`, { throwIfNoEntry: false });
    // Gone already: the next build finds the output not intact.
    if (stat) times.set(folder, stat.mtimeMs);
  }
  return times;
}

/**
 * Whether the output folder still holds every file the last build recorded, untouched (same size and
 * modification time): what a build with no changed input checks before it leaves the folder as it is.
 */
export function isOutputIntact(options: { cacheDir: string; outDir: string }): boolean {
  return checkOutputIntact(options).intact;
}

/** isOutputIntact, with the stamp of the records it checked (see isOutputIntactOffThread). */
export function checkOutputIntact(options: { cacheDir: string; outDir: string }): { intact: boolean; stamp: string } {
  const file = recordsFile(options.cacheDir, options.outDir);
  const records = readRecords(file);
  const stamp = known!.stamp;
  // Verified anew by every check (an earlier build in this process may have verified them before).
  known!.verified = false;
  const intact = records !== undefined && filesIntact(records, options.outDir);
  known!.verified = intact;
  return { intact, stamp };
}

function filesIntact(records: RecordsFile, outDir: string): boolean {
  if (!records.dirs || records.files.size === 0) return false;
  const dir = realOutputDir(outDir);
  if (!existsSync(path.join(dir, OUTPUT_MARKER))) return false;
  for (const [rel, mtimeMs] of records.dirs) {
    if (statSync(`${dir}/${rel}`, { throwIfNoEntry: false })?.mtimeMs !== mtimeMs) return false;
  }
  for (const [rel, [, size, mtimeMs]] of records.files) {
    const stat = statSync(`${dir}/${rel}`, { throwIfNoEntry: false });
    if (!stat || stat.size !== size || stat.mtimeMs !== mtimeMs) return false;
  }
  return true;
}

/**
 * isOutputIntact, as a worker thread checked it (`checked`: its checkOutputIntact answer; in this thread
 * without one, or if it failed), for a build that loads its content meanwhile: a folder of 90,000 files
 * takes a quarter of a second to check. When intact, the write stage keeps files without checking them
 * again, as after isOutputIntact, provided the records it reads are the ones the worker checked.
 */
export async function isOutputIntactOffThread(options: { cacheDir: string; outDir: string }, checked: Promise<unknown> | undefined): Promise<boolean> {
  if (!checked) return isOutputIntact(options);
  const answer = await (checked as Promise<{ intact: boolean; stamp: string }>).catch(() => checkOutputIntact(options));
  const file = recordsFile(options.cacheDir, options.outDir);
  readRecords(file);
  known!.verified = answer.intact && known!.stamp === answer.stamp;
  return answer.intact;
}

/**
 * The last build's records for `outDir`. With `inPlace` (the caller knows the folder is docsgen's and
 * holds the last build), a folder with records is updated in place.
 */
export function openOutputReuse(options: { cacheDir: string; outDir: string; inPlace?: boolean }): OutputReuse {
  const file = recordsFile(options.cacheDir, options.outDir);
  const last = readRecords(file);
  const previous: Records = last?.files ?? new Map();
  // Files isOutputIntact just found untouched are not checked one by one again.
  const verified = known?.file === file && known.verified;
  const dir = realOutputDir(options.outDir);
  const inPlace = options.inPlace === true && previous.size > 0 && existsSync(path.join(dir, OUTPUT_MARKER));
  const next: Records = new Map();
  const lastMemos = last?.memos;
  const memos = new Map<string, PageMemo>();
  // Folders where this build added, replaced or removed a file (in place: their times change).
  const changed = new Set<string>();
  let reused = 0;
  const keep = (rel: string, target: (rel: string) => string): boolean => {
    const before = previous.get(rel);
    if (!before) return false;
    try {
      if (!verified) {
        const stat = statSync(`${dir}/${rel}`);
        if (!stat.isFile() || stat.size !== before[1] || stat.mtimeMs !== before[2]) return false;
      }
      if (!inPlace) {
        const source = `${dir}/${rel}`;
        const to = target(rel);
        try {
          linkSync(source, to);
        } catch {
          copyFileSync(source, to);
        }
      }
    } catch {
      return false;
    }
    next.set(rel, before);
    reused++;
    return true;
  };
  const saveRecords = (records: RecordsFile) => {
    // Without a record the next build writes everything; nothing is wrong with this one.
    if (writeEntry(file, path.basename(file), serialize(storeRecords(records)))) known = { file, stamp: recordsStamp(file), records, verified: false };
  };
  return {
    inPlace,
    get reused() {
      return reused;
    },
    lastFiles: previous.size,
    reuse: (rel, key, target) => previous.get(rel)?.[0] === key && keep(rel, target),
    keptSize: (rel) => next.get(rel)?.[1],
    memoOf: (rel) => lastMemos?.get(rel),
    remember: (rel, memo) => memos.set(rel, memo),
    record(rel, key, target, stat = statSync(target)) {
      next.set(rel, [key, stat.size, stat.mtimeMs]);
      changed.add(path.posix.dirname(rel));
    },
    stale: () => {
      const stale = [...previous.keys()].filter((rel) => !next.has(rel));
      for (const rel of stale) changed.add(path.posix.dirname(rel));
      return stale;
    },
    // The files this update adds, beside the last build's records (which a killed update then finds
    // with them, and the folder not known intact): the whole records are written once, by save.
    saveUnion: () => {
      const added: Records = new Map();
      for (const [rel, record] of next) if (!previous.has(rel)) added.set(rel, record);
      if (added.size > 0) writeEntry(pendingFile(file), path.basename(pendingFile(file)), serialize(storeRecords({ files: added })));
    },
    save: () => {
      // In place, folders this build left alone keep the times the last build recorded (and the check found).
      // A folder made or removed changes its parent's time too: every ancestor of a changed folder is read again.
      for (const folder of [...changed]) for (let at = path.posix.dirname(folder); !changed.has(at); at = path.posix.dirname(at)) changed.add(at);
      const times = inPlace && verified && last?.dirs ? { times: last.dirs, changed } : undefined;
      saveRecords({ files: next, dirs: folderTimes(realOutputDir(options.outDir), next, times), memos });
      rmSync(pendingFile(file), { force: true });
      if (known?.file === file) known.stamp = recordsStamp(file);
    },
  };
}
