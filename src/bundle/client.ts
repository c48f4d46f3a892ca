// The one esbuild call that bundles the theme's browser entry (theme/client/main.ts, when present) and
// its CSS (theme/styles/index.css) into minified, content-hashed files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../diagnostics/index.js';
import { assetUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { esbuildDiagnostics } from './esbuild-diagnostics.js';

export interface ClientAsset {
  url: string;
  contents: Uint8Array;
}

export interface ClientBundle {
  css: ClientAsset[];
  js: ClientAsset[];
}

export async function bundleClient(siteDir: string, themeDir: string): Promise<ClientBundle> {
  const entries = [
    { name: 'main', file: path.join(themeDir, 'client', 'main.ts'), kind: 'js' as const },
    { name: 'main', file: path.join(themeDir, 'styles', 'index.css'), kind: 'css' as const },
  ].filter((e) => existsSync(e.file));
  const { build } = await import('esbuild');
  const bundle: ClientBundle = { css: [], js: [] };
  await Promise.all(
    entries.map(async (entry) => {
      const result = await build({
        entryPoints: [entry.file],
        bundle: true,
        write: false,
        minify: true,
        // A classic script (loaded with defer), not a module: module scripts are blocked over file://,
        // where the hash router must work.
        format: entry.kind === 'js' ? 'iife' : 'esm',
        platform: 'browser',
        target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
        outdir: 'out',
        absWorkingDir: siteDir,
      }).catch((error: unknown) => {
        throw new DocsgenError(esbuildDiagnostics(error, siteDir, 'theme/compile'));
      });
      const output = result.outputFiles.find((f) => f.path.endsWith(`.${entry.kind}`))!;
      bundle[entry.kind].push({ url: assetUrl(entry.name, contentHash(output.contents), entry.kind), contents: output.contents });
    }),
  );
  return bundle;
}
