// The Diagnostic type and DocsgenError: problems are values; only "cannot continue" cases throw.
// Knows nothing about the rest of docsgen.
import type { DiagnosticCode } from './codes.js';

export type Severity = 'error' | 'warning';

/** One problem found in the site's input, with the place to fix it. */
export interface Diagnostic {
  /** Stable `area/problem` code from the table in codes.ts. */
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  /** Path relative to the site folder (posix separators). */
  file?: string;
  line?: number;
  column?: number;
  /** What to do about it. */
  hint?: string;
}

/** Thrown when a stage cannot continue; carries every diagnostic collected so far. */
export class DocsgenError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'DocsgenError';
    this.diagnostics = diagnostics;
  }
}

export function isDocsgenError(value: unknown): value is DocsgenError {
  return value instanceof DocsgenError;
}
