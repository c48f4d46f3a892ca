// Plain text of hast trees, for the search index: a page split at its headings into sections, and the
// text of API descriptions. Copy buttons and heading anchors are left out.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Heading } from './types.js';

export interface SearchSection {
  /** Heading id; empty for the text above the first heading. */
  anchor: string;
  /** The heading's text; empty for the top of the page. */
  heading: string;
  /** Plain text of the section. */
  text: string;
}

/** Splits a page at its h2..h6 headings (top-level ones with an id); the h1 belongs to the top section. */
export function sectionsOf(tree: Root, headings: Heading[]): SearchSection[] {
  const headingText = new Map(headings.map((h) => [h.id, h.text]));
  const sections: SearchSection[] = [];
  let current: SearchSection = { anchor: '', heading: '', text: '' };
  const parts: string[] = [];
  const flush = () => {
    current.text = squash(parts.join(' '));
    parts.length = 0;
    if (current.heading || current.text) sections.push(current);
  };
  for (const node of tree.children) {
    if (!isSectionHeading(node)) {
      parts.push(textOf(node));
      continue;
    }
    flush();
    const anchor = String(node.properties.id);
    current = { anchor, heading: headingText.get(anchor) ?? squash(textOf(node)), text: '' };
  }
  flush();
  return sections;
}

/** Plain text of a hast tree (API descriptions). */
export function plainText(tree: Root): string {
  return squash(tree.children.map(textOf).join(' '));
}

/** Collapses whitespace and drops the zero-width spaces of heading anchors. */
export function squash(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isSectionHeading(node: RootContent): node is Element {
  return node.type === 'element' && /^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string';
}

/** Elements whose boundaries separate words (so table cells and list items do not run together). */
const BLOCK = /^(?:p|div|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|pre|blockquote|h[1-6]|br|hr|section|details|summary|figure|figcaption)$/;

/**
 * Text of a node: copy buttons, heading anchors, what assistive technology is told to skip
 * (`aria-hidden`, like KaTeX's visual copy of a formula) and MathML annotations (its TeX source) left out;
 * block elements separated by spaces.
 */
function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'button' || node.tagName === 'annotation' || node.properties.ariaHidden === 'true') return '';
  if ((node.properties.className as string[] | undefined)?.includes('hash-link')) return '';
  const inner = node.children.map(textOf).join('');
  return BLOCK.test(node.tagName) ? ` ${inner} ` : inner;
}
