// Search at scale: builds a generated corpus with --debug and prints the index build time (its worker's
// own `search` stage, and what the write stage waited for it), the search payload on disk against the
// site's HTML, the bytes (gzip) typical queries download, measured on the files the browser's engine
// actually reads (engine.ts run in Node, bench/search-client.mjs), and in Chromium the time from a
// keystroke to the first results on the served site, each query on a fresh page (nothing cached).
// `node bench/search.mjs <corpus dir>...` runs it on corpora made by bench/generate-corpus.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { nodeSearchEngine } from './search-client.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Budgets (ARCHITECTURE.md): KB a query downloads, gzip; payload on disk as % of HTML; first results; build growth 10k -> 50k. */
const BUDGET = { downloadKb: (pages) => (pages <= 1000 ? 150 : 300), payloadPct: 30, firstResultsMs: 300, growth: 5.5 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GNU_TIME = '/usr/bin/time';
/** Typical queries: one word, two words, a prefix being typed, a typo, a number prefix; what each shows. */
const QUERIES = [
  ['one word', 'widget'],
  ['one word', 'sidebar'],
  ['two words', 'deploy workers'],
  ['two words', 'anchor link'],
  ['prefix', 'rend'],
  ['prefix', 'schem'],
  ['typo', 'tokn'],
  ['typo', 'widgat'],
  ['words + prefix', 'configure the plug'],
  ['number prefix', 'page 42'],
];

const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
const verdict = (value, budget) => (value <= budget ? 'ok' : 'OVER');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A cold build with --debug: its stage timings, and (through GNU time, when there) its CPU seconds and peak RSS. */
function build(bin, siteDir, outDir) {
  const start = performance.now();
  const args = [bin, 'build', siteDir, '--out-dir', outDir, '--debug', '--no-cache'];
  const timed = existsSync(GNU_TIME);
  const result = timed
    ? spawnSync(GNU_TIME, ['-f', 'BENCH_TIME %U %S %M', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 })
    : spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const wallMs = performance.now() - start;
  const stages = Object.fromEntries([...`${result.stdout}${result.stderr}`.matchAll(/docsgen:([\w.]+) (\d+) ms/g)].map((m) => [m[1], Number(m[2])]));
  const time = /BENCH_TIME ([\d.]+) ([\d.]+) (\d+)/.exec(result.stderr);
  return {
    ok: result.status === 0,
    wallMs,
    stages,
    cpuS: time ? Number(time[1]) + Number(time[2]) : undefined,
    rssMb: time ? Number(time[3]) / 1024 : undefined,
    stderr: result.stderr.slice(-2000),
  };
}

/** Bytes on disk of the HTML pages and of the search files (entry, chunks, fragments), and their counts. */
function sizes(outDir) {
  const html = { bytes: 0, files: 0 };
  const search = { bytes: 0, files: 0, chunks: 0, fragments: 0 };
  for (const file of readdirSync(outDir, { recursive: true })) {
    const rel = String(file);
    if (rel.endsWith('.html')) {
      html.bytes += statSync(join(outDir, rel)).size;
      html.files++;
    } else if (/^assets\/(search-index\.(json|js)|search\/)/.test(rel) && statSync(join(outDir, rel)).isFile()) {
      search.bytes += statSync(join(outDir, rel)).size;
      search.files++;
      if (rel.includes('/words-')) search.chunks++;
      if (rel.includes('/result-')) search.fragments++;
    }
  }
  const assets = readdirSync(join(outDir, 'assets'));
  const script = assets.find((a) => /^search-[0-9a-f]+\.js$/.test(a));
  return {
    html,
    search,
    entryGzip: gz(readFileSync(join(outDir, 'assets/search-index.json'))),
    scriptGzip: script ? gz(readFileSync(join(outDir, 'assets', script))) : 0,
  };
}

/** What each query reads, on a fresh engine (nothing cached): files, gzip bytes, results. */
async function downloads(outDir) {
  const rows = [];
  for (const [kind, query] of QUERIES) {
    const { engine, reads } = await nodeSearchEngine(outDir);
    const start = performance.now();
    const groups = await engine.search(query);
    const ms = performance.now() - start;
    const chunks = reads.filter((r) => r.path.includes('/words-'));
    const fragments = reads.filter((r) => r.path.includes('/result-'));
    const total = reads.reduce((sum, r) => sum + r.gzip, 0);
    rows.push({
      kind,
      query,
      files: reads.length,
      chunks: chunks.length,
      fragments: fragments.length,
      total,
      chunkGzip: chunks.reduce((s, r) => s + r.gzip, 0),
      hits: groups.reduce((n, g) => n + g.hits.length, 0),
      ms,
    });
  }
  return rows;
}

/** Serves the build; for each query a fresh page, search opened, the query typed: keystroke to results. */
async function firstResults(bin, outDir) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const { chromium } = await import('@playwright/test');
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, [bin, 'serve', repoRoot, '--dir', outDir, '--port', String(port)], { stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  try {
    const times = [];
    const opens = [];
    for (const [, query] of QUERIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
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
      opens.push(Date.now() - openStart);
      // All but the last letter typed, then the time from the last keystroke to its results shown.
      await page.keyboard.type(query.slice(0, -1));
      await page.waitForFunction(() => !document.querySelector('[role="listbox"]')?.hasAttribute('aria-busy'));
      const ms = await page.evaluate(
        (last) =>
          new Promise((done) => {
            const listbox = document.querySelector('[role="listbox"]');
            const status = document.querySelector('dialog [role="status"]');
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!listbox.hasAttribute('aria-busy') && status.textContent) {
                observer.disconnect();
                done(performance.now() - start);
              }
            });
            observer.observe(listbox.parentElement, { attributes: true, childList: true, subtree: true, characterData: true });
            const input = /** @type {HTMLInputElement} */ (document.querySelector('dialog input'));
            input.value += last;
            input.dispatchEvent(new Event('input'));
          }),
        query.slice(-1),
      );
      times.push(ms);
      await context.close();
    }
    times.sort((a, b) => a - b);
    return { median: median(times), max: times[times.length - 1], openMs: median(opens) };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Runs the search bench on the corpus at `siteDir` and prints its lines; `runs` builds, medians kept. */
