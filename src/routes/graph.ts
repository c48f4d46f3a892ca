// Builds the route graph from loaded content: one Route per URL, instance sidebars with URLs, every
// emitted link resolved as the graph's own data (content is never changed). Duplicate URLs are recorded
// for the checks, first source wins.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { Blog, DocEntry, DocsInstance, PageEntry, SidebarCategoryNode, SidebarNode } from '../content/types.js';
import type { SourceLink } from '../config/resolve.js';
import { addBlog, resolveBlogLinks } from './blog-routes.js';
import { addApiRoutes, resolveApiLinks } from './api-routes.js';
import type { ApiReference } from './api-types.js';
import { resolveLinks, resolveSourceLinks } from './links.js';
import { resolveSidebars, sidebarLinks, sidebarOf } from './sidebars.js';
import { buildToc, tocLevels, type TocLevels } from './toc.js';
import type { CategoryIndexRoute, DocRoute, DuplicateSource, PageRoute, Route, RouteGraph, RouteLink } from './types.js';
import { createCategoryUrls, docUrl, linkBase, NOT_FOUND_URL, pageUrl, staticFileUrl } from './urls.js';

export interface GraphInput {
  config: SiteConfig;
  instances: DocsInstance[];
  /** Blog instances (posts newest first). */
  blogs?: Blog[];
  /** The API reference, when the site has a spec. */
  api?: ApiReference;
  pages: PageEntry[];
  /** Files of the static folder, relative to it. */
  staticFiles: string[];
}

/** The site folder, as a root markdown-file links are looked up in (see LinkContext.roots). */
const SITE_ROOT = '.';

/**
 * Where a markdown-file link of a route not starting with `./` or `../` is looked for, as Docusaurus
 * does: a doc's content folder, then the site folder (`/docs/x.mdx` names the site's docs/x.mdx).
 */
function linkRoots(graph: RouteGraph, route: Route): readonly string[] {
  return (route.kind === 'doc' ? graph.instances.get(route.instanceId)?.linkRoots : undefined) ?? [SITE_ROOT];
}

export function buildRouteGraph(input: GraphInput): RouteGraph {
  const graph: RouteGraph = {
    routes: new Map(),
    baseUrl: linkBase(input.config),
    siteBase: input.config.baseUrl,
    instances: new Map(),
    assets: new Map(),
    duplicates: new Map(),
    staticFiles: new Set(input.staticFiles.map(staticFileUrl)),
    chromeLinks: [],
    blogs: new Map(),
  };
  const fileUrls = new Map<string, string>();
  const add = (route: Route) => {
    const existing = graph.routes.get(route.url);
    if (existing) {
      const sources = graph.duplicates.get(route.url) ?? [routeSource(existing)];
      sources.push(routeSource(route));
      graph.duplicates.set(route.url, sources);
      return;
    }
    graph.routes.set(route.url, route);
    if (route.source) fileUrls.set(route.source, route.url);
  };

  const toc = siteTocLevels(input.config);
  for (const instance of input.instances) addInstance(instance, graph, add, toc);
  for (const blog of input.blogs ?? []) addBlog(blog, graph, add, toc);
  if (input.api) addApiRoutes(input.api, add);
  for (const page of input.pages) add(pageRoute(page, toc));
  add({
    url: NOT_FOUND_URL,
    kind: 'not-found',
    title: 'Page not found',
    anchors: new Set(),
    links: [],
    unlisted: true,
  });

  for (const route of graph.routes.values()) {
    if (!route.source) continue;
    const roots = linkRoots(graph, route);
    const context = { url: route.url, file: route.source, fileUrls, assets: graph.assets, base: graph.baseUrl, roots };
    if (route.kind === 'doc') {
      const body = resolveLinks(route.doc.markdown.links, context, route.doc.images);
      route.links = [...body.links, ...paginationLinks(route, graph)];
      route.hrefs = body.hrefs;
    } else if (route.kind === 'page' || route.kind === 'home') {
      const body = resolveLinks(route.page.markdown.links, context, route.page.images);
      route.links = [...body.links, ...resolveSourceLinks(frontMatterLinks(route.page), context)];
      route.hrefs = body.hrefs;
    }
  }
  resolveBlogLinks(graph, fileUrls);
  resolveApiLinks(graph, fileUrls);
  graph.chromeLinks = [
    ...resolveSourceLinks(input.config.links, { url: '/', file: 'site.config.yaml', fileUrls, assets: graph.assets }),
    // Sidebars files' `link` items: emitted by every page that shows their sidebar.
    ...input.instances.flatMap((instance) => {
      const links = sidebarLinks(instance);
      return links.length ? resolveSourceLinks(links, { url: '/', file: links[0]!.file, fileUrls, assets: graph.assets }) : [];
    }),
  ];
  return graph;
}

