// Loads one docs instance: every markdown file under its folder (drafts left out) and its sidebars
// (from its sidebars file, or generated from the folders).
// Called once per instance (docs, sdk); returns entries with diagnostics, never URLs.
import path from 'node:path';
import picomatch from 'picomatch';
import type { DocsInstanceConfig } from '../config/resolve.js';
import { listFiles } from './list-files.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { closest } from '../util/closest.js';
import { mapConcurrent } from '../util/map-concurrent.js';
import { joinBelow, relativePosix, toPosix } from '../util/paths.js';
import { inProcess, type ContentContext } from './context.js';
import { loadMarkdownFile } from './markdown-file.js';
import { labelFromName, stripNumberPrefix } from './number-prefix.js';
import { buildSidebar, loadCategories } from './sidebar.js';
import { loadSidebarsFile } from './sidebars-file.js';
import { resolveSidebars } from './sidebars-resolve.js';
import { DEFAULT_SIDEBAR, type DocEntry, type DocsInstance, type SidebarNode } from './types.js';

const MARKDOWN = /\.mdx?$/i;
const INDEX_NAMES = new Set(['index', 'readme']);

/** One markdown file of an instance as loaded: its entry (none when it has errors) and its problems. */
export interface LoadedDocFile {
  entry?: DocEntry | undefined;
  /** The id of a doc that failed to load: a sidebar naming it is not reported again. */
  failedId?: string | undefined;
  diagnostics: Diagnostic[];
}

/**
 * What an instance is assembled from: its listed files' problems, its markdown files by path inside the
 * instance folder, and its category files. The dev server keeps it and changes one file at a time.
 */
export interface DocsSources {
  listed: Diagnostic[];
  files: Map<string, LoadedDocFile>;
  categoryFiles: Set<string>;
}

export async function loadDocs(
  siteDir: string,
  instance: DocsInstanceConfig,
  context: ContentContext = inProcess,
): Promise<{ value: DocsInstance; diagnostics: Diagnostic[]; sources: DocsSources }> {
  const { files, diagnostics: listed } = await listFiles(instance.dir, siteDir);
  const markdownFiles = files.filter((f) => isDocFile(instance, f));
  context.expect(markdownFiles.length);
  const loaded = await mapConcurrent(
    markdownFiles,
    16,
    (rel) => loadDoc({ siteDir, instance, rel, context }),
    (rel) => context.changed(joinBelow(instance.dir, rel)),
  );
  const sources: DocsSources = {
    listed,
    files: new Map(markdownFiles.map((rel, i) => [rel, loaded[i]!])),
    categoryFiles: new Set(files.filter(isCategoryFile)),
  };
  return { ...(await assembleDocs(siteDir, instance, sources, context)), sources };
}

/** Whether a file (relative to the instance folder) is one of its docs: markdown, not ignored or excluded. */
export function isDocFile(instance: DocsInstanceConfig, rel: string): boolean {
  if (!MARKDOWN.test(rel) || isIgnored(rel)) return false;
  if (!instance.exclude?.length) return true;
  let excluded = exclusions.get(instance);
  if (!excluded) exclusions.set(instance, (excluded = picomatch([...instance.exclude], { dot: true })));
  return !excluded(rel);
}

const exclusions = new WeakMap<DocsInstanceConfig, (rel: string) => boolean>();

/** Whether a file (relative to the instance folder) is a `_category_.yml`, `.yaml` or `.json`. */
export function isCategoryFile(rel: string): boolean {
  return /(^|\/)_category_\.(ya?ml|json)$/.test(rel);
}

/**
 * An instance from its loaded files: the docs (drafts left out), the category files read, and its
 * sidebars (from its sidebars file, or generated from the folders), with every problem of them all.
 */
