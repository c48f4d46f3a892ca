// Runs one of dist/'s CommonJS bundles (the command line, or a worker thread's) through V8's code cache:
// compiling docsgen's few megabytes of JavaScript took ~0.1 s of every build on the main thread and as
// much again in each worker it started. The cache is V8's own (vm.Script cachedData), kept under the
// package's node_modules/.cache, keyed by dist/'s build id and the V8 version; one V8 rejects is made
// again. Its first byte records the kinds of work whose code it holds (src/util/code-cache-work.ts): the
// bundle reports the work it did, and a cache that lacks some is made again with what was compiled.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Runs the bundle at `url` (a file URL) as CommonJS and returns its exports. */
export function runBundle(url) {
  const filename = fileURLToPath(url);
  const source = readFileSync(filename, 'utf8');
  const name = path.relative(path.join(root, 'dist'), filename).replace(/[\\/]/g, '-');
  const cacheFile = cacheFileOf(name);
  let record;
  try {
    record = cacheFile && readFileSync(cacheFile);
  } catch {
    // Not made yet: made below.
  }
  const cachedData = record && record.length > 1 ? record.subarray(1) : undefined;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __docsgenImport, __docsgenCodeCache) {${source}\n})`, {
    filename,
    ...(cachedData ? { cachedData } : {}),
  });
  let held = cachedData && !script.cachedDataRejected ? record[0] : -1;
  const module = { exports: {} };
  // Code run from a code cache has no import() of its own on Node 20: the bundles import ES modules
  // (esbuild, themes, MDX pages, plugins; absolute URLs or package names) through this one.
  const importModule = (specifier) => import(specifier);
  const hook = {
    worked(kinds) {
      if (!cacheFile || held < 0 || (kinds & ~held) === 0) return;
      held |= kinds;
      save(script, cacheFile, `${name}-`, held);
    },
  };
  script.runInThisContext()(module.exports, createRequire(filename), module, filename, path.dirname(filename), importModule, hook);
  if (cacheFile && held < 0) save(script, cacheFile, `${name}-`, (held = 0));
  return module.exports;
}

/** Where a bundle's cache lives: undefined when dist/ has no build id (then nothing is cached). */
function cacheFileOf(name) {
  try {
    const buildId = readFileSync(path.join(root, 'dist', 'build-id.txt'), 'utf8').trim();
    if (!buildId) return undefined;
    return path.join(root, 'node_modules', '.cache', 'docsgen', 'v8', `${name}-${buildId}-${process.versions.v8}-${process.arch}.bin`);
  } catch {
    return undefined;
  }
}

/**
 * Writes the cache, with the kinds of work it holds the code of (`kinds`, a byte): right after the
 * bundle's top level ran (kinds 0), and again when the bundle reports work the cache lacks. (Worker
 * threads report none: a cache made after a worker's first job made the worker start slower, not faster.)
 */
function save(script, cacheFile, prefix, kinds) {
  try {
    const data = Buffer.concat([Uint8Array.of(kinds), script.createCachedData()]);
    const dir = path.dirname(cacheFile);
    mkdirSync(dir, { recursive: true });
    // Caches of other builds of the same bundle go: one per bundle is enough.
    for (const old of readdirSync(dir)) {
      if (old !== path.basename(cacheFile) && old.startsWith(prefix) && old.endsWith('.bin')) rmSync(path.join(dir, old), { force: true });
    }
    const temporary = `${cacheFile}.${process.pid}.${threadId}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, cacheFile);
  } catch {
    // A folder that cannot be written: the code is compiled again next time.
  }
}
