// The outline key writes docs, pages and the home page with JSON's fast path (no replacer): that is only
// right while their outlines hold no Map or Set, whose contents JSON would write as `{}`. Held to that on
// the Sesame site and every fixture site; a doc's title still changes the key, a later paragraph does not.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { outlineKey, routeOutlineJson, routeOutlineJsonPlain } from '../../../src/pipeline/build-state.js';
import { loadSite } from '../../../src/pipeline/load-site.js';
import { createRun } from '../../../src/pipeline/run.js';
import { MINIMAL_CONFIG, makeSite, removeSites } from '../../helpers/index.js';

afterAll(() => removeSites());

const repo = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(repo, 'test/fixtures/sites');
const sites = [repo, ...readdirSync(fixtures).map((name) => path.join(fixtures, name))];

/** The site's route graph; undefined for a fixture that fails on purpose (its config or content). */
async function graphOf(dir: string) {
  const config = await loadConfig(dir).catch(() => undefined);
  return config && (await loadSite(config, { workers: 1 }, createRun())).graph;
}

test.each(sites.map((dir) => [path.relative(repo, dir) || 'the Sesame site', dir]))('every route of %s has the same outline JSON on the fast path as with Maps and Sets written out', async (_name, dir) => {
  const graph = await graphOf(dir);
  if (!graph) return;
  for (const route of graph.routes.values()) {
    if (route.kind === 'doc' || route.kind === 'page' || route.kind === 'home') expect(routeOutlineJson(route), route.url).toBe(routeOutlineJsonPlain(route));
  }
});

test("a doc's title changes the outline key; its body does not", async () => {
  const dir = makeSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/a.md': '# A\n\nFirst.\n\nText.\n', 'content/docs/b.md': '# B\n' });
  const key = async (a: string) => {
    writeFileSync(path.join(dir, 'content/docs/a.md'), a);
    return outlineKey((await graphOf(dir))!);
  };
  const before = await key('# A\n\nFirst.\n\nText.\n');
  expect(await key('# A\n\nFirst.\n\nOther text.\n')).toBe(before);
  expect(await key('# A title\n\nFirst.\n\nText.\n')).not.toBe(before);
});
