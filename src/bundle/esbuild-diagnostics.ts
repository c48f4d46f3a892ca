// Turns esbuild's errors into docsgen diagnostics with file, line and column.
import path from 'node:path';
import type { Message } from 'esbuild';
import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/index.js';
import { toPosix } from '../util/paths.js';

export function esbuildDiagnostics(error: unknown, siteDir: string, code: DiagnosticCode): Diagnostic[] {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages?.length) {
    return [createDiagnostic(code, { message: String((error as Error).message ?? error), hint: 'Fix the theme source.' })];
  }
  return messages.map((m) =>
    createDiagnostic(code, {
      message: m.text,
      ...(m.location
        ? {
            file: toPosix(path.relative(siteDir, path.resolve(siteDir, m.location.file))),
            line: m.location.line,
            column: m.location.column + 1,
          }
        : {}),
      hint: 'Fix the theme source; the previous output was left as it was.',
    }),
  );
}
