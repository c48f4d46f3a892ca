// Blog route + graph -> the props of its theme page: previews, paging, tags, archive years, authors and
// the year-grouped sidebar. Dates are formatted here, in UTC, so the theme stays a pure function of props.
import type { BlogAuthorProps, BlogDate, BlogPageProps, BlogPostPreview, BlogSidebarProps, BlogTagProps, PageBase, SafeUrl } from '../../theme/props.js';
import type { BlogAuthor, BlogPost } from '../content/types.js';
import { renderedMarkdown, type BodyOf } from './rendered-markdown.js';
import type { BlogGraph, BlogRoute } from '../routes/blog-types.js';
import type { RouteGraph } from '../routes/types.js';
import { absoluteUrl, isExternal, withBase } from '../routes/urls.js';
import { ownUrl, safeUrl } from '../util/safe-url.js';

// Made on first use: making one loads the locale's data, which a site without a blog never needs.
let dateFormat: Intl.DateTimeFormat | undefined;
let monthDay: Intl.DateTimeFormat | undefined;
const fullDate = (date: Date) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(date);
const dayOfMonth = (date: Date) => (monthDay ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })).format(date);

/** A site path as pages link to it: under the base URL `b` (RouteGraph.baseUrl). */
const served = (b: string, url: string) => ownUrl(withBase(b, url));

export function buildBlogPageProps(route: BlogRoute, graph: RouteGraph, base: PageBase, body: BodyOf = renderedMarkdown): BlogPageProps {
  const blog = graph.blogs.get(route.blogId)!;
  const b = graph.baseUrl;
  const sidebar = blogSidebar(blog, route.url, b);
  const common = { ...base, blogTitle: blog.title, ...(sidebar ? { sidebar } : {}) };
  switch (route.kind) {
    case 'blog-post': {
      const post = route.post;
      const index = route.unlisted ? -1 : blog.postUrls.indexOf(route.url);
      const link = (url: string | undefined) => (url ? { label: blog.posts.get(url)!.title, href: served(b, url) } : undefined);
      const prev = index > 0 ? link(blog.postUrls[index - 1]) : undefined;
      const next = index >= 0 ? link(blog.postUrls[index + 1]) : undefined;
      // A URL safeUrl refuses is left out (the checks report it as `link/unsafe` at the front matter).
      const written = post.image && safeUrl(post.image.url);
      const image = written && (isExternal(written) ? written : safeUrl(absoluteUrl(base.chrome.url, withBase(graph.siteBase, written))));
      return {
        ...common,
        kind: 'blog-post',
        ...(image ? { image } : {}),
        date: formatDate(post.date),
        authors: post.authors.map((author) => authorProps(author, b)),
        tags: tagProps(post, blog, b),
        content: body(post.markdown, route.hrefs),
        toc: route.toc,
        hideTableOfContents: post.frontMatter.hide_table_of_contents === true,
        ...(prev ? { prev } : {}),
        ...(next ? { next } : {}),
      };
    }
    case 'blog-list':
    case 'blog-tag': {
      const paging = {
        page: route.page,
        totalPages: route.totalPages,
        totalCount: route.totalCount,
        ...(route.newerUrl ? { newerHref: served(b, route.newerUrl) } : {}),
        ...(route.olderUrl ? { olderHref: served(b, route.olderUrl) } : {}),
      };
      const posts = route.postUrls.map((url) => preview(blog, url, body, b));
      if (route.kind === 'blog-list') return { ...common, ...paging, kind: 'blog-list', blogDescription: blog.description, posts };
      const tag = blog.tags.get(route.tag!)!;
      return {
        ...common,
        ...paging,
        kind: 'blog-tag',
        tag: { label: tag.label, href: served(b, tag.url), ...(tag.description ? { description: tag.description } : {}), count: tag.postUrls.length },
        allTagsHref: served(b, blog.tagsUrl!),
        posts,
      };
    }
    case 'blog-tags':
      return {
        ...common,
        kind: 'blog-tags',
        tags: [...blog.tags.values()].map((t) => ({
          label: t.label,
          href: served(b, t.url),
          ...(t.description ? { description: t.description } : {}),
          count: t.postUrls.length,
        })),
      };
    case 'blog-archive': {
      const years: { year: string; posts: { title: string; href: SafeUrl; date: BlogDate }[] }[] = [];
      for (const url of blog.postUrls) {
        const post = blog.posts.get(url)!.post;
        const year = String(post.date.getUTCFullYear());
        if (years[years.length - 1]?.year !== year) years.push({ year, posts: [] });
        years[years.length - 1]!.posts.push({ title: post.title, href: served(b, url), date: { iso: post.date.toISOString(), text: dayOfMonth(post.date) } });
      }
      return { ...common, kind: 'blog-archive', years };
    }
    case 'blog-authors':
      return { ...common, kind: 'blog-authors', authors: blog.authors.map(({ author, count }) => ({ ...authorProps(author, b), count })) };
  }
}

function formatDate(date: Date): BlogDate {
  return { iso: date.toISOString(), text: fullDate(date) };
}

/** An author's links, each through safeUrl: one it refuses is left out (the checks report it as `link/unsafe`). */
function authorProps(author: BlogAuthor, b: string): BlogAuthorProps {
  const written = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const href = written === undefined ? undefined : safeUrl(withBase(b, written));
  const imageUrl = author.imageUrl === undefined ? undefined : safeUrl(withBase(b, author.imageUrl));
  return {
    name: author.name,
    ...(author.title ? { title: author.title } : {}),
    ...(href ? { href } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    socials: author.socials.flatMap((s) => {
      const url = safeUrl(s.url);
      return url ? [{ platform: s.platform, url }] : [];
    }),
  };
}

/** The post's tags that have a page (a tag used only by unlisted posts has none). */
function tagProps(post: BlogPost, blog: BlogGraph, b: string): BlogTagProps[] {
  return post.tags.flatMap((t) => {
    const tag = blog.tags.get(t.permalink);
    return tag ? [{ label: tag.label, href: served(b, tag.url) }] : [];
  });
}

function preview(blog: BlogGraph, url: string, body: BodyOf, b: string): BlogPostPreview {
  const route = blog.posts.get(url)!;
  const post = route.post;
  return {
    title: post.title,
    href: served(b, url),
    date: formatDate(post.date),
    authors: post.authors.map((author) => authorProps(author, b)),
    tags: tagProps(post, blog, b),
    content: body(post.markdown, route.hrefs, 'excerpt'),
    truncated: post.truncated,
  };
}

/** Listed posts grouped by UTC year, newest first; an unlisted post appears only on its own page. */
function blogSidebar(blog: BlogGraph, current: string, b: string): BlogSidebarProps | undefined {
  if (blog.sidebar.count === 0) return undefined;
  const urls = blog.postUrls.slice(0, blog.sidebar.count);
  const own = blog.posts.get(current);
  if (own?.unlisted) urls.push(current);
  const entries = urls.map((url) => blog.posts.get(url)!).sort((a, b) => b.post.date.getTime() - a.post.date.getTime());
  const groups: BlogSidebarProps['groups'] = [];
  for (const route of entries) {
    const year = String(route.post.date.getUTCFullYear());
    if (groups[groups.length - 1]?.year !== year) groups.push({ year, items: [] });
    groups[groups.length - 1]!.items.push({ label: route.post.sidebarLabel, href: served(b, route.url), active: route.url === current });
  }
  return { title: blog.sidebar.title, groups };
}
