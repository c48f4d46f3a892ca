// Routes of the API reference: one page at /api, or, for specs too large for one page, an entry page at
// /api plus the pages planned by api-pages.ts, with every tag, operation and schema id resolvable from /api#<id>.
import { planApiPages } from './api-pages.js';
import type { ApiReference, ApiRoute } from './api-types.js';
import { resolveLinks } from './links.js';
import { withBase } from './urls.js';
import type { Route, RouteGraph } from './types.js';
import { safeDecodeURIComponent } from '../util/uri.js';

export function addApiRoutes(api: ApiReference, add: (route: Route) => void): void {
  const { pages, pageOf } = planApiPages(api.model, api.routeBasePath);
  const common = { kind: 'api' as const, source: api.specFile, links: [], unlisted: false, api };
  const description = 'Every endpoint of the API, with parameters, responses and code samples.';
  const overviewIds = [...(api.model.securitySchemes.length ? ['authentication'] : []), ...(api.model.servers.length ? ['servers'] : [])];
  // Each page's ids, in one pass over the ids rather than one per page (a large spec has thousands of both).
  const idsOf = new Map<string, string[]>();
  for (const [id, url] of pageOf ?? []) (idsOf.get(url) ?? idsOf.set(url, []).get(url)!).push(id);
  for (const page of pages) {
    // The entry page answers every id: its script sends /api#<id> on to the page that holds it.
    const anchors = page.overview ? new Set([...api.anchors, ...overviewIds]) : new Set(idsOf.get(page.url));
    add({
      ...common,
      url: page.url,
      title: page.name ? `${page.name} | ${api.title}` : api.title,
      ...(page.overview ? { description } : {}),
      anchors,
      overview: page.overview,
      sections: page.sections,
      ...(pageOf ? { pageOf } : {}),
    });
  }
}

/**
 * Resolves the links of spec descriptions; they are checked once, on the entry page, and every page of
 * the reference writes them alike. On split references, `#<id>` links go to the page holding the id,
 * since a description can show on any page.
 */
export function resolveApiLinks(graph: RouteGraph, fileUrls: Map<string, string>): void {
  const entry = [...graph.routes.values()].find((route): route is ApiRoute => route.kind === 'api' && route.overview);
  if (!entry) return;
  const { api, pageOf } = entry;
  // With `api.linkBase`, root-relative links point into the API's own docs site: external, not checked.
  const base = api.linkBase;
  const links = base ? api.links.map((link) => (/^\/(?!\/)/.test(link.url) ? { ...link, url: new URL(link.url, base).href } : link)) : api.links;
  const resolved = resolveLinks(links, { url: entry.url, file: api.specFile, fileUrls, assets: graph.assets, base: graph.baseUrl });
  entry.links = resolved.links;
  const hrefs = resolved.hrefs.map((href, i) => {
    const url = api.links[i]!.url;
    const page = pageOf && url.startsWith('#') ? pageOf.get(safeDecodeURIComponent(url.slice(1))) : undefined;
    return page ? `${withBase(graph.baseUrl, page)}${url}` : href;
  });
  for (const route of graph.routes.values()) if (route.kind === 'api') route.hrefs = hrefs;
}
