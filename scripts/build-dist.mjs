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
  packages: 'external',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
