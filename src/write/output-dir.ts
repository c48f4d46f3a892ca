// The output folder is docsgen's alone. Before a build writes anything, `checkOutputDir` refuses a
// folder that is, holds or lies inside one of the site's inputs, the filesystem root, the user's home,
// a repository, a file, or a non-empty folder docsgen did not make (the marker file says it did).
// `outputFile` joins every path written into it and refuses one that would leave it.
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';

/** The file docsgen writes into every output folder it makes; only a folder holding it is ever replaced. */
export const OUTPUT_MARKER = '.docsgen-output';

/** What the marker says, for anyone who opens it. */
export const OUTPUT_MARKER_TEXT = 'This folder is the output of docsgen. docsgen replaces it on every build.\n';

/**
 * Where a folder was named, as the report says it: `--out-dir`, `outDir in site.config.yaml` (with the
 * key's place when the config sets it), `the default outDir`.
 */
export interface FolderOrigin {
  label: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface FolderRules {
  /** The site folder (absolute): never the output, never inside it. */
  siteDir: string;
  /**
   * Folders the output must keep clear of (absolute), named as a report says them: `content/, an input
   * of the site`. `within: true` allows an output inside the folder (not the folder itself, nor one holding it).
   */
  inputs: readonly { name: string; dir: string; within?: boolean }[];
  /** --empty-out-dir: a non-empty folder without the marker may be replaced. */
  emptyOutDir?: boolean;
}

/** The problems with `outDir` as an output folder: none, or one `output/unsafe` error. */
export function checkOutputDir(outDir: string, origin: FolderOrigin, rules: FolderRules): Diagnostic[] {
  const problem = outputDirProblem(outDir, rules);
  if (!problem) return [];
  return [unsafe(`The output folder ${describe(outDir, origin)} ${problem.what}`, origin, problem.hint)];
}

/**
 * The problems with `cacheDir` as the cache folder: it is written into (never emptied), so it must not be
 * or hold the site, the root or the home folder. (The output check keeps the output clear of it.)
 */
export function checkCacheDir(cacheDir: string, origin: FolderOrigin, rules: FolderRules): Diagnostic[] {
  const ownFolder = 'Use a folder of its own, such as node_modules/.cache/docsgen (config cacheDir).';
  const real = realPath(cacheDir);
  const what = sharedFolderProblem(real, rules.siteDir);
  if (what) return [unsafe(`The cache folder ${describe(cacheDir, origin)} ${what}`, origin, ownFolder)];
  // Inside an input, the cache would be read as the site (a static folder would publish it).
  // (Folders read whole: not the files and aliases the config names, which may be the site folder.)
  const input = rules.inputs.find(
    (input) => !input.within && path.resolve(input.dir) !== path.resolve(cacheDir) && (real === realPath(input.dir) || isWithin(real, realPath(input.dir))),
  );
  if (input) {
    return [
      createDiagnostic('config/invalid', {
        message: `The cache folder ${describe(cacheDir, origin)} lies inside ${input.name}, which would read or publish what the cache holds`,
        ...(origin.file ? { file: origin.file, line: origin.line, column: origin.column } : {}),
        hint: ownFolder,
      }),
    ];
  }
  // Written without following links: a link in the cache's place, or in the place of one of its
  // folders, would have its entries written (and pruned) wherever it points.
  for (const name of ['', ...CACHE_FOLDERS]) {
    const place = path.join(cacheDir, name);
    if (lstatOrUndefined(place)?.isSymbolicLink()) {
      const which = name ? `holds a symbolic link ${name}, where it keeps its own entries` : 'is a symbolic link';
      return [
        unsafe(
          `The cache folder ${describe(cacheDir, origin)} ${which}`,
          origin,
          `Remove the link (docsgen makes the folder itself), or ${ownFolder[0]!.toLowerCase()}${ownFolder.slice(1)}`,
        ),
      ];
    }
  }
  return [];
}

/** The folders docsgen makes in the cache folder. */
export const CACHE_FOLDERS = ['markdown', 'state', 'output', 'bundle', 'search', 'locks', 'sidebars', 'bodies'] as const;

/** Why `outDir` may not be replaced by a build, or undefined when it may. */
export function outputDirProblem(outDir: string, rules: FolderRules): { what: string; hint: string } | undefined {
  const ownFolder = 'Choose a folder of its own, such as build/ inside the site folder (config outDir or --out-dir).';
  const real = realPath(outDir);
  const shared = sharedFolderProblem(real, rules.siteDir);
  if (shared) return { what: shared, hint: ownFolder };
  for (const input of rules.inputs) {
    const dir = realPath(input.dir);
    if (real === dir) return { what: `is ${input.name}`, hint: ownFolder };
    if (isWithin(dir, real)) return { what: `holds ${input.name}`, hint: ownFolder };
    if (!input.within && isWithin(real, dir)) return { what: `lies inside ${input.name}`, hint: ownFolder };
  }
  // Written without following links: the folder itself, never what a link in its place points to.
  if (existsSync(real) && lstatOrUndefined(outDir)?.isSymbolicLink())
    return { what: 'is a symbolic link', hint: `Name the folder it points to (${real}), or ${ownFolder[0]!.toLowerCase()}${ownFolder.slice(1)}` };
  if (!existsSync(real)) {
    const link = lstatOrUndefined(outDir);
    return link?.isSymbolicLink() ? { what: 'is a symbolic link to nothing', hint: ownFolder } : undefined;
  }
  if (!statSync(real).isDirectory()) return { what: 'is a file, not a folder', hint: ownFolder };
  const entries = readdirSync(real);
  if (entries.includes('.git')) return { what: 'holds a .git repository', hint: ownFolder };
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER) || rules.emptyOutDir) return undefined;
  return {
    what: `is not empty and was not made by docsgen (it has no ${OUTPUT_MARKER} file), so a build would delete what it holds`,
    hint: `Choose a new or empty folder, or pass --empty-out-dir to replace everything in it.`,
  };
}

