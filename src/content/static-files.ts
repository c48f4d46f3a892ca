// Lists the files of the static folder (relative, posix), so links to them can be checked.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { toPosix } from '../util/paths.js';

export async function loadStaticFiles(staticDir: string): Promise<string[]> {
  try {
    const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => toPosix(path.relative(staticDir, path.join(e.parentPath, e.name))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
