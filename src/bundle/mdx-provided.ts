// The modules every MDX page shares, built once into the cache (mdx-module.ts imports them by file URL):
// docsgen's MDX components (`@theme/*`, `@docusaurus/*`, the island wrapper) and the provider of a page's
// global components, docsgen's and those of the site's src/theme/MDXComponents.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { MDX_PROVIDER } from '../markdown/mdx-components.js';
import { ISLAND_MODULE } from '../markdown/mdx-islands.js';
import { contentHash } from '../util/hash.js';
import { importEsbuild, importModule } from '../util/import-module.js';
import {
  siteServerModule,
  docusaurusModules,
  MDX_THEME,
  PROVIDED,
  siteMdxComponentsFile,
  THEME_MODULES,
  type Aliases,
  type ImageFiles,
  type ProvidedModules,
  type ThemeFile,
} from './docusaurus-modules.js';
import { importDiagnostics } from './mdx-diagnostics.js';
import { privateImports } from './private-imports.js';
import { REQUIRE_BANNER } from './react-require.js';
import { cacheDir, SERVER_MODULE, writeModule } from './theme.js';

/** A module's code written once into the cache (by its hash), as the URL to import it by. */
export async function cachedModule(code: string): Promise<string> {
  const out = path.join(cacheDir(), 'mdx', `${contentHash(code, 16)}.mjs`);
  await writeModule(out, code);
  return pathToFileURL(out).href;
}

/** docsgen's modules (import source -> file URL) and the global components' names, or why they failed. */
export type Provided = (ProvidedModules & { modules: Map<string, string> }) | { diagnostics: Diagnostic[] };

/** Theme builds this thread has begun (each stages in a folder of its own). */
let themeBuilds = 0;

/**
 * docsgen's MDX components (`@theme/*`, `@docusaurus/Link`, `useBaseUrl`, the island wrapper) built once into the cache, as
 * modules a page imports by file URL.
 */
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
export async function buildProvided(siteDir: string, themeFile: ThemeFile, aliases: Aliases, stylesPlugin: Plugin, images: ImageFiles): Promise<Provided> {
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
        ...siteServerModule(siteDir, modules.values()),
        stdin: { contents: entry, resolveDir: siteDir, sourcefile: 'mdx-components.jsx', loader: 'jsx' },
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
