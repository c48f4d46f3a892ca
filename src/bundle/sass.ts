// Sass for Docusaurus sites that use docusaurus-plugin-sass: `.scss`/`.sass` files compiled to CSS by the
// `sass` package the site installs (docsgen ships no Sass compiler), for components' imports and the
// config's stylesheets.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PartialMessage } from 'esbuild';

/** The sass package's compile function, as the site installed it (Docusaurus sites add docusaurus-plugin-sass). */
type SassCompile = (file: string, options: { loadPaths: string[] }) => { css: string };

/**
 * A `.scss`/`.sass` file compiled to CSS with the `sass` package installed in the site folder (docsgen
 * ships no Sass compiler); an error, at the file and line, when it is missing or the file does not compile.
 */
export async function compileSass(siteDir: string, file: string): Promise<{ css: string } | { error: PartialMessage }> {
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  let compile: SassCompile;
  try {
    const entry = createRequire(path.join(siteDir, 'package.json')).resolve('sass');
    const mod = (await import(pathToFileURL(entry).href)) as { compile?: SassCompile; default?: { compile?: SassCompile } };
    const found = mod.compile ?? mod.default?.compile;
    if (!found) throw new Error('no compile function');
    compile = found;
  } catch {
    return {
      error: {
        text: `${rel} is Sass, and the site has no sass package to compile it: install it in the site folder (npm install sass)`,
        location: { file: rel, line: 1, column: 0 },
      },
    };
  }
  try {
    return { css: compile(file, { loadPaths: [path.join(siteDir, 'node_modules')] }).css };
  } catch (error) {
    const span = (error as { span?: { start?: { line: number; column: number } } }).span?.start;
    const message = String((error as { sassMessage?: string }).sassMessage ?? (error as Error).message)
      .split('\n')[0]!
      .slice(0, 300);
    return { error: { text: `${rel} does not compile: ${message}`, location: { file: rel, line: (span?.line ?? 0) + 1, column: span?.column ?? 0 } } };
  }
}
