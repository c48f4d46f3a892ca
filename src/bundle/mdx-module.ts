// Runs an MDX page's module: bundles it with esbuild (imports resolved like Docusaurus: `@theme/*` to the
// theme's MDX components, `@docusaurus/Link` and `useBaseUrl`, `@site/*` to the site folder, `.md`/`.mdx`
// partials compiled with MDX, the site's own components and npm packages), imports it once, and renders
// its body with React's static renderer. React stays external, so pages and renderer share one React.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { compileMdx, type MdxImport } from '../markdown/mdx.js';
import { MarkdownLink, MarkdownTable } from '../markdown/render-html.js';
import { contentHash } from '../util/hash.js';
import { withPageContext, type MdxPageContext } from './mdx-context.js';
import { ASSET_LOADERS, cssModules, splitStyles, type PageStyle } from './mdx-styles.js';
import { packageRoot } from './package-root.js';
import { cacheDir, SERVER_MODULE, themeDir } from './theme.js';

/** An MDX page's module to run: its code and where it came from. */
export interface MdxModule {
  code: string;
  /** Absolute path of the page (imports resolve from its folder). */
  absPath: string;
  /** Site-relative path, for diagnostics. */
  file: string;
  imports: readonly MdxImport[];
}

/** A page's body as HTML, and the CSS its imports bring (see mdx-styles.ts). */
export type MdxRenderer = (page: MdxModule) => Promise<{ html: string; styles?: PageStyle[] } | { diagnostics: Diagnostic[] }>;

/** Docusaurus module names docsgen provides, and the theme file each stands for. */
const PROVIDED: Record<string, string> = {
  '@docusaurus/Link': 'Link',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
  '@docusaurus/ExecutionEnvironment': 'docusaurus/ExecutionEnvironment',
  '@docusaurus/useIsBrowser': 'docusaurus/useIsBrowser',
  '@docusaurus/BrowserOnly': 'docusaurus/BrowserOnly',
  '@docusaurus/Head': 'docusaurus/Head',
  '@docusaurus/Translate': 'docusaurus/Translate',
  '@docusaurus/Interpolate': 'docusaurus/Interpolate',
  '@docusaurus/useDocusaurusContext': 'docusaurus/useDocusaurusContext',
  '@docusaurus/isInternalUrl': 'docusaurus/isInternalUrl',
  '@docusaurus/router': 'docusaurus/router',
  '@docusaurus/plugin-content-docs/client': 'docusaurus/docs-client',
  '@docusaurus/theme-common': 'docusaurus/theme-common',
};

const MDX_THEME = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'TOCInline', 'DocCardList', 'Link'];

/** Other `@theme/*` modules docsgen provides (imported by name, not in every page's scope). */
const THEME_MODULES = ['ThemedImage', 'Heading', 'MDXComponents'];

export interface MdxRendererOptions {
  /** The config's `markdown.aliases` (import prefix -> absolute folder), read at each page. */
  aliases?: () => Readonly<Record<string, string>> | undefined;
  /** What the Docusaurus modules know of the page from its site-relative file (site, docs versions). */
  page?: (file: string) => MdxPageContext | undefined;
}

