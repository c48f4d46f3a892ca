// What a page may show as an image and static/ may publish: never a file under a private name (dot files
// and folders, node_modules: util/private-paths.ts), the cache folder or the output folder, judged on the
// path as written and on its real path (links resolved); and an image only when its bytes are one.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { privateSegment } from '../util/private-paths.js';
import { isInside, relativePosix } from '../util/paths.js';

/** A folder of the site whose files are never assets (the cache folder, the output folder). */
export interface PrivateFolder {
  /** Absolute path, as configured. */
  dir: string;
  /** Its real path (links resolved; the path itself while it does not exist). */
  real: string;
  /** How messages name it: `the cache folder (node_modules/.cache/docsgen)`. */
  label: string;
}

/** The cache and output folders of a site (`outDir`: the output folder of this run, when `--out-dir` moved it). */
export function privateFoldersOf(config: { siteDir: string; cacheDirAbs: string; outDirAbs: string }, outDir = config.outDirAbs): PrivateFolder[] {
  const folder = (dir: string, what: string): PrivateFolder => {
    let real = dir;
    try {
      real = realpathSync(dir);
    } catch {
      // Not made yet: nothing can be in it.
    }
    return { dir, real, label: `the ${what} (${relativePosix(config.siteDir, dir)})` };
  };
  return [folder(config.cacheDirAbs, 'cache folder'), folder(path.resolve(outDir), 'output folder')];
}

/**
 * Why a file inside the site may not be published, as a phrase (`".env" is a dot file or folder`), or
 * undefined when it may. `file`: its path as written and its real path; `site`: the site folder, both
 * ways too. Each path is judged against its own form of the site folder, so a link into `.git` is
 * caught by its real path and a `.env` reached through a link to its folder by the path as written.
 */
export function privateReason(file: { abs: string; real: string }, site: { dir: string; real: string }, folders: readonly PrivateFolder[]): string | undefined {
  for (const folder of folders) {
    if (isInside(file.abs, folder.dir) || isInside(file.real, folder.real)) return `it is in ${folder.label}`;
  }
  const segment = privateSegment(path.relative(site.dir, file.abs)) ?? privateSegment(path.relative(site.real, file.real));
  if (segment === undefined) return undefined;
  return segment.toLowerCase() === 'node_modules' ? 'it is in node_modules' : `"${segment}" is a dot file or folder`;
}

/** What every refusal's hint says is never published. */
export const PRIVATE_RULE = 'Dot files and dot folders (.git, .env…), node_modules and the cache and output folders are never published';

/** The image types a page may show, by image-size's names (SVG is told by isSvg). */
const IMAGE_TYPES = new Set(['png', 'jpg', 'gif', 'webp', 'avif', 'ico']);

/** The names of the image types a page may show, for messages. */
export const IMAGE_TYPE_NAMES = 'PNG, JPEG, GIF, WebP, AVIF, SVG or ICO';

/**
 * Whether `bytes` are an image a page may show: PNG, JPEG, GIF, WebP, AVIF or ICO that image-size reads
 * (its header, not the file name), or SVG. A file renamed `x.png` is not one.
 */
export function isImage(bytes: Uint8Array): boolean {
  if (isSvg(bytes)) return true;
  try {
    const type = imageSize(bytes).type;
    return type !== undefined && IMAGE_TYPES.has(type);
  } catch {
    return false;
  }
}

/**
 * SVG: text whose first element is `<svg`, after an optional byte order mark, XML declaration,
 * processing instructions, comments and doctype (with its internal subset). Scanned once from the
 * start, so a file of unclosed comments costs one pass, not one per comment.
 */
export function isSvg(bytes: Uint8Array): boolean {
  // Cheap refusal of binaries before decoding: the text starts with `<`, white space or a BOM.
  const first = bytes[0];
  if (first === undefined || !(first === 0x3c || first === 0xef || first === 0x20 || first === 0x09 || first === 0x0a || first === 0x0d)) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipTo = (end: string) => {
    const found = text.indexOf(end, at);
    at = found < 0 ? -1 : found + end.length;
  };
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith('<?', at)) skipTo('?>');
    else if (text.startsWith('<!--', at)) skipTo('-->');
    else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') {
      const close = text.indexOf('>', at);
      const subset = text.indexOf('[', at);
      if (subset >= 0 && (close < 0 || subset < close)) skipTo(']');
      if (at >= 0) skipTo('>');
    } else break;
    if (at < 0) return false;
  }
  return /^<svg[\s/>]/.test(text.slice(at, at + 5));
}
