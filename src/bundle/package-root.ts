// Locates docsgen's own package folder (for its default theme and its cache), from source or from dist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/** The folder of docsgen's package.json (looked up once: every stage asks, some for each page). */
export function packageRoot(): string {
  return (found ??= lookUp());
}

function lookUp(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docsgen') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docsgen: cannot find its own package.json');
    dir = parent;
  }
}
