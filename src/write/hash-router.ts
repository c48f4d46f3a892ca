// Hash router output (`router: hash`): one index.html (the home page) plus one data script per route
// holding its page, so the site works opened straight from the file system (file:// blocks fetch and
// module scripts). Root-relative URLs become relative to index.html and route links become `#/route`.
import type { RouteGraph } from '../routes/types.js';
import { hashRouteHref, normalisePath, relativeFileUrl, routeDataPath } from '../routes/urls.js';
import { scriptJson } from '../util/script-json.js';

/** Rewrites the href and src attributes (and MDX islands' chunk URLs) of a rendered page for the hash router. */
export function toHashRouterHtml(html: string, routeUrl: string, graph: RouteGraph): string {
  return html.replace(/(\s(?:href|src|data-island-src))="([^"]*)"/g, (whole, attr: string, value: string) => {
    const isHref = attr.trim() === 'href';
    if (isHref && value.startsWith('#')) return `${attr}="${hashRouteHref(routeUrl, value)}"`;
    if (!value.startsWith('/') || value.startsWith('//')) return whole;
    const hashAt = value.indexOf('#');
    const path = hashAt === -1 ? value : value.slice(0, hashAt);
    const fragment = hashAt === -1 ? '' : value.slice(hashAt);
    if (isHref && !path.includes('?') && graph.routes.has(normalisePath(path))) {
      return `${attr}="${hashRouteHref(normalisePath(path), fragment)}"`;
    }
    return `${attr}="${relativeFileUrl(value)}"`;
  });
}

/** The files one route contributes in hash mode: its data script, and index.html for the home page. */
export function hashRouterFiles(routeUrl: string, html: string, graph: RouteGraph): [string, string][] {
  const page = toHashRouterHtml(html, routeUrl, graph);
  const data = `window.__docsgenRoute&&window.__docsgenRoute(${scriptJson(routeUrl)},${scriptJson(page)});\n`;
  const files: [string, string][] = [[routeDataPath(routeUrl), data]];
  if (routeUrl === '/') files.push(['index.html', page]);
  return files;
}
