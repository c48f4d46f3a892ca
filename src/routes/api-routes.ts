// Routes of the API reference: one page at /api, or, for specs too large for one page, an entry page at
// /api plus one page per tag, with every tag and operation id resolvable from /api#<id>.
import type { ApiReference, ApiRoute } from './api-types.js';
import { resolveLinks } from './links.js';
import type { Route, RouteGraph } from './types.js';
import { apiTagUrl, apiUrl } from './urls.js';
import { safeDecodeURIComponent } from '../util/uri.js';

/**
 * Above this many operations the reference is split into one page per tag. Measured with GitHub's spec
 * (about 1,100 operations): one page is over 40 MB of HTML, far past what a browser handles comfortably.
 */
export const SPLIT_OPERATIONS = 150;

export function addApiRoutes(api: ApiReference, add: (route: Route) => void): void {
  const base = apiUrl(api.routeBasePath);
  const operations = api.model.tags.reduce((n, t) => n + t.operations.length, 0);
  const common = { kind: 'api' as const, source: api.specFile, links: [], unlisted: false, api };
  const description = 'Every endpoint of the API, with parameters, responses and code samples.';
  const overviewIds = api.model.securitySchemes.length ? ['authentication'] : [];
  if (operations <= SPLIT_OPERATIONS) {
    add({ ...common, url: base, title: api.title, description, anchors: new Set([...api.anchors, ...overviewIds]), overview: true, tagIds: api.model.tags.map((t) => t.id) });
    return;
  }
  const pageOf = new Map<string, string>();
  for (const tag of api.model.tags) {
    const url = apiTagUrl(api.routeBasePath, tag.id);
    pageOf.set(tag.id, url);
    for (const op of tag.operations) pageOf.set(op.id, url);
  }
  for (const hook of api.model.webhooks) pageOf.set(hook.id, base);
  // The entry page answers every id: its inline script sends /api#<id> on to the page that holds it.
  add({ ...common, url: base, title: api.title, description, anchors: new Set([...api.anchors, ...overviewIds]), overview: true, tagIds: [], pageOf });
  for (const tag of api.model.tags) {
    const ids = [tag.id, ...tag.operations.map((op) => op.id)];
    add({ ...common, url: pageOf.get(tag.id)!, title: `${tag.name} | ${api.title}`, anchors: new Set(ids), overview: false, tagIds: [tag.id], pageOf });
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
  const resolved = resolveLinks(links, { url: entry.url, file: api.specFile, fileUrls, assets: graph.assets });
  entry.links = resolved.links;
  const hrefs = resolved.hrefs.map((href, i) => {
    const url = api.links[i]!.url;
    const page = pageOf && url.startsWith('#') ? pageOf.get(safeDecodeURIComponent(url.slice(1))) : undefined;
    return page ? `${page}${url}` : href;
  });
  for (const route of graph.routes.values()) if (route.kind === 'api') route.hrefs = hrefs;
}
