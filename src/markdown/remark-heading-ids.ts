// Reads the classic `{#custom-id}` suffix of headings into the heading's id and strips it from the text;
// also the MDX-safe `{/* #custom-id */}` Docusaurus's templates write (an expression in MDX, text in `.md`).
// Auto slugs are made later (rehype-heading-ids.ts). Also carries code fence meta through to rehype.
// Called per node by the pipeline's pass over the mdast.
import type { Code, Heading, Text } from 'mdast';

const CUSTOM_ID = /\s*\{#([^{}]+)\}\s*$|\s*\{\/\*\s*#([^\s{}*]+)\s*\*\/\}\s*$/;
/** The value of an MDX expression `{/* #id *\/}`. */
const COMMENT_ID = /^\s*\/\*\s*#([^\s{}*]+)\s*\*\/\s*$/;

/** A fence's meta string (`title="x" {1,3}`) rides on a property: rehype-raw drops hast `data`. */
export function carryCodeMeta(node: Code): void {
  if (node.meta) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
}

/** `## Title {#id}`: the id goes on the heading, the suffix leaves its text. */
export function readCustomId(node: Heading): void {
  const last = node.children[node.children.length - 1] as Heading['children'][number] | { type: 'mdxTextExpression'; value: string } | undefined;
  let id: string;
  if (last?.type === 'mdxTextExpression') {
    // `## Title {/* #id */}` in MDX: the comment is an expression after the text, which keeps a trailing space.
    const match = COMMENT_ID.exec(last.value);
    if (!match) return;
    id = match[1]!;
    node.children.pop();
    const before = node.children[node.children.length - 1];
    if (before?.type === 'text') {
      before.value = before.value.trimEnd();
      if (!before.value) node.children.pop();
    }
  } else {
    if (!last || last.type !== 'text') return;
    const match = CUSTOM_ID.exec((last as Text).value);
    if (!match) return;
    id = (match[1] ?? match[2]!).trim();
    if (!id) return;
    (last as Text).value = (last as Text).value.slice(0, match.index);
    if (!(last as Text).value) node.children.pop();
  }
  node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id, dataCustomId: 'true' } };
}
