// The unified processor: markdown text -> sanitised hast with heading ids, admonitions and highlighted code,
// plus headings, anchors and links with source positions. No filesystem access.
import type { Root as MdastRoot } from 'mdast';
import type { Root } from 'hast';
import type { Node } from 'unist';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { EXIT, visit } from 'unist-util-visit';
import { rehypeSafeUrls } from './rehype-safe-urls.js';
import { normaliseAdmonitionTitles, remarkAdmonitions } from './remark-admonitions.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeCollectLinks } from './rehype-collect-links.js';
import { rehypeHeadingIds } from './rehype-heading-ids.js';
import { excerptAbove, remarkTruncate } from './remark-truncate.js';
import { sanitizeSchema } from './sanitize-schema.js';
import type { Heading, LinkRef, MarkdownOptions, MarkdownResult } from './types.js';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

// Raw HTML costs a second parse (rehype-raw) and sanitising; documents without any skip both and
// only have their URLs checked.
const withRawHtml = unified()
  .use(remarkHeadingIds)
  .use(remarkAdmonitions)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeCodeBlocks)
  .freeze();

const withoutRawHtml = unified()
  .use(remarkHeadingIds)
  .use(remarkAdmonitions)
  .use(remarkRehype)
  .use(rehypeSafeUrls)
  .use(rehypeCodeBlocks)
  .freeze();

/**
 * Deepest nesting of blocks and inlines a page may have: the transforms and React's renderer recurse
 * once per level, so a hostile page (10,000 nested `> ` or `- `) would overflow the stack (issue 12).
 */
export const MAX_MARKDOWN_DEPTH = 256;

/** Markdown text (without front matter) -> hast and what the route graph needs. */
export function parseMarkdown(source: string, options: MarkdownOptions): MarkdownResult {
  const lineOffset = options.lineOffset ?? 0;
  // micromark takes quadratic time on containers nested on one line (`- - - …`: 35 s for 10,000), so
  // such lines are refused before parsing; other deep nesting is caught on the tree.
  const deepLine = lineWithDeepContainers(source);
  if (deepLine !== undefined) return tooDeep(options.file, deepLine + lineOffset);
  const file = new VFile({ path: options.file, value: normaliseAdmonitionTitles(source) });
  const mdast = parser.parse(file) as MdastRoot;
  const deep = deepestNode(mdast);
  if (deep) return tooDeep(options.file, (deep.position?.start.line ?? 1) + lineOffset);
  // Before the raw-HTML test: the marker alone must not send a post down the slower path.
  const truncateLine = options.truncate ? remarkTruncate(mdast) : undefined;
  const processor = hasRawHtml(mdast) ? withRawHtml : withoutRawHtml;
  const tree = processor.runSync(mdast, file) as Root;
  // Raw HTML nests too (`<div>` × 5,000), and only shows in the hast tree.
  const deepHtml = deepestNode(tree);
  if (deepHtml) return tooDeep(options.file, (deepHtml.position?.start.line ?? 1) + lineOffset);
  const headings: Heading[] = [];
  const links: LinkRef[] = [];
  const anchors: string[] = [];
  rehypeHeadingIds({ headings, lineOffset })(tree);
  rehypeCollectLinks({ links, anchors, lineOffset })(tree);
  const excerpt = truncateLine === undefined ? undefined : excerptAbove(tree, truncateLine);
  removePositions(tree);
  return { tree, headings, anchors, links, diagnostics: [], ...(excerpt ? { excerpt } : {}) };
}

const LINE_END = /[\r\n]/g;

/** The 1-based line of the first line opening more than MAX_MARKDOWN_DEPTH / 2 quotes and list items. */
function lineWithDeepContainers(source: string): number | undefined {
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

/** The first node nested deeper than MAX_MARKDOWN_DEPTH, found without recursion. */
function deepestNode(tree: MdastRoot | Root): Node | undefined {
  const stack: [Node & { children?: Node[] }, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_MARKDOWN_DEPTH) return node;
    for (const child of node.children ?? []) stack.push([child, depth + 1]);
  }
  return undefined;
}

function tooDeep(file: string, line: number): MarkdownResult {
  const diagnostic = {
    code: 'markdown/invalid',
    severity: 'error' as const,
    message: `Markdown nested more than ${MAX_MARKDOWN_DEPTH} levels deep (lists, quotes or inline markup)`,
    file,
    line,
    column: 1,
    hint: 'Flatten the nesting; no reader can follow it either.',
  };
  return { tree: { type: 'root', children: [] }, headings: [], anchors: [], links: [], diagnostics: [diagnostic] };
}

function hasRawHtml(tree: MdastRoot): boolean {
  let found = false;
  visit(tree, 'html', () => {
    found = true;
    return EXIT;
  });
  return found;
}

/** Positions were needed for links and headings only; dropping them halves the tree's memory. */
function removePositions(tree: Root) {
  visit(tree, (node) => {
    delete node.position;
  });
}
