// The build state's input stamps: what counts as a changed input (bytes, not times), what a build skips,
// and a state that is torn or from another docsgen is not used.
import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadBuildState, saveBuildState, scanInputs, stampHash, type BuildState } from '../../../src/pipeline/build-state.js';
import { makeSite, removeSites } from '../../helpers/index.js';

afterAll(() => removeSites());

const stateOf = (scan: ReturnType<typeof scanInputs>): BuildState => ({
  key: 'k',
  // As if the last build began a minute after the files were written: their times can be trusted.
  startedAt: scan.startedAt + 60_000,
  inputs: scan.inputs,
  diagnostics: [],
  routes: 0,
  pages: 0,
  files: 0,
});

function site() {
  return makeSite({
    'site.config.yaml': 'title: T\n',
    'content/docs/a.md': '# A\n',
    'content/docs/b.md': '# B\n',
    'build/index.html': 'output',
    'node_modules/x/index.js': 'dependency',
    '.docsgen-tmp-build-1-x/index.html': 'temporary',
  });
}

test('every file of the site folder is an input, but the output and cache folders, node_modules and temporaries', () => {
  const dir = site();
  const scan = scanInputs(dir, [path.join(dir, 'build')], undefined);
  expect(Object.keys(scan.inputs).sort()).toEqual(['content/docs/a.md', 'content/docs/b.md', 'site.config.yaml']);
  // Without a state, everything is new.
  expect([...scan.changed].sort()).toEqual(['content/docs/a.md', 'content/docs/b.md', 'site.config.yaml']);
});

/** A scan whose every file a step read (its bytes hashed, see stampHash). */
function readAll(dir: string) {
  const scan = scanInputs(dir, [path.join(dir, 'build')], undefined);
  for (const [key, stamp] of Object.entries(scan.inputs)) expect(stampHash(stamp, path.join(dir, key))).toMatch(/\S/);
  return scan;
}

test('a file rewritten with the same bytes is unchanged; an edited, added or removed file is changed', () => {
  const dir = site();
  const state = stateOf(readAll(dir));
  const future = new Date(Date.now() + 5_000);
  writeFileSync(path.join(dir, 'content/docs/a.md'), '# A\n');
  utimesSync(path.join(dir, 'content/docs/a.md'), future, future);
  expect([...scanInputs(dir, [path.join(dir, 'build')], state).changed]).toEqual([]);
  writeFileSync(path.join(dir, 'content/docs/b.md'), '# B, edited\n');
  writeFileSync(path.join(dir, 'content/docs/c.md'), '# C\n');
  rmSync(path.join(dir, 'site.config.yaml'));
  expect([...scanInputs(dir, [path.join(dir, 'build')], state).changed].sort()).toEqual(['content/docs/b.md', 'content/docs/c.md', 'site.config.yaml']);
});

test('an edit that keeps the size and the modification time is still seen when it came after the last build began', () => {
  const dir = site();
  const file = path.join(dir, 'content/docs/a.md');
  const when = new Date(Date.now() - 10_000);
  utimesSync(file, when, when);
  const first = readAll(dir);
  // The last build began while the file could still change within the same time stamp.
  const state = { ...stateOf(first), startedAt: when.getTime() };
  writeFileSync(file, '# Z\n');
  utimesSync(file, when, when);
  expect([...scanInputs(dir, [path.join(dir, 'build')], state).changed]).toEqual(['content/docs/a.md']);
});

test('an edit that keeps the size and puts the modification time back (touch -r, cp -p, rsync -t) is seen by the change time', () => {
  const dir = site();
  const file = path.join(dir, 'content/docs/a.md');
  const when = new Date(Date.now() - 60_000);
  utimesSync(file, when, when);
  const state = stateOf(readAll(dir));
  // The stamp is one the next build trusts: the file's times are older than the last build by a minute.
  expect(state.startedAt - 60_000).toBeGreaterThan(when.getTime());
  writeFileSync(file, '# Z\n');
  utimesSync(file, when, when);
  expect([...laterScan(dir, state).changed]).toEqual(['content/docs/a.md']);
  // Put back as it was (same bytes, same modification time): unchanged again.
  writeFileSync(file, '# A\n');
  utimesSync(file, when, when);
  expect([...laterScan(dir, state).changed]).toEqual([]);
});

