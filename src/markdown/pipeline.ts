// The unified processor: markdown text -> sanitised hast with heading ids, admonitions and highlighted code,
// plus headings, anchors and links with source positions. No filesystem access.
import type { Code, Heading as MdastHeading, Nodes as MdastNode, Root as MdastRoot } from 'mdast';
import type { Element, Root } from 'hast';
import type { Node } from 'unist';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { EXIT, visit } from 'unist-util-visit';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { listItem } from './list-items.js';
import { tableRow } from './table-rows.js';
import { dropUnsafeUrls, rehypeFindUnsafeUrls, unsafeUrlDiagnostic, type UnsafeUrl } from './rehype-safe-urls.js';
import { ADMONITION_ALIASES, ADMONITION_TYPES, normaliseAdmonitionTitles, remarkAdmonitions, type UnknownAdmonition } from './remark-admonitions.js';
import { carryCodeMeta, readCustomId } from './remark-heading-ids.js';
import { codeBlock } from './rehype-code-blocks.js';
import type { HighlightStore } from './highlighter.js';
import type { MagicComment } from './magic-comments.js';
import { collectLinks } from './rehype-collect-links.js';
import { assignHeadingIds } from './rehype-heading-ids.js';
import { excerptAbove, remarkTruncate } from './remark-truncate.js';
import { sanitizeSchema } from './sanitize-schema.js';
import { parseMdast } from './parser.js';
import { deepContainerProblem, MAX_CONTAINER_DEPTH } from './nesting.js';
import { findSlowShape, SlowShapeError, type ShapeProblem } from './shape-limits.js';
import type { Heading, LinkRef, MarkdownOptions, MarkdownResult } from './types.js';

// Raw HTML costs a second parse (rehype-raw) and sanitising; documents without any skip both and
// only have their URLs checked.
const withRawHtml = unified()
  .use(remarkRehype, { allowDangerousHtml: true, handlers: { listItem, tableRow } })
  .use(rehypeRaw)
  .use(rehypeFindUnsafeUrls)
  .use(rehypeSanitize, sanitizeSchema)
  .freeze();

const withoutRawHtml = unified().use(remarkRehype, { handlers: { listItem, tableRow } }).freeze();

const admonitions = remarkAdmonitions();

/**
 * Deepest nesting of blocks and inlines a page may have: the transforms and React's renderer recurse
 * once per level, so a hostile page (10,000 nested `> ` or `- `) would overflow the stack (issue 12).
 */
export const MAX_MARKDOWN_DEPTH = 256;

/** Markdown text (without front matter) -> hast and what the route graph needs. */
export function parseMarkdown(source: string, options: MarkdownOptions): MarkdownResult {
  // Without plugin hooks the steps never pause.
  return markdownSteps(source, options).next().value as MarkdownResult;
}

/** A point where the site's plugins run on the tree (plugins.ts drives the steps and awaits them there). */
export type PluginPause =
  | { stage: 'beforeDefaultRemarkPlugins' | 'remarkPlugins'; tree: MdastRoot; file: VFile }
  | { stage: 'beforeDefaultRehypePlugins' | 'rehypePlugins'; tree: Root; file: VFile };

/**
 * parseMarkdown as steps: with `parse` (a parser carrying the plugins' syntax), it pauses where the
 * site's remark plugins run (before docsgen's own mdast work, then after it) and where its rehype plugins
 * run (after sanitising, before code highlighting, heading ids and link collection).
 */
