// The site's markdown settings (site.config.yaml's `markdown`) as the markdown stage receives them:
// plain data, so they travel with each parse job to worker threads and key the parse cache.
import type { MagicComment } from './magic-comments.js';

export type { MagicComment };

/** A remark or rehype plugin the site names, resolved to a file (see src/config/markdown-plugins.ts). */
export interface PluginRef {
  /** As written in the config: a package name or a site-relative path. */
  name: string;
  /** Absolute file the plugin is imported from. */
  file: string;
  /** The options given to the plugin (plain data). */
  options?: unknown;
  /** The package's installed version, or a hash of a local file's text: part of the parse cache key. */
  version: string;
  /**
   * Where the config names it, for diagnostics. Left out of parse jobs, so that editing other parts of
   * site.config.yaml does not change every file's cache key.
   */
  line?: number;
  column?: number;
}

/** The four places a site's plugins run, in Docusaurus's names, in the order they run. */
export type PluginStage = 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins';

export type PluginRefs = Record<PluginStage, readonly PluginRef[]>;

/** The refs without their config positions: what parse jobs carry and cache keys hold. */
export function withoutPositions(refs: PluginRefs): PluginRefs {
  const strip = (list: readonly PluginRef[]) => list.map(({ line: _line, column: _column, ...ref }) => ref);
  return {
    beforeDefaultRemarkPlugins: strip(refs.beforeDefaultRemarkPlugins),
    remarkPlugins: strip(refs.remarkPlugins),
    beforeDefaultRehypePlugins: strip(refs.beforeDefaultRehypePlugins),
    rehypePlugins: strip(refs.rehypePlugins),
  };
}

export interface MarkdownSettings {
  /** Magic comments of code blocks (default: Docusaurus's `highlight-next-line` and `highlight-start`/`-end`). */
  magicComments?: readonly MagicComment[];
  /** The site's remark and rehype plugins; absent when it names none. */
  plugins?: PluginRefs;
}
