// Turns a validated config into the frozen SiteConfig every stage reads: absolute folders, defaults filled.
// No I/O here.
import path from 'node:path';
import { toPosix } from '../util/paths.js';
import type { PluginRefs } from './markdown-plugins.js';
import { configInputPaths } from './input-paths.js';
import { configSchema, DEFAULT_API, type ValidatedConfig } from './schema.js';

/** One version of a docs instance, as the version menu lists it. */
export interface DocsVersionConfig {
  name: string;
  label: string;
  /** URL path the version is served under. */
  routeBasePath: string;
  isLast: boolean;
}

/** One docs instance to load; an instance with versions becomes one of these per version. */
export interface DocsInstanceConfig {
  /** Unique key of this instance version (the plugin id for the current version, `<id>-<name>` for others). */
  id: string;
  /** The instance id from the config, shared by all its versions (`docs-preferred-version-{pluginId}`). */
  pluginId: string;
  /** This version's name (`current` for an instance without versions). */
  versionName: string;
  /** Every version of the instance; one entry for an instance without versions. */
  versions: DocsVersionConfig[];
  /** Absolute content folder. */
  dir: string;
  /** Content folder as written in the config (for messages). */
  path: string;
  routeBasePath: string;
  label: string;
  sidebarCollapsed: boolean;
  /** Glob patterns (relative to `dir`) of markdown files that are not pages. */
  exclude?: readonly string[];
  /**
   * The sidebars file: absolute path and as written in the config; `false` for no sidebar; undefined for
   * the sidebar generated from the folders.
   */
  sidebarFile?: { abs: string; rel: string /** The site's cache folder (a JS/TS file is bundled there). */; cacheDir: string } | false;
}

export interface BlogInstanceConfig {
  id: string;
  /** Absolute content folder. */
  dir: string;
  /** Content folder as written in the config (for messages). */
  path: string;
  routeBasePath: string;
  title: string;
  description: string;
  postsPerPage: number;
  feeds: readonly ('rss' | 'atom')[];
  feedLimit: number;
  /** Posts in the sidebar; Infinity for all. */
  sidebarCount: number;
  sidebarTitle: string;
  /** `date`: Docusaurus's dated post URLs (`<base>/2021/05/03/slug`) for posts whose path has a date. */
  postUrl: 'slug' | 'date';
  /** Feed title: the site title and the blog's, e.g. "Sesame Changelog". */
  feedTitle: string;
  /** The footer's copyright line, for the feeds. */
  feedCopyright?: string;
}

/** A URL written in a source file (config or front matter), before resolution. */
export interface SourceLink {
  url: string;
  file: string;
  line: number;
  column: number;
}

/**
 * Lines and columns of the folder keys the config sets (outDir, cacheDir): absent when left to the default;
 * and of each `stylesheets` entry.
 */
export type FolderPlaces = Partial<Record<'outDir' | 'cacheDir', { line: number; column: number }>> & { stylesheets?: { line: number; column: number }[] };

/** The `markdown` settings, as every markdown file is parsed with them. */
export interface MarkdownConfig {
  /** What `.md` files are (MDX or CommonMark). */
  format: ValidatedConfig['markdown']['format'];
  magicComments?: ValidatedConfig['markdown']['magicComments'];
  /** The site's plugins, resolved to files (by loadConfig); absent when the config names none. */
  plugins?: PluginRefs;
  /** MDX import prefixes -> absolute folders (`@site` is the site folder unless set). */
  aliases?: Readonly<Record<string, string>>;
  /** Packages `.md` pages read as MDX may import (see the schema's `mdxImports`). */
  mdxImports?: readonly string[];
}

export type SiteConfig = Readonly<
  Omit<ValidatedConfig, 'docs' | 'blogs' | 'markdown'> & {
    /** Absolute site folder. */
    siteDir: string;
    /** Absolute output folder. */
    outDirAbs: string;
    /** Absolute static folder. */
    staticDirAbs: string;
    /** Absolute cache folder. */
    cacheDirAbs: string;
    docs: readonly DocsInstanceConfig[];
    blogs: readonly BlogInstanceConfig[];
    markdown: MarkdownConfig;
    /** URLs the config makes every page emit (navbar, footer, logo, favicon, announcement). */
    links: readonly SourceLink[];
    /** Where the config sets outDir and cacheDir. */
    places: FolderPlaces;
    /** Every file and folder the config names for the site to read (see input-paths.ts): key, as written, absolute. */
    inputPaths: readonly { key: string; value: string; abs: string }[];
  }
>;

