// Lists the files of the static folder (relative, posix), so links to them can be checked and the write
// stage copies exactly these (as regular files): links out of the site are skipped with a warning.
import type { Diagnostic } from '../diagnostics/index.js';
import { listFiles } from './list-files.js';

export async function loadStaticFiles(staticDir: string, siteDir: string): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  return listFiles(staticDir, siteDir);
}
