// Typed content entries the loaders return. No URLs here: the route graph (src/routes) makes them.
import type { DocsInstanceConfig } from '../config/resolve.js';
import type { MarkdownResult } from '../markdown/types.js';
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
  markdown: MarkdownResult;
  /** Position of a front matter value in the file. */
  locate: (path: readonly PropertyKey[]) => { line: number; column: number };
}

export type CategoryLink =
  | { type: 'generated-index'; slug?: string; title?: string; description?: string }
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
  markdown: MarkdownResult;
  /** Position of a front matter value in the file. */
  locate: (path: readonly PropertyKey[]) => { line: number; column: number };
}
