// Serves a built site with sirv: clean URLs (`/docs/x` -> docs/x/index.html), `.html` and
// `/index.html` suffixes normalised, and the site's 404.html with status 404 for unknown paths.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer(options: { dir: string; port: number; host: string }): Promise<StaticServer> {
  const assets = sirv(options.dir, { dev: false, etag: true, extensions: ['html'], dotfiles: false });
  const notFound = await readFile(path.join(options.dir, '404.html')).catch(() => Buffer.from('Not found'));
  const server = createServer(function docsgenStatic(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Same rule as routes/urls.ts normalisePath: `/docs/x/index.html` -> `/docs/x`, never `/docs/x/`.
    const normalised = url.pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
    if (normalised !== url.pathname) {
      res.writeHead(301, { location: normalised + url.search });
      res.end();
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
