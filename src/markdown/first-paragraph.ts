// The text of a hast tree's first paragraph, as a default description (docs, blog posts).
import type { Root } from 'hast';
import { plainText } from './plain-text.js';

/** Text of the first top-level paragraph, capped at 200 characters for meta tags; undefined when none. */
export function firstParagraph(tree: Root): string | undefined {
  const p = tree.children.find((n) => n.type === 'element' && n.tagName === 'p');
  if (!p || p.type !== 'element') return undefined;
  const text = plainText({ type: 'root', children: [p] });
  return text ? (text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text) : undefined;
}
