// Loads one docs instance: every markdown file under its folder (drafts left out) and its sidebar.
// Called once per instance (docs, sdk); returns entries with diagnostics, never URLs.
import path from 'node:path';
import type { DocsInstanceConfig } from '../config/resolve.js';
import { listFiles } from './list-files.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { mapConcurrent } from '../util/map-concurrent.js';
import { relativePosix, toPosix } from '../util/paths.js';
import { inProcess, type ContentContext } from './context.js';
import { loadMarkdownFile } from './markdown-file.js';
import { labelFromName, stripNumberPrefix } from './number-prefix.js';
import { buildSidebar, loadCategories } from './sidebar.js';
import type { DocEntry, DocsInstance } from './types.js';

const MARKDOWN = /\.mdx?$/i;
const INDEX_NAMES = new Set(['index', 'readme']);

export async function loadDocs(
  siteDir: string,
  instance: DocsInstanceConfig,
  context: ContentContext = inProcess,
): Promise<{ value: DocsInstance; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const { files, diagnostics: skipped } = await listFiles(instance.dir, siteDir);
  diagnostics.push(...skipped);
  const markdownFiles = files.filter((f) => MARKDOWN.test(f) && !isIgnored(f));
  context.expect(markdownFiles.length);
  const loaded = await mapConcurrent(markdownFiles, 16, (rel) => loadDoc({ siteDir, instance, rel, context }));
  const docs: DocEntry[] = [];
  for (const { entry, diagnostics: found } of loaded) {
    diagnostics.push(...found);
    if (entry && !entry.frontMatter.draft) docs.push(entry);
  }
  const categoryFiles = files.filter((f) => /(^|\/)_category_\.(ya?ml|json)$/.test(f));
  const categories = await loadCategories(siteDir, instance.dir, categoryFiles);
  diagnostics.push(...categories.diagnostics);
  const sidebar = buildSidebar({ docs, categories: categories.value, collapsedDefault: instance.sidebarCollapsed });
  return { value: { config: instance, docs, sidebar }, diagnostics };
}

/** Files and folders starting with `_` or `.` are not pages (Docusaurus convention). */
function isIgnored(rel: string): boolean {
  return rel.split('/').some((part) => part.startsWith('_') || part.startsWith('.'));
}

/** One doc of an instance (`rel`: its path inside the instance folder); no entry when it has errors. */
export async function loadDoc(options: { siteDir: string; instance: DocsInstanceConfig; rel: string; context: ContentContext }) {
  const { siteDir, instance, rel } = options;
  const absPath = path.join(instance.dir, rel);
  const file = relativePosix(siteDir, absPath);
  const parts = rel.replace(MARKDOWN, '').split('/');
  const base = stripNumberPrefix(parts.pop()!);
  const dirs = parts.map((p) => stripNumberPrefix(p).name);
  const loaded = await loadMarkdownFile(
    {
      absPath,
      file,
      schema: 'doc',
      fallbackTitle: labelFromName(base.name),
    },
    options.context,
  );
  if (loaded.diagnostics.some((d) => d.severity === 'error')) return { entry: undefined, diagnostics: loaded.diagnostics };
  const fm = loaded.frontMatter;
  const name = fm.id ?? base.name;
  const entry: DocEntry = {
    instanceId: instance.id,
    id: [...dirs, name].join('/'),
    file,
    dirs,
    name,
    isIndex: INDEX_NAMES.has(base.name.toLowerCase()) && fm.id === undefined,
    title: loaded.title,
    sidebarLabel: fm.sidebar_label ?? loaded.title,
    sidebarPosition: fm.sidebar_position ?? base.position,
    description: fm.description ?? loaded.markdown.summary,
    frontMatter: fm,
    markdown: loaded.markdown,
    images: loaded.images,
    locate: loaded.locate,
  };
  return { entry, diagnostics: loaded.diagnostics };
}
