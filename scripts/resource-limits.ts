// `npm run limits`: the resource-limit cases of issue 12 at full size (50 MB markdown file, 20,000
// headings, 10,000-item sidebar, deep circular spec), each built by the CLI in a temporary folder;
// prints time, peak RSS and the outcome. The suite runs smaller sizes (test/integration/resource-limits.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  measureBuild,
  writeBigSidebarSite,
  writeCircularSpecSite,
  writeHugeMarkdownSite,
  writeManyHeadingsSite,
} from '../test/helpers/limits.js';

const cases: [string, (dir: string) => void][] = [
  ['50 MB markdown file', (dir) => writeHugeMarkdownSite(dir, 50)],
  ['1 MB markdown file (the limit)', (dir) => writeHugeMarkdownSite(dir, 0.99)],
  ['20,000 headings on one page', (dir) => writeManyHeadingsSite(dir, 20_000)],
  ['10,000-item sidebar', (dir) => writeBigSidebarSite(dir, 10_000)],
  ['spec with 300 circular schemas', (dir) => writeCircularSpecSite(dir, 300)],
];

for (const [name, make] of cases) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-limits-'));
  try {
    make(dir);
    const m = await measureBuild(dir, 600_000);
    const outcome = m.code === 0 ? 'built' : `exit ${m.code}: ${(m.stdout + m.stderr).trim().split('\n').slice(0, 3).join(' | ')}`;
    process.stdout.write(`${name.padEnd(32)} ${String(m.ms).padStart(7)} ms  ${String(m.rssMb).padStart(5)} MB peak RSS  ${outcome}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
