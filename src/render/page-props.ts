// Route + graph -> the props of its theme page (plain data): sidebar with the current page marked,
// breadcrumbs, previous/next, category cards.
import { FULL_SIDEBAR_LIMIT, sidebarPathKey as pathKey } from '../routes/sidebar.js';
import type { DocSidebarProps, NavLink, PageProps, SafeUrl, SidebarItem, SidebarLink, SiteChrome, VersionMenuProps } from '../../theme/props.js';
import { categoryCards, withDocCards } from './category-cards.js';
import { recordedLists } from './recorded-sidebar.js';
import { bodyStandIn, renderedMarkdown, type BodyOf } from './rendered-markdown.js';
import { buildDocNavigation } from '../routes/navigation.js';
import { shownTitle } from '../routes/shown-title.js';
import { buildBlogPageProps } from './blog-props.js';
import { buildApiPageData } from './api-page-props.js';
import { buildWaysOn } from './not-found-props.js';
import type { InstanceGraph, ResolvedSidebarItem, Route, RouteGraph } from '../routes/types.js';
import { absoluteUrl, isExternal, markdownExportUrl, withBase } from '../routes/urls.js';
import { ownUrl, safeUrl } from '../util/safe-url.js';

/** What every page's props start with: its address, title, description, canonical URL and the chrome. */
export function pageBaseProps(route: Route, graph: RouteGraph, chrome: SiteChrome) {
  return {
    url: ownUrl(withBase(graph.baseUrl, route.url)),
    title: route.title,
    ...(route.description ? { description: route.description } : {}),
    canonical: ownUrl(absoluteUrl(chrome.url, withBase(graph.siteBase, route.url))),
    ...(route.unlisted && route.kind !== 'not-found' ? { noindex: true } : {}),
    chrome,
  };
}

/**
 * `bodies: 'stand-ins'`: the props a page's key is made of, with what stands for each body (see
 * bodyStandIn) instead of its HTML: equal for two builds exactly when the full props are. Every URL goes
 * through safeUrl; one written by the site that it refuses is left out (the checks report it).
 */
export function buildPageProps(route: Route, graph: RouteGraph, chrome: SiteChrome, options: { bodies?: 'stand-ins' } = {}): PageProps {
  const standIns = options.bodies === 'stand-ins';
  const body: BodyOf = standIns ? bodyStandIn : renderedMarkdown;
  const served = (url: string) => withBase(graph.baseUrl, url);
  const base = pageBaseProps(route, graph, chrome);
  switch (route.kind) {
    case 'doc': {
      const fm = route.doc.frontMatter;
      return {
        ...base,
        kind: 'doc',
        content: withDocCards(body(route.doc.markdown, route.hrefs), graph, route, standIns),
        toc: route.toc,
        hideTableOfContents: fm.hide_table_of_contents === true,
        ...(fm.hide_title === true ? { hideTitle: true } : {}),
        sidebar: sidebarProps(graph, route.instanceId, route.url),
        ...titledNavigation(graph, route),
        markdownUrl: ownUrl(served(markdownExportUrl(route.url))),
      };
    }
    case 'category-index':
      return {
        ...base,
        kind: 'category-index',
        cards: categoryCards(graph, route.instanceId, route.url),
        sidebar: sidebarProps(graph, route.instanceId, route.url),
        ...titledNavigation(graph, route),
      };
    case 'home': {
      const fm = route.page.frontMatter;
      return {
        ...base,
        kind: 'home',
        hero: {
          title: fm.hero?.title ?? chrome.title,
          tagline: fm.hero?.tagline ?? chrome.tagline,
          actions: (fm.hero?.actions ?? []).flatMap((a) => {
            const href = safeUrl(served(a.href));
            return href ? [{ label: a.label, href, variant: a.variant }] : [];
          }),
        },
        features: (fm.features ?? []).map((f) => {
          const href = f.href === undefined ? undefined : safeUrl(served(f.href));
          return { title: f.title, details: f.details, ...(href ? { href } : {}) };
        }),
        ...(route.page.markdown.html ? { content: body(route.page.markdown, route.hrefs) } : {}),
      };
    }
    case 'page':
      return {
        ...base,
        kind: 'page',
        content: body(route.page.markdown, route.hrefs),
        toc: route.toc,
        hideTableOfContents: route.page.frontMatter.hide_table_of_contents === true,
        ...(route.page.component ? { component: true as const } : {}),
      };
    case 'blog-post':
    case 'blog-list':
    case 'blog-tag':
    case 'blog-tags':
    case 'blog-archive':
    case 'blog-authors':
      return buildBlogPageProps(route, graph, base, body);
    case 'not-found':
      return { ...base, kind: 'not-found', waysOn: buildWaysOn(graph, chrome, docsEntries(graph)) };
    case 'api':
      return { ...base, kind: 'api', ...buildApiPageData(route, graph.baseUrl) };
  }
}

