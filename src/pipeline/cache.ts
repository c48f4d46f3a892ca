// What keys docsgen's caches: the id of its own build (dist/build-id.txt) and the Node.js it runs on, and
// the on-disk parse cache of a site, which exists only when docsgen runs from a build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../bundle/package-root.js';
import type { SiteConfig } from '../config/resolve.js';
import { createParseCache, type ParseCache } from '../content/parse-cache.js';

/**
 * The id of docsgen's own build with the version of Node.js, which keys every cache (a newer Node.js may
 * slug a heading or format a date otherwise: its Unicode and locale data change); undefined when run from
 * source.
 */
export function docsgenBuildId(): string | undefined {
  try {
    const id = readFileSync(path.join(packageRoot(), 'dist', 'build-id.txt'), 'utf8').trim();
    return id ? `${id}/${process.version}` : undefined;
  } catch {
    return undefined;
  }
}

/** The parse cache of a site, when docsgen runs from a build (its build id keys the cache). */
export function openParseCache(config: SiteConfig): ParseCache | undefined {
  const buildId = docsgenBuildId();
  return buildId ? createParseCache(config.cacheDirAbs, buildId) : undefined;
}
