// An esbuild plugin that refuses what a page's imports or a stylesheet's `url()` and `@import` name by
// path inside the site's private places: a dot file or folder (`.env`, `.git/config`) or node_modules.
// Packages are imported by name (`react`, `@site/…`) and are not affected: only `./`, `../` and `/` paths.
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { privateSegment } from '../util/private-paths.js';

/** What the error text of a refused path starts with, so callers report it as `asset/not-allowed`. */
export const PRIVATE_PATH_ERROR = 'is not allowed:';

/** What to do about such a path. */
export const PRIVATE_PATH_HINT =
  'Dot files and dot folders (.git, .env…) and node_modules are never read for a page: move what the page needs to a file of its own.';

export function privateImports(siteDir: string): Plugin {
  return {
    name: 'docsgen-private-imports',
    setup(build) {
      build.onResolve({ filter: /^(?:\.{1,2}(?:[\\/]|$)|\/)/ }, (args) => {
        if (!args.resolveDir) return undefined;
        // `?raw`, `#x`: what is read is the path before them.
        const file = path.resolve(args.resolveDir, args.path.replace(/[?#].*$/, ''));
        const rel = path.relative(siteDir, file);
        if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
        const segment = privateSegment(rel);
        if (segment === undefined) return undefined;
        // A package's own files (a stylesheet named by its package, `katex/dist/katex.min.css`, and the
        // fonts its `url()`s name beside it) lie in node_modules; the site's pages and styles may not reach in.
        if (segment.toLowerCase() === 'node_modules' && (args.kind === 'entry-point' || inPackages(siteDir, args.importer))) return undefined;
        const why =
          segment.toLowerCase() === 'node_modules' ? 'it is in node_modules (import the package by its name)' : `"${segment}" is a dot file or folder`;
        return { errors: [{ text: `"${args.path}" ${PRIVATE_PATH_ERROR} ${why}, which is never read for a page` }] };
      });
    },
  };
}

/** Whether a file (an importer, by absolute path) lies in node_modules. */
function inPackages(siteDir: string, file: string): boolean {
  if (!file) return false;
  return privateSegment(path.relative(siteDir, file))?.toLowerCase() === 'node_modules';
}
