// The markdown stage's one result: markdown text -> CompiledMarkdown, an immutable value of plain data
// (HTML with link slots, headings, ids, links found, excerpt, search text) for docs, pages, blog posts and
// spec descriptions alike. It crosses threads and sits in caches as is; nothing downstream edits it: the
// route graph resolves its links as data of its own, and pages, feeds and markdown exports fill the slots from that.
import type { Element, Root } from 'hast';
import type { Diagnostic } from '../diagnostics/index.js';
import { escapeHtml } from '../util/html.js';
import { countWords, firstWords, type WordCounts } from '../util/search-words.js';
import { isExternal } from '../util/uri.js';
import { firstParagraph } from './first-paragraph.js';
import { hasLeadingH1 } from './has-leading-h1.js';
import { parseMarkdown } from './pipeline.js';
import { sectionsOf, type SearchSection } from './plain-text.js';
import { estimateHtmlChars } from './size-estimate.js';
import { renderFeedHtml, renderHtml } from './render-html.js';
import type { Heading, LinkRef, MarkdownOptions, MarkdownResult } from './types.js';
import { eachNode } from './walk.js';

export interface CompiledMarkdown {
  /** The body's HTML, escaped and sanitised; slots `<marker><n><marker>` stand for the URL of `links[n - slotBase]`. */
  readonly html: string;
  /** Separates slot numbers from the HTML around them; a string the page's text never contains. */
  readonly marker: string;
  /** The body starts with its own h1 (pages then leave out the title's). */
  readonly startsWithH1: boolean;
  readonly headings: readonly Heading[];
  /** Every id an element of the page defines (headings, raw HTML, footnotes). */
  readonly anchors: readonly string[];
  /** Every URL the body emits, in document order: the slots' links. */
  readonly links: readonly LinkRef[];
  /** Text of the first paragraph (of the excerpt, when there is one), for a default description. */
  readonly summary?: string;
  /**
   * The page split at its headings, as plain text, for the search index; none with `search`, which holds
   * all the index reads of them (a cached page's text would otherwise travel and be stored twice).
   */
  readonly sections: readonly SearchSection[];
  /** With `search`: what the search index reads of `sections`, so that it never needs their text. */
  readonly search?: SearchSummary;
  readonly diagnostics: readonly Diagnostic[];
  /** With a `<!-- truncate -->` marker: the HTML above it, the links it shows (indexes) and its ids. */
  readonly excerpt?: { readonly html: string; readonly links: readonly number[]; readonly anchors: readonly string[] };
  /** With `feed`: the body as feed readers get it; slots `<marker>s<n><marker>` stand for `raw[n]`, made absolute. */
  readonly feed?: { readonly html: string; readonly raw: readonly string[] };
  /** A body that is one paragraph: its inline HTML, for places that hold phrasing content only. */
  readonly inline?: string;
  /** Only the file's head or exact outline was read (the dev server's start, another shard's page): the body is still to be parsed. */
  readonly bodyPending?: true;
  /**
   * Rendered from an MDX module, by every build: what it imports may have changed it. `files`: the site's
   * files (site-relative) the module was made of, besides its page, as the last render bundled them.
   */
  readonly fromModule?: { readonly files: readonly string[] };
  /** Estimated characters of `html`, from the source alone (an exact outline has the same; see size-estimate.ts). */
  readonly sizeEstimate?: number;
}

/** A page's sections as the search index reads them. */
export interface SearchSummary {
  /** Each section's anchor, heading, first words and whether its text has more (firstWords). */
  readonly sections: readonly (readonly [anchor: string, heading: string, words: string, cut: boolean])[];
  /** The words of the sections' text, joined by spaces, counted (countWords). */
  readonly words: WordCounts;
}

export interface CompileOptions extends MarkdownOptions {
  /** Also render the body as feed readers get it (blog posts). */
  feed?: boolean;
  /** The marker to use (spec descriptions share one, so a page holding many fills its slots in one pass). */
  marker?: string;
  /** Number of the first slot (spec descriptions number theirs across the whole spec). */
  slotBase?: number;
  /** Also give a one-paragraph body's inline HTML (spec descriptions shown in a `<summary>`). */
  inline?: boolean;
  /** Also give the sections as the search index reads them (`search`). */
  search?: boolean;
}

/**
 * The marker of spec descriptions' slots: one for the whole spec, since a page shows many descriptions;
 * the spec loader removes it from their texts.
 */
export const SPEC_MARKER = '\u0001';

/** Markdown text (without front matter) -> its compiled value. */
export function compileMarkdown(source: string, options: CompileOptions): CompiledMarkdown {
  return compileParsed(parseMarkdown(source, options), source, options);
}

