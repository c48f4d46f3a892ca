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
import { compileMdx, MDX_PROVIDER, unknownComponents, type MdxComponentUse, type MdxImport } from '../markdown/mdx.js';
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
  /** Components it uses that neither it nor docsgen has (checked against the site's global components). */
  unknown?: readonly MdxComponentUse[];
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
const THEME_MODULES = ['ThemedImage', 'Heading', 'MDXComponents', 'Mermaid', 'DocCard'];

export interface MdxRendererOptions {
  /** The config's `markdown.aliases` (import prefix -> absolute folder), read at each page. */
  aliases?: () => Readonly<Record<string, string>> | undefined;
  /** What the Docusaurus modules know of the page from its site-relative file (site, docs versions). */
  page?: (file: string) => MdxPageContext | undefined;
}

export function createMdxRenderer(siteDir: string, options: MdxRendererOptions = {}): MdxRenderer {
  const aliases = () => options.aliases?.() ?? {};
  // docsgen's folders first; then the Docusaurus site's own src/theme (its custom theme components).
  const themeFolders = () => [path.join(themeDir(siteDir), 'mdx'), path.join(packageRoot(), 'theme', 'mdx'), path.join(aliases()['@site'] ?? siteDir, 'src', 'theme')];
  const themeFile = (name: string) => {
    for (const folder of themeFolders()) {
      for (const file of ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'].map((ext) => path.join(folder, name + ext))) if (existsSync(file)) return file;
    }
    return undefined;
  };
  // docsgen's own components, built once: a page that imports nothing else needs no bundling at all.
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
  return async (page) => {
    const result = await render(page);
    return 'diagnostics' in result ? { diagnostics: once(page, result.diagnostics) } : result;
  };
  async function render(page: MdxModule): ReturnType<MdxRenderer> {
    const { build } = await import('esbuild');
    provided ??= buildProvided(siteDir, themeFile, aliases());
    const built = await provided;
    if ('diagnostics' in built) return built;
    const { modules, components } = built;
    const unknown = unknownComponents(page.file, page.unknown ?? [], components.names);
    if (unknown.length) return { diagnostics: unknown };
    let code: string;
    let styles: PageStyle[] = [...components.styles];
    if (page.imports.every((i) => modules.has(i.source))) {
      // Only docsgen's modules: the page's own code, its imports pointed at the built components.
      code = page.code.replace(PROVIDED_IMPORT, (_, from: string, quote: string, source: string) => `${from}${quote}${modules.get(source)}${quote}`);
    } else {
      try {
        const result = await build({
          ...SERVER_MODULE,
          stdin: { contents: page.code, resolveDir: path.dirname(page.absPath), sourcefile: page.file, loader: 'jsx' },
          write: false,
          // CSS comes out beside the module (never written: the pipeline gathers it into the site's stylesheet).
          outdir: path.join(cacheDir(), 'mdx', 'out'),
          absWorkingDir: siteDir,
          loader: ASSET_LOADERS,
          external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...modules.values()],
          nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
          plugins: [docusaurusModules(siteDir, themeFile, aliases(), { modules, components: components.names }), cssModules(siteDir)],
        });
        code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
        const css = result.outputFiles.find((f) => f.path.endsWith('.css'));
        if (css) styles = [...styles, ...splitStyles(css.text)];
      } catch (error) {
        return { diagnostics: importDiagnostics(error, page) };
      }
    }
    try {
      const mod = (await import(await cachedModule(code))) as { default: ComponentType<{ components: object }> };
      const element = createElement(mod.default, { components: { a: MarkdownLink, table: MarkdownTable } });
      const html = withPageContext(options.page?.(page.file), () => renderToStaticMarkup(element));
      return styles.length ? { html, styles } : { html };
    } catch (error) {
      const message = (error as Error).message.split('\n')[0]!;
      return {
        diagnostics: [createDiagnostic('mdx/invalid', { message: `The page failed while rendering: ${message}`, file: page.file, line: 1, column: 1, hint: 'Fix the component or expression that throws; `docsgen build --debug` shows the stack trace.' })],
      };
    }
  }
}

