// Validates a parsed spec with @readme/openapi-parser and turns its findings into diagnostics at their
// place in the file as written. A finding docsgen can build through (inside a Schema Object, a component
// name with a space, a duplicated operationId, a path parameter mismatch) is a warning: published specs
// that other renderers show must build. A broken document structure or a `$ref` to nothing is an error.
import { dereference, validate } from '@readme/openapi-parser';
import type { Diagnostic } from '../diagnostics/index.js';
import type { YamlPosition } from '../util/yaml-positions.js';
import { locateValidationError, pointer, type JsonPath } from './error-pointer.js';

/** Resolves nothing outside the document: the build reaches no file and no network through the spec. */
export const OFFLINE = { resolve: { external: false, file: false } };

const RENDERABLE_HINT = 'The reference is built anyway; fix the spec at this place to make it valid OpenAPI (tools that validate will reject it).';
const INVALID_HINT = 'Fix the spec at this place; it must be a valid OpenAPI 3.0/3.1 or Swagger 2.0 document.';

/** The validator's configurable rules, all reported as warnings so schema validation still runs after them. */
const RULES = Object.fromEntries(
  [
    'array-without-items',
    'duplicate-non-request-body-parameters',
    'duplicate-operation-id',
    'invalid-security-scheme-properties',
    'non-optional-path-parameters',
    'path-parameters-not-in-parameters',
    'path-parameters-not-in-path',
    'unknown-required-schema-property',
  ].map((rule) => [rule, 'warning']),
);

type Locate = (path: JsonPath, key: boolean) => YamlPosition;

/** Every finding of the validator on `raw`, located; errors mean the spec cannot be built. */
export async function validateSpec(raw: Record<string, unknown>, file: string, locate: Locate): Promise<Diagnostic[]> {
  const names = validComponentNames(raw);
  const found: Diagnostic[] = names.invalid.map((path) =>
    finding(
      file,
      locate(path, true),
      `"${String(path.at(-1))}" is not a valid component name (letters, digits, \`.\`, \`-\` and \`_\` only) at ${pointer(path)}`,
      true,
    ),
  );
  // The parser mutates its input: each call gets its own clone.
  const result = await validate(
    structuredClone(names.document) as never,
    { ...OFFLINE, validate: { rules: { openapi: RULES, swagger: RULES } } } as never,
  ).catch((error: Error) => ({ valid: false as const, errors: [{ message: error.message }], warnings: [], additionalErrors: 0, specification: null }));
  const messages = [...(result.valid ? [] : result.errors), ...(result.warnings ?? [])].map((e) => e.message);
  // Code frames count lines of the document the validator checked: dereferenced, cycles left as $ref.
  const framed = messages.some((message) => /^>\s*\d+ \|/m.test(message));
  const checked = framed
    ? await dereference(structuredClone(names.document) as never, { ...OFFLINE, dereference: { circular: 'ignore' } } as never).catch(() => undefined)
    : undefined;
  for (const message of messages) {
    const located = locateValidationError(message, names.document, checked);
    const path = located.path && names.back(located.path);
    // An array item has no key: point at the item itself.
    const key = located.key === true && typeof path?.at(-1) !== 'number';
    const text = located.path && path ? located.message.replace(pointer(located.path), pointer(path)) : located.message;
    found.push(finding(file, path ? locate(path, key) : { line: 1, column: 1 }, text, renderable(message, path)));
  }
  if (!result.valid && result.additionalErrors > 0) {
    const fatal = found.some((d) => d.severity === 'error');
    found.push(finding(file, { line: 1, column: 1 }, `…and ${result.additionalErrors} more problems`, !fatal));
  }
  return unique(found);
}

function finding(file: string, at: YamlPosition, message: string, warning: boolean): Diagnostic {
  return {
    code: 'spec/invalid',
    severity: warning ? 'warning' : 'error',
    message,
    file,
    line: at.line,
    column: at.column,
    hint: warning ? RENDERABLE_HINT : INVALID_HINT,
  };
}

