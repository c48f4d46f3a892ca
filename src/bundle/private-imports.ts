// An esbuild plugin that keeps what a page's imports, a site component's imports or a stylesheet's
// `url()` and `@import` name by path inside the site folder and out of its private places: a dot file or
// folder (`.env`, `.git/config`) or node_modules. Packages are imported by name (`react`, `@site/…`) and
// are not affected: only `./`, `../` and `/` paths.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInside } from '../util/paths.js';
import { privateSegment } from '../util/private-paths.js';

/** What the error text of a refused path starts with, so callers report it as `asset/not-allowed`. */
export const PRIVATE_PATH_ERROR = 'is not allowed:';

/** What to do about a path in a private place. */
export const PRIVATE_PATH_HINT =
  'Dot files and dot folders (.git, .env…) and node_modules are never read for a page: move what the page needs to a file of its own.';

/** What to do about a path outside the site folder. */
export const OUTSIDE_PATH_HINT =
  'A site reads only its own files: copy the file into the site folder, or publish it as a package, install it in the site and import it by its name.';

/** The words of a refused path outside the site, which select OUTSIDE_PATH_HINT. */
const OUTSIDE = 'it is outside the site folder';

/** The hint for an esbuild error text that holds PRIVATE_PATH_ERROR. */
export function privatePathHint(text: string): string {
  return text.includes(OUTSIDE) ? OUTSIDE_PATH_HINT : PRIVATE_PATH_HINT;
}

export function privateImports(siteDir: string): Plugin {
  // The site folder as written and as the file system resolves it (esbuild names importers by real path).
  let sites: string[] | undefined;
  return {
    name: 'docsgen-private-imports',
    setup(build) {
      build.onResolve({ filter: /^(?:\.{1,2}(?:[\\/]|$)|\/)/ }, (args) => {
        if (!args.resolveDir) return undefined;
        sites ??= [siteDir, realPath(siteDir) ?? siteDir];
        // `?raw`, `#x`: what is read is the path before them.
        const file = path.resolve(args.resolveDir, args.path.replace(/[?#].*$/, ''));
        if (fromSite(sites, args)) {
          // Judged by where the path leads and, for a symbolic link, where the link leads. (docsgen's
          // compiled theme modules, which its own entries import, are named by file: URL, not by path.)
          const real = resolvedRealPath(file) ?? file;
          if (!sites.some((site) => isInside(file, site))) return refuse(args.path, `${OUTSIDE} (${file})`);
          if (!sites.some((site) => isInside(real, site))) return refuse(args.path, `${OUTSIDE} (a symbolic link to ${real})`);
        }
        if (!isInside(file, siteDir)) return undefined;
        const rel = path.relative(siteDir, file);
        const segment = privateSegment(rel);
        if (segment === undefined) return undefined;
        // A package's own files (a stylesheet named by its package, `katex/dist/katex.min.css`, and the
        // fonts its `url()`s name beside it) lie in node_modules; the site's pages and styles may not reach in.
        if (segment.toLowerCase() === 'node_modules' && (args.kind === 'entry-point' || inPackages(siteDir, args.importer))) return undefined;
        const why =
          segment.toLowerCase() === 'node_modules' ? 'it is in node_modules (import the package by its name)' : `"${segment}" is a dot file or folder`;
        return refuse(args.path, why);
      });
    },
  };
}

function refuse(written: string, why: string) {
  return { errors: [{ text: `"${written}" ${PRIVATE_PATH_ERROR} ${why}, which is never read for a page` }] };
}

/**
 * Whether an import is the site's to answer for: written in one of the site's own files (not a package's
 * in node_modules, not docsgen's theme) or in the code docsgen bundles for a page (`<stdin>`: the page's
 * own code, or an entry naming its components). Entry points are docsgen's choice, checked where named.
 */
function fromSite(sites: readonly string[], args: { importer: string; kind: string }): boolean {
  if (args.kind === 'entry-point') return false;
  if (args.importer === '' || args.importer === '<stdin>') return true;
  if (!path.isAbsolute(args.importer)) return false;
  return sites.some((site) => isInside(args.importer, site) && !inPackages(site, args.importer));
}

/** The extensions esbuild tries after a path written without one (its default `resolveExtensions`). */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];

/** The real path of the file esbuild would read for `file`: itself, with an extension, or its folder's index. */
function resolvedRealPath(file: string): string | undefined {
  const found = realPath(file);
  if (found !== undefined) return found;
  for (const candidate of [...EXTENSIONS.map((ext) => file + ext), ...EXTENSIONS.map((ext) => path.join(file, `index${ext}`))]) {
    const real = realPath(candidate);
    if (real !== undefined) return real;
  }
  return undefined;
}

function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/** Whether a file (an importer, by absolute path) lies in node_modules. */
function inPackages(siteDir: string, file: string): boolean {
  if (!file) return false;
  return privateSegment(path.relative(siteDir, file))?.toLowerCase() === 'node_modules';
}
