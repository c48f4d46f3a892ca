// relativePosix, joinBelow and outputPath take a short way for normalised paths: they must give what
// path.relative and path.join give for every other shape of path too.
import path from 'node:path';
import { expect, test } from 'vitest';
import { outputPath } from '../../../src/routes/urls.js';
import { joinBelow, relativePosix } from '../../../src/util/paths.js';

test('a file inside its root is named from the root, with forward slashes', () => {
  expect(relativePosix('/site', '/site/content/docs/intro.md')).toBe('content/docs/intro.md');
  expect(relativePosix('/site', '/site/.hidden/x..md')).toBe('.hidden/x..md');
});

test('dot segments, doubled and trailing separators, and files outside the root are resolved as path.relative does', () => {
  const roots = ['/site', '/site/', '/', '/a/b', '/a/./b', '/a//b', '/a/b/..', '/x/y'];
  const files = [
    '/site/a.md',
    '/site/docs/x/y.md',
    '/site/../site/a.md',
    '/site/./a.md',
    '/site//a.md',
    '/site/a/',
    '/sites/a.md',
    '/a/b/c',
    '/a/b/../c',
    '/a/b/.hidden/x',
    '/a/b/..x/y',
    '/a/b/...',
    '/a/b/c/.',
    '/x/y/z..md',
    '/a/b',
  ];
  for (const root of roots) for (const file of files) expect(relativePosix(root, file), `${root} ${file}`).toBe(path.relative(root, file));
  expect(relativePosix('/site', '/site/a/../../other/b.md')).toBe('../other/b.md');
});

test('joinBelow gives what path.join gives, for every shape of folder and relative path', () => {
  const dirs = ['/site/content/docs', '/site/content/docs/', '/', '/a/./b', '/a//b', '/a/b/..', '/a/b/...'];
  const rels = ['intro.md', 'guides/a/b.md', '.hidden/x.md', 'x..md', '...', 'a/../b.md', './a.md', 'a//b.md', 'a/./b.md', 'a/', '', '/abs.md', '..'];
  for (const dir of dirs) for (const rel of rels) expect(joinBelow(dir, rel), `${dir} ${rel}`).toBe(path.join(dir, rel));
});

test("a route's output file is its URL's folder's index.html, as path.posix.join makes it for any URL", () => {
  expect(outputPath('/')).toBe('index.html');
  expect(outputPath('/docs/intro')).toBe('docs/intro/index.html');
  expect(outputPath('/docs/intro/')).toBe('docs/intro/index.html');
  const urls = [
    '/docs/a',
    '/docs/a/',
    '/docs//a',
    '//docs',
    '/docs/./a',
    '/docs/../a',
    '/docs/a/.',
    '/docs/a/..',
    '/./',
    '/../x',
    '/.hidden',
    '/a..b/',
    '/.../x',
    '/docs/a b',
    '/ü/ñ',
  ];
  for (const url of urls) expect(outputPath(url), url).toBe(path.posix.join(url.slice(1), 'index.html'));
});
