// Prints diagnostics and the summary line to stderr, with colour when the terminal supports it.
import { formatDiagnostic, formatSummary, sortDiagnostics, type Diagnostic } from '../diagnostics/index.js';

export function printDiagnostics(diagnostics: Diagnostic[], strict: boolean): void {
  const color = process.stderr.isTTY && !process.env.NO_COLOR;
  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  for (const d of sortDiagnostics(diagnostics)) {
    const shown = strict && d.severity === 'warning' ? { ...d, severity: 'error' as const } : d;
    const text = formatDiagnostic(shown);
    process.stderr.write(`${paint(shown.severity === 'error' ? 31 : 33, text.split('\n')[0]!)}${text.includes('\n') ? `\n${text.split('\n').slice(1).join('\n')}` : ''}\n`);
  }
  if (diagnostics.length) process.stderr.write(`${formatSummary(strict ? diagnostics.map((d) => ({ ...d, severity: 'error' as const })) : diagnostics)}\n`);
}
