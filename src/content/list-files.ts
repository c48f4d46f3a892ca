// Lists the files of a content or static folder, confined to the site: regular files, and symbolic links
// to files inside the site folder (read as the file they point to). A link out of the site, to nothing,
// in a loop, or to a folder is not followed, and a warning names it: a docs pull request cannot make
// the build read (and publish) a file of the build machine through a link. A folder whose files are
// published as they are (static/) also leaves out what is private (asset-rules.ts), links to it included.
import { readdirSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { relativePosix, toPosix } from '../util/paths.js';
import { privateSegment } from '../util/private-paths.js';
import { PRIVATE_RULE, privateReason, type PrivateFolder } from './asset-rules.js';

export interface ListedFiles {
  /** Paths relative to the folder, with forward slashes, sorted. */
  files: string[];
  diagnostics: Diagnostic[];
}

export interface ListOptions {
  /**
   * The files are published as they are (static/): files under a dot file or folder (but `.well-known`),
   * node_modules or these folders (the cache and output folders) are left out without a word (a
   * `.DS_Store` or `.gitkeep` is no mistake), and a link to such a file is skipped with a warning.
   */
  published?: readonly PrivateFolder[];
}

/** Files below `dir` (an absent folder holds none); `siteDir` bounds where links may lead. */
export async function listFiles(dir: string, siteDir: string, options: ListOptions = {}): Promise<ListedFiles> {
  let entries;
  try {
    // Synchronous: the promise API's recursive listing waits on the thread pool folder by folder.
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], diagnostics: [] };
    throw error;
  }
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const site = await realpath(siteDir).catch(() => path.resolve(siteDir));
  // The folder itself may be a link: out of the site, none of its files is read.
  const outside = await linkProblem(dir, site, 'folder');
  if (outside) return { files, diagnostics: [skipped(dir, siteDir, outside)] };
  const published = options.published && (await publishedRule(dir, { dir: siteDir, real: site }, options.published));
  if (published?.refused) return { files, diagnostics: [published.refused] };
  // Paths below the folder, cut out of the entries' own (cheaper than path.relative for each).
  const prefix = path.join(dir, path.sep);
  const relative = (abs: string) => toPosix(abs.startsWith(prefix) ? abs.slice(prefix.length) : path.relative(dir, abs));
  for (const entry of entries) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const rel = relative(abs);
    if (published?.hides(abs, rel)) continue;
    if (entry.isFile()) {
      files.push(rel);
      continue;
    }
    const problem = await linkProblem(abs, site, 'file', published?.folders);
    if (!problem) files.push(rel);
    else diagnostics.push(skipped(abs, siteDir, problem));
  }
  return { files: files.sort(), diagnostics };
}

interface PublishedRule {
  refused?: Diagnostic;
  folders: readonly PrivateFolder[];
  /** Whether a file below the folder (absolute, and relative with forward slashes) is left out. */
  hides(abs: string, rel: string): boolean;
}

/**
 * What a published folder leaves out: nothing at all when the folder itself is private (`staticDir: .git`,
 * or a static folder that is a link into node_modules): that is `asset/not-allowed`. Otherwise a file
 * whose path below the folder has a private name, or that lies in a private folder.
 */
async function publishedRule(dir: string, site: { dir: string; real: string }, folders: readonly PrivateFolder[]): Promise<PublishedRule> {
  const real = await realpath(dir).catch(() => path.resolve(dir));
  const reason = privateReason({ abs: path.resolve(dir), real }, site, folders);
  if (reason) {
    const file = relativePosix(site.dir, dir);
    return {
      folders,
      hides: () => true,
      refused: createDiagnostic('asset/not-allowed', {
        message: `The static folder ${file} is not published: ${reason}`,
        file,
        hint: `${PRIVATE_RULE}. Set staticDir to a folder outside them.`,
      }),
    };
  }
  const under = (file: string, folder: string) => file === folder || file.startsWith(folder + path.sep);
  // A file's real path is the folder's real path and its own relative one (links among the entries are
  // judged by linkProblem); joined only when the folder is reached through a link.
  const realOf = real === path.resolve(dir) ? (abs: string) => abs : (abs: string, rel: string) => path.join(real, rel);
  return {
    folders,
    hides: (abs: string, rel: string) => privateSegment(rel) !== undefined || folders.some((f) => under(abs, f.dir) || under(realOf(abs, rel), f.real)),
  };
}

function skipped(abs: string, siteDir: string, problem: string): Diagnostic {
  return createDiagnostic('symlink/outside-site', {
    message: `The symbolic link ${relativePosix(siteDir, abs)} ${problem}, so it was skipped`,
    file: relativePosix(siteDir, abs),
    hint: problem.includes('never published') ? `${PRIVATE_RULE}; remove the link.` : 'Replace the link with what it points to, inside the site folder.',
  });
}

/**
 * Why the link at `abs` is not followed, or undefined for a link to a file (or `kind`) inside the site.
 * `published`: the link's file is published as it is, so its target may not be private either.
 */
async function linkProblem(abs: string, site: string, kind: 'file' | 'folder' = 'file', published?: readonly PrivateFolder[]): Promise<string | undefined> {
  let target: string;
  try {
    target = await realpath(abs);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ELOOP' ? 'is a loop' : 'points to nothing';
  }
  const rel = path.relative(site, target);
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return 'points outside the site folder';
  const stats = await stat(target);
  if (kind === 'folder') return undefined;
  if (!stats.isFile()) return 'points to a folder, and folder links are not followed';
  const reason = published && privateReason({ abs: target, real: target }, { dir: site, real: site }, published);
  return reason ? `points to ${relativePosix(site, target)}, which is never published (${reason})` : undefined;
}
