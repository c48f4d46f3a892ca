// The not-found page's ways on: the entry page of each docs instance, then the navbar's and footer's
// internal links, once each and never the home page, each described by the page it leads to.
import type { NavLink, SiteChrome, WayOn } from '../../theme/props.js';
import type { RouteGraph } from '../routes/types.js';
import { shownTitle } from '../routes/shown-title.js';
import { normalisePath } from '../routes/urls.js';

/** A site path without the base URL, fragment and query: the key of its route in the graph. */
function routeUrl(href: string, base: string): string {
  const path = href.replace(/[?#].*$/, '');
  const local = base === '/' ? path : path.startsWith(base) ? `/${path.slice(base.length)}` : `${path}/` === base ? '/' : undefined;
  return local === undefined ? '' : normalisePath(local);
}

/**
 * The links the not-found page offers, in order: `docsEntries`, the navbar's, the footer's. Each carries
 * its target page's description, or its title where that says more than the link's label; never its path.
 */
export function buildWaysOn(graph: RouteGraph, chrome: SiteChrome, docsEntries: NavLink[]): WayOn[] {
  const { navbar, footer, baseUrl } = chrome;
  const candidates = [...docsEntries, ...navbar.items, ...footer.columns.flatMap((column) => column.items)];
  const seen = new Set<string>();
  return candidates.flatMap((link): WayOn[] => {
    if (link.external || link.href === baseUrl || /^[a-z][a-z\d+.-]*:|^\/\//i.test(link.href) || seen.has(link.href)) return [];
    seen.add(link.href);
    const route = graph.routes.get(routeUrl(link.href, graph.baseUrl));
    const title = route && shownTitle(route);
    const description = route?.description ?? (title && title !== link.label ? title : undefined);
    return [{ label: link.label, href: link.href, ...(description ? { description } : {}) }];
  });
}
