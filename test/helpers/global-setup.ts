// Compiles src/ into dist/ once before the suite, so tests that spawn bin/docsgen.js run the current code.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build-dist.mjs'], { cwd: root, stdio: 'inherit' });
}
