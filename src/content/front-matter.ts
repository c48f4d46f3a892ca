// Splits YAML front matter off a markdown file and validates it with a zod schema per content kind.
// Unknown keys are allowed (Docusaurus docs build unchanged), but one a typo away from a known key is a
// warning; wrong types are errors with file and line.
import { z } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { closest, editDistance } from '../util/closest.js';
import { collectPositions, lookupPosition, parseYaml, positionOf, type PositionMap } from '../util/yaml-positions.js';

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

const nullableLink = z.union([z.string(), z.null()]);

/** Front matter of a doc page (Docusaurus names). */
export const docFrontMatterSchema = z.looseObject({
  /** Doc id, unique in its folder; defaults to the file name without number prefix. */
  id: z
    .string()
    .regex(/^[^/]+$/, 'must not contain "/"')
    .optional(),
  /** Page title; defaults to the first `# heading`, then the file name. */
  title: z.string().optional(),
  /** URL of the page: absolute within the instance (`/setup`) or relative to the folder (`setup`). */
  slug: z.string().optional(),
  /** Label in the sidebar (defaults to the title). */
  sidebar_label: z.string().optional(),
  /** Order in the sidebar; lower first, unpositioned items last. */
  sidebar_position: z.number().optional(),
  /** Meta description and card text. */
  description: z.string().optional(),
  /** Search keywords for the meta tags. */
  keywords: z.array(z.string()).optional(),
  /** Hide the table of contents of this page. */
  hide_table_of_contents: z.boolean().optional(),
  /** No h1 made from the title (a `# heading` of the body still shows). */
  hide_title: z.boolean().optional(),
  /** Lowest heading level in the table of contents (2..6). */
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  /** Highest heading level in the table of contents (2..6). */
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** Doc id of the "Next" link, or null for none. */
  pagination_next: nullableLink.optional(),
  /** Doc id of the "Previous" link, or null for none. */
  pagination_prev: nullableLink.optional(),
  /** Label of this doc in other pages' "Previous"/"Next" links (defaults to the sidebar label). */
  pagination_label: z.string().optional(),
  /** Name of the sidebar this doc shows (a sidebars file's key), or null for none. */
  displayed_sidebar: z.union([z.string(), z.null()]).optional(),
  /** Class added to this doc's sidebar item. */
  sidebar_class_name: z.string().optional(),
  /** Data attached to this doc's sidebar item (for themes; not rendered). */
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** Built but not listed in the sidebar, sitemap or search. */
  unlisted: z.boolean().optional(),
  /** Left out of the build. */
  draft: z.boolean().optional(),
  /** Social card image. */
  image: z.string().optional(),
});

/** Front matter of a standalone page (content/pages). A `hero` makes it a home page. */
export const pageFrontMatterSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
  /** Lowest heading level in the table of contents (2..6). */
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  /** Highest heading level in the table of contents (2..6). */
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** Home page hero: title, tagline and call-to-action links. */
  hero: z
    .strictObject({
      title: z.string().optional(),
      tagline: z.string().optional(),
      actions: z
        .array(
          z.strictObject({
            label: z.string().min(1),
            href: z.string().min(1),
            variant: z.enum(['primary', 'secondary']).default('primary'),
          }),
        )
        .default([]),
    })
    .optional(),
  /** Home page feature cards. */
  features: z.array(z.strictObject({ title: z.string().min(1), details: z.string().default(''), href: z.string().optional() })).optional(),
});

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;
export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>;

export interface ParsedFrontMatter<T> {
  data: T;
  body: string;
  /** Lines taken by the front matter block, to offset markdown positions. */
  bodyLineOffset: number;
  diagnostics: Diagnostic[];
  /** Line and column (in the file) of the front matter value at a path, e.g. ['hero', 'actions', 0, 'href']. */
  locate: (path: readonly PropertyKey[]) => { line: number; column: number };
  /** The same positions as plain data (what `locate` reads), for caches and worker threads. */
  positions: PositionMap;
}

const atStart = () => ({ line: 1, column: 1 });

