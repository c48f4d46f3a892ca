// The request a try-it console sends (theme/client/try-it.ts makes it): the chosen server's URL and the
// operation's path with its path parameters filled in, the query, headers, the reader's credentials
// where their security scheme puts them, and the body. Pure: the form's values in, fetch's arguments out.

/** What the console's fields hold. */
export interface TryItForm {
  method: string;
  /** The path template, `/pets/{id}`. */
  path: string;
  /** The chosen server's base URL, variables filled in (absolute, or relative to the page). */
  server: string;
  params: { name: string; in: string; value: string }[];
  /** The reader's keys, each where its scheme sends it (`prefix`: `Bearer ` or `Basic `). */
  credentials: { in: string; name: string; prefix?: string; value: string }[];
  /** The body as typed, and its media type. */
  body?: { type: string; text: string };
}

export interface TryItRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body?: string | URLSearchParams | FormData;
}

/** fetch's arguments for a console's values; `page` is the page's URL (a relative server is resolved against it). */
export function buildTryItRequest(form: TryItForm, page: string): TryItRequest {
  // A fragment in a path key (`/pets#byTag`) is never sent.
  let path = form.path.replace(/#.*$/s, '');
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  for (const param of form.params) {
    if (param.in === 'path') path = path.split(`{${param.name}}`).join(encodeURIComponent(param.value));
    else if (param.value === '') continue;
    else if (param.in === 'query') for (const value of listOf(param.value)) query.push([param.name, value]);
    else if (param.in === 'header') headers.push([param.name, param.value]);
  }
  for (const key of form.credentials) {
    if (key.value === '') continue;
    const value = credentialValue(key.value, key.prefix);
    if (key.in === 'query') query.push([key.name, value]);
    else if (key.in === 'header') headers.push([key.name, value]);
  }
  // A header both a parameter and a scheme set is sent once, as the scheme's (the later one).
  const unique = headers.filter(([name], i) => !headers.slice(i + 1).some(([later]) => later.toLowerCase() === name.toLowerCase()));
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const url = new URL(`${form.server.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`, page).href;
  const method = form.method.toUpperCase();
  // fetch refuses a body on GET and HEAD.
  if (!form.body || method === 'GET' || method === 'HEAD') return { method, url, headers: unique };
  const { type, text } = form.body;
  if (type === 'application/x-www-form-urlencoded') return { method, url, headers: unique, body: new URLSearchParams(fields(text)) };
  if (type.startsWith('multipart/')) {
    // The browser writes the multipart Content-Type with its boundary.
    const data = new FormData();
    for (const [name, value] of fields(text)) data.append(name, value);
    return { method, url, headers: unique, body: data };
  }
  return { method, url, headers: [...unique.filter(([name]) => name.toLowerCase() !== 'content-type'), ['Content-Type', type]], body: text };
}

/** A query value: a JSON array (how an array example is shown) is one `name=value` pair per item. */
function listOf(value: string): string[] {
  if (!value.startsWith('[')) return [value];
  try {
    const parsed = JSON.parse(value) as unknown;
    if (Array.isArray(parsed)) return parsed.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  } catch {
    // Not JSON: sent as typed.
  }
  return [value];
}

/** A key with its scheme's prefix (not doubled when typed); a basic scheme's `user:password` in base64. */
function credentialValue(value: string, prefix: string | undefined): string {
  if (!prefix || value.toLowerCase().startsWith(prefix.toLowerCase())) return value;
  if (prefix === 'Basic ' && value.includes(':')) return `${prefix}${btoa(String.fromCodePoint(...new TextEncoder().encode(value)))}`;
  return `${prefix}${value}`;
}

/** `name=value` lines (how a form body's example is shown) as pairs. */
function fields(text: string): [string, string][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.indexOf('=');
      return at === -1 ? [line.trim(), ''] : [line.slice(0, at).trim(), line.slice(at + 1)];
    });
}