/**
 * The graph with a doc that is still a head (the dev server's start: front matter and title only) given
 * its full parse, when its page is first asked for: that page gets its body, table of contents, ids and
 * resolved links; every other route and the sidebars stay as they are until the whole site is parsed
 * (the dev server then builds the graph again). Undefined for a doc that is not a head: an edit builds
 * the graph again. No checks run.
 */
export function withDocParsed(graph: RouteGraph, doc: DocEntry, config: SiteConfig): RouteGraph | undefined {
  const old = [...graph.routes.values()].find((route): route is DocRoute => route.kind === 'doc' && route.source === doc.file);
  if (!old || !old.doc.markdown.bodyPending || graph.duplicates.has(old.url)) return undefined;
  const next: RouteGraph = { ...graph, routes: new Map(graph.routes), assets: new Map(graph.assets) };
  const fileUrls = new Map([...graph.routes.values()].flatMap((r) => (r.source ? [[r.source, r.url] as const] : [])));
  const route: DocRoute = {
    ...old,
    title: doc.title,
    description: doc.description,
    doc,
    anchors: new Set(doc.markdown.anchors),
    toc: pageToc(doc, siteTocLevels(config)),
  };
  const context = { url: route.url, file: doc.file, fileUrls, assets: next.assets, base: graph.baseUrl, roots: linkRoots(next, route) };
  const body = resolveLinks(doc.markdown.links, context, doc.images);
  route.links = [...body.links, ...paginationLinks(route, next)];
  route.hrefs = body.hrefs;
  next.routes.set(route.url, route);
  return next;
}

/** Where a route comes from, for duplicate reports: its file and, when its URL is a `slug`, that line. */
function routeSource(route: Route): DuplicateSource {
  if (!route.source) return { source: `(generated ${route.kind} page)`, line: 1, column: 1 };
  const slugged = route.kind === 'doc' && route.doc.frontMatter.slug !== undefined;
  return { source: route.source, ...(slugged ? route.doc.locate(['slug']) : { line: 1, column: 1 }) };
}

/** Links written in a page's front matter: hero actions and feature cards. */
function frontMatterLinks(page: PageEntry): SourceLink[] {
  const fm = page.frontMatter;
  const at = (p: PropertyKey[], url: string): SourceLink => ({ url, file: page.file, ...page.locate(p) });
  return [
    ...(fm.hero?.actions ?? []).map((a, i) => at(['hero', 'actions', i, 'href'], a.href)),
    ...(fm.features ?? []).flatMap((f, i) => (f.href ? [at(['features', i, 'href'], f.href)] : [])),
  ];
}

/** `pagination_next`/`pagination_prev` name doc ids of the same instance; an unknown id is a broken link. */
function paginationLinks(route: DocRoute, graph: RouteGraph): RouteLink[] {
  const instance = graph.instances.get(route.instanceId);
  const links: RouteLink[] = [];
  for (const key of ['pagination_next', 'pagination_prev'] as const) {
    const id = route.doc.frontMatter[key];
    if (typeof id !== 'string') continue;
    const url = instance?.docUrls.get(id);
    const position = route.doc.locate([key]);
    links.push({ raw: id, file: route.doc.file, ...position, ...(url ? { path: url } : { missingDocId: id }) });
  }
  return links;
}

