// Tests src/write/output-reuse.ts: what a build wrote into its output folder is kept for the next build
// under its key (the pages' props memos with it), and an update in place killed after it recorded the
// files it adds leaves the next build knowing them (to remove or rewrite) and the folder not intact.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { isOutputIntact, openOutputReuse } from '../../../src/write/output-reuse.js';
import { makeSandbox, removeSandboxes } from '../../helpers/index.js';

afterAll(removeSandboxes);

/** An output folder of two pages with its marker, and a cache folder beside it. */
function folders() {
  const { box } = makeSandbox({ 'site.config.yaml': '' });
  const outDir = path.join(box, 'out');
  const cacheDir = path.join(box, 'cache');
  mkdirSync(path.join(outDir, 'a'), { recursive: true });
  mkdirSync(path.join(outDir, 'b'), { recursive: true });
  writeFileSync(path.join(outDir, '.docsgen-output'), '');
  writeFileSync(path.join(outDir, 'a/index.html'), '<p>A</p>');
  writeFileSync(path.join(outDir, 'b/index.html'), '<p>B</p>');
  return { outDir, cacheDir };
}

/** A first build's records: both pages under their keys, page a with a props memo. */
function firstBuild({ outDir, cacheDir }: { outDir: string; cacheDir: string }) {
  const reuse = openOutputReuse({ cacheDir, outDir });
  reuse.record('a/index.html', 'key-a', path.join(outDir, 'a/index.html'));
  reuse.record('b/index.html', 'key-b', path.join(outDir, 'b/index.html'));
  reuse.remember('a/index.html', ['memo-a', 'key-a', 'r:/a\0i:docs']);
  reuse.save();
}

test('files are kept under the key they were written with, and a page memo comes back as remembered', () => {
  const dirs = folders();
  firstBuild(dirs);
  expect(isOutputIntact(dirs)).toBe(true);
  const next = openOutputReuse({ ...dirs, inPlace: true });
  expect(next.inPlace).toBe(true);
  expect(next.lastFiles).toBe(2);
  expect(next.memoOf('a/index.html')).toEqual(['memo-a', 'key-a', 'r:/a\0i:docs']);
  expect(next.memoOf('b/index.html')).toBeUndefined();
  expect(next.reuse('a/index.html', 'key-a', (rel) => path.join(dirs.outDir, rel))).toBe(true);
  expect(next.reuse('b/index.html', 'another key', (rel) => path.join(dirs.outDir, rel))).toBe(false);
});

test('an update killed after recording the files it adds: the next build knows them, and the folder is not intact', () => {
  const dirs = folders();
  firstBuild(dirs);
  const update = openOutputReuse({ ...dirs, inPlace: true });
  update.reuse('a/index.html', 'key-a', (rel) => path.join(dirs.outDir, rel));
  // A new page, written into the folder; the build dies before its records are saved.
  mkdirSync(path.join(dirs.outDir, 'c'));
  writeFileSync(path.join(dirs.outDir, 'c/index.html'), '<p>C</p>');
  update.record('c/index.html', 'key-c', path.join(dirs.outDir, 'c/index.html'));
  update.saveUnion();
  expect(readdirSync(path.join(dirs.cacheDir, 'output')).filter((name) => name.endsWith('.pending'))).toHaveLength(1);

  expect(isOutputIntact(dirs)).toBe(false);
  const after = openOutputReuse({ ...dirs, inPlace: true });
  // The added page is one of the last build's files: kept under its key, or removed as stale.
  expect(after.lastFiles).toBe(3);
  expect(after.stale().sort()).toEqual(['a/index.html', 'b/index.html', 'c/index.html']);
  after.save();
  expect(readdirSync(path.join(dirs.cacheDir, 'output')).filter((name) => name.endsWith('.pending'))).toEqual([]);
});

test('a finished update leaves no pending records, and its folder intact', () => {
  const dirs = folders();
  firstBuild(dirs);
  const update = openOutputReuse({ ...dirs, inPlace: true });
  for (const rel of ['a/index.html', 'b/index.html']) update.reuse(rel, rel === 'a/index.html' ? 'key-a' : 'key-b', (r) => path.join(dirs.outDir, r));
  writeFileSync(path.join(dirs.outDir, 'added.html'), '<p>New</p>');
  update.record('added.html', 'key-new', path.join(dirs.outDir, 'added.html'));
  update.saveUnion();
  update.save();
  expect(existsSync(path.join(dirs.cacheDir, 'output'))).toBe(true);
  expect(readdirSync(path.join(dirs.cacheDir, 'output')).filter((name) => name.endsWith('.pending'))).toEqual([]);
  expect(isOutputIntact(dirs)).toBe(true);
  expect(openOutputReuse({ ...dirs, inPlace: true }).lastFiles).toBe(3);
});
