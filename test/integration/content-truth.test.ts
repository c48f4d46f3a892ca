// Truth test for the Sesame docs: every HTTP call and every SDK call the content shows must exist in the
// sources of truth, spec/openapi.yaml (the API) and content/sdk (the SDK reference).
//
// Scanned: every .md file under content/docs, content/sdk and content/changelog.
//
// HTTP calls, and exactly what counts as one:
// - curl: every `curl` command in a fenced code block of any language. Lines ending in `\` are joined
//   first; the command is split like a shell would (quotes, `$VAR`s kept as text) and ends at `|`, `;`,
//   `&&`, `||` or `>`. Method: `-X`/`--request`, else POST when it sends `-F`/`--form`/`-d`/`--data*`
//   (GET with `-G`), else GET. URL: `--url` or the first argument that is not an option.
//   Headers: every `-H`/`--header`.
// - fetch: every `fetch(` in a fenced code block. The URL is its first argument: a string or template
//   literal, or a name bound on the same page by `const|let|var NAME = <literal>` or `= new URL(<literal>)`
//   (`${NAME}` inside templates is resolved the same way). Method: `method: '<METHOD>'` in the options,
//   else GET. Headers: the keys of the object literals of `headers:` in the options, or of the object a
//   `headers` name is bound to on the page.
//   A fetch whose URL ends in a function parameter after a Sesame base (`${BASE}${path}`) is a request
//   helper: the helper's calls, `helper('<METHOD>', '<path>', …)` anywhere on the page, are the calls,
//   checked for method and path; the helper's own headers are checked once, against the declared set.
// - request lines: `METHOD /path` at the start of a line in a code block of language http, bash, sh,
//   shell or console, unless the block has a `Host:` header naming another host than the API's (a webhook
//   delivery to your server is not a call of the API). Headers: the block's `Name: value` lines.
// - inline mentions: a code span `METHOD /path` in prose. These must give the full path (`/apps/…` or
//   `/auth/…`), since they stand alone.
// Only calls to the API count: a URL on the host api.sesame.dev must start with the spec's server URL
// (https://api.sesame.dev/v1), which is removed; site-relative URLs (`/api/notes`) and other hosts are
// your own back end and are skipped. A URL that cannot be resolved is skipped unless it names the API.
//
// Paths: query and fragment are dropped, then the path is matched segment by segment against the spec's
// path templates. A `{param}` segment of the spec matches any concrete segment (`app_2fJx81Qz`, `$APP_ID`,
// `<app_id>`, `${appId}`, `:id`); a literal segment only itself; a placeholder segment (`{x}`, `$X`,
// `${x}`, `<x>`, `:x`) never matches a literal one, and a `{name}` placeholder must use the spec's name.
// When several templates match, the one with the most literal segments wins (as routers do). The method
// must be one of that path's operations.
//
// Headers: each one must be declared by the spec (a header security scheme, `Authorization` for HTTP
// schemes, or a header parameter) and accepted by the operation called (its security or parameters).
// Content-Type and Accept are ignored. A direct call must also send the credentials of one of the
// operation's security requirements (a call with credentials it cannot see, such as a headers spread, is
// not checked for that).
//
// SDK calls: `sesame.<method>(` and `client.<method>(` anywhere in a file must name a method of the
// SesameClient reference (a `### name()` heading or a member of the `interface SesameClient` signature);
// every name imported from `@sesame-auth/<pkg>` must have a heading in that package's section of
// content/sdk/modules.md.
//
// Failures list every offending call as `file:line` with what is wrong; the counts of what was checked
// are printed so a scan that silently finds nothing also fails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = 'https://api.sesame.dev/v1';
const API_HOST = 'api.sesame.dev';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const IGNORED_HEADERS = new Set(['content-type', 'accept']);
const REQUEST_LINE_LANGS = new Set(['http', 'bash', 'sh', 'shell', 'console']);

// ---------------------------------------------------------------------------------------------- spec

interface SpecOperation {
  method: string;
  template: string;
  segments: string[];
  /** Alternatives of required credentials, each a list of lower-case header names. */
  security: string[][];
  /** Lower-case header names this operation accepts. */
  accepts: Set<string>;
}

