// Loads one blog instance: posts from `YYYY-MM-DD-slug.md` files or `YYYY-MM-DD-slug/index.md` folders
// (drafts left out), authors.yml and tags.yml. Returns posts newest first with diagnostics, never URLs.
import path from 'node:path';
import { slug as githubSlug } from 'github-slugger';
import type { BlogInstanceConfig } from '../config/resolve.js';
import { createDiagnostic, type Diagnostic, type DiagnosticCode, unsafeLinkDiagnostic } from '../diagnostics/index.js';
import { closest } from '../util/closest.js';
import { mapConcurrent } from '../util/map-concurrent.js';
import { relativePosix } from '../util/paths.js';
import { safeUrl } from '../util/safe-url.js';
import { listFiles } from './list-files.js';
import { parseBlogDate, type BlogFrontMatter } from './blog-front-matter.js';
import { inProcess, type ContentContext } from './context.js';
import { createAuthor, loadAuthors, loadTags } from './blog-metadata.js';
import { loadMarkdownFile } from './markdown-file.js';
import { labelFromName } from './number-prefix.js';
import type { Blog, BlogAuthor, BlogPost, BlogTag } from './types.js';
import { compareText } from '../util/collate.js';

const MARKDOWN = /\.mdx?$/i;
/** Docusaurus's file name rule: an optional folder, a date (`-` or `/` separated), then the slug text. */
const DATED_PATH = /^(.*?\/)?(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[-/](.*?))?(?:\/index)?$/;

interface Metadata {
  authors: Map<string, BlogAuthor>;
  tags: Map<string, BlogTag>;
}

export async function loadBlog(
  siteDir: string,
  config: BlogInstanceConfig,
  context: ContentContext = inProcess,
): Promise<{ value: Blog; diagnostics: Diagnostic[] }> {
  const [listed, authors, tags] = await Promise.all([listFiles(config.dir, siteDir), loadAuthors(siteDir, config.dir), loadTags(siteDir, config.dir)]);
  // Markdown files; files and folders starting with `_` or `.` are skipped.
  const files = listed.files.filter((rel) => MARKDOWN.test(rel) && !rel.split('/').some((part) => part.startsWith('_') || part.startsWith('.')));
  const diagnostics = [...listed.diagnostics, ...authors.diagnostics, ...tags.diagnostics];
  const metadata = { authors: authors.value, tags: tags.value };
  context.expect(files.length);
  const loaded = await mapConcurrent(
    files,
    16,
    (rel) => loadPost(siteDir, config, rel, { metadata, context }),
    (rel) => context.changed(path.join(config.dir, rel)),
  );
  const posts: BlogPost[] = [];
  for (const result of loaded) {
    diagnostics.push(...result.diagnostics);
    if (result.post && !result.post.frontMatter.draft) posts.push(result.post);
  }
  // An author of authors.yml no published post names shows on no post, so no page's link check sees its
  // links: the ones that could run script are reported here, where they are written.
  const named = new Set(posts.flatMap((post) => post.authors.map((author) => author.key)));
  for (const [key, author] of authors.value) {
    if (named.has(key)) continue;
    for (const { url, file, line, column } of author.links) if (safeUrl(url) === undefined) diagnostics.push(unsafeLinkDiagnostic(url, { file, line, column }));
  }
  // Newest first; posts of the same instant by file name, so the order never depends on the file system.
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || compareText(b.file, a.file));
  return { value: { config, posts, authors: authors.value }, diagnostics };
}

