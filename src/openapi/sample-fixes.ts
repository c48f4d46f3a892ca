// Repairs httpsnippet 3.0.10's output so each sample is idiomatic and runs as shown. httpsnippet gets
// multipart wrong in every target (PHP guzzle misses a comma before 'headers'; Python quotes `open()`;
// node mixes require with top-level await; Ruby and Python hand-build the body; a boundary in
// Content-Type breaks curl, fetch and guzzle; a value starting with `@` makes curl read a file), so
// multipart requests are generated without a body and the body code is added here, per language.
import type { SampleRequest } from './samples.js';

/** A multipart field: a value, or a file (its example file name). */
export interface FormField {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

export function fixSample(lang: string, code: string, request: SampleRequest): string {
  const fields = request.body?.kind === 'multipart' ? request.body.fields : undefined;
  switch (lang) {
    case 'curl':
      return fields ? curlForm(code, fields) : code;
    case 'python':
      return fields ? pythonFiles(code, fields) : code;
    case 'nodejs':
      return nodeFetch(code, fields, request.method.toUpperCase());
    case 'ruby':
      return rubyNetHttp(code, fields);
    case 'php':
      return phpGuzzle(code, fields);
    default:
      return code;
  }
}

const shellQuote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
const singleQuoted = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const doubleQuoted = (s: string) => JSON.stringify(s);

function curlForm(code: string, fields: FormField[]): string {
  const lines = fields.map((f) => {
    if (f.fileName) return `  --form ${shellQuote(`${f.name}=@${f.fileName}${f.contentType ? `;type=${f.contentType}` : ''}`)}`;
    // `--form name=@x` uploads the file x and `<x` reads it: such values go through --form-string.
    const flag = /^[@<]/.test(f.value ?? '') ? '--form-string' : '--form';
    return `  ${flag} ${shellQuote(`${f.name}=${f.value ?? ''}`)}`;
  });
  return `${code.trimEnd()} \\\n${lines.join(' \\\n')}`;
}

function pythonFiles(code: string, fields: FormField[]): string {
  // requests sends multipart/form-data (with its boundary) only for `files=`; a (None, value) tuple is a plain field.
  const entries = fields.map((f) =>
    f.fileName
      ? `    ${doubleQuoted(f.name)}: (${doubleQuoted(f.fileName)}, open(${doubleQuoted(f.fileName)}, "rb")${f.contentType ? `, ${doubleQuoted(f.contentType)}` : ''}),`
      : `    ${doubleQuoted(f.name)}: (None, ${doubleQuoted(f.value ?? '')}),`,
  );
  const files = `files = {\n${entries.join('\n')}\n}\n`;
  const withFiles = /^headers = /m.test(code) ? code.replace(/^headers = /m, `${files}headers = `) : code.replace(/^response = /m, `${files}\nresponse = `);
  return withFiles.replace(/requests\.(\w+)\(url/, 'requests.$1(url, files=files');
}

function nodeFetch(code: string, fields: FormField[] | undefined, method: string): string {
  // Node 18+ has fetch, FormData and URLSearchParams built in; the sample is an ES module (top-level await).
  let out = code.replace(/^const \S+ = require\([^)]*\);\n/gm, '').replace(/^const \{[^}]*\} = require\([^)]*\);\n/gm, '').replace(/^\n+/, '');
  if (!fields) return out;
  const hasFile = fields.some((f) => f.fileName);
  const appends = fields.map((f) =>
    f.fileName
      ? `form.append(${singleQuoted(f.name)}, await openAsBlob(${singleQuoted(f.fileName)}${f.contentType ? `, { type: ${singleQuoted(f.contentType)} }` : ''}), ${singleQuoted(f.fileName)});`
      : `form.append(${singleQuoted(f.name)}, ${singleQuoted(f.value ?? '')});`,
  );
  // fetch writes the multipart Content-Type with its boundary itself.
  out = out.replace(/^const url = /m, `const form = new FormData();\n${appends.join('\n')}\n\nconst url = `);
  out = out.replace(`method: '${method}'`, `method: '${method}', body: form`);
  return hasFile ? `import { openAsBlob } from 'node:fs';\n\n${out}` : out;
}

function rubyNetHttp(code: string, fields: FormField[] | undefined): string {
  let out = code.replace(/^http\.use_ssl = true$/m, "http.use_ssl = url.scheme == 'https'");
  if (!fields) return out;
  const pairs = fields.map((f) =>
    f.fileName
      ? `  [${singleQuoted(f.name)}, File.open(${singleQuoted(f.fileName)})${f.contentType ? `, { content_type: ${singleQuoted(f.contentType)} }` : ''}]`
      : `  [${singleQuoted(f.name)}, ${singleQuoted(f.value ?? '')}]`,
  );
  out = out.replace(/\n\nresponse = http\.request\(request\)/, `\nrequest.set_form([\n${pairs.join(',\n')}\n], 'multipart/form-data')\n\nresponse = http.request(request)`);
  return out;
}

function phpGuzzle(code: string, fields: FormField[] | undefined): string {
  let out = code.replace(/^<\?php\n/, "<?php\n\nrequire 'vendor/autoload.php';\n");
  if (!fields) return out;
  const parts = fields.map((f) =>
    f.fileName
      ? `    [\n      'name' => ${singleQuoted(f.name)},\n      'contents' => fopen(${singleQuoted(f.fileName)}, 'r'),\n      'filename' => ${singleQuoted(f.fileName)},${f.contentType ? `\n      'headers' => ['Content-Type' => ${singleQuoted(f.contentType)}],` : ''}\n    ],`
      : `    [\n      'name' => ${singleQuoted(f.name)},\n      'contents' => ${singleQuoted(f.value ?? '')},\n    ],`,
  );
  const multipart = `  'multipart' => [\n${parts.join('\n')}\n  ],\n`;
  if (/->request\('[A-Z]+', '[^']*', \[\n/.test(out)) {
    out = out.replace(/(->request\('[A-Z]+', '[^']*', \[\n)/, `$1${multipart}`);
  } else {
    out = out.replace(/(->request\('[A-Z]+', '[^']*')\);/, `$1, [\n${multipart}]);`);
  }
  return out;
}
