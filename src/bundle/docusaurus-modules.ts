// Resolves what Docusaurus sites import, for the esbuild builds of MDX pages (server) and of island
// components (browser): `@theme/*` to the theme's MDX components (then the site's own src/theme),
// `@theme-original/*` to docsgen's, the `@docusaurus/*` modules docsgen provides, `@site/*` and the
// config's `markdown.aliases` to their folders, `docsgen:island` to the island wrapper, the MDX provider,
// webpack's raw imports, and `.md`/`.mdx` partials compiled with MDX. Resolves only; never runs what it finds.
import { existsSync } from 'node:fs';
import type { MdxConsent } from '../markdown/mdx-consent.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { MDX_PROVIDER, unknownComponents } from '../markdown/mdx-components.js';
import { ISLAND_MODULE } from '../markdown/mdx-islands.js';
import type { Heading, LinkRef } from '../markdown/types.js';
import { imageUrl, withBase } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import type { ClientAsset } from './client.js';
import { packageRoot } from './package-root.js';
import { PRIVATE_PATH_ERROR } from './private-imports.js';
import { svgComponentModule } from './svg-component.js';
import { SERVER_MODULE, themeDir } from './theme.js';

/** Docusaurus module names docsgen provides, and the theme file each stands for. */
export const PROVIDED: Record<string, string> = {
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

/** The theme's MDX components every page may use without importing them. */
export const MDX_THEME = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'TOCInline', 'DocCardList', 'Link'];

/** Other `@theme/*` modules docsgen provides (imported by name, not in every page's scope). */
export const THEME_MODULES = ['ThemedImage', 'Heading', 'MDXComponents', 'Mermaid', 'DocCard', 'Layout'];

/** Files imported from JavaScript (`import logo from './logo.png'`): inlined as data URLs. */
export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'dataurl' as const]),
);

/** Loaders for the site's code: `.js` files are JSX, as Docusaurus compiles them; imported files as ASSET_LOADERS. */
export const SITE_LOADERS: Record<string, Loader> = { ...ASSET_LOADERS, '.js': 'jsx' };

/**
 * esbuild's options for the site's code compiled into a server module docsgen imports: React and the
 * modules docsgen provides (`provided`) stay external; packages resolve from the site's node_modules,
 * then docsgen's.
 */
export function siteServerModule(siteDir: string, provided: Iterable<string>) {
  return {
    ...SERVER_MODULE,
    absWorkingDir: siteDir,
    loader: SITE_LOADERS,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...provided] as string[],
    nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
    write: false as const,
  };
}

/** Imported images up to this size are inlined as data URLs; larger ones are published as files. */
export const INLINE_IMAGE_LIMIT = 4096;

const IMAGE_IMPORT = /\.(png|jpe?g|gif|webp|avif|ico)$/i;

/** Where images imported from JavaScript that are published as files go: the site's base URL, and the files. */
export interface ImageFiles {
  base: () => string;
  files: Map<string, ClientAsset>;
}

/** How JavaScript imports a file (an SVG imported so is a component; one in CSS's `url()` stays a file). */
const CODE_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import']);

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** A theme MDX file by name (`Tabs` -> theme/mdx/Tabs.tsx): the site's own docsgen theme first, then docsgen's. */
export type ThemeFile = (name: string) => string | undefined;

/** Import prefixes -> absolute folders (`@site` is the site folder unless the config says otherwise). */
export type Aliases = Readonly<Record<string, string>>;

export function createThemeFile(siteDir: string, aliases: () => Aliases = () => ({})): ThemeFile {
  return (name) => {
    // docsgen's folders first; then the Docusaurus site's own src/theme (its custom theme components).
    const folders = [path.join(themeDir(siteDir), 'mdx'), path.join(packageRoot(), 'theme', 'mdx'), path.join(aliases()['@site'] ?? siteDir, 'src', 'theme')];
    for (const folder of folders) {
      for (const file of EXTENSIONS.map((ext) => path.join(folder, name + ext))) if (existsSync(file)) return file;
    }
    return undefined;
  };
}

