// The theme and the client bundle (made once, while the content loads, or taken from the cache folder
// while the theme's files are unchanged), and what a route graph adds to them: the route table ahead of
// the bundle, the search index loaded with the search dialog, and the chrome every page shares.
import { readEntry, writeEntry } from '../util/cache-file.js';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { contentHash } from '../util/hash.js';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SiteChrome } from '../../theme/props.js';
import { bundleClient, type ClientAsset, type ClientBundle } from '../bundle/client.js';
import { packageRoot } from '../bundle/package-root.js';
import { cacheDir as modulesCacheDir, compileTheme, themeDir, type CompiledTheme } from '../bundle/theme.js';
import type { SiteConfig } from '../config/resolve.js';
import { buildChrome } from '../render/chrome.js';
import { importTheme, type Theme } from '../render/theme-module.js';
import type { RouteGraph } from '../routes/types.js';
import { withBase } from '../routes/urls.js';
import { routeManifestAsset, routeWeightsAsset } from '../write/route-manifest.js';
import { lazySearchIndexAsset } from './search-index.js';
import { docsgenBuildId } from './cache.js';
import { ownUrl } from '../util/safe-url.js';
import { fileTimes } from '../util/file-times.js';

export interface ThemeBundle {
  theme: Theme;
  /** The client bundle as esbuild made it, before a graph's assets are added. */
  client: ClientBundle;
}

export interface SiteAssets {
  bundle: ClientBundle;
  chrome: SiteChrome;
}

/**
 * The site's theme (its own or docsgen's) and the client bundle; neither depends on the content.
 * `onClient` gets the client bundle as soon as it is made, before the theme may be ready.
 */
export async function bundleTheme(siteDir: string, onClient?: (client: ClientBundle) => void): Promise<ThemeBundle> {
  const [theme, client] = await Promise.all([
    compileTheme(siteDir).then(importTheme),
    bundleClient(siteDir, themeDir(siteDir)).then((made) => (onClient?.(made), made)),
  ]);
  return { theme, client };
}

/** Files of the site's own that go with the client bundle. */
export interface ExtraAssets {
  /** Island chunks of MDX pages' components (loaded by the pages that use them). */
  islands?: readonly ClientAsset[];
  /** The config's `stylesheets`, linked from every page, and the files they load (fonts, images). */
  stylesheets?: { css: readonly ClientAsset[]; files: readonly ClientAsset[] };
}

/**
 * bundleTheme through a cache folder: the compiled theme and client bundle are kept under a key of
 * docsgen's build, the theme folder's files (paths, sizes, modification and change times) and docsgen's installed
 * packages, so a warm build runs no esbuild at all. docsgen's own theme is the same for every site: it is
 * kept with docsgen's compiled modules (as its compiled server module is), so any site's first build, and
 * a build without the site's cache (`cacheDir` undefined), takes it from there. A site's own theme is
 * kept in the site's cache folder.
 */
export async function bundleThemeCached(siteDir: string, cacheDir: string | undefined, onClient?: (client: ClientBundle) => void): Promise<ThemeBundle> {
  const buildId = docsgenBuildId();
  const dir = themeDir(siteDir);
  const folder = dir === path.join(packageRoot(), 'theme') ? modulesCacheDir() : cacheDir;
  if (!buildId || !folder) return bundleTheme(siteDir, onClient);
  const hash = createHash('sha1').update(`${buildId}\0${dir}\0`);
  for (const file of [path.join(packageRoot(), 'package-lock.json'), path.join(packageRoot(), 'node_modules', '.package-lock.json')]) stampInto(hash, file);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) stampInto(hash, path.join(entry.parentPath, entry.name));
  }
  const file = path.join(folder, 'bundle', `${hash.digest('base64url')}.bin`);
  try {
    const kept = deserialize(readEntry(file, path.basename(file))!) as { compiled: CompiledTheme; client: ClientBundle };
    if (isWholeModule(kept.compiled.modulePath)) {
      // Marked used: compiled themes no build used for a day are removed (see compileTheme).
      touch(kept.compiled.modulePath);
      onClient?.(kept.client);
      return { theme: await importTheme(kept.compiled), client: kept.client };
    }
  } catch {
    // Not made yet (or torn): made below.
  }
  const [compiled, client] = await Promise.all([compileTheme(siteDir), bundleClient(siteDir, dir).then((made) => (onClient?.(made), made))]);
  // A bundle that cannot be kept is made again next time.
  writeEntry(file, path.basename(file), serialize({ compiled, client }));
  return { theme: await importTheme(compiled), client };
}

