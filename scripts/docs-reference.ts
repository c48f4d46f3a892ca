// The reference pages of docsgen's own docs site (website/content/docs/reference/), made from the code so
// they cannot drift: the configuration from the zod schema and its doc comments, the CLI from commander's
// help of each command, the diagnostics from src/diagnostics/codes.ts. `node --import tsx
// scripts/docs-reference.ts` writes them; test/unit/docs/reference-pages.test.ts fails when they differ.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { createProgram } from '../src/cli/index.js';
import { configSchema } from '../src/config/schema.js';
import { codes, diagnosticCodes } from '../src/diagnostics/codes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA_FILE = 'src/config/schema.ts';
/** The schema's modules: schema.ts and the sections it imports (schema-*.ts). */
const SCHEMA_FILES = [
  SCHEMA_FILE,
  'src/config/schema-chrome.ts',
  'src/config/schema-content.ts',
  'src/config/schema-fields.ts',
  'src/config/schema-markdown.ts',
];

/** Where the pages go, relative to the repository. */
export const REFERENCE_DIR = 'website/content/docs/reference';

const GENERATED = (source: string) =>
  `<!-- Generated from ${source} by scripts/docs-reference.ts: edit that, then run \`node --import tsx scripts/docs-reference.ts\`. -->`;

/** Every reference page: file name (in REFERENCE_DIR) -> its markdown. */
export function referencePages(): Record<string, string> {
  return {
    'configuration.md': configurationPage(),
    'cli.md': cliPage(),
    'diagnostics.md': diagnosticsPage(),
    '_category_.yml': 'label: Reference\nposition: 90\n',
  };
}

// ---- configuration -------------------------------------------------------------------------------

/** A JSON Schema node as z.toJSONSchema writes it (the parts read here). */
interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
}

/**
 * The doc comment of every key of every `z.strictObject({...})` literal of the schema's modules, by
 * the literal's sorted key list: the schema object with the same keys at run time is that literal.
 */
function schemaComments(): Map<string, Map<string, string>> {
  const byKeys = new Map<string, Map<string, string>>();
  for (const name of SCHEMA_FILES) {
    const file = ts.createSourceFile(name, readFileSync(path.join(ROOT, name), 'utf8'), ts.ScriptTarget.ES2022, true);
    collectComments(file, byKeys);
  }
  return byKeys;
}

