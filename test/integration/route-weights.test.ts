// The page sizes the prefetcher budgets with (assets/route-weights.json) against the pages written: on a
// site whose sidebar is too big to be shown whole (collapsed categories' children left out of each
// page), each doc's estimate counts the sidebar entries its page shows, not every entry.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { generateCorpus } from '../../bench/generate-corpus.mjs';
import { makeSite, removeSites, runCli } from '../helpers/index.js';

afterAll(() => removeSites());

test('a 600-page sidebar: every doc estimated within a third of its page, none heavy', async () => {
  const parent = makeSite({});
  const site = path.join(parent, 'site');
  const out = path.join(parent, 'out');
  generateCorpus(site, 600);
  const built = await runCli(['build', site, '--out-dir', out, '--no-cache'], { cwd: parent });
  expect(built.code, built.stderr).toBe(0);
  const manifest = readFileSync(
    path.join(out, 'assets', readFileSync(path.join(out, 'index.html'), 'utf8').match(/assets\/(routes-[0-9a-f]{8}\.js)/)![1]!),
    'utf8',
  );
  const routes = (JSON.parse(manifest.slice(manifest.indexOf('=') + 1, manifest.lastIndexOf(';'))) as { routes: string[] }).routes;
  const { weights, heavy } = JSON.parse(readFileSync(path.join(out, 'assets/route-weights.json'), 'utf8')) as { weights: number[]; heavy: number[] };
  const ratios = routes.flatMap((url, i) => {
    if (!url.startsWith('/docs/section-')) return [];
    const bytes = statSync(path.join(out, url.slice(1), 'index.html')).size;
    return [(weights[i]! * 1024) / bytes];
  });
  expect(ratios).toHaveLength(600);
  // Estimates are rounded up to 4 KB steps: over, never far under.
  expect(Math.min(...ratios)).toBeGreaterThan(0.67);
  expect(Math.max(...ratios)).toBeLessThan(1.5);
  expect(heavy).toEqual([]);
}, 120_000);
