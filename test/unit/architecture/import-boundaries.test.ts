// Enforces the layering of ARCHITECTURE.md ("Layering") on every import of src/ and theme/: each folder may
// import only the folders its row in RULES names. Today's violations are listed in KNOWN_VIOLATIONS, so
// the test fails on a new one and on a known one that is gone (then delete its entry).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * One row per folder (or entry file): what it may import, besides its own files and npm packages.
 * `types` lists what it may import with `import type` only.
 *
 * Derived from the chain `cli, server -> build.ts -> pipeline -> checks, render, write, bundle -> routes
 * -> content -> config, markdown, openapi -> diagnostics, util`. Where the chain names fewer folders than
 * the code uses, the choices are:
 * - diagnostics/ and util/ are the bottom of the chain: every src folder above them may import them.
 * - checks/, bundle/ and write/ may call routes/: routes/ is the only
 *   place URLs are made, so they call its URL rules instead of copying them.
 * - render/ and write/ may call markdown/ and read content/ and config/ types: all lie below them.
 * - theme/props.ts (with api-props.ts and blog-props.ts, the parts it re-exports) is the data contract
 *   between src/ and the theme and holds only types: src folders that produce that data (openapi/,
 *   content/, routes/, write/, build.ts) may import its types; render/ and bundle/ may import it
 *   outright. The markdown stage may not, not even types (it reads no theme file).
 * - Stages of one level (render/, write/, bundle/) may share the types of the data one hands the other
 *   through build.ts (write/ writes bundle/'s assets, render/ renders with bundle/'s Theme); not values.
 * - In theme/, api/ is a page-level folder like pages/, App.tsx is index.ts's page switch, and every
 *   theme file may read the props contract's types.
 * - theme/search-index-format.ts is the search index's file format, written by write/ and read by the
 *   search dialog (islands/): plain functions and types, no DOM, no React, importing nothing.
 * - src/util/safe-url.ts makes the props contract's SafeUrl (the one URL check every stage uses, the
 *   markdown stage's too): of util/, it alone reads a type of theme/props.ts, and nothing else.
 */
interface Rule {
  readonly folder: string;
  readonly may: readonly string[];
  readonly types?: readonly string[];
}

const SAFE_URL = 'src/util/safe-url.ts';
const BOTTOM = ['src/diagnostics/', 'src/util/', SAFE_URL];
const PROPS = 'theme/props.ts';
const SEARCH_FORMAT = 'theme/search-index-format.ts';
/** The theme's MDX components; the bundle stage reads the type of the page context it sets around each render. */
const MDX_CONTEXT = 'theme/mdx/';

