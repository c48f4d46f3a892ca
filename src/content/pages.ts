// Loads standalone pages from content/pages: `index.md` is the home page (a `hero` in its front matter
// gives the hero and feature cards), any other `name.md` is the page at /name.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { relativePosix } from '../util/paths.js';
import { inProcess, type ContentContext } from './context.js';
import { loadMarkdownFile } from './markdown-file.js';
import { labelFromName } from './number-prefix.js';
import { listFiles } from './list-files.js';
import type { PageEntry } from './types.js';

export async function loadPages(
  siteDir: string,
  pagesDir: string,
  context: ContentContext = inProcess,
): Promise<{ value: PageEntry[]; diagnostics: Diagnostic[] }> {
  const listed = await listFiles(pagesDir, siteDir);
  const names = listed.files.filter((rel) => /\.mdx?$/i.test(rel) && !path.posix.basename(rel).startsWith('_'));
  const value: PageEntry[] = [];
  const diagnostics: Diagnostic[] = [...listed.diagnostics];
  for (const rel of names) {
    const absPath = path.join(pagesDir, rel);
    const file = relativePosix(siteDir, absPath);
    const name = rel.replace(/\.mdx?$/i, '');
    const loaded = await loadMarkdownFile(
      {
        absPath,
        file,
        schema: 'page',
        fallbackTitle: labelFromName(path.posix.basename(name)),
      },
      context,
    );
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
    });
  }
  return { value, diagnostics };
}
