// `docsgen dev` and `docsgen serve` figures: dev start-up to the first page served and save-to-new-page
// latency over 20 edits on the 1,000-page corpus (budgets: <= 3 s, <= 100 ms p50), and a 20 s load test
// of `serve` at 100 connections (autocannon, loopback only).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
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
      if (match) resolve({ child, url: match[1], startedAt: started });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`docsgen ${args[0]} exited with ${code}:\n${out.slice(-2000)}`)));
  });
}

/** Resolves on the next `reload` server-sent event; `ready` resolves once the stream is connected. */
function sseReloads(url) {
  const controller = new AbortController();
  const waiters = [];
  let connected;
  const ready = new Promise((resolve) => (connected = resolve));
  void fetch(url, { signal: controller.signal }).then(async (res) => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith('event: problems')) connected();
        if (block.startsWith('event: reload')) waiters.splice(0).forEach((w) => w());
      }
    }
  }).catch(() => undefined);
  const next = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no reload event within 10 s')), 10_000);
      timer.unref();
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  return { ready, next, close: () => controller.abort() };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

export async function runDevBench(bin, corpusDir) {
  console.log(`\n[docsgen dev, ${corpusDir}]`);
  let dev;
  try {
    dev = await start(bin, ['dev', corpusDir, '--port', '0'], /serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/);
    const page = '/docs/section-01/topic-01/page-01';
    const first = await fetch(new URL(page, dev.url));
    const startupS = (performance.now() - dev.startedAt) / 1000;
    console.log(`  start-up to first page served: ${startupS.toFixed(2)} s (status ${first.status}; budget <= 3 s ${startupS <= 3 ? 'ok' : 'OVER'})`);
    const file = join(corpusDir, 'content/docs/section-01/topic-01/page-01.md');
    const original = readFileSync(file, 'utf8');
    const events = sseReloads(new URL('/__docsgen/events', dev.url));
    await events.ready;
    const latencies = [];
    try {
      for (let i = 0; i < 20; i++) {
        const marker = `Edit number ${i} at ${Date.now()}`;
        let reloaded = events.next();
        reloaded.catch(() => undefined);
        const t0 = performance.now();
        writeFileSync(file, `${original}\n${marker}\n`);
        // A rebuild already under way when the file was saved reloads first; the next one has the edit.
        let found = false;
        for (let attempt = 0; attempt < 3 && !found; attempt++) {
          await reloaded;
          reloaded = events.next();
          reloaded.catch(() => undefined);
          found = (await (await fetch(new URL(page, dev.url))).text()).includes(marker);
        }
        if (!found) throw new Error(`edit ${i}: the new text is not in the page after 3 reloads`);
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 120));
      }
    } finally {
      events.close();
      writeFileSync(file, original);
    }
    const p50 = percentile(latencies, 50);
    console.log(`  save -> new page served, 20 edits: p50 ${p50.toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (budget p50 <= 100 ms ${p50 <= 100 ? 'ok' : 'OVER'})`);
  } catch (error) {
    console.log(`  FAILED: ${error.message}`);
  } finally {
    dev?.child.kill('SIGTERM');
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
