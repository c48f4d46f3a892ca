// The docsgen command line: argument parsing and exit codes (0 ok, 1 build problems, 2 usage errors).
// Commands import their stages lazily, so `docsgen --version` stays fast.
import { readFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { isValidHost } from '../server/guard.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** A port as people write it: decimal digits only (Number() also reads "", "0x10", "1e3" and " 80 "). */
function parsePort(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new InvalidArgumentError('must be a whole number from 0 to 65535, written in decimal digits (0: any free port).');
  return port;
}

function parseHost(value: string): string {
  if (!isValidHost(value)) throw new InvalidArgumentError('must be an IP address (127.0.0.1, ::1, 0.0.0.0) or a host name.');
  return value;
}

function parseWorkers(value: string): number {
  const n = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError('must be a whole number from 1 to 64.');
  return n;
}

/** The most shares of a build: MAX_SHARDS of pipeline/shard.ts, which `docsgen merge` checks parts against (the CLI does not load the pipeline to parse its options). */
const MAX_SHARDS = 1000;

/** `--shard i/n`: this job's share of the routes, 1 <= i <= n. */
function parseShard(value: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count || count > MAX_SHARDS) {
    throw new InvalidArgumentError(`must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, such as 2/4 for the second of four jobs.`);
  }
  return { index, count };
}

export function createProgram(): Command {
  const program = new Command()
    .name('docsgen')
    .description('Build a pre-rendered React documentation site from a content tree and an OpenAPI spec.')
    .version(pkg.version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run docsgen --help for usage)')
    .exitOverride();

  program
    .command('init')
    .description('create a starter site: config, home page, docs, blog, API spec and an image')
    .argument('[dir]', 'folder to create the site in (must be new or empty)', '.')
    .addOption(
      new Option('-t, --template <name>', 'default: docs, blog and API reference; minimal: docs only').choices(['default', 'minimal']).default('default'),
    )
    .option('--force', 'write into a folder that already holds files, replacing files of the same name')
    .action(async (dir: string, options: { template: 'default' | 'minimal'; force?: boolean }) => {
      const { runInit } = await import('./init-command.js');
      process.exitCode = runInit({ dir, ...options });
    });

  program
    .command('build')
    .description('build the site into static files')
    .argument('[siteDir]', 'site folder holding site.config.yaml, content/ and spec/', '.')
    .option('-o, --out-dir <dir>', 'output folder (default: build/ inside the site folder)')
    .option('--empty-out-dir', 'replace the output folder even when it is not empty and docsgen did not make it')
    .option('--strict', 'treat warnings as errors (what CI runs)')
    .option('--no-cache', 'parse every file again instead of reusing the build cache')
    .option('--workers <n>', 'worker threads for large sites (default: one per core; 1: none)', parseWorkers)
    .option('--shard <i/n>', 'build only the i-th of n shares of the pages (shared files with share 1); merge with docsgen merge', parseShard)
    .option('--no-precompress', 'write no .br/.gz copies of text files (for hosts that compress responses themselves)')
    .option('--debug', 'print stage timings and stack traces')
    .action(
      async (
        siteDir: string,
        options: {
          outDir?: string;
          emptyOutDir?: boolean;
          strict?: boolean;
          debug?: boolean;
          cache: boolean;
          precompress: boolean;
          workers?: number;
          shard?: { index: number; count: number };
        },
      ) => {
        const { runBuild } = await import('./build-command.js');
        process.exitCode = await runBuild({ siteDir, ...options });
      },
    );

  program
    .command('check')
    .description('load the site and run the link, anchor and route checks, without rendering or writing')
    .argument('[siteDir]', 'site folder holding site.config.yaml, content/ and spec/', '.')
    .option('--strict', 'treat warnings as errors')
    .option('--debug', 'print stage timings and stack traces')
    .action(async (siteDir: string, options: { strict?: boolean; debug?: boolean }) => {
      const { runBuild } = await import('./build-command.js');
      process.exitCode = await runBuild({ siteDir, ...options, checkOnly: true });
    });

  program
    .command('dev')
    .description('build in memory, serve, and rebuild and reload the browser on every change')
    .argument('[siteDir]', 'site folder holding site.config.yaml, content/ and spec/', '.')
    .option('-p, --port <port>', 'port to listen on (the next free one if taken)', parsePort, 3000)
    .option('--host <host>', 'address to listen on (all interfaces only if you say so)', parseHost, '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .option('--debug', 'also print when the whole site is in after the start, and how long each rebuild took')
    .action(async (siteDir: string, options: { port: number; host: string; open?: boolean; debug?: boolean }) => {
      const { runDev } = await import('./dev-command.js');
      process.exitCode = await runDev({ siteDir, ...options });
    });

  program
    .command('serve')
    .description('preview a built site')
    .argument('[siteDir]', 'site folder', '.')
    .option('-d, --dir <dir>', 'folder to serve (default: the build output)')
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'address to listen on', parseHost, '127.0.0.1')
    .action(async (siteDir: string, options: { dir?: string; port: number; host: string }) => {
      const { runServe } = await import('./serve-command.js');
      process.exitCode = await runServe({ siteDir, ...options });
    });

  program
    .command('merge')
    .description('finish a sharded build: the output folders of every --shard job copied into <dir>, write its search index')
    .argument('<dir>', "folder holding every shard's output")
    .option('--debug', 'print stack traces')
    .action(async (dir: string, options: { debug?: boolean }) => {
      const { runMerge } = await import('./merge-command.js');
      process.exitCode = await runMerge({ dir, ...options });
    });
  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await createProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    throw error;
  }
}
