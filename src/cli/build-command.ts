// `docsgen build` and `docsgen check`: run the pipeline, print every problem, return the exit code.
import path from 'node:path';
import { build, type Shard } from '../build.js';
import { escapeControls } from '../diagnostics/index.js';
import { codeCacheCheckpoint } from '../util/code-cache-work.js';
import { printDiagnostics } from './print.js';

export interface BuildCommandOptions {
  siteDir: string;
  outDir?: string;
  /** --empty-out-dir */
  emptyOutDir?: boolean;
  strict?: boolean;
  debug?: boolean;
  /** `docsgen check`: load and check only. */
  checkOnly?: boolean;
  /** false with --no-cache. */
  cache?: boolean;
  /** --workers */
  workers?: number;
  /** --shard i/n */
  shard?: Shard;
  /** false with --no-precompress. */
  precompress?: boolean;
}

export async function runBuild(options: BuildCommandOptions): Promise<number> {
  const start = performance.now();
  try {
    const result = await build({
      siteDir: options.siteDir,
      outDir: options.outDir,
      emptyOutDir: options.emptyOutDir === true,
      strict: options.strict,
      checkOnly: options.checkOnly,
      cache: options.cache !== false,
      onWait: (message) => process.stderr.write(`${message}\n`),
      ...(options.workers ? { workers: options.workers } : {}),
      ...(options.shard ? { shard: options.shard } : {}),
      ...(options.precompress === false ? { precompress: false } : {}),
    });
    for (const notice of result.notices) process.stderr.write(`warning: ${notice}\n`);
    printDiagnostics(result.diagnostics, { strict: options.strict === true, siteDir: options.siteDir });
    if (options.debug) {
      for (const [stage, ms] of Object.entries(result.timings)) process.stderr.write(`docsgen:${stage} ${ms} ms\n`);
      const c = result.counts;
      if (c.changedInputs !== undefined) process.stderr.write(`docsgen:inputs ${c.changedInputs} changed since the last build\n`);
      const outlined = c.outlined !== undefined ? `, ${c.outlined} read as outlines` : '';
      process.stderr.write(`docsgen:content ${c.parsed} parsed, ${c.cached} from cache${outlined}, ${c.workers} parse workers\n`);
      if (result.files > 0) process.stderr.write(`docsgen:write ${c.renderWorkers} render workers, ${c.sinkWorkers} sink workers, ${c.rendered} pages rendered, ${c.reused} files kept from the last build\n`);
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(2);
    if (options.checkOnly) {
      if (result.ok) process.stdout.write(`Checked ${result.graph!.routes.size} pages in ${seconds} s\n`);
      return result.ok ? 0 : 1;
    }
    if (!result.ok) {
      process.stderr.write('Build failed; the previous output was left as it was.\n');
      return 1;
    }
    const where = path.relative(process.cwd(), result.outDir!) || '.';
    const pages = result.routes ?? result.graph!.routes.size;
    const built = options.shard ? `shard ${options.shard.index}/${options.shard.count}: ${result.pages} of ${pages} pages` : `${pages} pages`;
    process.stdout.write(`Built ${built} into ${escapeControls(where)} in ${seconds} s\n`);
    // After a build that did work the code cache lacks, the cache is made again (see code-cache-work.ts).
    if (result.graph) codeCacheCheckpoint();
    return 0;
  } catch (error) {
    process.stderr.write(`docsgen build failed unexpectedly: ${escapeControls(String((error as Error)?.message ?? error))}\n`);
    if (options.debug) process.stderr.write(`${(error as Error).stack}\n`);
    else process.stderr.write('Run again with --debug for the stack trace.\n');
    return 1;
  }
}
