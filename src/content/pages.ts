// Loads standalone pages from content/pages: `index.md` is the home page (a `hero` in its front matter
// gives the hero and feature cards), any other `name.md` is the page at /name.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { relativePosix, toPosix } from '../util/paths.js';
import { inProcess, type ContentContext } from './context.js';
import { loadMarkdownFile } from './markdown-file.js';
import { labelFromName } from './number-prefix.js';
import type { PageEntry } from './types.js';

export async function loadPages(
  siteDir: string,
  pagesDir: string,
  context: ContentContext = inProcess,
): Promise<{ value: PageEntry[]; diagnostics: Diagnostic[] }> {
  let names: string[];
  try {
    const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true });
    names = entries
      .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.name.startsWith('_'))
      .map((e) => toPosix(path.relative(pagesDir, path.join(e.parentPath, e.name))))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { value: [], diagnostics: [] };
    throw error;
  }
  const value: PageEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const rel of names) {
    const absPath = path.join(pagesDir, rel);
    const file = relativePosix(siteDir, absPath);
    const name = rel.replace(/\.md$/, '');
    const loaded = await loadMarkdownFile({
      absPath,
      file,
      schema: 'page',
      fallbackTitle: labelFromName(path.posix.basename(name)),
    }, context);
    diagnostics.push(...loaded.diagnostics);
    if (loaded.diagnostics.some((d) => d.severity === 'error')) continue;
    value.push({
      name,
      file,
      title: loaded.title,
      description: loaded.frontMatter.description,
      frontMatter: loaded.frontMatter,
      markdown: loaded.markdown,
      locate: loaded.locate,
    });
  }
  return { value, diagnostics };
}