/** Splits and validates front matter; on problems returns diagnostics and an empty object. */
export function parseFrontMatter<S extends z.ZodType<Record<string, unknown>>>(text: string, schema: S, file: string): ParsedFrontMatter<z.output<S>> {
  const source = text.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(source);
  const empty = {} as z.output<S>;
  if (!match) return { data: empty, body: source, bodyLineOffset: 0, diagnostics: [], locate: atStart, positions: {} };
  const bodyLineOffset = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const body = source.slice(match[0].length);
  const { source: yaml, problems } = parseYaml(match[1]!, 1);
  const positions = collectPositions(yaml, 1);
  const locate = (p: readonly PropertyKey[]) => lookupPosition(positions, p, { line: 2, column: 1 });
  const fail = (diagnostics: Diagnostic[]) => ({ data: empty, body, bodyLineOffset, diagnostics, locate, positions });
  if (problems.length) {
    return fail(
      problems.map((p) =>
        p.cyclic
          ? createDiagnostic('front-matter/invalid', {
              message: `Front matter value cannot be used: ${p.message}`,
              file,
              line: p.line,
              column: p.column,
              hint: 'Replace the alias with the values it should hold.',
            })
          : createDiagnostic('front-matter/yaml', {
              message: `Front matter is not valid YAML: ${p.message}`,
              file,
              line: p.line,
              column: p.column,
              hint: 'Fix the YAML between the two --- lines (quote values that contain ": " or start with a special character).',
            }),
      ),
    );
  }
  const raw: unknown = yaml.doc.toJS({ maxAliasCount: 100 }) ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return fail([
      createDiagnostic('front-matter/invalid', {
        message: 'Front matter must be a mapping of keys to values',
        file,
        line: 2,
        column: 1,
        hint: 'Write it as `key: value` lines between the two --- lines.',
      }),
    ]);
  }
  // reportInput: zod 4 leaves `issue.input` out unless asked; the message shows the type it got.
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success)
    return {
      data: result.data,
      body,
      bodyLineOffset,
      diagnostics: checkUnknownKeys(raw as Record<string, unknown>, schema, { yaml, file }),
      locate,
      positions,
    };
  return fail(
    result.error.issues.map((issue) => {
      const key = issue.path.map(String).join('.');
      return createDiagnostic('front-matter/invalid', {
        message: `Front matter "${key}" ${describe(issue)}`,
        file,
        ...positionOf(yaml, issue.path, { lineOffset: 1 }),
        hint: `Fix or remove "${key}".`,
      });
    }),
  );
}

/**
 * Front matter keys of Docusaurus's that docsgen reads no meaning from (a migrated site keeps them
 * without a word); listed so that they are never taken for a typo of a key docsgen reads.
 */
const IGNORED_DOCUSAURUS_KEYS = [
  'tags',
  'hide_title',
  'custom_edit_url',
  'last_update',
  'parse_number_prefixes',
  'sidebar_key',
  'wrapperClassName',
  'keywords',
  'image',
  'slug',
  'draft',
  'unlisted',
  'toc_min_heading_level',
  'toc_max_heading_level',
];

/**
 * A warning for each key the schema does not list that is one or two edits from one it does (or from a
 * Docusaurus key): `sidebar_positon` is a typo whose page would silently lose its place. Other unknown
 * keys pass, as Docusaurus plugins and themes read keys of their own.
 */
function checkUnknownKeys(raw: Record<string, unknown>, schema: z.ZodType, at: { yaml: Parameters<typeof positionOf>[0]; file: string }): Diagnostic[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return [];
  const known = Object.keys(shape);
  const all = new Set([...known, ...IGNORED_DOCUSAURUS_KEYS]);
  return Object.keys(raw).flatMap((key) => {
    if (all.has(key) || key.length < 4) return [];
    const guess = closest(key, all);
    if (!guess || editDistance(key.toLowerCase(), guess.toLowerCase()) > 2) return [];
    return [
      createDiagnostic('front-matter/unknown-key', {
        message: `Front matter key "${key}" is not one docsgen reads, and is ignored`,
        file: at.file,
        ...positionOf(at.yaml, [key], { key: true, lineOffset: 1 }),
        hint: `Did you mean "${guess}"?`,
      }),
    ];
  });
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    const got = issue.input === null ? 'null' : Array.isArray(issue.input) ? 'a list' : typeof issue.input;
    return `must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}, got ${got}`;
  }
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message.replace(/^Invalid input: /, '');
}
