// React reached through require() from the ES modules esbuild makes for Node (the compiled theme, MDX
// pages' modules). React's packages are CommonJS: an ES `import` of one makes Node's loader scan its
// source for export names; require() loads
// them as they are, into the same module instances docsgen's own bundles (CommonJS) use.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageRoot } from './package-root.js';

/** The esbuild plugin: `import … from 'react…'` becomes a require() of the same path, left external. */
export const reactByRequire: Plugin = {
  name: 'react-by-require',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
      args.namespace === 'react-by-require' ? { path: args.path, external: true } : { path: args.path, namespace: 'react-by-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'react-by-require' }, (args) => ({
      contents: args.path === 'react-dom' ? lazyReactDom() : `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * `react-dom` itself (the browser's renderer) as exports that load it on first use. Pages are rendered
 * with react-dom/server, which does not need it; a theme names it for what only happens in the browser
 * (the drawer's and the error page's `createPortal`), and loading it cost time in every
 * build that renders, and of every render worker. Its export names are read once, when a theme is
 * compiled, from the copy the theme's require() finds at run time (docsgen's own).
 */
function lazyReactDom(): string {
  const names = Object.keys(createRequire(path.join(packageRoot(), 'package.json'))('react-dom') as object);
  return [
    'let dom;',
    'const load = () => (dom ??= require("react-dom"));',
    `for (const name of ${JSON.stringify(names)}) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });`,
  ].join('\n');
}

/** The banner that gives such an ES module the `require` its bundled CommonJS code calls. */
export const REQUIRE_BANNER = "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);";
