// Formats diagnostics for the terminal: `file:line:col  error  code  message` then an indented hint.
// Pure string functions: printing and exit codes are the CLI's business.
import type { Diagnostic } from './types.js';

export function formatLocation(d: Diagnostic): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/**
 * One diagnostic as printed by the CLI (two lines when it has a hint). Every field comes through
 * escapeControls: a file name or front matter value holding an escape sequence cannot erase or rewrite
 * the report's lines.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const where = escapeControls(formatLocation(d), { lines: false });
  const head = [where, d.severity, escapeControls(d.code, { lines: false }), escapeControls(d.message)].filter(Boolean).join('  ');
  return d.hint ? `${head}\n  hint: ${escapeControls(d.hint)}` : head;
}

/** Characters a terminal acts on: C0 controls but tab and line feed, DEL, and the C1 controls (U+0080-U+009F). */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const CONTROLS_AND_LINES = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * `text` as a terminal may show it: each control character written as `\xHH` (ESC as `\x1b`, a carriage
 * return as `\x0d`). With `lines: false` (a file name, a code) tabs and line feeds too, so that a name
 * cannot start a line of its own.
 */
export function escapeControls(text: string, options: { lines?: boolean } = {}): string {
  const controls = options.lines === false ? CONTROLS_AND_LINES : CONTROLS;
  return text.replace(controls, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** The closing count line: `2 errors, 1 warning`. */
export function formatSummary(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

/** The English order of util/collate.ts (this layer imports nothing above it): the same on every machine. */
const compareText = new Intl.Collator('en').compare;

/** Sorts by file, line and column so the report reads top to bottom. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.file === b.file ? 0 : compareText(a.file ?? '', b.file ?? '')) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      (a.code === b.code ? 0 : compareText(a.code, b.code)),
  );
}

/**
 * How many diagnostics of one code in one file the terminal report shows, as compilers cap theirs: a
 * page of 25,000 broken links gets the first of them and a count of the rest, not 25,000 lines.
 */
export const SHOWN_PER_FILE_AND_CODE = 50;

/**
 * The sorted diagnostics the report shows (SHOWN_PER_FILE_AND_CODE of each code in each file), and after
 * the last shown one of a file and code whose others are left out, how many those are.
 */
export function capDiagnostics(sorted: readonly Diagnostic[]): { shown: Diagnostic[]; more: Map<Diagnostic, number> } {
  const counts = new Map<string, { last: Diagnostic; shown: number; left: number }>();
  const shown: Diagnostic[] = [];
  for (const d of sorted) {
    const key = `${d.file ?? ''}\u0000${d.code}`;
    const count = counts.get(key) ?? { last: d, shown: 0, left: 0 };
    counts.set(key, count);
    if (d.file === undefined || count.shown < SHOWN_PER_FILE_AND_CODE) {
      count.last = d;
      count.shown++;
      shown.push(d);
    } else count.left++;
  }
  const more = new Map<Diagnostic, number>();
  for (const { last, left } of counts.values()) if (left) more.set(last, left);
  return { shown, more };
}
