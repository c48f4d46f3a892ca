// Estimates the HTML size of each route's page from the route graph alone, before anything is rendered,
// so the page sizes file (route-manifest.ts) can tell the client which pages are heavy without fetching
// them. A shard renders only its own pages, and every shard writes the same estimates.
import type { ApiRoute } from '../routes/api-types.js';
import { weightOf } from '../routes/api-weight.js';
import type { ResolvedSidebarItem, Route, RouteGraph } from '../routes/types.js';

/** Head, navbar, footer and scripts every page carries (measured on the theme: 8-10 KB). */
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
export function estimateRouteWeight(route: Route, graph: RouteGraph, sidebarSizes: Map<string, number>): number {
  return CHROME + sidebarWeight(route, graph, sidebarSizes) + contentWeight(route);
}

/** Entry counts of every sidebar, by `instance\0sidebar`, for estimateRouteWeight. */
export function sidebarSizes(graph: RouteGraph): Map<string, number> {
  const sizes = new Map<string, number>();
  const count = (items: ResolvedSidebarItem[]): number => items.reduce((n, item) => n + 1 + (item.type === 'category' ? count(item.items) : 0), 0);
  for (const instance of graph.instances.values()) {
    for (const [name, sidebar] of instance.sidebars) sizes.set(`${instance.id}\0${name}`, count(sidebar.items));
  }
  return sizes;
}

function sidebarWeight(route: Route, graph: RouteGraph, sizes: Map<string, number>): number {
  if (route.kind !== 'doc' && route.kind !== 'category-index') return 0;
  const instance = graph.instances.get(route.instanceId);
  const name = instance?.sidebarOf.get(route.url);
  return name === undefined ? 0 : (sizes.get(`${route.instanceId}\0${name}`) ?? 0) * SIDEBAR_ITEM;
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
