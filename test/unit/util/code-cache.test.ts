// bin/code-cache.js, which runs dist/'s bundles through V8's code cache: a package of its own in a
// temporary folder (the loader beside a dist/ with a build id and one bundle), run in fresh processes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { makeSite, removeSites } from '../../helpers/index.js';

afterAll(() => removeSites());

const LOADER = path.resolve(import.meta.dirname, '../../../bin/code-cache.js');

/**
 * A bundle that returns exports, requires a built-in and imports an ES module through the loader's import;
 * `work` runs a function the top level never calls, then reports that kind of work to the loader's hook.
 */
const BUNDLE = `
const os = require('node:os');
function lateWork(n) { let total = 0; for (let i = 0; i < n; i++) total += (i * 7) % 13; return String(total); }
module.exports = {
  cpus: os.cpus().length > 0, file: __filename, importType: () => __docsgenImport('node:path').then((m) => typeof m.join),
  work: (kinds) => { lateWork(1000); __docsgenCodeCache.worked(kinds); },
};
`;

function makePackage(buildId = 'aaaa') {
  // The loader finds the package from its own place: bin/ of the package root.
  return makeSite({
    'package.json': '{"type":"module"}\n',
    'bin/code-cache.js': readFileSync(LOADER),
    'dist/build-id.txt': `${buildId}\n`,
    'dist/cli/index.cjs': BUNDLE,
  });
}

/** Runs the bundle in a fresh node process (reporting `work`, if given) and gives what it printed. */
function run(root: string, work?: number): { stdout: string; stderr: string; status: number | null } {
  const script = `import { runBundle } from ${JSON.stringify(path.join(root, 'bin', 'code-cache.js'))};
const bundle = runBundle(new URL('file://${path.join(root, 'dist', 'cli', 'index.cjs')}'));
${work === undefined ? '' : `bundle.work(${work});`}
console.log(JSON.stringify({ cpus: bundle.cpus, file: bundle.file, importType: await bundle.importType() }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

const cacheFolder = (root: string) => path.join(root, 'node_modules', '.cache', 'docsgen', 'v8');
const cacheFiles = (root: string) => (existsSync(cacheFolder(root)) ? readdirSync(cacheFolder(root)).sort() : []);

test('a bundle runs with its exports, require and import; its cache is made once and then used as it is', () => {
  const root = makePackage();
  const first = run(root);
  expect(first.status, first.stderr).toBe(0);
  expect(JSON.parse(first.stdout)).toEqual({ cpus: true, file: path.join(root, 'dist', 'cli', 'index.cjs'), importType: 'function' });
  const files = cacheFiles(root);
  expect(files).toEqual([`cli-index.cjs-aaaa-${process.versions.v8}-${process.arch}.bin`]);
  const file = path.join(cacheFolder(root), files[0]!);
  const made = statSync(file).mtimeMs;
  const bytes = readFileSync(file);
  expect(bytes.length).toBeGreaterThan(1);
  // Its first byte: the kinds of work whose code it holds (none: made right after the top level).
  expect(bytes[0]).toBe(0);
  // Run again: the cache is accepted, so not written again.
  const second = run(root);
  expect(second.status, second.stderr).toBe(0);
  expect(JSON.parse(second.stdout).importType).toBe('function');
  expect(statSync(file).mtimeMs).toBe(made);
  expect(readFileSync(file).equals(bytes)).toBe(true);
  expect(second.stderr).toBe('');
});

test('a cache V8 rejects (torn, or of other code) is made again, and the run goes on', () => {
  const root = makePackage();
  run(root);
  const [name] = cacheFiles(root);
  const file = path.join(cacheFolder(root), name!);
  writeFileSync(file, 'not a code cache');
  const result = run(root);
  expect(result.status, result.stderr).toBe(0);
  expect(JSON.parse(result.stdout).cpus).toBe(true);
  expect(readFileSync(file, 'utf8')).not.toBe('not a code cache');
});

test("a new build id's cache replaces the old build's", () => {
  const root = makePackage('aaaa');
  run(root);
  writeFileSync(path.join(root, 'dist', 'build-id.txt'), 'bbbb\n');
  expect(run(root).status).toBe(0);
  expect(cacheFiles(root)).toEqual([`cli-index.cjs-bbbb-${process.versions.v8}-${process.arch}.bin`]);
});

test('a cache folder that cannot be written costs only the cache: the bundle still runs', () => {
  const root = makePackage();
  // node_modules is a file here: no folder can be made below it.
  writeFileSync(path.join(root, 'node_modules'), 'not a folder');
  const result = run(root);
  expect(result.status, result.stderr).toBe(0);
  expect(JSON.parse(result.stdout).importType).toBe('function');
  expect(result.stderr).toBe('');
});

test.each([
  ['no build id', true],
  ['an empty build id', false],
])('with %s (dist/ not made by scripts/build-dist.mjs) nothing is cached', (_name, remove) => {
  const root = makePackage();
  if (remove) rmSync(path.join(root, 'dist', 'build-id.txt'));
  else writeFileSync(path.join(root, 'dist', 'build-id.txt'), '\n');
  const result = run(root);
  expect(result.status, result.stderr).toBe(0);
  expect(cacheFiles(root)).toEqual([]);
});

test('work the cache lacks makes it again, with the code that work compiled; work it holds does not', () => {
  const root = makePackage();
  expect(run(root).status).toBe(0);
  const [name] = cacheFiles(root);
  const file = path.join(cacheFolder(root), name!);
  const first = readFileSync(file);
  expect(first[0]).toBe(0);
  // Work of kind 2: the cache is made again, marked 2, holding the function the work compiled.
  const worked = run(root, 2);
  expect(worked.status, worked.stderr).toBe(0);
  const second = readFileSync(file);
  expect(second[0]).toBe(2);
  expect(second.length).toBeGreaterThan(first.length);
  // The same work again: the cache is used as it is.
  const made = statSync(file).mtimeMs;
  expect(run(root, 2).status).toBe(0);
  expect(statSync(file).mtimeMs).toBe(made);
  expect(readFileSync(file).equals(second)).toBe(true);
  // Another kind: made again, marked with both.
  expect(run(root, 4).status).toBe(0);
  expect(readFileSync(file)[0]).toBe(6);
  // No work reported (`--version`): left as it is.
  const kept = readFileSync(file);
  expect(run(root).status).toBe(0);
  expect(readFileSync(file).equals(kept)).toBe(true);
  expect(cacheFiles(root)).toEqual([name]);
});
