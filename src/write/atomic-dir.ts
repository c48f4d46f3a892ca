// Writes a folder atomically: build into a sibling temporary folder, then swap it in with renames, so a
// failed or killed build never leaves a half-written output. Stale temporaries are removed first.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { renameSync } from 'node:fs';
import path from 'node:path';

const PREFIX = '.docsgen-';

export interface StagingDir {
  /** Where to write the new output. */
  dir: string;
  /** Swaps the new output in place of the old one. */
  commit(): Promise<void>;
  /** Removes the new output, leaving the old one untouched. */
  discard(): Promise<void>;
}

export async function createStagingDir(outDir: string): Promise<StagingDir> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  await mkdir(parent, { recursive: true });
  await removeStale(parent, name);
  const dir = path.join(parent, `${PREFIX}tmp-${name}-${process.pid}-${Date.now().toString(36)}`);
  await mkdir(dir);
  return {
    dir,
    async commit() {
      const old = path.join(parent, `${PREFIX}old-${name}-${process.pid}-${Date.now().toString(36)}`);
      // The two renames run back to back, synchronously: awaited, a garbage collection or a busy thread
      // pool between them left the output missing for long enough that a kill landed there (the next
      // build puts it back, see removeStale, but until then there was none).
      let moved = false;
      try {
        renameSync(outDir, old);
        moved = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      try {
        renameSync(dir, outDir);
      } catch (error) {
        if (moved) renameSync(old, outDir);
        throw error;
      }
      if (moved) await rm(old, { recursive: true, force: true });
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Removes temporaries of earlier builds of the same output whose process is gone. A build killed
 * between commit's two renames left no output and the previous one as `old`: that one is put back
 * first, so the last good output is never deleted as a stale temporary (issue 12).
 */
async function removeStale(parent: string, name: string) {
  const pattern = new RegExp(`^${PREFIX}(tmp|old)-${escapeRegExp(name)}-(\\d+)-`);
  const entries = await readdir(parent);
  if (!entries.includes(name)) {
    const orphan = entries.find((entry) => pattern.exec(entry)?.[1] === 'old' && !isAlive(Number(pattern.exec(entry)![2])));
    if (orphan) await rename(path.join(parent, orphan), path.join(parent, name));
  }
  for (const entry of await readdir(parent)) {
    const match = pattern.exec(entry);
    if (!match || isAlive(Number(match[2]))) continue;
    await rm(path.join(parent, entry), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
