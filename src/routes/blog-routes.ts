// Routes of one blog instance: post pages (`<base>/<slug>`), paged lists (`<base>`, `<base>/page/<n>`),
// tags (`<base>/tags`, `<base>/tags/<tag>` paged alike), archive, authors, and the feed URLs.
// Unlisted posts get a page but no place in lists, tags, archive, author counts or feeds.
import type { Blog, BlogAuthor, BlogPost } from '../content/types.js';
import type { BlogGraph, BlogListRoute, BlogPostRoute, BlogTagGraph } from './blog-types.js';
import { resolveLinks, resolveSourceLinks, type LinkContext } from './links.js';
import { buildToc, tocLevels, type TocLevels } from './toc.js';
import type { Route, RouteGraph, RouteLink } from './types.js';
import { blogPostUrl, blogTagUrl, blogUrl, pagedUrl } from './urls.js';
import { compareText } from '../util/collate.js';

/** Adds a blog's routes to the graph and its data to `graph.blogs`; links are resolved later by `resolveBlogLinks`. */
export function addBlog(blog: Blog, graph: RouteGraph, add: (route: Route) => void, toc: TocLevels = { min: 2, max: 3 }): void {
  const config = blog.config;
  const base = config.routeBasePath;
  const posts = new Map<string, BlogPostRoute>();
  for (const post of blog.posts) {
    const route = postRoute(blog, post, toc);
    // Two posts with one slug: the graph reports the duplicate; only the first is built.
    if (!posts.has(route.url)) posts.set(route.url, route);
  }
  const listed = [...posts.values()].filter((r) => !r.unlisted);
  const postUrls = listed.map((r) => r.url);
  const tags = collectTags(base, listed);
  const counts = new Map<BlogAuthor, number>();
  for (const r of listed) for (const a of r.post.authors) counts.set(a, (counts.get(a) ?? 0) + 1);
  const data: BlogGraph = {
    id: config.id,
    title: config.title,
    description: config.description,
    routeBasePath: base,
    postUrls,
    posts,
    previewLinks: new Map(),
    tags,
    authors: [...blog.authors.values()].map((author) => ({ author, count: counts.get(author) ?? 0 })),
    ...(tags.size ? { tagsUrl: blogUrl(base, 'tags') } : {}),
    ...(listed.length ? { archiveUrl: blogUrl(base, 'archive') } : {}),
    ...(blog.authors.size ? { authorsUrl: blogUrl(base, 'authors') } : {}),
    sidebar: { title: config.sidebarTitle, count: config.sidebarCount },
    feeds: listed.length ? config.feeds.map((type) => ({ type, url: blogUrl(base, type) })) : [],
    feedLimit: config.feedLimit,
    feedTitle: config.feedTitle,
    ...(config.feedCopyright ? { feedCopyright: config.feedCopyright } : {}),
  };
  graph.blogs.set(config.id, data);

  const previewAnchors = (url: string) => anchorsOf(posts.get(url)!.post);
  const list = { blogId: config.id, postsPerPage: config.postsPerPage, previewAnchors };
  for (const route of pagedList({ ...list, kind: 'blog-list', listUrl: base, title: config.title, description: config.description, postUrls })) add(route);
  for (const tag of tags.values()) {
    const count = tag.postUrls.length;
    const title = `${count === 1 ? 'One post' : `${count} posts`} tagged with "${tag.label}"`;
    for (const route of pagedList({
      ...list,
      kind: 'blog-tag',
      tag: tag.permalink,
      listUrl: tag.url,
      title,
      description: tag.description,
      postUrls: tag.postUrls,
    }))
      add(route);
  }
  const index = (kind: 'blog-tags' | 'blog-archive' | 'blog-authors', url: string | undefined, title: string, anchors: string[] = []) => {
    if (url) add({ url, kind, blogId: config.id, title, anchors: new Set(anchors), links: [], unlisted: false });
  };
  index('blog-tags', data.tagsUrl, 'Tags');
  index('blog-archive', data.archiveUrl, 'Archive', [...new Set(listed.map((r) => String(r.post.date.getUTCFullYear())))]);
  index('blog-authors', data.authorsUrl, 'Authors');
  for (const route of posts.values()) add(route);
}

function postToc(post: BlogPost, site: TocLevels) {
  const { min, max } = tocLevels(site, post.frontMatter);
  return buildToc(post.markdown.headings, min, max);
}

function postRoute(blog: Blog, post: BlogPost, site: TocLevels): BlogPostRoute {
  return {
    url: blogPostUrl(blog.config.routeBasePath, post.slug),
    kind: 'blog-post',
    source: post.file,
    title: post.title,
    ...(post.description ? { description: post.description } : {}),
    anchors: new Set(post.markdown.anchors),
    links: [],
    unlisted: post.unlisted,
    blogId: blog.config.id,
    post,
    toc: postToc(post, site),
  };
}

