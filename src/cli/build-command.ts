// `docsgen build` and `docsgen check`: run the pipeline, print every problem, return the exit code.
import path from 'node:path';
import { build, type Shard } from '../build.js';
import { escapeControls } from '../diagnostics/index.js';
import { codeCacheCheckpoint } from '../util/code-cache-work.js';
import { printDiagnostics } from './print.js';
import { createProgressLine } from './progress.js';

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
  // On a terminal, a line saying where the build is; erased before anything else is printed.
  const progress = createProgressLine(process.stderr);
  progress.update({ stage: 'loading' });
  try {
    const result = await build({
      siteDir: options.siteDir,
      outDir: options.outDir,
      emptyOutDir: options.emptyOutDir === true,
      strict: options.strict,
      checkOnly: options.checkOnly,
      cache: options.cache !== false,
      onWait: (message) => {
        progress.clear();
        process.stderr.write(`${message}\n`);
      },
      onProgress: (stage) => progress.update(stage),
      ...(options.workers ? { workers: options.workers } : {}),
      ...(options.shard ? { shard: options.shard } : {}),
      ...(options.precompress === false ? { precompress: false } : {}),
    });
    progress.stop();
    for (const notice of result.notices) process.stderr.write(`warning: ${notice}\n`);
    printDiagnostics(result.diagnostics, { strict: options.strict === true, siteDir: options.siteDir });
    if (options.debug) {
      for (const [stage, ms] of Object.entries(result.timings)) process.stderr.write(`docsgen:${stage} ${ms} ms\n`);
      const c = result.counts;
      if (c.changedInputs !== undefined) process.stderr.write(`docsgen:inputs ${c.changedInputs} changed since the last build\n`);
      const outlined = c.outlined !== undefined ? `, ${c.outlined} read as outlines` : '';
      process.stderr.write(`docsgen:content ${c.parsed} parsed, ${c.cached} from cache${outlined}, ${c.workers} parse workers\n`);
      if (result.files > 0)
        process.stderr.write(
          `docsgen:write ${c.renderWorkers} render workers, ${c.sinkWorkers} sink workers, ${c.rendered} pages rendered, ${c.reused} files kept from the last build\n`,
        );
      if (c.props) process.stderr.write(`docsgen:props ${c.props.made} made, ${c.props.kept} kept by their memo\n`);
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(2);
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
    const warned = warnings ? ` (${plural(warnings, 'warning')})` : '';
    if (options.checkOnly) {
      if (result.ok) process.stdout.write(`Checked ${plural(result.graph!.routes.size, 'page')} in ${seconds} s${warned}\n`);
      return result.ok ? 0 : 1;
    }
    if (!result.ok) {
      process.stderr.write('Build failed; the previous output was left as it was.\n');
      return 1;
    }
    const where = path.relative(process.cwd(), result.outDir!) || '.';
    const pages = result.routes ?? result.graph!.routes.size;
    const built = options.shard ? `shard ${options.shard.index}/${options.shard.count}: ${result.pages} of ${plural(pages, 'page')}` : plural(pages, 'page');
    process.stdout.write(`Built ${built} into ${escapeControls(where)} in ${seconds} s${warned}\n`);
    // What to do next: preview it (a shard's part is previewed once `docsgen merge` made the site whole).
    if (!options.shard) process.stdout.write(`Preview it: ${escapeControls(serveCommand(options, where))}\n`);
    // After a build that did work the code cache lacks, the cache is made again (see code-cache-work.ts).
    if (result.graph) codeCacheCheckpoint();
    return 0;
  } catch (error) {
    progress.stop();
    process.stderr.write(`docsgen build failed unexpectedly: ${escapeControls(String((error as Error)?.message ?? error))}\n`);
    if (options.debug) process.stderr.write(`${(error as Error).stack}\n`);
    else process.stderr.write('Run again with --debug for the stack trace.\n');
    return 1;
  }
}

/** `1 page`, `2 pages`. */
function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The command that serves what this build wrote: the site folder's configured output, or `--dir` the one asked for. */
function serveCommand(options: BuildCommandOptions, where: string): string {
  if (options.outDir) return `docsgen serve --dir ${quoted(where)}`;
  return options.siteDir === '.' ? 'docsgen serve' : `docsgen serve ${quoted(options.siteDir)}`;
}

function quoted(arg: string): string {
  return /^[\w./@:-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
