// remark-rehype's list item handler, with whether the list is loose worked out once per list: the default
// asks it of the whole list for each of its items, quadratic in the list's length (issue 38). The
// same HTML: the default handler gets a stand-in parent that is loose exactly when the list is.
import type { List, ListItem, Parents } from 'mdast';
import { defaultHandlers } from 'remark-rehype';

type Handler = (typeof defaultHandlers)['listItem'];

const looseness = new WeakMap<List, boolean>();
const LOOSE: List = { type: 'list', spread: true, children: [] };
const TIGHT: List = { type: 'list', spread: false, children: [] };

/** mdast-util-to-hast's rule: a list is loose when it or any item is spread (an item without a flag: more than one child). */
function isLoose(list: List): boolean {
  let loose = looseness.get(list);
  if (loose === undefined) {
    loose = Boolean(list.spread) || list.children.some((item: ListItem) => item.spread ?? item.children.length > 1);
    looseness.set(list, loose);
  }
  return loose;
}

export const listItem: Handler = (state, node, parent?: Parents) =>
  defaultHandlers.listItem(state, node, parent?.type === 'list' ? (isLoose(parent) ? LOOSE : TIGHT) : parent);