/** The site's table of contents levels (config `tableOfContents`; Docusaurus's defaults, h2 and h3). */
function siteTocLevels(config: SiteConfig): TocLevels {
  return { min: config.tableOfContents.minHeadingLevel, max: config.tableOfContents.maxHeadingLevel };
}

function addInstance(instance: DocsInstance, graph: RouteGraph, add: (route: Route) => void, toc: TocLevels) {
  const base = instance.config.routeBasePath;
  const docUrls = new Map<string, string>();
  for (const doc of instance.docs) {
    const route = docRoute(instance, doc, toc);
    docUrls.set(doc.id, route.url);
    add(route);
  }
  const categoryUrls = new Map<string, string>();
  const categoryUrl = createCategoryUrls(base);
  for (const sidebar of instance.sidebars.values())
    forEachCategory(sidebar, (category) => {
      // A folder's category shown by two sidebars (two `autogenerated` items) has one page.
      if (category.link?.type !== 'generated-index' || categoryUrls.has(category.dir)) return;
      const url = categoryUrl(category.label, category.link.slug);
      categoryUrls.set(category.dir, url);
      const route: CategoryIndexRoute = {
        url,
        kind: 'category-index',
        title: category.link.title ?? category.label,
        description: category.link.description ?? category.description,
        anchors: new Set(),
        links: [],
        unlisted: false,
        instanceId: instance.config.id,
        categoryDir: category.dir,
        source: undefined,
        ...(category.link.slugAt ? { slugAt: category.link.slugAt } : {}),
      };
      add(route);
    });
  const sidebars = resolveSidebars(instance, docUrls, categoryUrls);
  graph.instances.set(instance.config.id, {
    id: instance.config.id,
    pluginId: instance.config.pluginId,
    versionName: instance.config.versionName,
    versions: instance.config.versions,
    label: instance.config.label,
    routeBasePath: base,
    linkRoots: [contentRoot(instance.config.path), SITE_ROOT],
    docUrls,
    sidebars,
    sidebarOf: sidebarOf(instance, docUrls, sidebars),
  });
}

function docRoute(instance: DocsInstance, doc: DocEntry, toc: TocLevels): DocRoute {
  const fm = doc.frontMatter;
  return {
    url: docUrl(instance.config.routeBasePath, doc),
    kind: 'doc',
    source: doc.file,
    title: doc.title,
    description: doc.description,
    anchors: new Set(doc.markdown.anchors),
    links: [],
    unlisted: fm.unlisted === true,
    instanceId: instance.config.id,
    doc,
    toc: pageToc(doc, toc),
  };
}

/** A page's table of contents, at the levels its front matter and the site ask for. */
function pageToc(entry: { markdown: DocEntry['markdown']; frontMatter: object }, site: TocLevels) {
  const { min, max } = tocLevels(site, entry.frontMatter);
  return buildToc(entry.markdown.headings, min, max);
}

function pageRoute(page: PageEntry, toc: TocLevels): PageRoute {
  const url = pageUrl(page.name);
  return {
    url,
    kind: url === '/' && page.frontMatter.hero ? 'home' : 'page',
    source: page.file,
    title: page.title,
    description: page.description,
    anchors: new Set(page.markdown.anchors),
    links: [],
    unlisted: false,
    page,
    toc: pageToc(page, toc),
  };
}

function forEachCategory(nodes: SidebarNode[], fn: (category: SidebarCategoryNode) => void) {
  for (const node of nodes) {
    if (node.type !== 'category') continue;
    fn(node);
    forEachCategory(node.items, fn);
  }
}

/** A content folder as written in the config, in the form of the site-relative paths files are known by. */
function contentRoot(written: string): string {
  const root = path.posix.normalize(written.replace(/\\/g, '/')).replace(/\/+$/, '');
  return root === '.' ? '' : root;
}
