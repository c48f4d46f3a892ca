// `docsgen serve`: previews a build exactly as deployed, with sirv (src/server/static-server.ts), precompressed copies included.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, servedSite } from '../build.js';
import { escapeControls, isDocsgenError } from '../diagnostics/index.js';
import { startStaticServer } from '../server/static-server.js';
import { listenError } from './listen-error.js';
import { printDiagnostics } from './print.js';

export async function runServe(options: { siteDir: string; dir?: string; port: number; host: string }): Promise<number> {
  let dir: string;
  let base = '/';
  // The folder is the build's output unless --dir names one; the site's config (when there is one) gives
  // the base URL the build is served under.
  if (options.dir && !existsSync(path.join(options.siteDir, CONFIG_FILE))) dir = path.resolve(options.dir);
  else {
    try {
      const served = await servedSite(options.siteDir);
      dir = options.dir ? path.resolve(options.dir) : served.outDir;
      base = served.baseUrl;
    } catch (error) {
      if (!isDocsgenError(error)) throw error;
      printDiagnostics(error.diagnostics, { strict: false, siteDir: options.siteDir });
      return 1;
    }
  }
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    process.stderr.write(`Nothing to serve in ${escapeControls(dir)}: run docsgen build first.\n`);
    return 1;
  }
  let server;
  try {
    server = await startStaticServer({ dir, port: options.port, host: options.host, base });
  } catch (error) {
    process.stderr.write(`${listenError(error, options.host, options.port)}\n`);
    return 2;
  }
  process.stdout.write(`Serving ${escapeControls(path.relative(process.cwd(), dir) || '.')} at ${server.url}\n`);
  await new Promise<void>(() => undefined);
  return 0;
}
