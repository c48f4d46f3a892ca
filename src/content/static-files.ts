// Lists the files of the static folder (relative, posix), so links to them can be checked and the write
// stage copies exactly these (as regular files): links out of the site are skipped with a warning, and
// nothing private is published (see asset-rules.ts): dot files and folders (but `.well-known`),
// node_modules and the cache and output folders are left out, as is a link to a file under them.
import type { Diagnostic } from '../diagnostics/index.js';
import type { PrivateFolder } from './asset-rules.js';
import { listFiles } from './list-files.js';

export async function loadStaticFiles(
  staticDir: string,
  siteDir: string,
  privateFolders: readonly PrivateFolder[] = [],
): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  return listFiles(staticDir, siteDir, { published: privateFolders });
}
