// Compiles src/ into dist/ with esbuild (ES modules, code-split so commands load lazily); run by
// `npm install` (prepare) and `npm run build`. Type checking is `npm run typecheck`.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/cli/index.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled (loading hundreds of small ES modules costs more than the build of a
  // small site); React stays external so the theme, compiled separately, shares its one copy.
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'chokidar', 'sirv', '@readme/openapi-parser', 'httpsnippet'],
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
});