/** The filesystem root, the home folder, the site folder, or a repository's own folder. */
function sharedFolderProblem(real: string, siteDir: string): string | undefined {
  if (path.parse(real).root === real) return 'is the root of the filesystem';
  const home = realPath(os.homedir());
  if (real === home) return 'is your home folder';
  if (isWithin(home, real)) return 'holds your home folder';
  const site = realPath(siteDir);
  if (real === site) return 'is the site folder itself';
  if (isWithin(site, real)) return 'holds the site folder';
  if (real.split(path.sep).includes('.git')) return 'lies inside a .git folder';
  return undefined;
}

/**
 * `rel` (a posix path relative to the output folder) joined to `outDir`; throws when the result would
 * leave the folder. Every file the write stage makes goes through here.
 */
export function outputFile(outDir: string, rel: string): string {
  const file = path.resolve(outDir, rel);
  if (rel.includes('\0') || path.isAbsolute(rel) || !isWithin(file, outDir)) {
    throw new Error(`Refused to write ${JSON.stringify(rel)}: it lies outside the output folder ${outDir}`);
  }
  return file;
}

/** The folder a build replaces: a symlinked output folder is written through, so its target is swapped. */
export function realOutputDir(outDir: string): string {
  return realPath(outDir);
}

function lstatOrUndefined(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

/** Whether `inner` lies strictly inside `outer` (both absolute). */
function isWithin(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel !== '' && !rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel);
}

/** The real path of `p`: symlinks resolved in the part that exists, the rest appended as given. */
function realPath(p: string): string {
  const abs = path.resolve(p);
  const rest: string[] = [];
  let current = abs;
  for (;;) {
    try {
      lstatSync(current);
      return path.join(realpathSync(current), ...rest.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return abs;
      rest.push(path.basename(current));
      current = parent;
    }
  }
}

function describe(dir: string, origin: FolderOrigin): string {
  const rel = path.relative(process.cwd(), dir);
  const where = rel === '' ? '.' : rel.split(path.sep)[0] === '..' ? dir : rel;
  return `${where} (${origin.label})`;
}

function unsafe(message: string, origin: FolderOrigin, hint: string): Diagnostic {
  return createDiagnostic('output/unsafe', {
    message: `${message}. Nothing was built or deleted.`,
    ...(origin.file ? { file: origin.file, line: origin.line, column: origin.column } : {}),
    hint,
  });
}
