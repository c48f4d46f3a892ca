// RSS 2.0 and Atom 1.0 feeds of each blog, with the `feed` package: the newest listed posts (never
// drafts or unlisted ones), full content as HTML with every URL made absolute. Reads the graph only.
import { Feed } from 'feed';
import { fillSlots } from '../markdown/compile.js';
import type { BlogGraph, BlogPostRoute } from '../routes/blog-types.js';
import type { RouteGraph } from '../routes/types.js';
import { absoluteUrl, isExternal } from '../routes/urls.js';
import { safeUrl } from '../util/safe-url.js';

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
    return blog.feeds.map((f) => ({ path: f.url.slice(1), contents: (f.type === 'rss' ? feed.rss2() : feed.atom1()).replaceAll(LT, '&lt;') }));
  });
}

/**
 * Characters XML 1.0 allows nowhere (C0 controls but tab, line feed and return; U+FFFE, U+FFFF; lone
 * surrogates): a feed holding one is not well-formed, so they are dropped from every text it holds.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Stands for `<` in the values `feed` writes as attributes (Atom's category `label` and `term`), which it
 * escapes only for `&` and `"`: a tag holding `<` made the Atom feed not well-formed. Written as `&lt;`
 * once the feed is made; being a control character, it occurs nowhere else in a feed (see NOT_XML).
 */
const LT = '\u0001';

const xmlText = (text: string): string => text.replace(NOT_XML, '');

/** A value the feed may write as an attribute: its `<`s stand in for LT. */
const attributeText = (text: string): string => xmlText(text).replaceAll('<', LT);

function createFeed(blog: BlogGraph, siteUrl: string): Feed {
  const blogUrl = absoluteUrl(siteUrl, blog.routeBasePath);
  const routes = blog.postUrls.slice(0, blog.feedLimit).map((url) => blog.posts.get(url)!);
  const feedLinks = Object.fromEntries(blog.feeds.map((f) => [f.type, absoluteUrl(siteUrl, f.url)]));
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: xmlText(blog.feedTitle),
    description: xmlText(blog.description || blog.feedTitle),
    language: 'en',
    ...(routes[0] ? { updated: routes[0].post.date } : {}),
    generator: 'docsgen',
    feedLinks,
    ...(blog.feedCopyright ? { copyright: xmlText(blog.feedCopyright) } : {}),
  });
  for (const route of routes) {
    const post = route.post;
    const link = absoluteUrl(siteUrl, route.url);
    feed.addItem({
      title: xmlText(post.title),
      id: link,
      link,
      date: post.date,
      ...(post.description ? { description: xmlText(post.description) } : {}),
      content: xmlText(feedContent(route, link, siteUrl)),
      author: post.authors.map((a) => ({
        name: xmlText(a.name),
        ...(a.email ? { email: xmlText(a.email) } : {}),
        ...authorLink(a.url, link, siteUrl),
      })),
      category: post.tags.map((t) => ({ name: attributeText(t.label), term: attributeText(t.label) })),
    });
  }
  return feed;
}

/**
 * An author's link for the feed, absolute, as the page renders it (what browsers strip, stripped): a
 * `\t#top` or ` https://…` crashed the feed package's URL parser. None for a URL that could run script.
 */
function authorLink(url: string | undefined, postUrl: string, siteUrl: string): { link?: string } {
  const safe = url === undefined ? undefined : safeUrl(url);
  if (!safe) return {};
  if (isExternal(safe)) return URL.canParse(safe) ? { link: safe } : {};
  if (safe.startsWith('/')) return { link: absoluteUrl(siteUrl, safe) };
  return URL.canParse(safe, postUrl) ? { link: new URL(safe, postUrl).href } : {};
}

/**
 * A post's content for feed readers, which have no page to resolve against: its feed HTML (no copy
 * buttons) with every URL absolute: the graph's URL for each link, site paths against the site URL,
 * fragments and relative paths against the post.
 */
export function feedContent(route: BlogPostRoute, postUrl: string, siteUrl: string): string {
  const { markdown } = route.post;
  if (!markdown.feed) return '';
  // The graph's URLs carry the base path already (they are what the page links to); URLs as written do not.
  const origin = new URL(siteUrl).origin;
  const absolute = (url: string, served: boolean) => {
    if (isExternal(url)) return url;
    if (url.startsWith('/')) return `${served ? origin : siteUrl}${url}`;
    return new URL(url, postUrl).href;
  };
  return fillSlots(markdown.feed.html, markdown.marker, (slot) => {
    if (slot.startsWith('s')) {
      const raw = markdown.feed!.raw[Number(slot.slice(1))];
      return raw === undefined ? '' : escapeAttribute(absolute(raw, false));
    }
    const href = route.hrefs?.[Number(slot)];
    const url = href ?? markdown.links[Number(slot)]?.url;
    return url === undefined ? '' : escapeAttribute(absolute(url, href !== undefined));
  });
}

/** An attribute value escaped as hast-util-to-html escapes it (feed HTML is serialised by it). */
function escapeAttribute(value: string): string {
  return value.replace(/[&"]/g, (c) => (c === '&' ? '&#x26;' : '&#x22;'));
}
