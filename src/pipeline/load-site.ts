// The load half of the pipeline, shared by `build` and `dev`: a site's content (docs, pages, static
// files, blogs, the API reference), parsed through the given cache, then its route graph. Reports every
// diagnostic into the run; the graph is undefined when the content has errors.
import path from 'node:path';
import type { ClientAsset } from '../bundle/client.js';
import type { MdxPageContext } from '../bundle/mdx-context.js';
import { createMdxRenderer } from '../bundle/mdx-module.js';
import type { StylesheetBundle } from '../bundle/stylesheets.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { packageRoot } from '../bundle/package-root.js';
import { docsInstanceOfFile, type SiteConfig } from '../config/resolve.js';
import { DEFAULT_API } from '../config/schema.js';
import { loadBlog } from '../content/blog.js';
import type { BodySpill } from '../content/body-spill.js';
import { privateFoldersOf } from '../content/asset-rules.js';
import { createContentContext, type ContentContext } from '../content/context.js';
import type { MdxConsent } from '../markdown/mdx-consent.js';
import { loadDocs, type DocsSources } from '../content/docs.js';
import { jobSettings, prepareMarkdownPlugins } from '../content/markdown-plugins.js';
import type { ParseCache } from '../content/parse-cache.js';
import { parseWorkerScript, type ParsePool } from '../content/parse-pool.js';
import { loadPages } from '../content/pages.js';
import { loadStaticFiles } from '../content/static-files.js';
import { checkUnreadFolders } from '../content/unread-folders.js';
import { apiWorkerScript, loadApiReferenceOffThread } from '../openapi/index.js';
import { buildRouteGraph, type GraphInput } from '../routes/graph.js';
import { linkBase, withBase } from '../routes/urls.js';
import { fileStamp } from '../util/hash.js';
import type { RouteGraph } from '../routes/types.js';
import type { Run } from './run.js';
import { ownSources, shareOfDiagnostics, type Shard } from './shard.js';

export interface LoadOptions {
  cache?: ParseCache;
  /** Worker threads for parsing (default: the machine's parallelism; 1: none). */
  workers?: number;
  /** Reads a source file's text (the dev server keeps unchanged files' texts between rebuilds). */
  readText?: (absPath: string) => string;
  /** Docs' heads only, without bodies (the dev server's start; see headOfMarkdownFile). */
  headsOnly?: boolean;
  /** Where a big site's docs' bodies wait for their pages (see body-spill.ts); the caller closes it. */
  spill?: BodySpill;
  /** A parse pool the caller started and closes (see ContentContextOptions.pool). */
  pool?: ParsePool;
  /** The hash of an input file's bytes, as the build state stamped it (see ContentContextOptions.stampOf). */
  stampOf?: (absPath: string, read?: string | 'known') => string | undefined;
  /** Files changed since the last build, by absolute path (see ContentContextOptions.changed). */
  changed?: (absPath: string) => boolean;
  /** How many inputs changed (see ContentContextOptions.changedCount). */
  changedCount?: number;
  /** Files a site must have for that (default SPILL_THRESHOLD). */
  spillFrom?: number;
  /**
   * A sharded build's share: the site is loaded as exact outlines first, then the shard's own pages are
   * parsed in full (see content/context.ts `fullParse`); what is reported is the share's (see shard.ts).
   */
  shard?: Shard;
  /** The output folder of this run, when `--out-dir` moved it from the config's (no image is read from it). */
  outDir?: string;
}

export interface ContentCounts {
  /** Files parsed, and taken from the cache. */
  parsed: number;
  cached: number;
  /** Parse worker threads. */
  workers: number;
  /** Files read as exact outlines only (sharded builds: other shards' pages). */
  outlined?: number;
}

/** What loading a site gives: the route graph (undefined when the content has errors), counts, and the island chunks its MDX pages load. */
export interface LoadedSite {
  graph?: RouteGraph;
  counts: ContentCounts;
  islands: ClientAsset[];
  /** The CSS the site's components import, bundled (linked from every page). */
  componentStyles: StylesheetBundle;
  /** What the graph was built from, with each docs instance's files and problems (the dev server keeps them). */
  content?: { input: GraphInput; docs: { sources: DocsSources; diagnostics: Diagnostic[] }[] };
}

