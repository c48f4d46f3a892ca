// The markdown stage's HTML: a finished hast tree rendered through rehype-react and React's static
// renderer (so every text and attribute is escaped by React), and the feed readers' form of a tree.
// Knows no theme: a site's own theme receives these strings, never a tree.
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';

const EXTERNAL_HTTP = /^https?:\/\//i;

/** External http(s) links open in a new tab; every other attribute the pipeline set is kept. */
export function MarkdownLink(props: ComponentProps<'a'>) {
  const external = typeof props.href === 'string' && EXTERNAL_HTTP.test(props.href);
  return createElement('a', external ? { ...props, target: '_blank', rel: 'noopener noreferrer' } : props);
}

/** Tables sit in a wrapper that scrolls on its own, so a wide table never widens the page. */
export function MarkdownTable(props: ComponentProps<'table'>) {
  return createElement('div', { className: 'table-wrapper' }, createElement('table', props));
}

/** One hyphenated token of at most 40 characters: about what a phone's column holds in code type. */
const HYPHENATED_TOKEN = /^(?=\S{3,40}$)\S*\w-\w/;

/**
 * Inline code that is one hyphenated token (a header name like `X-RateLimit-Remaining`, a package name)
 * is marked `code-token`: the theme keeps it whole instead of breaking it at its hyphens. A longer token
 * (a URL) still wraps where it must. Code blocks never match: their text comes in highlighted line spans.
 */
export function MarkdownCode(props: ComponentProps<'code'>) {
  const token = props.className === undefined && typeof props.children === 'string' && HYPHENATED_TOKEN.test(props.children);
  return createElement('code', token ? { ...props, className: 'code-token' } : props);
}

// Built once: the processor is frozen and stateless, so every page reuses it.
const processor = unified()
  .use(rehypeReact, { Fragment, jsx, jsxs, components: { a: MarkdownLink, table: MarkdownTable, code: MarkdownCode } })
  .freeze();

/** The HTML of a tree as pages show it (without a wrapper element). Does not change the tree. */
export function renderHtml(tree: Root): string {
  return renderToStaticMarkup(processor.stringify(tree));
}

/**
 * The HTML of a tree as feed readers get it: no copy buttons (nothing to click there), collected links'
 * URLs replaced by `slotOf`'s slots (element -> attribute -> slot), and every other `href`, `src` and
 * `srcset` candidate by `rawSlot`'s, all to be made absolute once the post's URL is known. Does not change
 * the tree.
 */
export function renderFeedHtml(tree: Root, slotOf: Map<Element, Partial<Record<'href' | 'src', string>>>, rawSlot: (url: string) => string): string {
  const copy = (node: ElementContent): ElementContent[] => {
    if (node.type !== 'element') return [{ ...node }];
    if (node.tagName === 'button') return [];
    const properties: Element['properties'] = { ...node.properties };
    const slots = slotOf.get(node);
    for (const key of ['href', 'src'] as const) {
      const value = properties[key];
      if (typeof value === 'string' && value) properties[key] = slots?.[key] ?? rawSlot(value);
    }
    // hast keeps srcset as a list of "url descriptor" candidates.
    const srcSet: unknown = properties.srcSet;
    if (Array.isArray(srcSet)) {
      properties.srcSet = srcSet
        .map((c) =>
          String(c)
            .trim()
            .replace(/^\S+/, (url) => rawSlot(url)),
        )
        .join(', ');
    }
    return [{ ...node, properties, children: node.children.flatMap(copy) }];
  };
  return toHtml({ type: 'root', children: tree.children.flatMap((n) => (n.type === 'doctype' ? [] : copy(n as ElementContent))) });
}
