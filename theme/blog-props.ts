// The blog's part of the props contract: post, list, tag, tags, archive and authors pages, and the
// blog sidebar. Plain serialisable data; dates arrive already formatted (UTC) next to their ISO form.
import type { NavLink, PageBase, RenderedMarkdown, SafeUrl, TocItem } from './props.js';

export interface BlogAuthorProps {
  name: string;
  title?: string;
  /** Where the name links: the author's url, else a mailto: link. */
  href?: SafeUrl;
  /** Avatar URL. */
  imageUrl?: SafeUrl;
  socials: { platform: string; url: SafeUrl }[];
}

export interface BlogTagProps {
  label: string;
  href: SafeUrl;
  description?: string;
  /** Listed posts with the tag (tags page). */
  count?: number;
}

export interface BlogDate {
  /** ISO 8601, for `<time datetime>`. */
  iso: string;
  /** e.g. "March 4, 2026" (UTC). */
  text: string;
}

/** A post as a list page shows it: its excerpt (or all of it) and a "Read more" link when truncated. */
export interface BlogPostPreview {
  title: string;
  href: SafeUrl;
  date: BlogDate;
  authors: BlogAuthorProps[];
  tags: BlogTagProps[];
  content: RenderedMarkdown;
  truncated: boolean;
}

/** The blog sidebar: posts grouped by year (UTC), newest first. */
export interface BlogSidebarProps {
  title: string;
  groups: { year: string; items: { label: string; href: SafeUrl; active: boolean }[] }[];
}

interface BlogPageBase extends PageBase {
  blogTitle: string;
  /** Empty when the blog's `sidebarCount` is 0. */
  sidebar?: BlogSidebarProps;
}

export interface BlogPostPageProps extends BlogPageBase {
  kind: 'blog-post';
  date: BlogDate;
  authors: BlogAuthorProps[];
  tags: BlogTagProps[];
  content: RenderedMarkdown;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** The newer post. */
  prev?: NavLink;
  /** The older post. */
  next?: NavLink;
}

export interface BlogListPaging {
  page: number;
  totalPages: number;
  totalCount: number;
  newerHref?: SafeUrl;
  olderHref?: SafeUrl;
}

export interface BlogListPageProps extends BlogPageBase, BlogListPaging {
  kind: 'blog-list';
  blogDescription: string;
  posts: BlogPostPreview[];
}

export interface BlogTagPageProps extends BlogPageBase, BlogListPaging {
  kind: 'blog-tag';
  tag: BlogTagProps;
  allTagsHref: SafeUrl;
  posts: BlogPostPreview[];
}

export interface BlogTagsPageProps extends BlogPageBase {
  kind: 'blog-tags';
  tags: BlogTagProps[];
}

export interface BlogArchivePageProps extends BlogPageBase {
  kind: 'blog-archive';
  /** Newest year first; posts newest first within a year. */
  years: { year: string; posts: { title: string; href: SafeUrl; date: BlogDate }[] }[];
}

export interface BlogAuthorsPageProps extends BlogPageBase {
  kind: 'blog-authors';
  authors: (BlogAuthorProps & { count: number })[];
}

export type BlogPageProps = BlogPostPageProps | BlogListPageProps | BlogTagPageProps | BlogTagsPageProps | BlogArchivePageProps | BlogAuthorsPageProps;