async function loadPost(siteDir: string, config: BlogInstanceConfig, rel: string, { metadata, context }: { metadata: Metadata; context: ContentContext }) {
  const absPath = path.join(config.dir, rel);
  const file = relativePosix(siteDir, absPath);
  const name = parsePostPath(rel);
  const loaded = await loadMarkdownFile(
    {
      absPath,
      file,
      schema: 'blog',
      fallbackTitle: labelFromName(name.text.split('/').pop()!),
      truncate: true,
    },
    context,
  );
  const diagnostics = [...loaded.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error')) return { post: undefined, diagnostics };
  const fm = loaded.frontMatter;
  const at = (p: PropertyKey[]) => ({ file, ...loaded.locate(p) });
  const error = (code: DiagnosticCode, message: string, where: { file: string; line: number; column: number }, hint: string) =>
    diagnostics.push(createDiagnostic(code, { message, ...where, hint }));

  const date = fm.date instanceof Date ? fm.date : fm.date !== undefined ? parseBlogDate(fm.date) : name.date;
  if (!date) {
    if (name.badDate) {
      error(
        'blog/invalid-date',
        `File name date "${name.badDate}" is not a date`,
        { file, line: 1, column: 1 },
        'Rename the file to YYYY-MM-DD-slug.md with a real date, or set `date` in the front matter.',
      );
    } else {
      error(
        'blog/missing-date',
        'Post has no date',
        { file, line: 1, column: 1 },
        'Name the file YYYY-MM-DD-slug.md (or the folder, with an index.md), or set `date` in the front matter.',
      );
    }
  }
  const authors = resolveAuthors(fm, metadata.authors, at, error);
  const tags = (fm.tags ?? []).map((t): BlogTag => metadata.tags.get(t) ?? { key: t, label: t, permalink: githubSlug(t) });
  if (!date || diagnostics.some((d) => d.severity === 'error')) return { post: undefined, diagnostics };
  const markdown = loaded.markdown;
  const post: BlogPost = {
    blogId: config.id,
    file,
    slug: (fm.slug ?? (config.postUrl === 'date' ? datedSlug(rel) : undefined) ?? name.text).replace(/^\/+|\/+$/g, ''),
    title: loaded.title,
    sidebarLabel: fm.sidebar_label ?? loaded.title,
    description: fm.description ?? markdown.summary,
    date,
    authors,
    tags,
    ...(fm.image ? { image: { url: fm.image, ...at(['image']) } } : {}),
    unlisted: fm.unlisted === true,
    truncated: markdown.excerpt !== undefined,
    frontMatter: fm,
    markdown,
    images: loaded.images,
    locate: loaded.locate,
  };
  return { post, diagnostics };
}

/** Slug text and date from a post's path: `2026-03-04-webhooks.md` -> `webhooks`, 2026-03-04 (UTC). */
export function parsePostPath(rel: string): { text: string; date?: Date; badDate?: string } {
  const stem = rel.replace(MARKDOWN, '');
  const match = DATED_PATH.exec(stem);
  if (!match) return { text: stem.replace(/(^|\/)index$/, '') || stem };
  const [, folder = '', year, month, day, text = ''] = match;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = parseBlogDate(iso);
  const slug = folder + (text || iso);
  return date ? { text: slug, date } : { text: slug, badDate: iso };
}

/**
 * Docusaurus's slug of a post whose path has a date: the date with `/` for `-`, then the folder and the
 * text (`2021-05-03-hello.md` -> `2021/05/03/hello`, `notes/2021-5-3-x/index.md` -> `2021/5/3/notes/x`);
 * undefined for a path without one.
 */
export function datedSlug(rel: string): string | undefined {
  const match = DATED_PATH.exec(rel.replace(MARKDOWN, ''));
  if (!match) return undefined;
  const [, folder = '', year, month, day, text = ''] = match;
  return `${year}/${month}/${day}/${folder}${text}`.replace(/\/+$/, '');
}

type At = (p: PropertyKey[]) => { file: string; line: number; column: number };

function resolveAuthors(
  fm: BlogFrontMatter,
  known: Map<string, BlogAuthor>,
  at: At,
  error: (code: DiagnosticCode, message: string, where: ReturnType<At>, hint: string) => void,
): BlogAuthor[] {
  if (fm.authors === undefined) return [];
  const list = Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const pathOf = (i: number): PropertyKey[] => (Array.isArray(fm.authors) ? ['authors', i] : ['authors']);
  return list.flatMap((ref, i): BlogAuthor[] => {
    if (typeof ref !== 'string') {
      const built = createAuthor(ref, (p) => at([...pathOf(i), ...p]));
      for (const d of built.diagnostics) error(d.code, d.message, { file: d.file!, line: d.line!, column: d.column! }, d.hint!);
      return [built.author];
    }
    const author = known.get(ref);
    if (author) return [author];
    const keys = [...known.keys()];
    const guess = closest(ref, keys);
    error(
      'blog/unknown-author',
      `Unknown author "${ref}": authors.yml has no such key`,
      at(pathOf(i)),
      guess
        ? `Did you mean "${guess}"? Authors in authors.yml: ${keys.join(', ')}.`
        : keys.length
          ? `Add "${ref}" to authors.yml, or use one of: ${keys.join(', ')}.`
          : `Add "${ref}" to authors.yml in the blog folder, or write the author inline ({ name: … }).`,
    );
    return [];
  });
}
