// Reads site.config.yaml, validates it against the schema with source positions, and resolves it.
// Bad input becomes diagnostics naming file, line and column; it throws DocsgenError only to stop the build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { createDiagnostic, DocsgenError, type Diagnostic } from '../diagnostics/index.js';
import { closest } from '../util/closest.js';
import { parseYaml, positionOf, type YamlSource } from '../util/yaml-positions.js';
import { PLUGIN_STAGES, resolveMarkdownPlugins, type PluginPlaces } from './markdown-plugins.js';
import { configSchema } from './schema.js';
import { resolveConfig, type FolderPlaces, type SiteConfig, type SourceLink } from './resolve.js';

export const CONFIG_FILE = 'site.config.yaml';

/** Loads and validates `<siteDir>/site.config.yaml`; throws DocsgenError listing every problem. */
export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const file = path.join(siteDir, CONFIG_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new DocsgenError([
      createDiagnostic('config/not-found', {
        message: `No ${CONFIG_FILE} in ${siteDir}`,
        hint: `Run docsgen in a site folder, or pass it: docsgen build path/to/site`,
      }),
    ]);
  }
  const { value, links, places, pluginPlaces } = parseConfig(text);
  const config = resolveConfig(value, siteDir, links, places);
  const plugins = resolveMarkdownPlugins(value.markdown, config.siteDir, pluginPlaces);
  return plugins ? Object.freeze({ ...config, markdown: { ...config.markdown, plugins } }) : config;
}

/** Validates config text; returns the validated value and the links it holds, or throws DocsgenError. */
export function parseConfig(text: string): { value: z.output<typeof configSchema>; links: SourceLink[]; places: FolderPlaces; pluginPlaces: PluginPlaces } {
  const { source, problems } = parseYaml(text.replace(/^\uFEFF/, ''));
  if (problems.length > 0) {
    throw new DocsgenError(
      problems.map((p) =>
        createDiagnostic('config/yaml', {
          message: `YAML syntax error: ${p.message}`,
          file: CONFIG_FILE,
          line: p.line,
          column: p.column,
          hint: 'Fix the YAML syntax at this place (check indentation, colons and quotes).',
        }),
      ),
    );
  }
  const raw: unknown = source.doc.toJS({ maxAliasCount: 100 }) ?? {};
  // reportInput: zod 4 leaves `issue.input` out unless asked, and the messages need it to tell
  // "is required" from "wrong type" and to show the bad value.
  const result = configSchema.safeParse(raw, { reportInput: true });
  if (result.success) {
    const value = result.data;
    return { value, links: collectLinks(value, source), places: folderPlaces(raw, source), pluginPlaces: pluginPlaces(value, source) };
  }
  throw new DocsgenError(result.error.issues.flatMap((issue) => issueToDiagnostics(issue, source)));
}

type Issue = z.core.$ZodIssue;

function issueToDiagnostics(issue: Issue, source: YamlSource): Diagnostic[] {
  const where = (p: readonly PropertyKey[], key = false) => ({
    file: CONFIG_FILE,
    ...positionOf(source, p, { key }),
  });
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(issue.path);
    return issue.keys.map((key) => {
      const guess = closest(key, known);
      return createDiagnostic('config/unknown-key', {
        message: `Unknown key "${formatPath([...issue.path, key])}"`,
        ...where([...issue.path, key], true),
        hint: guess ? `Did you mean "${guess}"?` : `Remove it, or use one of the keys allowed here: ${known.join(', ')}.`,
      });
    });
  }
  return [
    createDiagnostic('config/invalid', {
      message: `"${formatPath(issue.path)}" ${describeIssue(issue)}`,
      ...where(issue.path, issue.code === 'invalid_type' && issue.input === undefined),
      hint: hintFor(issue),
    }),
  ];
}

