// Gives every h1..h6 an id (github-slugger rules, one slugger per page, explicit ids reserved first so
// an auto slug never collides with them) and adds the "Direct link to" anchor to h2..h6.
import type { Element } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { slug } from 'github-slugger';
import type { Heading } from './types.js';

const HEADING = /^h([1-6])$/;

/** Gives the page's h1..h6 elements (in document order) their ids and anchors; records them in `headings`. */
export function assignHeadingIds(elements: Element[], options: { headings: Heading[]; lineOffset: number }): void {
  const taken = new Set<string>();
  for (const node of elements) {
    if (node.properties.dataCustomId) taken.add(String(node.properties.id));
  }
  for (const node of elements) {
    const text = textOf(node).trim();
    let id: string;
    if (node.properties.dataCustomId) {
      id = String(node.properties.id);
      delete node.properties.dataCustomId;
    } else {
      id = uniqueSlug(text, taken);
      node.properties.id = id;
    }
    const level = Number(HEADING.exec(node.tagName)![1]);
    options.headings.push({ id, text, level, line: (node.position?.start.line ?? 1) + options.lineOffset });
    if (level >= 2) addAnchorLink(node, id, text || id);
  }
}

/**
 * Per set of taken ids, the number each slug's search goes on from: `taken` only grows, so the numbers
 * below it stay taken, and a page of 50,000 headings of one text is not searched from 1 each time.
 */
const nextNumbers = new WeakMap<Set<string>, Map<string, number>>();

/** The github-slugger slug of a heading's text, numbered past the ids already taken (which it joins). */
export function uniqueSlug(text: string, taken: Set<string>): string {
  const base = slug(text) || 'section';
  let numbers = nextNumbers.get(taken);
  if (!numbers) nextNumbers.set(taken, (numbers = new Map()));
  let n = numbers.get(base) ?? 0;
  let candidate = n === 0 ? base : `${base}-${n}`;
  while (taken.has(candidate)) candidate = `${base}-${++n}`;
  numbers.set(base, n + 1);
  taken.add(candidate);
  return candidate;
}

function addAnchorLink(node: Element, id: string, text: string) {
  const label = `Direct link to ${text}`;
  node.properties.className = ['anchor'];
  node.children.push({
    type: 'element',
    tagName: 'a',
    properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label, title: label },
    children: [{ type: 'text', value: '\u200b' }],
  });
}