/** A compiled theme module whose bytes still give the content hash its name ends with (see compileTheme). */
function isWholeModule(modulePath: string): boolean {
  const named = /-([0-9a-f]{12})\.mjs$/.exec(modulePath)?.[1];
  try {
    return named !== undefined && contentHash(readFileSync(modulePath, 'utf8'), 12) === named;
  } catch {
    return false;
  }
}

function touch(file: string) {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // A module folder that cannot be written: its modules are never removed either.
  }
}

function stampInto(hash: ReturnType<typeof createHash>, file: string) {
  try {
    const stat = statSync(file);
    hash.update(`${file}\0${stat.size}\0${fileTimes(stat)}\0`);
  } catch {
    hash.update(`${file}\0-\0`);
  }
}

/**
 * The client bundle of one graph (a fresh object: the graph's own assets are added to the client's) and
 * the chrome naming its files. `searchIndex` makes the index asset when the theme has a search dialog.
 */
export function siteAssets(
  config: SiteConfig,
  graph: RouteGraph,
  client: ClientBundle,
  searchIndex: () => ClientAsset | undefined,
  extra: ExtraAssets = {},
): SiteAssets {
  const bundle: ClientBundle = { ...client, css: [...client.css, ...(extra.stylesheets?.css ?? [])], js: [...client.js], lazy: new Map(client.lazy) };
  // Written with the bundle, linked by no page's <head>: pages and stylesheets load them themselves.
  for (const asset of [...(extra.islands ?? []), ...(extra.stylesheets?.files ?? [])]) bundle.lazy!.set(`file:${asset.url}`, asset);
  // The search index and the search dialog's script are loaded only when search is first opened.
  const script = bundle.lazy?.get('search');
  const index = script && searchIndex();
  if (index) bundle.lazy!.set('search-index', index);
  // The try-it console's script is written only for a reference that asks for it (`api.tryIt`).
  const tryIt = config.api?.tryIt ? bundle.lazy!.get(TRY_IT) : undefined;
  if (!tryIt) bundle.lazy!.delete(TRY_IT);
  // The route table rides with the bundle, ahead of it, so the client can match links to routes.
  const search = script && index ? { script: script.url, index: index.url } : undefined;
  bundle.js.unshift(routeManifestAsset(graph, config.router, { ...(search ? { search } : {}), ...(tryIt ? { tryIt: tryIt.url } : {}) }));
  // Read by the prefetcher once the browser is idle, from the URL the table gives.
  bundle.lazy!.set(ROUTE_WEIGHTS, routeWeightsAsset(graph, config.router));
  const publicUrl = (asset: ClientAsset) => ownUrl(withBase(graph.baseUrl, asset.url));
  const chrome = buildChrome(config, { css: bundle.css.map(publicUrl), js: bundle.js.map(publicUrl) }, graph);
  return { bundle, chrome };
}

/** The bundle's key of the try-it console's script (src/bundle/client.ts). */
const TRY_IT = 'try-it';

/** The bundle's key of the page sizes file. */
const ROUTE_WEIGHTS = 'route-weights';

/**
 * `bundle` for a new graph with the same routes (the dev server's saves): the search index and the page
 * sizes made again under the URLs the route table names, and `islands` (MDX chunks) added.
 */
export function withGraphAssets(bundle: ClientBundle, graph: RouteGraph, router: 'history' | 'hash', islands: readonly ClientAsset[]): ClientBundle {
  const lazy = new Map(bundle.lazy);
  for (const asset of islands) lazy.set(`file:${asset.url}`, asset);
  const index = lazy.get('search-index');
  if (index) lazy.set('search-index', lazySearchIndexAsset(graph, index.url));
  if (lazy.has(ROUTE_WEIGHTS)) lazy.set(ROUTE_WEIGHTS, routeWeightsAsset(graph, router));
  return { ...bundle, lazy };
}
