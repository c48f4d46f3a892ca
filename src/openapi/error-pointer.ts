// Finds where in the spec a validation error of @readme/openapi-parser points. Its messages carry a code
// frame of the *dereferenced* spec re-serialised as JSON (`JSON.stringify(spec, null, 2)`), so the
// frame's line is mapped back to a JSON path of that document, then through its `$ref`s to the path in
// the spec as written, which the YAML or JSON positions turn into the real line and column. Its own
// checks name operations as `/paths/<route>/<method>` (the route unescaped): those are resolved against
// the routes the spec has. No I/O.

export type JsonPath = (string | number)[];

export interface LocatedError {
  /** One-line message, ending with the JSON pointer when one was found. */
  message: string;
  path?: JsonPath;
  /** Point at the key of `path` (the object the problem is about) rather than at its value. */
  key?: boolean;
}

/**
 * Locates one parser error message in the raw (not dereferenced) spec. `dereferenced` is the document
 * the validator checked (dereferenced with circular references left as `$ref`): its code frames count
 * lines of that document. Without it, frames are read against `raw` (right for specs without `$ref`).
 */
export function locateValidationError(text: string, raw: unknown, dereferenced?: unknown): LocatedError {
  const [first = 'Invalid spec', ...rest] = text.split('\n');
  const summary = first
    .replace(/^[A-Z][A-Z ]+[A-Z] (?=[a-z])/, '')
    .trim()
    .replace(/\.$/, '');
  const frameLine = rest.find((l) => /^>\s*\d+ \|/.test(l));
  if (frameLine) {
    const line = Number(/^>\s*(\d+)/.exec(frameLine)![1]);
    const caret = rest[rest.indexOf(frameLine) + 1]?.match(/\^+\s*(.+?)\s*$/)?.[1]?.replace(/!$/, '');
    const framed = pathAtJsonLine(dereferenced ?? raw, line);
    const path = framed && dereferenced !== undefined ? writtenPath(raw, framed) : framed;
    const detail = caret && !/is missing here$/.test(caret) ? ` (${caret})` : '';
    return { message: `${summary}${detail} at ${pointer(path ?? [])}`, path, key: true };
  }
  const tokens = [...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  for (const token of tokens) {
    const operation = /^\/(paths|webhooks)\//.test(token) ? operationPath(raw, token, tokens) : undefined;
    if (operation) return { message: summary, path: operation, key: true };
    const component = /^\/components\/[^/]+\/./.exec(token) ? ['components', ...token.slice('/components/'.length).split(/\/(.*)/s, 2)] : undefined;
    if (component && exists(raw, component)) return { message: summary, path: component, key: true };
  }
  const missingRef = /Missing \$ref pointer "([^"]+)"/.exec(first);
  if (missingRef) {
    const path = findPath(raw, (value, key) => key === '$ref' && value === missingRef[1], 'first');
    return { message: path ? `${summary} at ${pointer(path.slice(0, -1))}` : summary, path };
  }
  for (const candidate of tokens) {
    const asPointer = candidate.startsWith('#/') || candidate.startsWith('/') ? fromPointer(candidate) : undefined;
    if (asPointer && exists(raw, asPointer)) return { message: summary, path: asPointer };
    const path = findPath(raw, (value) => value === candidate, 'last');
    if (path) return { message: `${summary} at ${pointer(path)}`, path };
  }
  return { message: summary };
}

/**
 * The path in the spec as written of a path in its dereferenced form: wherever the written spec has a
 * local `$ref` on the way, the rest of the path continues in the referenced definition (a sibling
 * `summary` or `description`, which OpenAPI 3.1 keeps, stays at the reference).
 */
export function writtenPath(raw: unknown, dereferencedPath: JsonPath): JsonPath {
  let at: JsonPath = [];
  let node = raw;
  const follow = (next: string | number | undefined) => {
    for (let hops = 0; hops < 32; hops++) {
      if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) return;
      if (next !== undefined && next !== '$ref' && String(next) in node) return;
      const target = fromPointer(node.$ref);
      if (!exists(raw, target)) return;
      at = target;
      node = valueAt(raw, target);
    }
  };
  for (let k = 0; k < dereferencedPath.length; k++) {
    const key = dereferencedPath[k]!;
    follow(key);
    if (typeof node !== 'object' || node === null || !(String(key) in node)) return [...at, ...dereferencedPath.slice(k)];
    node = (node as Record<string, unknown>)[String(key)];
    at = [...at, key];
  }
  follow(undefined);
  return at;
}

