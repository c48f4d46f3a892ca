// Tells whether a markdown body already starts with its own h1, so pages don't add a second one.
// Reads the hast tree only; must not change it.
import type { Root as HastRoot } from 'hast';

/** True when the first element of the body is an <h1> (whitespace text nodes are skipped). */
export function hasLeadingH1(content: HastRoot): boolean {
  for (const node of content.children) {
    if (node.type === 'element') return node.tagName === 'h1';
    if (node.type === 'text' && node.value.trim() === '') continue;
    if (node.type === 'comment' || node.type === 'doctype') continue;
    return false;
  }
  return false;
}
