// Resolves what Docusaurus sites import, for the esbuild builds of MDX pages (server) and of island
// components (browser): `@theme/*` to the theme's MDX components, `@docusaurus/Link` and `useBaseUrl`,
// `@site/*` to the site folder, `docsgen:island` to the island wrapper, and `.md`/`.mdx` partials compiled
// with MDX. Resolves only; never runs what it finds.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { compileMdx } from '../markdown/mdx.js';
import { ISLAND_MODULE } from '../markdown/mdx-islands.js';
import { packageRoot } from './package-root.js';
import { themeDir } from './theme.js';

/** Docusaurus module names docsgen provides, and the theme file each stands for. */
export const PROVIDED: Record<string, string> = {
  '@docusaurus/Link': 'Link',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
};

/** The theme's MDX components every page may use without importing them. */
export const MDX_THEME = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'TOCInline', 'DocCardList', 'Link'];

/** A theme MDX file by name (`Tabs` -> theme/mdx/Tabs.tsx): the site's own theme first, then docsgen's. */
export type ThemeFile = (name: string) => string | undefined;

export function createThemeFile(siteDir: string): ThemeFile {
  const folders = [path.join(themeDir(siteDir), 'mdx'), path.join(packageRoot(), 'theme', 'mdx')];
  return (name) => {
    for (const folder of folders) {
      for (const ext of ['.tsx', '.ts', '.jsx', '.js']) if (existsSync(path.join(folder, name + ext))) return path.join(folder, name + ext);
    }
    return undefined;
  };
}

/** Where `docsgen:island` goes: an already built module (server), or code of its own (browser). */
export type IslandModule = { external: string } | { contents: string };

export function docusaurusModules(siteDir: string, themeFile: ThemeFile, island: IslandModule): Plugin {
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
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const found = await build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind });
        return found.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : { path: found.path };
      });
      build.onResolve({ filter: new RegExp(`^${ISLAND_MODULE}$`) }, () =>
        'external' in island ? { path: island.external, external: true } : { path: ISLAND_MODULE, namespace: 'docsgen-island' },
      );
      build.onLoad({ filter: /.*/, namespace: 'docsgen-island' }, () => ('contents' in island ? { contents: island.contents, loader: 'jsx', resolveDir: siteDir } : undefined));
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const body = text.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));
        const compiled = await compileMdx(body, { file: path.relative(siteDir, args.path).split(path.sep).join('/') });
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
