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
  /** Its file is `index` or `README` (whatever its `id`): the doc stands for its folder's URL. */
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
      /** Where `slug` is written (the category file, line, column); in a sidebars file, the link when it has none. */
      slugAt?: { file: string; line: number; column: number };
      title?: string;
      description?: string;
    }
  | { type: 'doc'; id: string };

/** Where a sidebars file item is written (for diagnostics and the links it holds). */
export interface SidebarSourcePosition {
  file: string;
  line: number;
  column: number;
}

export interface SidebarDocNode {
  type: 'doc';
  docId: string;
  /** Front matter `sidebar_label`, else the item's `label`, else the doc's title. */
  label: string;
  /** A `ref` item: shows the doc without making this sidebar the doc's own (nor part of its previous/next). */
  ref?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** A sidebars file's `link` item: any URL, emitted as written. */
export interface SidebarLinkNode {
  type: 'link';
  label: string;
  href: string;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  /** Where the href is written, for the link checks. */
  at: SidebarSourcePosition;
}

/** A sidebars file's `html` item: markup shown as it is, sanitised when the file is loaded. */
export interface SidebarHtmlNode {
  type: 'html';
  /** Sanitised HTML. */
  value: string;
  className?: string;
  /** Styled like a sidebar link (padding). */
  defaultStyle?: boolean;
}

export interface SidebarCategoryNode {
  type: 'category';
  /**
   * Key of the category: its folder relative to the instance root (`guides`) for a generated one, or
   * `#<sidebar>/<item path>` for one written in a sidebars file.
   */
  dir: string;
  label: string;
  description?: string;
  collapsed: boolean;
  collapsible: boolean;
  link?: CategoryLink;
  className?: string;
  customProps?: Record<string, unknown>;
  items: SidebarNode[];
}

export type SidebarNode = SidebarDocNode | SidebarCategoryNode | SidebarLinkNode | SidebarHtmlNode;

/** Name of the one sidebar of an instance without a sidebars file (Docusaurus's name). */
export const DEFAULT_SIDEBAR = 'defaultSidebar';

export interface DocsInstance {
  config: DocsInstanceConfig;
  docs: DocEntry[];
  /**
   * Sidebars by name, in file order. Without a sidebars file: one, `defaultSidebar`, generated from the
   * folders and shown by every doc.
   */
  sidebars: Map<string, SidebarNode[]>;
  /** The instance has a sidebars file: a doc shows the sidebar holding it (or its `displayed_sidebar`), else none. */
  fromFile: boolean;
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
  /** A React page (src/pages/*.js): its body is all the component renders, without title or TOC. */
  component?: true;
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
