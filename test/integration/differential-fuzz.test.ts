// Differential fuzzing (issue 37): random edit sequences on a site with MDX pages, a partial, site
// components, a sidebars file, a versioned docs instance, a blog, pages, static files and a generated spec.
// After every step the default build (cache on, into one folder) and a `--no-cache` build (into another)
// must exit alike and report the same problems, and their output folders must hold the very same files.
// The suite runs a few steps; `npm run fuzz:diff` a long run (DIFF_STEPS, DIFF_SEED, DIFF_OPERATIONS,
// DIFF_SPEC=stripe for the Stripe-shaped spec). Run nothing else with vitest meanwhile: its global setup
// rebuilds dist/, and a build started then fails on one side only. Below the loop: one regression test
// per mismatch found.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createRandom } from '../helpers/fuzz.js';
import { DiffSite } from '../helpers/diff-site.js';
import { removeSites, runCli } from '../helpers/index.js';
import { fileHashes } from '../helpers/sandbox.js';
import { warmSite } from '../helpers/warm-builds.js';

const LONG = process.env.DIFF_STEPS !== undefined;
const STEPS = Number(process.env.DIFF_STEPS ?? 6);
const SEED = Number(process.env.DIFF_SEED ?? 20_260_537);
/** Operations of the generated spec: a few seconds of a clean build in the long run, less in the suite. */
const OPERATIONS = Number(process.env.DIFF_OPERATIONS ?? (LONG ? 200 : 40));
const SPEC_KIND = process.env.DIFF_SPEC === 'stripe' ? 'stripe' : 'synthetic';
/** Mismatches after which the run stops (after each, the warm build starts again from nothing). */
const MAX_MISMATCHES = Number(process.env.DIFF_MAX_MISMATCHES ?? (LONG ? 3 : 1));

afterAll(() => removeSites());

/** The problems a build printed: its report lines and their hints, without the summary or timings. */
const problems = (stderr: string) =>
  stderr.split('\n').filter((line) => /\s(warning|error)\s/.test(line) || line.startsWith('  hint:') || /unexpected/i.test(line));

/** How two output folders differ: files only in one, and each differing file with the first place it differs. */
function outputDifference(warmDir: string, cleanDir: string): string[] {
  // A folder no build made yet (both failed from the start) holds no files.
  const [warm, clean] = [warmDir, cleanDir].map((dir) => (existsSync(dir) ? fileHashes(dir) : {})) as [Record<string, string>, Record<string, string>];
  const out: string[] = [];
  for (const rel of Object.keys(warm).sort()) if (!(rel in clean)) out.push(`only in the warm output: ${rel}`);
  for (const rel of Object.keys(clean).sort()) if (!(rel in warm)) out.push(`only in the clean output: ${rel}`);
  for (const rel of Object.keys(clean).sort()) {
    if (!(rel in warm) || warm[rel] === clean[rel]) continue;
    const [a, b] = [readFileSync(path.join(warmDir, rel)), readFileSync(path.join(cleanDir, rel))];
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    const around = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, i - 120), i + 160).toString('utf8'));
    out.push(`differs: ${rel} (${a.length} against ${b.length} bytes) at byte ${i}\n    warm:  ${around(a)}\n    clean: ${around(b)}`);
  }
  return out;
}

interface StepOutcome {
  code: number | null;
  problems: string[];
  warmMs: number;
  cleanMs: number;
  mismatch: string[];
  /** Both builds' stderr, warm first. */
  stderr: string;
}

/** Builds the site warm and clean and says how they differ (nothing when they agree). */
async function compare(dirs: { siteDir: string; warmDir: string; cleanDir: string }): Promise<StepOutcome> {
  let start = performance.now();
  const warm = await runCli(['build', '.', '--out-dir', dirs.warmDir], { cwd: dirs.siteDir });
  const warmMs = performance.now() - start;
  start = performance.now();
  const clean = await runCli(['build', '.', '--out-dir', dirs.cleanDir, '--no-cache'], { cwd: dirs.siteDir });
  const cleanMs = performance.now() - start;
  const mismatch: string[] = [];
  if (warm.code !== clean.code)
    mismatch.push(`exit code ${warm.code} warm, ${clean.code} clean\n  warm stderr:\n${warm.stderr}\n  clean stderr:\n${clean.stderr}`);
  const [warmProblems, cleanProblems] = [problems(warm.stderr), problems(clean.stderr)];
  if (JSON.stringify(warmProblems) !== JSON.stringify(cleanProblems)) {
    mismatch.push(`problems differ\n  warm:\n    ${warmProblems.join('\n    ')}\n  clean:\n    ${cleanProblems.join('\n    ')}`);
  }
  // A failed build leaves the output as it was, so the folders agree after a failure too.
  mismatch.push(...outputDifference(dirs.warmDir, dirs.cleanDir));
  return { code: clean.code, problems: cleanProblems, warmMs, cleanMs, mismatch, stderr: `${warm.stderr}\n${clean.stderr}` };
}

