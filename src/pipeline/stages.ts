// The stages a build runs once it knows it has something to do. build.ts imports this module only then,
// so a build with no changed input loads none of the markdown, React and search modules behind them.
import type { SiteConfig } from '../config/resolve.js';
import { bundleThemeCached, type ThemeBundle } from './client-assets.js';
import type { ClientBundle } from '../bundle/client.js';

export { bundleStylesheets } from '../bundle/stylesheets.js';
export { runChecks } from '../checks/index.js';
export { dropBuildState } from './build-state.js';
export { openParseCache } from './cache.js';
export { openBodySpill } from '../content/body-spill.js';
export { siteAssets } from './client-assets.js';
export { loadSite } from './load-site.js';
export { buildSearchIndexAsset } from './search-index.js';
export { writeSearchPart } from './search-parts.js';
export { shareOfDiagnostics } from './shard.js';
export { writeOutput } from './write-output.js';

/** The theme and client bundle: through the site's cache folder when the build uses the cache (see bundleThemeCached). */
export function bundleTheme(config: SiteConfig, cache: boolean, onClient?: (client: ClientBundle) => void): Promise<ThemeBundle> {
  return bundleThemeCached(config.siteDir, cache ? config.cacheDirAbs : undefined, onClient);
}
