// `docsgen dev` and `docsgen serve` figures: dev start-up to the first page served, and the time from a
// save to what a browser sees on the 1,000-page corpus, for saves made while the background parse after
// the start runs and after it: body edits (<= 150 ms p50), outline edits by kind (title, sidebar
// position, new, renamed and deleted files, category files: <= 500 ms), broken saves to the error
// shown and fixes to the page back (<= 300 ms); and a 20 s load test of `serve` at 100 connections
// (autocannon, loopback only). `node bench/dev.mjs <corpus>` runs the dev part alone.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Starts a docsgen command and resolves with its URL once it prints one. */
function start(bin, args, pattern) {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) resolve({ child, url: match[1], startedAt: started, output: () => out });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`docsgen ${args[0]} exited with ${code}:\n${out.slice(-2000)}`)));
  });
}

/**
 * The dev server's server-sent events as a browser gets them: `next(name, test)` resolves with the
 * data of the next `reload` or `problems` event (passing `test`) after the call; `ready` resolves once
 * the stream is connected.
 */
function sseEvents(url) {
  const controller = new AbortController();
  const waiters = [];
  let connected;
  const ready = new Promise((resolve) => (connected = resolve));
  void fetch(url, { signal: controller.signal })
    .then(async (res) => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          if (name === 'problems') connected();
          for (const waiter of waiters.filter((w) => w.name === name && w.test(data))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(data);
          }
        }
      }
    })
    .catch(() => undefined);
  const next = (name, test = () => true) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} event within 10 s`)), 10_000);
      timer.unref();
      waiters.push({ name, test, resolve: (data) => (clearTimeout(timer), resolve(data)) });
    });
  return { ready, next, close: () => controller.abort() };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Budgets from ARCHITECTURE.md: p50 of each kind of save, in ms. */
const DEV_BUDGET = { body: 150, outline: 500, error: 300, fixed: 300 };

/**
 * A copy of the corpus to edit (its cache folder left out, so that the background parse after the
 * start parses every page, as on a first start).
 */
function copyCorpus(corpusDir) {
  const dir = mkdtempSync(join(os.tmpdir(), 'docsgen-dev-bench-'));
  cpSync(corpusDir, dir, { recursive: true, filter: (src) => !src.split(/[\\/]/).includes('node_modules') });
  return dir;
}

/**
 * One `docsgen dev` run on a fresh copy of the corpus: `script(session)` makes the saves. Each save is
 * timed from the file write to what a browser sees (the reload event and the new page served, or the
 * problems event naming the file), and recorded as made during the background parse or after it.
 */
async function devSession(bin, corpusDir, script, { waitForBackground }) {
  const site = copyCorpus(corpusDir);
  const dev = await start(bin, ['dev', site, '--port', '0', '--debug'], /serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/);
  const samples = [];
  let background = true;
  // With --debug, dev says when the background parse after the start has the whole site in.
  const onOutput = () => {
    if (/docsgen:dev whole site in/.test(dev.output())) background = false;
  };
  dev.child.stdout.on('data', onOutput);
  onOutput();
  const events = sseEvents(new URL('/__docsgen/events', dev.url));
  const page = (p) => fetch(new URL(p, dev.url)).then(async (r) => ({ status: r.status, html: await r.text() }));
  const session = {
    site,
    page,
    get background() {
      return background;
    },
    /** Saves with `save()`, then waits for `event` (reload or problems passing `test`) until `served()` holds. */
    async timed(kind, save, { event = 'reload', test, served }) {
      const during = background;
      const t0 = performance.now();
      let seen = events.next(event, test);
      seen.catch(() => undefined);
      save();
      // A rebuild already under way when the file was saved may report first; a later one has the save.
      for (let attempt = 0; ; attempt++) {
        await seen;
        if (!served || (await served())) break;
        if (attempt === 4) throw new Error(`${kind}: not served after 5 ${event} events`);
        seen = events.next(event, test);
        seen.catch(() => undefined);
      }
      const ms = performance.now() - t0;
      // A save counts as made during the background parse when the parse was still running at its end.
      samples.push({ kind, ms, during: during && background });
      if (process.env.DEV_BENCH_LOG) console.log(`    ${kind} ${ms.toFixed(0)} ms${during && background ? ' (during)' : ''}`);
      await sleep(120);
      return ms;
    },
  };
  try {
    const first = await page('/docs/section-01/topic-01/page-01');
    const startupS = (performance.now() - dev.startedAt) / 1000;
    await events.ready;
    if (waitForBackground) {
      const deadline = performance.now() + 120_000;
      while (background) {
        if (performance.now() > deadline) throw new Error('the background parse did not finish within 120 s');
        await sleep(50);
      }
      await sleep(300);
    }
    await script(session);
    const backgroundMs = Number(/serving [\s\S]*?\nsite rebuilt in (\d+) ms/.exec(dev.output())?.[1] ?? NaN);
    return { samples, startupS, status: first.status, backgroundMs, ...processFigures(dev.child.pid) };
  } finally {
    events.close();
    dev.child.kill('SIGTERM');
    await new Promise((resolve) => dev.child.once('exit', resolve));
    rmSync(site, { recursive: true, force: true });
  }
}

/** A running process's peak RSS (MB) and CPU time so far (s), from /proc (Linux); nulls elsewhere. */
function processFigures(pid) {
  try {
    const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    // utime and stime, the 14th and 15th fields, after the command name in parentheses.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    return { peakMb: peakKb / 1024, cpuS: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return { peakMb: null, cpuS: null };
  }
}

/** The saves of one session: body edits, then each kind of outline edit, then broken saves and their fixes. */
function saves(bodyEdits, rounds) {
  return async (s) => {
    const docs = join(s.site, 'content/docs');
    const read = (rel) => readFileSync(join(docs, rel), 'utf8');
    const write = (rel, text) => () => writeFileSync(join(docs, rel), text);
    const has = (url, text) => async () => (await s.page(url)).html.includes(text);
    // Another page of the same sidebar, which shows what an outline edit changes.
    const other = '/docs/section-01/topic-01/page-02';
    for (let i = 0; i < bodyEdits; i++) {
      const rel = `section-0${1 + (i % 5)}/topic-0${1 + (i % 9)}/page-0${1 + (i % 5)}.md`;
      const marker = `Edit number ${i} at ${Date.now()}`;
      await s.timed('body', write(rel, `${read(rel)}\n${marker}\n`), { served: has(`/docs/${rel.replace(/\.md$/, '')}`, marker) });
    }
    for (let r = 0; r < rounds; r++) {
      const rel = `section-01/topic-0${1 + r}/page-03.md`;
      const url = `/docs/${rel.replace(/\.md$/, '')}`;
      const side = `/docs/section-01/topic-0${1 + r}/page-01`;
      const original = read(rel);
      const title = `Retitled ${r} ${Date.now()}`;
      await s.timed('title', write(rel, original.replace(/^title: .*$/m, `title: ${title}`)), { served: has(side, `>${title}<`) });
      // sidebar_position 0 puts the page first in its topic: its link comes before page-01's.
      const first = async () => {
        const html = (await s.page(other.replace('topic-01', `topic-0${1 + r}`))).html;
        return html.indexOf(`href="${url}"`) >= 0 && html.indexOf(`href="${url}"`) < html.indexOf(`href="${side}"`);
      };
      await s.timed('position', write(rel, read(rel).replace(/^sidebar_position: .*$/m, 'sidebar_position: 0')), { served: first });
      const added = `section-01/topic-0${1 + r}/added-${r}.md`;
      await s.timed('new file', write(added, `---\ntitle: Added page ${r}\n---\n\nNew.\n`), { served: has(side, '>Added page') });
      const renamed = added.replace('added-', 'moved-');
      await s.timed('rename', () => renameSync(join(docs, added), join(docs, renamed)), {
        served: async () =>
          (await s.page(`/docs/${renamed.replace(/\.md$/, '')}`)).status === 200 && (await s.page(`/docs/${added.replace(/\.md$/, '')}`)).status === 404,
      });
      await s.timed('delete', () => unlinkSync(join(docs, renamed)), { served: async () => !(await s.page(side)).html.includes('>Added page') });
      const category = `section-02/topic-0${1 + r}/_category_.yml`;
      const label = `Relabelled ${r} ${Date.now()}`;
      await s.timed('category', write(category, read(category).replace(/^label: .*$/m, `label: ${label}`)), {
        served: has('/docs/section-02/topic-01/page-01', `>${label}<`),
      });
      const good = read(rel);
      const badFile = `content/docs/${rel}`;
      const names = (list) => list.some((d) => d.file === badFile && d.severity === 'error');
      const back = has(url, `>${/^title: (.*)$/m.exec(good)[1]}<`);
      // Malformed front matter, then an MDX syntax error (an unclosed component and expression).
      await s.timed('error', write(rel, good.replace(/^title: .*$/m, 'title: [unclosed')), { event: 'problems', test: names });
      await s.timed('fixed', write(rel, good), { served: back });
      await s.timed('error', write(rel, `${good}\n\n<Note>unclosed {oops\n`), { event: 'problems', test: names });
      await s.timed('fixed', write(rel, good), { served: back });
      // A link to no page: a warning in dev (the page is served with it), reported by the checks after the reload.
      const linked = (list) => list.some((d) => d.file === badFile && d.code === 'link/broken');
      await s.timed('link', write(rel, `${good}\n\nSee [nowhere](/docs/nowhere-${r}).\n`), { event: 'problems', test: linked });
      await s.timed('fixed', write(rel, good), { served: back });
    }
  };
}

const OUTLINE_KINDS = ['title', 'position', 'new file', 'rename', 'delete', 'category'];

export async function runDevBench(bin, corpusDir) {
  console.log(`\n[docsgen dev, ${corpusDir}]`);
  try {
    // Saves right after the start, while the background parse runs (three starts, on fresh copies)...
    const starts = [];
    const samples = [];
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const run = await devSession(bin, corpusDir, saves(6, 1), { waitForBackground: false });
      starts.push(run.startupS);
      samples.push(...run.samples);
      runs.push(run);
    }
    const startupS = percentile(starts, 50);
    console.log(`  start-up to first page served: ${startupS.toFixed(2)} s median of 3 (budget <= 3 s ${startupS <= 3 ? 'ok' : 'OVER'})`);
    // ...and once the whole site is in.
    const after = await devSession(bin, corpusDir, saves(20, 3), { waitForBackground: true });
    samples.push(...after.samples);
    runs.push(after);
    const mb = (n) => (n === null ? '?' : n.toFixed(0));
    console.log(
      `  background parse after the start (worker threads at low priority, paused for saves): ${runs.map((r) => (Number.isNaN(r.backgroundMs) ? 'still running at the end' : `${(r.backgroundMs / 1000).toFixed(1)} s`)).join(', ')}; ` +
        `dev server per session: CPU ${runs.map((r) => (r.cpuS === null ? '?' : `${r.cpuS.toFixed(1)} s`)).join(', ')}, peak RSS ${runs.map((r) => `${mb(r.peakMb)} MB`).join(', ')}`,
    );
    const line = (label, values, budget) => {
      if (values.length === 0) return console.log(`  ${label}: no sample`);
      const p50 = percentile(values, 50);
      console.log(
        `  ${label}: p50 ${p50.toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms, ${values.length} saves (budget p50 <= ${budget} ms ${p50 <= budget ? 'ok' : 'OVER'})`,
      );
    };
    const of = (kinds, during) => samples.filter((s) => kinds.includes(s.kind) && s.during === during).map((s) => s.ms);
    for (const [phase, during] of [
      ['during the background parse', true],
      ['after it', false],
    ]) {
      console.log(`  ${phase}:`);
      line('  save -> new page served (body edit)', of(['body'], during), DEV_BUDGET.body);
      for (const kind of OUTLINE_KINDS) line(`  outline edit (${kind}) -> page served`, of([kind], during), DEV_BUDGET.outline);
      line('  broken save -> error shown', of(['error'], during), DEV_BUDGET.error);
      line('  broken link -> warning shown', of(['link'], during), DEV_BUDGET.error);
      line('  fix -> page back', of(['fixed'], during), DEV_BUDGET.fixed);
    }
    console.log(
      `  load average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } catch (error) {
    console.log(`  FAILED: ${error.message}`);
  }
}

