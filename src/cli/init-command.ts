// `docsgen init [dir]`: copies a starter site from the templates/ folder shipped in docsgen's package
// into a new or empty folder, then prints the commands that build and preview it. It never overwrites a
// folder that holds files unless told to with --force.
import { cpSync, existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeControls } from '../diagnostics/index.js';

/** The starter sites: `default` (docs, blog, API reference, home page) and `minimal` (docs and a home page). */
export const TEMPLATES = ['default', 'minimal'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export interface InitCommandOptions {
  /** Folder to create the site in (made when missing). */
  dir: string;
  template: TemplateName;
  /** --force: write into a folder that already holds files (files of the same name are replaced). */
  force?: boolean;
}

/** templates/ beside package.json: from src/cli/ and from dist/cli/ alike, two folders up. */
const TEMPLATES_DIR = fileURLToPath(new URL('../../templates/', import.meta.url));

/**
 * Files npm leaves out of a package or renames (`.gitignore`), shipped under another name and renamed
 * once copied.
 */
const RENAMED = { _gitignore: '.gitignore' } as const;

export function runInit(options: InitCommandOptions): number {
  const target = path.resolve(options.dir);
  // The folder as the user can type it: relative below the current folder, absolute elsewhere.
  const relative = path.relative(process.cwd(), target);
  const cd = relative === '' ? '.' : relative.startsWith('..') ? target : relative;
  const shown = escapeControls(cd, { lines: false });
  if (existsSync(target)) {
    if (!statSync(target).isDirectory()) {
      process.stderr.write(`docsgen init: ${shown} is a file, not a folder. Name a new or empty folder.\n`);
      return 2;
    }
    const entries = readdirSync(target);
    if (entries.length > 0 && !options.force) {
      process.stderr.write(
        `docsgen init: ${shown} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}); nothing was written.\n` +
          '  hint: name a new or empty folder (docsgen init my-docs), or add --force to write the starter files into it, replacing files of the same name.\n',
      );
      return 2;
    }
  }
  const source = path.join(TEMPLATES_DIR, options.template);
  cpSync(source, target, { recursive: true, force: true });
  for (const [from, to] of Object.entries(RENAMED)) {
    if (existsSync(path.join(target, from))) renameSync(path.join(target, from), path.join(target, to));
  }
  const arg = cd === '.' ? '' : ` ${/^[\w./-]+$/.test(cd) ? cd : JSON.stringify(cd)}`;
  const next = [
    [`npx docsgen dev${arg}`, 'serve the site and reload it on every edit'],
    [`npx docsgen build${arg}`, `write the site into ${path.join(cd, 'build')}`],
    [`npx docsgen serve${arg}`, 'preview the build as it will be deployed'],
  ];
  const width = Math.max(...next.map(([command]) => command!.length));
  process.stdout.write(
    [
      `Created a docsgen site (${options.template} template) in ${shown}.`,
      '',
      'Next:',
      ...next.map(([command, what]) => `  ${escapeControls(command!.padEnd(width), { lines: false })}   ${escapeControls(what!, { lines: false })}`),
      '',
      'site.config.yaml explains each setting; the pages are in content/.',
      '',
    ].join('\n'),
  );
  return 0;
}
