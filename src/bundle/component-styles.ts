// CSS that the site's components import (Docusaurus's `import styles from './styles.module.css'` and plain
// `import './x.css'`), for the esbuild builds of MDX pages and island chunks: a `.module.css` file's
// classes get a suffix of their file's own (`card` -> `card_1a2b3c4d`, the same in every build, so server
// HTML and browser chunks agree) and the module exports that mapping; the CSS of every imported file is
// collected and bundled into one stylesheet every page links, with the fonts and images it loads. `.scss`
// and `.sass` files (docusaurus-plugin-sass's) are compiled first, by the site's own `sass` package.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { contentHash } from '../util/hash.js';
import { compileSass } from './sass.js';
import { bundleCss, type CssError, type StylesheetBundle } from './stylesheets.js';

export interface ComponentStyles {
  /** Loads `.css` (and Sass) imports of components (add it to every esbuild build of site code). */
  plugin: Plugin;
  /** The CSS collected so far, bundled; an empty bundle when no component imports CSS. */
  bundle(): Promise<{ value: StylesheetBundle; errors: CssError[] }>;
}

export function createComponentStyles(siteDir: string): ComponentStyles {
  const collected = new Map<string, string>();
  const plugin: Plugin = {
    name: 'docsgen-component-css',
    setup(build) {
      build.onLoad({ filter: /\.(css|scss|sass)$/ }, async (args) => {
        const sass = /\.s[ac]ss$/.test(args.path);
        const compiled = sass ? await compileSass(siteDir, args.path) : { css: await readFile(args.path, 'utf8') };
        if ('error' in compiled) return { errors: [compiled.error] };
        const text = compiled.css;
        if (!/\.module\.(css|scss|sass)$/.test(args.path)) {
          collected.set(args.path, text);
          return { contents: '', loader: 'js' };
        }
        const rel = path.relative(siteDir, args.path).split(path.sep).join('/');
        const scoped = scopeCssModule(text, contentHash(rel, 8));
        collected.set(args.path, scoped.css);
        return { contents: `export default ${JSON.stringify(scoped.classes)};`, loader: 'js' };
      });
    },
  };
  return {
    plugin,
    async bundle() {
      if (collected.size === 0) return { value: { css: [], files: [] }, errors: [] };
      const files = [...collected.keys()].sort();
      const bundled = await bundleCss({
        entry: { contents: files.map((_, i) => `@import "docsgen-css:${i}";`).join('\n'), resolveDir: siteDir },
        name: 'components',
        siteDir,
        plugins: [
          {
            name: 'docsgen-collected-css',
            setup(build) {
              build.onResolve({ filter: /^docsgen-css:\d+$/ }, (args) => ({
                path: files[Number(args.path.slice('docsgen-css:'.length))]!,
                namespace: 'docsgen-css',
              }));
              build.onLoad({ filter: /.*/, namespace: 'docsgen-css' }, (args) => ({
                contents: collected.get(args.path)!,
                loader: 'css',
                resolveDir: path.dirname(args.path),
              }));
            },
          },
        ],
      });
      return 'css' in bundled ? { value: { css: [bundled.css], files: bundled.files }, errors: [] } : { value: { css: [], files: [] }, errors: bundled.errors };
    },
  };
}

/**
 * A CSS module's class selectors suffixed (`:global(.x)` left as `.x`), and the mapping its JS import
 * gets. Only rule selectors are touched (the text before each `{` that is not an at-rule's): values such
 * as `1.5em` and `url(a.png)`, and quoted strings in attribute selectors, keep their dots.
 */
export function scopeCssModule(css: string, suffix: string): { css: string; classes: Record<string, string> } {
  const classes: Record<string, string> = {};
  const scoped = css.replace(/([^{};]*)\{/g, (whole, prelude: string) => {
    if (prelude.trimStart().startsWith('@')) return whole;
    const selector = prelude.replace(
      /:global\(([^)]*)\)|"[^"]*"|'[^']*'|\.(-?[_a-zA-Z][\w-]*)/g,
      (token, global: string | undefined, name: string | undefined) => {
        if (global !== undefined) return global;
        if (name === undefined) return token;
        classes[name] = `${name}_${suffix}`;
        return `.${classes[name]}`;
      },
    );
    return `${selector}{`;
  });
  return { css: scoped, classes };
}
