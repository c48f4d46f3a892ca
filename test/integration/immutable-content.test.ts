// Compiled markdown is an immutable value (issue 18): every parsed page and the API model are frozen,
// deeply, as the loader makes them, and the whole Sesame site still goes through the route graph, the
// checks, page props and rendering, feeds, search documents and markdown exports, writing into none of them.
import path from 'node:path';
import { expect, test } from 'vitest';
import { runChecks } from '../../src/checks/index.js';
import { loadConfig } from '../../src/config/load.js';
import type { ParseCache } from '../../src/content/parse-cache.js';
import { bundleTheme, siteAssets } from '../../src/pipeline/client-assets.js';
import { loadSite } from '../../src/pipeline/load-site.js';
import { createRun } from '../../src/pipeline/run.js';
import { renderRoute } from '../../src/render/render-route.js';
import { renderFeeds } from '../../src/write/feeds.js';
import { renderMarkdownExports } from '../../src/write/markdown-exports.js';
import { searchEntries } from '../../src/write/search-entries.js';

const root = path.resolve(import.meta.dirname, '../..');

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const child of Object.values(value)) deepFreeze(child, seen);
  return Object.freeze(value);
}

/** A cache that keeps nothing and freezes every value handed to it: the values the loaders then use. */
function freezingCache(frozen: object[]): ParseCache {
  return {
    hits: 0,
    misses: 0,
    get: () => undefined,
    set: (_text, _job, parsed) => {
      frozen.push(deepFreeze(parsed.markdown));
      return parsed;
    },
    getValue: () => undefined,
    setValue: (_namespace, _text, value) => void frozen.push(deepFreeze(value as object)),
  };
}

test('the whole Sesame site builds from frozen compiled pages and a frozen API model, and they stay as they were', async () => {
  const frozen: object[] = [];
  const config = await loadConfig(root);
  const run = createRun();
  const { graph } = await loadSite(config, { cache: freezingCache(frozen), workers: 1 }, run);
  expect(run.diagnostics).toEqual([]);
  // Docs, SDK docs, pages and changelog posts, and the API model.
  expect(frozen.length).toBeGreaterThan(40);
  expect(frozen.some((value) => 'value' in value && typeof value.value === 'object' && value.value !== null && 'model' in value.value)).toBe(true);
  const before = structuredClone(frozen);
  expect(runChecks(graph!)).toEqual([]);
  const { theme, client } = await bundleTheme(root);
  const { chrome } = siteAssets(config, graph!, client, () => undefined);
  for (const route of graph!.routes.values()) expect(renderRoute(route, { graph: graph!, chrome, theme }), route.url).toContain('</html>');
  expect(renderFeeds(graph!, config.url).length).toBe(2);
  expect(searchEntries(graph!).length).toBeGreaterThan(50);
  expect([...renderMarkdownExports(graph!, root, config.url)].length).toBeGreaterThan(20);
  expect(frozen.every((value) => Object.isFrozen(value))).toBe(true);
  expect(structuredClone(frozen)).toEqual(before);
}, 60_000);
