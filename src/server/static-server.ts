// Serves a built site with sirv (send-file.ts), exactly as deployed: clean URLs (`/docs/x` -> docs/x/index.html), `/index.html` and
// `.html` suffixes redirected to the clean URL (`.html` only when no such file exists), the site's 404.html
// with status 404 for unknown paths, long-lived caching for hashed assets only, text sent as the build's
// precompressed `.br`/`.gz` copy when the client accepts one (send-file.ts). Files are looked
// up on each request, so a rebuild that swaps the folder, or a folder that vanishes and comes back, is
// served as it is now; a symbolic link is never followed (a link in a served folder cannot expose a file
// outside it), and a hostile request gets a 4xx answer, never a dead server (see guard.ts).
import { realpathSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { guarded, guardServer, localLocation } from './guard.js';
import { sendFile } from './send-file.js';
import { pathUnderBase, underBase } from './base-path.js';
import { privateSegment } from '../util/private-paths.js';

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Hashed bundle assets and images never change under their name: cache them for a year. */
const HASHED = /^\/assets\/.+-[0-9a-f]{8}\.[a-z0-9]+$/;

/** `base`: the site's base URL (`/docs-site/`): the site is served under it, `/` redirects to it. */
export async function startStaticServer(options: { dir: string; port: number; host: string; base?: string }): Promise<StaticServer> {
  const root = path.resolve(options.dir);
  const base = options.base ?? '/';
  const server = createServer(guarded(options.host, (req, res) => serve(root, base, req, res)));
  guardServer(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    server,
    url: `http://${host}:${port}${base}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function serve(root: string, base: string, req: IncomingMessage, res: ServerResponse) {
  const raw = req.url!;
  const queryAt = raw.search(/[?#]/);
  const requested = queryAt >= 0 ? raw.slice(0, queryAt) : raw;
  const search = queryAt >= 0 && raw[queryAt] === '?' ? raw.slice(queryAt).replace(/#.*$/, '') : '';
  // The build's files are the site's root: under a base URL, a request reaches them without the base.
  const at = underBase(base, requested);
  if ('outside' in at) return notFound(root, res);
  if ('redirect' in at) {
    res.writeHead(302, { location: localLocation(at.redirect, search) });
    res.end();
    return;
  }
  const pathname = at.path;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(root, res);
  }
  if (decoded.includes('\0')) return notFound(root, res);
  // Same rule as routes/urls.ts normalisePath: `/docs/x/index.html` -> `/docs/x`, never `/docs/x/`.
  const normalised = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
  // Pages are written as `<route>/index.html`, so that suffix always goes; `x.html` only when the site
  // has no such file of its own (a static HTML file keeps its URL).
  if (normalised !== pathname && (pathname.endsWith('/index.html') || !fileOf(root, decoded))) {
    res.writeHead(301, { location: localLocation(pathUnderBase(base, normalised), search) });
    res.end();
    return;
  }
  const found = fileOf(root, decoded) ?? fileOf(root, `${decoded}.html`) ?? fileOf(root, path.posix.join(decoded, 'index.html'));
  if (!found) return notFound(root, res);
  const rel = `/${path.relative(root, found.file).split(path.sep).join('/')}`;
  sendFile(req, res, {
    ...found,
    cacheControl: HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache',
    compression: 'precompressed',
    etag: true,
  });
}

/** The file a decoded URL path names inside `root`: a regular file, no dot file, reached through no symbolic link. */
function fileOf(root: string, decoded: string): { file: string; stats: Stats } | undefined {
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  // Dot files (the output marker, a stray .env) and node_modules are not part of a site (private-paths.ts).
  if (privateSegment(path.relative(root, file)) !== undefined) return undefined;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return undefined;
    // The real path must be the path itself: a link anywhere on the way (to outside or not) is not served.
    return realpathSync(file) === path.join(realpathSync(root), path.relative(root, file)) ? { file, stats } : undefined;
  } catch {
    return undefined;
  }
}

async function notFound(root: string, res: ServerResponse) {
  const page = fileOf(root, '/404.html');
  const body = page ? await readFile(page.file).catch(() => undefined) : undefined;
  if (res.headersSent) return;
  res.writeHead(404, { 'content-type': body ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(body ?? 'Not found');
}
