// sitemap.xml and robots.txt from the route graph: every listed page, with absolute URLs.
import type { RouteGraph } from '../routes/types.js';
import { absoluteUrl } from '../routes/urls.js';

export function renderSitemap(graph: RouteGraph, siteUrl: string): string {
  const urls = [...graph.routes.values()]
    .filter((r) => !r.unlisted && r.kind !== 'not-found')
    .map((r) => absoluteUrl(siteUrl, r.url))
    .sort();
  const entries = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
