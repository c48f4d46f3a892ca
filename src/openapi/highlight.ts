// Highlights API samples and examples at build time with lowlight (the highlighter the markdown stage
// uses; its token classes share markdown.css's colours). Returns hast, never HTML strings.
import type { HastRoot } from '../../theme/props.js';
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight(common);

/** Sample languages and common `x-codeSamples` names -> lowlight grammar. */
const GRAMMARS: Record<string, string> = {
  curl: 'bash', shell: 'bash', sh: 'bash', bash: 'bash', nodejs: 'javascript', node: 'javascript', javascript: 'javascript', js: 'javascript',
  typescript: 'typescript', ts: 'typescript', python: 'python', py: 'python', ruby: 'ruby', rb: 'ruby', php: 'php', go: 'go', golang: 'go',
  java: 'java', kotlin: 'kotlin', 'c#': 'csharp', csharp: 'csharp', swift: 'swift', rust: 'rust', json: 'json', xml: 'xml', yaml: 'yaml',
};

/** Past this size a block stays plain text: highlighting it would cost more than it helps. */
const MAX_CHARS = 20_000;

/** A highlighter with its own cache (identical examples recur across operations). */
export function createHighlighter(): (code: string, language: string | undefined) => HastRoot | undefined {
  const cache = new Map<string, HastRoot | undefined>();
  return (code, language) => {
    const grammar = language ? GRAMMARS[language.toLowerCase()] : undefined;
    if (!grammar || code.length > MAX_CHARS) return undefined;
    const key = `${grammar}\0${code}`;
    if (cache.has(key)) return cache.get(key);
    const tree = lowlight.highlight(grammar, code) as unknown as HastRoot;
    // lowlight adds a `data` field (the grammar's name); the theme needs the plain tree only.
    delete (tree as { data?: unknown }).data;
    const result = tree.children.length ? { type: 'root' as const, children: lean(tree.children) } : undefined;
    cache.set(key, result);
    return result;
  };
}

type Node = HastRoot['children'][number];

/**
 * Drops the spans of tokens the theme does not colour (punctuation: one span per brace and comma in
 * JSON, which tripled the size of examples) and joins the text they leave.
 */
function lean(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    const plain = node.type === 'element' && (node.properties.className as string[] | undefined)?.[0] === 'hljs-punctuation';
    const items: Node[] = plain ? node.children : node.type === 'element' ? [{ ...node, children: lean(node.children) as typeof node.children }] : [node];
    for (const item of items) {
      const last = out[out.length - 1];
      if (item.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + item.value };
      else out.push(item);
    }
  }
  return out;
}
