// Highlights fenced code at build time (lowlight, no highlighter in the browser), honours `title="…"`,
// `{1,3-5}` line highlighting, magic comments (magic-comments.ts) and `showLineNumbers`, and wraps the
// block with its title and copy button.
import type { Element, ElementContent, Text } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { highlighter, type HighlightStore } from './highlighter.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, type MagicComment } from './magic-comments.js';

const ALIASES: Record<string, string> = {
  vue: 'xml',
  svelte: 'xml',
  html: 'xml',
  jsx: 'javascript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  yml: 'yaml',
  py: 'python',
  rb: 'ruby',
  ts: 'typescript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
};

export interface CodeMeta {
  title?: string;
  /** Lines (1-based) a `{1,3-5}` range highlights; with a range, magic comments are left as they are. */
  highlight: Set<number>;
  /** Number of the first line when the block shows line numbers (`showLineNumbers`, `showLineNumbers=5`). */
  lineNumbersFrom?: number;
}

/** Parses a fence's meta string: `title="app.ts" {1,3-5} showLineNumbers`. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set() };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const rest = meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '');
  // Docusaurus takes the first word starting with showLineNumbers; `=n` sets the first number.
  const numbers = rest.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (numbers !== undefined) {
    const from = numbers.startsWith('showLineNumbers=') ? Number.parseInt(numbers.slice(16), 10) : 1;
    result.lineNumbersFrom = Number.isSafeInteger(from) ? from : 1;
  }
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let n = from; n <= (to && to >= from ? Math.min(to, from + 10_000) : from); n++) result.highlight.add(n);
  }
  return result;
}

/**
 * The highlighted block a `<pre><code>` element becomes; undefined for any other element. `comments` are
 * the site's magic comments (`markdown.magicComments`); `highlights` keeps highlighted code for later builds.
 */
export function codeBlock(node: Element, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS, highlights?: HighlightStore): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  const code = node.children[0];
  if (!code || code.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const language = classes.find((c) => c.startsWith('language-'))?.slice(9);
  const meta = parseCodeMeta(code.properties.dataMeta as string | undefined);
  const source = textOf(code).replace(/\n$/, '');
  // As in Docusaurus: a `{…}` range wins over magic comments, which need a language to be recognised.
  if (meta.highlight.size > 0 || language === undefined) {
    const className = comments[0]?.className ?? DEFAULT_MAGIC_COMMENTS[0]!.className;
    return renderBlock(source, language, meta, new Map([...meta.highlight].map((n) => [n - 1, [className]])), highlights);
  }
  const marked = applyMagicComments(source, language, comments);
  return renderBlock(marked.code, language, meta, marked.classes, highlights);
}

function renderBlock(source: string, language: string | undefined, meta: CodeMeta, lineClasses: Map<number, string[]>, highlights?: HighlightStore): Element {
  const grammar = language ? (ALIASES[language] ?? language) : undefined;
  const tokens = grammar ? highlighted(grammar, source, highlights) : [{ type: 'text' as const, value: source }];
  const lines = splitLines(tokens).map((children, i) => {
    const className = ['code-line', ...(lineClasses.get(i) ?? [])];
    return el('span', { className }, [...children, { type: 'text', value: '\n' }]);
  });
  const codeClass = ['hljs', ...(language ? [`language-${language}`] : [])];
  // Line numbers are CSS counters (markdown.css), so they are neither in the code's text nor copied.
  const numbered = meta.lineNumbersFrom !== undefined;
  const from = meta.lineNumbersFrom ?? 1;
  const codeProperties = from !== 1 ? { className: codeClass, style: `counter-reset:code-line ${from - 1}` } : { className: codeClass };
  const body = el('div', { className: ['code-block__body'] }, [
    el('pre', { tabIndex: 0 }, [el('code', codeProperties, lines)]),
    el('button', { type: 'button', className: ['code-block__copy'], ariaLabel: 'Copy code to clipboard', title: 'Copy' }, [{ type: 'text', value: 'Copy' }]),
  ]);
  const children = meta.title ? [el('div', { className: ['code-block__title'] }, [{ type: 'text', value: meta.title }]), body] : [body];
  const blockClass = numbered ? ['code-block', 'code-block--line-numbers'] : ['code-block'];
  return el('div', { className: blockClass, ...(language ? { dataLanguage: language } : {}) }, children);
}

/** `source`'s tokens in `grammar` (its text alone when lowlight has no such grammar), kept in `highlights`. */
function highlighted(grammar: string, source: string, highlights: HighlightStore | undefined): ElementContent[] {
  const kept = highlights?.get(grammar, source);
  if (kept) return kept;
  const lowlight = highlighter();
  if (!lowlight.registered(grammar)) return [{ type: 'text', value: source }];
  const tokens = lowlight.highlight(grammar, source).children as ElementContent[];
  highlights?.set(grammar, source, tokens);
  return tokens;
}

/** Splits highlighted tokens into lines, re-opening nested spans on each line. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, wrap: (c: ElementContent) => ElementContent) => {
    if (node.type === 'text') {
      const parts = (node as Text).value.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1]!.push(wrap({ type: 'text', value: part }));
      });
    } else if (node.type === 'element') {
      for (const child of node.children) {
        walk(child, (c) => wrap(el(node.tagName, node.properties, [c])));
      }
    }
  };
  for (const node of nodes) walk(node, (c) => c);
  return lines;
}

function el(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
