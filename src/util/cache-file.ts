// Writing a cache file whole or not at all: a killed build never leaves a torn one behind.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Writes `contents` beside `file` (`file.<pid>.<thread>.tmp`), making its folder if missing, then renames
 * it over `file`. False when it could not: a cache that cannot be written only costs the next build time.
 */
export function writeCacheFile(file: string, contents: string | Uint8Array): boolean {
  const temporary = `${file}.${process.pid}.${threadId}.tmp`;
  try {
    try {
      writeFileSync(temporary, contents);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(temporary, contents);
    }
    renameSync(temporary, file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether files can be made in `dir` (made if missing): a cache folder on a read-only mount, in a
 * folder without write permission, or where a file stands, cannot serve as a cache.
 */
export function canWriteCache(dir: string): boolean {
  const probe = path.join(dir, `.probe.${process.pid}.${threadId}.tmp`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}
