// The CSS an MDX page's imports bring (`import './x.css'`, a component's `styles.module.css`), as
// Docusaurus sites write it. Each page's module is bundled on its own, so CSS-module class names are made
// unique by the file (its site-relative path hashed into the name) rather than by the build; the CSS
// comes out in pieces, one per source file, which the pipeline gathers into one site stylesheet.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import type { PageStyle } from '../markdown/compile.js';
import { contentHash } from '../util/hash.js';
import { toPosix } from '../util/paths.js';

export type { PageStyle };

/** Files imported from JavaScript or `url()` in CSS: inlined into the bundle as data URLs. */
export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'dataurl' as const]),
);

const NAMESPACE = 'docsgen-css-module';

/** `*.module.css` with class names scoped by the file: `<name>_<hash of its path>_<class>`. */
export function cssModules(siteDir: string): Plugin {
  return {
    name: 'docsgen-css-modules',
    setup(build) {
      build.onResolve({ filter: /\.module\.css$/ }, (args) => {
        if (args.namespace === NAMESPACE) return undefined;
        const abs = path.resolve(args.resolveDir, args.path);
        const rel = toPosix(path.relative(siteDir, abs));
        const scoped = rel.replace(/([^/]+)\.module\.css$/, (_, stem: string) => `${stem.replace(/\W/g, '_')}_${contentHash(rel, 6)}.module.css`);
        return { path: scoped, namespace: NAMESPACE, pluginData: { abs } };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const { abs } = args.pluginData as { abs: string };
        return { contents: await readFile(abs, 'utf8'), loader: 'local-css', resolveDir: path.dirname(abs), watchFiles: [abs] };
      });
    },
  };
}

/**
 * An esbuild CSS output split into its source files' pieces (esbuild heads each with a `/* path *\/`
 * comment when not minifying; paths are relative to the build's working folder, the site).
 */
export function splitStyles(css: string): PageStyle[] {
  const styles: PageStyle[] = [];
  const heads = [...css.matchAll(/^\/\* (.+?) \*\/\n/gm)];
  heads.forEach((head, i) => {
    const end = heads[i + 1]?.index ?? css.length;
    const body = css.slice(head.index + head[0].length, end).trim();
    const source = head[1]!.startsWith(`${NAMESPACE}:`) ? head[1]!.slice(NAMESPACE.length + 1) : head[1]!;
    if (body) styles.push({ source, css: `${body}\n` });
  });
  return styles;
}

/** Every page's pieces as one stylesheet: each source file once, in path order. */
export function mergeStyles(pages: Iterable<readonly PageStyle[] | undefined>): string {
  const bySource = new Map<string, string>();
  for (const styles of pages) for (const style of styles ?? []) if (!bySource.has(style.source)) bySource.set(style.source, style.css);
  return [...bySource].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([source, css]) => `/* ${source} */\n${css}`).join('\n');
}
