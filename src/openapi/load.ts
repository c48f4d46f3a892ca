// Reads an OpenAPI spec (YAML or JSON; Swagger 2.0, OpenAPI 3.0 or 3.1), validates and dereferences it
// with @readme/openapi-parser on a clone, and reports problems as `spec/invalid` at their line and
// column in the file as written (YAML, pretty or minified JSON alike).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dereference } from '@readme/openapi-parser';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { parseYaml, positionOf, type YamlPosition, type YamlSource, type YamlSyntaxProblem } from '../util/yaml-positions.js';
import { locateJsonPaths } from '../util/json-positions.js';
import { findJsonSyntaxError } from '../util/json-syntax.js';
import { OFFLINE, unique, validateSpec } from './validate-spec.js';
import { checkSpecUrls } from './spec-urls.js';

/** A valid spec, dereferenced (circular references are object cycles), with source positions. */
export interface LoadedSpec {
  /** Path relative to the site folder, for diagnostics. */
  file: string;
  /** The dereferenced document; may contain cycles, never serialise it as is. */
  document: Record<string, unknown>;
  version: '2.0' | '3.0' | '3.1';
  /** Line and column of the value at a JSON path (keys), parsed lazily on first use. */
  locate: (jsonPath: readonly (string | number)[]) => YamlPosition;
  /** Positions of many paths at once: one scan of the text for JSON specs, however large. */
  locateAll: (jsonPaths: readonly (readonly (string | number)[])[]) => YamlPosition[];
}

export interface SpecResult {
  value?: LoadedSpec;
  diagnostics: Diagnostic[];
}

/** Loads `<siteDir>/<file>`; invalid specs give diagnostics and no value. */
export async function loadSpec(siteDir: string, file: string): Promise<SpecResult> {
  let text: string;
  try {
    text = await readFile(path.join(siteDir, file), 'utf8');
  } catch {
    return { diagnostics: [problem(file, { line: 1, column: 1 }, `Cannot read the spec file ${file}`, 'Check `api.spec` in site.config.yaml.')] };
  }
  return parseSpec(text, file);
}