test('a state is used only under its own key, and a torn one is none', () => {
  const dir = site();
  const cacheDir = path.join(dir, 'cache');
  mkdirSync(cacheDir);
  const state = stateOf(scanInputs(dir, [], undefined));
  saveBuildState(cacheDir, path.join(dir, 'build'), state);
  expect(loadBuildState(cacheDir, path.join(dir, 'build'), 'k')?.inputs).toEqual(state.inputs);
  expect(loadBuildState(cacheDir, path.join(dir, 'build'), 'another docsgen')).toBeUndefined();
  expect(loadBuildState(cacheDir, path.join(dir, 'elsewhere'), 'k')).toBeUndefined();
  saveBuildState(cacheDir, path.join(dir, 'build'), state);
  const [file] = readdirSync(path.join(cacheDir, 'state'));
  writeFileSync(path.join(cacheDir, 'state', file!), '{"version":1,"key":"k","inp');
  expect(loadBuildState(cacheDir, path.join(dir, 'build'), 'k')).toBeUndefined();
});

/** A scan as a build that began ten seconds after the files were written makes it: their times can be trusted. */
const laterScan = (dir: string, state?: BuildState) => scanInputs(dir, [path.join(dir, 'build')], state, Date.now() + 10_000);

test('the scan hashes no file older than two seconds: a file no step read is changed once touched, and its bytes are hashed only when a step asks', () => {
  const dir = site();
  const first = laterScan(dir);
  expect(Object.values(first.inputs).every((stamp) => stamp.length === 2)).toBe(true);
  const state = stateOf(first);
  const future = new Date(Date.now() + 5_000);
  utimesSync(path.join(dir, 'content/docs/a.md'), future, future);
  const second = laterScan(dir, stateOf(first));
  expect([...second.changed]).toEqual(['content/docs/a.md']);
  expect(second.inputs['content/docs/b.md']).toBe(state.inputs['content/docs/b.md']);
  // Asked for, the hash is kept in the stamp, for the next build's state.
  const stamp = second.inputs['content/docs/a.md']!;
  const hash = stampHash(stamp, path.join(dir, 'content/docs/a.md'));
  expect(hash).toMatch(/\S/);
  expect(stamp[2]).toBe(hash);
});

test('a file edited after the scan gets no hash: the next build compares its bytes with none and takes it for changed', () => {
  const dir = site();
  const scan = laterScan(dir);
  const file = path.join(dir, 'content/docs/a.md');
  writeFileSync(file, '# A, edited while the build ran\n');
  const stamp = scan.inputs['content/docs/a.md']!;
  expect(stampHash(stamp, file)).toBeUndefined();
  expect(stamp).toHaveLength(2);
  const next = scanInputs(dir, [path.join(dir, 'build')], stateOf(scan));
  expect([...next.changed]).toEqual(['content/docs/a.md']);
});

test('a file written within two seconds of the scan is hashed by it: the next build, which cannot trust its time, compares its bytes', () => {
  const dir = site();
  const scan = scanInputs(dir, [path.join(dir, 'build')], undefined);
  expect(scan.inputs['content/docs/a.md']).toHaveLength(3);
  expect([...scanInputs(dir, [path.join(dir, 'build')], { ...stateOf(scan), startedAt: scan.startedAt }).changed]).toEqual([]);
});

test("a caller that read the file gives its text's hash, taken without reading the file again while the file is as stamped", () => {
  const dir = site();
  const file = path.join(dir, 'content/docs/a.md');
  const scan = laterScan(dir);
  const stamp = scan.inputs['content/docs/a.md']!;
  expect(stampHash([...stamp] as typeof stamp, file, 'the-hash-of-what-was-read')).toBe('the-hash-of-what-was-read');
  // The file changed since the scan: no hash at all, given or read.
  writeFileSync(file, '# A, longer than before\n');
  expect(stampHash(stamp, file, 'the-hash-of-what-was-read')).toBeUndefined();
  expect(stamp).toHaveLength(2);
});
