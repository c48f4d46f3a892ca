// Builds an instance's sidebar from its folder tree: folders are categories (`_category_.yml` gives
// label, position, collapsed, link), files are docs (unlisted ones too: the theme shows them on their own
// page only); ordered by position, then by name. No URLs here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { relativePosix } from '../util/paths.js';
import { parseYaml, positionOf } from '../util/yaml-positions.js';
import { labelFromName, stripNumberPrefix } from './number-prefix.js';
import type { CategoryLink, DocEntry, SidebarCategoryNode, SidebarNode } from './types.js';
import { compareText } from '../util/collate.js';

/** `_category_.yml` (Docusaurus keys). */
export const categorySchema = z.strictObject({
  /** Sidebar label (defaults to the folder name). */
  label: z.string().min(1).optional(),
  /** Order among its siblings. */
  position: z.number().optional(),
  /** Start collapsed (an active category is always expanded). */
  collapsed: z.boolean().optional(),
  /** Whether it can be collapsed at all. */
  collapsible: z.boolean().optional(),
  /** Text of the category's card on index pages. */
  description: z.string().optional(),
  className: z.string().optional(),
  key: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  /** The category's own page: a generated index of its items, or one of its docs; null for none. */
  link: z
    .union([
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        image: z.string().optional(),
        keywords: z.array(z.string()).optional(),
      }),
      z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }),
      z.null(),
    ])
    .optional(),
});

/** A category file's settings; a generated index's link also says where its slug is written. */
type CategoryFile = Omit<z.output<typeof categorySchema>, 'link'> & { link?: CategoryLink | null };

type Categories = { value: Map<string, CategoryFile>; diagnostics: Diagnostic[] };

/**
 * Category metadata by folder (relative to the instance root, raw names). `derive`: the parse cache's
 * (ContentContext.derive), which keeps the result by the files' names and texts: a warm build does not
 * parse them again while the YAML parser's code is still cold.
 */
export async function loadCategories(
  siteDir: string,
  instanceDir: string,
  files: string[],
  derive?: <T>(namespace: string, text: string, compute: () => Promise<T>) => Promise<T>,
): Promise<Categories> {
  // Read all at once: a site has hundreds of these small files, and read one after another (each four
  // round trips through the thread pool) most of their time was waiting. They
  // are parsed after the reads, on a fresh stack: the YAML parser's depth limit is the stack's.
  const texts = await Promise.all(files.map((rel) => readFile(path.join(instanceDir, rel), 'utf8')));
  const parse = async () => parseCategories(siteDir, instanceDir, files, texts);
  if (!derive || files.length === 0) return parse();
  // Keyed by what the result holds: the files' site-relative names (in diagnostics and slug positions) and texts.
  return derive('categories', JSON.stringify([relativePosix(siteDir, instanceDir), files, texts]), parse);
}

function parseCategories(siteDir: string, instanceDir: string, files: string[], texts: string[]): Categories {
  const value = new Map<string, CategoryFile>();
  const diagnostics: Diagnostic[] = [];
  for (const [index, rel] of files.entries()) {
    const file = relativePosix(siteDir, path.join(instanceDir, rel));
    const text = texts[index]!;
    const { source, problems } = parseYaml(text.replace(/^\uFEFF/, ''));
    if (problems.length) {
      diagnostics.push(
        ...problems.map((p) =>
          createDiagnostic('category/invalid', {
            message: `Not valid YAML: ${p.message}`,
            file,
            line: p.line,
            column: p.column,
            hint: 'Fix the YAML syntax of this category file.',
          }),
        ),
      );
      continue;
    }
    const result = categorySchema.safeParse(source.doc.toJS({ maxAliasCount: 100 }) ?? {});
    if (!result.success) {
      for (const issue of result.error.issues) {
        const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
        diagnostics.push(
          createDiagnostic('category/invalid', {
            message: `"${keyPath.map(String).join('.') || 'category'}": ${issue.code === 'unrecognized_keys' ? 'unknown key' : issue.message.replace(/^Invalid input: /, '')}`,
            file,
            ...positionOf(source, keyPath, { key: issue.code === 'unrecognized_keys' }),
            hint: `Known keys: ${Object.keys(categorySchema.shape).join(', ')}.`,
          }),
        );
      }
      continue;
    }
    const link = result.data.link;
    // A generated index's slug makes a URL: the route checks report a bad one at its line.
    const located: CategoryFile =
      link?.type === 'generated-index' && link.slug !== undefined
        ? { ...result.data, link: { ...link, slugAt: { file, ...positionOf(source, ['link', 'slug']) } } }
        : result.data;
    value.set(path.posix.dirname(rel), located);
  }
  return { value, diagnostics };
}

