// Watches a site's inputs with chokidar and maps each batch of changes to what must be rebuilt:
// `styles` (theme CSS only: swap the stylesheet), `content` (markdown, spec, static), `all` (config,
// theme code). Changes within a short window are batched.
import { statSync } from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { escapeControls } from '../diagnostics/index.js';
import type { ChangeKind } from '../pipeline/dev-site.js';

export type { ChangeKind };

/** What a site is built from, at the top of its folder (`src/`: components MDX pages import). */
const INPUTS = new Set(['site.config.yaml', 'content', 'spec', 'static', 'theme', 'src']);

const DEBOUNCE_MS = 15;
/** chokidar drops a second change to a file within 50 ms of the first; look again after that window. */
const RECHECK_MS = 75;

/**
 * Watches `siteDir`'s inputs: the usual top-level ones, plus the first folder (or the file) of each path
 * `inputs` gives (the config's docs folders and sidebars files, asked again on each event).
 */
export async function watchSite(
  siteDir: string,
  onChange: (changed: string[], kind: ChangeKind) => void,
  options: { inputs?: () => readonly string[] } = {},
): Promise<{ close(): Promise<void> }> {
  const isInput = (top: string) => INPUTS.has(top) || (options.inputs?.() ?? []).some((p) => p.split('/')[0] === top);
  // The site folder itself, filtered to the inputs: chokidar 5 says `ready` as soon as the first of
  // several watched paths is scanned (a missing `spec/` is at once), so with one path per input the
  // server started before `content/` was watched and missed the first saves.
  const watcher = watch('.', {
    cwd: siteDir,
    ignoreInitial: true,
    // Links are not followed: one out of the site would be watched (and read), a loop never ends.
    followSymlinks: false,
    // chokidar holds a deletion 100 ms in case the file comes back (an editor's save through a temporary
    // file); the batch window does that here, so a deletion, or a rename (its deletion and addition in
    // one batch), is served that much sooner.
    atomic: false,
    ignored: (file) => {
      const rel = path.relative(siteDir, path.resolve(siteDir, file));
      if (rel === '') return false;
      const parts = rel.split(path.sep);
      return !isInput(parts[0]!) || parts.some((part) => part === 'node_modules' || part === '.git' || part.startsWith('.docsgen-'));
    },
  });
  let batch = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    const changed = [...batch];
    batch = new Set();
    onChange(changed, kindOf(changed));
  };
  const seen = new Map<string, number>();
  const record = (file: string) => {
    batch.add(file.split(path.sep).join('/'));
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  };
  watcher.on('all', (event, file) => {
    record(file);
    if (event !== 'change' && event !== 'add') return;
    const abs = path.join(siteDir, file);
    seen.set(abs, mtimeOf(abs));
    setTimeout(() => {
      const now = mtimeOf(abs);
      if (now !== seen.get(abs)) {
        seen.set(abs, now);
        record(file);
      }
    }, RECHECK_MS).unref();
  });
  // A folder that cannot be read (a loop, a permission) is reported and skipped; it never stops the server.
  watcher.on('error', (error) => process.stderr.write(`docsgen dev: cannot watch a path: ${escapeControls(String((error as Error)?.message ?? error))}\n`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

export function kindOf(changed: string[]): ChangeKind {
  if (changed.every((f) => f.startsWith('theme/') && f.endsWith('.css'))) return 'styles';
  if (changed.some((f) => f === 'site.config.yaml' || f.startsWith('theme/'))) return 'all';
  return 'content';
}
