// Prints diagnostics and the summary line to stderr, with colour when the terminal supports it.
// File paths are shown relative to the current folder, so a terminal or editor can open them.
import path from 'node:path';
import { formatDiagnostic, formatSummary, sortDiagnostics, type Diagnostic } from '../diagnostics/index.js';

export function printDiagnostics(diagnostics: Diagnostic[], options: { strict: boolean; siteDir: string }): void {
  const color = process.stderr.isTTY && !process.env.NO_COLOR;
  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const shown = sortDiagnostics(diagnostics).map((d) => ({
    ...d,
    ...(options.strict && d.severity === 'warning' ? { severity: 'error' as const } : {}),
    ...(d.file ? { file: displayPath(options.siteDir, d.file) } : {}),
  }));
  for (const d of shown) {
    const [head, ...rest] = formatDiagnostic(d).split('\n');
    process.stderr.write(`${paint(d.severity === 'error' ? 31 : 33, head!)}${rest.length ? `\n${rest.join('\n')}` : ''}\n`);
  }
  if (shown.length) process.stderr.write(`${formatSummary(shown)}\n`);
}

function displayPath(siteDir: string, file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(siteDir, file));
  return (relative.startsWith('..') && path.isAbsolute(siteDir) ? path.resolve(siteDir, file) : relative).split(path.sep).join('/');
}