/** Renders a parsed result; the tree is dropped. */
export function compileParsed(result: MarkdownResult, source: string, options: Omit<CompileOptions, keyof MarkdownOptions> = {}): CompiledMarkdown {
  const marker = options.marker ?? slotMarker(source);
  const base = options.slotBase ?? 0;
  const { tree, excerpt, links, linkElements } = result;
  const slot = (n: number | string) => `${marker}${n}${marker}`;
  // Slots stand for every URL but external links, which no resolution changes.
  const slotOf = new Map<Element, Partial<Record<'href' | 'src', string>>>();
  links.forEach((link, index) => {
    if (isExternal(link.url)) return;
    const element = linkElements[index]!;
    slotOf.set(element, { ...slotOf.get(element), [link.attribute]: slot(base + index) });
  });
  const raw: string[] = [];
  const feedHtml = options.feed ? renderFeedHtml(tree, slotOf, (url) => slot(`s${raw.push(url) - 1}`)) : undefined;
  const html = withSlots(tree, slotOf, renderHtml);
  const excerptHtml = excerpt && withSlots(excerpt, slotOf, renderHtml);
  const excerptElements = excerpt && elementsOf(excerpt);
  const summary = firstParagraph(excerpt ?? tree);
  const inline = options.inline ? onlyParagraph(tree) : undefined;
  const sections = sectionsOf(tree, result.headings);
  return {
    html,
    marker,
    startsWithH1: hasLeadingH1(tree),
    headings: result.headings,
    anchors: result.anchors,
    links,
    ...(summary ? { summary } : {}),
    ...(options.search ? { sections: [], search: searchSummaryOf(sections) } : { sections }),
    diagnostics: result.diagnostics,
    sizeEstimate: estimateHtmlChars(source),
    ...(excerpt && excerptHtml !== undefined
      ? {
          excerpt: {
            html: excerptHtml,
            links: links.flatMap((_, i) => (excerptElements!.has(linkElements[i]!) ? [i] : [])),
            anchors: [...excerptElements!].flatMap((node) => (typeof node.properties.id === 'string' ? [node.properties.id] : [])),
          },
        }
      : {}),
    ...(feedHtml !== undefined ? { feed: { html: feedHtml, raw } } : {}),
    ...(inline ? { inline: withSlots(inline, slotOf, renderHtml) } : {}),
  };
}

/** The sections as the search index reads them. */
export function searchSummaryOf(sections: readonly SearchSection[]): SearchSummary {
  return {
    sections: sections.map((s) => [s.anchor, s.heading, ...firstWords(s.text)] as const),
    words: countWords(sections.map((s) => s.text).join(' ')),
  };
}

/** A compiled result with nothing in it but diagnostics (a file that could not be parsed). */
export function emptyCompiled(diagnostics: Diagnostic[]): CompiledMarkdown {
  return { html: '', marker: '\u0001', startsWithH1: false, headings: [], anchors: [], links: [], sections: [], diagnostics };
}

/**
 * `html` with every slot filled by `fill` (given the slot's text: a number, or `s<n>` in feeds), which
 * returns HTML-escaped text.
 */
export function fillSlots(html: string, marker: string, fill: (slot: string) => string): string {
  if (!html.includes(marker)) return html;
  const parts = html.split(marker);
  // Parts alternate: HTML, slot, HTML, ...
  for (let i = 1; i < parts.length; i += 2) parts[i] = fill(parts[i]!);
  return parts.join('');
}

/**
 * A compiled body's HTML (or excerpt) with each link slot holding `hrefs[n]`, the URL the route graph
 * resolved for `links[n]`, or the link as written when `hrefs` has none.
 */
export function fillLinks(compiled: CompiledMarkdown, hrefs: readonly string[] | undefined, part: 'html' | 'excerpt' = 'html'): string {
  const html = part === 'excerpt' ? (compiled.excerpt?.html ?? compiled.html) : compiled.html;
  return fillSlots(html, compiled.marker, (slot) => {
    const n = Number(slot);
    const url = hrefs?.[n] ?? compiled.links[n]?.url;
    return url === undefined ? '' : escapeHtml(url);
  });
}

/** Renders `tree` with the slots in place of the URLs they stand for, then puts the URLs back. */
function withSlots(tree: Root, slotOf: Map<Element, Partial<Record<'href' | 'src', string>>>, render: (tree: Root) => string): string {
  const written: [Element, 'href' | 'src', unknown][] = [];
  for (const [element, slots] of slotOf) {
    for (const key of ['href', 'src'] as const) {
      if (slots[key] === undefined) continue;
      written.push([element, key, element.properties[key]]);
      element.properties[key] = slots[key];
    }
  }
  try {
    return render(tree);
  } finally {
    for (const [element, key, value] of written) element.properties[key] = value as string;
  }
}

/** The children of a body that is exactly one paragraph (whitespace aside). */
function onlyParagraph(tree: Root): Root | undefined {
  const blocks = tree.children.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  const only = blocks[0];
  if (blocks.length !== 1 || only?.type !== 'element' || only.tagName !== 'p') return undefined;
  return { type: 'root', children: only.children };
}

/**
 * A control character no text of the page contains (markdown may carry any character through to the
 * HTML, so the marker is checked against the source).
 */
export function slotMarker(source: string): string {
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
