// Runs an MDX page's module: bundles it with esbuild (imports resolved like Docusaurus, see
// docusaurus-modules.ts: the site's own components and npm packages included), imports it once, and
// renders its body with React's static renderer. The site and npm components it uses become islands when
// they have client behaviour (island-chunks.ts decides and builds their browser chunks; theme/mdx/Island.tsx
// wraps them). Global components (docsgen's and the site's src/theme/MDXComponents) come from one
// provider module. React stays external, so pages and renderer share one React.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { createElement, type ComponentType, type Context } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { MdxConsent } from '../markdown/mdx-consent.js';
import { MDX_PROVIDER, unknownComponents, type MdxComponentUse, type MdxImport } from '../markdown/mdx-components.js';
import { ISLAND_MODULE, type IslandUse } from '../markdown/mdx-islands.js';
import { MarkdownLink, MarkdownTable } from '../markdown/render-html.js';
import { contentHash } from '../util/hash.js';
import type { ClientAsset } from './client.js';
import { createComponentStyles, type ComponentStyles } from './component-styles.js';
import {
  SITE_LOADERS,
  createThemeFile,
  docusaurusModules,
  MDX_THEME,
  PARTIAL_SLOT,
  PROVIDED,
  siteMdxComponentsFile,
  THEME_MODULES,
  type Aliases,
  type ImageFiles,
  type PartialParts,
  type ProvidedModules,
  type ThemeFile,
} from './docusaurus-modules.js';
import { withPageContext, type MdxPageContext } from './mdx-context.js';
import { createIslandChunks, type ChunkResult, type IslandChunks } from './island-chunks.js';
import { packageRoot } from './package-root.js';
import { REQUIRE_BANNER } from './react-require.js';
import { cacheDir, SERVER_MODULE, writeModule } from './theme.js';
import { importEsbuild, importModule } from '../util/import-module.js';
import { PRIVATE_PATH_ERROR, PRIVATE_PATH_HINT, privateImports } from './private-imports.js';

/** An MDX page's module to run: its code and where it came from. */
export interface MdxModule {
  code: string;
  /** Absolute path of the page (imports resolve from its folder). */
  absPath: string;
  /** Site-relative path, for diagnostics. */
  file: string;
  imports: readonly MdxImport[];
  /** Components it uses that neither it nor docsgen has (checked against the site's global components). */
  unknown?: readonly MdxComponentUse[];
  /** The page's slot marker and its number of links: its partials' links take the slots after them. */
  slots?: { marker: string; first: number };
  /**
   * A React page (src/pages/*.js): `file` is its component, which the module imports; the module itself is
   * named apart from it, so a problem in the component is reported at the component's line.
   */
  component?: boolean;
}

/** A page's rendered body, with the links and headings of the partials it imports (PartialParts). */
export interface RenderedMdx extends PartialParts {
  html: string;
  /** The site's files the page's module is made of, besides the page. */
  files?: string[];
  /** What the page's `<Layout title description>` (theme/mdx/Layout.tsx) set, for its head. */
  head?: { title?: string; description?: string };
}

export interface MdxRendererOptions {
  /** The config's `markdown.aliases` (import prefix -> absolute folder), read when first needed. */
  aliases?: () => Aliases | undefined;
  /** What the Docusaurus modules know of the page from its site-relative file (site, docs versions). */
  page?: (file: string) => MdxPageContext | undefined;
  /** What `.md` partials may import and run (markdown/mdx-consent.ts), read when first needed. */
  consent?: () => MdxConsent | undefined;
}

/** What the island wrapper (theme/mdx/Island.tsx) asks of one page render. */
interface IslandScope {
  chunkOf(use: IslandUse): string | undefined;
  used(use: IslandUse): void;
  report(use: IslandUse, message: string): void;
}

export interface MdxRenderer {
  (page: MdxModule): Promise<RenderedMdx | { diagnostics: Diagnostic[] }>;
  /** The island chunks the pages rendered so far load, and the image files they import: written with the client bundle. */
  islandAssets(): ClientAsset[];
  /** The CSS the components of the pages rendered so far import, as one stylesheet (component-styles.ts). */
  componentStyles(): ReturnType<ComponentStyles['bundle']>;
}