/**
 * Whether the reference can be built despite a finding: inside a Schema Object (JSON Schema details such
 * as `type: 'null'` in 3.0 or `schema: null`, which schema views and examples tolerate), a duplicated
 * operationId (ids are made unique), a path parameter mismatch (samples show a placeholder), a security
 * scheme or parameter list the views show as written. A `$ref` to nothing is never renderable.
 */
function renderable(message: string, at: JsonPath | undefined): boolean {
  if (/Missing \$ref pointer/.test(message)) return false;
  if (/is duplicated|path parameter|Path parameters|security scheme|`items`|duplicate/i.test(message)) return true;
  if (!at) return false;
  if ((at[0] === 'components' && at[1] === 'schemas') || at[0] === 'definitions') return at.length > 2;
  return at.some((key) => key === 'schema');
}

const NAME = /^[a-zA-Z0-9.\-_]+$/;

/**
 * The validator stops at a component name outside `[a-zA-Z0-9.-_]` (ShipEngine's `rate estimate`)
 * before it checks anything else. The spec is validated as a copy where such names are replaced (and
 * `$ref`s to them rewritten); `back` maps a path in the copy to the name as written.
 */
function validComponentNames(raw: Record<string, unknown>): { document: Record<string, unknown>; invalid: JsonPath[]; back: (path: JsonPath) => JsonPath } {
  const section = raw.swagger === '2.0' ? ['definitions'] : ['components'];
  const holder = raw.swagger === '2.0' ? raw : (raw.components as Record<string, unknown> | undefined);
  const groups = raw.swagger === '2.0' ? { definitions: raw.definitions } : isObject(holder) ? holder : {};
  const renames = new Map<string, { group: string; from: string; to: string }>();
  const invalid: JsonPath[] = [];
  for (const [group, members] of Object.entries(groups)) {
    if (!isObject(members)) continue;
    const taken = new Set(Object.keys(members));
    for (const name of Object.keys(members)) {
      if (NAME.test(name)) continue;
      let to = name.replace(/[^a-zA-Z0-9.\-_]/g, '_') || '_';
      while (taken.has(to)) to += '_';
      taken.add(to);
      renames.set(`${group}/${to}`, { group, from: name, to });
      invalid.push(raw.swagger === '2.0' ? [group, name] : [...section, group, name]);
    }
  }
  if (!renames.size) return { document: raw, invalid, back: (path) => path };
  // A reference may write the name as is or percent-encoded (`rate%20estimate`).
  const refs = new Map<string, string>();
  for (const { group, from, to } of renames.values()) {
    refs.set(refTo(raw, group, from), refTo(raw, group, to));
    refs.set(refTo(raw, group, encodeURIComponent(from)), refTo(raw, group, to));
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value))
      out[key] = key === '$ref' && typeof child === 'string' && refs.has(child) ? refs.get(child) : rewrite(child);
    return out;
  };
  const document = rewrite(raw) as Record<string, unknown>;
  const groupsCopy = raw.swagger === '2.0' ? document : (document.components as Record<string, unknown>);
  for (const { group, from, to } of renames.values()) {
    const members = groupsCopy[group] as Record<string, unknown>;
    groupsCopy[group] = Object.fromEntries(Object.entries(members).map(([k, v]) => [k === from ? to : k, v]));
  }
  const offset = raw.swagger === '2.0' ? 0 : 1;
  const back = (path: JsonPath): JsonPath => {
    if (offset === 1 && path[0] !== 'components') return path;
    const rename = renames.get(`${String(path[offset])}/${String(path[offset + 1])}`);
    return rename ? [...path.slice(0, offset + 1), rename.from, ...path.slice(offset + 2)] : path;
  };
  return { document, invalid, back };
}

/** `#/components/schemas/rate%20estimate`-style reference to a component, as specs write it. */
function refTo(raw: Record<string, unknown>, group: string, name: string): string {
  const escaped = name.replace(/~/g, '~0').replace(/\//g, '~1');
  return raw.swagger === '2.0' ? `#/${group}/${escaped}` : `#/components/${group}/${escaped}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Diagnostics without repeats (an error in a shared definition is found once per use). */
export function unique(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.line}:${d.column}:${d.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
