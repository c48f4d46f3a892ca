// The one esbuild call that bundles the theme's browser entry (theme/client/main.ts, when present), its
// CSS (theme/styles/index.css) and its on-demand scripts (theme/client/search.ts, the API reference's
// theme/client/try-it.ts) into hashed files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../diagnostics/index.js';
import { assetUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { esbuildDiagnostics } from './esbuild-diagnostics.js';
import { packageRoot } from './package-root.js';
import { importEsbuild } from '../util/import-module.js';

export interface ClientAsset {
  url: string;
  contents: Uint8Array;
  /** Set while the contents are still being made (in a worker); read them once it resolves. */
  ready?: Promise<void>;
  /** The last build wrote the same file: it is kept when still there (the contents are then never read). */
  unchanged?: boolean;
  /** Files that go with this one, in its folder or below (the search index's chunks and fragments): written and served with it. */
  companions?: ClientAsset[];
  /**
   * What the contents are known by when their name already says it (the name holds a hash of them): the
   * write stage keys the file by this instead of hashing its bytes.
   */
  key?: string;
}

export interface ClientBundle {
  css: ClientAsset[];
  js: ClientAsset[];
  /**
   * Written with the bundle but loaded on demand, not by every page, by name: `search` (the search
   * dialog), `try-it` (the API reference's console, kept only when `api.tryIt` is on).
   */
  lazy?: Map<string, ClientAsset>;
}

export async function bundleClient(siteDir: string, themeDir: string): Promise<ClientBundle> {
  const entries = [
    { name: 'main', file: path.join(themeDir, 'client', 'main.ts'), kind: 'js' as const },
    { name: 'main', file: path.join(themeDir, 'styles', 'index.css'), kind: 'css' as const },
    { name: 'search', file: path.join(themeDir, 'client', 'search.ts'), kind: 'js' as const, lazy: true },
    { name: 'try-it', file: path.join(themeDir, 'client', 'try-it.ts'), kind: 'js' as const, lazy: true },
  ].filter((e) => existsSync(e.file));
  const { build } = await importEsbuild();
  const bundle: ClientBundle = { css: [], js: [], lazy: new Map() };
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
        // A site's own theme resolves React and friends from docsgen's dependencies.
        nodePaths: [path.join(packageRoot(), 'node_modules')],
      }).catch((error: unknown) => {
        throw new DocsgenError(esbuildDiagnostics(error, siteDir, 'theme/compile'));
      });
      const output = result.outputFiles.find((f) => f.path.endsWith(`.${entry.kind}`))!;
      const asset = { url: assetUrl(entry.name, contentHash(output.contents), entry.kind), contents: output.contents };
      if ('lazy' in entry) bundle.lazy!.set(entry.name, asset);
      else bundle[entry.kind].push(asset);
    }),
  );
  return bundle;
}
