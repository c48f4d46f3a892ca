// createDiagnostic: the one way a stage makes a diagnostic, with the default severity of its code
// from codes.ts. Knows nothing about the rest of docsgen.
import { defaultSeverity, type DiagnosticCode } from './codes.js';
import type { Diagnostic } from './types.js';

/** Everything a diagnostic says besides its code and severity. */
export interface DiagnosticFields {
  message: string;
  /** Path relative to the site folder (posix separators). */
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

/**
 * A diagnostic of `code` with the code's default severity. A maker that deliberately reports a code
 * at another severity (the dev server's lenient checks) maps the result instead.
 */
export function createDiagnostic(code: DiagnosticCode, fields: DiagnosticFields): Diagnostic {
  return { code, severity: defaultSeverity(code), ...fields };
}

/** `link/unsafe`: a URL written at `at` that safeUrl refuses (every place that reports one says the same). */
export function unsafeLinkDiagnostic(url: string, at: { file: string; line: number; column: number }): Diagnostic {
  return createDiagnostic('link/unsafe', {
    message: `Link ${JSON.stringify(url.slice(0, 120))} could run script: only http:, https:, mailto:, tel: and relative URLs are rendered`,
    ...at,
    hint: 'Write an http(s) or mailto: URL or a path of this site (browsers ignore tabs, newlines and leading control characters, so "java\\tscript:" is "javascript:").',
  });
}