/** Parses, validates and dereferences spec text; `file` names it in diagnostics. */
export async function parseSpec(text: string, file: string): Promise<SpecResult> {
  const source = text.replace(/^\uFEFF/, '');
  let raw: unknown;
  let isJson = false;
  let yaml: YamlSource | undefined;
  const positions = (): YamlSource => (yaml ??= parseYaml(source).source);
  const looksLikeJson = /^\s*[{[]/.test(source);
  if (looksLikeJson) {
    // JSON: the fast parser first; positions only when something must be located.
    try {
      raw = JSON.parse(source);
      isJson = true;
    } catch {
      raw = undefined;
    }
  }
  if (raw === undefined) {
    const parsed = parseYaml(source);
    if (parsed.problems.length) {
      // JSON that YAML cannot read either (YAML takes JSON with trailing commas or single quotes): the
      // JSON error, where JSON says it is, reads better than YAML's view of it.
      const json = looksLikeJson ? findJsonSyntaxError(source) : undefined;
      if (json)
        return {
          diagnostics: [problem(file, json, `JSON syntax error: ${json.message}`, 'Fix the JSON syntax at this place (check commas, quotes and brackets).')],
        };
      const problems = overIndented(source, parsed.problems);
      return {
        diagnostics: unique(
          problems.map((p) => problem(file, p, `YAML syntax error: ${p.message}`, 'Fix the YAML syntax at this place (check indentation, colons and quotes).')),
        ),
      };
    }
    yaml = parsed.source;
    raw = yaml.doc.toJS({ maxAliasCount: 100 });
  }
  const locate = (jsonPath: readonly (string | number)[], key = false) => positionOf(positions(), jsonPath, { key });
  if (!isObject(raw)) return { diagnostics: [problem(file, { line: 1, column: 1 }, 'The spec must be a mapping with an `openapi` or `swagger` key')] };
  const version = specVersion(raw);
  if (!version) {
    return {
      diagnostics: [
        problem(
          file,
          locate(['openapi']),
          `Unsupported spec version: ${JSON.stringify(raw.openapi ?? raw.swagger ?? null)}`,
          'docsgen reads Swagger 2.0, OpenAPI 3.0 and OpenAPI 3.1.',
        ),
      ],
    };
  }
  const external = externalRefs(raw, file, locate);
  if (external.length) return { diagnostics: external };
  const findings = await validateSpec(raw, file, (at, key) => locate(at, key));
  if (findings.some((d) => d.severity === 'error')) return { diagnostics: findings };
  let document: Record<string, unknown>;
  try {
    // The parser mutates its input: it gets a clone.
    document = (await dereference(structuredClone(raw) as never, OFFLINE)) as unknown as Record<string, unknown>;
  } catch (error) {
    return {
      diagnostics: [...findings, problem(file, { line: 1, column: 1 }, `Cannot resolve the spec's references: ${(error as Error).message.split('\n')[0]}`)],
    };
  }
  const locateAll = (paths: readonly (readonly (string | number)[])[]) => (isJson ? locateJsonPaths(source, paths) : paths.map((p) => locate(p)));
  // URLs that could run script fail the build; the model leaves them out, so the reference still renders.
  const unsafe = checkSpecUrls(raw, file, (p) => locateAll([p])[0]!);
  return { value: { file, document, version, locate, locateAll }, diagnostics: [...findings, ...unsafe] };
}

/**
 * `$ref`s that leave the document: a URL (the build fetches nothing), a path out of the site folder
 * (`asset/outside-site`), or another file of the site, which docsgen does not read (the spec must be
 * one file). The first 20 are reported, at their lines.
 */
function externalRefs(raw: unknown, file: string, locate: (p: readonly (string | number)[]) => YamlPosition): Diagnostic[] {
  const found: Diagnostic[] = [];
  const seen = new Set<unknown>();
  const stack: { value: unknown; at: (string | number)[] }[] = [{ value: raw, at: [] }];
  while (stack.length && found.length < 20) {
    const { value, at } = stack.pop()!;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) found.push(externalRef(child, file, locate([...at, key])));
      else stack.push({ value: child, at: [...at, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return found;
}

function externalRef(ref: string, file: string, at: YamlPosition): Diagnostic {
  const where = { file, line: at.line, column: at.column };
  const copy = 'Copy what it points to into the spec (under components) and reference it as "#/components/...".';
  const target = ref.replace(/#.*$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^file:/i.test(target)) {
    return createDiagnostic('spec/external-ref', {
      message: `The reference "${ref}" points to another server; the build fetches nothing`,
      ...where,
      hint: copy,
    });
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target.replace(/^file:\/\//i, '')));
  if (path.posix.isAbsolute(target.replace(/^file:\/\//i, '')) || resolved === '..' || resolved.startsWith('../')) {
    return createDiagnostic('asset/outside-site', { message: `The reference "${ref}" points outside the site folder`, ...where, hint: copy });
  }
  return createDiagnostic('spec/external-ref', {
    message: `The reference "${ref}" points to another file; docsgen reads the spec as one file`,
    ...where,
    hint: 'Bundle the spec into one file first (for example with `redocly bundle`), or move the referenced part under components.',
  });
}

/**
 * A line indented deeper than its siblings (`  title: A` then `   version: 1`) makes YAML read the two
 * lines as one multi-line key, reported where that key starts (`A`). The line to fix is the next one:
 * point at its first character, once.
 */
function overIndented(text: string, problems: YamlSyntaxProblem[]): YamlSyntaxProblem[] {
  const lines = text.split(/\r?\n/);
  const multiline = problems.filter((p) => p.message === 'Implicit keys need to be on a single line');
  return problems.flatMap((p) => {
    const at = multiline.find((m) => m.line === p.line && m.column === p.column);
    if (!at) return [p];
    if (p !== at) return [];
    const next = lines.findIndex((line, i) => i >= p.line && line.trim() !== '');
    if (next === -1) return [p];
    return [
      {
        line: next + 1,
        column: lines[next]!.search(/\S/) + 1,
        message: 'this line is indented deeper than the one above it, so YAML reads the two as one multi-line key',
      },
    ];
  });
}

function specVersion(raw: Record<string, unknown>): LoadedSpec['version'] | undefined {
  if (raw.swagger === '2.0') return '2.0';
  const v = typeof raw.openapi === 'string' ? raw.openapi : '';
  if (v.startsWith('3.0')) return '3.0';
  if (v.startsWith('3.1')) return '3.1';
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problem(file: string, at: YamlPosition, message: string, hint?: string): Diagnostic {
  return createDiagnostic('spec/invalid', {
    message,
    file,
    line: at.line,
    column: at.column,
    hint: hint ?? 'Fix the spec at this place; it must be a valid OpenAPI 3.0/3.1 or Swagger 2.0 document.',
  });
}
