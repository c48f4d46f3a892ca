// Serves a built site with sirv, exactly as deployed: clean URLs (`/docs/x` -> docs/x/index.html),
// `/index.html` and `.html` suffixes redirected to the clean URL (`.html` only when no such file exists), the site's
// 404.html with status 404 for unknown paths, long-lived caching for hashed assets only. A rebuild that
// swaps the folder is picked up on the next request.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Hashed bundle assets and images never change under their name: cache them for a year. */
const HASHED = /^\/assets\/.+-[0-9a-f]{8}\.[a-z0-9]+$/;

export async function startStaticServer(options: { dir: string; port: number; host: string }): Promise<StaticServer> {
  const root = path.resolve(options.dir);
  let current = await createHandler(root);
  const server = createServer(function docsgenStatic(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The output folder is replaced by a rename on every build: start over when it is a new folder.
    const ino = inodeOf(root);
    if (ino !== current.ino) {
      void createHandler(root).then((next) => {
        current = next;
        serve(current, url, req, res);
      });
      return;
    }
    serve(current, url, req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://${options.host}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface SiteHandler {
  ino: number;
  root: string;
  assets: Handler;
  notFound: Buffer;
}

async function createHandler(root: string): Promise<SiteHandler> {
  const assets = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }) as Handler;
  const notFound = await readFile(path.join(root, '404.html')).catch(() => Buffer.from('Not found'));
  return { ino: inodeOf(root), root, assets, notFound };
}

function serve(site: SiteHandler, url: URL, req: IncomingMessage, res: ServerResponse) {
  // Same rule as routes/urls.ts normalisePath: `/docs/x/index.html` -> `/docs/x`, never `/docs/x/`.
  const normalised = url.pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
  // Pages are written as `<route>/index.html`, so that suffix always goes; `x.html` only when the site
  // has no such file of its own (a static HTML file keeps its URL).
  const isIndex = url.pathname.endsWith('/index.html');
  if (normalised !== url.pathname && (isIndex || !isFile(site.root, url.pathname))) {
    res.writeHead(301, { location: normalised + url.search });
    res.end();
    return;
  }
  res.on('error', () => res.destroy());
  site.assets(req, res, () => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(site.notFound);
  });
}

/** Whether the URL path names a file inside the folder (never outside it). */
function isFile(root: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile();
}

function inodeOf(dir: string): number {
  try {
    return statSync(dir).ino;
  } catch {
    return -1;
  }
}
