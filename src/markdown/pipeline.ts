// The unified processor: markdown text -> sanitised hast with heading ids, admonitions and highlighted code,
// plus headings, anchors and links with source positions. No filesystem access.
import type { Root as MdastRoot } from 'mdast';
import type { Root } from 'hast';
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

/** Markdown text (without front matter) -> hast and what the route graph needs. */
export function parseMarkdown(source: string, options: MarkdownOptions): MarkdownResult {
  const lineOffset = options.lineOffset ?? 0;
  const file = new VFile({ path: options.file, value: normaliseAdmonitionTitles(source) });
  const mdast = parser.parse(file) as MdastRoot;
  // Before the raw-HTML test: the marker alone must not send a post down the slower path.
  const truncateLine = options.truncate ? remarkTruncate(mdast) : undefined;
  const processor = hasRawHtml(mdast) ? withRawHtml : withoutRawHtml;
  const tree = processor.runSync(mdast, file) as Root;
  const headings: Heading[] = [];
  const links: LinkRef[] = [];
  const anchors: string[] = [];
  rehypeHeadingIds({ headings, lineOffset })(tree);
  rehypeCollectLinks({ links, anchors, lineOffset })(tree);
  const excerpt = truncateLine === undefined ? undefined : excerptAbove(tree, truncateLine);
  removePositions(tree);
  return { tree, headings, anchors, links, diagnostics: [], ...(excerpt ? { excerpt } : {}) };
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
