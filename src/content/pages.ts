// Loads standalone pages from content/pages and from Docusaurus's src/pages: `index.md` is the home page
// (a `hero` in its front matter gives the hero and feature cards), any other `name.md` is the page at
// /name. In src/pages, React pages (`.js`, `.jsx`, `.ts`, `.tsx`) are pages too, rendered like MDX pages.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { relativePosix } from '../util/paths.js';
import { inProcess, type ContentContext } from './context.js';
import { loadMarkdownFile, type MarkdownFile } from './markdown-file.js';
import { labelFromName } from './number-prefix.js';
import { listFiles } from './list-files.js';
import type { ParseJob } from './parse-file.js';
import type { PageEntry } from './types.js';

const MARKDOWN = /\.mdx?$/i;
const COMPONENT = /\.(?:jsx?|tsx?)$/i;

/**
 * What Docusaurus leaves out of its pages folder (its plugin's default `exclude`): names starting with
 * `_`, tests, and type declarations, which are no pages.
 */
function isExcluded(rel: string): boolean {
  const segments = rel.split('/');
  return segments.some((s) => s.startsWith('_') || s.startsWith('.') || s === 'node_modules') || /\.test\.[jt]sx?$/i.test(rel) || /\.d\.ts$/i.test(rel);
}

/**
 * The pages of `content/pages` and of `src/pages` (Docusaurus's folder, where React pages live too) of
 * `docusaurusDir`: the Docusaurus site's folder, the `@site` alias's when the config sets one (a project
 * keeping its site in `website/`), else the site folder.
 */
export async function loadPages(
  siteDir: string,
  context: ContentContext = inProcess,
  docusaurusDir = siteDir,
): Promise<{ value: PageEntry[]; diagnostics: Diagnostic[] }> {
  const [content, docusaurus] = await Promise.all([
    loadPagesFolder(siteDir, path.join(siteDir, 'content', 'pages'), { components: false, context }),
    loadPagesFolder(siteDir, path.join(docusaurusDir, 'src', 'pages'), { components: true, context }),
  ]);
  return { value: [...content.value, ...docusaurus.value], diagnostics: [...content.diagnostics, ...docusaurus.diagnostics] };
}

async function loadPagesFolder(
  siteDir: string,
  pagesDir: string,
  options: { components: boolean; context: ContentContext },
): Promise<{ value: PageEntry[]; diagnostics: Diagnostic[] }> {
  const listed = await listFiles(pagesDir, siteDir);
  const names = listed.files.filter((rel) => (MARKDOWN.test(rel) || (options.components && COMPONENT.test(rel))) && !isExcluded(rel));
  const value: PageEntry[] = [];
  const diagnostics: Diagnostic[] = [...listed.diagnostics];
  for (const rel of names) {
    const absPath = path.join(pagesDir, rel);
    const file = relativePosix(siteDir, absPath);
    const name = rel.replace(MARKDOWN, '').replace(COMPONENT, '');
    const component = COMPONENT.test(rel);
    const loaded = component
      ? await loadComponentPage(absPath, file, { context: options.context, fallbackTitle: componentTitle(name) })
      : await loadMarkdownFile({ absPath, file, schema: 'page', fallbackTitle: labelFromName(path.posix.basename(name)) }, options.context);
    diagnostics.push(...loaded.diagnostics);
    if (loaded.diagnostics.some((d) => d.severity === 'error')) continue;
    value.push({
      name,
      file,
      title: loaded.title,
      description: loaded.frontMatter.description,
      frontMatter: loaded.frontMatter,
      markdown: loaded.markdown,
      images: loaded.images,
      locate: loaded.locate,
      ...(component ? { component: true as const } : {}),
    });
  }
  return { value, diagnostics };
}

/** A React page's title when its Layout gives none: its file's name, or its folder's (none for the home page). */
function componentTitle(name: string): string {
  const words = name.replace(/(^|\/)index$/, '');
  return words ? labelFromName(path.posix.basename(words)) : '';
}

/**
 * A React page: its default export rendered as the body of an MDX page that imports it, so it is bundled,
 * rendered and (when it has client behaviour) hydrated as the site's components in MDX pages are. Its
 * title and description are what its `<Layout>` is given (componentTitle without one).
 */
async function loadComponentPage(
  absPath: string,
  file: string,
  options: { context: ContentContext; fallbackTitle: string },
): Promise<MarkdownFile<PageEntry['frontMatter']>> {
  const text = `import Page from ${JSON.stringify(`./${path.basename(absPath)}`)};\n\n<Page />\n`;
  const job: ParseJob = { file, schema: 'page', fallbackTitle: options.fallbackTitle, component: true };
  const parsed = await options.context.parseMdx(text, job, absPath);
  return {
    frontMatter: parsed.frontMatter as PageEntry['frontMatter'],
    markdown: parsed.markdown,
    images: [],
    title: parsed.title,
    locate: () => ({ line: 1, column: 1 }),
    diagnostics: parsed.diagnostics,
  };
}