export function resolveConfig(config: ValidatedConfig, siteDir: string, links: SourceLink[] = [], places: FolderPlaces = {}): SiteConfig {
  const abs = path.resolve(siteDir);
  const docs = config.docs.flatMap((d) => resolveDocsInstance(d, abs, path.resolve(abs, config.cacheDir)));
  const blogs = config.blogs.map(
    (b): BlogInstanceConfig => ({
      ...b,
      dir: path.resolve(abs, b.path),
      routeBasePath: b.routeBasePath.replace(/\/+$/, '') || '/',
      sidebarCount: b.sidebarCount === 'ALL' ? Infinity : b.sidebarCount,
      sidebarTitle: b.sidebarTitle ?? (b.sidebarCount === 'ALL' ? 'All posts' : 'Recent posts'),
      feedTitle: `${config.title} ${b.title}`,
      ...(config.footer.copyright ? { feedCopyright: config.footer.copyright } : {}),
    }),
  );
  return Object.freeze({
    ...config,
    url: config.url.replace(/\/+$/, ''),
    baseUrl: config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`,
    siteDir: abs,
    outDirAbs: path.resolve(abs, config.outDir),
    staticDirAbs: path.resolve(abs, config.staticDir),
    cacheDirAbs: path.resolve(abs, config.cacheDir),
    docs,
    blogs,
    markdown: {
      format: config.markdown.format,
      ...(config.markdown.magicComments ? { magicComments: config.markdown.magicComments } : {}),
      ...(config.markdown.mdxImports ? { mdxImports: config.markdown.mdxImports } : {}),
      ...(config.markdown.aliases
        ? { aliases: Object.fromEntries(Object.entries(config.markdown.aliases).map(([prefix, dir]) => [prefix, path.resolve(abs, dir)])) }
        : {}),
    },
    links,
    places,
    inputPaths: configInputPaths(configSchema, config).map((p) => ({ ...p, abs: path.resolve(abs, p.value) })),
  });
}

type UserInstance = ValidatedConfig['docs'][number];

/** Expands an instance into one entry per version: the last version at the route base, others below it. */
function resolveDocsInstance(d: UserInstance, siteDir: string, cacheDir: string): DocsInstanceConfig[] {
  const base = d.routeBasePath.replace(/\/+$/, '') || '/';
  const declared = d.versions ?? [{ name: 'current', label: undefined, path: d.path }];
  const lastName = d.lastVersion ?? declared[0]!.name;
  const versions: DocsVersionConfig[] = declared.map((v) => ({
    name: v.name,
    // Docusaurus's names for its unreleased version: "Next", at `next`.
    label: v.label ?? (v.name === 'current' ? 'Next' : v.name),
    routeBasePath: v.name === lastName ? base : `${base === '/' ? '' : base}/${('routePath' in v && v.routePath) || (v.name === 'current' ? 'next' : v.name)}`,
    isLast: v.name === lastName,
  }));
  return declared.map((v, i) => ({
    id: versions[i]!.isLast ? d.id : `${d.id}-${v.name}`,
    pluginId: d.id,
    versionName: v.name,
    versions,
    dir: path.resolve(siteDir, v.path),
    path: v.path,
    routeBasePath: versions[i]!.routeBasePath,
    label: d.label ?? d.id,
    sidebarCollapsed: d.sidebarCollapsed,
    ...(d.exclude ? { exclude: d.exclude } : {}),
    ...sidebarFileOf('sidebarPath' in v ? (v.sidebarPath ?? d.sidebarPath) : d.sidebarPath, siteDir, cacheDir),
  }));
}

function sidebarFileOf(sidebarPath: string | false | undefined, siteDir: string, cacheDir: string): Pick<DocsInstanceConfig, 'sidebarFile'> {
  if (sidebarPath === undefined) return {};
  return { sidebarFile: sidebarPath === false ? false : { abs: path.resolve(siteDir, sidebarPath), rel: sidebarPath, cacheDir } };
}

/**
 * The folders and files a site reads from, named as a user knows them: the site's output may be none of
 * these, hold none and lie inside none (see src/write/output-dir.ts). Besides the folders docsgen always
 * reads, every path the config names (a sidebars file, the spec, a plugin, a stylesheet…), found by
 * walking the config with its schema, so that no setting is left off.
 */
export function inputFolders(config: SiteConfig): { name: string; dir: string; within?: boolean }[] {
  const named = (dir: string) => ({ name: `${path.relative(config.siteDir, dir) || '.'}/, an input of the site`, dir });
  const site = (rel: string) => named(path.join(config.siteDir, rel));
  // The spec is one file (and the files its $refs name): its folder counts unless that is the site's own.
  const specDir = path.dirname(path.resolve(config.siteDir, (config.api ?? DEFAULT_API).spec));
  return [
    site('content'),
    ...config.docs.map((d) => named(d.dir)),
    ...config.blogs.map((b) => named(b.dir)),
    named(config.staticDirAbs),
    site('theme'),
    site('spec'),
    ...(specDir === config.siteDir ? [] : [named(specDir)]),
    { name: `${path.relative(config.siteDir, config.cacheDirAbs)}/, the cache folder`, dir: config.cacheDirAbs },
    site('.git'),
    // An output may lie inside these (an MDX alias may name the site folder itself), never be or hold one.
    ...config.inputPaths.map((p) => ({
      name: `${toPosix(path.relative(config.siteDir, p.abs)) || '.'} (${p.key} in site.config.yaml), an input of the site`,
      dir: p.abs,
      within: true,
    })),
  ];
}

/**
 * The docs instance whose folder holds a site-relative file (with slashes): the innermost, when one
 * instance's folder holds another's. Folders outside the site hold no site-relative file.
 */
export function docsInstanceOfFile(config: SiteConfig): (file: string) => DocsInstanceConfig | undefined {
  const folders = config.docs
    .map((instance) => ({ instance, folder: toPosix(path.relative(config.siteDir, instance.dir)) }))
    .filter(({ folder }) => folder !== '' && !folder.startsWith('..'))
    .sort((a, b) => b.folder.length - a.folder.length);
  return (file) => folders.find(({ folder }) => file.startsWith(`${folder}/`))?.instance;
}
