// /llms.txt (llmstxt.org): the site's title and summary, then every listed page with its description,
// grouped by section, with absolute URLs; docs link to their markdown exports. Reads the graph only.
import type { Route, RouteGraph } from '../routes/types.js';
import { absoluteUrl, markdownExportUrl } from '../routes/urls.js';

export interface LlmsTxtSite {
  title: string;
  summary: string;
  siteUrl: string;
}

/**
 * The llms.txt text. Sections: each docs instance (by label), each blog (posts only), the API reference and
 * standalone pages; docs of older versions go under "Optional", the section tools may skip.
 */
export function renderLlmsTxt(graph: RouteGraph, site: LlmsTxtSite): string {
  const sections = new Map<string, string[]>();
  const add = (section: string, route: Route, url = route.url) => {
    const description = route.description ? `: ${oneLine(route.description)}` : '';
    const line = `- [${escapeLabel(route.title)}](${absoluteUrl(site.siteUrl, url)})${description}`;
    const lines = sections.get(section);
    if (lines) lines.push(line);
    else sections.set(section, [line]);
  };
  for (const route of graph.routes.values()) {
    if (route.unlisted) continue;
    switch (route.kind) {
      case 'doc':
      case 'category-index': {
        const instance = graph.instances.get(route.instanceId);
        const current = instance?.versions.find((v) => v.name === instance.versionName)?.isLast ?? true;
        const section = current ? (instance?.label ?? 'Docs') : 'Optional';
        add(section, route, route.kind === 'doc' ? markdownExportUrl(route.url) : route.url);
        break;
      }
      case 'blog-post':
        add(graph.blogs.get(route.blogId)?.title ?? 'Blog', route);
        break;
      case 'api':
        add(route.api.title, route);
        break;
      case 'page':
        add('Pages', route);
        break;
      default:
        break;
    }
  }
  // "Optional" goes last, as the convention asks.
  const names = [...sections.keys()].sort((a, b) => Number(a === 'Optional') - Number(b === 'Optional'));
  const body = names.map((name) => `## ${name}\n\n${sections.get(name)!.join('\n')}\n`);
  return [`# ${site.title}\n`, ...(site.summary ? [`> ${oneLine(site.summary)}\n`] : []), ...body].join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLabel(text: string): string {
  return oneLine(text).replace(/([[\]\\])/g, '\\$1');
}
