// Turns the markdown stage's HTML-level hast tree into React elements via rehype-react.
// Never uses raw HTML strings: every text node goes through React and is escaped.
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { HastRoot } from '../props.js';
import { MarkdownLink } from './MarkdownLink.js';
import { MarkdownTable } from './MarkdownTable.js';

// Built once: the processor is frozen and stateless, so every page reuses it.
const processor = unified()
  .use(rehypeReact, { Fragment, jsx, jsxs, components: { a: MarkdownLink, table: MarkdownTable } })
  .freeze();

/** The rendered markdown body (without a wrapper element). */
export function MarkdownContent({ content }: { content: HastRoot }) {
  return processor.stringify(content);
}
