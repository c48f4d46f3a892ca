// `docsgen build --shard i/n`: each job parses and writes a disjoint share of the pages (reading the
// others as outlines), reports its own pages' problems, share 1 also writes the files every page
// shares, and copying the n folders into one and running `docsgen merge` on it gives the unsharded
// build byte for byte.
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { makeSite, removeSites, runCli } from '../helpers/index.js';
import { sesameBuild } from '../helpers/sesame.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
afterAll(removeSites);

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** The problems a run printed, one line each (`file:line:col  severity  code  message`). */
function problems(stderr: string): string[] {
  return stderr.split('\n').filter((line) => /^\S+:\d+:\d+ +(warning|error) +\S+\//.test(line));
}

/** Copies the shards' folders into one and runs `docsgen merge` on it; returns its folder. */
async function merge(base: string, shards: string[]): Promise<string> {
  const merged = path.join(base, 'merged');
  mkdirSync(merged);
  for (const out of shards) cpSync(out, merged, { recursive: true });
  const { code, stdout, stderr } = await runCli(['merge', merged], { cwd: base });
  expect(code, stderr).toBe(0);
  expect(stdout).toMatch(new RegExp(`^Merged the search index of ${shards.length} shards into `));
  return merged;
}

function expectSameFiles(merged: string, whole: string) {
  expect(files(merged)).toEqual(files(whole));
  for (const file of files(whole)) expect(readFileSync(path.join(merged, file)).equals(readFileSync(path.join(whole, file))), file).toBe(true);
}

test('three shards of the Sesame site, merged by copying and docsgen merge, are the unsharded build', async () => {
  const base = makeSite({});
  // The unsharded build: the run's shared `--no-cache` build of the Sesame site.
  const full = await sesameBuild();
  expect(full.code, full.stderr).toBe(0);
  const whole = full.outDir;
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

  // No page is in two shards; only share 1 has the shared files; no shard has the search index, each its part.
  const [first, second, third] = shards.map(files);
  const htmlOf = (list: string[]) => list.filter((f) => f.endsWith('.html'));
  expect(htmlOf(second!).filter((f) => htmlOf(third!).includes(f) || htmlOf(first!).includes(f))).toEqual([]);
  for (const shared of ['sitemap.xml', 'robots.txt', 'llms.txt', 'changelog/rss.xml']) {
    expect(first).toContain(shared);
    expect(second).not.toContain(shared);
    expect(third).not.toContain(shared);
  }
  for (const [i, list] of [first, second, third].entries()) {
    expect(list).not.toContain('assets/search-index.json');
    expect(list).toContain(`.docsgen-search/part-${i + 1}-of-3.json`);
  }
  expect(second!.some((f) => f.startsWith('assets/'))).toBe(false);

  // A merge missing a shard's folder says which, and writes no index.
  const partial = path.join(base, 'partial');
  for (const out of [shards[0]!, shards[2]!]) cpSync(out, partial, { recursive: true });
  const incomplete = await runCli(['merge', partial], { cwd: base });
  expect(incomplete.code).toBe(1);
  expect(incomplete.stderr).toContain('error  shard/incomplete  The search parts of shard 2 of 3 are missing');
  expect(files(partial)).not.toContain('assets/search-index.json');

  expectSameFiles(await merge(base, shards), whole);
}, 180_000);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

/**
 * A site of every kind (versioned docs, a blog, a page, the API reference, images), whose docs link to
 * each other's headings, `{#custom}` ids and raw HTML ids, with broken links and anchors spread over
 * the pages, so over every shard.
 */
function spreadSite(): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {
    'site.config.yaml': [
      'title: Spread',
      'url: https://spread.example.com',
      'productName: Spread',
      'onBrokenLinks: warn',
      'docs:',
      '  - id: docs',
      '    path: content/docs',
      '    routeBasePath: /docs',
      '    versions:',
      '      - { name: "2.0", path: content/docs }',
      '      - { name: "1.0", label: "1.0", path: content/docs-1.0 }',
      'blogs:',
      '  - id: blog',
      '    path: content/blog',
      '    routeBasePath: /blog',
      '',
    ].join('\n'),
    'spec/openapi.yaml': readFileSync(path.join(root, 'test/fixtures/specs/petstore-3.0.yaml'), 'utf8'),
    'content/pages/about.md': '# About\n\nAbout [the first page](/docs/page-1#setting-up) and [a missing one](/docs/nowhere).\n',
    'content/docs-1.0/intro.md': '---\nslug: /\n---\n# Old intro\n\nThe old [install notes](./install.md#old-steps).\n',
    'content/docs-1.0/install.md': '# Old install\n\n## Old steps\n\nRun it. See [a gone anchor](./intro.md#gone).\n',
  };
  const count = 24;
  for (let n = 1; n <= count; n++) {
    const next = (n % count) + 1;
    const lines = [
      '---',
      `title: Page ${n}`,
      `sidebar_position: ${n}`,
      '---',
      '',
      `First paragraph of page ${n}, with *emphasis* and \`code\`: the description of its card.`,
      '',
      '## Setting up',
      '',
      `Go on to [page ${next}](./page-${next}.md#setting-up) or its [custom part](./page-${next}.md#custom-${next}).`,
      '',
      '```sh',
      '# not a heading',
      'npm install',
      '```',
      '',
      `## Details {#custom-${n}}`,
      '',
      `<a id="raw-${n}"></a>Raw anchor, then [the raw one](/docs/page-${next}#raw-${next}).`,
      '',
      `![picture](./img/pic-${n}.png)`,
      '',
      '## Setting up',
      '',
      'A second heading of the same text.',
      '',
    ];
    if (n % 5 === 0) lines.push(`A [broken anchor](./page-${next}.md#no-such-part).`, '');
    if (n % 7 === 0) lines.push('A [broken link](/docs/does-not-exist).', '');
    files[`content/docs/page-${n}.md`] = lines.join('\n');
    files[`content/docs/img/pic-${n}.png`] = PNG;
  }
  for (let n = 1; n <= 3; n++) {
    files[`content/blog/2025-01-0${n}-post-${n}.md`] =
      `---\ntitle: Post ${n}\n---\n\nNews about [page ${n}](/docs/page-${n}#setting-up-1).\n\n<!-- truncate -->\n\n## More\n\nSee [nothing](/docs/page-${n}#nothing-here).\n`;
  }
  return files;
}

