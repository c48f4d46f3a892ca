// Crash safety of `docsgen build` (issue 12): SIGKILL at 30 points spread over a build of a 100-page
// generated site (300 pages take three times as long and exercise the same stages) never changes the previous output by a byte; the next build removes the temporaries
// the killed ones left and succeeds; the parse cache never serves a torn entry; a warm rebuild killed
// anywhere leaves a build state the next build recovers from.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCorpus, pagePath } from '../../bench/generate-corpus.mjs';
import { BIN, makeSite, readHeadsPack, removeSites, runCli } from '../helpers/index.js';
import { openEntry } from '../../src/util/cache-file.js';

const TRIALS = 30;
/** Trials aimed at the write stage (a warm-cache write takes too little time to be hit by chance). */
const WRITE_TRIALS = 10;
/** About how long a build's process runs after its write stage (the summary, exit). */
const EXIT_MS = 40;
let parent: string;
let siteDir: string;
let outDir: string;
let before: string;
let coldMs: number;
let cachedMs: number;
/** The write stage of a cold build: the few hundred ms in which a kill leaves a staging folder. */
let writeMs: number;

let running: ChildProcess | undefined;
afterAll(async () => {
  // A timed-out trial may leave its build running: end it before its folder is removed.
  if (running && running.exitCode === null && running.signalCode === null) {
    running.kill('SIGKILL');
    await new Promise((resolve) => running!.once('exit', resolve));
  }
  removeSites();
});

/** One hash over every file's path and bytes under `dir`. */
function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  return `${files.length}:${hash.digest('hex')}`;
}

const temporaries = () => readdirSync(parent).filter((name) => name.startsWith('.docsgen-'));

/** Spawns `docsgen build` and SIGKILLs it after `delayMs` (or lets it finish, if it is faster). */
function buildAndKill(delayMs: number, args: string[]): Promise<{ killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'build', '.', '--out-dir', outDir, ...args], { cwd: siteDir, stdio: 'ignore' });
    running = child;
    const timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve({ killed: signal === 'SIGKILL' });
    });
  });
}

beforeAll(async () => {
  parent = makeSite({});
  siteDir = path.join(parent, 'site');
  outDir = path.join(parent, 'out');
  generateCorpus(siteDir, 100, { words: 150 });
  // The faster of two cold builds: the first of a fresh process tree (or one during a load spike) can take
  // twice as long, and delays sized on it would let most trials finish before their kill.
  let start = 0;
  coldMs = Infinity;
  for (let run = 0; run < 2; run++) {
    start = performance.now();
    const cold = await runCli(['build', '.', '--out-dir', outDir, '--no-cache', '--debug'], { cwd: siteDir });
    const ms = performance.now() - start;
    expect(cold.code, cold.stderr).toBe(0);
    if (ms < coldMs) {
      coldMs = ms;
      writeMs = Number(/docsgen:write (\d+) ms/.exec(cold.stderr)?.[1]);
    }
  }
  expect(writeMs).toBeGreaterThan(0);
  // A second build fills the parse cache and times a cached build; builds are deterministic.
  await runCli(['build', '.', '--out-dir', outDir], { cwd: siteDir });
  before = hashTree(outDir);
  cachedMs = Infinity;
  for (let run = 0; run < 2; run++) {
    start = performance.now();
    const cached = await runCli(['build', '.', '--out-dir', outDir], { cwd: siteDir });
    cachedMs = Math.min(cachedMs, performance.now() - start);
    expect(cached.code, cached.stderr).toBe(0);
  }
  expect(hashTree(outDir)).toBe(before);
}, 60_000);

test(`SIGKILL at ${TRIALS} points of a build leaves the previous output complete and byte-identical`, async () => {
  let killed = 0;
  let leftTemporaries = 0;
  const spread = TRIALS - WRITE_TRIALS;
  for (let i = 0; i < TRIALS; i++) {
    // Deterministic delays spread over the whole build (process start to the final swap), alternating
    // cold builds and builds that read and write the parse cache, each over its own duration; then
    // cold builds killed across their write stage, which ends shortly before the process does.
    const cold = i % 2 === 0 || i >= spread;
    const delay =
      i < spread
        ? Math.round(((cold ? coldMs : cachedMs) * (Math.floor(i / 2) + 0.5)) / (spread / 2))
        : Math.round(coldMs - EXIT_MS - (writeMs * (i - spread + 0.5)) / WRITE_TRIALS);
    const result = await buildAndKill(delay, cold ? ['--no-cache'] : []);
    if (result.killed) killed++;
    if (temporaries().length > 0) leftTemporaries++;
    expect(existsSync(path.join(outDir, 'index.html')), `trial ${i} (${delay} ms)`).toBe(true);
    expect(hashTree(outDir), `trial ${i} (${delay} ms)`).toBe(before);
  }
  process.stdout.write(
    `crash: ${killed}/${TRIALS} builds killed, ${leftTemporaries} left temporaries (cold ${Math.round(coldMs)} ms, cached ${Math.round(cachedMs)} ms)\n`,
  );
  // Most trials must really have been killed mid-build, some during the write, for this test to mean anything.
  expect(killed).toBeGreaterThanOrEqual(TRIALS * 0.7);
  expect(leftTemporaries).toBeGreaterThan(0);
  // About 30 s alone; the delays scale with the measured build times, which grow on a loaded machine.
}, 180_000);

