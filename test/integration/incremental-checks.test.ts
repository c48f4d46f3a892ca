// A cached build reports the very problems a `--no-cache` build reports, in the same order, after each
// edit: a title, a link fixed or broken, a heading another doc links to renamed, a doc added and removed,
// the config's switches changed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { removeSites } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';
import { edit, warmSite } from '../helpers/warm-builds.js';

const { siteDir, warmDir, cleanDir, docs } = warmSite();
afterAll(() => removeSites());

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
  writeFileSync(path.join(siteDir, rel), text);
};
/** The problems a build printed (its report lines, without the summary and --debug lines). */
const problems = (stderr: string) => stderr.split('\n').filter((line) => /\s(warning|error)\s/.test(line) || line.startsWith('  hint:'));

async function sameProblems(step: string): Promise<string[]> {
  const warm = await runCli(['build', '.', '--out-dir', warmDir], { cwd: siteDir });
  const clean = await runCli(['build', '.', '--out-dir', cleanDir, '--no-cache'], { cwd: siteDir });
  expect(warm.code, `${step}: ${warm.stderr}`).toBe(clean.code);
  expect(problems(warm.stderr), step).toEqual(problems(clean.stderr));
  return problems(warm.stderr);
}

test('after every edit, a cached build reports what a clean build reports', async () => {
  write('site.config.yaml', 'title: T\nurl: https://t.example.com\nonBrokenLinks: warn\ndocs:\n  - { id: docs, path: content/docs, routeBasePath: /docs }\n');
  write('content/docs/a.md', '---\ntitle: A\n---\n\nSee [b](./b.md#here), [gone](./gone.md) and [x](/docs/nothing).\n');
  write('content/docs/b.md', '---\ntitle: B\n---\n\n## Here\n\nBack to [a](./a.md#missing).\n');
  write('content/docs/c.md', '---\ntitle: C\n---\n\nSee [b](./b.md#here).\n');
  for (let i = 1; i <= 30; i++) write(`content/docs/more/m${i}.md`, `# M${i}\n\nTo [a](../a.md) and [m](./m${(i % 30) + 1}.md#nope).\n`);
  const first = await sameProblems('first build');
  expect(first.filter((line) => line.includes('anchor/missing'))).toHaveLength(31);
  expect(first.some((line) => line.includes('Link to ./gone.md'))).toBe(true);

  edit(docs('c.md'), (text) => text.replace('title: C', 'title: C2'));
  expect(await sameProblems('a title edit')).toEqual(first);

  edit(docs('a.md'), (text) => text.replace('[gone](./gone.md)', '[c](./c.md)'));
  const fixed = await sameProblems('a broken link fixed');
  expect(fixed.some((line) => line.includes('gone.md'))).toBe(false);

  // b's heading renamed: a and c, unchanged, now link to an anchor b lacks.
  edit(docs('b.md'), (text) => text.replace('## Here', '## There'));
  const renamed = await sameProblems('a heading another doc links to renamed');
  expect(renamed.filter((line) => line.includes('Link to /docs/b#here'))).toHaveLength(2);

  write('content/docs/more/m31.md', '# M31\n\nTo [m1](./m1.md#m1).\n');
  const added = await sameProblems('a doc added');
  expect(added.some((line) => line.includes('more/m31.md'))).toBe(false);

  rmSync(docs('c.md'));
  // a (unchanged) links to it.
  const removed = await sameProblems('a doc removed');
  expect(removed.some((line) => line.includes('Link to ./c.md: no markdown file content/docs/c.md'))).toBe(true);

  edit(docs('more/m3.md'), (text) => text.replace('#nope', '#m4'));
  expect((await sameProblems('a broken anchor fixed')).length).toBe(removed.length - 2);

  edit(path.join(siteDir, 'site.config.yaml'), (text) => text.replace('onBrokenLinks: warn\n', 'onBrokenLinks: warn\nonBrokenAnchors: ignore\n'));
  const ignored = await sameProblems('anchors ignored');
  expect(ignored.some((line) => line.includes('anchor/missing'))).toBe(false);
}, 120_000);
