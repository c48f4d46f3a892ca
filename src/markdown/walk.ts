// Every node of a tree (hast or mdast), without recursion (trees can be 256 levels deep) and without the
// closure per node unist-util-visit makes. Order is not document order; use it where order does not matter.
import type { RootContent } from 'hast';

export function eachNode<N = RootContent>(tree: { children: N[] }, visit: (node: N) => void): void {
  const stack: N[] = [];
  // One push at a time: spreading a paragraph of 100,000 children would overflow the call stack.
  for (const child of tree.children) stack.push(child);
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    const children = (node as { children?: N[] }).children;
    if (children) for (const child of children) stack.push(child);
  }
}
