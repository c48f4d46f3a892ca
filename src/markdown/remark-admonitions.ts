// Turns `:::note` … `:::` container directives (note, tip, info, warning, danger, caution) into admonition
// blocks, and puts back as text any other directive syntax remark-directive parsed by accident (`a:b`).
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** `:::note Some title` (Docusaurus syntax) -> `:::note[Some title]` (directive syntax), outside code fences. */
export function normaliseAdmonitionTitles(source: string): string {
  if (!source.includes(':::')) return source;
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        if (fence === null) fence = fenceMatch[1]!;
        else if (fenceMatch[1]!.startsWith(fence[0]!) && fenceMatch[1]!.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const m = /^(\s*:{3,})([a-z]+)[ \t]+([^[{].*?)\s*$/.exec(line);
      if (!m || !(ADMONITION_TYPES as readonly string[]).includes(m[2]!)) return line;
      return `${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(directive.name)) {
        toAdmonition(directive);
        return;
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(restore(directive) as never[]));
        return [SKIP, index];
      }
    });
  };
}

function toAdmonition(node: ContainerDirective) {
  let title = DEFAULT_TITLES[node.name]!;
  const first = node.children[0];
  let titleChildren: PhrasingContent[] | undefined;
  if (first && first.type === 'paragraph' && first.data && 'directiveLabel' in first.data && first.data.directiveLabel) {
    titleChildren = first.children;
    title = toString(first) || title;
    node.children.shift();
  }
  const heading: Paragraph = {
    type: 'paragraph',
    children: titleChildren ?? [{ type: 'text', value: title }],
    data: { hName: 'div', hProperties: { className: ['admonition__heading'] } },
  };
  const content = {
    type: 'blockquote',
    children: node.children,
    data: { hName: 'div', hProperties: { className: ['admonition__content'] } },
  } as unknown as RootContent;
  node.children = [heading, content] as ContainerDirective['children'];
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
}

/**
 * The source text a directive stood for, so `Note:this` stays plain text. Labels keep their inline
 * markup; attributes are written back in `{key="value"}` form. A container becomes its opening line,
 * its blocks and its closing `:::` (block content cannot sit inside a paragraph).
 */
function restore(node: Directive): RootContent[] {
  const marker = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
  const attributes = formatAttributes(node.attributes);
  if (node.type !== 'containerDirective') {
    const label: PhrasingContent[] = node.children.length
      ? [{ type: 'text', value: '[' }, ...(node.children as PhrasingContent[]), { type: 'text', value: ']' }]
      : [];
    const inline = mergeText([{ type: 'text', value: `${marker}${node.name}` }, ...label, { type: 'text', value: attributes }]);
    return node.type === 'textDirective' ? inline : [{ type: 'paragraph', children: inline as PhrasingContent[] }];
  }
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data && first.data.directiveLabel;
  const label: PhrasingContent[] = labelled
    ? [{ type: 'text', value: '[' }, ...(first as Paragraph).children, { type: 'text', value: ']' }]
    : [];
  const opening: Paragraph = {
    type: 'paragraph',
    children: mergeText([{ type: 'text', value: `${marker}${node.name}` }, ...label, { type: 'text', value: attributes }]) as PhrasingContent[],
  };
  const blocks = (labelled ? rest : node.children) as RootContent[];
  return [opening, ...blocks, { type: 'paragraph', children: [{ type: 'text', value: marker }] }];
}

function formatAttributes(attributes: Directive['attributes']): string {
  const entries = Object.entries(attributes ?? {}).filter((entry): entry is [string, string] => entry[1] != null);
  if (!entries.length) return '';
  return `{${entries.map(([key, value]) => (value === '' ? key : `${key}="${value}"`)).join(' ')}}`;
}

/** Joins adjacent text nodes and drops empty ones. */
function mergeText(nodes: PhrasingContent[]): RootContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && !node.value) continue;
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else out.push(node.type === 'text' ? { ...node } : node);
  }
  return out as RootContent[];
}