const RULES: readonly Rule[] = [
  { folder: 'src/cli/', may: ['src/build.ts', 'src/server/', ...BOTTOM] },
  // The dev server holds its site through pipeline/dev-site.ts, which runs the build's own tasks.
  { folder: 'src/server/', may: ['src/build.ts', 'src/pipeline/', ...BOTTOM] },
  {
    folder: 'src/build.ts',
    may: [
      'src/pipeline/',
      'src/checks/',
      'src/render/',
      'src/write/',
      'src/bundle/',
      'src/routes/',
      'src/content/',
      'src/config/',
      'src/markdown/',
      'src/openapi/',
      ...BOTTOM,
    ],
    types: [PROPS],
  },
  // The build's tasks (load, assets, write, the dev server's site): the build level, below build.ts.
  {
    folder: 'src/pipeline/',
    may: ['src/checks/', 'src/render/', 'src/write/', 'src/bundle/', 'src/routes/', 'src/content/', 'src/config/', 'src/markdown/', 'src/openapi/', ...BOTTOM],
    types: [PROPS],
  },
  { folder: 'src/checks/', may: ['src/routes/', ...BOTTOM] },
  { folder: 'src/render/', may: ['src/routes/', 'src/markdown/', 'theme/index.ts', PROPS, ...BOTTOM], types: ['src/bundle/', 'src/content/', 'src/config/'] },
  { folder: 'src/write/', may: ['src/routes/', 'src/markdown/', SEARCH_FORMAT, ...BOTTOM], types: ['src/bundle/', 'src/content/', 'src/config/', PROPS] },
  // bundle/ also runs MDX pages' modules: compiling partials and rendering with the markdown stage's components.
  { folder: 'src/bundle/', may: ['src/routes/', 'src/markdown/', 'theme/index.ts', PROPS, ...BOTTOM], types: ['src/config/', MDX_CONTEXT] },
  { folder: 'src/routes/', may: [...BOTTOM], types: ['src/content/', 'src/openapi/', 'src/config/', 'src/markdown/', PROPS] },
  { folder: 'src/content/', may: ['src/markdown/', ...BOTTOM], types: ['src/config/', PROPS] },
  { folder: 'src/config/', may: [...BOTTOM] },
  { folder: 'src/markdown/', may: [...BOTTOM] },
  // Spec descriptions are markdown, compiled by the markdown stage.
  { folder: 'src/openapi/', may: ['src/markdown/', ...BOTTOM], types: [PROPS] },
  { folder: 'src/diagnostics/', may: [] },
  { folder: 'src/util/', may: [SAFE_URL] },
  { folder: SAFE_URL, may: [], types: [PROPS] },
  // The theme never imports src/.
  { folder: 'theme/index.ts', may: ['theme/App.tsx', 'theme/pages/', 'theme/islands/', 'theme/head/'], types: [PROPS] },
  { folder: 'theme/App.tsx', may: ['theme/pages/', 'theme/layout/'], types: [PROPS] },
  { folder: PROPS, may: [] },
  { folder: 'theme/pages/', may: ['theme/layout/', 'theme/markdown/', 'theme/api/'], types: [PROPS] },
  { folder: 'theme/api/', may: ['theme/layout/', 'theme/markdown/', 'theme/islands/'], types: [PROPS] },
  { folder: 'theme/layout/', may: ['theme/markdown/', 'theme/islands/'], types: [PROPS] },
  { folder: 'theme/markdown/', may: [], types: [PROPS] },
  { folder: 'theme/islands/', may: [SEARCH_FORMAT], types: [PROPS] },
  { folder: SEARCH_FORMAT, may: [] },
  { folder: 'theme/client/', may: ['theme/islands/'], types: [PROPS] },
  // Docusaurus's MDX components (@theme/Tabs, ...), bundled into MDX pages by src/bundle/mdx-module.ts.
  { folder: 'theme/mdx/', may: [], types: [PROPS] },
  { folder: 'theme/head/', may: [] },
  { folder: 'theme/styles/', may: [] },
];

/**
 * Imports that break RULES today, by file and import as written. Each is a bug to fix, not an
 * exception to keep: when one is fixed the test fails until its entry is deleted here.
 */
const KNOWN_VIOLATIONS: readonly { file: string; imports: string }[] = [
  // micromark's inline pass made linear: the two modules it changes are not among their packages'
  // exports, so they are reached by path (see the module's header).
  { file: 'src/markdown/micromark-linear.ts', imports: '../../node_modules/micromark/dev/lib/initialize/text.js' },
  { file: 'src/markdown/micromark-linear.ts', imports: '../../node_modules/micromark/lib/initialize/text.js' },
  { file: 'src/markdown/micromark-linear.ts', imports: '../../node_modules/micromark-util-edit-map/dev/index.js' },
  { file: 'src/markdown/micromark-linear.ts', imports: '../../node_modules/micromark-util-edit-map/index.js' },
  // Its emphasis resolver replaced in both builds micromark ships (the default and the development one
  // vitest picks); micromark-core-commonmark is micromark's dependency, not docsgen's.
  { file: 'src/markdown/micromark-attention.ts', imports: '../../node_modules/micromark-core-commonmark/dev/index.js' },
  { file: 'src/markdown/micromark-attention.ts', imports: '../../node_modules/micromark-core-commonmark/index.js' },
];

interface SourceFile {
  /** Path relative to the repository, posix separators. */
  path: string;
  text: string;
}

interface ImportLine {
  file: string;
  line: number;
  specifier: string;
  typeOnly: boolean;
}

interface Violation extends ImportLine {
  message: string;
}

