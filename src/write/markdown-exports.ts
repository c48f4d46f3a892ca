// The markdown export of each doc page (`/docs/guides/jwt.md`): its source without front matter, a title
// heading when it has none, and links made absolute so the file reads on its own. Never in the sitemap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Html } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import type { DocRoute, Route, RouteGraph } from '../routes/types.js';
import { absoluteUrl, isExternal, markdownExportUrl } from '../routes/urls.js';

/** The same front matter block the content loader splits off. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

export interface MarkdownExportFile {
  /** Output path relative to the output folder, e.g. `docs/guides/jwt.md`. */
  path: string;
  contents: string;
}

/**
 * Every doc route's markdown export (of `routes`, default all), one at a time (read from its source file when asked
 * for), but those `kept` says the output has already (their sources are not read).
 */
export function* renderMarkdownExports(
  graph: RouteGraph,
  siteDir: string,
  siteUrl: string,
  routes: Iterable<Route> = graph.routes.values(),
  kept: (route: DocRoute, path: string) => boolean = () => false,
): Generator<MarkdownExportFile & { route: DocRoute }> {
  for (const route of routes) {
    if (route.kind !== 'doc' || !route.source) continue;
    const rel = markdownExportUrl(route.url).slice(1);
    if (kept(route, rel)) continue;
    const source = readFileSync(path.join(siteDir, route.source), 'utf8');
    yield { path: rel, contents: markdownExport(route, source, siteUrl), route };
  }
}

/**
 * What a doc's markdown export is made of besides its source's bytes and the site's URL (its title and links), for
 * its key: a markdown export whose key holds is kept unread.
 */
export function exportInputs(route: DocRoute): string {
  return JSON.stringify([route.title, route.links.map((link) => [link.raw, link.path ?? null, link.fragment ?? null])]);
}

/** The markdown export of one doc from its source text. */
export function markdownExport(route: DocRoute, source: string, siteUrl: string): string {
  let body = withoutComments(source.replace(FRONT_MATTER, '').replace(/^\s+/, ''));
  const targets = new Map<string, string>();
  for (const link of route.links) {
    if (link.path === undefined || isExternal(link.raw)) continue;
    targets.set(link.raw, `${absoluteUrl(siteUrl, link.path)}${link.fragment ? `#${link.fragment}` : ''}`);
  }
  body = replaceLinkTargets(body, targets);
  const title = /^#\s/.test(body) ? '' : `# ${route.title}\n\n`;
  return `${title}${body.trimEnd()}\n`;
}

/**
 * The markdown without its HTML comments, which the page never shows (`<!-- staging password -->`, the
 * `<!-- truncate -->` marker): found by a real parse, so `<!--` in code is kept. Everything else is kept
 * byte for byte.
 */
export function withoutComments(markdown: string): string {
  if (!markdown.includes('<!--')) return markdown;
  const cuts: [number, number][] = [];
  visit(fromMarkdown(markdown), 'html', (node: Html) => {
    const start = node.position?.start.offset;
    if (start === undefined) return;
    for (const match of node.value.matchAll(/<!--[\s\S]*?(?:-->|$)/g)) {
      const from = start + match.index;
      let to = from + match[0].length;
      // A comment on lines of its own goes with its line break and the blank line after it.
      if (from === 0 || markdown[from - 1] === '\n') for (let n = 0; n < 2 && markdown[to] === '\n'; n++) to++;
      cuts.push([from, to]);
    }
  });
  let result = '';
  let at = 0;
  for (const [from, to] of cuts.sort((a, b) => a[0] - b[0])) {
    result += markdown.slice(at, from);
    at = Math.max(at, to);
  }
  return result + markdown.slice(at);
}

/**
 * Replaces URLs where markdown writes link targets: `](url)`, `](url "title")`, `](<url>)`, `]: url`,
 * `href="url"`. One pass per form with a map lookup: a regex per link made pages with thousands of
 * links quadratic (issue 12).
 */
function replaceLinkTargets(body: string, targets: Map<string, string>): string {
  if (targets.size === 0) return body;
  const plain = new Map([...targets].filter(([raw]) => /^[^\s<>)"]+$/.test(raw)));
  let result = body
    .replace(/\]\((<?)([^\s<>)]+)(>?)(?=[\s)])/g, (whole, open: string, url: string, close: string) =>
      plain.has(url) && open.length === close.length ? `](${plain.get(url)!}` : whole,
    )
    .replace(/^(\s*\[[^\]]+\]:\s*)(<?)([^\s<>]+)(>?)(?=\s|$)/gm, (whole, lead: string, open: string, url: string, close: string) =>
      plain.has(url) && open.length === close.length ? `${lead}${plain.get(url)!}` : whole,
    )
    .replace(/((?:href|src)=")([^"]*)(?=")/g, (whole, lead: string, url: string) => (plain.has(url) ? `${lead}${plain.get(url)!}` : whole));
  // URLs with spaces or brackets (only valid as `<url>`) are rare: one replace each, as before.
  for (const [raw, target] of targets) if (!plain.has(raw)) result = replaceLinkTarget(result, raw, target);
  return result;
}

function replaceLinkTarget(body: string, raw: string, target: string): string {
  const url = raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return body
    .replace(new RegExp(`\\]\\(<?${url}>?(?=[\\s)])`, 'g'), `](${target}`)
    .replace(new RegExp(`^(\\s*\\[[^\\]]+\\]:\\s*)<?${url}>?(?=\\s|$)`, 'gm'), `$1${target}`)
    .replace(new RegExp(`((?:href|src)=")${url}(?=")`, 'g'), `$1${target}`);
}
