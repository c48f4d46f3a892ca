// Reads one markdown file: front matter validated by the given schema, body through the markdown pipeline,
// and a title from front matter, first `# heading` or file name. Shared by every content kind.
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { contentHash } from '../util/hash.js';
import { safeDecodeURI } from '../util/uri.js';
import { isInside } from '../util/paths.js';
import { emptyCompiled, type CompiledMarkdown } from '../markdown/compile.js';
import { lookupPosition } from '../util/yaml-positions.js';
import { inProcess, type ContentContext } from './context.js';
import { IMAGE_TYPE_NAMES, isImage, PRIVATE_RULE, privateReason, type PrivateFolder } from './asset-rules.js';
import type { FRONT_MATTER_SCHEMAS, ParsedFile, ParseJob, SchemaName } from './parse-file.js';

/** A relative image a page shows, read and hashed so the route graph can give it a hashed URL. */
export interface ImageFile {
  /** Index of the image's link in the page's `markdown.links`. */
  link: number;
  absPath: string;
  hash: string;
}

export interface MarkdownFile<T> {
  frontMatter: T;
  markdown: CompiledMarkdown;
  /** The page's relative images that exist inside the site. */
  images: ImageFile[];
  /** Front matter title, else the first h1, else the fallback. */
  title: string;
  diagnostics: Diagnostic[];
  /** Position of a front matter value in the file (for links written in front matter). */
  locate: (path: readonly PropertyKey[]) => { line: number; column: number };
}

export interface LoadMarkdownOptions<S extends SchemaName> {
  absPath: string;
  /** Site-relative path, for diagnostics. */
  file: string;
  /** Which front matter schema validates the file. */
  schema: S;
  /** Title when neither front matter nor an h1 gives one (usually from the file name). */
  fallbackTitle: string;
  /** Cut an excerpt at a `<!-- truncate -->` marker (blog posts). */
  truncate?: boolean;
}

export async function loadMarkdownFile<S extends SchemaName>(
  options: LoadMarkdownOptions<S>,
  context: ContentContext = inProcess,
): Promise<MarkdownFile<z.output<(typeof FRONT_MATTER_SCHEMAS)[S]>>> {
  const { absPath, file } = options;
  const job = { file, schema: options.schema, fallbackTitle: options.fallbackTitle, ...(options.truncate ? { truncate: true } : {}) };
  const parsed = context.cachedUnread(absPath, job) ?? (await readAndParse(absPath, job, context));
  if ('tooLarge' in parsed) return tooLarge(parsed.tooLarge, options);
  // Most pages show no image: no promise to wait for.
  const images = parsed.markdown.links.some((ref) => ref.attribute === 'src')
    ? await readImages(parsed.markdown, absPath, file, context.privateFolders)
    : { found: [], diagnostics: [] };
  // Only the positions: a closure over the whole parse would keep the body a big site leaves on disk.
  const positions = parsed.positions;
  return {
    frontMatter: parsed.frontMatter as z.output<(typeof FRONT_MATTER_SCHEMAS)[S]>,
    markdown: parsed.markdown,
    images: images.found,
    title: parsed.title,
    locate: (p) => lookupPosition(positions, p, { line: 1, column: 1 }),
    diagnostics: [...parsed.diagnostics, ...images.diagnostics],
  };
}

/** A file read and parsed (through the cache); too large a file is not parsed. */
async function readAndParse(absPath: string, job: ParseJob, context: ContentContext): Promise<ParsedFile | { tooLarge: number }> {
  const text = context.read(absPath);
  if (text.length > MAX_MARKDOWN_CHARS) return { tooLarge: text.length };
  return (
    context.cached(text, job, absPath) ??
    (context.isMdx(job.file, text) ? await context.parseMdx(text, job, absPath) : await context.parse(text, job, absPath, true))
  );
}

/**
 * Largest markdown file docsgen parses: micromark's time grows quadratically on long documents of
 * lists, headings and code, so bigger files are
 * refused with a diagnostic instead of a build that never ends (issue 12).
 */
export const MAX_MARKDOWN_CHARS = 1024 * 1024;

function tooLarge<S extends SchemaName>(length: number, options: LoadMarkdownOptions<S>): MarkdownFile<z.output<(typeof FRONT_MATTER_SCHEMAS)[S]>> {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return {
    frontMatter: {} as z.output<(typeof FRONT_MATTER_SCHEMAS)[S]>,
    markdown: emptyCompiled([]),
    images: [],
    title: options.fallbackTitle,
    locate: () => ({ line: 1, column: 1 }),
    diagnostics: [
      createDiagnostic('markdown/invalid', {
        message: `The file has ${mb(length)} of text, more than the ${mb(MAX_MARKDOWN_CHARS)} a page may have`,
        file: options.file,
        line: 1,
        column: 1,
        hint: 'Split it into several pages; no reader scrolls through that much either.',
      }),
    ],
  };
}

