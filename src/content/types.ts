// Typed content entries the loaders return. No URLs here: the route graph (src/routes) makes them.
import type { BlogInstanceConfig, DocsInstanceConfig, SourceLink } from '../config/resolve.js';
import type { CompiledMarkdown } from '../markdown/compile.js';
import type { ImageFile } from './markdown-file.js';
import type { BlogFrontMatter } from './blog-front-matter.js';
import type { DocFrontMatter, PageFrontMatter } from './front-matter.js';

export interface DocEntry {
  instanceId: string;
  /** Path-based id without number prefixes, e.g. `guides/jwt`; front matter `id` replaces the last part. */
  id: string;
  /** Source file relative to the site folder (posix). */
  file: string;
  /** Folders from the instance root to the file, number prefixes stripped. */
  dirs: string[];
  /** File name without extension and number prefix. */
  name: string;
  /** `index` or `README`: the doc stands for its folder's URL. */
  isIndex: boolean;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  description?: string;
  frontMatter: DocFrontMatter;
  markdown: CompiledMarkdown;
  /** Its relative images, read and hashed. */
  images: ImageFile[];
  /** Position of a front matter value in the file. */
  locate: (path: readonly PropertyKey[]) => { line: number; column: number };
}

export type CategoryLink =
  | {
      type: 'generated-index';
      slug?: string;
      /** Where `slug` is written (the category file, line, column). */
      slugAt?: { file: string; line: number; column: number };
      title?: string;
      description?: string;
    }
  | { type: 'doc'; id: string };

export interface SidebarDocNode {
  type: 'doc';
  docId: string;
  label: string;
}

export interface SidebarCategoryNode {
  type: 'category';
  /** Folder of the category, relative to the instance root, e.g. `guides`. */
  dir: string;
  label: string;
  description?: string;
  collapsed: boolean;
  collapsible: boolean;
  link?: CategoryLink;
  items: SidebarNode[];
}

export type SidebarNode = SidebarDocNode | SidebarCategoryNode;

export interface DocsInstance {
  config: DocsInstanceConfig;
  docs: DocEntry[];
  sidebar: SidebarNode[];
}

export interface PageEntry {
  /** Path of the page under content/pages without extension, e.g. `markdown-page`, `index`. */
  name: string;
  file: string;
  title: string;
  description?: string;
  frontMatter: PageFrontMatter;
  markdown: CompiledMarkdown;
  /** Its relative images, read and hashed. */
  images: ImageFile[];
  /** Position of a front matter value in the file. */
  locate: (path: readonly PropertyKey[]) => { line: number; column: number };
}

/** An author of blog posts: from authors.yml (with its key) or written inline in a post. */
export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  email?: string;
  /** Avatar: a static file path or an absolute URL. */
  imageUrl?: string;
  socials: { platform: string; url: string }[];
  /** The URLs above with where they are written, for the route graph to resolve and check. */
  links: SourceLink[];
}

/** A tag of blog posts: from tags.yml (with its key) or a free label written in a post. */
export interface BlogTag {
  key: string;
  label: string;
  /** URL segment below `<base>/tags/`. */
  permalink: string;
  description?: string;
}

export interface BlogPost {
  blogId: string;
  /** Source file relative to the site folder (posix). */
  file: string;
  /** Path of the post below the blog's base path, e.g. `introducing-webhooks`. */
  slug: string;
  title: string;
  sidebarLabel: string;
  description?: string;
  date: Date;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Social card image: a site path or an absolute URL, with where it is written. */
  image?: SourceLink;
  unlisted: boolean;
  /** The post has a `<!-- truncate -->` marker: lists show `markdown.excerpt` and a "Read more" link. */
  truncated: boolean;
  frontMatter: BlogFrontMatter;
  markdown: CompiledMarkdown;
  /** Its relative images, read and hashed. */
  images: ImageFile[];
  /** Position of a front matter value in the file. */
  locate: (path: readonly PropertyKey[]) => { line: number; column: number };
}

export interface Blog {
  config: BlogInstanceConfig;
  /** Every post but drafts, newest first. */
  posts: BlogPost[];
  /** authors.yml, by key. */
  authors: Map<string, BlogAuthor>;
}
