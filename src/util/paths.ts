// Posix path helpers: everything docsgen reports or routes uses forward slashes.
import path from 'node:path';

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** `file` relative to `root`, with forward slashes (what diagnostics print). */
export function relativePosix(root: string, file: string): string {
  return toPosix(path.relative(root, file));
}
