// Repairs httpsnippet 3.0.10's output so each sample is idiomatic and runs as shown. httpsnippet writes
// the skeleton (client, method, URL, headers) but mis-quotes what it embeds: a `'` in a query value
// ends node's and PHP's URL string, a backslash or newline in a JSON body breaks the Python and node
// literals, `#{` in Ruby's body interpolates, urlencoded values are sent unencoded by curl (`&` splits
// them) and repeated fields collapse; multipart is wrong in every target (see git history). So requests
// are generated without a body, the URL literal is replaced by a fully encoded one, and the body code
// is written here per language, from the values themselves.
import type { SampleRequest } from './samples.js';

/**
 * A multipart field: a value, or a file (its example file name); `contentType` is a file's type, or the
 * type a value part declares (its encoding's `contentType`).
 */
export interface FormField {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

/** What the fixes need besides the request: the URL httpsnippet wrote and the one to show instead. */
export interface SampleUrls {
  /** httpsnippet's full URL (query included), as it appears in its output. */
  generated: string;
  /** The URL to show: path and query percent-encoded, `{name}` placeholders visible. */
  shown: string;
  /** The same URL where `{` and `}` are not allowed unencoded (Ruby's URI). */
  encoded: string;
}

type Body = NonNullable<SampleRequest['body']>;

export function fixSample(lang: string, code: string, request: SampleRequest, urls: SampleUrls): string {
  const body = request.body;
  switch (lang) {
    case 'curl':
      return curl(code, body, urls);
    case 'python':
      return python(code, body);
    case 'nodejs':
      return node(code, body, request, urls);
    case 'ruby':
      return ruby(code, body, urls);
    case 'php':
      return php(code, body, urls);
    default:
      return code;
  }
}

const shellQuote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
const singleQuoted = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const doubleQuoted = (s: string) => JSON.stringify(s);

function curl(code: string, body: Body | undefined, urls: SampleUrls): string {
  // `{` and `[` in a URL are curl's globbing syntax: --globoff sends them as written.
  const glob = /[{}[\]]/.test(urls.shown) ? ' \\\n  --globoff' : '';
  let out = code.replace(/^( {2}--url ).*?( \\)?$/m, (_, start: string, more: string | undefined) => `${start}${shellQuote(urls.shown)}${glob}${more ?? ''}`);
  if (!body) return out;
  const lines: string[] = [];
  if (body.kind === 'multipart') {
    for (const f of body.fields) {
      if (f.fileName) lines.push(`--form ${shellQuote(`${f.name}=@${f.fileName}${f.contentType ? `;type=${f.contentType}` : ''}`)}`);
      // A typed value is quoted (curl reads `\\` and `\"` in it), so a `;` in it does not end it.
      else if (f.contentType) lines.push(`--form ${shellQuote(`${f.name}="${(f.value ?? '').replace(/[\\"]/g, '\\$&')}";type=${f.contentType}`)}`);
      // `--form name=@x` uploads the file x and `<x` reads it: such values go through --form-string.
      else lines.push(`${/^[@<]/.test(f.value ?? '') ? '--form-string' : '--form'} ${shellQuote(`${f.name}=${f.value ?? ''}`)}`);
    }
  } else if (body.kind === 'form') {
    // --data-urlencode encodes the value (after the first `=`); the name must be encoded already.
    for (const [name, value] of body.fields) lines.push(`--data-urlencode ${shellQuote(`${formName(name)}=${value}`)}`);
  } else {
    const text = body.kind === 'json' ? JSON.stringify(body.value) : body.text;
    // --data reads a file for a value starting with `@`; --data-raw never does.
    lines.push(`${text.startsWith('@') ? '--data-raw' : '--data'} ${shellQuote(text)}`);
  }
  out = `${out.trimEnd()} \\\n${lines.map((l) => `  ${l}`).join(' \\\n')}`;
  return out;
}

