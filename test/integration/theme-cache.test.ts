// A site's compiled theme kept in the cache: taken from there, it is marked used, so that the daily
// clean-up of compiled themes (see compileTheme) never removes a theme a build still takes.
import { cpSync, statSync, utimesSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { bundleThemeCached } from '../../src/pipeline/client-assets.js';
import { makeSite, removeSites } from '../helpers/index.js';

afterAll(() => removeSites());

test('a theme taken from the cache is marked used, so the clean-up of themes no build used for a day leaves it', async () => {
  const site = makeSite({});
  cpSync(fileURLToPath(new URL('../../theme', import.meta.url)), path.join(site, 'theme'), { recursive: true });
  // A theme of this test's own: no other build compiles the same module.
  appendFileSync(path.join(site, 'theme/index.ts'), `\nexport const themeCacheTest = '${process.pid}-${Date.now()}';\n`);
  const cacheDir = path.join(site, 'cache');
  const first = await bundleThemeCached(site, cacheDir);
  const module = first.theme.modulePath;
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
  utimesSync(module, twoDaysAgo, twoDaysAgo);
  const second = await bundleThemeCached(site, cacheDir);
  expect(second.theme.modulePath).toBe(module);
  expect(statSync(module).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
}, 60_000);