interface Spec {
  operations: SpecOperation[];
  templates: Map<string, string[]>;
  declared: Set<string>;
}

function loadSpec(): Spec {
  const doc = parseYaml(readFileSync(path.join(repo, 'spec/openapi.yaml'), 'utf8'));
  const schemes: Record<string, { type: string; in?: string; name?: string }> = doc.components?.securitySchemes ?? {};
  const schemeHeader = (name: string): string | null => {
    const s = schemes[name];
    if (!s) return null;
    if (s.type === 'http') return 'authorization';
    if (s.type === 'apiKey' && s.in === 'header' && s.name) return s.name.toLowerCase();
    return null;
  };
  const resolve = (p: { $ref?: string }) => (p.$ref ? doc.components.parameters[p.$ref.replace('#/components/parameters/', '')] : p);
  const declared = new Set<string>();
  for (const name of Object.keys(schemes)) {
    const h = schemeHeader(name);
    if (h) declared.add(h);
  }
  const operations: SpecOperation[] = [];
  const templates = new Map<string, string[]>();
  for (const [template, item] of Object.entries<Record<string, any>>(doc.paths)) {
    templates.set(template, template.split('/').filter(Boolean));
    const shared = (item.parameters ?? []).map(resolve);
    for (const method of METHODS) {
      const op = item[method.toLowerCase()];
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? []).map(resolve)];
      const headerParams = params.filter((p: any) => p.in === 'header').map((p: any) => String(p.name).toLowerCase());
      headerParams.forEach((h: string) => declared.add(h));
      const requirements: Record<string, unknown>[] = op.security ?? doc.security ?? [];
      const security = requirements.map((req) =>
        Object.keys(req)
          .map((name) => schemeHeader(name))
          .filter((h): h is string => h !== null),
      );
      operations.push({
        method,
        template,
        segments: template.split('/').filter(Boolean),
        security,
        accepts: new Set([...headerParams, ...security.flat()]),
      });
    }
  }
  return { operations, templates, declared };
}

// ----------------------------------------------------------------------------------------- content

interface Source {
  file: string;
  text: string;
  lines: string[];
}

interface Block {
  lang: string;
  /** 1-based line of the block's first content line. */
  line: number;
  text: string;
}

function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(repo, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(rel));
    else if (entry.name.endsWith('.md')) out.push(rel);
  }
  return out.sort();
}

function readSource(file: string): Source {
  const text = readFileSync(path.join(repo, file), 'utf8');
  return { file, text, lines: text.split('\n') };
}

function codeBlocks(src: Source): Block[] {
  const blocks: Block[] = [];
  let open: { fence: string; lang: string; line: number; body: string[] } | null = null;
  src.lines.forEach((line, i) => {
    const m = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      if (m && m[1]!.startsWith(open.fence) && m[2]!.trim() === '') {
        blocks.push({ lang: open.lang, line: open.line, text: open.body.join('\n') });
        open = null;
      } else open.body.push(line);
    } else if (m) {
      open = { fence: m[1]!, lang: (m[2]!.trim().split(/[\s{]/)[0] ?? '').toLowerCase(), line: i + 2, body: [] };
    }
  });
  return blocks;
}

/** Prose lines (outside code blocks) with their 1-based numbers. */
function proseLines(src: Source): [number, string][] {
  const out: [number, string][] = [];
  let fence: string | null = null;
  src.lines.forEach((line, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (m && m[1]!.startsWith(fence)) fence = null;
    } else if (m) fence = m[1]!;
    else out.push([i + 1, line]);
  });
  return out;
}

const lineOf = (block: Block, offset: number) => block.line + block.text.slice(0, offset).split('\n').length - 1;

// ------------------------------------------------------------------------------------- HTTP calls

interface Call {
  where: string;
  kind: 'curl' | 'fetch' | 'helper' | 'helper definition' | 'request line' | 'inline';
  method: string;
  url: string;
  headers: string[];
  /** Whether every header the call sends is known (no spreads or unresolved header objects). */
  headersComplete: boolean;
}

