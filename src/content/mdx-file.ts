// Reads one MDX page: front matter as for any markdown file, the body compiled by the markdown stage
// (markdown/mdx.ts), its module run by the renderer the pipeline hands in (bundle/mdx-module.ts), and the
// HTML it renders made into the page's CompiledMarkdown. Compiling is plain data work (parse workers);
// rendering imports the module, in the main thread.
import type { Diagnostic } from '../diagnostics/index.js';
import { emptyCompiled } from '../markdown/compile.js';
import type { CompiledMdx } from '../markdown/mdx.js';
import type { MdxComponentUse, MdxImport } from '../markdown/mdx-components.js';
import { looksLikeMdx } from '../markdown/mdx-source.js';
import type { Heading, LinkRef } from '../markdown/types.js';
import { parseFrontMatter } from './front-matter.js';
import { prepareMarkdownPlugins } from './markdown-plugins.js';
import { FRONT_MATTER_SCHEMAS, type ParsedFile, type ParseJob } from './parse-file.js';

/** Runs an MDX page's module and renders its body (see bundle/mdx-module.ts). */
export type RenderMdx = (page: {
  code: string;
  absPath: string;
  file: string;
  imports: readonly MdxImport[];
  unknown?: readonly MdxComponentUse[];
  /** The page's slot marker and number of links: the links of partials it imports take the next slots. */
  slots?: { marker: string; first: number };
  /** A React page: `file` is its component (see bundle/mdx-module.ts). */
  component?: boolean;
}) => Promise<
  | { html: string; files?: readonly string[]; links?: readonly LinkRef[]; headings?: readonly Heading[]; head?: { title?: string; description?: string } }
  | { diagnostics: Diagnostic[] }
>;

/** What `.md` files are (`markdown.format`); `.mdx` files are always MDX. */
export type MarkdownFormat = 'detect' | 'mdx' | 'md';

/** Whether a file is read as MDX. */
export function isMdx(file: string, text: string, format: MarkdownFormat): boolean {
  if (/\.mdx$/i.test(file)) return true;
  if (format === 'md') return false;
  return format === 'mdx' || looksLikeMdx(text);
}

/** An MDX file's front matter and compiled module: plain data, made in a parse worker when there are some. */
export interface CompiledMdxFile {
  frontMatter: Record<string, unknown>;
  positions: ParsedFile['positions'];
  diagnostics: Diagnostic[];
  compiled: CompiledMdx;
}

/**
 * Front matter and the body compiled to its module, with the site's markdown plugins when the job names
 * them (no file system: runs in parse workers).
 */
export async function compileMdxFile(text: string, job: ParseJob): Promise<CompiledMdxFile> {
  const fm = parseFrontMatter(text, FRONT_MATTER_SCHEMAS[job.schema], job.file);
  const refs = job.markdown?.plugins;
  const plugins = refs ? (await prepareMarkdownPlugins(refs)).plugins : undefined;
  // Loaded by the first MDX page: a site without one never loads the MDX compiler.
  const { compileMdx } = await import('../markdown/mdx.js');
  const compiled = await compileMdx(fm.body, {
    file: job.file,
    lineOffset: fm.bodyLineOffset,
    ...(plugins ? { plugins } : {}),
    ...(job.mdxConsent ? { consent: job.mdxConsent } : {}),
  });
  return { frontMatter: fm.data as Record<string, unknown>, positions: fm.positions, diagnostics: fm.diagnostics, compiled };
}

/** A compiled MDX file rendered by its module into the page's parsed form. */
export async function renderMdxFile(file: CompiledMdxFile, job: ParseJob, absPath: string, render: RenderMdx): Promise<ParsedFile> {
  const { compiled } = file;
  let frontMatter = file.frontMatter;
  const result = (markdown: ParsedFile['markdown'], diagnostics: readonly Diagnostic[], title?: string): ParsedFile => ({
    frontMatter,
    markdown,
    title: (frontMatter as { title?: string }).title ?? title ?? job.fallbackTitle,
    positions: file.positions,
    diagnostics: [...file.diagnostics, ...diagnostics],
  });
  if (compiled.diagnostics.some((d) => d.severity === 'error')) return result(emptyCompiled([]), compiled.diagnostics);
  const rendered = await render({
    code: compiled.code,
    absPath,
    file: job.file,
    imports: compiled.imports,
    unknown: compiled.unknown,
    slots: { marker: compiled.marker, first: compiled.links.length },
    ...(job.component ? { component: true } : {}),
  });
  if ('diagnostics' in rendered) return result(emptyCompiled([]), rendered.diagnostics);
  // A React page has no front matter: its <Layout title description> stands for it.
  if (job.component && rendered.head) frontMatter = { ...frontMatter, ...rendered.head };
  const { finishMdx } = await import('../markdown/mdx.js');
  const markdown = finishMdx(compiled, rendered.html, {
    post: job.truncate === true,
    files: rendered.files ?? [],
    partials: { links: rendered.links ?? [], headings: rendered.headings ?? [] },
    ...(job.component ? { component: true } : {}),
  });
  // The compiler's warnings stay with the page.
  return result(markdown, compiled.diagnostics, markdown.headings.find((h) => h.level === 1)?.text);
}
