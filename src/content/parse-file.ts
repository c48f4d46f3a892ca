// Parses one markdown file's text into plain data (front matter, markdown result, title, front matter
// positions, diagnostics): no file system, no functions, so the result can cross worker threads and be
// cached on disk. Schemas are named, because zod schemas cannot cross threads.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { digestOf } from '../util/hash.js';
import { compileMarkdown, emptyCompiled, type CompiledMarkdown } from '../markdown/compile.js';
import { outlineMarkdown } from '../markdown/outline.js';
import { compileWithPlugins, type MarkdownPlugins } from '../markdown/plugins.js';
import type { MarkdownSettings } from '../markdown/settings.js';
import type { HighlightStore } from '../markdown/highlighter.js';
import type { MarkdownOptions } from '../markdown/types.js';
import type { MdxConsent } from '../markdown/mdx-consent.js';
import type { PositionMap } from '../util/yaml-positions.js';
import { blogFrontMatterSchema } from './blog-front-matter.js';
import { prepareMarkdownPlugins } from './markdown-plugins.js';
import { docFrontMatterSchema, pageFrontMatterSchema, parseFrontMatter } from './front-matter.js';

export const FRONT_MATTER_SCHEMAS = {
  doc: docFrontMatterSchema,
  page: pageFrontMatterSchema,
  blog: blogFrontMatterSchema,
} as const;

export type SchemaName = keyof typeof FRONT_MATTER_SCHEMAS;

/** What to parse: everything but the text, which travels separately. */
export interface ParseJob {
  /** Site-relative path, for diagnostics. */
  file: string;
  schema: SchemaName;
  /** Title when neither front matter nor an h1 gives one (usually from the file name). */
  fallbackTitle: string;
  /** Cut an excerpt at a `<!-- truncate -->` marker, and render the body for feeds too (blog posts). */
  truncate?: boolean;
  /** The site's markdown settings (magic comments, plugins): part of the cache key like the rest. */
  markdown?: MarkdownSettings;
  /** Also count the page's words for the search index (`markdown.search`): a cached build's files. */
  search?: true;
  /** A `.md` page read as MDX: what it may import and run without more consent (markdown/mdx-consent.ts). */
  mdxConsent?: MdxConsent;
  /**
   * A React page (`src/pages/*.js`): the text is the MDX that renders its component (content/pages.ts
   * writes it), code of the site's own like an `.mdx` page's, so no consent applies.
   */
  component?: true;
}

export interface ParsedFile {
  frontMatter: Record<string, unknown>;
  markdown: CompiledMarkdown;
  /** Front matter title, else the first h1, else the fallback. */
  title: string;
  positions: PositionMap;
  diagnostics: Diagnostic[];
  /** What `markdown` was compiled from (see bodyKeyOf): a full parse's, without site plugins. */
  bodyKey?: string;
}

/**
 * Parses a job in this thread (the main one or a parse worker), importing the site's plugins first, once
 * per thread, when the job names some.
 */
export async function parseJob(text: string, job: ParseJob, highlights?: HighlightStore): Promise<ParsedFile> {
  const refs = job.markdown?.plugins;
  if (!refs) return parseMarkdownFile(text, job, highlights);
  const { plugins, diagnostics } = await prepareMarkdownPlugins(refs);
  // loadSite reports plugins that cannot be loaded before any file is parsed; this is for other callers.
  if (!plugins) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return parseMarkdownFileWithPlugins(text, job, plugins, highlights);
}

/**
 * A file whose plugins, if it has any, are not run (parseJob runs them). `highlights`: where this thread
 * keeps highlighted code for later builds.
 */
export function parseMarkdownFile(text: string, job: ParseJob, highlights?: HighlightStore): ParsedFile {
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const options = markdownOptions(job, fm.bodyLineOffset, highlights);
  return {
    ...withMarkdown(
      fm,
      job,
      safely(options, () => compileMarkdown(fm.body, options)),
    ),
    bodyKey: bodyKeyOf(job, fm.body, fm.bodyLineOffset),
  };
}

/**
 * What a body's compiled markdown depends on: its text, the line it starts at (its diagnostics' and
 * positions' lines), and the job's file, settings and flags; not the front matter, which the compiler
 * never sees. Without site plugins only (they may read anything).
 */
export function bodyKeyOf(job: ParseJob, body: string, lineOffset: number): string {
  const compiled = { file: job.file, truncate: job.truncate === true, search: job.search === true, markdown: job.markdown ?? null, lineOffset };
  return digestOf('sha1', `${JSON.stringify(compiled)}\0${body}`, 'base64url');
}