/**
 * Reads and hashes every relative image the page shows, so the route graph can give it a hashed URL. An
 * image must be a file inside the site folder, symbolic links resolved: a path out of it is
 * `asset/outside-site`, never read (a docs pull request could otherwise publish any file of the build
 * machine). Inside it, a file under a dot file or folder (`.git/config`, `.env`), node_modules, the cache
 * or the output folder is `asset/not-allowed`, never read either; and what is read must be an image by
 * its bytes, or it is `asset/not-allowed` too (a `.env` renamed `x.png` stays unpublished).
 */
async function readImages(
  markdown: CompiledMarkdown,
  absPath: string,
  file: string,
  privateFolders: readonly PrivateFolder[],
): Promise<{ found: ImageFile[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const found: ImageFile[] = [];
  const siteDir = absPath.slice(0, absPath.length - file.length - 1);
  // Resolved once a page shows a local image (most pages show none, and a realpath each is costly).
  let site: string | undefined;
  // Each path is resolved and read once, however often the page shows it (an icon on every row).
  const checked = new Map<string, Promise<ImageCheck>>();
  for (const [link, ref] of markdown.links.entries()) {
    if (ref.attribute !== 'src' || /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(ref.url)) continue;
    site ??= await realpath(siteDir).catch(() => siteDir);
    const at = { file: ref.file ?? file, line: ref.line, column: ref.column };
    // Relative to the file the image is written in: the page, or the partial it imports.
    const from = ref.file ? path.join(siteDir, ref.file) : absPath;
    const imagePath = path.resolve(path.dirname(from), safeDecodeURI(ref.url.replace(/[?#].*$/, '')));
    let check = checked.get(imagePath);
    if (!check) {
      check = checkImage(imagePath, siteDir, site, privateFolders);
      checked.set(imagePath, check);
    }
    const result = await check;
    if ('real' in result) {
      found.push({ link, absPath: result.real, hash: result.hash });
      continue;
    }
    const { code, message, hint } = IMAGE_PROBLEMS[result.problem];
    diagnostics.push(createDiagnostic(code, { message: `Image "${ref.url}" ${message(result.hidden ?? '')}`, ...at, hint }));
  }
  return { found, diagnostics };
}

/** An image path's file and hash, or why it is not published. */
type ImageCheck = { real: string; hash: string } | { problem: keyof typeof IMAGE_PROBLEMS; hidden?: string };

const IMAGE_PROBLEMS = {
  outside: {
    code: 'asset/outside-site',
    message: () => 'is outside the site folder',
    hint: 'Move the image into the site folder (next to this page, or in static/ and link it as /name.png).',
  },
  hidden: {
    code: 'asset/not-allowed',
    message: (hidden: string) => `is not published: ${hidden}`,
    hint: `${PRIVATE_RULE}. Put the image next to this page or in static/, under a name without a leading dot.`,
  },
  missing: {
    code: 'image/missing',
    message: () => 'not found',
    hint: 'Fix the path (it is relative to this markdown file) or add the image there.',
  },
  notImage: {
    code: 'asset/not-allowed',
    message: () => `is not an image: its bytes are no ${IMAGE_TYPE_NAMES}`,
    hint: 'Link an image file here; to offer another kind of file, put it in static/ and link it as [text](/name).',
  },
} as const;

/** Where an image path leads (symbolic links resolved), and whether it may be published. */
async function checkImage(imagePath: string, siteDir: string, site: string, privateFolders: readonly PrivateFolder[]): Promise<ImageCheck> {
  const real = await realpath(imagePath).catch(() => undefined);
  const outside = (p: string, root: string) => !isInside(p, root);
  if (outside(imagePath, siteDir) || (real && outside(real, site))) return { problem: 'outside' };
  const hidden = privateReason({ abs: imagePath, real: real ?? imagePath }, { dir: siteDir, real: site }, privateFolders);
  if (hidden) return { problem: 'hidden', hidden };
  let bytes: Buffer;
  try {
    if (!real || !(await stat(real)).isFile()) throw new Error('not a file');
    bytes = await readFile(real);
  } catch {
    return { problem: 'missing' };
  }
  if (!isImage(bytes)) return { problem: 'notImage' };
  return { real, hash: contentHash(bytes) };
}
