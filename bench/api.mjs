// The API reference at GitHub scale: builds a one-page site with GitHub's published REST spec
// (@octokit/openapi, ~1,200 operations; a deterministic synthetic spec of the same size when that
// package is absent), once with and once without the spec, and prints the time the reference adds
// (budget: 10 s with all five sample languages) and the HTML it writes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_S = 10;

const OCTOKIT = '@octokit/openapi@23.0.2';

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

/** A deterministic spec with GitHub-like shapes: 40 tags, 1,200 operations, nested and shared schemas. */
export function syntheticSpec(operations = 1200) {
  const schemas = {
    'simple-user': { type: 'object', required: ['login', 'id'], properties: { login: { type: 'string', example: 'octocat' }, id: { type: 'integer' }, avatar_url: { type: 'string', format: 'uri' }, type: { type: 'string' }, site_admin: { type: 'boolean' } } },
    repository: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, full_name: { type: 'string' }, owner: { $ref: '#/components/schemas/simple-user' }, private: { type: 'boolean' }, description: { type: ['string', 'null'], description: 'The repository description, in **markdown**.' }, topics: { type: 'array', items: { type: 'string' } }, template_repository: { $ref: '#/components/schemas/repository' } } },
    issue: { type: 'object', required: ['id', 'title'], properties: { id: { type: 'integer' }, title: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed'] }, user: { $ref: '#/components/schemas/simple-user' }, labels: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'object', properties: { name: { type: 'string' }, color: { type: 'string' } } }] } }, repository: { $ref: '#/components/schemas/repository' } } },
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
      ...(method === 'get' ? [{ name: 'per_page', in: 'query', schema: { type: 'integer', default: 30 } }, { name: 'state', in: 'query', schema: { type: 'string', enum: ['open', 'closed', 'all'] } }] : []),
    ];
    const op = { operationId: `${tag}/op-${i}`, tags: [tag], summary: `Operation ${i}`, description: `Does thing ${i}. See [the docs](https://docs.github.com/rest/${tag}).`, parameters: params, responses: { 200: { description: 'Response', content: { 'application/json': { schema: { $ref: `#/components/schemas/${['issue', 'repository', 'simple-user'][i % 3]}` } } } }, 404: { description: 'Resource not found' } } };
    if (method === 'post' || method === 'patch') op.requestBody = { required: true, content: { 'application/json': { schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' }, body: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } } } } } };
    (paths[route] ??= {})[method] = op;
  }
  return { openapi: '3.0.3', info: { title: 'Synthetic GitHub-like API', version: '1.0.0' }, servers: [{ url: 'https://api.github.com' }], paths, components: { schemas } };
}

function makeSite(withSpec) {
  const dir = mkdtempSync(join(os.tmpdir(), 'docsgen-bench-api-'));
  mkdirSync(join(dir, 'content/docs'), { recursive: true });
  mkdirSync(join(dir, 'spec'));
  writeFileSync(join(dir, 'content/docs/intro.md'), '# Intro\n\nThe API reference bench.\n');
  const config = 'title: Bench\nurl: https://bench.example.com\nproductName: Bench\n';
  if (!withSpec) {
    writeFileSync(join(dir, 'site.config.yaml'), config);
    return { dir, source: 'none' };
  }
  const github = githubSpec();
  // GitHub's descriptions link to docs.github.com with root-relative URLs (`](/rest/...)`), which are
  // broken links on any other site; the bench makes them absolute, as a site publishing this spec would.
  if (github) writeFileSync(join(dir, 'spec/openapi.json'), readFileSync(github, 'utf8').replace(/\]\(\/(?!\/)/g, '](https://docs.github.com/').replace(/href=\\"\/(?!\/)/g, 'href=\\"https://docs.github.com/'));
  else writeFileSync(join(dir, 'spec/openapi.json'), JSON.stringify(syntheticSpec()));
  writeFileSync(join(dir, 'site.config.yaml'), `${config}api:\n  spec: spec/openapi.json\n`);
  return { dir, source: github ? '@octokit/openapi api.github.com.json' : 'synthetic (install @octokit/openapi for the real spec)' };
}

function build(bin, dir) {
  const out = join(dir, 'out');
  const start = performance.now();
  const result = spawnSync(process.execPath, [bin, 'build', dir, '--out-dir', out, '--debug'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const seconds = (performance.now() - start) / 1000;
  const stages = Object.fromEntries([...`${result.stdout}${result.stderr}`.matchAll(/docsgen:(\w+) (\d+) ms/g)].map((m) => [m[1], Number(m[2])]));
  return { ok: result.status === 0, seconds, stages, out, stderr: result.stderr.slice(-2000) };
}

function htmlFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).map((f) => ({ file: String(f), bytes: statSync(join(dir, String(f))).size }));
}

/**
 * Opens the entry page and the largest API page in Chromium (served by `docsgen serve`) and reports
 * DOMContentLoaded, load and an interactivity proxy: the end of the last long task (> 50 ms) in the
 * first 10 s after navigation start, i.e. when the main thread became free for input.
 */
async function measureInBrowser(bin, outDir, largestFile) {
  let chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    console.log('  browser timing: skipped (@playwright/test not installed)');
    return;
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
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      for (const file of ['api/index.html', `api/${largestFile}`]) {
        const page = await browser.newPage();
        await page.addInitScript(() => {
          window.__longTaskEnd = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__longTaskEnd = Math.max(window.__longTaskEnd, e.startTime + e.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        const url = new URL(file.replace(/(^|\/)index\.html$/, ''), base).href;
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForTimeout(1500);
        const t = await page.evaluate(() => {
          const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
          return { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, interactive: Math.max(nav.domContentLoadedEventEnd, window.__longTaskEnd) };
        });
        console.log(`  in Chromium, ${file}: DOMContentLoaded ${t.dcl.toFixed(0)} ms, load ${t.load.toFixed(0)} ms, interactive (last long task ended) ${t.interactive.toFixed(0)} ms`);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.log(`  browser timing FAILED: ${error.message}`);
  } finally {
    server.kill('SIGTERM');
  }
}

/** Runs the API bench and prints its lines; returns the figures (also used by bench/run.mjs). */
export async function runApiBench(bin = join(repoRoot, 'bin/docsgen.js')) {
  console.log('\n[API reference, GitHub scale]');
  const bare = makeSite(false);
  const full = makeSite(true);
  try {
    const without = build(bin, bare.dir);
    const withSpec = build(bin, full.dir);
    console.log(`  spec: ${full.source}`);
    if (!withSpec.ok || !without.ok) {
      console.log(`  build FAILED\n${(withSpec.ok ? without : withSpec).stderr}`);
      return { ok: false };
    }
    const added = withSpec.seconds - without.seconds;
    const pages = htmlFiles(join(withSpec.out, 'api'));
    const total = pages.reduce((n, p) => n + p.bytes, 0);
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0 });
    const mb = (b) => (b / 1024 / 1024).toFixed(2);
    console.log(`  build without spec ${without.seconds.toFixed(2)} s, with spec ${withSpec.seconds.toFixed(2)} s: the reference adds ${added.toFixed(2)} s (budget <= ${BUDGET_S} s ${added <= BUDGET_S ? 'ok' : 'OVER'})`);
    console.log(`  stages with spec: ${Object.entries(withSpec.stages).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
    console.log(`  HTML: ${pages.length} API pages, ${mb(total)} MB in all; entry page ${mb(pages.find((p) => p.file === 'index.html')?.bytes ?? 0)} MB; largest ${largest.file} ${mb(largest.bytes)} MB`);
    await measureInBrowser(bin, withSpec.out, largest.file);
    return { ok: true, addedS: added, pages: pages.length, totalBytes: total, largest };
  } finally {
    rmSync(bare.dir, { recursive: true, force: true });
    rmSync(full.dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runApiBench();
