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
