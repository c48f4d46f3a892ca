// `docsgen merge <dir>`: finishes a sharded build whose shards' output folders were copied into `dir`,
// by building the search index from the shards' parts. Prints problems; returns the exit code.
import path from 'node:path';
import { mergeSearchParts } from '../build.js';
import { escapeControls } from '../diagnostics/index.js';
import { printDiagnostics } from './print.js';

export async function runMerge(options: { dir: string; debug?: boolean }): Promise<number> {
  const start = performance.now();
  try {
    const dir = path.resolve(options.dir);
    const result = await mergeSearchParts(dir);
    if (result.diagnostics.length > 0) {
      printDiagnostics(result.diagnostics, { strict: false, siteDir: dir });
      return 1;
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(2);
    const where = path.relative(process.cwd(), dir) || '.';
    process.stdout.write(`Merged the search index of ${result.shards} shards into ${escapeControls(where)} (${result.files} files) in ${seconds} s\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`docsgen merge failed unexpectedly: ${escapeControls(String((error as Error)?.message ?? error))}\n`);
    if (options.debug) process.stderr.write(`${(error as Error).stack}\n`);
    else process.stderr.write('Run again with --debug for the stack trace.\n');
    return 1;
  }
}
