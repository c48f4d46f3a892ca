// Formats diagnostics for the terminal: `file:line:col  error  code  message` then an indented hint.
// Pure string functions: printing and exit codes are the CLI's business.
import type { Diagnostic } from './types.js';

export function formatLocation(d: Diagnostic): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/** One diagnostic as printed by the CLI (two lines when it has a hint). */
export function formatDiagnostic(d: Diagnostic): string {
  const where = formatLocation(d);
  const head = [where, d.severity, d.code, d.message].filter(Boolean).join('  ');
  return d.hint ? `${head}\n  hint: ${d.hint}` : head;
}

/** The closing count line: `2 errors, 1 warning`. */
export function formatSummary(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

/** Sorts by file, line and column so the report reads top to bottom. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.code.localeCompare(b.code),
  );
}