/** Content, then the route graph; undefined (with the diagnostics in `run`) when the content has errors. */
export async function loadSite(config: SiteConfig, options: LoadOptions, run: Run): Promise<LoadedSite> {
  // The site's markdown plugins are imported once here, so one that cannot be is reported once, at its
  // line in the config, before any page is parsed.
  const refs = config.markdown.plugins;
  if (refs) run.report((await run.task('plugins', () => prepareMarkdownPlugins(refs))).diagnostics);
  if (run.failed()) return { counts: { parsed: 0, cached: 0, workers: 0 }, islands: [], componentStyles: { css: [], files: [] } };
  const renderMdx = createMdxRenderer(config.siteDir, {
    aliases: () => config.markdown.aliases,
    page: mdxPageContext(config),
    consent: () => mdxConsentOf(config.markdown).mdxConsent,
  });
  // A shard's own source files, known once the outlines gave the route graph.
  let own: Set<string> | undefined;
  const privateFolders = privateFoldersOf(config, options.outDir);
  const context = createContentContext({
    ...markdownJobs(config.markdown),
    ...(options.cache ? { cache: options.cache } : {}),
    workerScript: parseWorkerScript(packageRoot()),
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(options.readText ? { readText: options.readText } : {}),
    ...(options.pool ? { pool: options.pool } : {}),
    ...(options.stampOf ? { stampOf: options.stampOf } : {}),
    ...(options.changed ? { changed: options.changed } : {}),
    ...(options.changedCount !== undefined ? { changedCount: options.changedCount } : {}),
    ...(options.headsOnly ? { headsOnly: true } : {}),
    ...(options.spill ? { spill: options.spill, ...(options.spillFrom !== undefined ? { spillFrom: options.spillFrom } : {}) } : {}),
    ...(options.shard ? { fullParse: (file: string) => own?.has(file) === true } : {}),
    markdownFormat: config.markdown.format,
    ...mdxConsentOf(config.markdown),
    renderMdx,
    privateFolders,
  });
  const loading = options.shard
    ? loadShare(config, context, { shard: options.shard, run, own: (files) => (own = files) })
    : loadContent(config, context).then((content) => ({ content, keep: (_: Diagnostic) => true }));
  const { content, keep } = await run.task('content', () => loading.finally(() => context.close()));
  run.timings['content.api'] = content.apiMs;
  run.report(content.diagnostics);
  const counts = context.stats();
  const islands = renderMdx.islandAssets();
  const styles = await renderMdx.componentStyles();
  run.report(
    styles.errors
      .map((e) =>
        createDiagnostic('stylesheet/invalid', {
          message: `CSS a component imports cannot be bundled: ${e.text}`,
          file: e.file ?? 'site.config.yaml',
          line: e.line ?? 1,
          column: e.column ?? 1,
          hint: 'Fix the CSS, or the path of the file it loads (relative to the CSS file); pages load nothing from other servers.',
        }),
      )
      .filter(keep),
  );
  const loaded = { counts, islands, componentStyles: styles.value };
  if (run.failed()) return loaded;
  const input: GraphInput = { config, ...content.value };
  const graph = await run.task('routes', () => buildRouteGraph(input));
  return { graph, ...loaded, content: { input, docs: content.docs } };
}

/**
 * A shard's content: the whole site as exact outlines (and in full what the outline pass cannot tell),
 * its route graph saying which pages are the shard's, then the site again with those parsed in full.
 * Diagnostics are the share's (`keep` says which), unless the outlines already fail: then every shard
 * reports them all, since none can go on.
 */
async function loadShare(config: SiteConfig, context: ContentContext, options: { shard: Shard; run: Run; own: (files: Set<string>) => void }) {
  const { shard, run } = options;
  const outlines = await run.task('content.outlines', () => loadContent(config, context));
  if (outlines.diagnostics.some((d) => d.severity === 'error')) return { content: outlines, keep: (_: Diagnostic) => true };
  const graph = await run.task('routes.outline', async () => buildRouteGraph({ config, ...outlines.value }));
  options.own(ownSources(graph, shard));
  const content = await loadContent(config, context);
  const keep = shareOfDiagnostics(graph, shard);
  return { content: { ...content, diagnostics: content.diagnostics.filter(keep) }, keep };
}

