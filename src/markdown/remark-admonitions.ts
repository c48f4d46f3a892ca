// Turns `:::note` … `:::` container directives (note, tip, info, warning, danger, caution, and Docusaurus's
// secondary, important and success) into admonition blocks (a heading with the type's icon, then the
// content), and puts back as text any other directive syntax remark-directive parsed by accident (`a:b`),
// naming the containers of an unknown type for a warning.
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString as textOf } from 'mdast-util-to-string';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
/** Docusaurus's other keywords, each drawn as one of the types above under a title of its own. */
export const ADMONITION_ALIASES: Readonly<Record<string, (typeof ADMONITION_TYPES)[number]>> = { secondary: 'note', important: 'info', success: 'tip' };
const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  secondary: 'Secondary',
  important: 'Important',
  success: 'Success',
};

/** The type an admonition keyword is drawn as; undefined for a word that is none. */
export function admonitionStyle(name: string): (typeof ADMONITION_TYPES)[number] | undefined {
  return (ADMONITION_TYPES as readonly string[]).includes(name) ? (name as (typeof ADMONITION_TYPES)[number]) : ADMONITION_ALIASES[name];
}

/** A `:::name` container of a type that is no admonition (shown as text), where it opens. */
export interface UnknownAdmonition {
  name: string;
  line: number;
  column: number;
}

/**
 * Each type's icon: one stroked 24×24 path (markdown.css sets stroke and size), so NOTE (a pencil) and
 * INFO (an "i" in a circle) differ by shape, not only by colour. theme/mdx/Admonition.tsx draws the same
 * paths for `<Admonition>`; a test keeps the two equal.
 */
export const ADMONITION_ICONS: Record<(typeof ADMONITION_TYPES)[number], string> = {
  note: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z',
  tip: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20ZM12 16v-5M12 8h.01',
  warning: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01',
  danger: 'M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9ZM15 9l-6 6M9 9l6 6',
  caution: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01',
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
      if (!m || !admonitionStyle(m[2]!)) return line;
      return `${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** The transform; it returns the containers of an unknown type it put back as text. */
export function remarkAdmonitions() {
  return (tree: Root): UnknownAdmonition[] => {
    const unknown: UnknownAdmonition[] = [];
    // Every node in document order, each parent's children by index (what is put back in place of a
    // directive is walked next). A loop, not unist-util-visit: it made a closure per node of every page
    // with an admonition.
    const frames: { children: RootContent[]; at: number }[] = [{ children: tree.children, at: 0 }];
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const node = frame.children[frame.at];
      if (node === undefined) {
        frames.pop();
        continue;
      }
      if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') {
        const directive = node as Directive;
        if (directive.type === 'containerDirective' && admonitionStyle(directive.name)) toAdmonition(directive);
        else {
          if (directive.type === 'containerDirective')
            unknown.push({ name: directive.name, line: directive.position?.start.line ?? 1, column: directive.position?.start.column ?? 1 });
          frame.children.splice(frame.at, 1, ...restore(directive));
          continue;
        }
      }
      frame.at++;
      const children = (node as { children?: RootContent[] }).children;
      if (children && children.length > 0) frames.push({ children, at: 0 });
    }
    return unknown;
  };
}

function toAdmonition(node: ContainerDirective) {
  const style = admonitionStyle(node.name)!;
  let title = DEFAULT_TITLES[node.name]!;
  const first = node.children[0];
  let titleChildren: PhrasingContent[] | undefined;
  if (first && first.type === 'paragraph' && first.data && 'directiveLabel' in first.data && first.data.directiveLabel) {
    titleChildren = first.children;
    title = textOf(first) || title;
    node.children.shift();
  }
  // An mdast node remark-rehype turns into the <svg> (hName, hChildren): hidden from assistive technology,
  // since the heading's text already names the type.
  const icon = {
    type: 'admonitionIcon',
    data: {
      hName: 'svg',
      hProperties: { className: ['admonition__icon'], viewBox: '0 0 24 24', ariaHidden: 'true' },
      hChildren: [{ type: 'element', tagName: 'path', properties: { d: ADMONITION_ICONS[style] }, children: [] }],
    },
  } as unknown as PhrasingContent;
  const heading: Paragraph = {
    type: 'paragraph',
    children: [icon, ...(titleChildren ?? [{ type: 'text', value: title }])],
    data: { hName: 'div', hProperties: { className: ['admonition__heading'] } },
  };
  const content = {
    type: 'blockquote',
    children: node.children,
    data: { hName: 'div', hProperties: { className: ['admonition__content'] } },
  } as unknown as RootContent;
  node.children = [heading, content] as ContainerDirective['children'];
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${style}`] } };
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
  const label: PhrasingContent[] = labelled ? [{ type: 'text', value: '[' }, ...(first as Paragraph).children, { type: 'text', value: ']' }] : [];
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
