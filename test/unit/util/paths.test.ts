// relativePosix takes a short way for a file inside a normalised root: it must give what path.relative
// gives for every other shape of path too.
import path from 'node:path';
import { expect, test } from 'vitest';
import { relativePosix } from '../../../src/util/paths.js';

test('a file inside its root is named from the root, with forward slashes', () => {
  expect(relativePosix('/site', '/site/content/docs/intro.md')).toBe('content/docs/intro.md');
  expect(relativePosix('/site', '/site/.hidden/x..md')).toBe('.hidden/x..md');
});

test('dot segments, doubled and trailing separators, and files outside the root are resolved as path.relative does', () => {
  const roots = ['/site', '/site/', '/', '/a/b', '/a/./b', '/a//b', '/a/b/..', '/x/y'];
  const files = ['/site/a.md', '/site/docs/x/y.md', '/site/../site/a.md', '/site/./a.md', '/site//a.md', '/site/a/', '/sites/a.md', '/a/b/c', '/a/b/../c', '/a/b/.hidden/x', '/a/b/..x/y', '/a/b/...', '/a/b/c/.', '/x/y/z..md', '/a/b'];
  for (const root of roots) for (const file of files) expect(relativePosix(root, file), `${root} ${file}`).toBe(path.relative(root, file));
  expect(relativePosix('/site', '/site/a/../../other/b.md')).toBe('../other/b.md');
});
