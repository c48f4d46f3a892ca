// `npm run bench`: times cold `docsgen build` against the bare unified pipeline on generated corpora,
// then warm rebuilds (one doc edited; nothing changed), sharded builds (shards.mjs), and prints them next to
// the budgets in ARCHITECTURE.md.
// It reports a failed build; it never throws on one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MARKER_FILE, corpusMarker, generateCorpus } from './generate-corpus.mjs';
import { listMarkdownFiles } from './bare-pipeline.mjs';
import { runApiBench } from './api.mjs';
import { printSearchScaling, runSearchBench } from './search.mjs';
import { runDevBench, runServeLoad } from './dev.mjs';
import { makeMdxCorpus, runMdxBench } from './mdx.mjs';
import { runShardBench } from './shards.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GNU_TIME = '/usr/bin/time';
/** Budgets from ARCHITECTURE.md ("Budgets"); RSS budgets exist for the sizes it names. */
const BUDGET = {
  ratio: 1.0,
  versionMs: 150,
  sesameS: 1.5,
  rssMb: { 1000: 350, 10000: 1229 },
  /** Warm rebuild after one doc edit, and a build with nothing changed, in seconds. */
  warmS: { 1000: 0.6, 10000: 3 },
  noChangeS: { 1000: 0.4 },
};

const USAGE = `usage: node bench/run.mjs [--sizes 100,1000,10000] [--bin bin/docsgen.js] [--only builds]
  --sizes  corpus sizes in pages (default: $BENCH_SIZES or 100,1000,10000)
  --bin    the docsgen entry to measure (default: bin/docsgen.js)
  --only   builds: only the corpus builds (cold, warm, no change), not the API, search, dev and MDX benches`;

function parseOptions() {
  const { values } = parseArgs({
    options: { sizes: { type: 'string' }, bin: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const sizes = (values.sizes ?? process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(`bad sizes: ${values.sizes ?? process.env.BENCH_SIZES}\n${USAGE}`);
    process.exit(2);
  }
  if (values.only !== undefined && values.only !== 'builds') {
    console.error(`bad --only: ${values.only}\n${USAGE}`);
    process.exit(2);
  }
  return { sizes, bin: resolve(values.bin ?? join(repoRoot, 'bin/docsgen.js')), buildsOnly: values.only === 'builds' };
}

/** Generates bench/.corpus/<pages> unless a corpus with the same marker is already there. */
function ensureCorpus(pages) {
  const dir = join(repoRoot, 'bench/.corpus', String(pages));
  const marker = join(dir, MARKER_FILE);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === corpusMarker(pages)) return { dir, genS: null };
  const start = performance.now();
  generateCorpus(dir, pages);
  return { dir, genS: (performance.now() - start) / 1000 };
}

/**
 * Runs `node <args>` to completion, measuring wall time, peak RSS and CPU time: through GNU time's %M,
 * %U and %S when available, otherwise by polling the child's /proc/<pid>/status (VmHWM is the kernel's
 * own peak; CPU time is then unknown).
 */
function measure(args, cwd) {
  const useTime = existsSync(GNU_TIME);
  const command = useTime ? GNU_TIME : process.execPath;
  const argv = useTime ? ['-f', 'BENCH_TIME %e %M %U %S', process.execPath, ...args] : args;
  return new Promise((done) => {
    const start = performance.now();
    const child = spawn(command, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let peakKb = 0;
    let cpuS = null;
    let sysS = null;
    child.stdout.resume();
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-64 * 1024);
    });
    const poll = useTime ? null : setInterval(() => (peakKb = Math.max(peakKb, readPeakKb(child.pid))), 20);
    child.on('error', (error) => {
      stderr += `\n${error.message}`;
    });
    child.on('close', (code, signal) => {
      const wallS = (performance.now() - start) / 1000;
      if (poll) clearInterval(poll);
      const lines = stderr.trimEnd().split('\n');
      const timeLine = useTime ? lines.findLastIndex((l) => l.startsWith('BENCH_TIME ')) : -1;
      if (timeLine >= 0) {
        const fields = lines[timeLine].split(' ');
        peakKb = Number(fields[2]);
        cpuS = Number(fields[3]) + Number(fields[4]);
        sysS = Number(fields[4]);
        lines.splice(timeLine, 1);
        // GNU time adds "Command exited with non-zero status N" just before its format line.
        if (/^Command (exited|terminated)/.test(lines[timeLine - 1] ?? '')) lines.splice(timeLine - 1, 1);
      }
      done({ ok: code === 0, code: code ?? signal, wallS, cpuS, sysS, rssMb: peakKb ? peakKb / 1024 : null, stderr: lines.join('\n') });
    });
  });
}

function readPeakKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    return Math.max(kb('VmHWM'), kb('VmRSS'));
  } catch {
    return 0; // the process has already exited
  }
}

async function coldBuild(bin, siteDir, flags = ['--no-cache', '--debug'], outDir = undefined) {
  // Drop docsgen's own temporaries (.docsgen-*); --no-cache keeps the parse cache out of a cold build.
  if (siteDir.startsWith(join(repoRoot, 'bench/.corpus'))) {
    for (const name of readdirSync(siteDir)) if (name.startsWith('.docsgen-')) rmSync(join(siteDir, name), { recursive: true, force: true });
  }
  const out = outDir ?? mkdtempSync(join(os.tmpdir(), 'docsgen-bench-'));
  // A cold build's output is removed only once every build ran: right after removing thousands of files
  // the file system made the next build's file creation several times slower (1,000 pages: the write
  // stage took 5.5 s instead of 1.9 s, most of it system time), which measured the benchmark, not docsgen.
  if (!outDir) leftovers.push(out);
  return measure([bin, 'build', siteDir, '--out-dir', out, ...flags], siteDir);
}

/** Output folders of cold builds, removed at the end (see coldBuild). */
const leftovers = [];

function removeLeftovers() {
  for (const dir of leftovers.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', removeLeftovers);
process.on('SIGINT', () => process.exit(130));

/**
 * Flushes the file system and waits a moment: removing a build's thousands of files leaves the kernel
 * work to do (journal, discard) that slowed whatever ran next by up to 30 % (measured: a 1,000-page
 * build's write stage took 0.7 s after a quiet disk and 1.7 to 2.2 s right after removing a build).
 */
function settle() {
  spawnSync('sync');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
}

/**
 * Wakes the machine after settle(), before a warm build is measured. On the benchmark machine (a VM), a
 * process started after the 2 s settle runs slowly for its first tenth of a second: `node -e 0` took
 * 62-64 ms back to back, 83-126 ms after 0.5-2 s idle, and 66-75 ms when one `node -e 0` ran first
 * (measured 2026-11-28). A warm build takes about half a second, so that wake-up was up to a fifth of its
 * figure and measured the VM, not docsgen. Two `node -e 0` run first, both timed: the first shows the
 * wake-up, the second the awake start (printed with the warm figures).
 */
function wake(wakes) {
  const time = () => {
    const start = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    return performance.now() - start;
  };
  wakes.push([time(), time()]);
}

/** The wake-up line printed with the warm figures (see wake). */
function wakeLine(wakes) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return `  before each warm build: sync, 2 s settle, two \`node -e 0\` to wake the machine (median ${median(wakes.map((w) => w[0])).toFixed(0)} ms right after the settle, ${median(wakes.map((w) => w[1])).toFixed(0)} ms just before the build)`;
}

/**
 * A build that fills the cache and the output folder, then, `runs` times into the same folder, a build
 * after a single doc's body changed (the warm rebuild: it rewrites what the change reaches) and a build
 * with nothing changed (it only checks the inputs' stamps and the output); then `runs` builds after that
 * doc's title changed. Each build is measured with the load average at its start, the machine awake (see wake).
 */
async function warmBuilds(bin, siteDir, runs) {
  const cacheDir = join(siteDir, 'node_modules/.cache/docsgen');
  rmSync(cacheDir, { recursive: true, force: true });
  const outDir = mkdtempSync(join(os.tmpdir(), 'docsgen-bench-warm-'));
  const files = listMarkdownFiles(join(siteDir, 'content/docs'));
  const target = files[Math.floor(files.length / 2)];
  const original = readFileSync(target, 'utf8');
  const edits = [];
  const unchanged = [];
  const wakes = [];
  try {
    const fill = await coldBuild(bin, siteDir, ['--debug'], outDir);
    if (!fill.ok) return { failed: fill };
    for (let run = 0; run < runs; run++) {
      writeFileSync(target, `${original}\nA changed paragraph for warm rebuild ${run + 1}.\n`);
      settle();
      wake(wakes);
      const load = os.loadavg()[0];
      const edit = await coldBuild(bin, siteDir, ['--debug'], outDir);
      if (!edit.ok) return { failed: edit };
      edits.push({ ...edit, load });
      settle();
      wake(wakes);
      const quietLoad = os.loadavg()[0];
      const none = await coldBuild(bin, siteDir, ['--debug'], outDir);
      if (!none.ok) return { failed: none };
      unchanged.push({ ...none, load: quietLoad });
    }
    // Then its title: every page showing it (its topic's, its neighbours) changes, and every page of the
    // docs is looked at.
    const edited = `${original}\nA changed paragraph for warm rebuild ${runs}.\n`;
    const titles = [];
    for (let run = 0; run < runs; run++) {
      writeFileSync(target, edited.replace(/^title: .*$/m, `title: A retitled page ${run + 1}`));
      settle();
      wake(wakes);
      const load = os.loadavg()[0];
      const titled = await coldBuild(bin, siteDir, ['--debug'], outDir);
      if (!titled.ok) return { failed: titled };
      titles.push({ ...titled, load });
    }
    return { edits, unchanged, titles, wakes };
  } finally {
    writeFileSync(target, original);
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
    settle();
  }
}

/** The run of median wall time, with every run's figures for the log. */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.wallS - b.wallS);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const runFigures = (r) => `${r.wallS.toFixed(2)} s wall, ${fixed(r.cpuS, 2)} s CPU, load ${r.load.toFixed(2)}`;