// Once more from a new folder when a run fails: a cache bug fails both runs (the edits are seeded), and
// the first run's output is in the log either way. (Its first build failed in fresh clones while two
// pages wrote one compiled MDX module through the same temporary file: fixed in writeModule, tested in
// test/unit/bundle/write-module.test.ts.)
test(`${STEPS} steps of random edits (seed ${SEED}, ${OPERATIONS} operations): the default build writes what a --no-cache build writes`, {
  timeout: Math.max(90_000, STEPS * 60_000),
  retry: 1,
}, async () => {
  const dirs = warmSite();
  const site = new DiffSite(createRandom(SEED), OPERATIONS, SPEC_KIND);
  const replay = (steps: number) =>
    `replay: DIFF_SEED=${SEED} DIFF_STEPS=${steps} DIFF_OPERATIONS=${OPERATIONS}${SPEC_KIND === 'stripe' ? ' DIFF_SPEC=stripe' : ''} npx vitest run test/integration/differential-fuzz.test.ts`;
  const log = (line: string) => LONG && process.stdout.write(`${line}\n`);
  site.sync(dirs.siteDir);
  const first = await compare(dirs);
  // Printed, not only asserted: a run that passes once more (see above) still leaves this in the log.
  if (first.code !== 0 || first.mismatch.length > 0)
    process.stdout.write(`differential fuzz: the first build failed (exit ${first.code}):\n${first.stderr}\n${first.mismatch.join('\n')}\n`);
  expect(first.code, `the first build:\n${first.stderr}`).toBe(0);
  expect(first.mismatch, 'the first build').toEqual([]);
  expect(first.problems, 'the first build').toEqual([]);
  expect(first.code).toBe(0);
  log(`diff-fuzz: seed ${SEED}, ${OPERATIONS} operations, first builds ${Math.round(first.warmMs)} + ${Math.round(first.cleanMs)} ms`);

  const history: string[] = [];
  const mismatches: string[] = [];
  let good = site.snapshot();
  /** The sites of the last steps, oldest first. */
  const earlier: Array<Map<string, string>> = [];
  let failing = 0;
  const outcomes = { built: 0, failed: 0 };
  const times = { warm: 0, clean: 0 };
  for (let i = 1; i <= STEPS && mismatches.length < MAX_MISMATCHES; i++) {
    // A site both builds reject is put back to its last good state now and then, so most steps compare
    // output; now and then the site goes back to an earlier step's (the cache holds entries for it).
    let edits: string[];
    if (failing > 0 && (failing >= 2 || site.chance(0.5))) {
      site.restore(good);
      edits = ['revert to the last site that built'];
    } else if (earlier.length > 2 && site.chance(0.05)) {
      const back = Math.floor(site.random() * earlier.length);
      site.restore(earlier[back]!);
      edits = [`back to the site of step ${i - earlier.length + back}`];
    } else edits = site.step();
    earlier.push(site.snapshot());
    if (earlier.length > 20) earlier.shift();
    history.push(`step ${i}: ${edits.join(' | ')}`);
    site.sync(dirs.siteDir);
    const outcome = await compare(dirs);
    times.warm += outcome.warmMs;
    times.clean += outcome.cleanMs;
    outcomes[outcome.code === 0 ? 'built' : 'failed']++;
    log(
      `step ${i} (${Math.round(outcome.warmMs)} + ${Math.round(outcome.cleanMs)} ms, exit ${outcome.code}${outcome.mismatch.length ? ', MISMATCH' : ''}): ${edits.join(' | ')}`,
    );
    if (outcome.code === 0) {
      good = site.snapshot();
      failing = 0;
    } else failing++;
    if (outcome.mismatch.length) {
      mismatches.push(`${replay(i)}\n${history.join('\n')}\n${outcome.mismatch.join('\n')}`);
      // The warm build starts again from nothing, so later mismatches are their own.
      rmSync(dirs.warmDir, { recursive: true, force: true });
      rmSync(path.join(dirs.siteDir, 'node_modules/.cache/docsgen'), { recursive: true, force: true });
    }
  }
  log(
    `diff-fuzz: ${history.length} steps, ${outcomes.built} built, ${outcomes.failed} failed alike, ${mismatches.length} mismatches; warm ${Math.round(times.warm / 1000)} s, clean ${Math.round(times.clean / 1000)} s`,
  );
  expect(mismatches.join('\n\n')).toBe('');
});
