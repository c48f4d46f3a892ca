// What keys docsgen's caches: the id of its own build (dist/build-id.txt), and the on-disk parse cache
// of a site, which exists only when docsgen runs from a build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../bundle/package-root.js';
import type { SiteConfig } from '../config/resolve.js';
import { createParseCache, type ParseCache } from '../content/parse-cache.js';

/** The id of docsgen's own build, which keys every cache; undefined when run from source. */
export function docsgenBuildId(): string | undefined {
  try {
    return readFileSync(path.join(packageRoot(), 'dist', 'build-id.txt'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The parse cache of a site, when docsgen runs from a build (its build id keys the cache). */
export function openParseCache(config: SiteConfig): ParseCache | undefined {
  const buildId = docsgenBuildId();
  return buildId ? createParseCache(config.cacheDirAbs, buildId) : undefined;
}