export function* markdownSteps(source: string, options: MarkdownOptions, parse?: (file: VFile) => MdastRoot): Generator<PluginPause, MarkdownResult, void> {
  const lineOffset = options.lineOffset ?? 0;
  // micromark takes quadratic time on containers nested on one line (`- - - …`), so
  // such lines are refused before parsing; other deep nesting is caught on the tree.
  const deepLine = lineWithDeepContainers(source);
  if (deepLine !== undefined) return refused(shapeDiagnostic(options.file, deepContainerProblem('block', deepLine), lineOffset));
  const slow = findSlowShape(source);
  if (slow) return refused(shapeDiagnostic(options.file, slow, lineOffset));
  const file = new VFile({ path: options.file, value: normaliseAdmonitionTitles(source) });
  let mdast: MdastRoot;
  try {
    mdast = parse ? parse(file) : parseMdast(file);
  } catch (error) {
    // A shape found while parsing (emphasis nested too deep), which the pass above cannot see.
    if (error instanceof SlowShapeError) return refused(shapeDiagnostic(options.file, error.problem, lineOffset));
    throw error;
  }
  if (parse) yield { stage: 'beforeDefaultRemarkPlugins', tree: mdast, file };
  // One pass over each tree does what used to take a visitor each (unist-util-visit made a closure per
  // node per pass: a fifth of parse time).
  const found = prepareMdast(mdast);
  if (found.deepContainer) return refused(shapeDiagnostic(options.file, found.deepContainer, lineOffset));
  if (found.tooDeep) return tooDeep(options.file, (found.tooDeep.position?.start.line ?? 1) + lineOffset);
  const unknownAdmonitions = found.directives ? admonitions(mdast) : [];
  // Before the raw-HTML test: the marker alone must not send a post down the slower path.
  const truncateLine = options.truncate ? remarkTruncate(mdast) : undefined;
  if (parse) yield { stage: 'remarkPlugins', tree: mdast, file };
  // Plugins may have added raw HTML.
  const rawHtml = (found.html || parse !== undefined) && hasRawHtml(mdast);
  const tree = (rawHtml ? withRawHtml : withoutRawHtml).runSync(mdast, file) as Root;
  if (parse) {
    yield { stage: 'beforeDefaultRehypePlugins', tree, file };
    yield { stage: 'rehypePlugins', tree, file };
  }
  const headings: Heading[] = [];
  const links: LinkRef[] = [];
  const linkElements: Element[] = [];
  const anchors: string[] = [];
  const unsafe: UnsafeUrl[] = rawHtml ? ((file.data as { unsafeUrls?: UnsafeUrl[] }).unsafeUrls ?? []) : [];
  const collected = finishHast(tree, {
    links,
    linkElements,
    lineOffset,
    checkUrls: !rawHtml,
    unsafe,
    magicComments: options.settings?.magicComments,
    highlights: options.highlights,
  });
  // Raw HTML nests too (`<div>` × 5,000), and only shows in the hast tree.
  if (collected.tooDeep) return tooDeep(options.file, (collected.tooDeep.position?.start.line ?? 1) + lineOffset);
  assignHeadingIds(collected.headings, { headings, lineOffset });
  for (const node of collected.identified) {
    if (typeof node.properties.id === 'string' && node.properties.id) anchors.push(node.properties.id);
    // Raw HTML `name` anchors (`<a name="x">`) are link targets too.
    if (node.tagName === 'a' && typeof node.properties.name === 'string') anchors.push(node.properties.name);
  }
  const excerpt = truncateLine === undefined ? undefined : excerptAbove(tree, truncateLine);
  const diagnostics = [
    ...unsafe.map((url) => unsafeUrlDiagnostic(options.file, url, lineOffset)),
    ...unknownAdmonitions.map((found) => unknownAdmonitionDiagnostic(options.file, found, lineOffset)),
  ];
  return { tree, headings, anchors, links, linkElements, diagnostics, ...(excerpt ? { excerpt } : {}) };
}

/**
 * The pass over the mdast: finds the first node nested too deep (any node past MAX_MARKDOWN_DEPTH, a list
 * or quote past MAX_CONTAINER_DEPTH), tells whether there is raw HTML or directive syntax, and reads
 * heading ids and code fence meta (remark-heading-ids.ts).
 */
function prepareMdast(tree: MdastRoot): { tooDeep?: Node; deepContainer?: ShapeProblem; html: boolean; directives: boolean } {
  let html = false;
  let directives = false;
  // Each node with its depth and the lists and quotes it is in.
  const stack: [MdastNode, number, number][] = [[tree, 0, 0]];
  while (stack.length > 0) {
    const [node, depth, outer] = stack.pop()!;
    if (depth > MAX_MARKDOWN_DEPTH) return { tooDeep: node, html, directives };
    const type = node.type;
    const containers = type === 'list' || type === 'blockquote' ? outer + 1 : outer;
    if (containers > MAX_CONTAINER_DEPTH) return { deepContainer: deepContainerProblem('block', node.position?.start.line ?? 1), html, directives };
    if (type === 'html') html = true;
    else if (type === 'code') carryCodeMeta(node as Code);
    else if (type === 'heading') readCustomId(node as MdastHeading);
    else if (type === 'containerDirective' || type === 'leafDirective' || type === 'textDirective') directives = true;
    const children = (node as { children?: MdastNode[] }).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, depth + 1, containers]);
  }
  return { html, directives };
}

/**
 * The pass over the hast, in document order: drops unsafe URLs (trees without raw HTML; sanitising did it
 * for the others), turns code blocks into highlighted ones, and collects headings, elements with ids and
 * every link.
 */
