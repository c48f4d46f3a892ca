// Which pages of a docs plugin an outline edit reaches, when its docs' own outlines are all that changed
// (a title, a sidebar label, a description, a pagination label): the pages that show those docs. A page
// of a docs plugin shows other docs in its sidebar (the lists its copy holds open: see markActive in
// page-props.ts), its previous/next links, its breadcrumbs (a category's page by its shown title) and,
// on a category's page, the cards of the category's items; everything else it shows is its own. Any
// other change to the plugin (its sidebars' shape, its pages, a `_category_` file) reaches every page
// of it, as before.
import { FULL_SIDEBAR_LIMIT, sidebarPathKey } from '../routes/sidebar.js';
import type { InstanceGraph, ResolvedSidebarItem, Route, RouteGraph } from '../routes/types.js';
import { digestOf } from '../util/hash.js';

/** A docs plugin's outline in parts: each of its routes' (by URL), and each instance's shape (by id). */
export interface DocsOutline {
  routes: Record<string, string>;
  shapes: Record<string, string>;
}

/**
 * An instance's shape: its sidebars, orders and maps without the labels and texts its docs give them
 * (items' labels, classes, card texts and unlisted marks, previous/next labels, breadcrumb labels). While
 * it holds, an edit of a doc's own outline changes only what is shown where the doc is.
 */
export function instanceShape(instance: InstanceGraph): string {
  const { sidebars, docUrls, sidebarOf, ...rest } = instance;
  const shape = {
    ...rest,
    docUrls: [...docUrls],
    sidebarOf: [...sidebarOf],
    sidebars: [...sidebars].map(([name, sidebar]) => [
      name,
      sidebar.items.map(itemShape),
      sidebar.order,
      [...sidebar.positions].map(([url, entry]) => [url, entry.ancestors.map((a) => [a.href ?? null, a.dir])]),
    ]),
  };
  return digestOf('sha1', JSON.stringify(shape), 'base64url');
}

function itemShape(item: ResolvedSidebarItem): unknown {
  if (item.type === 'link') return ['link', item.href];
  if (item.type === 'html') return ['html', item.value, item.className ?? null, item.defaultStyle ?? null];
  return ['category', item.href ?? null, item.fallbackHref ?? null, item.collapsed, item.collapsible, item.items.map(itemShape)];
}

/**
 * The pages of docs plugin `pluginId` that show what changed in its routes' outlines, or undefined when
 * more than that changed (a route added or removed, an instance's shape, nothing route-wise: a change of
 * its own) and every page of the plugin is to be looked at.
 */
export function docsReach(graph: RouteGraph, pluginId: string, before: DocsOutline, now: DocsOutline): Set<Route> | undefined {
  const instances = [...graph.instances.values()].filter((instance) => instance.pluginId === pluginId);
  if (instances.some((instance) => before.shapes[instance.id] !== now.shapes[instance.id])) return undefined;
  const urls = Object.keys(now.routes);
  if (urls.length !== Object.keys(before.routes).length || urls.some((url) => !Object.hasOwn(before.routes, url))) return undefined;
  const changed = urls.filter((url) => before.routes[url] !== now.routes[url]);
  if (changed.length === 0) return undefined;
  const reached = new Set<Route>();
  const add = (url: string | undefined) => {
    const route = url === undefined ? undefined : graph.routes.get(url);
    if (route) reached.add(route);
  };
  for (const instance of instances) {
    const pagesOf = pagesBySidebar(instance);
    for (const url of changed) {
      add(url);
      for (const [name, sidebar] of instance.sidebars) {
        const pages = pagesOf.get(name) ?? [];
        const full = sidebar.order.length <= FULL_SIDEBAR_LIMIT;
        // Its previous/next neighbours, wherever it is listed.
        sidebar.order.forEach((at, i) => {
          if (at !== url) return;
          add(sidebar.order[i - 1]);
          add(sidebar.order[i + 1]);
        });
        visit(sidebar.items, [], (item, ancestors) => {
          if (item.type === 'html' || item.href !== url) return;
          // The pages whose sidebar shows the item: all, or those under its deepest category shown closed.
          const closed = full ? undefined : deepestClosed(ancestors);
          for (const page of closed ? under(closed, pages) : pages) add(page);
          // The page of the category holding it shows it among its cards.
          add(ancestors[ancestors.length - 1]?.href);
          // A category it is the page of: every page under it names it in its breadcrumbs.
          if (item.type === 'category') for (const page of under(item, pages)) add(page);
        });
      }
      // Docs whose `pagination_next`/`pagination_prev` names it.
      for (const route of graph.routes.values()) {
        if (route.kind !== 'doc' || route.instanceId !== instance.id) continue;
        const { pagination_next: next, pagination_prev: prev } = route.doc.frontMatter;
        if ((typeof next === 'string' && instance.docUrls.get(next) === url) || (typeof prev === 'string' && instance.docUrls.get(prev) === url)) reached.add(route);
      }
    }
  }
  return reached;
}

type Category = Extract<ResolvedSidebarItem, { type: 'category' }>;

/** The deepest of a chain of categories that a page outside it shows closed (its items left out). */
function deepestClosed(ancestors: readonly Category[]): Category | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) if (ancestors[i]!.collapsible && ancestors[i]!.collapsed) return ancestors[i];
  return undefined;
}

function visit(items: readonly ResolvedSidebarItem[], ancestors: Category[], found: (item: ResolvedSidebarItem, ancestors: Category[]) => void): void {
  for (const item of items) {
    found(item, ancestors);
    if (item.type === 'category') visit(item.items, [...ancestors, item], found);
  }
}

/** The pages of a sidebar under a category (the category's own page too), as the sidebar marks them. */
function under(category: Category, pages: readonly string[]): string[] {
  const keys = new Set<string>();
  const collect = (item: Category) => {
    if (item.href) keys.add(sidebarPathKey(item.href));
    for (const child of item.items) {
      if (child.type === 'link') keys.add(sidebarPathKey(child.href));
      else if (child.type === 'category') collect(child);
    }
  };
  collect(category);
  return pages.filter((url) => keys.has(sidebarPathKey(url)));
}

/** Each sidebar's pages (those showing it), by sidebar name. */
function pagesBySidebar(instance: InstanceGraph): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const [url, name] of instance.sidebarOf) {
    const list = pages.get(name);
    if (list) list.push(url);
    else pages.set(name, [url]);
  }
  return pages;
}