/** Tags that have listed posts, by permalink, sorted by label; posts newest first. */
function collectTags(base: string, listed: BlogPostRoute[]): Map<string, BlogTagGraph> {
  const tags = new Map<string, BlogTagGraph>();
  for (const route of listed) {
    for (const tag of route.post.tags) {
      let entry = tags.get(tag.permalink);
      if (!entry) {
        entry = { label: tag.label, permalink: tag.permalink, url: blogTagUrl(base, tag.permalink), postUrls: [] };
        if (tag.description) entry.description = tag.description;
        tags.set(tag.permalink, entry);
      }
      if (!entry.postUrls.includes(route.url)) entry.postUrls.push(route.url);
    }
  }
  return new Map([...tags].sort(([, a], [, b]) => compareText(a.label, b.label)));
}

interface PagedListOptions {
  kind: 'blog-list' | 'blog-tag';
  blogId: string;
  tag?: string;
  listUrl: string;
  title: string;
  description?: string;
  postUrls: string[];
  postsPerPage: number;
  previewAnchors: (postUrl: string) => readonly string[];
}

/** Pages of `postsPerPage` posts; there is always a first page, even with no posts. */
function pagedList(o: PagedListOptions): BlogListRoute[] {
  const totalPages = Math.max(1, Math.ceil(o.postUrls.length / o.postsPerPage));
  return Array.from({ length: totalPages }, (_, i): BlogListRoute => {
    const page = i + 1;
    const postUrls = o.postUrls.slice(i * o.postsPerPage, page * o.postsPerPage);
    return {
      url: pagedUrl(o.listUrl, page),
      kind: o.kind,
      blogId: o.blogId,
      ...(o.tag !== undefined ? { tag: o.tag } : {}),
      title: page === 1 ? o.title : `${o.title}, page ${page}`,
      ...(o.description ? { description: o.description } : {}),
      anchors: new Set(postUrls.flatMap(o.previewAnchors)),
      links: [],
      unlisted: false,
      page,
      totalPages,
      totalCount: o.postUrls.length,
      postUrls,
      ...(page > 1 ? { newerUrl: pagedUrl(o.listUrl, page - 1) } : {}),
      ...(page < totalPages ? { olderUrl: pagedUrl(o.listUrl, page + 1) } : {}),
    };
  });
}

/** Ids on what list pages show of a post: its excerpt when it has a truncate marker, else all of it. */
function anchorsOf(post: BlogPost): readonly string[] {
  return post.markdown.excerpt?.anchors ?? post.markdown.anchors;
}

/**
 * Resolves every link blog pages emit, once every route exists: post bodies, authors (avatars,
 * profiles), images, tags, and on list pages each post's title, preview, tags and authors, and the paging.
 */
export function resolveBlogLinks(graph: RouteGraph, fileUrls: Map<string, string>): void {
  for (const blog of graph.blogs.values()) {
    for (const route of blog.posts.values()) {
      if (graph.routes.get(route.url) !== route) continue;
      const post = route.post;
      const context: LinkContext = { url: route.url, file: post.file, fileUrls, assets: graph.assets, base: graph.baseUrl };
      const resolved = resolveLinks(post.markdown.links, context, post.images);
      const body = resolved.links;
      const meta = metaLinks(post, blog, context);
      route.links = [...body, ...meta];
      route.hrefs = resolved.hrefs;
      if (route.unlisted) continue;
      const shown = post.markdown.excerpt && new Set(post.markdown.excerpt.links);
      const preview = body.filter((_, i) => !shown || shown.has(i));
      blog.previewLinks.set(route.url, [generated(route.url, post.file), ...preview, ...meta]);
    }
    for (const route of graph.routes.values()) {
      if ((route.kind !== 'blog-list' && route.kind !== 'blog-tag') || route.blogId !== blog.id) continue;
      const file = route.postUrls[0] ? blog.posts.get(route.postUrls[0])!.post.file : undefined;
      const paging = file ? [route.newerUrl, route.olderUrl].flatMap((u) => (u ? [generated(u, file)] : [])) : [];
      route.links = [...route.postUrls.flatMap((u) => blog.previewLinks.get(u) ?? []), ...paging];
    }
  }
}

/** Links of a post's header: tags (where the post names them), authors and the social image. */
function metaLinks(post: BlogPost, blog: BlogGraph, context: LinkContext): RouteLink[] {
  const tags = post.tags.flatMap((tag, i): RouteLink[] => {
    const url = blog.tags.get(tag.permalink)?.url;
    return url ? [{ raw: url, path: url, file: post.file, ...post.locate(['tags', i]) }] : [];
  });
  const authors = post.authors.flatMap((a) => resolveSourceLinks(a.links, context));
  return [...tags, ...authors, ...(post.image ? resolveSourceLinks([post.image], context) : [])];
}

/** A link the graph makes itself (post titles, paging), reported at the top of the file that caused it. */
function generated(url: string, file: string): RouteLink {
  return { raw: url, path: url, file, line: 1, column: 1 };
}