/** A form field name percent-encoded, brackets kept readable (`address[city]`). */
function formName(name: string): string {
  return encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

function python(code: string, body: Body | undefined): string {
  if (!body) return code;
  let declaration: string;
  let argument: string;
  if (body.kind === 'multipart') {
    // requests sends multipart/form-data (with its boundary) only for `files=`; a (None, value) tuple is a plain field.
    const entries = body.fields.map((f) => [
      doubleQuoted(f.name),
      f.fileName
        ? `(${doubleQuoted(f.fileName)}, open(${doubleQuoted(f.fileName)}, "rb")${f.contentType ? `, ${doubleQuoted(f.contentType)}` : ''})`
        : `(None, ${doubleQuoted(f.value ?? '')}${f.contentType ? `, ${doubleQuoted(f.contentType)}` : ''})`,
    ]);
    declaration = unique(body.fields.map((f) => f.name))
      ? `files = {\n${entries.map(([k, v]) => `    ${k}: ${v},`).join('\n')}\n}\n`
      : `files = [\n${entries.map(([k, v]) => `    (${k}, ${v}),`).join('\n')}\n]\n`;
    argument = 'files=files';
  } else if (body.kind === 'form') {
    const entries = body.fields.map(([k, v]) => [doubleQuoted(k), doubleQuoted(v)] as const);
    declaration = unique(body.fields.map(([k]) => k))
      ? `payload = {\n${entries.map(([k, v]) => `    ${k}: ${v},`).join('\n')}\n}\n`
      : `payload = [\n${entries.map(([k, v]) => `    (${k}, ${v}),`).join('\n')}\n]\n`;
    argument = 'data=payload';
  } else if (body.kind === 'json') {
    declaration = `payload = ${pythonLiteral(body.value, '')}\n`;
    argument = 'json=payload';
  } else {
    // requests sends a str body as Latin-1: UTF-8 bytes say what the text says.
    declaration = `payload = ${doubleQuoted(body.text)}${/[^\x00-\x7f]/.test(body.text) ? '.encode("utf-8")' : ''}\n`;
    argument = 'data=payload';
  }
  const withBody = /^headers = /m.test(code)
    ? code.replace(/^headers = /m, `${declaration}headers = `)
    : code.replace(/^response = /m, `${declaration}\nresponse = `);
  return withBody.replace(/requests\.(\w+)\(url/, `requests.$1(url, ${argument}`);
}

/** A JSON value as a Python literal (JSON's string escapes are Python's too). */
function pythonLiteral(value: unknown, pad: string): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'None';
  if (typeof value === 'string') return doubleQuoted(value);
  const inner = `${pad}    `;
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)}`).join(',\n')}\n${pad}]` : '[]';
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length ? `{\n${entries.map(([k, v]) => `${inner}${doubleQuoted(k)}: ${pythonLiteral(v, inner)}`).join(',\n')}\n${pad}}` : '{}';
}

function node(code: string, body: Body | undefined, request: SampleRequest, urls: SampleUrls): string {
  // Node 18+ has fetch, FormData and URLSearchParams built in; the sample is an ES module (top-level await).
  let out = code
    .replace(/^const \S+ = require\([^)]*\);\n/gm, '')
    .replace(/^const \{[^}]*\} = require\([^)]*\);\n/gm, '')
    .replace(/^\n+/, '');
  out = out.replace(/^const url = .*;$/m, () => `const url = ${singleQuoted(urls.shown)};`);
  // httpsnippet escapes `'` in header values but not the backslash.
  for (const [, value] of request.headers) if (value.includes('\\')) out = out.split(`'${value.replace(/'/g, "\\'")}'`).join(singleQuoted(value));
  if (!body) return out;
  const method = request.method.toUpperCase();
  let declaration: string;
  let property = 'body';
  let hasFile = false;
  if (body.kind === 'multipart') {
    hasFile = body.fields.some((f) => f.fileName);
    const appends = body.fields.map((f) =>
      f.fileName
        ? `form.append(${singleQuoted(f.name)}, await openAsBlob(${singleQuoted(f.fileName)}${f.contentType ? `, { type: ${singleQuoted(f.contentType)} }` : ''}), ${singleQuoted(f.fileName)});`
        : f.contentType
          ? // FormData types a part only as a Blob (which fetch names `blob`).
            `form.append(${singleQuoted(f.name)}, new Blob([${singleQuoted(f.value ?? '')}], { type: ${singleQuoted(f.contentType)} }));`
          : `form.append(${singleQuoted(f.name)}, ${singleQuoted(f.value ?? '')});`,
    );
    // fetch writes the multipart Content-Type with its boundary itself.
    declaration = `const form = new FormData();\n${appends.join('\n')}`;
    property = 'body: form';
  } else if (body.kind === 'form') {
    declaration = `const body = new URLSearchParams([\n${body.fields.map(([k, v]) => `  [${singleQuoted(k)}, ${singleQuoted(v)}],`).join('\n')}\n]);`;
  } else if (body.kind === 'json') {
    declaration = `const body = JSON.stringify(${JSON.stringify(body.value, null, 2)});`;
  } else {
    declaration = `const body = ${singleQuoted(body.text).replace(/\n/g, '\\n').replace(/\r/g, '\\r')};`;
  }
  out = out.replace(/^const url = /m, `${declaration}\n\nconst url = `);
  // The body goes right after the method, on its own line when httpsnippet wrapped the options.
  out = out.replace(new RegExp(`method: '${method}'(,\\n( +))?`), (_, wrapped: string | undefined, pad: string | undefined) =>
    wrapped ? `method: '${method}',\n${pad}${property},\n${pad}` : `method: '${method}', ${property}`,
  );
  return hasFile ? `import { openAsBlob } from 'node:fs';\n\n${out}` : out;
}