/** Adds the doc comments of the `z.strictObject({...})` literals of one schema module to byKeys. */
function collectComments(file: ts.SourceFile, byKeys: Map<string, Map<string, string>>): void {
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && /^(strictObject|object)$/.test(node.expression.name.text)) {
      const literal = node.arguments[0];
      if (literal && ts.isObjectLiteralExpression(literal)) {
        const comments = new Map<string, string>();
        for (const property of literal.properties) {
          if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
          const key = property.name.getText(file).replace(/^['"]|['"]$/g, '');
          const doc = ts.getJSDocCommentsAndTags(property).find(ts.isJSDoc);
          comments.set(key, oneLine(ts.getTextOfJSDocComment(doc?.comment) ?? ''));
        }
        const id = [...comments.keys()].sort().join(',');
        if (byKeys.has(id)) throw new Error(`${file.fileName}: two objects have the keys ${id}; the reference cannot tell them apart`);
        byKeys.set(id, comments);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** A comment's text on one line, with the `*\/` escape a doc comment needs undone. */
function oneLine(text: string): string {
  return text
    .replace(/\*\\\//g, '*/')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

interface ConfigKey {
  /** `docs[].versions[].name`. */
  path: string;
  schema: JsonSchema;
  required: boolean;
  description: string;
}

/** Every key of the config, parents before children, in schema order. */
function configKeys(): ConfigKey[] {
  const comments = schemaComments();
  const root = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const keys: ConfigKey[] = [];
  const walk = (schema: JsonSchema, prefix: string) => {
    const object = objectOf(schema);
    if (!object?.properties) return;
    const id = Object.keys(object.properties).sort().join(',');
    const docs = comments.get(id);
    if (!docs) throw new Error(`${SCHEMA_FILE}: no z.strictObject literal has exactly the keys ${id} (of "${prefix || 'the config'}")`);
    for (const [key, child] of Object.entries(object.properties)) {
      const keyPath = prefix ? `${prefix}.${key}` : key;
      const description = docs.get(key) ?? '';
      if (!description) throw new Error(`${SCHEMA_FILE}: "${keyPath}" has no doc comment; every config key needs one (it is the reference)`);
      keys.push({ path: keyPath, schema: child, required: (object.required ?? []).includes(key), description });
      walk(child, keyPath + (isArray(child) ? '[]' : ''));
    }
  };
  walk(root, '');
  return keys;
}

/** The object schema a key holds: itself, its array's items, or the object among its alternatives. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.items) return objectOf(schema.items);
  return schema.anyOf?.map(objectOf).find(Boolean);
}

function isArray(schema: JsonSchema): boolean {
  return schema.type === 'array' || Boolean(schema.anyOf?.some(isArray));
}

/** A key's type as a reader writes it: `string`, `"light" | "dark"`, `object[]`, `false | string`. */
function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeOf))].join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.prefixItems) return `[${schema.prefixItems.map(typeOf).join(', ')}]`;
  switch (schema.type) {
    case 'array':
      return schema.items ? `${wrap(typeOf(schema.items))}[]` : 'array';
    case 'object':
      if (schema.properties) return 'object';
      return typeof schema.additionalProperties === 'object' ? `map of ${typeOf(schema.additionalProperties)}` : 'object';
    case 'string':
      return schema.format === 'uri' ? 'URL' : 'string';
    case 'integer':
      // zod gives every `.int()` the safe-integer bounds; only a range the schema chose is worth showing.
      return schema.minimum !== undefined && schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
        ? `integer ${schema.minimum}-${schema.maximum}`
        : 'integer';
    case undefined:
      return 'any';
    default:
      return schema.type;
  }
}

function wrap(type: string): string {
  return type.includes(' ') ? `(${type})` : type;
}

/** A default worth showing: a value, not an object the keys below spell out. */
function defaultOf(key: ConfigKey): string {
  const value = key.schema.default;
  if (value === undefined) return key.required ? 'required' : '';
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return '';
  if (Array.isArray(value) && value.some((item) => typeof item === 'object')) return '';
  return code(JSON.stringify(value));
}

function code(text: string): string {
  return `\`${text}\``;
}

/** Markdown text with `<` outside code spans written as an entity (`<base>` is no HTML tag). */
function prose(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;')))
    .join('');
}

/** Text for a table cell: pipes escaped, also inside code, as GFM tables require. */
function cell(text: string): string {
  return prose(text).replace(/\|/g, '\\|');
}

function configurationPage(): string {
  const keys = configKeys();
  const sections = keys
    .filter((key) => !key.path.includes('.'))
    .map((top) => {
      const nested = keys.filter((key) => key.path.startsWith(`${top.path}.`) || key.path.startsWith(`${top.path}[].`));
      const facts = [`**Type:** ${code(typeOf(top.schema))}`, defaultOf(top) && (top.required ? '**Required**' : `**Default:** ${defaultOf(top)}`)].filter(
        Boolean,
      );
      const table = nested.length
        ? [
            '',
            '| key | type | default | meaning |',
            '|---|---|---|---|',
            ...nested.map(
              (key) =>
                `| ${code(key.path)} | ${cell(code(typeOf(key.schema)))} | ${cell(key.required ? 'required' : defaultOf(key))} | ${cell(key.description)} |`,
            ),
          ]
        : [];
      return [`## \`${top.path}\``, '', prose(top.description), '', facts.join(' · '), ...table].join('\n');
    });
  return [
    '---',
    'title: Configuration reference',
    'description: Every key of site.config.yaml, its type, its default and what it does.',
    'sidebar_position: 1',
    '---',
    '',
    GENERATED(SCHEMA_FILE),
    '',
    '# Configuration reference',
    '',
    'A site is configured by `site.config.yaml` in its folder. Every key below is validated: an unknown key',
    '(`config/unknown-key`, with the closest known key as a hint), a wrong type or value (`config/invalid`) and',
    'a YAML syntax error (`config/yaml`) are reported with their line and column. Paths are relative to the',
    'site folder, and a folder the site reads from must lie inside it. `[]` in a key marks the items of a',
    'list: `docs[].path` is the `path` of each docs instance.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

// ---- CLI -----------------------------------------------------------------------------------------

function cliPage(): string {
  const program = createProgram();
  const commands = [program, ...program.commands];
  // A fixed width and no colours: the page must not depend on the terminal it is made in.
  for (const command of commands) command.configureOutput({ getOutHelpWidth: () => 100, getOutHasColors: () => false });
  const section = (name: string, help: string) => [`## \`${name}\``, '', '```text', help.trimEnd(), '```', ''];
  return [
    '---',
    'title: CLI reference',
    'description: Every command and option of the docsgen command line, as `docsgen --help` prints them.',
    'sidebar_position: 2',
    '---',
    '',
    GENERATED('src/cli/index.ts'),
    '',
    '# CLI reference',
    '',
    'What `docsgen <command> --help` prints for each command. Exit codes: 0 success, 1 the site has errors',
    '(or warnings under `--strict`), 2 a usage error. What each command does in depth is in',
    '[Commands](../commands.md).',
    '',
    ...section('docsgen', program.helpInformation()),
    ...program.commands.flatMap((command) => section(`docsgen ${command.name()}`, command.helpInformation())),
  ].join('\n');
}

// ---- diagnostics ---------------------------------------------------------------------------------

function diagnosticsPage(): string {
  return [
    '---',
    'title: Diagnostics',
    'description: Every code docsgen reports, with its default severity and what it means.',
    'sidebar_position: 3',
    '---',
    '',
    GENERATED('src/diagnostics/codes.ts'),
    '',
    '# Diagnostics',
    '',
    'Every problem docsgen reports is printed as `file:line:col  severity  code  message`, with a hint',
    'below. These are all the codes, with their default severity (`dev` reports link, anchor and route',
    'problems as warnings; `onBrokenLinks` and its siblings change what some of them do, and `--strict`',
    'makes every warning fail the build). How the checks work is in [Checks](../checks.md).',
    '',
    '| code | severity | what |',
    '|---|---|---|',
    ...diagnosticCodes.map((id) => `| \`${id}\` | ${codes[id].severity} | ${cell(codes[id].summary)} |`),
    '',
  ].join('\n');
}

// ---- command line --------------------------------------------------------------------------------

/** Writes every page; prints the ones that changed. */
function writePages(): void {
  const dir = path.join(ROOT, REFERENCE_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(referencePages())) {
    const file = path.join(dir, name);
    let old: string | undefined;
    try {
      old = readFileSync(file, 'utf8');
    } catch {
      old = undefined;
    }
    if (old === text) continue;
    writeFileSync(file, text);
    process.stdout.write(`wrote ${path.join(REFERENCE_DIR, name)}\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writePages();
