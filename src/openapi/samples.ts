// Code samples for one request in five languages: httpsnippet writes each, then sample-fixes.ts repairs
// what it gets wrong (multipart bodies, node's require, ruby's fixed TLS) so every sample runs as shown.
import { HTTPSnippet, type HarRequest } from 'httpsnippet';
import type { CodeSample } from '../../theme/props.js';
import { fixSample, type FormField } from './sample-fixes.js';

/** A concrete request: URL with path parameters filled in, example query, headers and body. */
export interface SampleRequest {
  method: string;
  /** Absolute URL without the query string. */
  url: string;
  query: [string, string][];
  headers: [string, string][];
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
  let snippet: HTTPSnippet;
  try {
    snippet = new HTTPSnippet(toHar(request));
  } catch {
    // httpsnippet validates the request (e.g. a relative server URL); a spec it rejects gets no samples.
    return [];
  }
  return SAMPLE_LANGUAGES.map(({ lang, label, target, client }) => {
    const generated = snippet.convert(target, client);
    const code = Array.isArray(generated) ? generated.join('\n') : generated || '';
    return { lang, label, code: fixSample(lang, code, request) };
  });
}

function toHar(request: SampleRequest): HarRequest {
  const search = new URLSearchParams(request.query).toString();
  const headers = request.headers.map(([name, value]) => ({ name, value }));
  // httpsnippet's type wants postData always; a request without a body has none.
  const har: Omit<HarRequest, 'postData'> & { postData?: HarRequest['postData'] } = {
    method: request.method.toUpperCase(),
    url: search ? `${request.url}?${search}` : request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: request.query.map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
  };
  const body = request.body;
  // Multipart bodies are left to sample-fixes.ts: httpsnippet's are broken in most targets (see there).
  if (!body || body.kind === 'multipart') return har as HarRequest;
  if (body.kind === 'form') {
    headers.push({ name: 'Content-Type', value: 'application/x-www-form-urlencoded' });
    har.postData = { mimeType: 'application/x-www-form-urlencoded', params: body.fields.map(([name, value]) => ({ name, value })) };
  } else if (body.kind === 'json') {
    headers.push({ name: 'Content-Type', value: body.mimeType });
    har.postData = { mimeType: body.mimeType, text: JSON.stringify(body.value) };
  } else {
    headers.push({ name: 'Content-Type', value: body.mimeType });
    har.postData = { mimeType: body.mimeType, text: body.text };
  }
  return har as HarRequest;
}
