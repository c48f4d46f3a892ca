// The docs instances as `docsgen dev` holds them between saves: every markdown file as loaded (a doc's
// last good entry and its current problems) and the category files, from which an instance's sidebars
// are assembled again when a save changes what other pages show of a doc (its title, sidebar label or
// position, front matter; a new, deleted or renamed file; a `_category_` file). Only changed files are
// parsed; the route graph is then built again from the instances, pages, blogs and API as they are.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { DocsInstanceConfig } from '../config/resolve.js';
import type { ContentContext } from '../content/context.js';
import { assembleDocs, isCategoryFile, isDocFile, loadDoc, type DocsSources, type LoadedDocFile } from '../content/docs.js';
import type { DocEntry, DocsInstance } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { mapConcurrent } from '../util/map-concurrent.js';
import type { DevSchedule } from './dev-schedule.js';

/** One docs instance: what it is assembled from, and the last assembly. */
interface InstanceState {
  config: DocsInstanceConfig;
  sources: DocsSources;
  value: DocsInstance;
  /** Problems of the instance as a whole (its listing, category files, sidebars), not of one doc's file. */
  own: Diagnostic[];
}

/** A site-relative file placed in its instance: a doc, or a category file. */
export interface DocsFile {
  instance: InstanceState;
  /** The path inside the instance folder. */
  rel: string;
  /** Site-relative, as the watcher reports it. */
  file: string;
  /** A folder of docs: added (its files are reported on their own) or deleted (with every file in it). */
  kind: 'doc' | 'category' | 'folder';
}

export class DevDocs {
  readonly #siteDir: string;
  readonly #instances: InstanceState[];

