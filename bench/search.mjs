// Search at scale (issue 10 item 3): builds a generated corpus with --debug and prints the time the search
// index adds (what the write stage waits for it, as % of the build; its own time is the `search` stage), the index's gzip size as % of the site's HTML (each
// file gzipped, as served), and query time in Chromium: typing into the real dialog on a built page.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = { buildPct: 10, sizePct: 25, queryMs: 20 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Queries typed in the dialog: words, prefixes, typos, several words. */
const QUERIES = ['widget', 'rend', 'configure the plugins', 'sidebar', 'tokn', 'anchor link', 'deploy workers', 'page 42', 'schem', 'buffer stream'];

const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;
const pct = (a, b) => (100 * a) / b;
const verdict = (value, budget) => (value <= budget ? 'ok' : 'OVER');

function build(bin, siteDir, outDir) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [bin, 'build', siteDir, '--out-dir', outDir, '--debug'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const wallMs = performance.now() - start;
  const stages = Object.fromEntries([...`${result.stdout}${result.stderr}`.matchAll(/docsgen:([\w.]+) (\d+) ms/g)].map((m) => [m[1], Number(m[2])]));
  return { ok: result.status === 0, wallMs, stages, stderr: result.stderr.slice(-2000) };
}

/** Gzip bytes of every HTML file (each on its own, as a server sends them) and of the search assets. */
function sizes(outDir) {
  let html = 0;
  for (const file of readdirSync(outDir, { recursive: true })) if (String(file).endsWith('.html')) html += gz(readFileSync(join(outDir, String(file))));
  const assets = readdirSync(join(outDir, 'assets'));
  const size = (pattern) => {
    const name = assets.find((a) => pattern.test(a));
    return name ? gz(readFileSync(join(outDir, 'assets', name))) : 0;
  };
  return { html, index: size(/^search-index[.-]/), script: size(/^search-[0-9a-f]+\.js$/), main: size(/^main-[0-9a-f]+\.js$/) };
}

/** Serves the build, opens search on a doc page and times each query (search and result rendering). */
async function queryTimes(bin, outDir) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const { chromium } = await import('@playwright/test');
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, [bin, 'serve', repoRoot, '--dir', outDir, '--port', String(port)], { stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (let i = 0; ; i++) {
      try {
        await page.goto(`http://127.0.0.1:${port}/docs/section-01/topic-01/page-01`);
        break;
      } catch (error) {
        if (i > 50) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    const openStart = Date.now();
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog[data-ready]', { timeout: 120_000 });
    const loadMs = Date.now() - openStart;
    const times = await page.evaluate((queries) => {
      const input = /** @type {HTMLInputElement} */ (document.querySelector('dialog input'));
      const out = [];
      for (let round = 0; round < 5; round++) {
        for (const q of queries) {
          input.value = q;
          const start = performance.now();
          input.dispatchEvent(new Event('input'));
          out.push(performance.now() - start);
        }
      }
      return out;
    }, QUERIES);
    times.sort((a, b) => a - b);
    return { loadMs, median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], max: times[times.length - 1] };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Runs the search bench on the corpus at `siteDir` and prints its lines. */
export async function runSearchBench(bin, siteDir) {
  console.log(`\n[search] ${siteDir}`);
  const outDir = mkdtempSync(join(os.tmpdir(), 'docsgen-bench-search-'));
  try {
    const result = build(bin, siteDir, outDir);
    if (!result.ok) {
      console.log(`  build FAILED\n${result.stderr}`);
      return { ok: false };
    }
    // The index is built in a worker while the pages are written: what it adds to the build is the time
    // the write stage then waits for it.
    const searchMs = result.stages.search ?? 0;
    const waitMs = result.stages['search.wait'] ?? searchMs;
    const buildPct = pct(waitMs, result.wallMs);
    console.log(
      `  index build: ${searchMs} ms in a worker thread while pages are written; the build waited ${waitMs} ms for it = ${buildPct.toFixed(1)} % of a ${(result.wallMs / 1000).toFixed(2)} s build (budget <= ${BUDGET.buildPct} % ${verdict(buildPct, BUDGET.buildPct)})`,
    );
    const s = sizes(outDir);
    const sizePct = pct(s.index, s.html);
    const mb = (b) => (b / 1024 / 1024).toFixed(2);
    console.log(`  index: ${mb(s.index)} MB gzip; HTML ${mb(s.html)} MB gzip (each file) = ${sizePct.toFixed(1)} % (budget <= ${BUDGET.sizePct} % ${verdict(sizePct, BUDGET.sizePct)})`);
    console.log(`  JS: page bundle ${(s.main / 1024).toFixed(1)} KB gzip; search dialog, loaded on first open, ${(s.script / 1024).toFixed(1)} KB gzip`);
    const q = await queryTimes(bin, outDir);
    if (q.skipped) console.log(`  query time: skipped (${q.skipped})`);
    else {
      console.log(`  query time in Chromium (search + rendering results, ${QUERIES.length} queries x 5): median ${q.median.toFixed(1)} ms, p95 ${q.p95.toFixed(1)} ms, max ${q.max.toFixed(1)} ms (budget <= ${BUDGET.queryMs} ms ${verdict(q.p95, BUDGET.queryMs)})`);
      console.log(`  first open: index fetched and loaded in ${q.loadMs} ms (local server)`);
    }
    return { ok: true, buildPct, sizePct, query: q };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = resolve(process.argv[2] ?? join(repoRoot, 'bench/.corpus/10000'));
  await runSearchBench(join(repoRoot, 'bin/docsgen.js'), siteDir);
}