test("four shards report together exactly the problems of the unsharded build, each its own pages', and merge to it byte for byte", async () => {
  const site = makeSite(spreadSite());
  const whole = path.join(site, 'out-whole');
  const full = await runCli(['build', '.', '--out-dir', whole, '--no-cache'], { cwd: site });
  expect(full.code, full.stderr).toBe(0);
  const expected = problems(full.stderr);
  expect(expected.filter((p) => p.includes('anchor/missing')).length).toBeGreaterThanOrEqual(6);
  expect(expected.filter((p) => p.includes('link/broken')).length).toBeGreaterThanOrEqual(4);

  const shards = [1, 2, 3, 4].map((i) => path.join(site, `out-${i}`));
  const reported: string[][] = [];
  for (const [i, out] of shards.entries()) {
    const { code, stderr } = await runCli(['build', '.', '--out-dir', out, '--no-cache', '--debug', '--shard', `${i + 1}/4`], { cwd: site });
    expect(code, stderr).toBe(0);
    reported.push(problems(stderr));
    // Its own docs parsed in full, the others' read as outlines; its own pages' images written.
    const [, parsed, outlined] = /docsgen:content (\d+) parsed, 0 from cache, (\d+) read as outlines/.exec(stderr)!;
    expect(Number(outlined), stderr).toBeGreaterThanOrEqual(18);
    expect(Number(parsed)).toBeLessThanOrEqual(12);
    expect(files(out).filter((f) => /^assets\/.*pic-\d+.*\.png$/.test(f)).length).toBeGreaterThanOrEqual(4);
  }
  // Each problem once, by one shard; and the problems spread over the shards.
  expect(reported.flat().sort()).toEqual([...expected].sort());
  expect(reported.filter((list) => list.length > 0).length).toBeGreaterThanOrEqual(3);
  expectSameFiles(await merge(site, shards), whole);

  // --strict fails a shard on its own pages' warnings only.
  for (const [i, list] of reported.entries()) {
    const strict = await runCli(['build', '.', '--out-dir', path.join(site, `strict-${i + 1}`), '--no-cache', '--strict', '--shard', `${i + 1}/4`], {
      cwd: site,
    });
    expect(strict.code, `shard ${i + 1}: ${strict.stderr}`).toBe(list.length > 0 ? 1 : 0);
  }
}, 240_000);
