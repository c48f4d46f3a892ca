// Sends one file as an HTTP answer, for both servers: content type by name, Content-Length, ETag and 304,
// one byte range, HEAD; for text, the encoding the client prefers: the file's precompressed twin (`serve`:
// `x.br`, `x.gz`, used only when it is a regular file no older than `x`) or compression on the fly (`dev`),
// with `Vary: Accept-Encoding`. It never looks up another file than the one asked for and its twins.
import { createReadStream, lstatSync, type Stats } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { lookup } from 'mrmime';
import { isCompressible, TWIN_MIN_BYTES, TWIN_SUFFIX, type Encoding } from '../util/compression.js';

export interface SendFileOptions {
  /** The file (already checked: a regular file reached through no symbolic link) and its stats. */
  file: string;
  stats: Stats;
  cacheControl: string;
  /** `twins`: send a precompressed twin when there is one; `on-the-fly`: compress text as it is sent. */
  compression: 'twins' | 'on-the-fly';
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

/** A file's Content-Type: by its name; text is UTF-8 (markdown twins and llms.txt hold any character). */
export function contentTypeOf(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

export function sendFile(req: IncomingMessage, res: ServerResponse, options: SendFileOptions): void {
  const text = isCompressible(options.file);
  // A range is of the file itself: a client asking for one gets identity bytes.
  const range = req.headers.range;
  const accepted = text && !range ? acceptedEncodings(req.headers['accept-encoding']) : [];
  let file = options.file;
  let stats = options.stats;
  let encoding: Encoding | undefined;
  if (options.compression === 'twins') {
    for (const candidate of accepted) {
      const twin = twinOf(options.file, options.stats, candidate);
      if (!twin) continue;
      [file, stats, encoding] = [twin.file, twin.stats, candidate];
      break;
    }
  } else if (options.stats.size > TWIN_MIN_BYTES) {
    encoding = accepted[0];
  }
  const headers: OutgoingHttpHeaders = {
    'Content-Type': contentTypeOf(path.basename(options.file)),
    'Last-Modified': stats.mtime.toUTCString(),
    'Cache-Control': options.cacheControl,
  };
  if (text) headers.Vary = 'Accept-Encoding';
  const etag = options.etag ? `W/"${stats.size}-${stats.mtime.getTime()}${encoding ? `-${encoding}` : ''}"` : undefined;
  if (etag) headers.ETag = etag;
  if (etag && matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, { ETag: etag, Vary: headers.Vary, 'Cache-Control': options.cacheControl });
    res.end();
    return;
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  // Compressed on the fly: the length is known only at the end (chunked).
  if (options.compression === 'on-the-fly' && encoding) {
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return void res.end();
    pipeline(createReadStream(file), compressor(encoding), res, () => undefined);
    return;
  }
  let status = 200;
  let start = 0;
  let end = stats.size - 1;
  if (!encoding) headers['Accept-Ranges'] = 'bytes';
  if (range && !encoding) {
    // guard.ts let through only `bytes=a-b` (a <= b) and `bytes=a-`.
    const [from = '', to = ''] = range.replace(/^\s*bytes=/, '').split('-');
    start = Number(from);
    if (to !== '') end = Math.min(Number(to), stats.size - 1);
    if (start >= stats.size) {
      res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Cache-Control': options.cacheControl });
      res.end();
      return;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${stats.size}`;
  }
  headers['Content-Length'] = Math.max(0, end - start + 1);
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || stats.size === 0) return void res.end();
  pipeline(createReadStream(file, { start, end }), res, () => undefined);
}

/**
 * On-the-fly settings (dev): brotli 4 and gzip 6 compress a 250 KB page in 2-3 ms, against ~180 ms for
 * brotli 11; a page rendered anew after each save cannot wait for the best.
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

/** A file's twin for `encoding`: a regular file (not a link) beside it, no older than the file itself. */
function twinOf(file: string, stats: Stats, encoding: Encoding): { file: string; stats: Stats } | undefined {
  const twin = file + TWIN_SUFFIX[encoding];
  try {
    const twinStats = lstatSync(twin);
    // An older twin was not made from the file as it is now (the file was edited after the build).
    if (!twinStats.isFile() || twinStats.mtimeMs < stats.mtimeMs) return undefined;
    return { file: twin, stats: twinStats };
  } catch {
    return undefined;
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
