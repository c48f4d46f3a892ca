// What a batch of saves to docs does in `docsgen dev`, without loading the site again: only the saved
// docs are parsed (through the parse cache, as a build parses), their instances assembled again and the
// route graph built again from the docs held (dev-docs.ts), as a build makes its graph on any change. A
// doc with errors keeps its last good page, and its problems are reported at once.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentContext } from '../content/context.js';
import { loadDoc, type LoadedDocFile } from '../content/docs.js';
import type { RouteGraph } from '../routes/types.js';
import type { DevDocs, DocsFile } from './dev-docs.js';
import type { DevUpdate } from './dev-types.js';

/** What applying saves needs of the dev site. */
export interface SaveHost {
  siteDir: string;
  docs: DevDocs;
  /** How many times a file was saved (a parse is kept with the count it was made at). */
  saves(file: string): number;
  /** How one doc is parsed (whole, or its head only). */
  context(headsOnly: boolean): ContentContext;
  /** Keeps a doc as parsed at `saves`. */
  keep(at: DocsFile, loaded: LoadedDocFile, saves: number): void;
  /** Assembles `instances` again, builds the graph again, and says so (`broken`: saved files with errors). */
  regraph(instances: Set<DocsFile['instance']>, broken: string[]): Promise<DevUpdate>;
  /** The update when only broken saves came (the last good pages stay). */
  unchanged(broken: string[]): DevUpdate;
}

/** Applies saves of docs, category files and docs folders; undefined when the batch holds any other file. */
export async function applyDocSaves(files: string[], host: SaveHost): Promise<DevUpdate | undefined> {
  const { docs } = host;
  const placed = files.map((file) => docs.locate(file));
  if (files.length === 0 || placed.some((at) => !at)) return undefined;
  const context = host.context(false);
  const changed = new Set<DocsFile['instance']>();
  const broken: string[] = [];
  let regraph = false;
  for (const at of placed as DocsFile[]) {
    const abs = path.join(host.siteDir, at.file);
    if (at.kind === 'folder') {
      // A new folder's files are reported on their own; a deleted one takes its files with it.
      if (!existsSync(abs) && docs.removeFolder(at)) {
        changed.add(at.instance);
        regraph = true;
      }
      continue;
    }
    const present = isFile(abs);
    if (at.kind === 'category') {
      docs.setCategory(at, present);
      changed.add(at.instance);
      regraph = true;
      continue;
    }
    if (!present) {
      if (docs.loaded(at)?.entry) regraph = true;
      docs.set(at, undefined);
      changed.add(at.instance);
      continue;
    }
    const saves = host.saves(at.file);
    const loaded = await loadDoc({ siteDir: host.siteDir, instance: at.instance.config, rel: at.rel, context });
    if (loaded.diagnostics.some((d) => d.severity === 'error')) {
      broken.push(at.file);
      docs.set(at, loaded);
      continue;
    }
    host.keep(at, loaded, saves);
    changed.add(at.instance);
    regraph = true;
  }
  if (regraph) return host.regraph(changed, broken);
  // Only broken saves: the last good pages stay, their problems are shown now.
  if (changed.size > 0) await docs.assemble(changed);
  return host.unchanged(broken);
}

function isFile(abs: string): boolean {
  try {
    return statSync(abs).isFile();
  } catch {
    return false;
  }
}

/** Whether a page made by an MDX module imports one of `files` (site-relative; see CompiledMarkdown.fromModule). */
export function importedByModules(graph: RouteGraph, files: string[]): boolean {
  for (const route of graph.routes.values()) {
    const markdown =
      route.kind === 'doc'
        ? route.doc.markdown
        : route.kind === 'page' || route.kind === 'home'
          ? route.page.markdown
          : route.kind === 'blog-post'
            ? route.post.markdown
            : undefined;
    if (markdown?.fromModule?.files.some((file) => files.includes(file))) return true;
  }
  return false;
}
