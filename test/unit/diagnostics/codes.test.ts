// Tests src/diagnostics/codes.ts and create.ts: the one table of diagnostic codes, the README's checks
// table that documents it, and the factory that fills each code's default severity.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { codes, createDiagnostic, diagnosticCodes, isDiagnosticCode } from '../../../src/diagnostics/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface ReadmeRow {
  code: string;
  severity: string;
  what: string;
}

/** The rows of the table under the README's "### Checks" heading. */
function readmeChecksTable(readme: string): ReadmeRow[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim() === '### Checks');
  if (start < 0) throw new Error('README.md has no "### Checks" section');
  const end = lines.findIndex((line, i) => i > start && /^#{1,3} /.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  const rows = section.filter((line) => line.startsWith('|')).slice(2); // header and separator
  return rows.map((line) => {
    const match = /^\| `([^`]+)` \| ([^|]+?) \| (.+) \|$/.exec(line);
    if (!match) throw new Error(`README.md checks table: cannot read the row ${line}`);
    return { code: match[1]!, severity: match[2]!, what: match[3]! };
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('the README checks table', () => {
  const rows = readmeChecksTable(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

  test('lists exactly the codes of src/diagnostics/codes.ts, in its order, with their default severities', () => {
    expect(rows.map((row) => `${row.code} ${row.severity}`)).toEqual(
      diagnosticCodes.map((code) => `${code} ${codes[code].severity}`),
    );
  });

  test('says what each code means', () => {
    for (const row of rows) expect(row.what.trim().length, row.code).toBeGreaterThan(10);
  });

  test('cannot pass with a code missing: a table without link/broken is told apart', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/^\| `link\/broken` .*\n/m, '');
    expect(readmeChecksTable(readme).map((row) => row.code)).not.toContain('link/broken');
  });
});

describe('the code table', () => {
  test('holds only `area/problem` codes, each with a one-line summary', () => {
    for (const code of diagnosticCodes) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*\/[a-z]+(-[a-z]+)*$/);
      expect(codes[code].summary).toMatch(/^\S[^\n]{10,}$/);
    }
  });

  test('holds no code that src/ never emits', () => {
    const emitted = new Set<string>();
    const files = sourceFiles('src').filter((file) => !file.startsWith(path.join('src', 'diagnostics')));
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
