// Runs a site's remark and rehype plugins in the markdown pipeline, at the pauses of markdownSteps
// (pipeline.ts), from plugin functions already imported (src/content/markdown-plugins.ts does that).
// Plugin output is trusted like docsgen's own: rehype plugins run after sanitising, so KaTeX's classes,
// styles and MathML stay. No filesystem access.
import type { Root as MdastRoot } from 'mdast';
import { unified, type Pluggable, type Plugin, type Processor } from 'unified';
import type { VFile } from 'vfile';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { compileParsed, emptyCompiled, type CompiledMarkdown, type CompileOptions } from './compile.js';
import { expandTabs, prepareMdxNodes, type TabsTable } from './mdx-tabs.js';
import { createPluginParser } from './parser.js';
import { markdownSteps } from './pipeline.js';
import type { PluginStage } from './settings.js';

/** A plugin function imported from the site, with what the config says about it. */
export interface LoadedPlugin {
  /** As written in the config. */
  name: string;
  plugin: (...args: never[]) => unknown;
  options?: unknown;
}

export type LoadedPlugins = Record<PluginStage, readonly LoadedPlugin[]>;

/** The plugins attached, ready to run on any number of pages. */
export interface MarkdownPlugins {
  /** The plugins as imported, by stage: what an MDX compile passes to @mdx-js/mdx's plugin lists. */
  loaded: LoadedPlugins;
  parse: (file: VFile) => MdastRoot;
  stages: Record<PluginStage, readonly { name: string; processor: Processor }[]>;
}

const STAGES: readonly PluginStage[] = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

const KIND: Record<PluginStage, 'remark' | 'rehype'> = {
  beforeDefaultRemarkPlugins: 'remark',
  remarkPlugins: 'remark',
  beforeDefaultRehypePlugins: 'rehype',
  rehypePlugins: 'rehype',
};

/** A loaded plugin in unified's `use` form (`[plugin, options]`), e.g. for @mdx-js/mdx's lists. */
export const pluggable = (p: LoadedPlugin): Pluggable => (p.options === undefined ? [p.plugin as Plugin] : [p.plugin as Plugin, p.options]);

/**
 * Attaches every plugin (its attacher runs now, with its options). Returns the plugins, or the ones whose
 * attacher threw (bad options, usually) with the error.
 */
export function createMarkdownPlugins(loaded: LoadedPlugins): { plugins?: MarkdownPlugins; failed: { stage: PluginStage; index: number; error: unknown }[] } {
  const failed: { stage: PluginStage; index: number; error: unknown }[] = [];
  const stages = Object.fromEntries(
    STAGES.map((stage) => [
      stage,
      loaded[stage].flatMap((p, index) => {
        try {
          return [
            {
              name: p.name,
              processor: unified()
                .use([pluggable(p)])
                .freeze() as unknown as Processor,
            },
          ];
        } catch (error) {
          failed.push({ stage, index, error });
          return [];
        }
      }),
    ]),
  ) as unknown as MarkdownPlugins['stages'];
  if (failed.length > 0) return { failed };
  // The parser gets the remark plugins too, so those that add syntax (remark-math) extend it.
  const parse = createPluginParser([...loaded.beforeDefaultRemarkPlugins, ...loaded.remarkPlugins].map(pluggable));
  return { plugins: { loaded, parse, stages }, failed };
}

/** compileMarkdown with the site's plugins run on the page's trees. */
export async function compileWithPlugins(source: string, options: CompileOptions, plugins: MarkdownPlugins): Promise<CompiledMarkdown> {
  const lineOffset = options.lineOffset ?? 0;
  const steps = markdownSteps(source, options, plugins.parse);
  const diagnostics: Diagnostic[] = [];
  let tabs: TabsTable = new Map();
  let file: VFile | undefined;
  let step = steps.next();
  while (!step.done) {
    const pause = step.value;
    file = pause.file;
    if (pause.stage === 'beforeDefaultRehypePlugins') expandTabs(pause.tree, tabs);
    for (const { name, processor } of plugins.stages[pause.stage]) {
      try {
        await processor.run(pause.tree as never, pause.file);
      } catch (error) {
        return emptyCompiled([pluginFailed(name, KIND[pause.stage], error, options.file, lineOffset)]);
      }
    }
    if (pause.stage === 'remarkPlugins') {
      const prepared = prepareMdxNodes(pause.tree, placeholderFor(source));
      tabs = prepared.tabs;
      for (const problem of prepared.problems) {
        diagnostics.push(
          createDiagnostic('markdown/plugin-message', {
            message: problem.message,
            file: options.file,
            line: problem.line + lineOffset,
            column: problem.column,
            hint: 'Markdown pages render tabs only; write the page as MDX, or remove the plugin that adds this.',
          }),
        );
      }
    }
    step = steps.next();
  }
  for (const message of file?.messages ?? []) {
    diagnostics.push(
      createDiagnostic('markdown/plugin-message', {
        message: `${message.source ?? 'A plugin'}: ${message.reason}`,
        file: options.file,
        line: (message.line ?? 1) + lineOffset,
        column: message.column ?? 1,
        hint: "A plugin reported this about the page; see that plugin's documentation.",
      }),
    );
  }
  const compiled = compileParsed(step.value, source, options);
  return diagnostics.length > 0 ? { ...compiled, diagnostics: [...compiled.diagnostics, ...diagnostics] } : compiled;
}

function pluginFailed(name: string, kind: 'remark' | 'rehype', error: unknown, file: string, lineOffset: number): Diagnostic {
  const reason = error instanceof Error ? error.message : String(error);
  const place = error as { line?: unknown; column?: unknown };
  return createDiagnostic('markdown/plugin', {
    message: `The ${kind} plugin "${name}" failed on this page: ${reason.split('\n')[0]}`,
    file,
    line: (typeof place.line === 'number' ? place.line : 1) + lineOffset,
    column: typeof place.column === 'number' ? place.column : 1,
    hint: `Fix what the plugin refuses on this page, or remove "${name}" from markdown.${kind}Plugins in site.config.yaml.`,
  });
}

/** An id prefix the page's own text does not contain, so raw HTML cannot pose as a plugin's tabs. */
function placeholderFor(source: string): string {
  let prefix = 'docsgen-tabs-';
  while (source.includes(prefix)) prefix += 'x-';
  return prefix;
}