function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}, got ${typeName(issue.input)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(issue.input)}`;
    case 'too_small':
      return issue.origin === 'string' ? 'must not be empty' : `is too small (minimum ${String(issue.minimum)})`;
    case 'invalid_format':
      return issue.format === 'url' ? `must be an absolute http(s) URL, got ${JSON.stringify(issue.input)}` : issue.message;
    default:
      return issue.message;
  }
}

function hintFor(issue: Issue): string {
  const last = String(issue.path[issue.path.length - 1] ?? '');
  if (issue.code === 'invalid_type' && issue.input === undefined) return `Add "${last}" to ${CONFIG_FILE}.`;
  if (last === 'baseUrl') return 'Write the path the site is served under, e.g. baseUrl: /docs-site/ (or / for the root of its origin).';
  if (last === 'locale') return 'Only English is supported: set locale: en';
  if (last === 'url')
    return issue.code === 'custom'
      ? 'For https://example.github.io/docs-site/ write url: https://example.github.io and baseUrl: /docs-site/'
      : 'Use the origin the site is deployed at, e.g. https://docs.example.com';
  if (issue.path[0] === 'stylesheets')
    return 'Vendor it: install the package that ships it (npm install katex) and name its file (katex/dist/katex.min.css), or save it in the site folder and name its path (./src/css/katex.css).';
  return `See "${formatPath(issue.path)}" in docsgen's configuration reference.`;
}

function formatPath(p: readonly PropertyKey[]): string {
  return p.reduce<string>((acc, seg) => (typeof seg === 'number' ? `${acc}[${seg}]` : acc ? `${acc}.${String(seg)}` : String(seg)), '');
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** Keys the schema accepts at an object path, for "did you mean" hints. */
function knownKeys(p: readonly PropertyKey[]): string[] {
  let schema: z.core.$ZodType = configSchema;
  const unwrap = (s: z.core.$ZodType): z.core.$ZodType => {
    const def = s._zod.def as { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType; out?: z.core.$ZodType };
    if ((def.type === 'default' || def.type === 'optional') && def.innerType) return unwrap(def.innerType);
    // A preprocessed value (navbar items' `to`): the schema that reads it.
    if (def.type === 'pipe' && def.out) return unwrap(def.out);
    return s;
  };
  for (const seg of p) {
    const def = unwrap(schema)._zod.def as {
      type: string;
      shape?: Record<string, z.core.$ZodType>;
      element?: z.core.$ZodType;
    };
    const next = def.type === 'array' ? def.element : def.shape?.[String(seg)];
    if (!next) return [];
    schema = next;
  }
  const def = unwrap(schema)._zod.def as { shape?: Record<string, unknown> };
  return Object.keys(def.shape ?? {});
}

/** Where the config sets its folders, so a refused folder is reported at its line. */
function folderPlaces(raw: unknown, source: YamlSource): FolderPlaces {
  const places: FolderPlaces = {};
  const set = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  for (const key of ['outDir', 'cacheDir'] as const) {
    if (set[key] !== undefined) places[key] = positionOf(source, [key]);
  }
  if (Array.isArray(set.stylesheets)) places.stylesheets = set.stylesheets.map((_, i) => positionOf(source, ['stylesheets', i]));
  return places;
}

/** Where the config names each markdown plugin, so one that cannot be found is reported at its line. */
function pluginPlaces(config: z.output<typeof configSchema>, source: YamlSource): PluginPlaces {
  return Object.fromEntries(
    PLUGIN_STAGES.map((stage) => [stage, config.markdown[stage].map((_, i) => positionOf(source, ['markdown', stage, i]))]),
  ) as PluginPlaces;
}

/** Every URL the config makes the site emit (navbar, footer, logo, favicon), with its position. */
function collectLinks(config: z.output<typeof configSchema>, source: YamlSource): SourceLink[] {
  const at = (p: PropertyKey[], url: string): SourceLink => ({ url, file: CONFIG_FILE, ...positionOf(source, p) });
  // A navbar item written with Docusaurus's `to` holds its URL there (the schema reads it as `href`).
  const key = (p: PropertyKey[]) => (source.doc.hasIn([...p, 'href']) || !source.doc.hasIn([...p, 'to']) ? 'href' : 'to');
  const links = config.navbar.items.map((item, i) => at(['navbar', 'items', i, key(['navbar', 'items', i])], item.href));
  config.footer.columns.forEach((column, c) =>
    column.items.forEach((item, i) => links.push(at(['footer', 'columns', c, 'items', i, key(['footer', 'columns', c, 'items', i])], item.href))),
  );
  if (config.navbar.logo) links.push(at(['navbar', 'logo', 'src'], config.navbar.logo.src));
  if (config.favicon) links.push(at(['favicon'], config.favicon));
  if (config.announcement) {
    // Links inside the announcement's inline markdown: reported at the content's line. One that could run
    // script is dropped where it is rendered, as in any page's body, and is `link/unsafe` here as there.
    for (const match of config.announcement.content.matchAll(/\]\(([^)\s]+)\)/g)) links.push(at(['announcement', 'content'], match[1]!));
  }
  return links;
}
