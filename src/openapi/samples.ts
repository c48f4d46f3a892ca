// Code samples for one request in five languages: httpsnippet writes each, then sample-fixes.ts repairs
// what it gets wrong (URL and body quoting, urlencoded and multipart bodies, node's require, ruby's fixed
// TLS) so every sample runs as shown and sends exactly the request described here.
import { HTTPSnippet, type HarRequest } from 'httpsnippet';
import type { CodeSample } from '../../theme/props.js';
import { encode } from './param-style.js';
import { fixSample, type FormField } from './sample-fixes.js';

/** A concrete request: URL with path parameters filled in, example query, headers, cookies and body. */
export interface SampleRequest {
  method: string;
  /**
   * Absolute URL without the query string, path parameters serialised and percent-encoded; a
   * parameter without a value is left as its `{name}` placeholder.
   */
  url: string;
  /** Decoded name/value pairs, in order (each language encodes them). */
  query: [string, string][];
  headers: [string, string][];
  /** Cookies as `name=value` pairs, already cookie-safe; sent as one `Cookie` header. */
  cookies?: [string, string][];
  body?:
    | { kind: 'multipart'; fields: FormField[] }
    | { kind: 'form'; fields: [string, string][] }
    | { kind: 'json'; mimeType: string; value: unknown }
    | { kind: 'text'; mimeType: string; text: string };
}

export const SAMPLE_LANGUAGES = [
  { lang: 'curl', label: 'cURL', target: 'shell', client: 'curl' },
  { lang: 'python', label: 'Python', target: 'python', client: 'requests' },
  { lang: 'nodejs', label: 'Node.js', target: 'node', client: 'fetch' },
  { lang: 'ruby', label: 'Ruby', target: 'ruby', client: 'native' },
  { lang: 'php', label: 'PHP', target: 'php', client: 'guzzle' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['lang'];

/** The five samples for a request, in SAMPLE_LANGUAGES order. */
export function buildSamples(request: SampleRequest): CodeSample[] {
  const search = request.query.map(([name, value]) => `${encodeQuery(name)}=${encodeQuery(value)}`).join('&');
  const shown = search ? `${request.url}?${search}` : request.url;
  // httpsnippet wants a valid URI: `{name}` placeholders go in encoded and come back out in the code,
  // as does a `|` (every language's URL is the shown one again, see sample-fixes.ts).
  const encoded = shown.replace(/[{}]/g, (c) => (c === '{' ? '%7B' : '%7D'));
  let snippet: HTTPSnippet;
  try {
    snippet = new HTTPSnippet(toHar(request, encoded.replace(/\|/g, '%7C')));
  } catch {
    // httpsnippet validates the request (e.g. a relative server URL); a spec it rejects gets no samples.
    return [];
  }
  const generated = (snippet as unknown as { requests: { fullUrl: string }[] }).requests[0]?.fullUrl ?? encoded;
  return SAMPLE_LANGUAGES.map(({ lang, label, target, client }) => {
    const output = snippet.convert(target, client);
    const code = Array.isArray(output) ? output.join('\n') : output || '';
    const fixed = fixSample(lang, code, request, { generated, shown, encoded });
    // Python's URL has no query (it is in `params`); the placeholders come back there too.
    return {
      lang,
      label,
      code: lang === 'python' ? fixed.replace(/%7B(\w+)%7D/g, (m, name: string) => (request.url.includes(`{${name}}`) ? `{${name}}` : m)) : fixed,
    };
  });
}

/**
 * encodeURIComponent plus `!'()*`, so the URL holds no character any language's string quoting minds;
 * `,` and `|`, the list separators of query styles (csv, pipes), stay as written, as readers and servers
 * expect to see them (`ids=1,2`, `ids=1|2`).
 */
export function encodeQuery(text: string): string {
  return encode(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2C|%7C/g, (c) => (c === '%2C' ? ',' : '|'));
}

function toHar(request: SampleRequest, url: string): HarRequest {
  const headers = request.headers.map(([name, value]) => ({ name, value }));
  if (request.cookies?.length) headers.push({ name: 'Cookie', value: request.cookies.map(([name, value]) => `${name}=${value}`).join('; ') });
  // Bodies are written by sample-fixes.ts; only their Content-Type goes through httpsnippet (fetch and
  // the others set multipart's themselves, with the boundary).
  const body = request.body;
  if (body && body.kind !== 'multipart') {
    headers.push({ name: 'Content-Type', value: body.kind === 'form' ? 'application/x-www-form-urlencoded' : body.mimeType });
  }
  // httpsnippet's type wants postData always; the request has none.
  const har: Omit<HarRequest, 'postData'> = {
    method: request.method.toUpperCase(),
    url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: request.query.map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
  };
  return har as HarRequest;
}
