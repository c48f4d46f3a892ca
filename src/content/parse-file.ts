// Parses one markdown file's text into plain data (front matter, markdown result, title, front matter
// positions, diagnostics): no file system, no functions, so the result can cross worker threads and be
// cached on disk. Schemas are named, because zod schemas cannot cross threads.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { compileMarkdown, emptyCompiled, type CompiledMarkdown } from '../markdown/compile.js';
import type { MarkdownOptions } from '../markdown/types.js';
import type { PositionMap } from '../util/yaml-positions.js';
import { blogFrontMatterSchema } from './blog-front-matter.js';
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
}

export interface ParsedFile {
  frontMatter: Record<string, unknown>;
  markdown: CompiledMarkdown;
  /** Front matter title, else the first h1, else the fallback. */
  title: string;
  positions: PositionMap;
  diagnostics: Diagnostic[];
}

export function parseMarkdownFile(text: string, job: ParseJob): ParsedFile {
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const markdown = parseMarkdownSafely(fm.body, { file: job.file, lineOffset: fm.bodyLineOffset, truncate: job.truncate });
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
 * A file's outline only: front matter (validated as in a full parse) and a title, with no body. The dev
 * server starts from outlines, so it serves its first page within a second on a big site, and parses
 * the bodies after. The title is the front matter's or the first `# heading`'s text with its inline
 * markup left in (a full parse replaces it).
 */
export function outlineMarkdownFile(text: string, job: ParseJob): ParsedFile {
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const h1 = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m.exec(fm.body.replace(/^(```|~~~)[\s\S]*?^\1/gm, ''))?.[1];
  const title = (fm.data as { title?: string }).title ?? h1?.replace(/\s*\{#[^{}]+\}$/, '') ?? job.fallbackTitle;
  return {
    frontMatter: fm.data as Record<string, unknown>,
    markdown: { ...emptyCompiled([]), outline: true },
    title,
    positions: fm.positions,
    diagnostics: fm.diagnostics,
  };
}

/**
 * The unified plugins recurse once per nesting level; input nested deeply enough to overflow the stack
 * there (before the pipeline's own depth limit can see it) is reported against the file (issue 12).
 */
function parseMarkdownSafely(body: string, options: MarkdownOptions): CompiledMarkdown {
  try {
    return compileMarkdown(body, { ...options, ...(options.truncate ? { feed: true } : {}) });
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