/**
 * `/paths/pets/{id}/get` (route unescaped, as the validator's own checks write it) -> the operation's
 * path; when another token of the message names one of its parameters, that parameter's.
 */
function operationPath(raw: unknown, token: string, tokens: string[]): JsonPath | undefined {
  const section = token.startsWith('/paths/') ? 'paths' : 'webhooks';
  const routes = isObject(raw) && isObject(raw[section]) ? (raw[section] as Record<string, unknown>) : {};
  const rest = token.slice(section.length + 1);
  const key = section === 'paths' ? rest : rest.slice(1);
  const route = Object.keys(routes)
    .filter((r) => key === r || key.startsWith(`${r}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (route === undefined) return undefined;
  const tail = key.slice(route.length).split('/').filter(Boolean);
  let path: JsonPath = [section, route];
  let node = routes[route];
  for (let j = 0; j < tail.length; j++) {
    if (tail[j] === 'parameters' && j + 1 < tail.length) {
      const index = parameterIndex(raw, node, tail[j + 1]!);
      if (index === undefined) return path;
      return [...path, 'parameters', index];
    }
    if (!isObject(node) || !(tail[j]! in node)) return path;
    path = [...path, tail[j]!];
    node = node[tail[j]!];
  }
  // "…for the `id` parameter at `/paths/…/get`": point at that parameter when the operation has it.
  for (const name of tokens) {
    const index = name === token ? undefined : parameterIndex(raw, node, name);
    if (index !== undefined) return [...path, 'parameters', index];
  }
  return path;
}

function parameterIndex(raw: unknown, operation: unknown, name: string): number | undefined {
  if (!isObject(operation) || !Array.isArray(operation.parameters)) return undefined;
  const index = operation.parameters.findIndex((p) => {
    let param = p;
    for (let hops = 0; hops < 32 && isObject(param) && typeof param.$ref === 'string'; hops++) param = valueAt(raw, fromPointer(param.$ref));
    return isObject(param) && param.name === name;
  });
  return index === -1 ? undefined : index;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(raw: unknown, path: JsonPath): unknown {
  let node = raw;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[String(key)];
  }
  return node;
}

/** The JSON path whose key (or array item) starts line `target` of `JSON.stringify(raw, null, 2)`. */
export function pathAtJsonLine(raw: unknown, target: number): JsonPath | undefined {
  let line = 1;
  let found: JsonPath | undefined;
  const walk = (value: unknown, path: JsonPath): boolean => {
    if (line === target) {
      found = path;
      return true;
    }
    if (typeof value !== 'object' || value === null) return false;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    if (entries.length === 0) return false;
    for (const [key, child] of entries) {
      line++;
      if (walk(child, [...path, key])) return true;
    }
    line++; // the closing bracket
    return false;
  };
  walk(raw, []);
  return found;
}

function findPath(raw: unknown, match: (value: unknown, key: string | number) => boolean, which: 'first' | 'last'): JsonPath | undefined {
  let result: JsonPath | undefined;
  const walk = (value: unknown, path: JsonPath): boolean => {
    if (typeof value !== 'object' || value === null) return false;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries) {
      if (match(child, key)) {
        result = [...path, key];
        if (which === 'first') return true;
      }
      if (walk(child, [...path, key])) return true;
    }
    return false;
  };
  walk(raw, []);
  return result;
}

function exists(raw: unknown, path: JsonPath): boolean {
  let node = raw;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(String(key) in node)) return false;
    node = (node as Record<string, unknown>)[String(key)];
  }
  return true;
}

/** `#/paths/~1users/get` for ['paths', '/users', 'get'] (RFC 6901 escaping). */
export function pointer(path: JsonPath): string {
  return `#${path.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

function fromPointer(text: string): JsonPath {
  return text
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((k) => decodeURIComponent(k).replace(/~1/g, '/').replace(/~0/g, '~'));
}
