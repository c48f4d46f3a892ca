// Imports the remark and rehype plugins a site's config names (resolved to files by
// src/config/markdown-plugins.ts) and attaches them, once per thread for each set of plugins: the
// main thread and every parse worker load them from the same plugin list, which travels in each job.
import { pathToFileURL } from 'node:url';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { createMarkdownPlugins, type LoadedPlugin, type LoadedPlugins, type MarkdownPlugins } from '../markdown/plugins.js';
import { withoutPositions, type MarkdownSettings, type PluginRef, type PluginRefs, type PluginStage } from '../markdown/settings.js';
import { importModule } from '../util/import-module.js';

const STAGES: readonly PluginStage[] = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

export interface PreparedPlugins {
  plugins?: MarkdownPlugins;
  /** Why the plugins cannot be used (`markdown/plugin` at their lines in site.config.yaml). */
  diagnostics: Diagnostic[];
}

// One load per plugin list and thread: Node caches the modules anyway, and attaching them once lets
// every page share the processors. Keyed by the list itself (names, files, versions, options), without
// config positions: the build checks the list with them, jobs carry it without.
const prepared = new Map<string, Promise<PreparedPlugins>>();

/** The site's plugins imported and attached, or the diagnostics saying why they cannot be. */
export function prepareMarkdownPlugins(refs: PluginRefs): Promise<PreparedPlugins> {
  const key = JSON.stringify(withoutPositions(refs));
  let found = prepared.get(key);
  if (!found) prepared.set(key, (found = importPlugins(refs)));
  return found;
}

async function importPlugins(refs: PluginRefs): Promise<PreparedPlugins> {
  const diagnostics: Diagnostic[] = [];
  const loaded = {} as Record<PluginStage, LoadedPlugin[]>;
  for (const stage of STAGES) {
    loaded[stage] = [];
    for (const ref of refs[stage]) {
      const plugin = await importPlugin(ref, stage);
      if ('diagnostic' in plugin) diagnostics.push(plugin.diagnostic);
      else loaded[stage].push({ name: ref.name, plugin: plugin.fn, ...(ref.options !== undefined ? { options: ref.options } : {}) });
    }
  }
  if (diagnostics.length > 0) return { diagnostics };
  const attached = createMarkdownPlugins(loaded as LoadedPlugins);
  for (const { stage, index, error } of attached.failed) {
    const ref = refs[stage][index]!;
    diagnostics.push(problem(ref, stage, `refuses its options: ${firstLine(error)}`, "Check the options against the plugin's documentation."));
  }
  return attached.plugins && diagnostics.length === 0 ? { plugins: attached.plugins, diagnostics } : { diagnostics };
}

async function importPlugin(ref: PluginRef, stage: PluginStage): Promise<{ fn: LoadedPlugin['plugin'] } | { diagnostic: Diagnostic }> {
  let module: unknown;
  try {
    // A local file's version is a hash of its text: a changed file is imported afresh (the dev server).
    const url = pathToFileURL(ref.file);
    if (!ref.version.includes('@')) url.searchParams.set('v', ref.version);
    module = await importModule(url.href);
  } catch (error) {
    return {
      diagnostic: problem(
        ref,
        stage,
        `cannot be imported: ${firstLine(error)}`,
        'Check that the plugin is installed completely and runs on Node 20 (`node -e "import(\'<name>\')"` in the site folder).',
      ),
    };
  }
  const fn = pluginFunction(module);
  if (!fn) {
    return {
      diagnostic: problem(
        ref,
        stage,
        'exports no plugin function',
        'A remark or rehype plugin module exports the plugin (a function) as its default export, or as module.exports.',
      ),
    };
  }
  return { fn };
}

/** `export default fn`, `module.exports = fn`, or a transpiled `exports.default = fn`. */
function pluginFunction(module: unknown): LoadedPlugin['plugin'] | undefined {
  const candidates = [(module as { default?: unknown }).default, ((module as { default?: { default?: unknown } }).default ?? {}).default, module];
  return candidates.find((c): c is LoadedPlugin['plugin'] => typeof c === 'function');
}

function problem(ref: PluginRef, stage: PluginStage, what: string, hint: string): Diagnostic {
  return createDiagnostic('markdown/plugin', {
    message: `The plugin "${ref.name}" of markdown.${stage} ${what}`,
    file: 'site.config.yaml',
    line: ref.line ?? 1,
    column: ref.column ?? 1,
    hint,
  });
}

/** The settings as parse jobs carry them: plugins without their config positions. */
export function jobSettings(settings: MarkdownSettings): MarkdownSettings {
  return settings.plugins ? { ...settings, plugins: withoutPositions(settings.plugins) } : settings;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
