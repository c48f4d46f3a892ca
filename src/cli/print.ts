// Prints diagnostics and the summary line to stderr, with colour when the terminal supports it.
// File paths are shown relative to the current folder, so a terminal or editor can open them.
import path from 'node:path';
import { capDiagnostics, escapeControls, formatDiagnostic, formatSummary, sortDiagnostics, type Diagnostic } from '../diagnostics/index.js';

export function printDiagnostics(diagnostics: Diagnostic[], options: { strict: boolean; siteDir: string }): void {
  const color = process.stderr.isTTY && !process.env.NO_COLOR;
  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const shown = sortDiagnostics(diagnostics).map((d) => ({
    ...d,
    ...(options.strict && d.severity === 'warning' ? { severity: 'error' as const } : {}),
  }));
  // Many of one code in one file (a page of thousands of broken links): the first ones and a count.
  const { shown: listed, more } = capDiagnostics(shown);
  const lines: string[] = [];
  for (const d of listed) {
    const [head, ...rest] = formatDiagnostic(d.file ? { ...d, file: displayPath(options.siteDir, d.file) } : d).split('\n');
    lines.push(`${paint(d.severity === 'error' ? 31 : 33, head!)}${rest.length ? `\n${rest.join('\n')}` : ''}`);
    const left = more.get(d);
    if (left)
      lines.push(
        `  … and ${left.toLocaleString('en')} more ${escapeControls(d.code, { lines: false })} in ${escapeControls(displayPath(options.siteDir, d.file!), { lines: false })}`,
      );
  }
  // One write: a line at a time cost a system call each.
  if (lines.length) process.stderr.write(`${lines.join('\n')}\n`);
  if (shown.length) process.stderr.write(`${formatSummary(shown)}\n`);
}

function displayPath(siteDir: string, file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(siteDir, file));
  return (relative.startsWith('..') && path.isAbsolute(siteDir) ? path.resolve(siteDir, file) : relative).split(path.sep).join('/');
}
