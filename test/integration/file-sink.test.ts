// A build writing 200 pages or more writes its files through two sink worker threads (file-sink.ts): every
// text file over 1 KB still has precompressed copies that decompress to its bytes and are never older than it, the
// records let the next build keep them, a warm rebuild (which writes a few files in its own thread) gives
// the same bytes as a build without the cache, and a write that fails in a sink worker stops the pages
// and leaves the previous output as it was and no staging folder.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCorpus, pagePath } from '../../bench/generate-corpus.mjs';
import { buildSite, makeSite, removeSites, listFiles } from '../helpers/index.js';
import { loadConfig } from '../../src/config/load.js';
import { bundleTheme, siteAssets } from '../../src/pipeline/client-assets.js';
import { loadSite } from '../../src/pipeline/load-site.js';
import { createRun } from '../../src/pipeline/run.js';
import type { Route } from '../../src/routes/types.js';
import { SINK_THRESHOLD } from '../../src/write/file-sink.js';
import { writeSite } from '../../src/write/write-site.js';

const PAGES = 220;
let parent: string;
let siteDir: string;
let cached: string;

afterAll(removeSites);

beforeAll(async () => {
  parent = makeSite({});
  siteDir = path.join(parent, 'site');
  cached = path.join(parent, 'cached');
  generateCorpus(siteDir, PAGES, { words: 150 });
}, 60_000);

test('a cold build of 220 pages writes through two sink workers, precompressed copies and all', async () => {
  expect(PAGES).toBeGreaterThanOrEqual(SINK_THRESHOLD);
  const built = await buildSite(siteDir, { outDir: cached, cache: true });
  expect(built.result.ok).toBe(true);
  expect(built.result.counts.sinkWorkers).toBe(2);
  const files = listFiles(cached);
  expect(files.length).toBe(built.result.files);
  const big = files.filter((f) => /\.(html|md|json|xml|txt)$/.test(f) && statSync(path.join(cached, f)).size > 1024);
  expect(big.filter((f) => f.endsWith('/index.html')).length).toBeGreaterThanOrEqual(PAGES);
  for (const file of big) {
    const bytes = readFileSync(path.join(cached, file));
    expect(brotliDecompressSync(readFileSync(path.join(cached, `${file}.br`))).equals(bytes), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(path.join(cached, `${file}.gz`))).equals(bytes), `${file}.gz`).toBe(true);
    expect(statSync(path.join(cached, `${file}.gz`)).mtimeMs).toBeGreaterThanOrEqual(statSync(path.join(cached, file)).mtimeMs);
  }
}, 120_000);

test('the next build keeps what the sink wrote, and after an edit writes what a build without the cache writes', async () => {
  const page = path.join(siteDir, 'content/docs', pagePath(7));
  writeFileSync(page, `${readFileSync(page, 'utf8')}\n\nA paragraph added after the first build, long enough to be compressed.\n`);
  const warm = await buildSite(siteDir, { outDir: cached, cache: true });
  expect(warm.result.ok).toBe(true);
  expect(warm.result.counts.sinkWorkers).toBe(0);
  // Everything but the edited page, its markdown export, the precompressed copies of these, its neighbours and the search files that hold its words.
  expect(warm.result.counts.reused).toBeGreaterThan(warm.result.files - 60);
  const fresh = path.join(parent, 'fresh');
  const cold = await buildSite(siteDir, { outDir: fresh, cache: false });
  expect(cold.result.counts.sinkWorkers).toBe(2);
  const names = listFiles(fresh);
  expect(listFiles(cached)).toEqual(names);
  for (const file of names) expect(readFileSync(path.join(cached, file)).equals(readFileSync(path.join(fresh, file))), file).toBe(true);
}, 120_000);

test('a cached build that rewrites every page (the site title changed) writes through the sink, and matches a build without the cache', async () => {
  const config = path.join(siteDir, 'site.config.yaml');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/^title: .*$/m, 'title: Renamed site'));
  const warm = await buildSite(siteDir, { outDir: cached, cache: true });
  expect(warm.result.ok).toBe(true);
  expect(warm.result.counts.sinkWorkers).toBe(2);
  expect(readFileSync(path.join(cached, 'index.html'), 'utf8')).toContain('Renamed site');
  const fresh = path.join(parent, 'fresh-renamed');
  expect((await buildSite(siteDir, { outDir: fresh, cache: false })).result.ok).toBe(true);
  const names = listFiles(fresh);
  expect(listFiles(cached)).toEqual(names);
  for (const file of names) expect(readFileSync(path.join(cached, file)).equals(readFileSync(path.join(fresh, file))), file).toBe(true);
}, 120_000);

/** A sink worker whose disk fills up at its 50th file: it answers as the file system would. */
const FULL_DISK_SINK = `import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
let jobs = 0;
parentPort.on('message', (job) => {
  if (++jobs === 50) return parentPort.postMessage({ id: job.id, error: 'ENOSPC: no space left on device, write' });
  for (const file of job.paths) writeFileSync(file, job.contents);
  parentPort.postMessage({ id: job.id, value: job.paths.map(() => [job.contents.byteLength, Date.now()]) });
});
`;

test('a sink write that fails stops the pages, and leaves the previous output as it was and no staging folder', async () => {
  const before = new Map(listFiles(cached).map((f) => [f, readFileSync(path.join(cached, f))]));
  const config = await loadConfig(siteDir);
  const run = createRun();
  const graph = (await loadSite(config, {}, run)).graph!;
  expect(run.diagnostics).toEqual([]);
  const { client } = await bundleTheme(siteDir);
  const { bundle } = siteAssets(config, graph, client, () => undefined);
  const script = path.join(parent, 'full-disk-sink.mjs');
  writeFileSync(script, FULL_DISK_SINK);
  let rendered = 0;
  const render = (route: Route) => {
    rendered++;
    return `<!doctype html><title>${route.url}</title>${'<p>Passwordless sign-in.</p>'.repeat(100)}`;
  };
  const writing = writeSite({ outDir: cached, graph, bundle, staticDir: config.staticDirAbs, siteUrl: config.url, render, sink: { script, workers: 2 } });
  await expect(writing).rejects.toThrow(/^ENOSPC: no space left on device, write$/);
  // The failure stopped the rendering: the pages after it were never made.
  expect(rendered).toBeGreaterThan(50);
  expect(rendered).toBeLessThan(graph.routes.size);
  expect(listFiles(cached)).toEqual([...before.keys()]);
  for (const [file, bytes] of before) expect(readFileSync(path.join(cached, file)).equals(bytes), file).toBe(true);
  expect(readdirSync(parent).filter((name) => name.startsWith('.docsgen-'))).toEqual([]);
}, 120_000);