/** The site's `src/theme/MDXComponents` (Docusaurus's global MDX components), if it has one. */
export function siteMdxComponentsFile(siteDir: string, aliases: Aliases): string | undefined {
  const folder = path.join(aliases['@site'] ?? siteDir, 'src', 'theme');
  return EXTENSIONS.map((ext) => path.join(folder, `MDXComponents${ext}`)).find((file) => existsSync(file));
}

/** Where `docsgen:island` goes: an already built module (server), or code of its own (browser). */
export type IslandModule = { external: string } | { contents: string };

/** docsgen's modules already built for the server (by file URL), and the global components' names. */
export interface ProvidedModules {
  modules: ReadonlyMap<string, string>;
  components: ReadonlySet<string>;
}

/** In browser builds, partials get no global components of their own (islands render what they import). */
const BROWSER_PROVIDER = 'export function useMDXComponents() { return {}; }\n';

/** What the partials a page imports add to the page: their links (each with its file) and headings. */
export interface PartialParts {
  links: LinkRef[];
  headings: Heading[];
}

/** The text a partial's link `index` (in PartialParts) stands as in the page's rendered HTML. */
export const PARTIAL_SLOT = /\u0001\u0002partial(\d+)\u0002\u0001/g;

/** PARTIAL_SLOT's text, as it is written inside a string literal of the partial's code. */
function partialSlot(index: number): string {
  return `\\u0001\\u0002partial${index}\\u0002\\u0001`;
}

/** A compiled module's slots: `<marker>n<marker>`, the marker's characters as they are or escaped (`\u0001`). */
function slotPattern(marker: string): RegExp {
  const char = (c: string) => `(?:${c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|\\\\u${c.charCodeAt(0).toString(16).padStart(4, '0')})`;
  const text = [...marker].map(char).join('');
  return new RegExp(`${text}(\\d+)${text}`, 'gi');
}

/**
 * `consent`: what a `.md` partial may import and run when it is compiled to run at build time (see
 * markdown/mdx-consent.ts; undefined under `markdown.format: mdx`). `partials`: where a page's render
 * collects its partials' links and headings. `images`: where imported images too big to inline go.
 */
