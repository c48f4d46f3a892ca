// Resource limits (issue 12), at sizes that keep the suite fast: a 5 MB markdown file (refused: over
// the 1 MB limit), a 256 kB one, a page of 8,000 headings, a 2,000-item sidebar and a spec of deep circular references each build (spawned
// CLI, --no-cache) within a time and peak-RSS bound, or fail with a diagnostic. `npm run limits` runs
// the full sizes (50 MB, 10,000 items) and prints the figures.
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { makeSite, removeSites } from '../helpers/index.js';
import { measureBuild, writeBigSidebarSite, writeCircularSpecSite, writeHugeMarkdownSite, writeManyHeadingsSite, type Measured } from '../helpers/limits.js';

afterAll(removeSites);

function report(name: string, m: Measured) {
  process.stdout.write(`limits: ${name}: ${m.ms} ms, ${m.rssMb} MB peak RSS, exit ${m.code}\n`);
}

test('a 5 MB markdown file fails within 10 s with markdown/invalid naming it (parsing it would take minutes)', async () => {
  const dir = makeSite({});
  writeHugeMarkdownSite(dir, 5);
  const m = await measureBuild(dir, 60_000);
  report('5 MB markdown', m);
  expect(m.code, m.stderr).toBe(1);
  expect(m.stdout + m.stderr).toContain('content/docs/huge.md:1:1  error  markdown/invalid  The file has 5.0 MB of text, more than the 1.0 MB a page may have');
  expect(m.ms).toBeLessThan(10_000);
  expect(m.rssMb).toBeLessThan(512);
}, 70_000);

test('a 256 kB markdown file of headings, lists, code and links builds within 30 s and 1 GB', async () => {
  const dir = makeSite({});
  writeHugeMarkdownSite(dir, 0.25);
  const m = await measureBuild(dir, 60_000);
  report('256 kB markdown', m);
  expect(m.code, m.stderr).toBe(0);
  expect(m.ms).toBeLessThan(30_000);
  expect(m.rssMb).toBeLessThan(1_024);
}, 70_000);

test('a page of 8,000 headings (about as many as the markup bound lets a page have) builds within 30 s and 1 GB', async () => {
  const dir = makeSite({});
  writeManyHeadingsSite(dir, 8_000);
  const m = await measureBuild(dir, 60_000);
  report('8,000 headings', m);
  expect(m.code, m.stderr).toBe(0);
  expect(m.ms).toBeLessThan(30_000);
  expect(m.rssMb).toBeLessThan(1_024);
}, 70_000);

test('a sidebar of 2,000 items builds within 40 s and 1 GB', async () => {
  const dir = makeSite({});
  writeBigSidebarSite(dir, 2_000);
  const m = await measureBuild(dir, 60_000);
  report('2,000-item sidebar', m);
  expect(m.code, m.stderr).toBe(0);
  expect(m.ms).toBeLessThan(40_000);
  expect(m.rssMb).toBeLessThan(1_024);
}, 70_000);

test('a spec of 100 schemas referencing each other in cycles builds within 30 s and 1 GB, or fails with spec/ diagnostics', async () => {
  const dir = makeSite({});
  writeCircularSpecSite(dir, 100);
  const m = await measureBuild(dir, 60_000);
  report('100 circular schemas', m);
  expect([0, 1]).toContain(m.code);
  if (m.code === 1) expect(m.stdout + m.stderr).toMatch(/spec\/openapi\.yaml:\d+:\d+\s+error\s+spec\//);
  expect(m.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(m.ms).toBeLessThan(30_000);
  expect(m.rssMb).toBeLessThan(1_024);
  expect(path.isAbsolute(dir)).toBe(true);
}, 70_000);