function printWarm(label, results, budget, cold) {
  const median = medianRun(results);
  const share = cold ? `, ${((100 * median.wallS) / cold.wallS).toFixed(0)} % of cold` : '';
  const verdictText = budget == null ? '' : `  (budget <= ${budget} s ${verdict(median.wallS, budget)})`;
  console.log(`  ${label}, median of ${results.length}: ${runFigures(median)}${share}${verdictText}`);
  console.log(`    runs: ${results.map(runFigures).join('; ')}`);
  const stages = (median.stderr.match(/^docsgen:\S+ .*$/gm) ?? []).join(', ');
  if (stages) console.log(`    stages: ${stages}`);
}

/**
 * The bare pipeline over the markdown files below `dir`, in a fresh node process as each docsgen build
 * is: run in this process, every run after the first found the JIT warm. Returns seconds.
 */
function bareInFreshProcess(dir) {
  const script = `import('./bench/bare-pipeline.mjs').then((m) => console.log(m.runBarePipeline(m.listMarkdownFiles(${JSON.stringify(dir)}))))`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bare pipeline failed: ${result.stderr}`);
  return Number(result.stdout.trim()) / 1000;
}

function measureVersion(bin) {
  const times = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, [bin, '--version'], { cwd: repoRoot, encoding: 'utf8' });
    times.push(performance.now() - start);
    if (result.status !== 0) return { ok: false, stderr: `${result.stderr ?? ''}${result.error?.message ?? ''}` };
  }
  times.sort((a, b) => a - b);
  return { ok: true, ms: (times[4] + times[5]) / 2 };
}

const verdict = (value, budget) => (value == null || budget == null ? '' : value <= budget ? 'ok' : 'OVER');
const fixed = (value, digits) => (value == null ? '-' : value.toFixed(digits));
const tail = (text, n = 15) =>
  text
    .trimEnd()
    .split('\n')
    .slice(-n)
    .map((l) => `    | ${l}`)
    .join('\n');
const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

function printTable(rows) {
  const header = ['pages', 'corpus s', 'docsgen s', 'peak RSS MB', 'RSS budget', 'bare s', 'ratio', 'ratio budget', 'status'];
  const body = rows.map((r) => [
    String(r.pages),
    r.genS == null ? 'reused' : fixed(r.genS, 2),
    r.build.ok ? fixed(r.build.wallS, 2) : '-',
    fixed(r.build.rssMb, 0),
    r.rssBudget == null ? '-' : `<= ${r.rssBudget} ${verdict(r.build.rssMb, r.rssBudget)}`,
    fixed(r.bareS, 2),
    r.ratio == null ? '-' : fixed(r.ratio, 2),
    r.ratio == null ? `<= ${BUDGET.ratio.toFixed(2)}` : `<= ${BUDGET.ratio.toFixed(2)} ${verdict(r.ratio, BUDGET.ratio)}`,
    r.build.ok ? 'ok' : `FAILED (${r.build.code})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of body) console.log(line(row));
}

