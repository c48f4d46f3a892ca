// The config's `stylesheets` (Docusaurus's key) bundled into the output: each entry, a package file
// (`katex/dist/katex.min.css`) or a file of the site, goes through esbuild with its `@import`s inlined and
// the fonts and images its `url()`s name copied beside it (`/assets/fonts/…`, referenced relatively, so
// hash mode works from the file system too). A remote URL anywhere is refused: pages load nothing from
// other servers. Reads files; writes nothing.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteConfig } from '../config/resolve.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { ASSETS_FOLDER, assetUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import type { ClientAsset } from './client.js';
import { infimaTokenRule } from './infima-tokens.js';
import { compileSass } from './sass.js';
import { importEsbuild } from '../util/import-module.js';
import { PRIVATE_PATH_ERROR, privatePathHint, privateImports } from './private-imports.js';

export interface StylesheetBundle {
  /** One stylesheet per entry, in the config's order. */
  css: ClientAsset[];
  /** The fonts and images they load. */
  files: ClientAsset[];
}

const FILE_LOADERS = ['.woff2', '.woff', '.ttf', '.otf', '.eot', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif'];

export async function bundleStylesheets(config: SiteConfig): Promise<{ value: StylesheetBundle; diagnostics: Diagnostic[] }> {
  const value: StylesheetBundle = { css: [], files: [] };
  const diagnostics: Diagnostic[] = [];
  for (const [index, entry] of config.stylesheets.entries()) {
    const at = { file: 'site.config.yaml', ...(config.places.stylesheets?.[index] ?? { line: 1, column: 1 }) };
    const file = resolveStylesheet(entry, config);
    if (!file) {
      diagnostics.push(
        createDiagnostic('stylesheet/invalid', {
          message: `Stylesheet "${entry}" not found`,
          ...at,
          hint:
            entry.startsWith('.') || entry.startsWith('/')
              ? 'Fix the path: ./ paths are relative to the site folder, / paths to staticDir.'
              : 'Install the package that ships it in the site folder (npm install), or fix the file path inside it.',
        }),
      );
      continue;
    }
    // A Sass stylesheet (docusaurus-plugin-sass's `customCss: ['./src/css/custom.scss']`) is compiled first.
    let entryCss: { file: string } | { contents: string; resolveDir: string } = { file };
    if (/\.s[ac]ss$/i.test(file)) {
      const compiled = await compileSass(config.siteDir, file);
      if ('error' in compiled) {
        const place = compiled.error.location;
        diagnostics.push(
          createDiagnostic('stylesheet/invalid', {
            message: compiled.error.text ?? `Stylesheet "${entry}" does not compile`,
            ...(place?.file ? { file: place.file, line: place.line ?? 1, column: (place.column ?? 0) + 1 } : at),
            hint: 'Install sass in the site folder (npm install sass), or fix the Sass at this place.',
          }),
        );
        continue;
      }
      entryCss = { contents: compiled.css, resolveDir: path.dirname(file) };
    }
    const bundled = await bundleCss({ entry: entryCss, name: path.basename(file).replace(/\.(css|scss|sass)$/i, ''), siteDir: config.siteDir });
    if ('css' in bundled) {
      // A Docusaurus site's Infima variables carry its brand onto the theme's tokens.
      const text = new TextDecoder().decode(bundled.css.contents);
      const rule = infimaTokenRule(text);
      const contents = rule ? new TextEncoder().encode(text + rule) : bundled.css.contents;
      value.css.push(
        rule
          ? {
              url: assetUrl(
                path
                  .basename(file)
                  .replace(/\.(css|scss|sass)$/i, '')
                  .replace(/[^A-Za-z0-9_-]+/g, '-'),
                contentHash(contents),
                'css',
              ),
              contents,
            }
          : bundled.css,
      );
      value.files.push(...bundled.files);
      continue;
    }
    for (const e of bundled.errors) {
      if (e.text.includes(PRIVATE_PATH_ERROR)) {
        diagnostics.push(
          createDiagnostic('asset/not-allowed', {
            message: `Stylesheet "${entry}": ${e.text}`,
            ...(e.file ? { file: e.file, line: e.line ?? 1, column: e.column ?? 1 } : at),
            hint: privatePathHint(e.text),
          }),
        );
        continue;
      }
      diagnostics.push(
        createDiagnostic('stylesheet/invalid', {
          message: `Stylesheet "${entry}" cannot be bundled: ${e.text}`,
          ...(e.file ? { file: e.file, line: e.line ?? 1, column: e.column ?? 1 } : at),
          hint: e.text.includes('remote URL')
            ? 'Vendor what it loads: download the file into the site folder and point the url() or @import at it.'
            : 'Fix the CSS, or the path of the file it loads (relative to the stylesheet).',
        }),
      );
    }
  }
  return { value, diagnostics };
}

export interface CssError {
  text: string;
  /** Site-relative place in the CSS, when esbuild gives one. */
  file?: string;
  line?: number;
  column?: number;
}

/**
 * One stylesheet bundled by esbuild: `@import`s inlined, the files its `url()`s name emitted beside it
 * under `/assets/fonts/` (named relatively in the CSS), remote URLs refused. `plugins` can load files of
 * their own (component-styles.ts).
 */
export async function bundleCss(options: {
  entry: { file: string } | { contents: string; resolveDir: string };
  name: string;
  siteDir: string;
  plugins?: Plugin[];
}): Promise<{ css: ClientAsset; files: ClientAsset[] } | { errors: CssError[] }> {
  const { build } = await importEsbuild();
  const outdir = path.join(options.siteDir, '.docsgen-stylesheets');
  try {
    const result = await build({
      ...('file' in options.entry
        ? { entryPoints: [options.entry.file] }
        : { stdin: { contents: options.entry.contents, resolveDir: options.entry.resolveDir, loader: 'css' as const } }),
      bundle: true,
      write: false,
      minify: true,
      outdir,
      // Places in errors are relative to the site folder.
      absWorkingDir: options.siteDir,
      assetNames: 'fonts/[name]-[hash]',
      loader: Object.fromEntries(FILE_LOADERS.map((ext) => [ext, 'file' as const])),
      logLevel: 'silent',
      plugins: [noRemoteUrls(), privateImports(options.siteDir), ...(options.plugins ?? [])],
    });
    let css: ClientAsset | undefined;
    const files: ClientAsset[] = [];
    for (const output of result.outputFiles) {
      const rel = path.relative(outdir, output.path).split(path.sep).join('/');
      if (rel.endsWith('.css'))
        css = { url: assetUrl(options.name.replace(/[^A-Za-z0-9_-]+/g, '-'), contentHash(output.contents), 'css'), contents: output.contents };
      else if (!rel.endsWith('.css.map')) files.push({ url: `/${ASSETS_FOLDER}/${rel}`, contents: output.contents });
    }
    return { css: css!, files };
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors ?? [
      { text: (error as Error).message },
    ];
    return {
      errors: errors.map((e) =>
        e.location
          ? {
              text: e.text,
              file: path.relative(options.siteDir, path.resolve(options.siteDir, e.location.file)).split(path.sep).join('/'),
              line: e.location.line,
              column: e.location.column + 1,
            }
          : { text: e.text },
      ),
    };
  }
}

/** The file a `stylesheets` entry names: `/x.css` in staticDir, `./x.css` in the site folder, else a package's file. */
function resolveStylesheet(entry: string, config: SiteConfig): string | undefined {
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  const inside = (file: string, root: string) => !path.relative(root, file).startsWith('..');
  if (entry.startsWith('/')) {
    const file = path.join(config.staticDirAbs, entry);
    return inside(file, config.staticDirAbs) && isFile(file) ? file : undefined;
  }
  if (entry.startsWith('.')) {
    const file = path.resolve(config.siteDir, entry);
    return inside(file, config.siteDir) && isFile(file) ? file : undefined;
  }
  try {
    return createRequire(path.join(config.siteDir, 'package.json')).resolve(entry);
  } catch {
    // A package whose `exports` do not list its CSS files: found the way Node finds packages.
    for (let dir = config.siteDir; ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', entry);
      if (isFile(file)) return file;
      if (path.dirname(dir) === dir) break;
    }
    const local = path.resolve(config.siteDir, entry);
    return inside(local, config.siteDir) && isFile(local) ? local : undefined;
  }
}

/** `url(https://…)` and `@import "//…"` fail the build at their place. */
function noRemoteUrls(): Plugin {
  return {
    name: 'docsgen-no-remote-urls',
    setup(build) {
      build.onResolve({ filter: /^(?:https?:)?\/\//i }, (args) => ({
        errors: [{ text: `"${args.path}" is a remote URL: pages load nothing from other servers` }],
      }));
    },
  };
}
