// Estimates the HTML size of each route's page from the route graph alone, before anything is rendered,
// so the page sizes file (route-manifest.ts) can tell the client which pages are heavy without fetching
// them. A shard renders only its own pages, and every shard writes the same estimates.
import type { ApiRoute } from '../routes/api-types.js';
import { weightOf } from '../routes/api-weight.js';
import { FULL_SIDEBAR_LIMIT, sidebarPathKey as pathKey } from '../routes/sidebar.js';
import type { ResolvedSidebar, ResolvedSidebarItem, Route, RouteGraph } from '../routes/types.js';

/** Head, navbar, footer and scripts every page carries, in bytes (measured on the theme). */
const CHROME = 10_000;
/** One sidebar entry's markup (list item, link, collapsible button for categories). */
const SIDEBAR_ITEM = 190;
/** One table-of-contents entry, shown twice (the side column and the collapsible one on narrow screens). */
const TOC_ITEM = 240;
/**
 * Rendered markdown's HTML against the compiled body: heading anchors, code block chrome, filled links.
 * The body's size is estimated from its source (the same from an outline: shards agree on it).
 */
const MARKDOWN = 1.15;
/** A generated page without a body of its own (blog lists, tags, category indexes, the 404 page). */
const GENERATED = 6_000;
/** api-weight.ts estimates an operation on the heavy side, its examples and samples included. */
const API = 0.85;

/** Estimated bytes of a route's page (within about a third of the rendered size). */
export function estimateRouteWeight(route: Route, graph: RouteGraph, sidebarSizes: Map<string, SidebarSize>): number {
  return CHROME + sidebarWeight(route, graph, sidebarSizes) + contentWeight(route);
}

/**
 * The entries a sidebar's pages show: every entry, or, in a sidebar of over FULL_SIDEBAR_LIMIT pages (whose pages
 * leave collapsed categories' children out), those shown with no category opened (`base`) and, by page
 * (its pathKey), the entries of the collapsed categories that page opens (those holding it).
 */
export interface SidebarSize {
  base: number;
  opened?: Map<string, number>;
}

/** What every sidebar's pages show, by `instance\0sidebar`, for estimateRouteWeight. */
export function sidebarSizes(graph: RouteGraph): Map<string, SidebarSize> {
  const sizes = new Map<string, SidebarSize>();
  for (const instance of graph.instances.values()) {
    for (const [name, sidebar] of instance.sidebars) sizes.set(`${instance.id}\0${name}`, sidebarSize(sidebar));
  }
  return sizes;
}

function sidebarSize({ items, order }: ResolvedSidebar): SidebarSize {
  const all = (list: ResolvedSidebarItem[]): number => list.reduce((n, item) => n + 1 + (item.type === 'category' ? all(item.items) : 0), 0);
  if (order.length <= FULL_SIDEBAR_LIMIT) return { base: all(items) };
  // Entries a list shows with nothing in it opened: its items, and the children of open categories.
  const closed = (item: ResolvedSidebarItem) => item.type === 'category' && item.collapsible && item.collapsed;
  const shown = (list: ResolvedSidebarItem[]): number =>
    list.reduce((n, item) => n + 1 + (item.type === 'category' && !closed(item) ? shown(item.items) : 0), 0);
  const opened = new Map<string, number>();
  const walk = (list: ResolvedSidebarItem[], added: number) => {
    for (const item of list) {
      if (item.type === 'link') opened.set(pathKey(item.href), Math.max(opened.get(pathKey(item.href)) ?? 0, added));
      if (item.type !== 'category') continue;
      const inner = added + (closed(item) ? shown(item.items) : 0);
      if (item.href) opened.set(pathKey(item.href), Math.max(opened.get(pathKey(item.href)) ?? 0, inner));
      walk(item.items, inner);
    }
  };
  walk(items, 0);
  return { base: shown(items), opened };
}

function sidebarWeight(route: Route, graph: RouteGraph, sizes: Map<string, SidebarSize>): number {
  if (route.kind !== 'doc' && route.kind !== 'category-index') return 0;
  const instance = graph.instances.get(route.instanceId);
  const name = instance?.sidebarOf.get(route.url);
  const size = name === undefined ? undefined : sizes.get(`${route.instanceId}\0${name}`);
  return size ? (size.base + (size.opened?.get(pathKey(route.url)) ?? 0)) * SIDEBAR_ITEM : 0;
}

function contentWeight(route: Route): number {
  switch (route.kind) {
    case 'doc':
      return bodySize(route.doc.markdown) * MARKDOWN + route.toc.length * TOC_ITEM;
    case 'page':
    case 'home':
      return bodySize(route.page.markdown) * MARKDOWN + route.toc.length * TOC_ITEM + GENERATED;
    case 'blog-post':
      return bodySize(route.post.markdown) * MARKDOWN + route.toc.length * TOC_ITEM;
    case 'api':
      return apiWeight(route);
    default:
      return GENERATED;
  }
}

function bodySize(markdown: { html: string; sizeEstimate?: number }): number {
  return markdown.sizeEstimate ?? markdown.html.length;
}

/** An API page: its operations, webhooks and models; the entry page also maps every deep link to its page. */
function apiWeight(route: ApiRoute): number {
  const { model } = route.api;
  let weight = GENERATED + (route.overview ? (model.description?.html.length ?? 0) + (route.pageOf?.size ?? 0) * 120 : 0);
  for (const section of route.sections) {
    const items =
      section.group === 'webhooks'
        ? model.webhooks
        : section.group === 'models'
          ? model.schemas
          : (model.tags.find((tag) => tag.id === section.group)?.operations ?? []);
    for (const item of items.slice(section.from, section.to)) weight += weightOf(item) * API;
  }
  return weight;
}
