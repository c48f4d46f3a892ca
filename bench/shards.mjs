// The sharded build's figure: a cold unsharded `docsgen build` of a corpus, then each of its n shards
// (`--shard i/n`, one after the other, as n CI jobs would run side by side) and `docsgen merge`, each
// with its wall time, CPU time and peak RSS against the unsharded build and the budget (a shard takes at
// most 40 % of the unsharded wall time at n = 4). Run by bench/run.mjs, or alone:
//   node bench/shards.mjs --corpus bench/.corpus/10000 [--shards 4] [--verify]
// --verify also checks that the merged shards are the unsharded build, file for file.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GNU_TIME = '/usr/bin/time';
/** A shard's wall time against the unsharded build's, at four shards (issue 21). */
export const SHARD_BUDGET = 0.4;

/** Runs `node <args>`, with wall time, CPU time and peak RSS (GNU time's %e %U %S %M when there is one). */
function measure(args, cwd) {
  const useTime = existsSync(GNU_TIME);
  const argv = useTime ? ['-f', 'BENCH_TIME %M %U %S', process.execPath, ...args] : args;
  return new Promise((done) => {
    const start = performance.now();
    const child = spawn(useTime ? GNU_TIME : process.execPath, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-64 * 1024)));
    child.on('close', (code) => {
      const wallS = (performance.now() - start) / 1000;
      const fields = /^BENCH_TIME (\d+) ([\d.]+) ([\d.]+)$/m.exec(stderr);
      done({
        ok: code === 0,
        code,
        wallS,
        cpuS: fields ? Number(fields[2]) + Number(fields[3]) : null,
        rssMb: fields ? Number(fields[1]) / 1024 : null,
        load: os.loadavg()[0],
        stdout,
        stderr: stderr.replace(/^(Command exited.*\n)?BENCH_TIME .*\n?/m, ''),
      });
    });
  });
}

/** Flushes the disk after a big build is removed, so the next measurement does not pay for it. */
function settle() {
  spawnSync('sync');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
}

function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

const fixed = (value, digits) => (value == null ? '-' : value.toFixed(digits));
const tail = (text) =>
  text
    .trimEnd()
    .split('\n')
    .slice(-12)
    .map((l) => `    | ${l}`)
    .join('\n');
const figures = (r) =>
  `${fixed(r.wallS, 2).padStart(7)} s wall ${fixed(r.cpuS, 2).padStart(7)} s CPU ${fixed(r.rssMb, 0).padStart(5)} MB  load ${fixed(r.load, 2)}`;

/**
 * Measures the unsharded build and each of `count` shards of the corpus in `siteDir` (cold, no cache),
 * then merges the shards; prints the figures and returns them.
 */
export async function runShardBench(bin, siteDir, { count = 4, verify = false } = {}) {
  const pages = (s) => /Built (?:shard \d+\/\d+: (\d+) of )?(\d+) pages/.exec(s)?.slice(1);
  console.log(
    `\nsharded build of ${siteDir} in ${count} shards  (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const base = mkdtempSync(join(os.tmpdir(), 'docsgen-shards-'));
  try {
    const whole = await measure([bin, 'build', siteDir, '--out-dir', join(base, 'whole'), '--no-cache'], siteDir);
    if (!whole.ok) {
      console.log(`  unsharded build FAILED (exit ${whole.code})\n${tail(whole.stderr)}`);
      return undefined;
    }
    console.log(`  unsharded    ${figures(whole)}  ${pages(whole.stdout)?.[1] ?? '?'} pages`);
    if (!verify) rmSync(join(base, 'whole'), { recursive: true, force: true });
    settle();
    const shards = [];
    for (let i = 1; i <= count; i++) {
      const run = await measure([bin, 'build', siteDir, '--out-dir', join(base, `shard-${i}`), '--no-cache', '--shard', `${i}/${count}`], siteDir);
      shards.push(run);
      if (!run.ok) {
        console.log(`  shard ${i}/${count} FAILED (exit ${run.code})\n${tail(run.stderr)}`);
        return undefined;
      }
      const share = run.wallS / whole.wallS;
      console.log(
        `  shard ${i}/${count}  ${figures(run)}  ${pages(run.stdout)?.[0] ?? '?'} pages  ${(share * 100).toFixed(0)} % of unsharded (budget <= ${SHARD_BUDGET * 100} % ${share <= SHARD_BUDGET ? 'ok' : 'OVER'})`,
      );
    }
    const merged = join(base, 'merged');
    mkdirSync(merged);
    for (let i = 1; i <= count; i++) cpSync(join(base, `shard-${i}`), merged, { recursive: true });
    const merge = await measure([bin, 'merge', merged], siteDir);
    console.log(merge.ok ? `  merge        ${figures(merge)}` : `  merge FAILED (exit ${merge.code})\n${tail(merge.stderr)}`);
    const slowest = Math.max(...shards.map((s) => s.wallS));
    console.log(
      `  slowest shard ${slowest.toFixed(2)} s = ${((slowest / whole.wallS) * 100).toFixed(0)} % of the unsharded ${whole.wallS.toFixed(2)} s; all shards' CPU ${fixed(
        shards.reduce((sum, s) => sum + (s.cpuS ?? 0), 0),
        1,
      )} s against ${fixed(whole.cpuS, 1)} s`,
    );
    if (verify && merge.ok) {
      const [a, b] = [files(join(base, 'whole')), files(merged)];
      const differ = a.length !== b.length || a.some((f, i) => f !== b[i] || !readFileSync(join(base, 'whole', f)).equals(readFileSync(join(merged, f))));
      console.log(`  merged output ${differ ? 'DIFFERS from' : 'is byte for byte'} the unsharded build (${a.length} files)`);
    }
    return { whole, shards, merge, slowest };
  } finally {
    rmSync(base, { recursive: true, force: true });
    settle();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { corpus: { type: 'string' }, shards: { type: 'string' }, bin: { type: 'string' }, verify: { type: 'boolean' } } });
  if (!values.corpus) {
    console.error('usage: node bench/shards.mjs --corpus <site folder> [--shards 4] [--bin bin/docsgen.js] [--verify]');
    process.exit(2);
  }
  await runShardBench(resolve(values.bin ?? join(repoRoot, 'bin/docsgen.js')), resolve(values.corpus), {
    count: Number(values.shards ?? 4),
    verify: values.verify === true,
  });
}
