// A build is a function of the site, not of the machine: the locale the shell runs in (LANG, LC_ALL) does
// not change the order of sidebar items, tags or anything else docsgen sorts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { makeSite, MINIMAL_CONFIG, removeSites, runCli } from '../helpers/index.js';
import { fileHashes } from '../helpers/sandbox.js';

afterAll(() => removeSites());

test('a Swedish locale (which sorts ä after z) builds the very files an English one builds', async () => {
  const dir = makeSite({
    'site.config.yaml': `${MINIMAL_CONFIG}blogs:\n  - { id: blog, path: content/blog, routeBasePath: /blog }\n`,
    'content/pages/index.md': '# Home\n',
    'content/docs/a.md': '# Apple\n',
    'content/docs/ä.md': '# Äpfel\n',
    'content/docs/z.md': '# Zebra\n',
    'content/blog/2026-01-01-post.md': '---\ntitle: Post\ntags: [zebra, äpfel, apple]\n---\n\nText.\n',
  });
  const built: Record<string, string>[] = [];
  for (const locale of ['C.UTF-8', 'sv_SE.UTF-8']) {
    const outDir = path.join(dir, `out-${locale}`);
    const { code, stderr } = await runCli(['build', '.', '--out-dir', outDir, '--no-cache'], { cwd: dir, env: { LANG: locale, LC_ALL: locale } });
    expect(code, stderr).toBe(0);
    built.push(fileHashes(outDir));
  }
  expect(built[1]).toEqual(built[0]);
  // English order: a, ä, z.
  const page = readFileSync(path.join(dir, 'out-sv_SE.UTF-8/docs/a/index.html'), 'utf8');
  const order = ['Apple', 'Äpfel', 'Zebra'].map((title) => page.indexOf(`>${title}<`));
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((x, y) => x - y)).toEqual(order);
}, 60_000);
