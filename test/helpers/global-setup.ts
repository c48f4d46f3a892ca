// Compiles src/ into dist/ once before the suite, so tests that spawn bin/docsgen.js run the current code,
// and makes the run's folder for the Sesame site's one shared build (see sesame.ts), removed at the end.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run's own where the first test to need it builds the Sesame site (see sesame.ts). */
    sesameDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build-dist.mjs'], { cwd: root, stdio: 'inherit' });
  const sesameDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-sesame-'));
  project.provide('sesameDir', sesameDir);
  return () => rmSync(sesameDir, { recursive: true, force: true });
}
