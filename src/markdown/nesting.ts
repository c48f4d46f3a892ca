// The nesting limit on a page's block containers (issue 38): lists and block quotes on every page, JSX
// elements on MDX pages, at most MAX_CONTAINER_DEPTH deep like directives, brackets and emphasis. Found
// on the parsed tree, where fenced code and thematic breaks are no longer mistaken for markers.
import type { Nodes as MdastNode, Root as MdastRoot } from 'mdast';
import type { ShapeProblem } from './shape-limits.js';

/** Deepest nesting of lists and quotes together, and of JSX elements: pages nest them three or four deep. */
export const MAX_CONTAINER_DEPTH = 32;

/** What nesting a node of this type adds to: lists and quotes, or JSX elements. */
export function containerOf(type: string): 'block' | 'jsx' | undefined {
  if (type === 'list' || type === 'blockquote') return 'block';
  if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') return 'jsx';
  return undefined;
}

/** The problem of a container nested past the limit, at its 1-based line in the page's text. */
export function deepContainerProblem(kind: 'block' | 'jsx', line: number): ShapeProblem {
  return kind === 'block'
    ? {
        line,
        message: `Lists and block quotes (\`-\`, \`1.\`, \`>\`) nested more than ${MAX_CONTAINER_DEPTH} levels deep`,
        hint: 'Flatten the nesting, or put text that only looks like list or quote markers in a fenced code block.',
      }
    : {
        line,
        message: `JSX elements nested more than ${MAX_CONTAINER_DEPTH} levels deep`,
        hint: 'Flatten the nesting, or move the inner elements into a component of their own.',
      };
}

/** The first list, quote or JSX element (in document order) nested past the limit, if any. */
export function findDeepContainer(tree: MdastRoot): ShapeProblem | undefined {
  const stack: [MdastNode, number, number][] = [[tree, 0, 0]];
  while (stack.length > 0) {
    let [node, blocks, jsx] = stack.pop()!;
    const kind = containerOf(node.type);
    if (kind === 'block') blocks++;
    else if (kind === 'jsx') jsx++;
    if (kind && (blocks > MAX_CONTAINER_DEPTH || jsx > MAX_CONTAINER_DEPTH)) return deepContainerProblem(kind, node.position?.start.line ?? 1);
    const children = (node as { children?: MdastNode[] }).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, blocks, jsx]);
  }
  return undefined;
}

/**
 * The line where an MDX page's tags (outside fenced code) first open more than `limit` elements: read
 * before parsing with a bound well past the limit (the parser overflows its stack at a few thousand, after
 * seconds), so that text such as tags in code spans cannot be mistaken for elements.
 */
export function lineOfDeepTags(source: string, limit = MAX_CONTAINER_DEPTH): number | undefined {
  if (!source.includes('<')) return undefined;
  let depth = 0;
  let fence: string | undefined;
  const lines = source.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== undefined) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    for (const tag of text.matchAll(/<(\/?)[A-Za-z][^<>]*?(\/?)>/g)) {
      if (tag[1]) depth = Math.max(0, depth - 1);
      else if (!tag[2] && ++depth > limit) return i + 1;
    }
  }
  return undefined;
}
