// `docsgen dev`: builds the site in memory, serves it (pages rendered on request from the last good
// build), watches every input and rebuilds on change, reloading open browsers. A broken edit never
// stops the server: its diagnostics go to the terminal and the in-page overlay.
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { asWarnings, lazySearchIndexAsset, openParseCache, prepareSite, type PreparedSite } from '../build.js';
import { runChecks } from '../checks/index.js';
import { createContentContext } from '../content/context.js';
import { loadDoc } from '../content/docs.js';
import { withDocContent } from '../routes/graph.js';
import { loadConfig } from '../config/load.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { createMemoryCache, type ParseCache } from '../content/parse-cache.js';
import { renderRoute } from '../render/render-route.js';
import { normalisePath } from '../routes/urls.js';
import { createLiveReload } from './live-reload.js';
import { OVERLAY_SCRIPT } from './overlay-script.js';
import { guarded, guardServer, localLocation } from './guard.js';
import { listen } from './listen.js';
import { watchSite, type ChangeKind } from './watch.js';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  /** Called with every rebuild's diagnostics, for the terminal. */
  report?: (diagnostics: Diagnostic[], rebuild: { ms: number; ok: boolean; changed: string[] }) => void;
  /** Called when the port asked for is taken and the next one is tried. */
  onPortTaken?: (port: number) => void;
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
  const siteDir = path.resolve(options.siteDir);
  const live = createLiveReload();
  // Parsed files stay in memory across rebuilds, in front of the on-disk cache a build left behind.
  const config = await loadConfig(siteDir).catch(() => undefined);
  const cache: ParseCache = createMemoryCache(config ? openParseCache(config) : undefined);
  let site: PreparedSite | undefined;
  let pages = new Map<string, string>();
  let pending: Promise<void> = Promise.resolve();
  /** Files saved while the start-up load of the whole site runs (undefined once it is done). */
  let savedDuringLoad: string[] | undefined = [];
  // Source texts between rebuilds, read again only when a file's size or modification time changed (a
  // stat costs a few microseconds; the watcher can report a quick second save late).
  const texts = new Map<string, { text: string; mtimeMs: number; size: number }>();
  const readText = (absPath: string) => {
    const { mtimeMs, size } = statSync(absPath);
    const known = texts.get(absPath);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known.text;
    const text = readFileSync(absPath, 'utf8');
    texts.set(absPath, { text, mtimeMs, size });
    return text;
  };

  /**
   * Parses one doc (a site-relative path) and puts it into the current site's graph (withDocContent);
   * false, and nothing changed, when it has problems or changes what other pages show of it.
   */
  const withDoc = async (file: string): Promise<boolean> => {
    const instance = site?.config?.docs.find((i) => path.join(siteDir, file).startsWith(i.dir + path.sep));
    if (!instance || !/\.md$/i.test(file)) return false;
    const context = createContentContext({ cache, readText, workers: 1 });
    const loaded = await loadDoc({ siteDir, instance, rel: path.relative(instance.dir, path.join(siteDir, file)), context });
    if (!loaded.entry || loaded.entry.frontMatter.draft || loaded.diagnostics.length > 0) return false;
    // Applied to the site as it is now: it may have changed while the file was parsed.
    const current = site;
    const graph = current?.graph && withDocContent(current.graph, loaded.entry);
    if (!graph || !current?.bundle) return false;
    // The route table names the search index already: a fresh index under the same URL.
    const lazy = new Map(current.bundle.lazy);
    const index = lazy.get('search-index');
    if (index) lazy.set('search-index', lazySearchIndexAsset(graph, index.url));
    site = { ...current, graph, bundle: { ...current.bundle, lazy } };
    return true;
  };

  /**
   * The fast path for the most common save, a doc whose body changed and nothing other pages show of it
   * (title, sidebar label and position, description, front matter): that doc is parsed and its route
   * replaced in the graph; browsers reload, then the checks run over the new graph. False (and nothing
   * changed) when the edit needs the whole site loaded again.
   */
  const docBodyEdit = async (file: string, start: number): Promise<boolean> => {
    const current = site;
    if (!(await withDoc(file))) return false;
    // The file parsed without a problem: what stays is other files' problems other than the checks'.
    const others = current!.diagnostics.filter((d) => d.file !== file && !current!.checked?.includes(d));
    pages = new Map();
    // Until the checks have run: every problem known, but this file's (so a fixed error is not shown again
    // by the reloaded page's overlay).
    const known = [...others, ...(current!.checked ?? []).filter((d) => d.file !== file)];
    live.problems(known);
    live.reload();
    // While the start-up load runs, other docs have no bodies yet: the checks wait for the whole site.
    if (savedDuringLoad) {
      options.report?.(known, { ms: Math.round(performance.now() - start), ok: true, changed: [file] });
      return true;
    }
    // Browsers' requests for the new page come first; the checks (tens of ms on a big site) after.
    await new Promise((resolve) => setTimeout(resolve, CHECKS_AFTER_RELOAD_MS));
    const checked = asWarnings(runChecks(site!.graph!));
    site = { ...site!, checked, diagnostics: [...others, ...checked] };
    options.report?.(site.diagnostics, { ms: Math.round(performance.now() - start), ok: true, changed: [file] });
    live.problems(site.diagnostics);
    return true;
  };

  /** `outline`: docs without their bodies (the start); `quiet`: no reload unless nothing was served yet. */
  const rebuild = async (changed: string[], kind: ChangeKind, mode: { outline?: boolean; quiet?: boolean } = {}) => {
    const start = performance.now();
    // Also dropped on the watcher's word, for file systems with coarse modification times.
    for (const file of changed) texts.delete(path.join(siteDir, file));
    // Anything unexpected on the fast path (the file is gone already) leaves it to the full rebuild.
    if (kind === 'content' && changed.length === 1 && (await docBodyEdit(changed[0]!, start).catch(() => false))) return;
    const next = await prepareSite({
      siteDir,
      cache,
      reuse: kind === 'content' ? site : undefined,
      lenientChecks: true,
      lazySearchIndex: true,
      readText,
      ...(mode.outline ? { outline: true } : {}),
    }).catch(
      (error: Error): PreparedSite => ({
        ok: false,
        diagnostics: [createDiagnostic('build/failed', { message: error.message, hint: 'Run docsgen build --debug for the stack trace.' })],
        timings: {},
      }),
    );
    const ms = Math.round(performance.now() - start);
    options.report?.(next.diagnostics, { ms, ok: next.ok, changed });
    live.problems(next.diagnostics);
    if (!next.ok) return;
    const cssOnly = kind === 'styles' && site !== undefined;
    const served = site !== undefined;
    site = next;
    pages = new Map();
    if (cssOnly && next.chrome?.assets.css[0]) live.css(next.chrome.assets.css[0]);
    else if (!mode.quiet || !served) live.reload();
  };

  // The first page is served from outlines (front matter and titles, no bodies: well under a second for
  // a thousand docs); each doc is parsed when it is first asked for, and the whole site right after,
  // in the background, which then replaces the outline site and reports the checks. Saves meanwhile are
  // not kept waiting: they apply to the outline site, and are applied again once the whole site is in.
  await rebuild([], 'all', { outline: true });
  const load = rebuild([], 'content', { quiet: true }).then(() => {
    const again = savedDuringLoad ?? [];
    savedDuringLoad = undefined;
    if (again.length > 0) pending = pending.then(() => rebuild([...new Set(again)], 'content'));
  });
  // Static files are served only when the loader listed them (links out of the site are not), by exact name.
  const staticDir = site?.config?.staticDirAbs ?? path.join(siteDir, 'static');
  const statics = sirv(staticDir, { dev: true, extensions: [] }) as Handler;

  const server = createServer(
    guarded(options.host, function docsgenDevServer(req, res) {
      if (live.handle(req, res)) return;
      serve(req, res);
    }),
  );
  guardServer(server);

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return notFound(res);
    }
    const current = site;
    if (!current?.graph || !current.bundle || !current.chrome || !current.theme) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>docsgen</title><p>The site does not build yet; see the terminal.</p>${OVERLAY_TAG}`);
      return;
    }
    const asset = [...current.bundle.css, ...current.bundle.js, ...(current.bundle.lazy?.values() ?? [])].find((a) => a.url === pathname);
    if (asset) {
      res.writeHead(200, { 'content-type': contentType(pathname), 'cache-control': 'no-store' });
      res.end(asset.contents);
      return;
    }
    const image = current.graph.assets.get(pathname);
    if (image) {
      sirv(path.dirname(image), { dev: true, extensions: [] })(exactly(req, path.basename(image)), res, () => notFound(res));
      return;
    }
    const route = current.graph.routes.get(pathname) ?? current.graph.routes.get(normalisePath(pathname));
    if (route && route.kind !== 'not-found') {
      if (route.url !== pathname && pathname !== `${route.url}/`) {
        res.writeHead(301, { location: localLocation(route.url, url.search) });
        res.end();
        return;
      }
      // A doc still in outline (the start) is parsed now, then served whole.
      if (route.kind === 'doc' && route.doc.markdown.outline) {
        void withDoc(route.doc.file)
          .catch(() => false)
          .then((parsed) => {
            if (parsed) pages.delete(route.url);
            sendPage(res, 200, route.url);
          });
        return;
      }
      return sendPage(res, 200, route.url);
    }
    if (current.graph.staticFiles.has(pathname)) return statics(exactly(req, pathname.slice(1)), res, () => notFound(res));
    notFound(res);
  };

  const sendPage = (res: ServerResponse, status: number, routeUrl: string) => {
    const current = site!;
    let html = pages.get(routeUrl);
    if (html === undefined) {
      const route = current.graph!.routes.get(routeUrl)!;
      html = renderRoute(route, { graph: current.graph!, chrome: current.chrome!, theme: current.theme! }).replace(
        '</body>',
        `${OVERLAY_TAG}</body>`,
      );
      pages.set(routeUrl, html);
    }
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  };

  const notFound = (res: ServerResponse) => {
    if (site?.graph?.routes.has('/404')) return sendPage(res, 404, '/404');
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  const url = await listen(server, { port: options.port, host: options.host, onPortTaken: options.onPortTaken });
  const watcher = await watchSite(siteDir, (changed, kind) => {
    savedDuringLoad?.push(...changed);
    pending = pending.then(() => rebuild(changed, kind));
  });
  return {
    url,
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

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The request, asking sirv for exactly the file `rel` (relative to its folder), without its own lookups. */
function exactly(req: IncomingMessage, rel: string): IncomingMessage {
  return Object.assign(req, { url: `/${rel.split('/').map(encodeURIComponent).join('/')}` });
}

function contentType(pathname: string): string {
  if (pathname.endsWith('.css')) return 'text/css; charset=utf-8';
  if (pathname.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (pathname.endsWith('.json')) return 'application/json';
  return 'application/octet-stream';
}