export function createMdxRenderer(siteDir: string, options: MdxRendererOptions = {}): MdxRenderer {
  const themeFolders = [path.join(themeDir(siteDir), 'mdx'), path.join(packageRoot(), 'theme', 'mdx')];
  const themeFile = (name: string) => {
    for (const folder of themeFolders) {
      for (const file of ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((ext) => path.join(folder, name + ext))) if (existsSync(file)) return file;
    }
    return undefined;
  };
  // docsgen's own components, built once: a page that imports nothing else needs no bundling at all.
  let provided: Promise<Map<string, string>> | undefined;
  const scopeOf = (files: Map<string, string>) => {
    // Imported under names of their own: a page may import the same components itself.
    const imports = MDX_THEME.map((name) => `import __docsgen${name} from ${JSON.stringify(files.get(`@theme/${name}`))};`).join('\n');
    return `${imports}\nexport const __docsgenComponents = { ${MDX_THEME.map((name) => `${name}: __docsgen${name}`).join(', ')} };\n`;
  };
  return async (page) => {
    const { build } = await import('esbuild');
    provided ??= buildProvided(themeFile);
    const modules = await provided;
    let code: string;
    let styles: PageStyle[] = [];
    if (page.imports.every((i) => modules.has(i.source))) {
      // Only docsgen's modules: the page's own code, its imports pointed at the built components.
      const body = page.code.replace(/(\bfrom\s*)(['"])(@theme\/[\w/-]+|@docusaurus\/[\w/-]+)\2/g, (_, from: string, quote: string, source: string) => `${from}${quote}${modules.get(source)}${quote}`);
      code = `${scopeOf(modules)}${body}`;
    } else {
      const entry = `${scopeOf(modules)}${page.code}`;
      try {
        const result = await build({
          ...SERVER_MODULE,
          stdin: { contents: entry, resolveDir: path.dirname(page.absPath), sourcefile: page.file, loader: 'jsx' },
          write: false,
          // CSS comes out beside the module (never written: the pipeline gathers it into the site's stylesheet).
          outdir: path.join(cacheDir(), 'mdx', 'out'),
          absWorkingDir: siteDir,
          loader: ASSET_LOADERS,
          external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...modules.values()],
          nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
          plugins: [docusaurusModules(siteDir, themeFile, options.aliases?.() ?? {}), cssModules(siteDir)],
        });
        code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
        const css = result.outputFiles.find((f) => f.path.endsWith('.css'));
        if (css) styles = splitStyles(css.text);
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
      const mod = (await import(pathToFileURL(out).href)) as { default: ComponentType<{ components: object }>; __docsgenComponents: object };
      const element = createElement(mod.default, { components: { ...mod.__docsgenComponents, a: MarkdownLink, table: MarkdownTable } });
      const html = withPageContext(options.page?.(page.file), () => renderToStaticMarkup(element));
      return styles.length ? { html, styles } : { html };
    } catch (error) {
      const message = (error as Error).message.split('\n')[0]!;
      return {
        diagnostics: [createDiagnostic('mdx/invalid', { message: `The page failed while rendering: ${message}`, file: page.file, line: 1, column: 1, hint: 'Fix the component or expression that throws; `docsgen build --debug` shows the stack trace.' })],
      };
    }
  };
}

/**
 * docsgen's MDX components (`@theme/*`, `@docusaurus/Link`, `useBaseUrl`) built once into the cache, as
 * modules a page imports by file URL.
 */
async function buildProvided(themeFile: (name: string) => string | undefined): Promise<Map<string, string>> {
  const { build } = await import('esbuild');
  const names = new Map<string, string>();
  for (const name of [...MDX_THEME, ...THEME_MODULES]) names.set(`@theme/${name}`, name);
  for (const [source, name] of Object.entries(PROVIDED)) names.set(source, name);
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

/** Resolves what Docusaurus sites import: `@theme/*`, `@docusaurus/*`, `@site/*`, and compiles `.md`/`.mdx` partials. */
function docusaurusModules(siteDir: string, themeFile: (name: string) => string | undefined, aliases: Readonly<Record<string, string>>): Plugin {
  const prefixes = { '@site': siteDir, ...aliases };
  return {
    name: 'docsgen-mdx',
    setup(build) {
      build.onResolve({ filter: /^@theme\// }, (args) => {
        const file = themeFile(args.path.slice('@theme/'.length));
        return file ? { path: file } : { errors: [{ text: `Could not resolve "${args.path}"` }] };
      });
      build.onResolve({ filter: /^@docusaurus\// }, (args) => {
        const name = PROVIDED[args.path];
        const file = name && themeFile(name);
        return file ? { path: file } : { errors: [{ text: `Could not resolve "${args.path}"` }] };
      });
      for (const [prefix, dir] of Object.entries(prefixes)) {
        const filter = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`);
        build.onResolve({ filter }, async (args) => {
          const rest = args.path.slice(prefix.length + 1);
          const found = await build.resolve(rest ? `./${rest}` : '.', { resolveDir: dir, kind: args.kind });
          return found.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : { path: found.path };
        });
      }
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const body = text.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));
        const compiled = compileMdx(body, { file: path.relative(siteDir, args.path) });
        if (compiled.diagnostics.length) {
          return { errors: compiled.diagnostics.map((d) => ({ text: d.message, location: { file: args.path, line: d.line ?? 1, column: (d.column ?? 1) - 1 } })) };
        }
        // A partial's links are written as they are (its slots are filled with the URLs it holds).
        const code = compiled.code.replace(new RegExp(`${compiled.marker}(\\d+)${compiled.marker}`, 'g'), (_, n: string) => compiled.links[Number(n)]?.url ?? '');
        return { contents: code, loader: 'jsx', resolveDir: path.dirname(args.path) };
      });
    },
  };
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
