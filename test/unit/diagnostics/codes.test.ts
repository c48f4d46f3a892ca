// Tests src/diagnostics/codes.ts and create.ts: the one table of diagnostic codes and the factory that fills
// each code's default severity. The docs site's diagnostics page is generated from the table
// (test/unit/docs/reference-pages.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { codes, createDiagnostic, diagnosticCodes, isDiagnosticCode } from '../../../src/diagnostics/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('the code table', () => {
  test('holds only `area/problem` codes, each with a one-line summary', () => {
    for (const code of diagnosticCodes) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*\/[a-z]+(-[a-z]+)*$/);
      expect(codes[code].summary).toMatch(/^\S[^\n]{10,}$/);
    }
  });

  test('holds no code that src/ never emits', () => {
    const emitted = new Set<string>();
    // The table itself names every code; the factories beside it (create.ts) emit theirs.
    const files = sourceFiles('src').filter((file) => file !== path.join('src', 'diagnostics', 'codes.ts'));
    for (const file of files) {
      for (const [, code] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/'([a-z-]+\/[a-z-]+)'/g)) emitted.add(code!);
    }
    expect(diagnosticCodes.filter((code) => !emitted.has(code))).toEqual([]);
  });

  test('knows its own codes and no others', () => {
    expect(isDiagnosticCode('link/broken')).toBe(true);
    expect(isDiagnosticCode('link/brokn')).toBe(false);
    expect(isDiagnosticCode('toString')).toBe(false);
  });
});

describe('createDiagnostic', () => {
  test("gives a diagnostic its code's default severity and keeps every field it is given", () => {
    expect(createDiagnostic('anchor/missing', { message: 'No anchor', file: 'a.md', line: 2, column: 3, hint: 'Fix it.' })).toEqual({
      code: 'anchor/missing',
      severity: 'warning',
      message: 'No anchor',
      file: 'a.md',
      line: 2,
      column: 3,
      hint: 'Fix it.',
    });
    expect(createDiagnostic('link/broken', { message: 'No page' })).toEqual({ code: 'link/broken', severity: 'error', message: 'No page' });
  });
});
