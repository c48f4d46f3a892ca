// Compiles src/ into dist/ with esbuild; run by `npm install` (prepare) and `npm run build`. Type
// checking is `npm run typecheck`. Each entry (the command line, each worker thread) is one CommonJS
// bundle, `<entry>.cjs`, beside a small ES module, `<entry>.js`, that runs it through V8's code cache
// (bin/code-cache.js): what starts docsgen or a worker imports the `.js`.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * zod's locales, all of them, come with `import { z } from 'zod'` (a namespace export esbuild cannot
 * drop), and were set up at every start; docsgen's messages are its own and zod's default is English:
 * only that locale is bundled (~8 ms less per thread that loads the config or front matter schemas).
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: 'zod-locales', namespace: 'zod-english-only', pluginData: args.resolveDir } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      loader: 'js',
      resolveDir: path.join(args.pluginData, '..', 'locales'),
    }));
  },
};

const ENTRIES = ['cli/index', 'content/parse-worker', 'openapi/load-worker', 'render/render-worker', 'write/search-worker', 'write/sink-worker'];

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
const result = await build({
  metafile: true,
  entryPoints: ENTRIES.map((entry) => `src/${entry}.ts`),
  outdir: 'dist',
  outbase: 'src',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled (loading hundreds of small modules costs more than the build of a small
  // site); React stays external so the theme, compiled separately, shares its one copy.
  plugins: [zodEnglishOnly],
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'chokidar', '@readme/openapi-parser', 'httpsnippet', 'sirv'],
  // The sources' `import.meta.url` is the bundle's own URL.
  define: { 'import.meta.url': '__docsgenImportMetaUrl' },
  banner: { js: 'var __docsgenImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  sourcemap: true,
  // Less to read and compile at every start; names stay, for --debug's stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});

const exportsOf = { 'cli/index': ['main'] };
for (const entry of ENTRIES) {
  const loader = path
    .relative(path.dirname(`dist/${entry}`), 'bin/code-cache.js')
    .split(path.sep)
    .join('/');
  const names = exportsOf[entry] ?? [];
  const body = [
    `import { runBundle } from '${loader}';`,
    `${names.length ? 'const bundle = ' : ''}runBundle(new URL('./${path.basename(entry)}.cjs', import.meta.url));`,
    ...names.map((name) => `export const ${name} = bundle.${name};`),
    '',
  ];
  await writeFile(`dist/${entry}.js`, body.join('\n'));
}

// The build id keys docsgen's caches: any change to the compiled code, or to the theme (compiled when a
// site is built, so its files are not in dist/), gives a new one.
const outputs = Object.keys(result.metafile.outputs)
  .filter((f) => f.endsWith('.cjs'))
  .sort();
const themeRoot = fileURLToPath(new URL('../theme', import.meta.url));
const themeFiles = (await readdir(themeRoot, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
  .sort();
const hash = createHash('sha256');
for (const file of outputs) hash.update(await readFile(file));
for (const file of themeFiles) hash.update(`\0${path.relative(themeRoot, file)}\0`).update(await readFile(file));
await writeFile(new URL('../dist/build-id.txt', import.meta.url), `${hash.digest('hex').slice(0, 16)}\n`);
