// Compiles the theme for the server (esbuild -> an ES module in docsgen's cache, imported once per build):
// the site's own `theme/` when it has one, otherwise docsgen's. React stays external, so theme and
// renderer share one React.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { DocsgenError } from '../diagnostics/index.js';
import { contentHash } from '../util/hash.js';
import type { PageProps } from '../../theme/props.js';
import { esbuildDiagnostics } from './esbuild-diagnostics.js';
import { packageRoot } from './package-root.js';

export interface Theme {
  App: ComponentType<{ props: PageProps }>;
  colorModeScript: string;
  announcementScript: string;
  /** The home page's base-URL banner script for a base URL (absent from themes that do not export it). */
  baseUrlBannerScript?: (baseUrl: string) => string;
  /** Folder the theme was compiled from. */
  dir: string;
  /** The compiled module, which render workers import. */
  modulePath: string;
}

/** The theme folder a site uses: its own `theme/` (with an index.ts) or docsgen's. */
export function themeDir(siteDir: string): string {
  const own = path.join(siteDir, 'theme');
  return existsSync(path.join(own, 'index.ts')) ? own : path.join(packageRoot(), 'theme');
}

export function cacheDir(): string {
  return path.join(packageRoot(), 'node_modules', '.cache', 'docsgen');
}

export async function loadTheme(siteDir: string): Promise<Theme> {
  const dir = themeDir(siteDir);
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(dir, 'index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'silent',
    absWorkingDir: siteDir,
    // A site's own theme resolves React and friends from docsgen's dependencies.
    nodePaths: [path.join(packageRoot(), 'node_modules')],
  }).catch((error: unknown) => {
    throw new DocsgenError(esbuildDiagnostics(error, siteDir, 'theme/compile'));
  });
  const code = result.outputFiles[0]!.text;
  const out = path.join(cacheDir(), `theme-${contentHash(code, 12)}.mjs`);
  await mkdir(path.dirname(out), { recursive: true });
  if (!existsSync(out)) await writeFile(out, code);
  return importTheme(out, dir);
}

/** Imports a compiled theme module (in the main thread or a render worker). */
export async function importTheme(modulePath: string, dir: string): Promise<Theme> {
  const mod = (await import(pathToFileURL(modulePath).href)) as Omit<Theme, 'dir' | 'modulePath'>;
  return {
    App: mod.App,
    colorModeScript: mod.colorModeScript,
    announcementScript: mod.announcementScript,
    ...(mod.baseUrlBannerScript ? { baseUrlBannerScript: mod.baseUrlBannerScript } : {}),
    dir,
    modulePath,
  };
}