interface Positioned {
  node: SidebarNode;
  position?: number;
  /** Raw file or folder name, for ties. */
  source: string;
}

interface Folder {
  rawName: string;
  docs: { doc: DocEntry; source: string }[];
  folders: Map<string, Folder>;
}

/**
 * A sidebar generated from the folder tree: nested categories and docs in display order. `dirName`
 * (raw folder names, relative to the instance root; default `.`) limits it to one folder's contents,
 * as an `autogenerated` item of a sidebars file does.
 */
export function buildSidebar(options: { docs: DocEntry[]; categories: Map<string, CategoryFile>; collapsedDefault: boolean; dirName?: string }): SidebarNode[] {
  const root: Folder = { rawName: '', docs: [], folders: new Map() };
  const instanceRel = (doc: DocEntry) => doc.file.split('/');
  for (const doc of options.docs) {
    // The raw folder names come from the file path: the last `dirs.length` folders before the file.
    const parts = instanceRel(doc);
    const rawDirs = parts.slice(parts.length - 1 - doc.dirs.length, parts.length - 1);
    let folder = root;
    for (const raw of rawDirs) {
      let child = folder.folders.get(raw);
      if (!child) folder.folders.set(raw, (child = { rawName: raw, docs: [], folders: new Map() }));
      folder = child;
    }
    folder.docs.push({ doc, source: parts[parts.length - 1]! });
  }
  const dirName = (options.dirName ?? '.').replace(/^\.\/?|\/+$/g, '');
  let start: Folder | undefined = root;
  for (const raw of dirName ? dirName.split('/') : []) start = start?.folders.get(raw);
  return start ? folderItems(start, dirName, options) : [];
}

function folderItems(folder: Folder, dir: string, options: { categories: Map<string, CategoryFile>; collapsedDefault: boolean }): SidebarNode[] {
  const items: Positioned[] = folder.docs.map(({ doc, source }) => ({
    node: {
      type: 'doc',
      docId: doc.id,
      label: doc.sidebarLabel,
      ...(doc.frontMatter.sidebar_class_name ? { className: doc.frontMatter.sidebar_class_name } : {}),
      ...(doc.frontMatter.sidebar_custom_props ? { customProps: doc.frontMatter.sidebar_custom_props } : {}),
    },
    position: doc.sidebarPosition,
    source,
  }));
  for (const [raw, child] of folder.folders) {
    const childDir = dir ? `${dir}/${raw}` : raw;
    items.push(category(child, childDir, options));
  }
  return sortItems(items);
}

function category(folder: Folder, dir: string, options: { categories: Map<string, CategoryFile>; collapsedDefault: boolean }): Positioned {
  const meta = options.categories.get(dir) ?? {};
  let link: CategoryLink | undefined = meta.link === null ? undefined : meta.link;
  // Index doc convention: without an explicit link, index/README/<folder>.md becomes the category page.
  const stripped = stripNumberPrefix(folder.rawName).name.toLowerCase();
  const indexDoc =
    meta.link === undefined ? folder.docs.find(({ doc }) => !doc.frontMatter.unlisted && (doc.isIndex || doc.name.toLowerCase() === stripped))?.doc : undefined;
  if (indexDoc) link = { type: 'doc', id: indexDoc.id };
  const rest: Folder = { ...folder, docs: folder.docs.filter(({ doc }) => doc !== indexDoc) };
  const collapsible = meta.collapsible ?? true;
  const node: SidebarCategoryNode = {
    type: 'category',
    dir,
    label: meta.label ?? indexDoc?.sidebarLabel ?? labelFromName(folder.rawName),
    description: meta.description ?? (link?.type === 'generated-index' ? link.description : undefined),
    collapsed: collapsible ? (meta.collapsed ?? options.collapsedDefault) : false,
    collapsible,
    link,
    ...((meta.className ?? indexDoc?.frontMatter.sidebar_class_name) ? { className: meta.className ?? indexDoc?.frontMatter.sidebar_class_name } : {}),
    ...((meta.customProps ?? indexDoc?.frontMatter.sidebar_custom_props)
      ? { customProps: meta.customProps ?? indexDoc?.frontMatter.sidebar_custom_props }
      : {}),
    items: folderItems(rest, dir, options),
  };
  return {
    node,
    position: meta.position ?? indexDoc?.sidebarPosition ?? stripNumberPrefix(folder.rawName).position,
    source: folder.rawName,
  };
}

function sortItems(items: Positioned[]): SidebarNode[] {
  return items
    .sort((a, b) => {
      if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
      if (a.position !== undefined && b.position === undefined) return -1;
      if (a.position === undefined && b.position !== undefined) return 1;
      return compareText(a.source, b.source);
    })
    .map((i) => i.node);
}
