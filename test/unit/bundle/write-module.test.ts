// Compiled modules are written whole, also when two pages of one build write the same module at once
// (the same MDX code: a partial's two hosts), which a fresh install does on its first build.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { pruneThemes, writeModule } from '../../../src/bundle/theme.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-write-module-'));
  made.push(dir);
  return dir;
}

test('the same module written four times at once: every write succeeds, the file is whole, no temporary is left', async () => {
  const dir = folder();
  const out = path.join(dir, 'mdx', '61e10a2be88ea555.mjs');
  const code = `export default ${JSON.stringify('x'.repeat(100_000))};\n`;
  await Promise.all([1, 2, 3, 4].map(() => writeModule(out, code)));
  expect(readFileSync(out, 'utf8')).toBe(code);
  expect(readdirSync(path.dirname(out))).toEqual(['61e10a2be88ea555.mjs']);
});

test('a damaged module of that name is replaced; a whole one is left as it is', async () => {
  const dir = folder();
  const out = path.join(dir, 'theme-0123456789ab.mjs');
  writeFileSync(out, 'export default');
  await writeModule(out, 'export default 1;\n');
  expect(readFileSync(out, 'utf8')).toBe('export default 1;\n');
  await writeModule(out, 'export default 1;\n');
  expect(readdirSync(dir)).toEqual(['theme-0123456789ab.mjs']);
});

test('compiling a theme marks it used and removes the compiled themes no build used for a day, nothing else', async () => {
  const dir = folder();
  const [used, stale, fresh] = ['theme-aaaaaaaaaaaa.mjs', 'theme-bbbbbbbbbbbb.mjs', 'theme-cccccccccccc.mjs'];
  for (const name of [used, stale, fresh, 'notes.txt', 'theme-old.mjs']) writeFileSync(path.join(dir, name), 'x');
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
  for (const name of [used, stale, 'notes.txt', 'theme-old.mjs']) utimesSync(path.join(dir, name), twoDaysAgo, twoDaysAgo);
  await pruneThemes(path.join(dir, used));
  expect(readdirSync(dir).sort()).toEqual(['notes.txt', used, fresh, 'theme-old.mjs'].sort());
  expect(statSync(path.join(dir, used)).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
});