/** Splits a shell command line into words, honouring quotes; stops at a pipe, `;`, `&&`, `||` or `>`. */
function shellWords(line: string): string[][] {
  const commands: string[][] = [[]];
  let word = '';
  let hasWord = false;
  let quote: string | null = null;
  const flush = () => {
    if (hasWord) commands.at(-1)!.push(word);
    word = '';
    hasWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      hasWord = true;
    } else if (/\s/.test(c)) flush();
    else if (c === '#' && !hasWord) break;
    else if (c === '|' || c === ';' || c === '&' || c === '>') {
      flush();
      if (line[i + 1] === c) i++;
      commands.push([]);
    } else {
      word += c;
      hasWord = true;
    }
  }
  flush();
  return commands.filter((c) => c.length > 0);
}

const CURL_VALUE_OPTIONS = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-F',
  '--form',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-urlencode',
  '-o',
  '--output',
  '-u',
  '--user',
  '-w',
  '--write-out',
  '--url',
  '-A',
  '--user-agent',
  '-b',
  '--cookie',
  '-e',
  '--referer',
  '-m',
  '--max-time',
]);

function curlCalls(src: Source, block: Block): Call[] {
  const calls: Call[] = [];
  const rawLines = block.text.split('\n');
  for (let i = 0; i < rawLines.length; i++) {
    const start = i;
    let joined = rawLines[i]!;
    while (/\\\s*$/.test(joined) && i + 1 < rawLines.length) joined = joined.replace(/\\\s*$/, ' ') + rawLines[++i];
    for (const words of shellWords(joined)) {
      const at = words.indexOf('curl');
      if (at === -1 || (at > 0 && !/^(\w+=\S*|sudo|time|exec)$/.test(words[at - 1]!))) continue;
      let method: string | null = null;
      let sendsBody = false;
      let get = false;
      let url: string | null = null;
      const headers: string[] = [];
      const args = words.slice(at + 1);
      for (let j = 0; j < args.length; j++) {
        const arg = args[j]!;
        const value = CURL_VALUE_OPTIONS.has(arg) ? (args[++j] ?? '') : null;
        if (arg === '-X' || arg === '--request') method = value!.toUpperCase();
        else if (arg === '-H' || arg === '--header') headers.push(value!.split(':')[0]!.trim());
        else if (['-F', '--form', '-d', '--data', '--data-raw', '--data-binary', '--data-urlencode'].includes(arg)) sendsBody = true;
        else if (arg === '-G' || arg === '--get') get = true;
        else if (arg === '--url') url ??= value;
        else if (value === null && !arg.startsWith('-')) url ??= arg;
      }
      if (url === null) continue;
      calls.push({
        where: `${src.file}:${block.line + start}`,
        kind: 'curl',
        method: method ?? (sendsBody && !get ? 'POST' : 'GET'),
        url,
        headers,
        headersComplete: true,
      });
    }
  }
  return calls;
}

/** The text of the balanced bracket expression starting at `text[open]`. */
function balanced(text: string, open: number): string {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (pairs[c]) stack.push(pairs[c]!);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return text.slice(open, i + 1);
    }
  }
  return text.slice(open);
}

/** Splits the top-level comma-separated arguments of `(…)`. */
function topLevelArgs(call: string): string[] {
  const inner = call.slice(1, -1);
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    current += c;
    if (quote) {
      if (c === '\\') current += inner[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      args.push(current.slice(0, -1).trim());
      current = '';
    }
  }
  if (current.trim()) args.push(current.trim());
  return args;
}

interface PageBindings {
  strings: Map<string, string>;
  objects: Map<string, string>;
}

