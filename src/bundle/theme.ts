// Compiles the theme for the server (esbuild -> an ES module in docsgen's cache, imported by render/):
// the site's own `theme/` when it has one, otherwise docsgen's. React stays external, so theme and
// renderer share one React.
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { isMainThread, threadId } from 'node:worker_threads';
import { canWriteCache } from '../util/cache-file.js';
import { lstat, mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocsgenError } from '../diagnostics/index.js';
import { contentHash } from '../util/hash.js';
import { esbuildDiagnostics } from './esbuild-diagnostics.js';
import { packageRoot } from './package-root.js';
import { reactByRequire, REQUIRE_BANNER } from './react-require.js';
import { importEsbuild } from '../util/import-module.js';

/** A theme compiled into an ES module in docsgen's cache (render/theme-module.ts imports it). */
export interface CompiledTheme {
  /** Folder the theme was compiled from. */
  dir: string;
  /** The compiled module. */
  modulePath: string;
}

/** The theme folder a site uses: its own `theme/` (with an index.ts) or docsgen's. */
export function themeDir(siteDir: string): string {
  const own = path.join(siteDir, 'theme');
  return existsSync(path.join(own, 'index.ts')) ? own : path.join(packageRoot(), 'theme');
}

/**
 * Where compiled theme and MDX modules are written to be imported: docsgen's own node_modules cache, or,
 * when that cannot be written (a read-only install), a folder of this process's own in the system's
 * temporary folder, whose node_modules link lets the modules import docsgen's dependencies.
 */
export function cacheDir(): string {
  if (modulesDir) return modulesDir;
  const own = path.join(packageRoot(), 'node_modules', '.cache', 'docsgen');
  if (canWriteCache(own)) return (modulesDir = own);
  const made = mkdtempSync(path.join(os.tmpdir(), 'docsgen-modules-'));
  symlinkSync(path.join(packageRoot(), 'node_modules'), path.join(made, 'node_modules'), 'dir');
  if (isMainThread) process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  return (modulesDir = made);
}
let modulesDir: string | undefined;
/** Modules this thread has begun to write (see writeModule). */
let written = 0;

/**
 * Writes a compiled module to `out` (named by its code's hash) unless it holds that code already: a
 * damaged or torn file of that name is replaced, whole (written beside it, then renamed).
 */
export async function writeModule(out: string, code: string): Promise<void> {
  try {
    if ((await readFile(out, 'utf8')) === code) return;
  } catch {
    // Not there yet.
  }
  await mkdir(path.dirname(out), { recursive: true });
  // One temporary a call: two pages of one build may write the same module at once.
  const temporary = `${out}.${process.pid}.${threadId}.${++written}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, out);
}

/** esbuild's options for modules docsgen imports in Node: one ES module, JSX for React, quiet. */
export const SERVER_MODULE = { bundle: true, format: 'esm', platform: 'node', target: 'node20', jsx: 'automatic', logLevel: 'silent' } as const;

export async function compileTheme(siteDir: string): Promise<CompiledTheme> {
  const dir = themeDir(siteDir);
  const { build } = await importEsbuild();
  const result = await build({
    ...SERVER_MODULE,
    entryPoints: [path.join(dir, 'index.ts')],
    write: false,
    packages: 'external',
    // React by require(), as docsgen's own code reaches it (one copy, loaded without an ES import's scan).
    plugins: [reactByRequire],
    banner: { js: REQUIRE_BANNER },
    absWorkingDir: siteDir,
    // A site's own theme resolves React and friends from docsgen's dependencies.
    nodePaths: [path.join(packageRoot(), 'node_modules')],
  }).catch((error: unknown) => {
    throw new DocsgenError(esbuildDiagnostics(error, siteDir, 'theme/compile'));
  });
  const code = result.outputFiles[0]!.text;
  const out = path.join(cacheDir(), `theme-${contentHash(code, 12)}.mjs`);
  await writeModule(out, code);
  await pruneThemes(out);
  return { modulePath: out, dir };
}

/** A compiled theme no build used for this long is removed (each edit of a site's theme compiles another). */
const THEME_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const THEME_MODULE = /^theme-[0-9a-f]{12}\.mjs$/;

/**
 * Marks `used` (a compiled theme) as used now, and removes the other compiled themes beside it that no
 * build used for a day. Never rejects: what is not removed now is removed next time.
 */
export async function pruneThemes(used: string): Promise<void> {
  const now = Date.now();
  try {
    await utimes(used, now / 1000, now / 1000);
    const folder = path.dirname(used);
    for (const name of await readdir(folder)) {
      if (!THEME_MODULE.test(name) || name === path.basename(used)) continue;
      const file = path.join(folder, name);
      const entry = await lstat(file);
      if (entry.isFile() && now - entry.mtimeMs > THEME_MAX_AGE_MS) await rm(file, { force: true });
    }
  } catch {
    // A folder that cannot be read or written: left as it is.
  }
}