/** Imports of modules docsgen provides, in a compiled page's code. */
const PROVIDED_IMPORT = /(\bfrom\s*)(['"])(@theme\/[\w/-]+|@docusaurus\/[\w/-]+|@docsgen\/mdx-components)\2/g;

/** A module's code written once into the cache (by its hash), as the URL to import it by. */
async function cachedModule(code: string): Promise<string> {
  const out = path.join(cacheDir(), 'mdx', `${contentHash(code, 16)}.mjs`);
  if (!existsSync(out)) {
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, code);
  }
  return pathToFileURL(out).href;
}

/** The global components every MDX page gets: their names, and the CSS the site's own bring. */
interface GlobalComponents {
  names: ReadonlySet<string>;
  styles: readonly PageStyle[];
}

type Provided = { modules: Map<string, string>; components: GlobalComponents } | { diagnostics: Diagnostic[] };

/**
 * docsgen's MDX components (`@theme/*`, `@docusaurus/Link`, `useBaseUrl`) built once into the cache, as
 * modules a page imports by file URL.
 */
async function buildTheme(themeFile: (name: string) => string | undefined): Promise<Map<string, string>> {
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

/**
 * docsgen's modules, and the module MDX pages take their global components from (`MDX_PROVIDER`):
 * docsgen's components and, when the Docusaurus site has one, its `src/theme/MDXComponents` (bundled
 * with its imports; `@theme-original/MDXComponents` is docsgen's).
 */
async function buildProvided(siteDir: string, themeFile: (name: string) => string | undefined, aliases: Readonly<Record<string, string>>): Promise<Provided> {
  const { build } = await import('esbuild');
  const modules = await buildTheme(themeFile);
  const siteTheme = path.join(aliases['@site'] ?? siteDir, 'src', 'theme');
  const siteFile = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'].map((ext) => path.join(siteTheme, `MDXComponents${ext}`)).find((file) => existsSync(file));
  const own = MDX_THEME.map((name) => `import ${name} from ${JSON.stringify(modules.get(`@theme/${name}`))};`).join('\n');
  const entry = [
    own,
    siteFile ? `import siteComponents from ${JSON.stringify(siteFile)};` : 'const siteComponents = {};',
    // Only the site's components: docsgen renders markdown's own elements (a, code, h1…) itself.
    'const site = Object.fromEntries(Object.entries(siteComponents ?? {}).filter(([name]) => /^[A-Z]/.test(name)));',
    `const components = { ${MDX_THEME.join(', ')}, ...site };`,
    'export function useMDXComponents() { return components; }',
    'export const names = Object.keys(components);',
    '',
  ].join('\n');
  let code = entry;
  let styles: PageStyle[] = [];
  if (siteFile) {
    const file = path.relative(siteDir, siteFile);
    try {
      const result = await build({
        ...SERVER_MODULE,
        stdin: { contents: entry, resolveDir: siteDir, sourcefile: 'mdx-components.jsx', loader: 'jsx' },
        write: false,
        outdir: path.join(cacheDir(), 'mdx', 'out'),
        absWorkingDir: siteDir,
        loader: ASSET_LOADERS,
        external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...modules.values()],
        nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
        plugins: [docusaurusModules(siteDir, themeFile, aliases, { modules, components: new Set() }), cssModules(siteDir)],
      });
      code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      const css = result.outputFiles.find((f) => f.path.endsWith('.css'));
      if (css) styles = splitStyles(css.text);
    } catch (error) {
      return { diagnostics: importDiagnostics(error, { file: 'mdx-components.jsx', imports: [] }).map((d) => (d.file === 'mdx-components.jsx' ? { ...d, file } : d)) };
    }
  }
  const url = await cachedModule(code);
  try {
    const mod = (await import(url)) as { names: string[] };
    modules.set(MDX_PROVIDER, url);
    return { modules, components: { names: new Set(mod.names), styles } };
  } catch (error) {
    const file = siteFile ? path.relative(siteDir, siteFile) : 'src/theme/MDXComponents';
    return { diagnostics: [createDiagnostic('mdx/invalid', { message: `The site's MDX components failed to load: ${(error as Error).message.split('\n')[0]}`, file, line: 1, column: 1, hint: 'Fix the module: its default export is an object of components.' })] };
  }
}

/** Resolves what Docusaurus sites import: `@theme/*`, `@docusaurus/*`, `@site/*`, and compiles `.md`/`.mdx` partials. */
function docusaurusModules(
  siteDir: string,
  themeFile: (name: string) => string | undefined,
  aliases: Readonly<Record<string, string>>,
  provided: { modules: Map<string, string>; components: ReadonlySet<string> },
): Plugin {
  const prefixes = { '@site': siteDir, ...aliases };
  return {
    name: 'docsgen-mdx',
    setup(build) {
      // docsgen's built modules stay external (one instance each, shared by every page).
      build.onResolve({ filter: /^(@theme\/|@docusaurus\/|@docsgen\/mdx-components$)/ }, (args) => {
        const url = provided.modules.get(args.path);
        return url ? { path: url, external: true } : undefined;
      });
      // webpack's raw imports, as Docusaurus documents them: `!!raw-loader!./file` and `./file?raw` are the file's text.
      build.onResolve({ filter: /^!!raw-loader!|^!!|\?raw$/ }, async (args) => {
        const target = args.path.replace(/^!!(raw-loader!)?/, '').replace(/\?raw$/, '');
        const found = await build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind });
        return found.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : { path: found.path, namespace: 'docsgen-raw' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-raw' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
      build.onResolve({ filter: /^@theme-original\// }, (args) => {
        const file = themeFile(args.path.slice('@theme-original/'.length));
        return file ? { path: file } : { errors: [{ text: `Could not resolve "${args.path}"` }] };
      });
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
        const file = path.relative(siteDir, args.path);
        const compiled = compileMdx(body, { file });
        const problems = [...compiled.diagnostics, ...unknownComponents(file, compiled.unknown, provided.components)];
        if (problems.length) {
          return { errors: problems.map((d) => ({ text: d.message, location: { file: args.path, line: d.line ?? 1, column: (d.column ?? 1) - 1 } })) };
        }
        // A partial's links are written as they are (its slots are filled with the URLs it holds).
        const code = compiled.code.replace(new RegExp(`${compiled.marker}(\\d+)${compiled.marker}`, 'g'), (_, n: string) => compiled.links[Number(n)]?.url ?? '');
        return { contents: code, loader: 'jsx', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** esbuild's errors as diagnostics at the page's import lines (`mdx/unresolved-import`), or `mdx/invalid`. */
function importDiagnostics(error: unknown, page: Pick<MdxModule, 'file' | 'imports'>): Diagnostic[] {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors ?? [];
  if (!errors.length) return [createDiagnostic('mdx/invalid', { message: String((error as Error).message), file: page.file, line: 1, column: 1 })];
  return errors.map((e) => {
    const missing = /Could not resolve "([^"]+)"/.exec(e.text)?.[1];
    const at = missing ? page.imports.find((i) => i.source === missing) : undefined;
    // An import of one of the site's components (not of the page itself): reported where it is written.
    const nested = !at && e.location && e.location.file !== page.file && !e.location.file.includes(':') ? e.location : undefined;
    if (missing) {
      return createDiagnostic('mdx/unresolved-import', {
        message: `Cannot import "${missing}": no such module or file`,
        file: nested?.file ?? page.file,
        line: nested?.line ?? at?.line ?? 1,
        column: nested ? nested.column + 1 : (at?.column ?? 1),
        hint: missing.startsWith('.') || missing.startsWith('@site/')
          ? 'Fix the path (relative to this file, or to the site folder after @site/).'
          : 'Install the package in the site folder (npm install), or use one of the @theme/ components docsgen provides.',
      });
    }
    return createDiagnostic('mdx/invalid', { message: e.text, file: nested?.file ?? page.file, line: nested?.line ?? at?.line ?? 1, column: nested ? nested.column + 1 : 1, hint: 'Fix the import or the partial it names.' });
  });
}
