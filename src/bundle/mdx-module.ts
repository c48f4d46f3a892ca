// Runs an MDX page's module: bundles it with esbuild (imports resolved like Docusaurus, see
// docusaurus-modules.ts: the site's own components and npm packages included), imports it once, and
// renders its body with React's static renderer. The site and npm components it uses become islands when
// they have client behaviour (island-chunks.ts decides and builds their browser chunks; theme/mdx/Island.tsx
// wraps them). Global components (docsgen's and the site's src/theme/MDXComponents) come from one
// provider module (mdx-provided.ts). React stays external, so pages and renderer share one React.
import path from 'node:path';
import { createElement, type ComponentType, type Context } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { MdxConsent } from '../markdown/mdx-consent.js';
import { unknownComponents, type MdxComponentUse, type MdxImport } from '../markdown/mdx-components.js';
import { ISLAND_MODULE, type IslandUse } from '../markdown/mdx-islands.js';
import { MarkdownLink, MarkdownTable } from '../markdown/render-html.js';
import type { ClientAsset } from './client.js';
import { createComponentStyles, type ComponentStyles } from './component-styles.js';
import { createThemeFile, docusaurusModules, PARTIAL_SLOT, siteServerModule, type Aliases, type ImageFiles, type PartialParts } from './docusaurus-modules.js';
import { withPageContext, type MdxPageContext } from './mdx-context.js';
import { chunkDiagnostics, importDiagnostics, propsDiagnostic } from './mdx-diagnostics.js';
import { buildProvided, cachedModule, type Provided } from './mdx-provided.js';
import { createIslandChunks, type ChunkResult, type IslandChunks } from './island-chunks.js';
import { REQUIRE_BANNER } from './react-require.js';
import { importEsbuild, importModule } from '../util/import-module.js';
import { privateImports } from './private-imports.js';

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
          ...siteServerModule(siteDir, modules.values()),
          stdin: { contents: page.code, resolveDir: path.dirname(page.absPath), sourcefile: moduleName(page), loader: 'jsx' },
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

/** The name esbuild knows a page's module by: its file's, but a React page's own (its component has the file's). */
function moduleName(page: MdxModule): string {
  return page.component ? `${page.file} (page)` : page.file;
}
