// RSS 2.0 and Atom 1.0 feeds of each blog, with the `feed` package: the newest listed posts (never
// drafts or unlisted ones), full content as HTML with every URL made absolute. Reads the graph only.
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { Feed } from 'feed';
import type { BlogPost } from '../content/types.js';
import type { BlogGraph } from '../routes/blog-types.js';
import type { RouteGraph } from '../routes/types.js';
import { absoluteUrl, isExternal } from '../routes/urls.js';

export interface FeedFile {
  /** Output path relative to the output folder, e.g. `changelog/rss.xml`. */
  path: string;
  contents: string;
}

/** Every feed of every blog in the graph (none for a blog without listed posts). */
export function renderFeeds(graph: RouteGraph, siteUrl: string): FeedFile[] {
  return [...(graph.blogs?.values() ?? [])].flatMap((blog) => {
    if (!blog.feeds.length) return [];
    const feed = createFeed(blog, siteUrl);
    return blog.feeds.map((f) => ({ path: f.url.slice(1), contents: f.type === 'rss' ? feed.rss2() : feed.atom1() }));
  });
}

function createFeed(blog: BlogGraph, siteUrl: string): Feed {
  const blogUrl = absoluteUrl(siteUrl, blog.routeBasePath);
  const routes = blog.postUrls.slice(0, blog.feedLimit).map((url) => blog.posts.get(url)!);
  const feedLinks = Object.fromEntries(blog.feeds.map((f) => [f.type, absoluteUrl(siteUrl, f.url)]));
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: blog.feedTitle,
    description: blog.description || blog.feedTitle,
    language: 'en',
    ...(routes[0] ? { updated: routes[0].post.date } : {}),
    generator: 'docsgen',
    feedLinks,
    ...(blog.feedCopyright ? { copyright: blog.feedCopyright } : {}),
  });
  for (const route of routes) {
    const post = route.post;
    const link = absoluteUrl(siteUrl, route.url);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: post.date,
      ...(post.description ? { description: post.description } : {}),
      content: feedContent(post, link, siteUrl),
      author: post.authors.map((a) => ({
        name: a.name,
        ...(a.email ? { email: a.email } : {}),
        ...(a.url ? { link: isExternal(a.url) ? a.url : absoluteUrl(siteUrl, a.url) } : {}),
      })),
      category: post.tags.map((t) => ({ name: t.label, term: t.label })),
    });
  }
  return feed;
}

/** A post's content for feed readers, from its tree (blog posts keep theirs: content/blog.ts parses with `truncate`). */
function feedContent(post: BlogPost, postUrl: string, siteUrl: string): string {
  return toHtml(absolutise(post.markdown.tree!, postUrl, siteUrl));
}

/**
 * A copy of a post's content for feed readers, which have no page to resolve against: `href`, `src` and
 * `srcset` made absolute (site paths against the site URL, fragments and relative paths against the post),
 * and the copy buttons of code blocks left out.
 */
export function absolutise(tree: Root, postUrl: string, siteUrl: string): Root {
  const absolute = (url: string) => {
    if (isExternal(url)) return url;
    if (url.startsWith('/')) return `${siteUrl}${url}`;
    return new URL(url, postUrl).href;
  };
  const copy = (node: ElementContent): ElementContent[] => {
    if (node.type !== 'element') return [{ ...node }];
    if (node.tagName === 'button') return [];
    const properties: Element['properties'] = { ...node.properties };
    for (const key of ['href', 'src'] as const) {
      const value = properties[key];
      if (typeof value === 'string' && value) properties[key] = absolute(value);
    }
    // hast keeps srcset as a list of "url descriptor" candidates.
    const srcSet: unknown = properties.srcSet;
    if (Array.isArray(srcSet)) {
      properties.srcSet = srcSet.map((c) => String(c).trim().replace(/^\S+/, (url) => absolute(url))).join(', ');
    }
    return [{ ...node, properties, children: node.children.flatMap(copy) }];
  };
  return { type: 'root', children: tree.children.flatMap((n) => (n.type === 'doctype' ? [] : copy(n))) };
}
