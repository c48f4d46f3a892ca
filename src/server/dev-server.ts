// `docsgen dev`: the HTTP side of a DevSite (pipeline/dev-site.ts), which holds the last good build:
// serves its answers, feeds it the watcher's changes one batch at a time, and tells browsers to reload.
// A broken edit never stops the server: its diagnostics go to the terminal and the in-page overlay.
import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { DevSite, type DevResponse, type DevUpdate } from '../pipeline/dev-site.js';
import { createLiveReload } from './live-reload.js';
import { OVERLAY_SCRIPT } from './overlay-script.js';
import { guarded, guardServer, localLocation } from './guard.js';
import { pathUnderBase, underBase } from './base-path.js';
import { listen } from './listen.js';
import { acceptedEncodings, compressBody, sendFile } from './send-file.js';
import { PRECOMPRESS_MIN_BYTES } from '../util/compression.js';
import { watchSite } from './watch.js';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  /** Called with every rebuild's diagnostics, for the terminal. */
  report?: (diagnostics: Diagnostic[], rebuild: DevRebuild) => void;
  /** Called when the port asked for is taken and the next one is tried. */
  onPortTaken?: (port: number) => void;
}

/** What a report is about. */
export interface DevRebuild {
  ms: number;
  ok: boolean;
  /** Site-relative files whose change it follows (none at the start). */
  changed: string[];
  /**
   * `start`: the first load, from the docs' heads (the server is about to listen); `loaded`: the whole site
   * parsed, after the start; `change`: a change's rebuild; `checks`: the link checks that follow a
   * change's rebuild (their problems, with the rebuild's own again).
   */
  phase: 'start' | 'loaded' | 'change' | 'checks';
}

export interface DevServer {
  url: string;
  server: Server;
  /** Resolves when the rebuild triggered by the latest change has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const OVERLAY_TAG = `<script>${OVERLAY_SCRIPT}</script>`;

/** How long after a reload the checks wait, so that reloading browsers are served first. */
const CHECKS_AFTER_RELOAD_MS = 40;

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const live = createLiveReload();
  const site = await DevSite.open(options.siteDir, { pageTail: OVERLAY_TAG });
  let pending: Promise<void> = Promise.resolve();

  /** Tells the terminal and the browsers what a load or change did; runs the checks it left for later. */
  const publish = async (update: DevUpdate, changed: string[], phase: DevRebuild['phase']) => {
    options.report?.(update.diagnostics, { ms: update.ms, ok: update.ok, changed, phase });
    live.problems(update.diagnostics);
    if (update.browsers === 'css' && update.css) live.css(update.css);
    else if (update.browsers === 'reload') live.reload();
    if (!update.checkLater) return;
    // Browsers' requests for the new page come first; the checks (tens of ms on a big site) after.
    await new Promise((resolve) => setTimeout(resolve, CHECKS_AFTER_RELOAD_MS));
    await publish(update.checkLater(), changed, 'checks');
  };

  // The first page is served from the docs' heads (front matter and titles, no bodies: well under a second for
  // a thousand docs); each doc is parsed when it is first asked for, and the whole site right after,
  // in the background. Saves meanwhile are not kept waiting: they apply to the heads-only site at once.
  await publish(await site.load({ headsOnly: true }), [], 'start');
  const load = site.loadAll().then((update) => publish(update, [], 'loaded'));

  const server = createServer(
    guarded(options.host, function docsgenDevServer(req, res) {
      if (live.handle(req, res)) return;
      void serve(req, res);
    }),
  );
  guardServer(server);

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The site is served under its base URL, as deployed (the origin's root redirects there).
    const at = underBase(site.baseUrl, url.pathname);
    if ('outside' in at) return send(req, res, site.notFound());
    if ('redirect' in at) {
      res.writeHead(302, { location: localLocation(at.redirect, url.search) });
      res.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(at.path);
    } catch {
      return send(req, res, site.notFound());
    }
    send(req, res, await site.respond(pathname, url.search));
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: DevResponse): void => {
    switch (answer.type) {
      case 'page':
        return void sendBody(req, res, answer.status, answer.html, 'text/html; charset=utf-8');
      case 'asset':
        return void sendBody(req, res, 200, answer.contents, answer.contentType);
      case 'file':
        return sendDiskFile(req, res, answer.absPath);
      case 'static':
        // Static files are served only when the loader listed them (links out of the site are not), by exact name.
        return sendDiskFile(req, res, path.join(site.staticDir, answer.rel));
      case 'redirect':
        res.writeHead(301, { location: localLocation(pathUnderBase(site.baseUrl, answer.pathname), answer.search) });
        res.end();
        return;
      case 'no-build':
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><title>docsgen</title><p>The site does not build yet; see the terminal.</p>${OVERLAY_TAG}`);
        return;
      case 'not-found':
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
    }
  };

  /** A file on disk (an image, a static file), text compressed as it is sent. */
  const sendDiskFile = (req: IncomingMessage, res: ServerResponse, file: string) => {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return send(req, res, site.notFound());
    }
    if (!stats.isFile()) return send(req, res, site.notFound());
    sendFile(req, res, { file, stats, cacheControl: 'no-store', compression: 'on-the-fly', etag: false });
  };

  const url = await listen(server, { port: options.port, host: options.host, onPortTaken: options.onPortTaken });
  const watcher = await watchSite(
    site.siteDir,
    (changed, kind) => {
      pending = pending.then(async () => publish(await site.applyChange(changed, kind), changed, 'change'));
    },
    { inputs: () => site.inputs() },
  );
  return {
    // Where the site is: under its base URL.
    url: `${url.replace(/\/$/, '')}${site.baseUrl}`,
    server,
    async idle() {
      await load;
      await pending;
    },
    async close() {
      await watcher.close();
      live.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * A page or bundle file rendered in memory, compressed for a client that accepts it (pages change with
 * every save, so they are compressed per request, with fast settings: a few milliseconds).
 */
async function sendBody(req: IncomingMessage, res: ServerResponse, status: number, body: string | Uint8Array, contentType: string) {
  const headers = { 'content-type': contentType, 'cache-control': 'no-store', vary: 'Accept-Encoding' };
  const encoding = Buffer.byteLength(body) > PRECOMPRESS_MIN_BYTES ? acceptedEncodings(req.headers['accept-encoding'])[0] : undefined;
  const bytes = encoding ? await compressBody(body, encoding) : body;
  if (res.destroyed) return;
  res.writeHead(status, { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': Buffer.byteLength(bytes) });
  res.end(bytes);
}
