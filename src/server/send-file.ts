// Sends one file as an HTTP answer, for both servers, with sirv (content length, ETag and 304, one byte
// range, HEAD); for text, the encoding the client prefers: the file's precompressed copy (`serve`: `x.br`,
// `x.gz`, used only when it is a regular file no older than `x`) or compression on the fly (`dev`), with
// `Vary: Accept-Encoding`. It never looks up another file than the one asked for and its precompressed copies.
import { createReadStream, lstatSync, type Stats } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { isCompressible, PRECOMPRESS_MIN_BYTES, PRECOMPRESSED_SUFFIX, type Encoding } from '../util/compression.js';

export interface SendFileOptions {
  /** The file (already checked: a regular file reached through no symbolic link) and its stats. */
  file: string;
  stats: Stats;
  cacheControl: string;
  /** `precompressed`: send a precompressed copy when there is one; `on-the-fly`: compress text as it is sent. */
  compression: 'precompressed' | 'on-the-fly';
  /** Send ETag and answer a matching If-None-Match with 304 (dev answers are never cached). */
  etag: boolean;
}

/**
 * The encodings an Accept-Encoding header allows, preferred first (brotli before gzip at equal weight).
 * `q=0` refuses one; `*` stands for every encoding the header does not name.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, weight: weights.get(encoding) ?? star }))
    .filter((e) => e.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((e) => e.encoding);
}

/** A file's Content-Type: by its name; text is UTF-8 (markdown exports and llms.txt hold any character). */
export function contentTypeOf(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

export function sendFile(req: IncomingMessage, res: ServerResponse, options: SendFileOptions): void {
  const text = isCompressible(options.file);
  // A range is of the file itself: a client asking for one gets identity bytes.
  const accepted = text && !req.headers.range ? acceptedEncodings(req.headers['accept-encoding']) : [];
  let file = options.file;
  let encoding: Encoding | undefined;
  if (options.compression === 'precompressed') {
    for (const candidate of accepted) {
      const copy = precompressedOf(options.file, options.stats, candidate);
      if (!copy) continue;
      [file, encoding] = [copy.file, candidate];
      break;
    }
  } else if (options.stats.size > PRECOMPRESS_MIN_BYTES && accepted[0]) {
    return sendCompressed(req, res, options, accepted[0]);
  }
  // sirv sends the file (Content-Length, Last-Modified, ETag and 304, ranges, HEAD); its headers are
  // settled here: the type of the file asked for (UTF-8 text), the encoding only of a negotiated precompressed copy (a
  // `.tar.gz` asked for by name is not sent as gzip-encoded), Vary for text, the caching asked for.
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  Object.assign(res, {
    writeHead(status: number, headers: OutgoingHttpHeaders = {}) {
      delete headers['Content-Encoding'];
      const settled: OutgoingHttpHeaders = { ...headers, 'Cache-Control': options.cacheControl };
      if (status !== 304) settled['Content-Type'] = contentTypeOf(path.basename(options.file));
      if (encoding) settled['Content-Encoding'] = encoding;
      else if (status !== 304) settled['Accept-Ranges'] = 'bytes';
      if (text) settled.Vary = 'Accept-Encoding';
      if (!options.etag) delete settled.ETag;
      return writeHead(status, settled);
    },
  });
  const serveFolder = sirv(path.dirname(file), { dev: true, etag: options.etag, extensions: [], dotfiles: true }) as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const name = encodeURIComponent(path.basename(file));
  serveFolder(Object.assign(req, { url: `/${name}` }), res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });
}

/** Text compressed as it is sent (dev): the length is known only at the end (chunked). */
function sendCompressed(req: IncomingMessage, res: ServerResponse, options: SendFileOptions, encoding: Encoding): void {
  res.writeHead(200, {
    'Content-Type': contentTypeOf(path.basename(options.file)),
    'Content-Encoding': encoding,
    Vary: 'Accept-Encoding',
    'Last-Modified': options.stats.mtime.toUTCString(),
    'Cache-Control': options.cacheControl,
  });
  if (req.method === 'HEAD') return void res.end();
  pipeline(createReadStream(options.file), compressor(encoding), res, () => undefined);
}

/**
 * On-the-fly settings (dev): fast brotli and gzip qualities, as a page rendered anew after each save
 * cannot wait for brotli's best.
 */
const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };
const FAST_GZIP = { level: 6 };
const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** Compresses a body held in memory, on the thread pool, with the on-the-fly settings. */
export function compressBody(body: string | Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliCompress(body, FAST_BROTLI) : gzipCompress(body, FAST_GZIP);
}

function compressor(encoding: Encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress(FAST_BROTLI) : zlib.createGzip(FAST_GZIP);
}

/** A file's precompressed copy for `encoding`: a regular file (not a link) beside it, no older than the file itself. */
function precompressedOf(file: string, stats: Stats, encoding: Encoding): { file: string; stats: Stats } | undefined {
  const copy = file + PRECOMPRESSED_SUFFIX[encoding];
  try {
    const precompressedStats = lstatSync(copy);
    // An older precompressed copy was not made from the file as it is now (the file was edited after the build).
    if (!precompressedStats.isFile() || precompressedStats.mtimeMs < stats.mtimeMs) return undefined;
    return { file: copy, stats: precompressedStats };
  } catch {
    return undefined;
  }
}
