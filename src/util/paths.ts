// Posix path helpers: everything docsgen reports or routes uses forward slashes.
import path from 'node:path';

export function toPosix(p: string): string {
  return path.sep === '/' ? p : p.split(path.sep).join('/');
}

/** A path with an empty, `.` or `..` segment (or a trailing separator), which path.relative would normalise. */
const UNNORMALISED = /(^|[\\/])\.{0,2}([\\/]|$)/;

/** `file` relative to `root`, with forward slashes (what diagnostics print). */
export function relativePosix(root: string, file: string): string {
  // The common case, a file inside its root, both absolute and normalised, without path.relative's two
  // resolves (a warm build asks for each page's source several times).
  if (file.length > root.length + 1 && file.startsWith(root) && file[root.length] === path.sep && path.isAbsolute(root)) {
    const rel = file.slice(root.length + 1);
    if (!UNNORMALISED.test(root.slice(1)) && !UNNORMALISED.test(rel)) return toPosix(rel);
  }
  return toPosix(path.relative(root, file));
}

/** Whether `file` is `dir` itself or lies under it (both absolute, as path.relative sees them). */
export function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/**
 * path.join(dir, rel) for a relative path with forward slashes (as listFiles gives), without path.join's
 * normalisation when neither needs it (a warm build joins each page's source folder and name twice).
 */
export function joinBelow(dir: string, rel: string): string {
  if (rel === '' || UNNORMALISED.test(rel) || UNNORMALISED.test(dir.slice(1)) || path.isAbsolute(rel)) return path.join(dir, rel);
  return `${dir}${path.sep}${path.sep === '/' ? rel : rel.replaceAll('/', path.sep)}`;
}
