// Resolves the remark and rehype plugins site.config.yaml names to files, from the site folder as Node
// would (its node_modules, then its parents'), with each one's version for the parse cache key. Imports
// nothing: loading the plugins is the content stage's (src/content/markdown-plugins.ts).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDiagnostic, DocsgenError, type Diagnostic } from '../diagnostics/index.js';
import { contentHash } from '../util/hash.js';
import type { ValidatedConfig } from './schema.js';

/** The four lists, in the order their plugins run. */
export const PLUGIN_STAGES = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

export type PluginStage = (typeof PLUGIN_STAGES)[number];

/** A plugin resolved to the file it is imported from. */
export interface PluginRef {
  /** As written in the config: a package name or a site-relative path. */
  name: string;
  /** Absolute file the plugin is imported from. */
  file: string;
  options?: unknown;
  /** The package's installed version, or a hash of a local file's text. */
  version: string;
  /** Where site.config.yaml names it. */
  line: number;
  column: number;
}

export type PluginRefs = Record<PluginStage, readonly PluginRef[]>;

/** Positions of each stage's entries in site.config.yaml, by index. */
export type PluginPlaces = Record<PluginStage, { line: number; column: number }[]>;

type Entry = ValidatedConfig['markdown']['remarkPlugins'][number];

/**
 * Every plugin of the config resolved to a file, or undefined when it names none. Throws DocsgenError
 * listing every plugin that cannot be found (`config/invalid` at its line).
 */
export function resolveMarkdownPlugins(markdown: ValidatedConfig['markdown'], siteDir: string, places: PluginPlaces): PluginRefs | undefined {
  if (PLUGIN_STAGES.every((stage) => markdown[stage].length === 0)) return undefined;
  const problems: Diagnostic[] = [];
  const refs = Object.fromEntries(
    PLUGIN_STAGES.map((stage) => [
      stage,
      markdown[stage].flatMap((entry, i): PluginRef[] => {
        const place = places[stage][i] ?? { line: 1, column: 1 };
        const { name, options } = readEntry(entry);
        const found = resolvePlugin(name, siteDir);
        if ('problem' in found) {
          problems.push(
            createDiagnostic('config/invalid', {
              message: `"markdown.${stage}[${i}]" ${found.problem}`,
              file: 'site.config.yaml',
              ...place,
              hint: found.hint,
            }),
          );
          return [];
        }
        return [{ name, file: found.file, ...(options !== undefined ? { options } : {}), version: found.version, ...place }];
      }),
    ]),
  ) as unknown as PluginRefs;
  if (problems.length > 0) throw new DocsgenError(problems);
  return refs;
}

function readEntry(entry: Entry): { name: string; options?: unknown } {
  if (typeof entry === 'string') return { name: entry };
  if (Array.isArray(entry)) return { name: entry[0], options: entry[1] };
  return { name: entry.plugin, options: entry.options };
}

const isPath = (name: string) => /^\.{1,2}[\\/]/.test(name) || path.isAbsolute(name);

type Resolved = { file: string; version: string } | { problem: string; hint: string };

function resolvePlugin(name: string, siteDir: string): Resolved {
  if (isPath(name)) {
    const file = path.resolve(siteDir, name);
    const relative = path.relative(siteDir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      return { problem: `names "${name}", a file outside the site folder`, hint: 'Put the plugin file inside the site folder, e.g. ./plugins/my-plugin.mjs.' };
    }
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      return { file, version: contentHash(readFileSync(file), 16) };
    } catch {
      return { problem: `names "${name}", but there is no such file`, hint: `Create ${relative}, or fix the path (it is relative to the site folder).` };
    }
  }
  const packageDir = findPackage(name, siteDir);
  if (!packageDir) {
    return {
      problem: `names the package "${name}", which is not installed in the site`,
      hint: `Install it in the site folder (npm install ${packageName(name)}), or fix its name.`,
    };
  }
  const manifest = readManifest(packageDir);
  const file = entryFile(name, packageDir, manifest, siteDir);
  if (!file) {
    return {
      problem: `names the package "${name}", but docsgen cannot find the file it exports`,
      hint: 'Check that the package is a remark or rehype plugin and is installed completely.',
    };
  }
  return { file, version: `${packageName(name)}@${String(manifest.version ?? '0.0.0')}` };
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
function packageName(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The package's folder in the nearest `node_modules` from the site folder up, as Node looks for it. */
function findPackage(name: string, siteDir: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', packageName(name));
    try {
      if (statSync(path.join(candidate, 'package.json')).isFile()) return candidate;
    } catch {
      // Not here: one folder up.
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

interface Manifest {
  version?: unknown;
  exports?: unknown;
  main?: unknown;
}

function readManifest(dir: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The file `import(name)` would load from the site: Node's own resolution where it can answer (CommonJS
 * and dual packages), else the package's `exports` under the `import` condition (ES-module-only ones).
 */
function entryFile(name: string, packageDir: string, manifest: Manifest, siteDir: string): string | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(name);
  } catch {
    // An ES-module-only package has no `require` entry: read its exports.
  }
  const subpath = `.${name.slice(packageName(name).length)}`;
  const exported = exportTarget(manifest.exports, subpath);
  const target = exported ?? (subpath === '.' ? (typeof manifest.main === 'string' ? manifest.main : 'index.js') : undefined);
  if (!target) return undefined;
  const file = path.resolve(packageDir, target);
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const CONDITIONS = ['node', 'import', 'default'];

function exportTarget(exports: unknown, subpath: string): string | undefined {
  if (exports === undefined || exports === null) return undefined;
  if (typeof exports === 'string') return subpath === '.' ? exports : undefined;
  if (Array.isArray(exports)) {
    for (const item of exports) {
      const found = exportTarget(item, subpath);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof exports !== 'object') return undefined;
  const map = exports as Record<string, unknown>;
  const keys = Object.keys(map);
  // A map of subpaths (`"."`, `"./x"`), or of conditions for the package's main entry.
  if (keys.some((key) => key.startsWith('.'))) return conditionTarget(map[subpath]);
  return subpath === '.' ? conditionTarget(map) : undefined;
}

function conditionTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(conditionTarget).find((v) => v !== undefined);
  if (!value || typeof value !== 'object') return undefined;
  for (const [condition, target] of Object.entries(value as Record<string, unknown>)) {
    if (!CONDITIONS.includes(condition)) continue;
    const found = conditionTarget(target);
    if (found) return found;
  }
  return undefined;
}