function finishHast(
  tree: Root,
  options: {
    links: LinkRef[];
    linkElements: Element[];
    lineOffset: number;
    checkUrls: boolean;
    unsafe: UnsafeUrl[];
    magicComments: readonly MagicComment[] | undefined;
    highlights?: HighlightStore | undefined;
  },
) {
  const headings: Element[] = [];
  const identified: Element[] = [];
  const stack: [Root | Element, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [parent, depth] = stack.pop()!;
    if (parent.type === 'element') {
      const heading = HEADING.test(parent.tagName);
      if (heading) headings.push(parent);
      // Headings get their ids later, in assignHeadingIds.
      if (heading || parent.properties.id !== undefined || (parent.tagName === 'a' && parent.properties.name !== undefined)) {
        identified.push(parent);
      }
      collectLinks(parent, options);
    }
    const children = parent.children;
    const next: [Element, number][] = [];
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type !== 'element') continue;
      if (depth + 1 > MAX_MARKDOWN_DEPTH) return { tooDeep: node as Node, headings, identified };
      if (options.checkUrls) {
        const unsafe = dropUnsafeUrls(node);
        if (unsafe) options.unsafe.push(unsafe);
      }
      const block = codeBlock(node, options.magicComments, options.highlights);
      if (block) children[i] = block;
      else next.push([node, depth + 1]);
    }
    // Last child first onto the stack, so the first comes off next.
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
  return { headings, identified };
}

const HEADING = /^h[1-6]$/;

const LINE_END = /[\r\n]/g;

/**
 * The 1-based line of the first line opening more than MAX_MARKDOWN_DEPTH / 2 quotes and list items: a
 * bound on the parse's cost, checked before it (the tree holds lists and quotes to MAX_CONTAINER_DEPTH).
 */
export function lineWithDeepContainers(source: string): number | undefined {
  const limit = MAX_MARKDOWN_DEPTH / 2;
  let line = 1;
  for (let start = 0; start < source.length; line++) {
    let i = start;
    let markers = 0;
    for (;;) {
      while (source[i] === ' ' || source[i] === '\t') i++;
      const c = source[i];
      let next = i;
      if (c === '>') next = i + 1;
      else if ((c === '-' || c === '*' || c === '+') && (source[i + 1] === ' ' || source[i + 1] === '\t')) next = i + 1;
      else {
        let j = i;
        while (j - i < 9 && source[j]! >= '0' && source[j]! <= '9') j++;
        if (j > i && (source[j] === '.' || source[j] === ')') && (source[j + 1] === ' ' || source[j + 1] === '\t')) next = j + 1;
      }
      if (next === i) break;
      i = next;
      if (++markers > limit) return line;
    }
    // CommonMark ends lines at LF, CR or CRLF.
    LINE_END.lastIndex = i;
    const end = LINE_END.exec(source);
    if (!end) break;
    start = end.index + (source[end.index] === '\r' && source[end.index + 1] === '\n' ? 2 : 1);
  }
  return undefined;
}

function tooDeep(file: string, line: number): MarkdownResult {
  return refused(deepDiagnostic(file, line));
}

/** `markdown/invalid` at `line`: nested deeper than MAX_MARKDOWN_DEPTH. */
export function deepDiagnostic(file: string, line: number): Diagnostic {
  return createDiagnostic('markdown/invalid', {
    message: `Markdown nested more than ${MAX_MARKDOWN_DEPTH} levels deep (inline markup or raw HTML)`,
    file,
    line,
    column: 1,
    hint: 'Flatten the nesting; no reader can follow it either.',
  });
}

/** `markdown/invalid` for a shape of the text that would take the parser too long (shape-limits.ts). */
export function shapeDiagnostic(file: string, problem: ShapeProblem, lineOffset: number): Diagnostic {
  return createDiagnostic('markdown/invalid', { message: problem.message, file, line: problem.line + lineOffset, column: 1, hint: problem.hint });
}

function refused(diagnostic: Diagnostic): MarkdownResult {
  return { tree: { type: 'root', children: [] }, headings: [], anchors: [], links: [], linkElements: [], diagnostics: [diagnostic] };
}

function hasRawHtml(tree: MdastRoot): boolean {
  let found = false;
  visit(tree, 'html', () => {
    found = true;
    return EXIT;
  });
  return found;
}

/** A `:::name` block of a type no admonition has: shown as text, as Docusaurus shows it, with a warning. */
function unknownAdmonitionDiagnostic(file: string, found: UnknownAdmonition, lineOffset: number): Diagnostic {
  const known = [...ADMONITION_TYPES, ...Object.keys(ADMONITION_ALIASES)];
  return createDiagnostic('markdown/unknown-admonition', {
    message: `:::${found.name} is no admonition type; the block is shown as text`,
    file,
    line: found.line + lineOffset,
    column: found.column,
    hint: `Use one of ${known.map((type) => `:::${type}`).join(', ')}.`,
  });
}
