// The `<!-- truncate -->` marker of blog posts: removes a top-level marker from the mdast and tells
// where it was, so the pipeline can cut the excerpt (everything above it) from the finished hast.
import type { Root as MdastRoot } from 'mdast';
import type { Root } from 'hast';

/** Docusaurus's marker, without its MDX form (`{/* truncate *\/}`), which plain markdown never produces. */
const MARKER = /^<!--\s*truncate\s*-->$/;

/** Removes the first top-level marker; returns its line (in the parsed text), or undefined when there is none. */
export function remarkTruncate(tree: MdastRoot): number | undefined {
  const index = tree.children.findIndex((node) => node.type === 'html' && MARKER.test(node.value.trim()));
  if (index < 0) return undefined;
  const line = tree.children[index]!.position?.start.line;
  tree.children.splice(index, 1);
  return line;
}

/** The top-level nodes above `line`; they are shared with the full tree, so link rewrites reach both. */
export function excerptAbove(tree: Root, line: number): Root {
  const cut = tree.children.findIndex((node) => (node.position?.start.line ?? 0) > line);
  return { type: 'root', children: cut < 0 ? [...tree.children] : tree.children.slice(0, cut) };
}
