// Compiles src/ into dist/ with esbuild (ES modules, code-split so commands load lazily); run by
// `npm install` (prepare) and `npm run build`. Type checking is `npm run typecheck`.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
const result = await build({
  metafile: true,
  entryPoints: ['src/cli/index.ts', 'src/content/parse-worker.ts', 'src/openapi/load-worker.ts', 'src/render/render-worker.ts', 'src/write/search-worker.ts', 'src/write/intact-worker.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled (loading hundreds of small ES modules costs more than the build of a
  // small site); React stays external so the theme, compiled separately, shares its one copy.
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'chokidar', '@readme/openapi-parser', 'httpsnippet', 'sirv'],
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
});

// The build id keys docsgen's caches: any change to the compiled code gives a new one.
const outputs = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).sort();
const hash = createHash('sha256');
for (const file of outputs) hash.update(await readFile(file));
await writeFile(new URL('../dist/build-id.txt', import.meta.url), `${hash.digest('hex').slice(0, 16)}\n`);