function ruby(code: string, body: Body | undefined, urls: SampleUrls): string {
  let out = code.replace(/^http\.use_ssl = true$/m, "http.use_ssl = url.scheme == 'https'");
  out = out.replace(/^url = URI\(.*\)$/m, () => `url = URI(${doubleQuoted(urls.encoded).replace(/#/g, '\\#')})`);
  if (!body) return out;
  let statement: string;
  if (body.kind === 'multipart') {
    const pairs = body.fields.map((f) =>
      f.fileName
        ? `  [${singleQuoted(f.name)}, File.open(${singleQuoted(f.fileName)})${f.contentType ? `, { content_type: ${singleQuoted(f.contentType)} }` : ''}]`
        : // Net::HTTP types only file parts: a typed value goes as a plain one.
          `  [${singleQuoted(f.name)}, ${singleQuoted(f.value ?? '')}]`,
    );
    statement = `request.set_form([\n${pairs.join(',\n')}\n], 'multipart/form-data')`;
  } else if (body.kind === 'form') {
    statement = `request.set_form_data([\n${body.fields.map(([k, v]) => `  [${singleQuoted(k)}, ${singleQuoted(v)}]`).join(',\n')}\n])`;
  } else {
    // Single quotes: nothing in the body is interpolated.
    statement = `request.body = ${singleQuoted(body.kind === 'json' ? JSON.stringify(body.value) : body.text)}`;
  }
  return out.replace(/\n\nresponse = http\.request\(request\)/, `\n${statement}\n\nresponse = http.request(request)`);
}

function php(code: string, body: Body | undefined, urls: SampleUrls): string {
  let out = code.replace(/^<\?php\n/, "<?php\n\nrequire 'vendor/autoload.php';\n");
  out = out.split(`'${urls.generated}'`).join(singleQuoted(urls.shown));
  if (!body) return out;
  let option: string;
  if (body.kind === 'multipart') {
    const parts = body.fields.map((f) =>
      f.fileName
        ? `    [\n      'name' => ${singleQuoted(f.name)},\n      'contents' => fopen(${singleQuoted(f.fileName)}, 'r'),\n      'filename' => ${singleQuoted(f.fileName)},${f.contentType ? `\n      'headers' => ['Content-Type' => ${singleQuoted(f.contentType)}],` : ''}\n    ],`
        : `    [\n      'name' => ${singleQuoted(f.name)},\n      'contents' => ${singleQuoted(f.value ?? '')},${f.contentType ? `\n      'headers' => ['Content-Type' => ${singleQuoted(f.contentType)}],` : ''}\n    ],`,
    );
    option = `  'multipart' => [\n${parts.join('\n')}\n  ],\n`;
  } else if (body.kind === 'form') {
    if (unique(body.fields.map(([k]) => k))) {
      option = `  'form_params' => [\n${body.fields.map(([k, v]) => `    ${singleQuoted(k)} => ${singleQuoted(v)},`).join('\n')}\n  ],\n`;
    } else {
      // form_params writes repeated names as `tags[0]=`; Query::build repeats the name itself.
      const grouped = new Map<string, string[]>();
      for (const [k, v] of body.fields) grouped.set(k, [...(grouped.get(k) ?? []), v]);
      const entries = [...grouped].map(
        ([k, vs]) => `    ${singleQuoted(k)} => ${vs.length > 1 ? `[${vs.map(singleQuoted).join(', ')}]` : singleQuoted(vs[0]!)},`,
      );
      option = `  'body' => \\GuzzleHttp\\Psr7\\Query::build([\n${entries.join('\n')}\n  ]),\n`;
    }
  } else {
    option = `  'body' => ${singleQuoted(body.kind === 'json' ? JSON.stringify(body.value) : body.text)},\n`;
  }
  if (/->request\('[A-Z]+', '[^']*', \[\n/.test(out)) return out.replace(/(->request\('[A-Z]+', '[^']*', \[\n)/, `$1${option}`);
  return out.replace(/(->request\('[A-Z]+', '[^']*')\);/, `$1, [\n${option}]);`);
}

function unique(names: string[]): boolean {
  return new Set(names).size === names.length;
}
