// Every node of a hast tree, without recursion (trees can be 256 levels deep) and without the closure per
// node unist-util-visit makes. Order is not document order; use it where order does not matter.
import type { Root, RootContent } from 'hast';

export function eachNode(tree: Root, visit: (node: RootContent) => void): void {
  const stack: RootContent[] = [...tree.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    if ('children' in node) stack.push(...node.children);
  }
}
