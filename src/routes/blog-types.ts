// Route graph types of blog instances: the route kinds a blog makes and the per-blog data its pages
// and feeds share (listed posts in order, tags, authors, feed URLs).
import type { BlogAuthor, BlogPost } from '../content/types.js';
import type { TocItem } from '../../theme/props.js';
import type { RouteBase, RouteLink } from './types.js';

export type BlogRouteKind = 'blog-list' | 'blog-tag' | 'blog-post' | 'blog-tags' | 'blog-archive' | 'blog-authors';

export interface BlogPostRoute extends RouteBase {
  kind: 'blog-post';
  blogId: string;
  post: BlogPost;
  toc: TocItem[];
}

/** A page of the post list (`blog-list`) or of one tag's posts (`blog-tag`). */
export interface BlogListRoute extends RouteBase {
  kind: 'blog-list' | 'blog-tag';
  blogId: string;
  /** For `blog-tag`: the tag's permalink (key of `BlogGraph.tags`). */
  tag?: string;
  /** 1-based page number. */
  page: number;
  totalPages: number;
  /** Posts across all pages of this list. */
  totalCount: number;
  /** URLs of this page's posts, newest first. */
  postUrls: string[];
  newerUrl?: string;
  olderUrl?: string;
}

export interface BlogIndexRoute extends RouteBase {
  kind: 'blog-tags' | 'blog-archive' | 'blog-authors';
  blogId: string;
}

export type BlogRoute = BlogPostRoute | BlogListRoute | BlogIndexRoute;

export interface BlogTagGraph {
  label: string;
  permalink: string;
  description?: string;
  /** The tag's first page. */
  url: string;
  /** Listed posts with the tag, newest first. */
  postUrls: string[];
}

export interface BlogGraph {
  id: string;
  title: string;
  description: string;
  routeBasePath: string;
  /** Listed posts (not unlisted), newest first, by URL. */
  postUrls: string[];
  /** Every post's route by URL, listed or not. */
  posts: Map<string, BlogPostRoute>;
  /** Links of what list pages show of each post (its excerpt, or all of it), by post URL. */
  previewLinks: Map<string, RouteLink[]>;
  /** Tags with at least one listed post, by permalink, sorted by label. */
  tags: Map<string, BlogTagGraph>;
  /** authors.yml authors with their listed post counts, in file order. */
  authors: { author: BlogAuthor; count: number }[];
  tagsUrl?: string;
  archiveUrl?: string;
  authorsUrl?: string;
  sidebar: { title: string; count: number };
  /** Feeds to write (none when the blog has no listed posts). */
  feeds: { type: 'rss' | 'atom'; url: string }[];
  feedLimit: number;
  feedTitle: string;
  feedCopyright?: string;
}
