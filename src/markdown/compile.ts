// A page's markdown result made compact: the body rendered to HTML once, where it was parsed (usually in a
// parse worker), by the theme's markdown components through rehype-react. Links that the route graph may
// rewrite stay open as numbered slots in the HTML and are filled in per page, so no tree has to cross
// threads, sit in the cache or stay in memory. Plain data only: it is cloned to threads and cached on disk.
import type { Element, Root } from 'hast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownContent } from '../../theme/markdown/MarkdownContent.js';
import { hasLeadingH1 } from '../../theme/markdown/has-leading-h1.js';
import type { RenderedMarkdown } from '../../theme/props.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { escapeHtml } from '../render/escape.js';
import { isExternal } from '../routes/urls.js';
import { firstParagraph } from './first-paragraph.js';
import { dropPositions } from './pipeline.js';
import { sectionsOf, type SearchSection } from './plain-text.js';
import { eachNode } from './walk.js';
import type { Heading, LinkRef, MarkdownResult } from './types.js';

export interface CompiledMarkdown {
  /** The body's HTML, escaped and sanitised; slots `<marker><n><marker>` stand for `links[n]`'s URL. */
  html: string;
  /** Separates slot numbers from the HTML around them; a string the page's text never contains. */
  marker: string;
  /** The body starts with its own h1 (pages then leave out the title's). */
  startsWithH1: boolean;
  headings: Heading[];
  /** Every id an element of the page defines (headings, raw HTML, footnotes). */
  anchors: string[];
  links: LinkRef[];
  /** Text of the first paragraph (of the excerpt, when there is one), for a default description. */
  summary?: string;
  /** The page split at its headings, as plain text, for the search index. */
  sections: SearchSection[];
  diagnostics: Diagnostic[];
  /** With a `<!-- truncate -->` marker: the HTML above it, the links it shows (indexes) and its ids. */
  excerpt?: { html: string; links: number[]; anchors: string[] };
  /** Kept only when asked (blog posts, for feeds); its link elements are `links[n].element`. */
  tree?: Root;
  /** Only the file's outline was read (the dev server's start): the body is still to be parsed. */
  outline?: true;
}

export interface CompileOptions {
  /** Keep the hast tree (and link elements) for consumers that re-render it differently (feeds). */
  keepTree?: boolean;
}

/** Renders a markdown result's tree and drops it (unless kept). */
export function compileMarkdown(result: MarkdownResult, source: string, options: CompileOptions = {}): CompiledMarkdown {
  const marker = slotMarker(source);
  const { tree, excerpt } = result;
  // Slots replace the URLs the graph may rewrite (everything but external links) while rendering; the
  // written URLs are put back afterwards, so a kept tree is unchanged.
  const slotted = result.links.flatMap((link, index) => {
    if (isExternal(link.url)) return [];
    link.element!.properties[link.attribute] = `${marker}${index}${marker}`;
    return [link];
  });
  const html = render(tree);
  const excerptHtml = excerpt && render(excerpt);
  for (const link of slotted) link.element!.properties[link.attribute] = link.url;
  const excerptElements = excerpt && elementsOf(excerpt);
  const summary = firstParagraph(excerpt ?? tree);
  if (options.keepTree) dropPositions(tree);
  return {
    html,
    marker,
    startsWithH1: hasLeadingH1(tree),
    headings: result.headings,
    anchors: result.anchors,
    links: result.links.map(({ element, ...link }) => (options.keepTree ? { ...link, element: element! } : link)),
    ...(summary ? { summary } : {}),
    sections: sectionsOf(tree, result.headings),
    diagnostics: result.diagnostics,
    ...(excerpt && excerptHtml !== undefined
      ? {
          excerpt: {
            html: excerptHtml,
            links: result.links.flatMap((link, i) => (excerptElements!.has(link.element!) ? [i] : [])),
            anchors: [...excerptElements!].flatMap((node) => (typeof node.properties.id === 'string' ? [node.properties.id] : [])),
          },
        }
      : {}),
    ...(options.keepTree ? { tree } : {}),
  };
}

/** A compiled result with nothing in it but diagnostics (a file that could not be parsed). */
export function emptyCompiled(diagnostics: Diagnostic[]): CompiledMarkdown {
  return { html: '', marker: '\u0001', startsWithH1: false, headings: [], anchors: [], links: [], sections: [], diagnostics };
}

/**
 * The HTML of a compiled body with every slot filled: with the URL the graph resolved for the link, or
 * with `urlOf`'s choice (feeds make them absolute).
 */
export function fillLinks(
  compiled: Pick<CompiledMarkdown, 'marker' | 'links'>,
  html: string,
  urlOf: (link: LinkRef) => string = (link) => link.resolved ?? link.url,
): string {
  if (!html.includes(compiled.marker)) return html;
  const parts = html.split(compiled.marker);
  // Parts alternate: HTML, slot number, HTML, ...
  for (let i = 1; i < parts.length; i += 2) {
    const link = compiled.links[Number(parts[i])];
    parts[i] = link ? escapeHtml(urlOf(link)) : '';
  }
  return parts.join('');
}

/** The compiled body as the theme's props carry it, links filled. */
export function renderedMarkdown(compiled: CompiledMarkdown, part: 'body' | 'excerpt' = 'body'): RenderedMarkdown {
  const html = part === 'excerpt' && compiled.excerpt ? compiled.excerpt.html : compiled.html;
  return { html: fillLinks(compiled, html), startsWithH1: compiled.startsWithH1 };
}

function render(tree: Root): string {
  return renderToStaticMarkup(createElement(MarkdownContent, { content: tree }));
}

/**
 * A control character no text of the page contains (markdown may carry any character through to the
 * HTML, so the marker is checked against the source).
 */
function slotMarker(source: string): string {
  for (let code = 1; code < 32; code++) {
    const candidate = String.fromCharCode(code);
    if (code !== 9 && code !== 10 && code !== 13 && !source.includes(candidate)) return candidate;
  }
  let marker = '\u0001\u0002';
  while (source.includes(marker)) marker += '\u0002';
  return marker;
}

function elementsOf(tree: Root): Set<Element> {
  const found = new Set<Element>();
  eachNode(tree, (node) => {
    if (node.type === 'element') found.add(node);
  });
  return found;
}