const budgetsLine = () =>
  `\nbudgets (ARCHITECTURE.md): ratio <= ${BUDGET.ratio.toFixed(1)} (aim 0.6) on two cores; peak RSS <= 350 MB at 1,000 pages, <= 1.2 GB at 10,000; ` +
  'warm rebuild after one edit <= 0.6 s at 1,000 pages, <= 3 s at 10,000; nothing changed <= 0.4 s at 1,000';

async function main() {
  const { sizes, bin, buildsOnly } = parseOptions();
  console.log(`docsgen bench  node ${process.version}  ${os.cpus().length} cpus  ${loadLine()}`);
  console.log(`peak RSS via ${existsSync(GNU_TIME) ? `${GNU_TIME} -f %M` : '/proc/<pid>/status polling'}`);
  if (!existsSync(bin)) console.log(`\n${bin} does not exist: every docsgen measurement will be FAILED`);

  const version = measureVersion(bin);
  console.log(
    version.ok
      ? `\ndocsgen --version  median of 10: ${fixed(version.ms, 0)} ms  (budget <= ${BUDGET.versionMs} ms ${verdict(version.ms, BUDGET.versionMs)})`
      : `\ndocsgen --version  FAILED\n${tail(version.stderr)}`,
  );

  if (existsSync(join(repoRoot, 'site.config.yaml'))) {
    // The first build after `npm run build` also makes docsgen's own V8 code cache (bin/code-cache.js),
    // which every later build reads: it is printed apart, and the budget is checked on the three after it.
    const first = await coldBuild(bin, repoRoot);
    const runs = [];
    for (let run = 0; run < 3 && first.ok; run++) runs.push(await coldBuild(bin, repoRoot));
    const failed = [first, ...runs].find((r) => !r.ok);
    const sesame = failed ?? medianRun(runs);
    console.log(
      sesame.ok
        ? `Sesame cold build (--no-cache), median of 3: ${fixed(sesame.wallS, 2)} s, peak RSS ${fixed(sesame.rssMb, 0)} MB  (budget <= ${BUDGET.sesameS} s ${verdict(sesame.wallS, BUDGET.sesameS)})\n    runs: ${runs.map((r) => `${fixed(r.wallS, 2)} s`).join(', ')}; the first build after \`npm run build\`, which also makes docsgen's code cache: ${fixed(first.wallS, 2)} s`
        : `Sesame cold build: FAILED (exit ${sesame.code}) after ${fixed(sesame.wallS, 2)} s\n${tail(sesame.stderr)}`,
    );
  } else {
    console.log('Sesame cold build: skipped (no site.config.yaml at the repository root)');
  }

  const rows = [];
  for (const pages of sizes) {
    console.log(`\n[${pages} pages] ${loadLine()}`);
    const { dir, genS } = ensureCorpus(pages);
    console.log(genS == null ? `  corpus reused: ${dir}` : `  corpus generated in ${genS.toFixed(2)} s: ${dir}`);
    const files = listMarkdownFiles(join(dir, 'content'));
    // Timings on a shared two-core machine move by 15 % from run to run: the bare pipeline and the build
    // run in turns, and the ratio is the median of the runs' ratios.
    const runs = Number(process.env.BENCH_RUNS ?? (pages <= 1000 ? 3 : 1));
    const pairs = [];
    for (let run = 0; run < runs; run++) {
      const bareS = bareInFreshProcess(join(dir, 'content'));
      // Cold as users run it: the default settings (the cache on) with the corpus's cache folder emptied.
      rmSync(join(dir, 'node_modules', '.cache', 'docsgen'), { recursive: true, force: true });
      const build = await coldBuild(bin, dir, ['--debug']);
      pairs.push({ bareS, build });
      const line = build.ok
        ? `docsgen build ${build.wallS.toFixed(2)} s wall, ${fixed(build.cpuS, 2)} s CPU of which ${fixed(build.sysS, 2)} s system (peak RSS ${fixed(build.rssMb, 0)} MB), ratio ${(build.wallS / bareS).toFixed(2)}`
        : `docsgen build FAILED (exit ${build.code}) after ${build.wallS.toFixed(2)} s; stderr tail:\n${tail(build.stderr)}`;
      console.log(`  run ${run + 1}/${runs}: bare pipeline (${files.length} files, one thread) ${bareS.toFixed(2)} s; ${line}`);
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
    const failed = pairs.find((p) => !p.build.ok);
    const ratio = failed ? null : median(pairs.map((p) => p.build.wallS / p.bareS));
    // The run whose ratio is the median stands for the size; peak RSS is the highest of all runs.
    const chosen = failed ?? pairs.find((p) => p.build.wallS / p.bareS === ratio);
    const build = { ...chosen.build, rssMb: Math.max(...pairs.map((p) => p.build.rssMb ?? 0)) };
    const bareS = chosen.bareS;
    if (runs > 1 && ratio != null)
      console.log(`  median ratio of ${runs} runs: ${ratio.toFixed(2)} (build ${build.wallS.toFixed(2)} s against bare ${bareS.toFixed(2)} s)`);
    const warm = build.ok && pages <= 10000 ? await warmBuilds(bin, dir, Number(process.env.BENCH_RUNS ?? 3)) : undefined;
    if (warm?.failed) console.log(`  warm rebuild FAILED (exit ${warm.failed.code}); stderr tail:\n${tail(warm.failed.stderr)}`);
    else if (warm) {
      printWarm('warm rebuild after one doc edit', warm.edits, BUDGET.warmS[pages], build);
      printWarm('build with nothing changed', warm.unchanged, BUDGET.noChangeS[pages], build);
      printWarm('warm rebuild after one doc title edit', warm.titles, BUDGET.warmS[pages], build);
      console.log(wakeLine(warm.wakes));
    }
    const stages = (build.stderr.match(/^docsgen:\S+ .*$/gm) ?? []).join(', ');
    if (stages) console.log(`  stages: ${stages}`);
    rows.push({ pages, genS, bareS, build, ratio, rssBudget: BUDGET.rssMb[pages] ?? null });
  }

  printTable(rows);
  if (buildsOnly) {
    console.log(budgetsLine());
    console.log(`${os.cpus().length} cpus, ${loadLine()} at the end; a load near or above the cpu count makes the timings unreliable`);
    return;
  }
  // A sharded build (--shard i/4) against the unsharded one, at the sizes CI would shard.
  for (const pages of sizes.filter((n) => n >= 1000)) await runShardBench(bin, ensureCorpus(pages).dir);
  await runApiBench(bin);
  // Search budgets are set per size from 1,000 pages; the index build's growth against 10,000 pages.
  const searchRuns = [];
  for (const pages of sizes.filter((n) => n >= 1000)) searchRuns.push(await runSearchBench(bin, ensureCorpus(pages).dir));
  printSearchScaling(searchRuns);
  await runDevBench(bin, ensureCorpus(1000).dir);
  await runServeLoad(bin, ensureCorpus(100).dir);
  const mdxDir = join(repoRoot, 'bench/.corpus/1000-mdx');
  makeMdxCorpus(ensureCorpus(1000).dir, mdxDir);
  await runMdxBench(coldBuild, bin, ensureCorpus(1000).dir, mdxDir, Number(process.env.BENCH_RUNS ?? 3));
  console.log(budgetsLine());
  console.log(`${os.cpus().length} cpus, ${loadLine()} at the end; a load near or above the cpu count makes the timings unreliable`);
}

await main();
