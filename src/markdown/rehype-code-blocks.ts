// Highlights fenced code at build time (lowlight, no highlighter in the browser), honours `title="…"` and
// `{1,3-5}` line highlighting, and wraps the block with its title and copy button.
import type { Element, ElementContent, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight(common);
const ALIASES: Record<string, string> = { vue: 'xml', svelte: 'xml', html: 'xml', jsx: 'javascript', sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', yml: 'yaml', py: 'python', rb: 'ruby', ts: 'typescript', js: 'javascript', mjs: 'javascript', cjs: 'javascript' };

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
}

/** Parses a fence's meta string: `title="app.ts" {1,3-5}`. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set() };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let n = from; n <= (to && to >= from ? Math.min(to, from + 10_000) : from); n++) result.highlight.add(n);
  }
  return result;
}

/** The highlighted block a `<pre><code>` element becomes; undefined for any other element. */
export function codeBlock(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  const code = node.children[0];
  if (!code || code.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const language = classes.find((c) => c.startsWith('language-'))?.slice(9);
  const meta = parseCodeMeta(code.properties.dataMeta as string | undefined);
  return renderBlock(toString(code).replace(/\n$/, ''), language, meta);
}

function renderBlock(source: string, language: string | undefined, meta: CodeMeta): Element {
  const grammar = language ? (ALIASES[language] ?? language) : undefined;
  const tokens: ElementContent[] =
    grammar && lowlight.registered(grammar)
      ? (lowlight.highlight(grammar, source).children as ElementContent[])
      : [{ type: 'text', value: source }];
  const lines = splitLines(tokens).map((children, i) => {
    const className = meta.highlight.has(i + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line'];
    return el('span', { className }, [...children, { type: 'text', value: '\n' }]);
  });
  const codeClass = ['hljs', ...(language ? [`language-${language}`] : [])];
  const body = el('div', { className: ['code-block__body'] }, [
    el('pre', { tabIndex: 0 }, [el('code', { className: codeClass }, lines)]),
    el('button', { type: 'button', className: ['code-block__copy'], ariaLabel: 'Copy code to clipboard', title: 'Copy' }, [
      { type: 'text', value: 'Copy' },
    ]),
  ]);
  const children = meta.title
    ? [el('div', { className: ['code-block__title'] }, [{ type: 'text', value: meta.title }]), body]
    : [body];
  return el('div', { className: ['code-block'], ...(language ? { dataLanguage: language } : {}) }, children);
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