/**
 * Previous/next and breadcrumbs; each crumb is named by the title of the page it stands for (the h1 a
 * reader lands on), not by its shorter sidebar label.
 */
function titledNavigation(graph: RouteGraph, route: Extract<Route, { kind: 'doc' | 'category-index' }>) {
  const navigation = buildDocNavigation(graph, route);
  const last = navigation.breadcrumbs.length - 1;
  const served = <T extends { href?: SafeUrl }>(link: T): T => (link.href === undefined ? link : { ...link, href: ownUrl(withBase(graph.baseUrl, link.href)) });
  const breadcrumbs = navigation.breadcrumbs.map((crumb, index) => {
    const target = index === last ? route : crumb.href !== undefined ? graph.routes.get(crumb.href) : undefined;
    return served(target ? { ...crumb, label: shownTitle(target) } : crumb);
  });
  return { prev: navigation.prev && served(navigation.prev), next: navigation.next && served(navigation.next), breadcrumbs };
}

/** The entry page of each docs instance (its newest version), for the not-found page's links. */
function docsEntries(graph: RouteGraph): NavLink[] {
  const entries = new Map<string, NavLink>();
  for (const instance of graph.instances.values()) {
    const newest = instance.versions.find((v) => v.name === instance.versionName)?.isLast !== false;
    const href = graph.routes.has(instance.routeBasePath) ? instance.routeBasePath : firstPage(instance);
    if (href && (newest || !entries.has(instance.pluginId)))
      entries.set(instance.pluginId, { label: instance.label, href: ownUrl(withBase(graph.baseUrl, href)) });
  }
  return [...entries.values()];
}

function sidebarProps(graph: RouteGraph, instanceId: string, url: string): DocSidebarProps {
  const instance = graph.instances.get(instanceId);
  if (!instance) return { instanceId, items: [] };
  const versions = versionMenu(graph, instance, url);
  // The sidebar this page shows (its own, or its `displayed_sidebar`); none for a doc in no sidebar.
  const name = instance.sidebarOf.get(url);
  const sidebar = name === undefined ? undefined : instance.sidebars.get(name);
  if (!sidebar) return { instanceId, items: [], ...(versions ? { versions } : {}) };
  const full = sidebar.order.length <= FULL_SIDEBAR_LIMIT;
  // Recorded, the sidebar's lists are noted one by one as markActive reads them.
  const lists = recordedLists(sidebar);
  const items = markActive(lists?.items ?? sidebar.items, url, { full, base: graph.baseUrl }, { key: pathKey(url), note: lists?.note, at: '' });
  return { instanceId, name, items, ...(versions ? { versions } : {}) };
}

const docIds = new WeakMap<InstanceGraph, Map<string, string>>();

/** The id of the doc at a URL of an instance (the first, for a URL two ids share), from a map built once. */
function docIdAt(instance: InstanceGraph, url: string): string | undefined {
  let ids = docIds.get(instance);
  if (!ids) {
    ids = new Map();
    for (const [id, u] of instance.docUrls) if (!ids.has(u)) ids.set(u, id);
    docIds.set(instance, ids);
  }
  return ids.get(url);
}

/** Links to this page in every version of the instance (or to a version's start when it lacks the page). */
function versionMenu(graph: RouteGraph, instance: InstanceGraph, url: string): VersionMenuProps | undefined {
  if (instance.versions.length < 2) return undefined;
  const siblings = [...graph.instances.values()].filter((i) => i.pluginId === instance.pluginId);
  const docId = docIdAt(instance, url);
  const items = instance.versions.map((version) => {
    const other = siblings.find((i) => i.versionName === version.name);
    const sameDoc = docId !== undefined ? other?.docUrls.get(docId) : undefined;
    const start = graph.routes.has(version.routeBasePath) ? version.routeBasePath : (firstPage(other) ?? version.routeBasePath);
    return { name: version.name, label: version.label, href: ownUrl(withBase(graph.baseUrl, sameDoc ?? start)), isLast: version.isLast };
  });
  return { pluginId: instance.pluginId, current: instance.versionName, items };
}

/** The first page of an instance's first sidebar (Docusaurus's version start). */
function firstPage(instance: InstanceGraph | undefined): string | undefined {
  if (!instance) return undefined;
  for (const sidebar of instance.sidebars.values()) if (sidebar.order.length) return sidebar.order[0];
  return undefined;
}

/**
 * The sidebar as this page shows it: the current link marked, its categories expanded. Only the
 * categories holding the page are built for it; every other item is the same object on every page
 * (built once), so a page costs the depth of its sidebar, not its size.
 */
