// Writes files into a folder others filled (the shards' outputs `docsgen merge` finishes), where a symbolic
// link may stand anywhere: every folder on the way must be a real folder inside it and every file a regular
// one, never a link, so nothing outside the folder is written or overwritten.
import { closeSync, constants, lstatSync, mkdirSync, openSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { outputFile } from './output-dir.js';

/** Flags that create a new file and never follow a link at its name (O_NOFOLLOW is missing on Windows). */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/**
 * Why `rel` (a posix path relative to `dir`) may not be written: a folder on its way or the file itself
 * is a symbolic link, or is not a folder (a file), or not a regular file (a folder, with `folder`: not a
 * folder). Undefined when it may.
 */
export function unsafeWriteProblem(dir: string, rel: string, folder = false): string | undefined {
  const segments = rel.split('/');
  let current = dir;
  for (const [i, segment] of segments.entries()) {
    current = path.join(current, segment);
    const stat = lstatOrUndefined(current);
    if (!stat) return undefined;
    const shown = segments.slice(0, i + 1).join('/');
    if (stat.isSymbolicLink()) return `${shown} is a symbolic link`;
    const last = i === segments.length - 1;
    if ((!last || folder) && !stat.isDirectory()) return `${shown} is not a folder`;
    if (last && !folder && !stat.isFile()) return `${shown} is not a regular file`;
  }
  return undefined;
}

/**
 * Writes `contents` at `rel` inside `dir`, making the folders on the way. A file already there is removed,
 * never written into (it may be a hard link to a file elsewhere); the new one is created exclusively, so a
 * link put there meanwhile fails the write instead of being followed. Throws when `unsafeWriteProblem` says no.
 */
export function writeFileInside(dir: string, rel: string, contents: Uint8Array): void {
  const file = outputFile(dir, rel);
  const problem = unsafeWriteProblem(dir, rel);
  if (problem) throw new Error(`Refused to write ${rel}: ${problem}`);
  let current = dir;
  for (const segment of rel.split('/').slice(0, -1)) {
    current = path.join(current, segment);
    if (!lstatOrUndefined(current)) mkdirSync(current);
  }
  if (lstatOrUndefined(file)) unlinkSync(file);
  const fd = openSync(file, CREATE_NEW, 0o666);
  try {
    writeFileSync(fd, contents);
  } finally {
    closeSync(fd);
  }
}

function lstatOrUndefined(p: string): Stats | undefined {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}
