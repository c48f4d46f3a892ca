// What both servers (`serve`, `dev`) do before and around every request, so no request can stop them or
// reach past them: only GET and HEAD; only a `Host` the server answers to (a page on another site cannot
// reach a writer's dev server through DNS rebinding); no response readable by another site (see
// SAME_ORIGIN_HEADERS); Range headers other than one plain range are dropped
// (a reversed range once killed the process); redirects stay on the origin; no path under a dot file or
// folder (`.git`, `.env`; `.well-known` aside) or node_modules is ever answered; a handler that
// throws answers 500 and the server goes on.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import path from 'node:path';
import { escapeControls } from '../diagnostics/index.js';
import { privateSegment } from '../util/private-paths.js';
import { encodeUrlPath } from '../util/uri.js';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Host names every local server answers to, whatever address it listens on. */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether a request's `Host` is one the server listens as: localhost, 127.0.0.1, [::1] or the `--host`
 * it was given. Listening on every interface (0.0.0.0, ::) is a deliberate choice to be reached by any
 * name, so any Host is accepted then.
 */
export function hostAllowed(listenHost: string, header: string | undefined): boolean {
  if (listenHost === '0.0.0.0' || listenHost === '::') return true;
  if (!header) return false;
  const name = hostName(header).toLowerCase();
  if (LOCAL_NAMES.has(name) || name.endsWith('.localhost')) return true;
  const own = listenHost.toLowerCase();
  return name === own || name === `[${own}]`;
}

/** The name part of a Host header: `[::1]:3000` -> `[::1]`, `example.com:80` -> `example.com`. */
function hostName(header: string): string {
  if (header.startsWith('[')) return header.slice(0, header.indexOf(']') + 1);
  const colon = header.indexOf(':');
  return colon >= 0 ? header.slice(0, colon) : header;
}

/** Whether `--host` names an address a server can listen on: an IP address or a host name. */
export function isValidHost(host: string): boolean {
  if (isIP(host)) return true;
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(host) && !/^[\d.]+$/.test(host);
}

/**
 * Sent with every response, errors, redirects and event streams included. A `router: hash` build's pages
 * and search index are scripts (`window.__DOCSGEN_…__ = …`): without these, any site a writer visits could
 * load them with `<script src>` and read them, and a browser could run any other response it guessed to
 * be a script. CORP keeps other origins from loading a response at all; nosniff keeps each its type.
 */
export const SAME_ORIGIN_HEADERS = {
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Wraps a server's request handler with the rules above. */
export function guarded(listenHost: string, handle: RequestHandler): RequestHandler {
  return (req, res) => {
    res.on('error', () => res.destroy());
    // Set before any handler runs: writeHead merges them into whatever headers a handler sends.
    for (const [name, value] of Object.entries(SAME_ORIGIN_HEADERS)) res.setHeader(name, value);
    if (!hostAllowed(listenHost, req.headers.host))
      return plain(res, 403, 'Forbidden: this server answers only to localhost (start it with --host to widen that).');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method not allowed.');
    }
    if (!req.url?.startsWith('/')) return plain(res, 400, 'Bad request.');
    if (isPrivateRequest(req.url)) return plain(res, 404, 'Not found: dot files, dot folders and node_modules are never served.');
    sanitiseRange(req);
    try {
      const done = handle(req, res);
      if (done) done.catch((error: unknown) => failed(res, error));
    } catch (error) {
      failed(res, error);
    }
  };
}

/**
 * Whether a request's path, decoded and with its dot segments resolved, names something under a dot
 * file or folder or node_modules (util/private-paths.ts): the same files the build never publishes.
 * Neither server has such a file to give, but `dev` reads the site folder itself, so this holds
 * whatever a later change of its lookup does. A path that does not decode is left to the handler (404).
 */
export function isPrivateRequest(url: string): boolean {
  const end = url.search(/[?#]/);
  let decoded: string;
  try {
    decoded = decodeURIComponent(end >= 0 ? url.slice(0, end) : url);
  } catch {
    return false;
  }
  return privateSegment(path.posix.normalize(decoded.replace(/\\/g, '/'))) !== undefined;
}

/** Keeps the server up when a connection sends garbage (bad request lines, huge headers). */
export function guardServer(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const headers = Object.entries(SAME_ORIGIN_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\n${headers}Connection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });
}

/**
 * A redirect target on this origin: dot segments resolved and one leading slash (`//evil.com` would
 * leave the site), backslashes read as slashes (as browsers do), characters a header cannot hold
 * percent-encoded.
 */
export function localLocation(pathname: string, search = ''): string {
  const single = path.posix.normalize(`/${pathname.replace(/\\/g, '/').replace(/^\/+/, '')}`);
  return encodeUrlPath(single) + encodeUrlPath(search);
}

/**
 * File senders take `bytes=a-b` at face value (`5-1` threw a RangeError no handler could catch, and
 * several ranges or a suffix range were misread). Anything but one well-formed `bytes=a-b` or `bytes=a-`
 * is ignored, which HTTP allows: the whole file is sent with 200.
 */
function sanitiseRange(req: IncomingMessage) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim());
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range;
}

function failed(res: ServerResponse, error: unknown) {
  process.stderr.write(`docsgen: a request failed: ${escapeControls(String((error as Error)?.message ?? error))}\n`);
  if (res.headersSent) res.destroy();
  else plain(res, 500, 'Internal error; the server goes on.');
}

function plain(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}
