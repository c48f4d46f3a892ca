// Builds the browser chunk of a site or npm component an MDX page uses, and decides from that chunk
// whether the component is an island. One classic script per component (esbuild, minified, IIFE: it must
// load over file:// in hash mode too), React taken from the client bundle's own copy
// (`self.__DOCSGEN_REACT__`, set by theme/client/islands.ts), so a chunk carries only the component and its
// own dependencies. Loaded by the pages that use the component, never by others.
//
// Which components hydrate: those whose bundled code can do something in the browser. The chunk (the
// component with everything it imports, npm packages included) is searched for React's state, effect and
// ref hooks, event handler props (`onClick:` and the like, as JSX compiles them), and class lifecycle
// methods. Deciding on the bundled code, not the component's own file, catches behaviour that comes from
// a child component or a package; deciding statically, not by watching a render, catches handlers that
// leave no trace in HTML and hooks behind a condition. A false positive costs one small script; a false
// negative would leave a dead button, so the search errs towards hydrating. Components without any of
// these (presentational ones: props in, markup out) render at build time and ship no JS.
import { privateImports } from './private-imports.js';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { assetUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import type { ClientAsset } from './client.js';
import { SITE_LOADERS, docusaurusModules, type Aliases, type ImageFiles, type ThemeFile } from './docusaurus-modules.js';
import { PAGE_CONTEXT_KEY, type MdxPageContext } from './mdx-context.js';
import { packageRoot } from './package-root.js';
import { importEsbuild } from '../util/import-module.js';
import { fileTimes } from '../util/file-times.js';

/** A use of a component in MDX (the markdown stage's IslandUse). */
export interface ComponentRef {
  source: string;
  name: string;
  /** The importing MDX file, site-relative. */
  file: string;
}

export type ChunkResult = { url?: string } | { error: { text: string; line?: number; column?: number } };

/** What the browser's React copy is exposed as, by module name (theme/client/islands.ts sets it). */
const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** Names of the code that gives a component behaviour in the browser (see the module comment). */
const CLIENT_BEHAVIOUR = new RegExp(
  [
    '\\b(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useRef|useImperativeHandle|useSyncExternalStore|useTransition|useDeferredValue)\\b',
    '\\bon[A-Z][A-Za-z]*:',
    '\\b(componentDidMount|componentDidUpdate|componentWillUnmount|setState|forceUpdate)\\b',
  ].join('|'),
);

/** Whether bundled component code has client behaviour. */
export function hasClientBehaviour(code: string): boolean {
  return CLIENT_BEHAVIOUR.test(code);
}

export interface IslandChunks {
  /** The chunk URL of a component with client behaviour; none for a static one; or why it cannot be built. */
  chunkOf(ref: ComponentRef): Promise<ChunkResult>;
  /** The chunks made so far, to be written with the client bundle. */
  assets(): ClientAsset[];
}

/**
 * `plugins`: more esbuild plugins for the site's code (component-styles.ts's CSS loader). `images`: where
 * imported images too big to inline go (docusaurus-modules.ts). `site`: what the Docusaurus modules know
 * of the site in the browser too (useDocusaurusContext's siteConfig), so an island renders as at build time.
 */
export function createIslandChunks(
  siteDir: string,
  themeFile: ThemeFile,
  options: { plugins?: Plugin[]; aliases?: () => Aliases; images?: ImageFiles; site?: () => MdxPageContext['site'] | undefined } = {},
): IslandChunks {
  const plugins = options.plugins ?? [];
  const aliases = options.aliases ?? (() => ({}));
  const images = options.images;
  const made = new Map<string, ClientAsset>();
  // A component's result is kept while none of the files it was built from changed (the dev server edits
  // them): the same times (see fileTimes).
  const cache = new Map<string, Promise<{ result: ChunkResult; inputs: [string, string][] }>>();
  const timesOf = async (file: string) => {
    const now = await stat(file).catch(() => undefined);
    return now ? fileTimes(now) : '-';
  };
  const fresh = async (inputs: [string, string][]) => {
    for (const [file, times] of inputs) if ((await timesOf(file)) !== times) return false;
    return true;
  };
  return {
    async chunkOf(ref) {
      const key = `${path.posix.dirname(ref.file)}\0${ref.source}\0${ref.name}`;
      const known = cache.get(key);
      if (known) {
        const entry = await known;
        if (await fresh(entry.inputs)) return entry.result;
      }
      const built = buildChunk(siteDir, themeFile, ref, { plugins, aliases: aliases(), images, site: options.site?.() }).then(
        async ({ result, code, inputs }) => {
          if ('url' in result && result.url && code) made.set(result.url, { url: result.url, contents: new TextEncoder().encode(code) });
          const stamped = await Promise.all(inputs.map(async (file): Promise<[string, string]> => [file, await timesOf(file)]));
          return { result, inputs: stamped };
        },
      );
      cache.set(key, built);
      return (await built).result;
    },
    assets: () => [...made.values()],
  };
}

async function buildChunk(
  siteDir: string,
  themeFile: ThemeFile,
  ref: ComponentRef,
  options: { plugins: Plugin[]; aliases: Aliases; images: ImageFiles | undefined; site: MdxPageContext['site'] | undefined },
): Promise<{ result: ChunkResult; code?: string; inputs: string[] }> {
  const { build } = await importEsbuild();
  const { plugins, aliases, images } = options;
  // The page context theme/mdx/docusaurus/context.ts reads, as far as it is the same on every page: the site.
  const context = options.site ? `globalThis.${PAGE_CONTEXT_KEY} ??= ${JSON.stringify({ site: options.site, file: '', versions: [] })};\n` : '';
  const entry = `import { ${ref.name === 'default' ? 'default' : ref.name} as Component } from ${JSON.stringify(ref.source)};\n${context}document.currentScript.docsgenIsland = Component;\n`;
  try {
    const result = await build({
      stdin: { contents: entry, resolveDir: path.join(siteDir, path.dirname(ref.file)), sourcefile: ref.file, loader: 'js' },
      bundle: true,
      write: false,
      metafile: true,
      minify: true,
      format: 'iife',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      outdir: 'out',
      nodePaths: [path.join(siteDir, 'node_modules'), path.join(packageRoot(), 'node_modules')],
      loader: SITE_LOADERS,
      plugins: [
        reactFromClient(),
        // A component sent to the browser is read under the rules of the pages that import it.
        privateImports(siteDir),
        ...plugins,
        docusaurusModules(siteDir, themeFile, { contents: CLIENT_ISLAND_MODULE }, { aliases, ...(images ? { images } : {}) }),
      ],
    });
    const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':') && input !== '<stdin>')
      .map((input) => path.resolve(input));
    if (!hasClientBehaviour(code)) return { result: {}, inputs };
    const base = ref.name === 'default' ? path.basename(ref.source).replace(/\.[jt]sx?$/, '') : ref.name;
    const url = assetUrl(`island-${base.replace(/[^A-Za-z0-9_-]+/g, '-') || 'component'}`, contentHash(code), 'js');
    return { result: { url }, code, inputs };
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors?.[0];
    return { result: { error: first ? { text: first.text } : { text: (error as Error).message } }, inputs: [] };
  }
}

/** `react` and friends as the client bundle's copy: two Reacts on one page cannot share hooks. */
function reactFromClient(): Plugin {
  return {
    name: 'docsgen-react-from-client',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/[\w-]+)?$/ }, (args) =>
        REACT_MODULES.includes(args.path) ? { path: args.path, namespace: 'docsgen-react' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'docsgen-react' }, (args) => ({
        contents: `module.exports = self.__DOCSGEN_REACT__[${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
    },
  };
}

/** The island wrapper in the browser, for components that render MDX themselves: the component as it is. */
const CLIENT_ISLAND_MODULE = `import { createElement } from 'react';
export function DocsgenIsland({ __component, __island, ...props }) { return createElement(__component, props); }
`;