const CLAUSE = String.raw`(?:[\w$]+\s*,\s*)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}|[\w$]+)`;
const STATIC = new RegExp(String.raw`^(import|export)\s+(type\s+)?(${CLAUSE})\s*from\s*(['"])([^'"\n]+)\4|^import\s*(['"])([^'"\n]+)\6`, 'gm');
const DYNAMIC = /(?<![\w$.])(typeof\s+)?import\s*\(\s*(['"])([^'"\n]+)\2\s*\)(\.[\w$]+(?![\w$]|\s*\())?/g;

/** Every static import, export-from and dynamic `import('…')` of a file, with its line. */
function readImports(file: SourceFile): ImportLine[] {
  const lineAt = (index: number) => file.text.slice(0, index).split('\n').length;
  const found: ImportLine[] = [];
  for (const m of file.text.matchAll(STATIC)) {
    const specifier = (m[5] ?? m[7])!;
    const clause = m[3] ?? '';
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    const names = braces
      ? braces[1]!
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    const typeOnly = m[2] !== undefined || (names.length > 0 && names.every((n) => n.startsWith('type ')));
    found.push({ file: file.path, line: lineAt(m.index), specifier, typeOnly });
  }
  for (const m of file.text.matchAll(DYNAMIC)) {
    const lineStart = file.text.lastIndexOf('\n', m.index) + 1;
    if (/^\s*(\/\/|\*|\/\*)/.test(file.text.slice(lineStart, m.index))) continue;
    // `typeof import('x')` and `import('x').Name` (not a call) are types.
    found.push({ file: file.path, line: lineAt(m.index), specifier: m[3]!, typeOnly: m[1] !== undefined || m[4] !== undefined });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The row a repository path belongs to: `src/<folder>/`, `src/build.ts`, `theme/<folder>/` or a theme entry. */
function unitOf(file: string): string {
  const parts = file.split('/');
  const stem = (name: string) => name.replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, '');
  if (parts[0] === 'src' || parts[0] === 'theme') {
    if (`${parts.slice(0, -1).join('/')}/${stem(parts[parts.length - 1]!)}.ts` === SAFE_URL) return SAFE_URL;
    if (parts.length > 2) return `${parts[0]}/${parts[1]}/`;
    const name = stem(parts[1]!);
    if (parts[0] === 'src') return `src/${name}.ts`;
    if (name === 'props' || name === 'api-props' || name === 'blog-props') return PROPS;
    if (name === 'index') return 'theme/index.ts';
    if (name === 'App') return 'theme/App.tsx';
    if (name === 'search-index-format') return SEARCH_FORMAT;
    return file;
  }
  return parts.length > 1 ? `${parts[0]}/` : file;
}

/** Every import of `files` that its folder's rule does not allow (a folder without a rule allows nothing). */
function checkImports(files: readonly SourceFile[], rules: readonly Rule[]): Violation[] {
  const byFolder = new Map(rules.map((rule) => [rule.folder, rule]));
  const violations: Violation[] = [];
  for (const file of files) {
    const from = unitOf(file.path);
    const rule = byFolder.get(from) ?? { folder: from, may: [] };
    for (const entry of readImports(file)) {
      if (!entry.specifier.startsWith('.')) continue; // npm packages and Node built-ins
      const to = unitOf(path.posix.normalize(path.posix.join(path.posix.dirname(file.path), entry.specifier)));
      if (to === from || rule.may.includes(to)) continue;
      const typesAllowed = rule.types?.includes(to) ?? false;
      if (typesAllowed && entry.typeOnly) continue;
      const why = typesAllowed ? `${from} may import only types from ${to}` : `${from} may not import ${to}`;
      violations.push({ ...entry, message: `${entry.file}:${entry.line} imports ${entry.specifier} (${why})` });
    }
  }
  return violations;
}

function sourceFiles(): SourceFile[] {
  return ['src', 'theme'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|mts|cts|mjs|cjs|js)$/.test(entry.name))
      .map((entry) => {
        const abs = path.join(entry.parentPath, entry.name);
        return { path: path.relative(ROOT, abs).split(path.sep).join('/'), text: readFileSync(abs, 'utf8') };
      }),
  );
}

const key = (v: { file: string; imports: string }) => `${v.file} imports ${v.imports}`;

describe('import boundaries of src/ and theme/', () => {
  const files = sourceFiles();
  const violations = checkImports(files, RULES);
  const known = new Set(KNOWN_VIOLATIONS.map(key));

  test('every folder of src/ and theme/ has a row in RULES', () => {
    const folders = new Set(RULES.map((rule) => rule.folder));
    expect([...new Set(files.map((f) => unitOf(f.path)))].filter((unit) => !folders.has(unit))).toEqual([]);
  });

  test('no import breaks the layering, except the known violations', () => {
    expect(violations.filter((v) => !known.has(key({ file: v.file, imports: v.specifier }))).map((v) => v.message)).toEqual([]);
  });

  test('every known violation still exists (delete the entries of fixed ones)', () => {
    const found = new Set(violations.map((v) => key({ file: v.file, imports: v.specifier })));
    expect(KNOWN_VIOLATIONS.map(key).filter((k) => !found.has(k))).toEqual([]);
  });
});

describe('checkImports', () => {
  test('reports each import a rule does not allow, with file, line, import and the two folders', () => {
    const files: SourceFile[] = [
      {
        path: 'src/markdown/compile.ts',
        text: [
          '// Compiles markdown; import { x } from "../render/nothing.js" in a comment is no import.',
          "import { escapeHtml } from '../render/escape.js';",
          "import type { RenderedMarkdown } from '../../theme/props.js';",
          "import { slug } from '../util/slug.js';",
          "import { first } from './first-paragraph.js';",
          "const later = await import('../routes/urls.js');",
        ].join('\n'),
      },
      { path: 'theme/layout/Navbar.tsx', text: "import {\n  hash,\n} from '../../src/util/hash.js';\nimport type { NavLink } from '../props.js';\n" },
      { path: 'src/server/dev-server.ts', text: "import { build } from '../build.js';\nexport { loadDoc } from '../content/docs.js';\n" },
      {
        path: 'src/content/docs.ts',
        text: "import type { SiteConfig } from '../config/resolve.js';\nimport { type A, type B } from '../config/resolve.js';\nimport { loadConfig, type C } from '../config/load.js';\n",
      },
      { path: 'src/mdx/compile.ts', text: "import { x } from '../util/x.js';\n" },
    ];
    expect(checkImports(files, RULES).map((v) => v.message)).toEqual([
      'src/markdown/compile.ts:2 imports ../render/escape.js (src/markdown/ may not import src/render/)',
      'src/markdown/compile.ts:3 imports ../../theme/props.js (src/markdown/ may not import theme/props.ts)',
      'src/markdown/compile.ts:6 imports ../routes/urls.js (src/markdown/ may not import src/routes/)',
      'theme/layout/Navbar.tsx:1 imports ../../src/util/hash.js (theme/layout/ may not import src/util/)',
      'src/server/dev-server.ts:2 imports ../content/docs.js (src/server/ may not import src/content/)',
      'src/content/docs.ts:3 imports ../config/load.js (src/content/ may import only types from src/config/)',
      'src/mdx/compile.ts:1 imports ../util/x.js (src/mdx/ may not import src/util/)',
    ]);
  });

  test('reads export-from, type-only specifier lists, and dynamic imports in value and type positions', () => {
    const text = [
      "export * from './types.js';",
      "export type { Route } from '../routes/types.js';",
      "import Default, { type A } from './a.js';",
      "type Theme = import('../bundle/theme.js').Theme;",
      "const mod = await import('./b.js');",
      "void import('./c.js').then((m) => m);",
    ].join('\n');
    expect(readImports({ path: 'src/x/y.ts', text }).map((i) => `${i.line} ${i.specifier} ${i.typeOnly ? 'type' : 'value'}`)).toEqual([
      '1 ./types.js value',
      '2 ../routes/types.js type',
      '3 ./a.js value',
      '4 ../bundle/theme.js type',
      '5 ./b.js value',
      '6 ./c.js value',
    ]);
  });
});
