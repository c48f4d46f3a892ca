// Tests src/diagnostics/format.ts: the printed form of a diagnostic, the summary line and the sort order.
import { describe, expect, test } from 'vitest';
import { formatDiagnostic, formatSummary, sortDiagnostics, type Diagnostic } from '../../../src/diagnostics/index.js';

const d = (fields: Partial<Diagnostic>): Diagnostic => ({ code: 'link/broken', severity: 'error', message: 'Broken', ...fields });

describe('formatDiagnostic', () => {
  // Issue 38, item 8: escape sequences in file names and front matter reached the terminal raw.
  test('prints the control characters of every field escaped, so that none can move the cursor or erase a line', () => {
    const printed = formatDiagnostic(
      d({
        file: 'content/docs/a\x1b[2K\rb\n.md',
        line: 1,
        message: 'Unknown author "\x1b]0;title\x07\u009b2J": line one\nline two\tafter a tab',
        hint: 'Use \x1bc or \x7f.',
      }),
    );
    expect(printed).toBe(
      'content/docs/a\\x1b[2K\\x0db\\x0a.md:1:1  error  link/broken  Unknown author "\\x1b]0;title\\x07\\x9b2J": line one\nline two\tafter a tab\n  hint: Use \\x1bc or \\x7f.',
    );
    expect(printed).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
  });

  test('prints file:line:col, severity, code and message separated by two spaces, then the hint indented', () => {
    expect(formatDiagnostic(d({ file: 'content/docs/a.md', line: 3, column: 7, hint: 'Fix it.' }))).toBe(
      'content/docs/a.md:3:7  error  link/broken  Broken\n  hint: Fix it.',
    );
  });

  test('prints column 1 when only the line is known, and only the file when there is no line', () => {
    expect(formatDiagnostic(d({ file: 'a.md', line: 3 }))).toBe('a.md:3:1  error  link/broken  Broken');
    expect(formatDiagnostic(d({ file: 'a.md' }))).toBe('a.md  error  link/broken  Broken');
  });

  test('starts with the severity when the problem has no file', () => {
    expect(formatDiagnostic(d({ severity: 'warning', code: 'route/duplicate' }))).toBe('warning  route/duplicate  Broken');
  });
});

describe('formatSummary', () => {
  test('counts errors and warnings with correct plurals', () => {
    expect(formatSummary([])).toBe('0 errors, 0 warnings');
    expect(formatSummary([d({}), d({ severity: 'warning' })])).toBe('1 error, 1 warning');
    expect(formatSummary([d({}), d({}), d({ severity: 'warning' }), d({ severity: 'warning' })])).toBe('2 errors, 2 warnings');
  });
});

describe('sortDiagnostics', () => {
  test('orders by file, then line, then column, then code, without changing its input', () => {
    const input = [
      d({ file: 'b.md', line: 1, column: 1 }),
      d({ file: 'a.md', line: 10, column: 1 }),
      d({ file: 'a.md', line: 2, column: 5, code: 'route/duplicate' }),
      d({ file: 'a.md', line: 2, column: 5, code: 'anchor/missing' }),
      d({ file: 'a.md', line: 2, column: 1 }),
    ];
    const before = [...input];
    expect(sortDiagnostics(input).map((x) => `${x.file}:${x.line}:${x.column} ${x.code}`)).toEqual([
      'a.md:2:1 link/broken',
      'a.md:2:5 anchor/missing',
      'a.md:2:5 route/duplicate',
      'a.md:10:1 link/broken',
      'b.md:1:1 link/broken',
    ]);
    expect(input).toEqual(before);
  });
});
