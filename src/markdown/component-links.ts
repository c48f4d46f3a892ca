// The links a React page's component renders (`<Link to="/docs/intro">`, `<a href="/blog">`): site paths
// written in JavaScript, so the MDX compiler never sees them. Found in the rendered HTML and turned into
// slots like a markdown link's, so the route graph checks them and resolves them (base URL, trailing
// slash, hash router) as Docusaurus checks a page's links. Links inside an island stay as rendered:
// hydration must find the HTML its component renders in the browser.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { SKIP, visit } from 'unist-util-visit';
import type { LinkRef } from './types.js';

/**
 * `html` with each site path an `<a href>` outside islands holds replaced by slot `first`, `first + 1`…
 * of `marker`, and those links, at the page's first line (the HTML does not say where in the code they are).
 */
export function slotComponentLinks(html: string, options: { marker: string; first: number }): { html: string; links: LinkRef[] } {
  const tree: Root = fromHtml(html, { fragment: true });
  const found: { start: number; end: number; url: string }[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.properties.dataIslandSrc !== undefined) return SKIP;
    const href = node.properties.href;
    if (node.tagName !== 'a' || typeof href !== 'string' || !/^\/(?!\/)/.test(href)) return undefined;
    const start = node.position?.start.offset;
    if (start === undefined) return undefined;
    const tag = html.slice(start, html.indexOf('>', start));
    const at = /\shref="([^"]*)"/.exec(tag);
    if (!at) return undefined;
    const valueStart = start + at.index + at[0].indexOf('"') + 1;
    found.push({ start: valueStart, end: valueStart + at[1]!.length, url: href });
    return undefined;
  });
  if (!found.length) return { html, links: [] };
  let out = '';
  let last = 0;
  const links = found.map((link, i) => {
    out += `${html.slice(last, link.start)}${options.marker}${options.first + i}${options.marker}`;
    last = link.end;
    return { url: link.url, attribute: 'href' as const, line: 1, column: 1 };
  });
  return { html: out + html.slice(last), links };
}
