// `docsgen dev`: starts the dev server, prints its URL and every rebuild's problems; runs until stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { escapeControls, type Diagnostic } from '../diagnostics/index.js';
import { startDevServer } from '../server/dev-server.js';
import { listenError } from './listen-error.js';
import { printDiagnostics } from './print.js';

export async function runDev(options: { siteDir: string; port: number; host: string; open?: boolean; debug?: boolean }): Promise<number> {
  const siteDir = path.resolve(options.siteDir);
  let server;
  /** The problems printed since the start or the latest change, so that none is printed twice. */
  const printed = new Set<string>();
  try {
    server = await startDevServer({
      siteDir,
      port: options.port,
      host: options.host,
      onPortTaken: (port) => process.stdout.write(`Port ${port} is in use, trying ${port + 1}\n`),
      report(diagnostics, rebuild) {
        // A change's problems are printed with it, and those its link checks add right after; the start's
        // once the whole site is in (the heads-only load before it finds no more than that).
        if (rebuild.phase === 'start' || rebuild.phase === 'change') printed.clear();
        if (rebuild.phase === 'start' && rebuild.ok) return;
        const fresh = diagnostics.filter((d) => !printed.has(diagnosticKey(d)));
        for (const d of fresh) printed.add(diagnosticKey(d));
        if (fresh.length) printDiagnostics(fresh, { strict: false, siteDir });
        // The whole site's load says nothing when it went well (but with --debug), and fails only once when the start failed too.
        if (rebuild.phase === 'loaded' && rebuild.ok && options.debug) process.stdout.write(`docsgen:dev whole site in ${rebuild.ms} ms\n`);
        if (rebuild.phase === 'checks' || (rebuild.phase === 'loaded' && (rebuild.ok || fresh.length === 0))) return;
        const what = rebuild.changed.length ? `${rebuild.changed.slice(0, 3).join(', ')}${rebuild.changed.length > 3 ? ', …' : ''}` : 'site';
        const verdict = rebuild.ok ? 'rebuilt' : 'failed to build (still serving the last good build)';
        process.stdout.write(`${escapeControls(what, { lines: false })} ${verdict} in ${rebuild.ms} ms\n`);
      },
    });
  } catch (error) {
    if (!(error as NodeJS.ErrnoException).syscall) throw error;
    process.stderr.write(`${listenError(error, options.host, options.port)}\n`);
    return 2;
  }
  process.stdout.write(`docsgen dev: serving ${escapeControls(path.relative(process.cwd(), siteDir) || '.')} at ${server.url}\n`);
  if (options.open) openBrowser(server.url);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  return 0;
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''}:${d.code}:${d.message}`;
}

function openBrowser(url: string) {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true, shell: process.platform === 'win32' })
    .on('error', () => process.stdout.write(`Open ${url} in your browser.\n`))
    .unref();
}
