// Throwaway sites for tests: `makeSite` writes files into a fresh temporary folder, `buildSite` runs the
// real pipeline on a folder in process and gives read access to what it wrote.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type BuildResult } from '../../src/build.js';

const made: string[] = [];

/** A minimal valid site.config.yaml, for sites whose config is not what the test is about. */
export const MINIMAL_CONFIG = 'title: Test site\nurl: https://docs.example.com\nproductName: Testy\n';

/**
 * A home page, for sites whose home page is not what the test is about (a site without one builds, with
 * the warning page/no-home).
 */
export const HOME_PAGE = { 'content/pages/index.md': '# Home\n' } as const;

/** Writes `files` (site-relative path -> contents) into a new temporary folder and returns its path. */
export function makeSite(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-test-'));
  made.push(dir);
  for (const [rel, contents] of Object.entries(files)) {
    const target = path.join(dir, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
  return dir;
}

/** Removes every folder `makeSite` made (call from afterAll). */
export function removeSites(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface BuiltSite {
  result: BuildResult;
  /** Contents of an output file, by path relative to the output folder. */
  files: (rel: string) => string;
}

/** Builds the site in `dir` in process (output into `opts.outDir`, default the config's outDir). */
export async function buildSite(dir: string, opts: Omit<BuildOptions, 'siteDir'> = {}): Promise<BuiltSite> {
  const result = await build({ siteDir: dir, ...opts });
  return {
    result,
    files: (rel) => {
      if (!result.outDir) throw new Error(`The build of ${dir} has no output folder`);
      return readFileSync(path.join(result.outDir, rel), 'utf8');
    },
  };
}

/** Every file below `dir`, as sorted `/`-separated paths relative to it. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
