// Issue 38, item 8: terminal escape sequences in file names and front matter reached the terminal raw,
// so a pull request could erase or rewrite the lines of a build's report. `docsgen build` prints them
// escaped (`\x1b`), whatever field of a diagnostic carries them.
import { afterAll, expect, test } from 'vitest';
import { makeSite, MINIMAL_CONFIG, removeSites, runCli } from '../helpers/index.js';

afterAll(removeSites);

const ESC = '\x1b';

test('a file name and a front matter value holding escape sequences are printed escaped', async () => {
  const dir = makeSite({
    'site.config.yaml': `${MINIMAL_CONFIG}blogs:\n  - { id: news, path: news, routeBasePath: /news }\n`,
    'news/authors.yml': 'ana:\n  name: Ana\n',
    // A YAML double-quoted `\e` is ESC; `\r` a carriage return (which overwrites the line it is on).
    'news/2025-01-01-hello.md': '---\nauthors: ["\\e[2K\\rall good"]\n---\nHi.\n',
    [`content/docs/bad${ESC}[2K${ESC}[1Aname.md`]: '---\ntitle: [unclosed\n---\nText.\n',
  });
  const { code, stderr } = await runCli(['build', '.', '--no-cache'], { cwd: dir });
  expect(code).toBe(1);
  expect(stderr).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
  expect(stderr).toContain('content/docs/bad\\x1b[2K\\x1b[1Aname.md:2:');
  expect(stderr).toContain('Unknown author "\\x1b[2K\\x0dall good"');
});