export async function runServeLoad(bin, corpusDir) {
  console.log(`\n[docsgen serve under load, ${corpusDir}]`);
  const outDir = mkdtempSync(join(os.tmpdir(), 'docsgen-load-'));
  let server;
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [bin, 'build', corpusDir, '--out-dir', outDir], { stdio: 'ignore' });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`))));
    });
    server = await start(bin, ['serve', corpusDir, '--dir', outDir, '--port', '0'], /at (http:\/\/127\.0\.0\.1:\d+\/)/);
    const paths = ['/', '/docs/section-01/topic-01/page-01', '/docs/section-01/topic-02/page-03', '/sitemap.xml', '/missing'];
    const result = await autocannon({
      url: server.url.replace(/\/$/, ''),
      connections: 100,
      duration: 20,
      requests: paths.map((path) => ({ path })),
    });
    const errors = result.errors + result.timeouts + result.non2xx - result.duration * 0; // 404s of /missing are non2xx
    console.log(
      `  20 s at 100 connections: ${Math.round(result.requests.average)} req/s, p99 latency ${result.latency.p99} ms, ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} (the /missing path answers 404 by design)`,
    );
    return errors;
  } catch (error) {
    console.log(`  FAILED: ${error.message}`);
  } finally {
    server?.child.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Run alone: `node bench/dev.mjs <corpus folder> [bin]`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [corpus, bin = fileURLToPath(new URL('../bin/docsgen.js', import.meta.url))] = process.argv.slice(2);
  if (!corpus) {
    console.error('usage: node bench/dev.mjs <corpus folder> [bin]');
    process.exit(2);
  }
  await runDevBench(resolve(bin), resolve(corpus));
}
