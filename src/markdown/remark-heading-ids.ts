// Reads the classic `{#custom-id}` suffix of headings into the heading's id and strips it from the text.
// Auto slugs are made later (rehype-heading-ids.ts). Also carries code fence meta through to rehype.
// Called per node by the pipeline's pass over the mdast.
import type { Code, Heading, Text } from 'mdast';

const CUSTOM_ID = /\s*\{#([^{}]+)\}\s*$/;

/** A fence's meta string (`title="x" {1,3}`) rides on a property: rehype-raw drops hast `data`. */
export function carryCodeMeta(node: Code): void {
  if (node.meta) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
}

/** `## Title {#id}`: the id goes on the heading, the suffix leaves its text. */
export function readCustomId(node: Heading): void {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return;
  const match = CUSTOM_ID.exec((last as Text).value);
  if (!match) return;
  const id = match[1]!.trim();
  if (!id) return;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  if (!(last as Text).value) node.children.pop();
  node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id, dataCustomId: 'true' } };
}