export function createMdxRenderer(siteDir: string, options: MdxRendererOptions = {}): MdxRenderer {
  const aliases = () => options.aliases?.() ?? {};
  const themeFile = createThemeFile(siteDir, aliases);
  const styles = createComponentStyles(siteDir);
  // Imported images too big to inline, published with the island chunks; under the site's base URL (the
  // same in every page's context).
  const images: ImageFiles = { base: () => options.page?.('')?.site.baseUrl ?? '/', files: new Map() };
  const chunks = createIslandChunks(siteDir, themeFile, { plugins: [styles.plugin], aliases, images, site: () => options.page?.('')?.site });
  // docsgen's own components and the global ones, built once: a page that imports nothing else needs no bundling.
  let provided: Promise<Provided> | undefined;
  // A problem in a shared file (a component many pages import) is reported once, at that file.
  const reported = new Set<string>();
  const once = (page: MdxModule, diagnostics: Diagnostic[]) =>
    diagnostics.filter((d) => {
      if (d.file === page.file) return true;
      const key = `${d.file}:${d.line}:${d.column}:${d.message}`;
      if (reported.has(key)) return false;
      reported.add(key);
      return true;
    });
  const render = async (page: MdxModule): Promise<RenderedMdx | { diagnostics: Diagnostic[] }> => {
    const { build } = await importEsbuild();
    provided ??= buildProvided(siteDir, themeFile, aliases(), styles.plugin, images);
    const built = await provided;
    if ('diagnostics' in built) return built;
    const { modules } = built;
    const unknown = unknownComponents(page.file, page.unknown ?? [], built.components);
    if (unknown.length) return { diagnostics: unknown };
    let code: string;
    // The site's files the page's module is made of (besides the page): what a save of any of them changes.
    let files: string[] = [];
    const parts: PartialParts = { links: [], headings: [] };
    if (page.imports.every((i) => modules.has(i.source))) {
      // Only docsgen's modules: the page's own code, its imports pointed at the built components.
      code = page.code.replace(PROVIDED_IMPORT, (_, from: string, quote: string, source: string) => `${from}${quote}${modules.get(source)}${quote}`);
    } else {
      try {
        const result = await build({
          ...SERVER_MODULE,
          stdin: { contents: page.code, resolveDir: path.dirname(page.absPath), sourcefile: moduleName(page), loader: 'jsx' },
          write: false,
          absWorkingDir: siteDir,
          loader: SITE_LOADERS,
          external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...modules.values()],
          nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
          plugins: [
            privateImports(siteDir),
            styles.plugin,
            docusaurusModules(
              siteDir,
              themeFile,
              { external: modules.get(ISLAND_MODULE)! },
              { aliases: aliases(), provided: built, consent: options.consent?.(), partials: parts, images },
            ),
          ],
          // CommonJS packages require() React, which stays external: a require for this ES module.
          banner: { js: REQUIRE_BANNER },
          metafile: true,
        });
        code = result.outputFiles[0]!.text;
        files = siteFiles(Object.keys(result.metafile.inputs), siteDir);
      } catch (error) {
        // esbuild names the page's module by its source file joined to its folder, from the site folder.
        const reportedAs = path
          .relative(siteDir, path.join(path.dirname(page.absPath), moduleName(page)))
          .split(path.sep)
          .join('/');
        return { diagnostics: importDiagnostics(error, page, reportedAs) };
      }
    }
    try {
      const island = await importModule<{ IslandScopeContext: Context<IslandScope | null> }>(modules.get(ISLAND_MODULE)!);
      const mod = await importModule<{ default: ComponentType<{ components: object }> }>(await cachedModule(code));
      const body = createElement(mod.default, { components: { a: MarkdownLink, table: MarkdownTable } });
      // What a `<Layout title description>` sets (React pages), read once the page has rendered.
      const head: NonNullable<MdxPageContext['head']> = {};
      const context = options.page?.(page.file);
      const renderWith = (scope: IslandScope) =>
        withPageContext(context && { ...context, head }, () => renderToStaticMarkup(createElement(island.IslandScopeContext.Provider, { value: scope }, body)));
      const rendered = await renderWithIslands(renderWith, chunks);
      if ('diagnostics' in rendered) return rendered;
      // The partials' links as the page's next slots (or, for a caller without slots, as written).
      const slots = page.slots;
      const html = rendered.html.replace(PARTIAL_SLOT, (_, n: string) =>
        slots ? `${slots.marker}${slots.first + Number(n)}${slots.marker}` : (parts.links[Number(n)]?.url ?? ''),
      );
      return { html, files, ...parts, ...(head.title || head.description ? { head } : {}) };
    } catch (error) {
      // One line, capped: a component's error may quote a whole value (an SVG, a data URL).
      const line = (error as Error).message.split('\n')[0]!;
      const message = line.length > 300 ? `${line.slice(0, 300)}…` : line;
      return {
        diagnostics: [
          createDiagnostic('mdx/invalid', {
            message: `The page failed while rendering: ${message}`,
            file: page.file,
            line: 1,
            column: 1,
            hint: 'Fix the component or expression that throws; `docsgen build --debug` shows the stack trace.',
          }),
        ],
      };
    }
  };
  const renderOnce = async (page: MdxModule) => {
    const result = await render(page);
    return 'diagnostics' in result ? { diagnostics: once(page, result.diagnostics) } : result;
  };
  return Object.assign(renderOnce, { islandAssets: () => [...chunks.assets(), ...images.files.values()], componentStyles: () => styles.bundle() });
}