export async function assembleDocs(
  siteDir: string,
  instance: DocsInstanceConfig,
  sources: DocsSources,
  context?: ContentContext,
): Promise<{ value: DocsInstance; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [...sources.listed];
  const docs: DocEntry[] = [];
  const draftIds = new Set<string>();
  // In file order, as listed, whatever order the dev server added them in.
  for (const rel of [...sources.files.keys()].sort()) {
    const result = sources.files.get(rel)!;
    diagnostics.push(...result.diagnostics);
    const { entry } = result;
    if (entry && !entry.frontMatter.draft) docs.push(entry);
    else if (entry) draftIds.add(entry.id);
    // A sidebar may name a doc that failed to load: it is reported once, at the doc.
    else if (result.failedId) draftIds.add(result.failedId);
  }
  const categories = await loadCategories(
    siteDir,
    instance.dir,
    [...sources.categoryFiles].sort(),
    context && ((namespace, text, compute) => context.derive(namespace, text, compute)),
  );
  diagnostics.push(...categories.diagnostics);
  const generate = (dirName: string) => buildSidebar({ docs, categories: categories.value, collapsedDefault: instance.sidebarCollapsed, dirName });
  const sidebars = new Map<string, SidebarNode[]>();
  const file = instance.sidebarFile;
  let sidebarsLoaded = true;
  if (file === undefined) sidebars.set(DEFAULT_SIDEBAR, generate('.'));
  else if (file) {
    const loadedFile = await loadSidebarsFile({ siteDir, abs: file.abs, cacheDir: file.cacheDir });
    diagnostics.push(...loadedFile.diagnostics);
    sidebarsLoaded = loadedFile.value !== undefined;
    if (loadedFile.value) {
      const resolved = resolveSidebars(loadedFile.value, { docs, draftIds, collapsedDefault: instance.sidebarCollapsed, generate });
      diagnostics.push(...resolved.diagnostics);
      for (const [name, items] of resolved.sidebars) sidebars.set(name, items);
    }
  }
  // Names are checked against sidebars that loaded: a broken file is reported once, as itself.
  if (sidebarsLoaded) diagnostics.push(...checkDisplayedSidebars(docs, sidebars));
  return { value: { config: instance, docs, sidebars, fromFile: file !== undefined }, diagnostics };
}

/** A `displayed_sidebar` must name a sidebar of the instance (Docusaurus stops the build on one that does not). */
function checkDisplayedSidebars(docs: DocEntry[], sidebars: Map<string, SidebarNode[]>): Diagnostic[] {
  return docs.flatMap((doc) => {
    const wanted = doc.frontMatter.displayed_sidebar;
    if (typeof wanted !== 'string' || sidebars.has(wanted)) return [];
    const names = [...sidebars.keys()];
    const guess = closest(wanted, names);
    return [
      createDiagnostic('front-matter/invalid', {
        message: `"displayed_sidebar" names the sidebar "${wanted}", which the docs have not.`,
        file: doc.file,
        ...doc.locate(['displayed_sidebar']),
        hint: names.length
          ? `${guess ? `Did you mean "${guess}"? ` : ''}The sidebars are: ${names.join(', ')}.`
          : 'This docs instance has no sidebar (`sidebarPath: false`): remove the key, or set it to null.',
      }),
    ];
  });
}

/** Files and folders starting with `_` or `.` are not pages (Docusaurus convention). */
function isIgnored(rel: string): boolean {
  return rel.split('/').some((part) => part.startsWith('_') || part.startsWith('.'));
}

/** One doc of an instance (`rel`: its path inside the instance folder); no entry when it has errors. */
export async function loadDoc(options: { siteDir: string; instance: DocsInstanceConfig; rel: string; context: ContentContext }) {
  const { siteDir, instance, rel } = options;
  const absPath = joinBelow(instance.dir, rel);
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
  // A doc with errors has no entry; its id is kept so that a sidebar naming it does not report it twice.
  if (loaded.diagnostics.some((d) => d.severity === 'error')) {
    const id = (loaded.frontMatter as typeof loaded.frontMatter | undefined)?.id ?? base.name;
    return { entry: undefined, failedId: [...dirs, id].join('/'), diagnostics: loaded.diagnostics };
  }
  const fm = loaded.frontMatter;
  const name = fm.id ?? base.name;
  const entry: DocEntry = {
    instanceId: instance.id,
    id: [...dirs, name].join('/'),
    file,
    dirs,
    name,
    // Its file name decides, not its id: Docusaurus serves `index.md` with `id: index` at the folder's URL.
    isIndex: INDEX_NAMES.has(base.name.toLowerCase()),
    title: loaded.title,
    sidebarLabel: fm.sidebar_label ?? loaded.title,
    sidebarPosition: fm.sidebar_position ?? base.position,
    description: fm.description ?? loaded.markdown.summary,
    frontMatter: fm,
    markdown: options.context.body(loaded.markdown),
    images: loaded.images,
    locate: loaded.locate,
  };
  return { entry, diagnostics: loaded.diagnostics };
}
