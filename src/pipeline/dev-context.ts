// How `docsgen dev` reads and parses: source texts kept between rebuilds and read again only when a
// file's size or times changed (or the watcher said it changed), the content contexts
// that parse over them through the dev server's memory cache, and the MDX renderer of single-doc edits.
import { readFileSync, statSync } from 'node:fs';
import type { MdxPageContext } from '../bundle/mdx-context.js';
import { createMdxRenderer, type MdxRenderer } from '../bundle/mdx-module.js';
import type { SiteConfig } from '../config/resolve.js';
import { privateFoldersOf } from '../content/asset-rules.js';
import { createContentContext, type ContentContext } from '../content/context.js';
import type { RenderMdx } from '../content/mdx-file.js';
import type { ParseCache } from '../content/parse-cache.js';
import { markdownJobs, mdxConsentOf, mdxPageContext } from './load-site.js';
import { fileTimes } from '../util/file-times.js';

export interface SourceTexts {
  /** A file's text, from memory while its size and modification time hold. */
  read(absPath: string): string;
  /** Forgets a file's text (the watcher reported a change). */
  forget(absPath: string): void;
}

export function createSourceTexts(): SourceTexts {
  const texts = new Map<string, { text: string; times: string; size: number }>();
  return {
    read(absPath) {
      const stat = statSync(absPath);
      const times = fileTimes(stat);
      const known = texts.get(absPath);
      if (known && known.times === times && known.size === stat.size) return known.text;
      const text = readFileSync(absPath, 'utf8');
      texts.set(absPath, { text, times, size: stat.size });
      return text;
    },
    forget: (absPath) => void texts.delete(absPath),
  };
}

/** What every dev content context shares: the memory cache, the texts, the MDX renderer. */
export interface DevParsing {
  cache: ParseCache;
  texts: SourceTexts;
  renderMdx: RenderMdx;
}

/** How docs are parsed in dev: in this thread, or through `workerScript`'s pool (the background parse). */
export function devContentContext(
  config: SiteConfig,
  shared: DevParsing,
  options: { workerScript?: string | undefined; workers?: number; headsOnly?: boolean; background?: boolean } = {},
): ContentContext {
  return createContentContext({
    ...(options.background ? { background: true } : {}),
    ...(options.workers ? { workers: options.workers } : {}),
    cache: shared.cache,
    readText: shared.texts.read,
    ...(options.workerScript ? { workerScript: options.workerScript } : { workers: 1 }),
    ...(options.headsOnly ? { headsOnly: true } : {}),
    ...markdownJobs(config.markdown),
    markdownFormat: config.markdown.format,
    ...mdxConsentOf(config.markdown),
    renderMdx: shared.renderMdx,
    privateFolders: privateFoldersOf(config),
  });
}

/** Runs MDX pages' modules for single-doc edits, with the config the dev site holds now. */
export function createDevMdxRenderer(siteDir: string, siteConfig: () => SiteConfig | undefined): MdxRenderer {
  // What MDX pages' Docusaurus modules know of each page, made once per config (the dev server keeps
  // one until the config is saved).
  let pageContext: { config: SiteConfig; of: (file: string) => MdxPageContext } | undefined;
  return createMdxRenderer(siteDir, {
    aliases: () => siteConfig()?.markdown.aliases,
    consent: () => {
      const current = siteConfig();
      return current ? mdxConsentOf(current.markdown).mdxConsent : undefined;
    },
    page: (file) => {
      const current = siteConfig();
      if (!current) return undefined;
      if (pageContext?.config !== current) pageContext = { config: current, of: mdxPageContext(current) };
      return pageContext.of(file);
    },
  });
}
