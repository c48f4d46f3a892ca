// Runs an MDX page's module: bundles it with esbuild (imports resolved like Docusaurus, see
// docusaurus-modules.ts: the site's own components and npm packages included), imports it once, and
// renders its body with React's static renderer. The site and npm components it uses become islands when
// they have client behaviour (island-chunks.ts decides and builds their browser chunks; theme/mdx/Island.tsx
// wraps them). React stays external, so pages and renderer share one React.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type Context } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { type MdxImport } from '../markdown/mdx.js';
import { ISLAND_MODULE, type IslandUse } from '../markdown/mdx-islands.js';
import { MarkdownLink, MarkdownTable } from '../markdown/render-html.js';
import { contentHash } from '../util/hash.js';
import type { ClientAsset } from './client.js';
import { createComponentStyles, type ComponentStyles } from './component-styles.js';
import { createThemeFile, docusaurusModules, MDX_THEME, PROVIDED, type ThemeFile } from './docusaurus-modules.js';
import { createIslandChunks, type ChunkResult, type IslandChunks } from './island-chunks.js';
import { packageRoot } from './package-root.js';
import { cacheDir, SERVER_MODULE } from './theme.js';

/** An MDX page's module to run: its code and where it came from. */
export interface MdxModule {
  code: string;
  /** Absolute path of the page (imports resolve from its folder). */
  absPath: string;
  /** Site-relative path, for diagnostics. */
  file: string;
  imports: readonly MdxImport[];
}

/** What the island wrapper (theme/mdx/Island.tsx) asks of one page render. */
interface IslandScope {
  chunkOf(use: IslandUse): string | undefined;
  used(use: IslandUse): void;
  report(use: IslandUse, message: string): void;
}

export interface MdxRenderer {
  (page: MdxModule): Promise<{ html: string } | { diagnostics: Diagnostic[] }>;
  /** The island chunks the pages rendered so far load: written with the client bundle. */
  islandAssets(): ClientAsset[];
  /** The CSS the components of the pages rendered so far import, as one stylesheet (component-styles.ts). */
  componentStyles(): ReturnType<ComponentStyles['bundle']>;
}

export function createMdxRenderer(siteDir: string): MdxRenderer {
  const themeFile = createThemeFile(siteDir);
  const styles = createComponentStyles(siteDir);
  const chunks = createIslandChunks(siteDir, themeFile, [styles.plugin]);
  // docsgen's own components, built once: a page that imports nothing else needs no bundling at all.
  let provided: Promise<Map<string, string>> | undefined;
  const scopeOf = (files: Map<string, string>) => {
    // Imported under names of their own: a page may import the same components itself.
    const imports = MDX_THEME.map((name) => `import __docsgen${name} from ${JSON.stringify(files.get(`@theme/${name}`))};`).join('\n');
    return `${imports}\nexport const __docsgenComponents = { ${MDX_THEME.map((name) => `${name}: __docsgen${name}`).join(', ')} };\n`;
  };
  const render = async (page: MdxModule) => {
    const { build } = await import('esbuild');
    provided ??= buildProvided(themeFile);
    const modules = await provided;
    let code: string;
    if (page.imports.every((i) => modules.has(i.source))) {
      // Only docsgen's modules: the page's own code, its imports pointed at the built components.
      const body = page.code.replace(/(\bfrom\s*)(['"])(@theme\/[\w-]+|@docusaurus\/[\w-]+|docsgen:island)\2/g, (_, from: string, quote: string, source: string) => `${from}${quote}${modules.get(source)}${quote}`);
      code = `${scopeOf(modules)}${body}`;
    } else {
      const entry = `${scopeOf(modules)}${page.code}`;
      try {
        const result = await build({
          ...SERVER_MODULE,
          stdin: { contents: entry, resolveDir: path.dirname(page.absPath), sourcefile: page.file, loader: 'jsx' },
          write: false,
          external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...modules.values()],
          nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
          plugins: [styles.plugin, docusaurusModules(siteDir, themeFile, { external: modules.get(ISLAND_MODULE)! })],
          // CommonJS packages require() React, which stays external: a require for this ES module.
          banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
        });
        code = result.outputFiles[0]!.text;
      } catch (error) {
        return { diagnostics: importDiagnostics(error, page) };
      }
    }
    const out = path.join(cacheDir(), 'mdx', `${contentHash(code, 16)}.mjs`);
    if (!existsSync(out)) {
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, code);
    }
    try {
      const island = (await import(modules.get(ISLAND_MODULE)!)) as { IslandScopeContext: Context<IslandScope | null> };
      const mod = (await import(pathToFileURL(out).href)) as { default: ComponentType<{ components: object }>; __docsgenComponents: object };
      const body = createElement(mod.default, { components: { ...mod.__docsgenComponents, a: MarkdownLink, table: MarkdownTable } });
      const renderWith = (scope: IslandScope) => renderToStaticMarkup(createElement(island.IslandScopeContext.Provider, { value: scope }, body));
      return await renderWithIslands(renderWith, chunks);
    } catch (error) {
      const message = (error as Error).message.split('\n')[0]!;
      return {
        diagnostics: [createDiagnostic('mdx/invalid', { message: `The page failed while rendering: ${message}`, file: page.file, line: 1, column: 1, hint: 'Fix the component or expression that throws; `docsgen build --debug` shows the stack trace.' })],
      };
    }
  };
  return Object.assign(render, { islandAssets: () => chunks.assets(), componentStyles: () => styles.bundle() });
}

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
async function buildProvided(themeFile: ThemeFile): Promise<Map<string, string>> {
  const { build } = await import('esbuild');
  const names = new Map<string, string>();
  for (const name of MDX_THEME) names.set(`@theme/${name}`, name);
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
    await build({ ...SERVER_MODULE, entryPoints: entries, outdir, splitting: true, outExtension: { '.js': '.mjs' }, external: ['react', 'react-dom', 'react/*', 'react-dom/*'] });
    await writeFile(path.join(outdir, 'done'), '');
  }
  const built = new Set(entries.map((e) => e.out));
  return new Map([...names].filter(([, name]) => built.has(name)).map(([source, name]) => [source, pathToFileURL(path.join(outdir, `${name}.mjs`)).href]));
}

/** esbuild's errors as diagnostics at the page's import lines (`mdx/unresolved-import`), or `mdx/invalid`. */
function importDiagnostics(error: unknown, page: MdxModule): Diagnostic[] {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors ?? [];
  if (!errors.length) return [createDiagnostic('mdx/invalid', { message: String((error as Error).message), file: page.file, line: 1, column: 1 })];
  return errors.map((e) => {
    const missing = /Could not resolve "([^"]+)"/.exec(e.text)?.[1];
    const at = missing ? page.imports.find((i) => i.source === missing) : undefined;
    if (missing) {
      return createDiagnostic('mdx/unresolved-import', {
        message: `Cannot import "${missing}": no such module or file`,
        file: page.file,
        line: at?.line ?? 1,
        column: at?.column ?? 1,
        hint: missing.startsWith('.') || missing.startsWith('@site/')
          ? 'Fix the path (relative to this file, or to the site folder after @site/).'
          : 'Install the package in the site folder (npm install), or use one of the @theme/ components docsgen provides.',
      });
    }
    return createDiagnostic('mdx/invalid', { message: e.text, file: page.file, line: at?.line ?? 1, column: 1, hint: 'Fix the import or the partial it names.' });
  });
}
