// The output and cache folders a build will write, refused before anything is loaded when they would
// replace the site's inputs or files docsgen did not make (`output/unsafe`).
import { packageRoot } from '../bundle/package-root.js';
import { CONFIG_FILE } from '../config/load.js';
import { inputFolders, type SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { checkCacheDir, checkOutputDir } from '../write/output-dir.js';

export interface FolderOptions {
  /** --out-dir, resolved; else the config's outDir. */
  outDir?: string;
  /** --empty-out-dir: replace a non-empty output folder docsgen did not make. */
  emptyOutDir: boolean;
  /** The build uses the on-disk cache. */
  cache: boolean;
}

export function checkFolders(config: SiteConfig, options: FolderOptions): Diagnostic[] {
  const rules = { siteDir: config.siteDir, inputs: inputFolders(config), emptyOutDir: options.emptyOutDir };
  const at = (key: 'outDir' | 'cacheDir') => {
    const place = config.places[key];
    return place ? { label: `${key} in ${CONFIG_FILE}`, file: CONFIG_FILE, ...place } : { label: `the default ${key}` };
  };
  // The cache first: a cache folder over the site makes every output folder look like one of its inputs.
  // (A build without the cache still keeps large sites' bodies and sidebars files there.)
  const cache = checkCacheDir(config.cacheDirAbs, at('cacheDir'), rules);
  if (cache.length > 0) return cache;
  // docsgen's own folder may hold the site (its repository builds the Sesame site into build/).
  const own = { ...rules, inputs: [...rules.inputs, { name: "docsgen's own folder", dir: packageRoot(), within: true }] };
  return checkOutputDir(options.outDir ?? config.outDirAbs, options.outDir ? { label: '--out-dir' } : at('outDir'), own);
}
