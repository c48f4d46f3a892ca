// The Sesame site (the repository's own content, config and spec) built once per test run for the tests
// that only read its output: the first test file to ask builds it with the command line (`--no-cache
// --strict`) into the run's folder (global-setup.ts), and every other file, in any worker, reads that build.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { runCli, type CliResult } from './cli.js';

/** The repository's root: the Sesame site's folder. */
export const SESAME_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How long a file waits for another's build of the Sesame site before it gives up. */
const WAIT_MS = 180_000;

export interface SesameBuild extends CliResult {
  /** The output folder: read it, never write into it (other test files read it too). */
  outDir: string;
}

/**
 * The run's build of the Sesame site: `docsgen build . --no-cache --strict` in the repository's root
 * (so exit 0 means no error and no warning), run by the first caller; the others wait for its result.
 */
export async function sesameBuild(): Promise<SesameBuild> {
  const dir = inject('sesameDir');
  const outDir = path.join(dir, 'out');
  const done = path.join(dir, 'done.json');
  let builder = true;
  try {
    mkdirSync(path.join(dir, 'building'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    builder = false;
  }
  if (builder) {
    const result: CliResult = await runCli(['build', '.', '--no-cache', '--strict', '--out-dir', outDir], { cwd: SESAME_ROOT }).catch((error: Error) => ({
      code: null,
      stdout: '',
      stderr: `docsgen could not be started: ${error.message}`,
    }));
    // Written whole, then renamed: a waiting file never reads half of it.
    writeFileSync(`${done}.tmp`, JSON.stringify(result));
    renameSync(`${done}.tmp`, done);
    return { ...result, outDir };
  }
  for (const start = Date.now(); Date.now() - start < WAIT_MS; await sleep(100)) {
    try {
      return { ...(JSON.parse(readFileSync(done, 'utf8')) as CliResult), outDir };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`The Sesame site's shared build (in ${dir}) did not finish within ${WAIT_MS / 1000} s`);
}