test('the next build removes the temporaries killed builds left, succeeds and writes the same bytes (builds are deterministic)', async () => {
  const next = await runCli(['build', '.', '--out-dir', outDir], { cwd: siteDir });
  expect(next.code, next.stderr).toBe(0);
  expect(temporaries()).toEqual([]);
  expect(hashTree(outDir)).toBe(before);
}, 30_000);

test('the parse cache holds only complete entries after the kills (sealed, and packs written aside then renamed), and a cached build matches', async () => {
  // Without the build state, a cached build loads every file (through the parse cache) instead of
  // seeing that none changed.
  rmSync(path.join(siteDir, 'node_modules/.cache/docsgen/state'), { recursive: true, force: true });
  const folder = path.join(siteDir, 'node_modules/.cache/docsgen/markdown');
  const entries = readdirSync(folder).filter((name) => name.endsWith('.bin'));
  // Every entry a build may read deserialises whole: the values (one file each), and the heads in the
  // heads pack, whose bodies (HTML and sections) sit whole in their body packs. Leftover `.tmp` files are
  // never read.
  const read = (bytes: Uint8Array, name: string) => deserialize(openEntry(bytes, name)!) as { title?: unknown; html?: unknown };
  for (const name of entries) {
    const value = read(readFileSync(path.join(folder, name)), name) as unknown;
    // Highlighted code blocks: whole lists of hast nodes.
    if (Array.isArray(value)) {
      expect(
        value.every((node: { type?: unknown }) => node.type === 'element' || node.type === 'text'),
        name,
      ).toBe(true);
      continue;
    }
    // An instance's category files' settings (by folder) with their problems.
    const categories = value as { value?: unknown; diagnostics?: unknown };
    expect(categories.value instanceof Map, name).toBe(true);
    expect(Array.isArray(categories.diagnostics), name).toBe(true);
  }
  const { index, heads } = readHeadsPack(path.join(folder, 'heads.pack'));
  expect(index.names.length).toBeGreaterThan(0);
  let at = 0;
  index.names.forEach((name, i) => {
    expect(typeof read(heads.subarray(at, at + index.sizes[i]!), name).title, name).toBe('string');
    at += index.sizes[i]!;
    const [bodies, offset, length] = index.bodyAt[i]!;
    const body = readFileSync(path.join(folder, bodies)).subarray(offset, offset + length);
    expect(typeof read(body, `${name}.body`).html, name).toBe('string');
  });
  const cached = await runCli(['build', '.', '--out-dir', outDir, '--debug'], { cwd: siteDir });
  expect(cached.code, cached.stderr).toBe(0);
  expect(cached.stderr).toMatch(/docsgen:content \d+ parsed, [1-9]\d* from cache/);
  expect(hashTree(outDir)).toBe(before);
}, 30_000);

test('warm rebuilds killed at 10 points leave a state from which the next build writes what a clean build writes', async () => {
  const cleanDir = path.join(parent, 'clean');
  const page = path.join(siteDir, 'content/docs', pagePath(10));
  // A warm rebuild after one edit, timed: the kills spread over it.
  appendFileSync(page, '\nA paragraph added before the kills.\n');
  let start = performance.now();
  expect((await runCli(['build', '.', '--out-dir', outDir], { cwd: siteDir })).code).toBe(0);
  const warmMs = performance.now() - start;
  let killed = 0;
  // Ten kills spread over a warm rebuild; on a busy machine a build may end before its kill, so trials
  // go on (with earlier kills) until at least five builds were killed, 30 trials at most.
  for (let i = 0; i < 30 && (i < 10 || killed < 5); i++) {
    // An edit of the body, then of a title every third time (which makes every page again).
    appendFileSync(page, i % 3 === 2 ? `\n## Heading ${i}\n` : `\nParagraph ${i}.\n`);
    const at = (warmMs * ((i % 10) + 0.5)) / 10 / 2 ** Math.floor(i / 10);
    const result = await buildAndKill(Math.round(at), []);
    if (result.killed) killed++;
    expect(existsSync(path.join(outDir, 'index.html')), `trial ${i}`).toBe(true);
  }
  start = performance.now();
  const next = await runCli(['build', '.', '--out-dir', outDir], { cwd: siteDir });
  expect(next.code, next.stderr).toBe(0);
  expect(temporaries()).toEqual([]);
  const clean = await runCli(['build', '.', '--out-dir', cleanDir, '--no-cache'], { cwd: siteDir });
  expect(clean.code, clean.stderr).toBe(0);
  expect(hashTree(outDir)).toBe(hashTree(cleanDir));
  process.stdout.write(`crash: ${killed} warm rebuilds killed (warm ${Math.round(warmMs)} ms)\n`);
  expect(killed).toBeGreaterThanOrEqual(5);
}, 300_000);