async function loadContent(config: SiteConfig, context: ContentContext) {
  const start = performance.now();
  // How long the API reference took (it overlaps markdown parsing), for --debug.
  let apiMs = 0;
  const apiConfig = config.api ?? DEFAULT_API;
  const [docs, pages, staticFiles, blogs, api] = await Promise.all([
    Promise.all(config.docs.map((instance) => loadDocs(config.siteDir, instance, context))),
    loadPages(config.siteDir, context, config.markdown.aliases?.['@site']),
    loadStaticFiles(config.staticDirAbs, config.siteDir, context.privateFolders),
    Promise.all(config.blogs.map((blog) => loadBlog(config.siteDir, blog, context))),
    loadApi(config, apiConfig.spec, context).finally(() => (apiMs = Math.round(performance.now() - start))),
  ]);
  return {
    value: {
      instances: docs.map((d) => d.value),
      pages: pages.value,
      staticFiles: staticFiles.files,
      blogs: blogs.map((b) => b.value),
      api: api.value && { ...api.value, ...apiConfig, specFile: apiConfig.spec, ...('specDigest' in api ? { specDigest: api.specDigest } : {}) },
    },
    diagnostics: [
      ...blogs.flatMap((b) => b.diagnostics),
      ...api.diagnostics,
      ...docs.flatMap((d) => d.diagnostics),
      ...pages.diagnostics,
      ...staticFiles.diagnostics,
      ...checkUnreadFolders(config),
    ],
    docs: docs.map((d) => ({ sources: d.sources, diagnostics: d.diagnostics })),
    apiMs,
  };
}

/**
 * The API reference, from the cache when the spec's text is unchanged (a spec with external `$ref`s
 * is always loaded: its other files are not part of the key).
 */
async function loadApi(config: SiteConfig, spec: string, context: ContentContext) {
  const source = { siteDir: config.siteDir, spec, explicit: config.api !== undefined };
  const load = () => loadApiReferenceOffThread(source, apiWorkerScript(packageRoot()));
  let text: string;
  try {
    text = context.read(path.join(config.siteDir, spec));
  } catch {
    return load();
  }
  // A reference's value is a string on the same line; a key ending in `$ref` (an OData path such as
  // `/users/{id}/manager/$ref`) opens an object or a block instead, and is no reference.
  const refs = [...text.matchAll(/\$ref['"]?[ \t]*:[ \t]*['"]?([^'"\s,{}[\]]+)/g)].map((m) => m[1]!);
  if (refs.some((ref) => !ref.startsWith('#'))) return load();
  // The model is made of this text alone: a digest of it stands for the model in page keys.
  return { ...(await context.derive(`api\0${spec}`, text, load)), specDigest: fileStamp(text) };
}

/** The markdown settings every parse job carries (none for a site with no plugins or magic comments). */
export function markdownJobs(markdown: SiteConfig['markdown']): { markdown?: ReturnType<typeof jobSettings> } {
  // The format picks the parser and aliases only resolve imports: neither is a job setting. What `.md`
  // pages may import is one for MDX pages alone (mdxConsent).
  const { format: _format, aliases: _aliases, mdxImports: _mdxImports, ...settings } = markdown;
  return Object.keys(settings).length > 0 ? { markdown: jobSettings(settings) } : {};
}

/**
 * What `.md` pages read as MDX may import without more consent (markdown/mdx-consent.ts); none of it
 * applies under `format: mdx`, where the site declared every `.md` page MDX.
 */
export function mdxConsentOf(markdown: SiteConfig['markdown']): { mdxConsent?: MdxConsent } {
  if (markdown.format !== 'detect') return {};
  return { mdxConsent: { packages: markdown.mdxImports ?? [], aliases: Object.keys(markdown.aliases ?? {}) } };
}

/** What MDX pages' Docusaurus modules know of each page: the site, and a doc's docs versions (its own first). */
export function mdxPageContext(config: SiteConfig): (file: string) => MdxPageContext {
  const base = linkBase(config);
  const site = { title: config.title, tagline: config.tagline, url: config.url, baseUrl: base };
  const instanceOf = docsInstanceOfFile(config);
  return (file) => {
    const own = instanceOf(file);
    if (!own) return { site, file, versions: [] };
    const versions = [own, ...config.docs.filter((d) => d.pluginId === own.pluginId && d !== own)].map((d) => {
      const version = d.versions.find((v) => v.name === d.versionName)!;
      // As Docusaurus gives it: under the base URL.
      return { pluginId: d.pluginId, name: d.versionName, label: version.label, path: withBase(base, d.routeBasePath), isLast: version.isLast };
    });
    return { site, file, versions };
  };
}
