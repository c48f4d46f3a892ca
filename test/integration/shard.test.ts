// `docsgen build --shard i/n`: each job writes a disjoint share of the pages (and their markdown twins),
// share 1 also writes the files every page shares, and copying the n folders into one gives the
// unsharded build byte for byte.
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { makeSite, removeSites, runCli } from '../helpers/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
afterAll(removeSites);

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

test('three shards of the Sesame site, merged by copying, are the unsharded build', async () => {
  const base = makeSite({});
  const whole = path.join(base, 'whole');
  const full = await runCli(['build', '.', '--out-dir', whole, '--no-cache'], { cwd: root });
  expect(full.code, full.stderr).toBe(0);
  const pages = Number(/Built (\d+) pages/.exec(full.stdout)![1]);

  const shards = [1, 2, 3].map((i) => path.join(base, `shard-${i}`));
  const counts: number[] = [];
  for (const [i, out] of shards.entries()) {
    const { code, stdout, stderr } = await runCli(['build', '.', '--out-dir', out, '--no-cache', '--strict', '--shard', `${i + 1}/3`], { cwd: root });
    expect(code, stderr).toBe(0);
    const match = new RegExp(`^Built shard ${i + 1}/3: (\\d+) of ${pages} pages into `).exec(stdout);
    expect(match, stdout).not.toBeNull();
    counts.push(Number(match![1]));
  }
  // Shares differ by one page at most and cover the site.
  expect(counts.reduce((a, b) => a + b)).toBe(pages);
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);

  // No page is in two shards; only share 1 has the shared files.
  const [first, second, third] = shards.map(files);
  const htmlOf = (list: string[]) => list.filter((f) => f.endsWith('.html'));
  expect(htmlOf(second!).filter((f) => htmlOf(third!).includes(f) || htmlOf(first!).includes(f))).toEqual([]);
  for (const shared of ['sitemap.xml', 'robots.txt', 'llms.txt', 'assets/search-index.json', 'changelog/rss.xml']) {
    expect(first).toContain(shared);
    expect(second).not.toContain(shared);
    expect(third).not.toContain(shared);
  }
  expect(second!.some((f) => f.startsWith('assets/'))).toBe(false);

  const merged = path.join(base, 'merged');
  mkdirSync(merged);
  for (const out of shards) cpSync(out, merged, { recursive: true });
  expect(files(merged)).toEqual(files(whole));
  for (const file of files(whole)) expect(readFileSync(path.join(merged, file)).equals(readFileSync(path.join(whole, file))), file).toBe(true);
}, 120_000);