function pageBindings(blocks: Block[]): PageBindings {
  const strings = new Map<string, string>();
  const objects = new Map<string, string>();
  for (const block of blocks) {
    for (const m of block.text.matchAll(/\b(?:const|let|var)\s+(\w+)(?:\s*:\s*[\w<>[\]|. ]+)?\s*=\s*(new URL\()?\s*(['"`])/g)) {
      const open = m.index! + m[0].length - 1;
      const quote = m[3]!;
      const end = block.text.indexOf(quote, open + 1);
      if (end > open && !strings.has(m[1]!)) strings.set(m[1]!, block.text.slice(open + 1, end));
    }
    for (const m of block.text.matchAll(/\b(?:const|let|var)\s+(\w+)(?:\s*:\s*[\w<>[\]|. ,]+)?\s*=\s*\{/g)) {
      if (!objects.has(m[1]!)) objects.set(m[1]!, balanced(block.text, m.index! + m[0].length - 1));
    }
  }
  return { strings, objects };
}

/** Resolves a URL expression to text; `${expr}` that names no binding stays as a placeholder segment. */
function resolveUrl(expr: string, bindings: PageBindings, depth = 0): string | null {
  const e = expr.trim();
  if (depth > 5) return null;
  const literal = /^(['"`])([\s\S]*)\1$/.exec(e);
  let text: string;
  if (literal) text = literal[2]!;
  else if (/^\w+$/.test(e) && bindings.strings.has(e)) text = bindings.strings.get(e)!;
  else return null;
  return text.replace(/\$\{\s*(\w+)\s*\}/g, (whole, name: string) => {
    const bound = bindings.strings.get(name);
    return bound === undefined ? whole : (resolveUrl(`\`${bound}\``, bindings, depth + 1) ?? whole);
  });
}

function headerKeys(expr: string | undefined, bindings: PageBindings): { keys: string[]; complete: boolean } {
  if (expr === undefined) return { keys: [], complete: true };
  const e = expr.trim();
  if (/^\w+$/.test(e)) {
    const bound = bindings.objects.get(e);
    return bound === undefined ? { keys: [], complete: false } : headerKeys(bound, bindings);
  }
  const keys: string[] = [];
  for (const m of e.matchAll(/[{,]\s*(?:(['"])([A-Za-z][\w-]*)\1|([A-Za-z_]\w*))\s*:/g)) keys.push(m[2] ?? m[3]!);
  return { keys, complete: !e.includes('...') };
}

function optionValue(options: string | undefined, key: string): string | undefined {
  if (!options || !options.startsWith('{')) return undefined;
  for (const part of topLevelArgs(`(${options.slice(1, -1)})`)) {
    if (part === key) return key;
    const m = new RegExp(`^${key}\\s*:\\s*([\\s\\S]*)$`).exec(part);
    if (m) return m[1]!;
  }
  return undefined;
}

interface Helper {
  name: string;
  base: string;
  methodIndex: number;
  pathIndex: number;
  headers: string[];
}

function fetchCalls(src: Source, blocks: Block[], bindings: PageBindings): Call[] {
  const calls: Call[] = [];
  const helpers: Helper[] = [];
  for (const block of blocks) {
    for (const m of block.text.matchAll(/\bfetch\s*\(/g)) {
      const args = topLevelArgs(balanced(block.text, m.index! + m[0].length - 1));
      const where = `${src.file}:${lineOf(block, m.index!)}`;
      const options = args[1] === undefined ? undefined : args[1].trim();
      const headerExpr = optionValue(options, 'headers');
      const { keys, complete } = headerKeys(headerExpr === 'headers' ? 'headers' : headerExpr, bindings);
      const methodExpr = optionValue(options, 'method');
      // A request helper: fetch(`${BASE}${path}`, { method, … }) inside `function name(method, path, …)`.
      const helperUrl = /^`\$\{(\w+)\}\$\{(\w+)\}`$/.exec(args[0]?.trim() ?? '');
      if (helperUrl && bindings.strings.has(helperUrl[1]!)) {
        const before = block.text.slice(0, m.index!);
        const fn = [...before.matchAll(/function\s+(\w+)\s*(?:<[^>]*>)?\s*\(([^)]*)\)/g)].at(-1);
        const params = fn ? fn[2]!.split(',').map((p) => p.trim().split(/[?:=\s]/)[0]!) : [];
        const base = resolveUrl(helperUrl[1]!, bindings);
        if (fn && base && params.includes(helperUrl[2]!) && methodExpr === 'method' && params.includes('method')) {
          helpers.push({ name: fn[1]!, base, methodIndex: params.indexOf('method'), pathIndex: params.indexOf(helperUrl[2]!), headers: keys });
          calls.push({ where, kind: 'helper definition', method: 'ANY', url: base, headers: keys, headersComplete: false });
          continue;
        }
      }
      const url = resolveUrl(args[0] ?? '', bindings);
      if (url === null) {
        if ((args[0] ?? '').includes(API_HOST)) calls.push({ where, kind: 'fetch', method: '?', url: args[0]!, headers: keys, headersComplete: complete });
        continue;
      }
      const method = methodExpr === undefined ? 'GET' : (/^['"`](\w+)['"`]$/.exec(methodExpr)?.[1]?.toUpperCase() ?? '?');
      calls.push({ where, kind: 'fetch', method, url, headers: keys, headersComplete: complete });
    }
  }
  for (const helper of helpers) {
    for (const block of blocks) {
      for (const m of block.text.matchAll(new RegExp(`\\b${helper.name}\\s*\\(`, 'g'))) {
        const before = block.text.slice(Math.max(0, m.index! - 40), m.index!);
        if (/function\s+$/.test(before)) continue;
        const args = topLevelArgs(balanced(block.text, m.index! + m[0].length - 1));
        const method = /^['"`](\w+)['"`]$/.exec(args[helper.methodIndex]?.trim() ?? '')?.[1];
        const rel = /^['"`]([^'"`]*)['"`]$/.exec(args[helper.pathIndex]?.trim() ?? '')?.[1];
        // Which of the helper's headers a call sends depends on its other arguments, so a helper call is
        // checked for its method and path; the helper's headers are checked once, at its definition.
        calls.push({
          where: `${src.file}:${lineOf(block, m.index!)}`,
          kind: 'helper',
          method: method?.toUpperCase() ?? '?',
          url: rel === undefined ? `${helper.base}<dynamic>` : helper.base + rel,
          headers: [],
          headersComplete: false,
        });
      }
    }
  }
  return calls;
}

function requestLineCalls(src: Source, block: Block): Call[] {
  if (!REQUEST_LINE_LANGS.has(block.lang)) return [];
  const host = /^host:\s*(\S+)/im.exec(block.text)?.[1];
  if (host !== undefined && host !== API_HOST) return [];
  const headers = [...block.text.matchAll(/^([A-Za-z][\w-]*):\s/gm)].map((m) => m[1]!);
  const calls: Call[] = [];
  block.text.split('\n').forEach((line, i) => {
    const m = new RegExp(`^\\s*(${METHODS.join('|')})\\s+(\\S+)`).exec(line);
    if (m) calls.push({ where: `${src.file}:${block.line + i}`, kind: 'request line', method: m[1]!, url: m[2]!, headers, headersComplete: true });
  });
  return calls;
}

function inlineCalls(src: Source): Call[] {
  const calls: Call[] = [];
  for (const [n, line] of proseLines(src)) {
    for (const m of line.matchAll(new RegExp(`\`(${METHODS.join('|')}) (/[^\`\\s]*)\``, 'g'))) {
      calls.push({ where: `${src.file}:${n}`, kind: 'inline', method: m[1]!, url: m[2]!, headers: [], headersComplete: false });
    }
  }
  return calls;
}

// ---------------------------------------------------------------------------------------- checking

const isPlaceholder = (segment: string) => /^(\{[^}]*\}|\$\{[^}]*\}|\$\w+|<[^>]*>|:\w+)$/.test(segment);

/** The API path of a call's URL, or null when the call goes somewhere else; a string error when wrong. */
function apiPath(call: Call): { path: string } | { error: string } | null {
  let url = call.url.replace(/[?#].*$/, '');
  if (/^https?:\/\//.test(url)) {
    if (!url.includes(`//${API_HOST}`)) return null;
    if (!url.startsWith(`${SERVER}/`)) return { error: `URL ${call.url} is on ${API_HOST} but not under ${SERVER}` };
    url = url.slice(SERVER.length);
  } else if (call.kind === 'curl' || call.kind === 'fetch') {
    return null; // site-relative: your own back end
  } else if (call.kind === 'inline' && !/^\/(apps|auth)(\/|$)/.test(url)) {
    return { error: `inline mention \`${call.method} ${call.url}\` must give the full path (/apps/… or /auth/…)` };
  }
  return { path: url };
}

function matchOperation(spec: Spec, call: Call, p: string): { op?: SpecOperation; error?: string } {
  const segments = p.split('/').filter(Boolean);
  let best: { template: string; literals: number } | null = null;
  let nameError: string | undefined;
  for (const [template, tsegs] of spec.templates) {
    if (tsegs.length !== segments.length) continue;
    let literals = 0;
    let ok = true;
    let wrongName: string | undefined;
    tsegs.forEach((t, i) => {
      const s = segments[i]!;
      if (t.startsWith('{')) {
        if (/^\{[^}]*\}$/.test(s) && s !== t) wrongName = `${s} should be ${t}`;
      } else if (t === s) literals++;
      else ok = false;
    });
    if (!ok) continue;
    if (!best || literals > best.literals) {
      best = { template, literals };
      nameError = wrongName;
    }
  }
  if (!best) {
    const placeholders = segments.filter(isPlaceholder).length;
    return { error: `no path of the spec matches ${p}${placeholders ? '' : ''}` };
  }
  if (nameError) return { error: `path ${p} names its parameter differently from the spec's ${best.template}: ${nameError}` };
  const op = spec.operations.find((o) => o.template === best!.template && o.method === call.method);
  if (!op) {
    const methods = spec.operations.filter((o) => o.template === best!.template).map((o) => o.method);
    return { error: `${call.method} ${p}: the spec's ${best.template} has only ${methods.join(', ')}` };
  }
  return { op };
}

function checkCall(spec: Spec, call: Call): string[] {
  const target = apiPath(call);
  if (target === null) return [];
  const label = `${call.where}  ${call.kind} ${call.method} ${call.url}`;
  if ('error' in target) return [`${label}: ${target.error}`];
  if (call.kind === 'helper definition') {
    return call.headers
      .map((h) => h.toLowerCase())
      .filter((h) => !IGNORED_HEADERS.has(h) && !spec.declared.has(h))
      .map((h) => `${label}: header ${h} is not declared by the spec`);
  }
  if (call.method === '?') return [`${label}: the method cannot be read; write it as a literal`];
  if (target.path.includes('<dynamic>')) return [`${label}: the path cannot be read; pass it as a literal`];
  const problems: string[] = [];
  const sent = call.headers.map((h) => h.toLowerCase()).filter((h) => !IGNORED_HEADERS.has(h));
  const undeclared = sent.filter((h) => !spec.declared.has(h));
  for (const h of undeclared) problems.push(`${label}: header ${h} is not declared by the spec`);
  const { op, error } = matchOperation(spec, call, target.path);
  if (!op) return [`${label}: ${error}`, ...problems];
  for (const h of sent) {
    if (!undeclared.includes(h) && !op.accepts.has(h)) problems.push(`${label}: header ${h} is not accepted by ${op.method} ${op.template}`);
  }
  if (call.headersComplete && call.kind !== 'inline' && op.security.length > 0) {
    const satisfied = op.security.some((req) => req.every((h) => sent.includes(h)));
    if (!satisfied) {
      const options = op.security.map((req) => (req.length ? req.join(' + ') : 'nothing')).join(' or ');
      problems.push(`${label}: ${op.method} ${op.template} needs ${options}`);
    }
  }
  return problems;
}

// -------------------------------------------------------------------------------------- SDK calls

interface SdkReference {
  clientMethods: Set<string>;
  packages: Map<string, Set<string>>;
}

function loadSdkReference(): SdkReference {
  const client = readFileSync(path.join(repo, 'content/sdk/interfaces/SesameClient.md'), 'utf8');
  const clientMethods = new Set([...client.matchAll(/^#{2,4}\s+(\w+)\(\)/gm)].map((m) => m[1]!));
  const signature = /interface SesameClient \{([\s\S]*?)\n\}/.exec(client)?.[1] ?? '';
  for (const m of signature.matchAll(/^\s{2}(\w+)\s*\(/gm)) clientMethods.add(m[1]!);
  const modules = readFileSync(path.join(repo, 'content/sdk/modules.md'), 'utf8');
  const packages = new Map<string, Set<string>>();
  let current: Set<string> | null = null;
  for (const line of modules.split('\n')) {
    const pkg = /^##\s+(@sesame-auth\/[\w-]+)/.exec(line);
    if (pkg) packages.set(pkg[1]!, (current = new Set()));
    else if (/^##\s/.test(line)) current = null;
    const name = /^###\s+(\w+)/.exec(line);
    if (name && current) current.add(name[1]!);
  }
  return { clientMethods, packages };
}

interface SdkUse {
  where: string;
  what: string;
  problem: string | null;
}

function sdkUses(src: Source, sdk: SdkReference): SdkUse[] {
  const uses: SdkUse[] = [];
  const at = (offset: number) => `${src.file}:${src.text.slice(0, offset).split('\n').length}`;
  for (const m of src.text.matchAll(/\b(sesame|client)\.(\w+)\s*\(/g)) {
    const ok = sdk.clientMethods.has(m[2]!);
    uses.push({ where: at(m.index!), what: `${m[1]}.${m[2]}()`, problem: ok ? null : `${m[2]} is not a method of the SesameClient reference` });
  }
  for (const m of src.text.matchAll(/\bimport\s+(type\s+)?([\w\s{},]*?)\s*from\s+['"](@sesame-auth\/[\w-]+)['"]/g)) {
    const pkg = m[3]!;
    const names = sdk.packages.get(pkg);
    const clause = m[2]!;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const def = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (def) uses.push({ where: at(m.index!), what: `import ${def} from '${pkg}'`, problem: `${pkg} has no default export in the SDK reference` });
    for (const raw of named.split(',')) {
      const name = raw
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (!name) continue;
      const problem = !names
        ? `${pkg} is not a package of the SDK reference`
        : names.has(name)
          ? null
          : `${name} is not in the ${pkg} section of the SDK reference`;
      uses.push({ where: at(m.index!), what: `${name} from '${pkg}'`, problem });
    }
  }
  return uses;
}

// ------------------------------------------------------------------------------------------ tests

const files = ['content/docs', 'content/sdk', 'content/changelog'].flatMap(markdownFiles);
const sources = files.map(readSource);
const spec = loadSpec();
const sdk = loadSdkReference();

function allCalls(): Call[] {
  return sources.flatMap((src) => {
    const blocks = codeBlocks(src);
    const bindings = pageBindings(blocks);
    return [
      ...blocks.flatMap((b) => curlCalls(src, b)),
      ...fetchCalls(src, blocks, bindings),
      ...blocks.flatMap((b) => requestLineCalls(src, b)),
      ...inlineCalls(src),
    ];
  });
}

describe('content truth', () => {
  test('scans the docs, SDK reference and changelog', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(spec.operations.length).toBeGreaterThan(50);
    expect(sdk.clientMethods.size).toBeGreaterThan(20);
  });

  test('every HTTP call shown exists in spec/openapi.yaml, with headers the spec declares', () => {
    const calls = allCalls();
    const api = calls.filter((c) => c.kind !== 'helper definition' && apiPath(c) !== null);
    const byKind = Object.fromEntries((['curl', 'fetch', 'helper', 'request line', 'inline'] as const).map((k) => [k, api.filter((c) => c.kind === k).length]));
    console.log(`content-truth: ${api.length} API calls checked (${JSON.stringify(byKind)}), ${calls.length - api.length} calls to other servers skipped`);
    expect(byKind.curl).toBeGreaterThan(10);
    expect(byKind.fetch).toBeGreaterThan(3);
    expect(byKind.inline).toBeGreaterThan(50);
    const problems = calls.flatMap((c) => checkCall(spec, c));
    expect(problems, `HTTP calls that do not match spec/openapi.yaml:\n${problems.join('\n')}\n`).toEqual([]);
  });

  test('every SDK function the docs call exists in the SDK reference', () => {
    const uses = sources.flatMap((src) => sdkUses(src, sdk));
    console.log(`content-truth: ${uses.length} SDK calls and imports checked`);
    expect(uses.length).toBeGreaterThan(100);
    const problems = uses.filter((u) => u.problem).map((u) => `${u.where}  ${u.what}: ${u.problem}`);
    expect(problems, `SDK uses missing from the SDK reference:\n${problems.join('\n')}\n`).toEqual([]);
  });
});