/**
 * The inputs of a page's bundle (esbuild's metafile: paths relative to the site folder, others in a
 * namespace of a plugin's) that are files of the site, site-relative with forward slashes.
 */
function siteFiles(inputs: string[], siteDir: string): string[] {
  return inputs.flatMap((raw) => {
    // Files loaded in a namespace of docusaurus-modules.ts (SVG components, images, raw text) are files too.
    const input = raw.replace(FILE_NAMESPACES, '');
    if (input.includes(':') && !path.isAbsolute(input)) return [];
    const rel = path.relative(siteDir, path.resolve(siteDir, input)).split(path.sep).join('/');
    return rel === '' || rel.startsWith('../') || rel === '..' || path.isAbsolute(rel) || rel.startsWith('node_modules/') ? [] : [rel];
  });
}

/** The namespaces of docusaurus-modules.ts whose paths are the site's files, as metafile inputs name them. */
const FILE_NAMESPACES = /^docsgen-(?:svg|image|raw):/;

/** Imports of modules docsgen provides, in a compiled page's code. */
const PROVIDED_IMPORT = /(\bfrom\s*)(['"])(@theme\/[\w/-]+|@docusaurus\/[\w/-]+|docsgen:island|@docsgen\/mdx-components)\2/g;

/** A module's code written once into the cache (by its hash), as the URL to import it by. */
async function cachedModule(code: string): Promise<string> {
  const out = path.join(cacheDir(), 'mdx', `${contentHash(code, 16)}.mjs`);
  await writeModule(out, code);
  return pathToFileURL(out).href;
}

type Provided = (ProvidedModules & { modules: Map<string, string> }) | { diagnostics: Diagnostic[] };

/**
 * Renders a page twice when it uses site components: first to find them (all static), then, once each is
 * built for the browser, with the interactive ones as islands. A page without any renders once.
 */
async function renderWithIslands(renderWith: (scope: IslandScope) => string, chunks: IslandChunks): Promise<{ html: string } | { diagnostics: Diagnostic[] }> {
  const uses = new Map<string, IslandUse>();
  const keyOf = (use: IslandUse) => `${use.file}\0${use.source}\0${use.name}`;
  const html = renderWith({ chunkOf: () => undefined, used: (use) => void uses.set(keyOf(use), use), report: () => undefined });
  if (uses.size === 0) return { html };
  const results = new Map<string, ChunkResult>();
  await Promise.all([...uses].map(async ([key, use]) => results.set(key, await chunks.chunkOf(use))));
  const diagnostics = [...uses].flatMap(([key, use]) => chunkDiagnostics(results.get(key)!, use));
  if (![...results.values()].some((r) => 'url' in r && r.url)) return diagnostics.length ? { diagnostics } : { html };
  const withIslands = renderWith({
    chunkOf: (use) => {
      const result = results.get(keyOf(use));
      return result && 'url' in result ? result.url : undefined;
    },
    used: () => undefined,
    report: (use, message) => diagnostics.push(propsDiagnostic(use, message)),
  });
  return diagnostics.length ? { diagnostics } : { html: withIslands };
}

/** A component that cannot be built for the browser: `mdx/invalid` at its use. */
function chunkDiagnostics(result: ChunkResult, use: IslandUse): Diagnostic[] {
  if (!('error' in result)) return [];
  return [
    createDiagnostic('mdx/invalid', {
      message: `<${use.name === 'default' ? path.basename(use.source) : use.name}> from "${use.source}" cannot be built for the browser: ${result.error.text}`,
      file: use.file,
      line: use.line,
      column: use.column,
      hint: 'Fix the component so it bundles for the browser (no Node built-ins, every import installed in the site).',
    }),
  ];
}

/** Props of an island that cannot reach the browser: `mdx/island-props` at the element. */
function propsDiagnostic(use: IslandUse, message: string): Diagnostic {
  const name = use.name === 'default' ? path.basename(use.source).replace(/\.[jt]sx?$/, '') : use.name;
  return createDiagnostic('mdx/island-props', {
    message: `<${name}> hydrates in the browser, but its ${message}: island props must be plain data`,
    file: use.file,
    line: use.line,
    column: use.column,
    hint: 'Pass strings, numbers, booleans, arrays or plain objects (MDX content goes in as children); move functions and elements into the component itself.',
  });
}

/**
 * docsgen's MDX components (`@theme/*`, `@docusaurus/Link`, `useBaseUrl`, the island wrapper) built once into the cache, as
 * modules a page imports by file URL.
 */
/** Theme builds this thread has begun (each stages in a folder of its own). */
let themeBuilds = 0;

async function buildTheme(themeFile: ThemeFile): Promise<Map<string, string>> {
  const { build } = await importEsbuild();
  const names = new Map<string, string>();
  for (const name of [...MDX_THEME, ...THEME_MODULES]) names.set(`@theme/${name}`, name);
  for (const [source, name] of Object.entries(PROVIDED)) names.set(source, name);
  // The island wrapper: pages import it, the renderer provides its scope; one module for both.
  names.set(ISLAND_MODULE, 'Island');
  const entries = [...new Set(names.values())].flatMap((name) => {
    const file = themeFile(name);
    return file ? [{ in: file, out: name }] : [];
  });
  const key = contentHash((await Promise.all(entries.map((e) => readFile(e.in, 'utf8')))).join('\0'), 16);
  const outdir = path.join(cacheDir(), 'mdx', `theme-${key}`);
  if (!existsSync(path.join(outdir, 'done'))) {
    // Built beside its place, then moved there whole: a build running at the same time (another site's,
    // another test's) never imports a module this one is still writing.
    const staging = `${outdir}.${process.pid}.${threadId}.${++themeBuilds}.tmp`;
    await rm(staging, { recursive: true, force: true });
    await build({
      ...SERVER_MODULE,
      entryPoints: entries,
      outdir: staging,
      splitting: true,
      outExtension: { '.js': '.mjs' },
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    });
    await writeFile(path.join(staging, 'done'), '');
    // Another build may have put its own (the same modules) in place first; one left half-made by a
    // killed build, without `done`, is replaced.
    if (!existsSync(path.join(outdir, 'done'))) await rm(outdir, { recursive: true, force: true });
    await rename(staging, outdir).catch(() => rm(staging, { recursive: true, force: true }));
  }
  const built = new Set(entries.map((e) => e.out));
  return new Map([...names].filter(([, name]) => built.has(name)).map(([source, name]) => [source, pathToFileURL(path.join(outdir, `${name}.mjs`)).href]));
}

/**
 * docsgen's modules, and the module MDX pages take their global components from (`MDX_PROVIDER`):
 * docsgen's components and, when the Docusaurus site has one, the components (capitalised names) of its
 * `src/theme/MDXComponents`, bundled with its imports (`@theme-original/MDXComponents` is docsgen's).
 * Markdown's own elements (a, code, h1…) stay docsgen's.
 */
async function buildProvided(siteDir: string, themeFile: ThemeFile, aliases: Aliases, stylesPlugin: Plugin, images: ImageFiles): Promise<Provided> {
  const { build } = await importEsbuild();
  const modules = await buildTheme(themeFile);
  const siteFile = siteMdxComponentsFile(siteDir, aliases);
  const entry = [
    ...MDX_THEME.map((name) => `import ${name} from ${JSON.stringify(modules.get(`@theme/${name}`))};`),
    siteFile ? `import siteComponents from ${JSON.stringify(siteFile)};` : 'const siteComponents = {};',
    'const site = Object.fromEntries(Object.entries(siteComponents ?? {}).filter(([name]) => /^[A-Z]/.test(name)));',
    `const components = { ${MDX_THEME.join(', ')}, ...site };`,
    'export function useMDXComponents() { return components; }',
    'export const names = Object.keys(components);',
    '',
  ].join('\n');
  let code = entry;
  const file = siteFile ? path.relative(siteDir, siteFile).split(path.sep).join('/') : 'src/theme/MDXComponents';
  if (siteFile) {
    try {
      const result = await build({
        ...SERVER_MODULE,
        stdin: { contents: entry, resolveDir: siteDir, sourcefile: 'mdx-components.jsx', loader: 'jsx' },
        write: false,
        absWorkingDir: siteDir,
        loader: SITE_LOADERS,
        external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...modules.values()],
        nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
        plugins: [
          // The site's theme components are read under the rules of its pages.
          privateImports(siteDir),
          stylesPlugin,
          docusaurusModules(siteDir, themeFile, { external: modules.get(ISLAND_MODULE)! }, { aliases, provided: { modules, components: new Set() }, images }),
        ],
        banner: { js: REQUIRE_BANNER },
      });
      code = result.outputFiles[0]!.text;
    } catch (error) {
      return {
        diagnostics: importDiagnostics(error, { file: 'mdx-components.jsx', imports: [] }).map((d) => (d.file === 'mdx-components.jsx' ? { ...d, file } : d)),
      };
    }
  }
  const url = await cachedModule(code);
  try {
    const mod = await importModule<{ names: string[] }>(url);
    modules.set(MDX_PROVIDER, url);
    return { modules, components: new Set(mod.names) };
  } catch (error) {
    return {
      diagnostics: [
        createDiagnostic('mdx/invalid', {
          message: `The site's MDX components failed to load: ${(error as Error).message.split('\n')[0]}`,
          file,
          line: 1,
          column: 1,
          hint: 'Fix the module: its default export is an object of components.',
        }),
      ],
    };
  }
}

/** The name esbuild knows a page's module by: its file's, but a React page's own (its component has the file's). */
function moduleName(page: MdxModule): string {
  return page.component ? `${page.file} (page)` : page.file;
}

/** esbuild's errors as diagnostics at the page's import lines (`mdx/unresolved-import`), or `mdx/invalid`. */
function importDiagnostics(error: unknown, page: Pick<MdxModule, 'file' | 'imports' | 'component'>, sourcefile = page.file): Diagnostic[] {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors ?? [];
  if (!errors.length) return [createDiagnostic('mdx/invalid', { message: String((error as Error).message), file: page.file, line: 1, column: 1 })];
  return errors.map((e) => {
    // A file of src/pages that exports no component as its default is no page.
    if (page.component && /^No matching export in "[^"]+" for import "default"$/.test(e.text)) {
      return createDiagnostic('mdx/invalid', {
        message: `${page.file} has no default export: a file of src/pages is a page, its default export the component that renders it`,
        file: page.file,
        line: 1,
        column: 1,
        hint: 'Export the page component as default (`export default function Page() {…}`), or move the file out of src/pages or start its name with `_`.',
      });
    }
    const missing = /Could not resolve "([^"]+)"/.exec(e.text)?.[1];
    const at = missing ? page.imports.find((i) => i.source === missing) : undefined;
    // An import of one of the site's components (not of the page itself): reported where it is written.
    const nested = !at && e.location && e.location.file !== sourcefile && !e.location.file.includes(':') ? e.location : undefined;
    if (e.text.includes(PRIVATE_PATH_ERROR)) {
      // The page's own import where the page writes it, or one of a component it imports.
      const refused = /^"([^"]+)"/.exec(e.text)?.[1];
      const own = page.imports.find((i) => i.source === refused);
      const place = own
        ? { file: page.file, line: own.line, column: own.column }
        : nested
          ? { file: nested.file, line: nested.line, column: nested.column + 1 }
          : { file: page.file, line: 1, column: 1 };
      return createDiagnostic('asset/not-allowed', { message: `Import ${e.text}`, ...place, hint: PRIVATE_PATH_HINT });
    }
    if (missing) {
      return createDiagnostic('mdx/unresolved-import', {
        message: `Cannot import "${missing}": no such module or file`,
        file: nested?.file ?? page.file,
        line: nested?.line ?? at?.line ?? 1,
        column: nested ? nested.column + 1 : (at?.column ?? 1),
        hint:
          missing.startsWith('.') || missing.startsWith('@site/')
            ? 'Fix the path (relative to this file, or to the site folder after @site/).'
            : 'Install the package in the site folder (npm install), or use one of the @theme/ components docsgen provides.',
      });
    }
    return createDiagnostic('mdx/invalid', {
      message: e.text,
      file: nested?.file ?? page.file,
      line: nested?.line ?? at?.line ?? 1,
      column: nested ? nested.column + 1 : 1,
      hint: page.component && nested?.file === page.file ? "Fix the page's code at this place." : 'Fix the import or the partial it names.',
    });
  });
}
