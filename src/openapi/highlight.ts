// Highlights API samples and examples at build time with lowlight (the highlighter the markdown stage
// uses; its token classes share markdown.css's colours). Returns flat tokens, never HTML strings.
import type { CodeTokens } from '../../theme/props.js';
import { highlighter } from '../markdown/highlighter.js';
import type { ElementContent } from 'hast';

/** Sample languages and common `x-codeSamples` names -> lowlight grammar. */
const GRAMMARS: Record<string, string> = {
  curl: 'bash',
  shell: 'bash',
  sh: 'bash',
  bash: 'bash',
  nodejs: 'javascript',
  node: 'javascript',
  javascript: 'javascript',
  js: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  python: 'python',
  py: 'python',
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  go: 'go',
  golang: 'go',
  java: 'java',
  kotlin: 'kotlin',
  'c#': 'csharp',
  csharp: 'csharp',
  swift: 'swift',
  rust: 'rust',
  json: 'json',
  xml: 'xml',
  yaml: 'yaml',
};

/** Past this size a block stays plain text: highlighting it would cost more than it helps. */
const MAX_CHARS = 20_000;

/** A highlighter with its own cache (identical examples recur across operations). */
export function createHighlighter(): (code: string, language: string | undefined) => CodeTokens | undefined {
  const cache = new Map<string, CodeTokens | undefined>();
  return (code, language) => {
    const grammar = language ? GRAMMARS[language.toLowerCase()] : undefined;
    if (!grammar || code.length > MAX_CHARS) return undefined;
    const key = `${grammar}\0${code}`;
    if (cache.has(key)) return cache.get(key);
    const tokens: CodeTokens = [];
    flatten(highlighter().highlight(grammar, code).children as ElementContent[], undefined, tokens);
    const result = tokens.some((t) => typeof t !== 'string') ? tokens : undefined;
    cache.set(key, result);
    return result;
  };
}

/**
 * The highlighted tree as flat tokens: each text with the class of its innermost span, adjacent texts of
 * one class joined. Punctuation is left plain (the theme does not colour it, and a span per brace and
 * comma tripled the size of JSON examples). Far lighter than hast to keep, send between threads and render.
 */
function flatten(nodes: ElementContent[], className: string | undefined, out: CodeTokens): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      const last = out[out.length - 1];
      if (className === undefined) {
        if (typeof last === 'string') out[out.length - 1] = last + node.value;
        else out.push(node.value);
      } else if (Array.isArray(last) && last[0] === className) last[1] += node.value;
      else out.push([className, node.value]);
    } else if (node.type === 'element') {
      const own = (node.properties.className as string[] | undefined)?.join(' ');
      flatten(node.children, own === 'hljs-punctuation' ? className : (own ?? className), out);
    }
  }
}
