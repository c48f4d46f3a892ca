// Finds where in the spec a validation error of @readme/openapi-parser points. Its messages carry a code
// frame of the spec re-serialised as JSON (`JSON.stringify(spec, null, 2)`), so the frame's line is mapped
// back to a JSON path, which the YAML positions turn into the real line. No I/O.

export type JsonPath = (string | number)[];

export interface LocatedError {
  /** One-line message, ending with the JSON pointer when one was found. */
  message: string;
  path?: JsonPath;
  /** Point at the key of `path` (the object the problem is about) rather than at its value. */
  key?: boolean;
}

/** Locates one parser error message in the raw (not dereferenced) spec. */
export function locateValidationError(text: string, raw: unknown): LocatedError {
  const [first = 'Invalid spec', ...rest] = text.split('\n');
  const summary = first.replace(/^[A-Z][A-Z ]+[A-Z] (?=[a-z])/, '').trim().replace(/\.$/, '');
  const frameLine = rest.find((l) => /^>\s*\d+ \|/.test(l));
  if (frameLine) {
    const line = Number(/^>\s*(\d+)/.exec(frameLine)![1]);
    const caret = rest[rest.indexOf(frameLine) + 1]?.match(/\^\s*(.+?)\s*$/)?.[1]?.replace(/!$/, '');
    const path = pathAtJsonLine(raw, line);
    const detail = caret && !/is missing here$/.test(caret) ? ` (${caret})` : '';
    return { message: `${summary}${detail} at ${pointer(path ?? [])}`, path, key: true };
  }
  const missingRef = /Missing \$ref pointer "([^"]+)"/.exec(first);
  if (missingRef) {
    const path = findPath(raw, (value, key) => key === '$ref' && value === missingRef[1], 'first');
    return { message: path ? `${summary} at ${pointer(path.slice(0, -1))}` : summary, path };
  }
  for (const token of first.matchAll(/`([^`]+)`/g)) {
    const candidate = token[1]!;
    const asPointer = candidate.startsWith('#/') || candidate.startsWith('/') ? fromPointer(candidate) : undefined;
    if (asPointer && exists(raw, asPointer)) return { message: summary, path: asPointer };
    const path = findPath(raw, (value) => value === candidate, 'last');
    if (path) return { message: `${summary} at ${pointer(path)}`, path };
  }
  return { message: summary };
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
