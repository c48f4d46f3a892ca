// A big site's docs' bodies wait on disk between parsing and rendering (src/content/body-spill.ts): the
// pages, markdown exports, feeds and search index are the very files a build holding every body in memory writes,
// and the spill file is gone once the build ends, also when the checks stop it.
import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { generateCorpus, pagePath } from '../../bench/generate-corpus.mjs';
import { buildSite, fileHashes, makeSite, removeSites } from '../helpers/index.js';

afterAll(() => removeSites());

test('bodies kept on disk give the same output as bodies kept in memory, and leave no file behind', async () => {
  const parent = makeSite({});
  const siteDir = path.join(parent, 'site');
  generateCorpus(siteDir, 40);
  const onDisk = await buildSite(siteDir, { outDir: path.join(parent, 'disk'), bodiesOnDiskFrom: 1 });
  expect(onDisk.result.ok, JSON.stringify(onDisk.result.diagnostics)).toBe(true);
  const inMemory = await buildSite(siteDir, { outDir: path.join(parent, 'memory') });
  expect(fileHashes(path.join(parent, 'disk'))).toEqual(fileHashes(path.join(parent, 'memory')));
  expect(onDisk.files(`docs/${pagePath(3).replace(/\.md$/, '')}/index.html`)).toContain('<h2 id=');
  expect(readdirSync(path.join(siteDir, 'node_modules/.cache/docsgen/bodies'))).toEqual([]);
}, 120_000);

test('a build the checks stop leaves no spill file either', async () => {
  const parent = makeSite({});
  const siteDir = path.join(parent, 'site');
  generateCorpus(siteDir, 12);
  appendFileSync(path.join(siteDir, 'content/docs', pagePath(2)), '\n[Broken](/docs/no-such-page)\n');
  const failed = await buildSite(siteDir, { outDir: path.join(parent, 'out'), bodiesOnDiskFrom: 1 });
  expect(failed.result.ok).toBe(false);
  expect(failed.result.diagnostics.map((d) => d.code)).toContain('link/broken');
  expect(readdirSync(path.join(siteDir, 'node_modules/.cache/docsgen/bodies'))).toEqual([]);
}, 120_000);
