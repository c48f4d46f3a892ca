// The field types several sections of site.config.yaml's schema share (schema.ts): links, paths the
// file system accepts, and paths the site reads from, which must stay inside the site folder.
import { z } from 'zod';
import { safeUrl } from '../util/safe-url.js';
import { INPUT_META, type InputMark } from './input-paths.js';

/**
 * A link: internal (starts with /) or external (http:, https:, mailto:). One that safeUrl refuses (a
 * script URL, however obfuscated) passes here: the link checks report it as `link/unsafe` at its line, as
 * every other URL of the site, and the chrome leaves it out.
 */
export const href = z
  .string()
  .min(1)
  .refine(
    (v) => {
      const safe = safeUrl(v);
      return safe === undefined || /^(\/|https?:\/\/|mailto:)/.test(safe);
    },
    { message: 'must start with "/" (a page of this site) or with http://, https:// or mailto:' },
  );

/**
 * A folder or file path, relative to the site folder. Paths no file system accepts (NUL bytes, a name
 * over 255 bytes, over 1,024 bytes in all) are refused here, with their line, not later by a crash (issue 12).
 */
export const sitePath = z
  .string()
  .min(1)
  .max(1024)
  .refine((v) => !v.includes('\0') && v.split(/[\\/]/).every((name) => Buffer.byteLength(name) <= 255), {
    message: 'must be a usable path: no NUL bytes and no folder or file name longer than 255 bytes',
  });

/**
 * A path the site reads from (docs, blog, static folder, spec): relative, and inside the site folder, so
 * a cloned repository's config cannot make a build read (and publish) files from elsewhere.
 */
export const inputPath = sitePath
  .refine(staysInside, {
    message: 'must be a relative path inside the site folder (no leading "/" and no ".." climbing out of it)',
  })
  .meta({ [INPUT_META]: 'path' satisfies InputMark });

/** Whether a relative path never climbs above its starting folder (`a/../b` does not; `a/../../b` does). */
function staysInside(value: string): boolean {
  if (/^([\\/]|[a-z]:)/i.test(value)) return false;
  let depth = 0;
  for (const name of value.split(/[\\/]+/)) {
    if (name === '..') depth--;
    else if (name !== '.' && name !== '') depth++;
    if (depth < 0) return false;
  }
  return true;
}