export async function runSearchBench(bin, siteDir, runs = Number(process.env.BENCH_RUNS ?? 3)) {
  const pages = readdirSync(join(siteDir, 'content/docs'), { recursive: true }).filter((f) => String(f).endsWith('.md')).length;
  console.log(`\n[search] ${siteDir} (${pages} pages)`);
  const outDir = mkdtempSync(join(os.tmpdir(), 'docsgen-bench-search-'));
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = build(bin, siteDir, outDir);
      if (!result.ok) {
        console.log(`  build FAILED\n${result.stderr}`);
        return { ok: false, pages };
      }
      results.push(result);
    }
    const searchMs = median(results.map((r) => r.stages.search ?? 0));
    const cpuMs = median(results.map((r) => r.stages['search.cpu'] ?? NaN));
    const waitMs = median(results.map((r) => r.stages['search.wait'] ?? r.stages.search ?? 0));
    const wallMs = median(results.map((r) => r.wallMs));
    const buildCpu = median(results.map((r) => r.cpuS ?? NaN));
    const rss = Math.max(...results.map((r) => r.rssMb ?? 0));
    console.log(
      `  index build (median of ${runs}): ${(cpuMs / 1000).toFixed(2)} s CPU, ${(searchMs / 1000).toFixed(2)} s wall in its worker thread while pages are written; the build waited ${(waitMs / 1000).toFixed(2)} s for it`,
    );
    console.log(
      `  whole build: ${(wallMs / 1000).toFixed(1)} s wall, ${buildCpu.toFixed(1)} s CPU, peak RSS ${rss.toFixed(0)} MB; load average ${os.loadavg()[0].toFixed(2)}`,
    );
    const s = sizes(outDir);
    const payloadPct = (100 * s.search.bytes) / s.html.bytes;
    console.log(
      `  payload on disk: ${mb(s.search.bytes)} MB in ${s.search.files} files (${s.search.chunks} word chunks, ${s.search.fragments} result fragments) = ${payloadPct.toFixed(1)} % of ${mb(s.html.bytes)} MB of HTML (budget <= ${BUDGET.payloadPct} % ${verdict(payloadPct, BUDGET.payloadPct)})`,
    );
    console.log(`  entry file ${kb(s.entryGzip)} KB gzip; search dialog script ${kb(s.scriptGzip)} KB gzip (loaded on first open)`);
    const rows = await downloads(outDir);
    const budget = BUDGET.downloadKb(pages);
    for (const r of rows) {
      console.log(
        `  query ${JSON.stringify(r.query).padEnd(22)} ${r.kind.padEnd(14)} ${String(r.files).padStart(3)} files (${r.chunks} chunks ${kb(r.chunkGzip)} KB, ${r.fragments} fragments) ${kb(r.total).padStart(6)} KB gzip, ${r.hits} results, ${r.ms.toFixed(0)} ms in Node`,
      );
    }
    const worst = Math.max(...rows.map((r) => r.total));
    console.log(
      `  downloads per query (gzip, entry included): median ${kb(median(rows.map((r) => r.total)))} KB, max ${kb(worst)} KB (budget <= ${budget} KB ${verdict(worst / 1024, budget)})`,
    );
    const q = await firstResults(bin, outDir);
    if (q.skipped) console.log(`  first results: skipped (${q.skipped})`);
    else {
      console.log(
        `  first results in Chromium after the last keystroke, fresh page per query: median ${q.median.toFixed(0)} ms, max ${q.max.toFixed(0)} ms (budget <= ${BUDGET.firstResultsMs} ms ${verdict(q.max, BUDGET.firstResultsMs)})`,
      );
      console.log(`  first open: entry file fetched in ${q.openMs} ms (median, local server)`);
    }
    return { ok: true, pages, searchMs, cpuMs, payloadPct, worstKb: worst / 1024, firstResults: q };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The build-time growth line: each larger corpus's index build time (CPU) against the 10,000-page one's. */
export function printSearchScaling(results) {
  const ok = results.filter((r) => r.ok);
  const base = ok.find((r) => r.pages === 10000);
  for (const r of ok) {
    if (!base || r.pages <= base.pages) continue;
    // CPU time, when known: on a shared machine wall time measures the neighbours as much as the index.
    const growth = Number.isNaN(r.cpuMs) || Number.isNaN(base.cpuMs) ? r.searchMs / base.searchMs : r.cpuMs / base.cpuMs;
    const limit = (BUDGET.growth * r.pages) / 50000;
    console.log(
      `  index build ${r.pages} pages / 10000 pages: ${growth.toFixed(2)} x for ${(r.pages / 10000).toFixed(0)} x the pages (budget <= ${limit.toFixed(2)} x ${verdict(growth, limit)})`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : [join(repoRoot, 'bench/.corpus/10000')];
  const results = [];
  // DOCSGEN_BIN measures another copy of docsgen (a snapshot, say, while this checkout's dist/ changes).
  const bin = resolve(process.env.DOCSGEN_BIN ?? join(repoRoot, 'bin/docsgen.js'));
  for (const dir of dirs) results.push(await runSearchBench(bin, resolve(dir)));
  printSearchScaling(results);
  console.log(
    `${os.cpus().length} cpus, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} at the end`,
  );
}
