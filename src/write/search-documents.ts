// What search indexes of one route: a document per listed doc, page and changelog post, split into its
// sections (the text under each heading), and one per API operation. The only place search reads trees.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { ApiOperation } from '../../theme/props.js';
import type { Heading } from '../markdown/types.js';
import type { Route, RouteGraph } from '../routes/types.js';

export interface SearchSection {
  /** Heading id; empty for the text above the first heading. */
  anchor: string;
  /** The heading's text; empty for the top of the page. */
  heading: string;
  /** Plain text of the section. */
  text: string;
}

/** One search result: a page (split into its sections) or an API operation. */
export interface SearchDocument {
  /** The page URL, without fragment. */
  url: string;
  title: string;
  /** The result group: the docs instance label, the blog title or the API reference title. */
  group: string;
  sections: SearchSection[];
}

/**
 * The search documents of a route; none for unlisted routes, generated lists, the home and 404 pages,
 * and docs of versions other than the current one. API operations come with the reference's entry page.
 */
export function searchDocumentsOf(route: Route, graph: RouteGraph): SearchDocument[] {
  if (route.unlisted) return [];
  const page = (group: string, tree: Root, headings: Heading[]) => [{ url: route.url, title: route.title, group, sections: sectionsOf(tree, headings) }];
  switch (route.kind) {
    case 'doc': {
      const instance = graph.instances.get(route.instanceId);
      const current = instance?.versions.find((v) => v.name === instance.versionName)?.isLast ?? true;
      return current ? page(instance?.label ?? 'Docs', route.doc.markdown.tree, route.doc.markdown.headings) : [];
    }
    case 'category-index': {
      const instance = graph.instances.get(route.instanceId);
      const current = instance?.versions.find((v) => v.name === instance.versionName)?.isLast ?? true;
      const sections = [{ anchor: '', heading: '', text: route.description ?? '' }];
      return current ? [{ url: route.url, title: route.title, group: instance?.label ?? 'Docs', sections }] : [];
    }
    case 'page':
      return page('Pages', route.page.markdown.tree, route.page.markdown.headings);
    case 'blog-post':
      return page(graph.blogs.get(route.blogId)?.title ?? 'Blog', route.post.markdown.tree, route.post.markdown.headings);
    case 'api': {
      if (!route.overview) return [];
      const { model, title } = route.api;
      // An operation is a result of its own, titled by its summary; its method and path open its text.
      const operation = (op: ApiOperation): SearchDocument => {
        const signature = op.webhook ? `Webhook ${op.path}` : `${op.method.toUpperCase()} ${op.path}`;
        const text = squash(`${signature} ${op.description ? plainText(op.description) : ''}`);
        return { url: route.pageOf?.get(op.id) ?? route.url, title: op.summary ?? signature, group: title, sections: [{ anchor: op.id, heading: '', text }] };
      };
      return [...model.tags.flatMap((tag) => tag.operations.map(operation)), ...model.webhooks.map(operation)];
    }
    default:
      return [];
  }
}

/** Splits a page at its h2..h6 headings (top-level ones with an id); the h1 belongs to the top section. */
function sectionsOf(tree: Root, headings: Heading[]): SearchSection[] {
  const headingText = new Map(headings.map((h) => [h.id, h.text]));
  const sections: SearchSection[] = [];
  let current: SearchSection = { anchor: '', heading: '', text: '' };
  const parts: string[] = [];
  const flush = () => {
    current.text = squash(parts.join(' '));
    parts.length = 0;
    if (current.heading || current.text) sections.push(current);
  };
  for (const node of tree.children) {
    if (!isSectionHeading(node)) {
      parts.push(textOf(node));
      continue;
    }
    flush();
    const anchor = String(node.properties.id);
    current = { anchor, heading: headingText.get(anchor) ?? squash(textOf(node)), text: '' };
  }
  flush();
  return sections;
}

function isSectionHeading(node: RootContent): node is Element {
  return node.type === 'element' && /^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string';
}

/** Plain text of a hast tree, for API descriptions. */
function plainText(tree: Root): string {
  return squash(tree.children.map(textOf).join(' '));
}

/** Elements whose boundaries separate words (so table cells and list items do not run together). */
const BLOCK = /^(?:p|div|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|pre|blockquote|h[1-6]|br|hr|section|details|summary|figure|figcaption)$/;

/** Text of a node: copy buttons and heading anchors left out, block elements separated by spaces. */
function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'button' || (node.properties.className as string[] | undefined)?.includes('hash-link')) return '';
  const inner = node.children.map(textOf).join('');
  return BLOCK.test(node.tagName) ? ` ${inner} ` : inner;
}

function squash(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}