/**
 * A file whose front matter alone changed since a body was compiled: its front matter parsed, with the
 * compiled body `compiledOf` gives for its body's key (see bodyKeyOf); undefined when it gives none. A
 * title, position or description edit is then parsed in a few milliseconds, not compiled again (the
 * compiler's code, run once in a warm build, runs in the interpreter, slowly).
 */
export function withCompiledBody(text: string, job: ParseJob, compiledOf: (bodyKey: string) => CompiledMarkdown | undefined): ParsedFile | undefined {
  if (job.markdown?.plugins) return undefined;
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const bodyKey = bodyKeyOf(job, fm.body, fm.bodyLineOffset);
  const markdown = compiledOf(bodyKey);
  return markdown && { ...withMarkdown(fm, job, markdown), bodyKey };
}

/** parseMarkdownFile with the site's remark and rehype plugins run on the body. */
export async function parseMarkdownFileWithPlugins(text: string, job: ParseJob, plugins: MarkdownPlugins, highlights?: HighlightStore): Promise<ParsedFile> {
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const options = markdownOptions(job, fm.bodyLineOffset, highlights);
  let markdown: CompiledMarkdown;
  try {
    markdown = await compileWithPlugins(fm.body, options, plugins);
  } catch (error) {
    markdown = safely(options, () => {
      throw error;
    });
  }
  return withMarkdown(fm, job, markdown);
}

function markdownOptions(job: ParseJob, lineOffset: number, highlights?: HighlightStore): MarkdownOptions & { feed?: boolean; search?: boolean } {
  return {
    file: job.file,
    lineOffset,
    ...(highlights ? { highlights } : {}),
    ...(job.search ? { search: true } : {}),
    ...(job.truncate ? { truncate: true, feed: true } : {}),
    ...(job.markdown ? { settings: job.markdown } : {}),
  };
}

function withMarkdown(fm: ReturnType<typeof parseFrontMatter>, job: ParseJob, markdown: CompiledMarkdown): ParsedFile {
  const h1 = markdown.headings.find((h) => h.level === 1);
  const title = (fm.data as { title?: string }).title ?? h1?.text ?? job.fallbackTitle;
  return {
    frontMatter: fm.data as Record<string, unknown>,
    markdown,
    title,
    positions: fm.positions,
    diagnostics: [...fm.diagnostics, ...markdown.diagnostics],
  };
}

/**
 * A file's head only: front matter (validated as in a full parse) and a title, with no body. The dev
 * server starts from heads, so it serves its first page within a second on a big site, and parses
 * the bodies after. The title is the front matter's or the first `# heading`'s text with its inline
 * markup left in (a full parse replaces it).
 */
export function headOfMarkdownFile(text: string, job: ParseJob): ParsedFile {
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const h1 = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m.exec(fm.body.replace(/^(```|~~~)[\s\S]*?^\1/gm, ''))?.[1];
  const title = (fm.data as { title?: string }).title ?? h1?.replace(/\s*\{#[^{}]+\}$/, '') ?? job.fallbackTitle;
  return {
    frontMatter: fm.data as Record<string, unknown>,
    markdown: { ...emptyCompiled([]), bodyPending: true },
    title,
    positions: fm.positions,
    diagnostics: fm.diagnostics,
  };
}

/**
 * A file's exact outline: front matter, title, and of the body what other pages show of it (headings,
 * ids, summary, leading h1; see markdown/outline.ts), all equal to a full parse's; undefined when only
 * the full parse can tell (site plugins, excerpts, constructs the outline pass does not place). The
 * summary is left out where nothing reads it: pages', and docs' with a front matter `description`.
 */
export function outlineParsedFile(text: string, job: ParseJob): ParsedFile | undefined {
  if (job.markdown?.plugins || job.truncate) return undefined;
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const summary = job.schema === 'doc' && (fm.data as { description?: unknown }).description === undefined;
  const outline = outlineMarkdown(fm.body, markdownOptions(job, fm.bodyLineOffset), { summary });
  return outline && withMarkdown(fm, job, { ...emptyCompiled([]), ...outline, bodyPending: true });
}

/**
 * The unified plugins recurse once per nesting level; input nested deeply enough to overflow the stack
 * there (before the pipeline's own depth limit can see it) is reported against the file (issue 12).
 */
function safely(options: MarkdownOptions, compile: () => CompiledMarkdown): CompiledMarkdown {
  try {
    return compile();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const diagnostic: Diagnostic = createDiagnostic('markdown/invalid', {
      message: 'Markdown nested too deeply to parse (lists, quotes, inline markup or raw HTML)',
      file: options.file,
      line: 1 + (options.lineOffset ?? 0),
      column: 1,
      hint: 'Flatten the nesting; no reader can follow it either.',
    });
    return emptyCompiled([diagnostic]);
  }
}