export function docusaurusModules(
  siteDir: string,
  themeFile: ThemeFile,
  island: IslandModule,
  options: { aliases?: Aliases; provided?: ProvidedModules; consent?: MdxConsent | undefined; partials?: PartialParts; images?: ImageFiles } = {},
): Plugin {
  const prefixes = { '@site': siteDir, ...options.aliases };
  const provided = options.provided;
  return {
    name: 'docsgen-mdx',
    setup(build) {
      if (provided) {
        // docsgen's built modules stay external (one instance each, shared by every page).
        build.onResolve({ filter: /^(@theme\/|@docusaurus\/|@docsgen\/mdx-components$)/ }, (args) => {
          const url = provided.modules.get(args.path);
          return url ? { path: url, external: true } : undefined;
        });
      } else {
        build.onResolve({ filter: /^@docsgen\/mdx-components$/ }, () => ({ path: MDX_PROVIDER, namespace: 'docsgen-provider' }));
        build.onLoad({ filter: /.*/, namespace: 'docsgen-provider' }, () => ({ contents: BROWSER_PROVIDER, loader: 'js' }));
      }
      // webpack's raw imports, as Docusaurus documents them: `!!raw-loader!./file` and `./file?raw` are the file's text.
      build.onResolve({ filter: /^!!raw-loader!|^!!|\?raw$/ }, async (args) => {
        const target = args.path.replace(/^!!(raw-loader!)?/, '').replace(/\?raw$/, '');
        const found = await build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
        return found.errors.length ? { errors: notResolved(found.errors, target, args.path) } : { path: found.path, namespace: 'docsgen-raw' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-raw' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
      // An image imported from JavaScript: a data URL up to INLINE_IMAGE_LIMIT bytes, else a published file.
      const images = options.images;
      if (images) {
        build.onResolve({ filter: IMAGE_IMPORT }, async (args) => {
          if (!CODE_IMPORTS.has(args.kind) || (args.pluginData as { image?: boolean } | undefined)?.image) return undefined;
          const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { image: true } });
          if (found.errors.length || found.external || found.namespace !== 'file') return found.errors.length ? { errors: found.errors } : undefined;
          return { path: found.path, namespace: 'docsgen-image' };
        });
        build.onLoad({ filter: /.*/, namespace: 'docsgen-image' }, async (args) => {
          const bytes = await readFile(args.path);
          if (bytes.length <= INLINE_IMAGE_LIMIT) return { contents: bytes, loader: 'dataurl', watchFiles: [args.path] };
          const url = imageUrl(args.path, contentHash(bytes));
          images.files.set(url, { url, contents: bytes });
          return { contents: `export default ${JSON.stringify(withBase(images.base(), url))};`, loader: 'js', watchFiles: [args.path] };
        });
      }
      // An SVG imported from JavaScript is a React component (Docusaurus's SVGR), compiled by svg-component.ts.
      build.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (!CODE_IMPORTS.has(args.kind) || (args.pluginData as { svg?: boolean } | undefined)?.svg) return undefined;
        const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { svg: true } });
        if (found.errors.length || found.external || found.namespace !== 'file') return found.errors.length ? { errors: found.errors } : undefined;
        return { path: found.path, namespace: 'docsgen-svg' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-svg' }, async (args) => {
        const file = path.relative(siteDir, args.path).split(path.sep).join('/');
        const made = svgComponentModule(await readFile(args.path, 'utf8'));
        if ('error' in made) return { errors: [{ text: `The SVG ${file} ${made.error}`, location: { file, line: 1, column: 0 } }] };
        return { contents: made.code, loader: 'js', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
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
          const target = rest ? `./${rest}` : '.';
          const found = await build.resolve(target, { resolveDir: dir, kind: args.kind, importer: args.importer });
          return found.errors.length ? { errors: notResolved(found.errors, target, args.path) } : { path: found.path };
        });
      }
      build.onResolve({ filter: new RegExp(`^${ISLAND_MODULE}$`) }, () =>
        'external' in island ? { path: island.external, external: true } : { path: ISLAND_MODULE, namespace: 'docsgen-island' },
      );
      build.onLoad({ filter: /.*/, namespace: 'docsgen-island' }, () =>
        'contents' in island ? { contents: island.contents, loader: 'jsx', resolveDir: siteDir } : undefined,
      );
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const body = text.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));
        const file = path.relative(siteDir, args.path).split(path.sep).join('/');
        // The MDX compiler is loaded by the first page that needs it: a site without MDX never does.
        const { compileMdx } = await import('../markdown/mdx.js');
        const consent = /\.md$/i.test(args.path) ? options.consent : undefined;
        // In a page's render, the partial's headings are marked: their ids are made unique in the page (finishMdx).
        const compiled = await compileMdx(body, { file, ...(consent ? { consent } : {}), ...(options.partials ? { partial: true } : {}) });
        const problems = [
          ...compiled.diagnostics.filter((d) => d.severity === 'error'),
          ...(provided ? unknownComponents(file, compiled.unknown, provided.components) : []),
        ];
        if (problems.length) {
          return { errors: problems.map((d) => ({ text: d.message, location: { file: args.path, line: d.line ?? 1, column: (d.column ?? 1) - 1 } })) };
        }
        // A partial's slots (inside string literals of its code, the marker as written or escaped): in a
        // page's render they become the page's own (its PartialParts), elsewhere the URLs as written.
        const parts = options.partials;
        const code = compiled.code.replace(slotPattern(compiled.marker), (_, n: string) => {
          const ref = compiled.links[Number(n)];
          if (!ref) return '';
          if (!parts) return JSON.stringify(ref.url).slice(1, -1);
          return partialSlot(parts.links.push({ ...ref, file }) - 1);
        });
        parts?.headings.push(...compiled.headings);
        return { contents: code, loader: 'jsx', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * The error of an import resolved as another path (`@site/x` as `./x`): a path refused as private or
 * outside the site says so, under the path as written (so it is reported at its import); else it could
 * not be resolved.
 */
function notResolved(errors: readonly { text: string }[], target: string, written: string): { text: string }[] {
  const refused = errors.find((e) => e.text.includes(PRIVATE_PATH_ERROR));
  return [{ text: refused ? refused.text.replace(JSON.stringify(target), JSON.stringify(written)) : `Could not resolve "${written}"` }];
}
