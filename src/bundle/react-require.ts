// React reached through require() from the ES modules esbuild makes for Node (the compiled theme, MDX
// pages' modules). React's packages are CommonJS: an ES `import` of one makes Node's loader scan its
// source for export names (~65 ms for react, react-dom/server and react/jsx-runtime); require() loads
// them as they are, into the same module instances docsgen's own bundles (CommonJS) use.
import type { Plugin } from 'esbuild';

/** The esbuild plugin: `import … from 'react…'` becomes a require() of the same path, left external. */
export const reactByRequire: Plugin = {
  name: 'react-by-require',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
      args.namespace === 'react-by-require' ? { path: args.path, external: true } : { path: args.path, namespace: 'react-by-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'react-by-require' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

/** The banner that gives such an ES module the `require` its bundled CommonJS code calls. */
export const REQUIRE_BANNER = "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);";