function markActive(items: ResolvedSidebarItem[], url: string, shape: ListShape, read: ListRead): SidebarItem[] {
  read.note?.(read.at);
  const { inactive: list, holding } = listOf(items, shape);
  const at = holding.get(read.key);
  if (!at) return list;
  const marked = list.slice();
  markedLists.set(marked, { list, at });
  for (const index of at) {
    const item = items[index]!;
    if (item.type === 'link') marked[index] = { ...(list[index] as SidebarLink), active: true };
    else if (item.type === 'category') {
      const current = item.href === url;
      const children = markActive(item.items, url, shape, { ...read, at: read.at === '' ? String(index) : `${read.at}.${index}` });
      const active = current || children.some((c) => c.type !== 'html' && c.active);
      marked[index] = categoryItem(item, children, shape, active, current);
    }
  }
  return marked;
}

/** Where markActive is in a sidebar: the page's pathKey, and the list's place (noted when recorded; see recorded-sidebar.ts). */
interface ListRead {
  key: string;
  note: ((at: string) => void) | undefined;
  at: string;
}

/** How a sidebar's items are shown: in `full` (every category's items, even collapsed ones), under base URL `base`. */
export interface ListShape {
  full: boolean;
  base: string;
}

const lists = new WeakMap<ResolvedSidebarItem[], { shape: ListShape; inactive: SidebarItem[]; holding: Map<string, number[]> }>();

const sameShape = (a: ListShape, b: ListShape) => a.full === b.full && a.base === b.base;

/** Lists markActive made: the shared list each copies, and the places where it differs. */
const markedLists = new WeakMap<readonly SidebarItem[], { list: readonly SidebarItem[]; at: readonly number[] }>();

/**
 * The shared list (every page outside it shows the same objects) a page's marked copy was made from,
 * and the places where the copy differs: for a page's key, which then costs the items it marks.
 */
export function markedFrom(items: readonly SidebarItem[]): { list: readonly SidebarItem[]; at: readonly number[] } | undefined {
  return markedLists.get(items);
}

/**
 * A list of items as a page outside all of them shows it, and, by page (its pathKey), the places of the
 * items leading to it (a link to it, a category holding it): built once per list, so that marking a
 * page costs the items it is in, not the list's length.
 */
export function listOf(items: ResolvedSidebarItem[], shape: ListShape) {
  const known = lists.get(items);
  if (known && sameShape(known.shape, shape)) return known;
  const holding = new Map<string, number[]>();
  const hold = (key: string, index: number) => {
    const at = holding.get(key);
    if (!at) holding.set(key, [index]);
    else if (at[at.length - 1] !== index) at.push(index);
  };
  items.forEach((item, index) => {
    if (item.type === 'link') hold(pathKey(item.href), index);
    else if (item.type === 'category') for (const key of urlsIn(item)) hold(key, index);
  });
  const value = { shape, inactive: items.map((item) => inactive(item, shape)), holding };
  lists.set(items, value);
  return value;
}

function categoryItem(
  item: Extract<ResolvedSidebarItem, { type: 'category' }>,
  children: SidebarItem[],
  { full, base }: ListShape,
  active: boolean,
  current: boolean,
): SidebarItem {
  const collapsed = item.collapsible && item.collapsed && !active;
  const href = item.href ?? item.fallbackHref;
  return {
    type: 'category',
    label: item.label,
    // Without JS a category with no page of its own leads to its first page.
    ...(href ? { href: ownUrl(withBase(base, href)) } : {}),
    items: collapsed && !full ? [] : children,
    collapsible: item.collapsible,
    collapsed,
    active,
    current,
    ...(item.className ? { className: item.className } : {}),
  };
}

const inactiveItems = new WeakMap<ResolvedSidebarItem, { shape: ListShape; value: SidebarItem }>();

/** An item as a page outside it shows it (nothing marked), built once per item. */
function inactive(item: ResolvedSidebarItem, shape: ListShape): SidebarItem {
  const known = inactiveItems.get(item);
  if (known && sameShape(known.shape, shape)) return known.value;
  const value: SidebarItem =
    item.type === 'html'
      ? item
      : item.type === 'link'
        ? {
            type: 'link',
            label: item.label,
            // Sidebar links are safeUrl's already (routes/sidebar.ts).
            href: ownUrl(withBase(shape.base, item.href)),
            active: false,
            ...(item.className ? { className: item.className } : {}),
            ...(isExternal(item.href) ? { external: true } : {}),
            ...(item.unlisted ? { unlisted: true } : {}),
          }
        : categoryItem(
            item,
            item.items.map((child) => inactive(child, shape)),
            shape,
            false,
            false,
          );
  inactiveItems.set(item, { shape, value });
  return value;
}

const categoryUrls = new WeakMap<ResolvedSidebarItem, Set<string>>();

/** Every URL a category leads to: its own page and its items', at any depth. */
function urlsIn(item: Extract<ResolvedSidebarItem, { type: 'category' }>): Set<string> {
  let urls = categoryUrls.get(item);
  if (!urls) {
    urls = new Set(item.href ? [pathKey(item.href)] : []);
    for (const child of item.items) {
      if (child.type === 'link') urls.add(pathKey(child.href));
      else if (child.type === 'category') for (const u of urlsIn(child)) urls.add(u);
    }
    categoryUrls.set(item, urls);
  }
  return urls;
}
