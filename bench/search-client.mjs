// Runs the browser's search engine (theme/islands/search/engine.ts, bundled with esbuild) in Node
// against a built site's files, recording every file a query reads and its gzip size: what a browser
// would download for it. Used by bench/search.mjs and the search tests.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The engine module (createSearchEngine), bundled once per process. */
let engineModule;
export async function engineModuleOf() {
  if (!engineModule) {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [join(repoRoot, 'theme/islands/search/engine.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].text;
    engineModule = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  }
  return engineModule;
}

/**
 * An engine over the index in `outDir` and the log of files it read: `reads` lists each read's path
 * under the output folder and gzip bytes; `clear()` empties it.
 */
export async function nodeSearchEngine(outDir, entry = 'assets/search-index.json') {
  const { createSearchEngine } = await engineModuleOf();
  const root = pathToFileURL(`${resolve(outDir)}/`);
  const reads = [];
  const load = async (url) => {
    const file = fileURLToPath(url);
    const bytes = readFileSync(file);
    reads.push({ path: file.slice(resolve(outDir).length + 1), gzip: gzipSync(bytes, { level: 6 }).length, bytes: bytes.length });
    return JSON.parse(bytes.toString('utf8'));
  };
  const engine = await createSearchEngine(new URL(entry, root).href, load);
  return { engine, reads, clear: () => reads.splice(0) };
}