  constructor(siteDir: string, loaded: { sources: DocsSources; diagnostics: Diagnostic[] }[], values: DocsInstance[]) {
    this.#siteDir = siteDir;
    this.#instances = loaded.map((docs, i) => ({
      config: values[i]!.config,
      sources: docs.sources,
      value: values[i]!,
      own: ownProblems(docs.sources, docs.diagnostics),
    }));
  }

  /** The instances as last assembled, in config order (the route graph's input). */
  get values(): DocsInstance[] {
    return this.#instances.map((i) => i.value);
  }

  /**
   * Where a site-relative file belongs: the deepest instance folder holding it, as a doc, a category
   * file, or a folder (one there now, or one that held docs); undefined for any other file (a page, a
   * post, the spec, a sidebars file, an asset, a partial).
   */
  locate(file: string): DocsFile | undefined {
    const abs = path.join(this.#siteDir, file);
    const instance = this.#instances.filter((i) => abs.startsWith(i.config.dir + path.sep)).sort((a, b) => b.config.dir.length - a.config.dir.length)[0];
    if (!instance) return undefined;
    const rel = path.relative(instance.config.dir, abs).split(path.sep).join('/');
    if (isCategoryFile(rel)) return { instance, rel, file, kind: 'category' };
    if (isDocFile(instance.config, rel)) return { instance, rel, file, kind: 'doc' };
    const inside = (known: string) => known.startsWith(`${rel}/`);
    const { files, categoryFiles } = instance.sources;
    if (isFolder(abs) || [...files.keys()].some(inside) || [...categoryFiles].some(inside)) return { instance, rel, file, kind: 'folder' };
    return undefined;
  }

  /** Forgets every doc and category file under a deleted folder; whether there were any. */
  removeFolder(at: DocsFile): boolean {
    const { files, categoryFiles } = at.instance.sources;
    const inside = (known: string) => known.startsWith(`${at.rel}/`);
    const gone = [...files.keys()].filter(inside);
    const goneCategories = [...categoryFiles].filter(inside);
    for (const rel of gone) files.delete(rel);
    for (const rel of goneCategories) categoryFiles.delete(rel);
    return gone.length + goneCategories.length > 0;
  }

  /** The doc file as last loaded (undefined when there is none). */
  loaded(at: DocsFile): LoadedDocFile | undefined {
    return at.instance.sources.files.get(at.rel);
  }

  /**
   * Records a doc file as loaded now, or gone (`undefined`). A file with errors keeps its last good
   * entry (its page and sidebar item stay as they were) and shows its problems.
   */
  set(at: DocsFile, loaded: LoadedDocFile | undefined): void {
    const files = at.instance.sources.files;
    if (!loaded) {
      files.delete(at.rel);
      return;
    }
    const previous = files.get(at.rel)?.entry;
    files.set(at.rel, loaded.entry || !previous ? loaded : { ...loaded, entry: previous });
  }

  /** Records a category file as present or gone. */
  setCategory(at: DocsFile, present: boolean): void {
    if (present) at.instance.sources.categoryFiles.add(at.rel);
    else at.instance.sources.categoryFiles.delete(at.rel);
  }

  /** Assembles the given instances (all when undefined) again: sidebars, drafts, category files, from their files as they are. */
  async assemble(instances: Iterable<InstanceState> | undefined): Promise<void> {
    for (const instance of new Set(instances ?? this.#instances)) {
      const assembled = await assembleDocs(this.#siteDir, instance.config, instance.sources);
      instance.value = assembled.value;
      instance.own = ownProblems(instance.sources, assembled.diagnostics);
    }
  }

  /** Every doc problem: each file's, then each instance's own. */
  problems(): Diagnostic[] {
    return this.#instances.flatMap((i) => [...[...i.sources.files.values()].flatMap((f) => f.diagnostics), ...i.own]);
  }

  /** Doc files whose entry is still a head (the start-up load's), for the background parse. */
  bodiesPending(): DocsFile[] {
    return this.#instances.flatMap((instance) =>
      [...instance.sources.files].flatMap(([rel, loaded]) =>
        loaded.entry?.markdown.bodyPending ? [{ instance, rel, file: loaded.entry.file, kind: 'doc' as const }] : [],
      ),
    );
  }

  /**
   * Takes over whole entries of `previous` (a model this one replaces: a full load made while the
   * background parse runs gives heads) for files still a head here, when `unchanged` says the
   * file was not saved since.
   */
  keepParsed(previous: DevDocs, unchanged: (file: string) => boolean): boolean {
    let kept = false;
    for (const at of this.bodiesPending()) {
      const before = previous.locate(at.file);
      const loaded = before && previous.loaded(before);
      if (!loaded?.entry || loaded.entry.markdown.bodyPending || !unchanged(at.file)) continue;
      at.instance.sources.files.set(at.rel, loaded);
      kept = true;
    }
    return kept;
  }
}

/**
 * Parses every doc still a head (`docs()`: the current docs, undefined once they are another
 * config's), `inHand` at a time, and keeps each through `keep`, unless the file was saved after its text
 * was read, or parsed on request meanwhile: theirs stands. Saves and requests go first (`schedule`).
 */
export async function parseOutlines(options: {
  siteDir: string;
  docs: () => DevDocs | undefined;
  schedule: DevSchedule;
  context: ContentContext;
  inHand: number;
  keep: (at: DocsFile, loaded: LoadedDocFile, saves: number) => void;
}): Promise<void> {
  const { schedule, context } = options;
  const isBodyPending = (file: string) => {
    const docs = options.docs();
    const at = docs?.locate(file);
    return at !== undefined && docs!.loaded(at)?.entry?.markdown.bodyPending === true;
  };
  // A file is tried once per save: one that stays a head (it has errors) is not tried again.
  const tried = new Set<string>();
  const key = (file: string) => `${file}\0${schedule.savesOf(file)}`;
  for (;;) {
    const todo =
      options
        .docs()
        ?.bodiesPending()
        .filter((at) => !tried.has(key(at.file))) ?? [];
    if (todo.length === 0) return;
    context.expect(todo.length);
    await mapConcurrent(todo, options.inHand, async (at) => {
      await schedule.quiet();
      const saves = schedule.savesOf(at.file);
      tried.add(key(at.file));
      if (!isBodyPending(at.file)) return;
      const loaded = await loadDoc({ siteDir: options.siteDir, instance: at.instance.config, rel: at.rel, context });
      if (schedule.savesOf(at.file) !== saves || !isBodyPending(at.file)) return;
      options.keep(options.docs()!.locate(at.file)!, loaded, saves);
    });
  }
}

function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** An instance's problems that are not one doc file's. */
function ownProblems(sources: DocsSources, all: Diagnostic[]): Diagnostic[] {
  const ofFiles = new Set([...sources.files.values()].flatMap((f) => f.diagnostics));
  return all.filter((d) => !ofFiles.has(d));
}
