// The route graph: one entry per URL, the only place the site's URLs live. Checks, sidebars,
// pagination, sitemap and feeds read it; nothing re-derives URLs on its own.
import type { Root } from 'hast';
import type { DocsVersionConfig } from '../config/resolve.js';
import type { DocEntry, PageEntry } from '../content/types.js';
import type { BlogGraph, BlogRoute, BlogRouteKind } from './blog-types.js';
import type { ApiRoute } from './api-types.js';
import type { TocItem } from '../../theme/props.js';

export type RouteKind = 'home' | 'page' | 'doc' | 'category-index' | 'not-found' | 'api' | BlogRouteKind;

/** A URL a page emits, resolved against the graph. */
export interface RouteLink {
  /** As written in the source. */
  raw: string;
  /** Resolved site path (no fragment), for internal links; undefined for external ones. */
  path?: string;
  fragment?: string;
  /** A relative link to a markdown file that does not exist (reported by checks). */
  missingFile?: string;
  /** A doc id (front matter `pagination_next`/`pagination_prev`) that names no doc. */
  missingDocId?: string;
  /**
   * A URL written outside markdown (front matter, config, sidebars file, authors) that safeUrl refuses:
   * it could run script, so the page leaves it out and the checks report it (`link/unsafe`).
   */
  unsafe?: true;
  file: string;
  line: number;
  column: number;
}

/** A resolved sidebar item: the instance sidebar with URLs. */
export type ResolvedSidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      className?: string;
      /** A `link` item's card text. */
      description?: string;
      /** An unlisted doc: shown only on its own page. */
      unlisted?: boolean;
    }
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean }
  | {
      type: 'category';
      label: string;
      href?: string;
      /** Where the category points with JavaScript off when it has no page: its first link. */
      fallbackHref?: string;
      description?: string;
      collapsed: boolean;
      collapsible: boolean;
      className?: string;
      items: ResolvedSidebarItem[];
    };

export interface RouteBase {
  url: string;
  kind: RouteKind;
  /** Source file relative to the site folder; undefined for generated routes. */
  source?: string;
  title: string;
  description?: string;
  /** Every id the rendered page defines. */
  anchors: Set<string>;
  /** Every link the page emits, resolved (what the checks read). */
  links: RouteLink[];
  /**
   * The URL each link of the route's markdown body (its `markdown.links`, same index) is written with,
   * as the graph resolved it; pages, feeds and previews fill the body's slots from it.
   */
  hrefs?: string[];
  /** Left out of the sitemap. */
  unlisted: boolean;
}

export interface DocRoute extends RouteBase {
  kind: 'doc';
  instanceId: string;
  doc: DocEntry;
  toc: TocItem[];
}

export interface CategoryIndexRoute extends RouteBase {
  kind: 'category-index';
  instanceId: string;
  /** Key of the category in its sidebar (its folder). */
  categoryDir: string;
  /** Where the `_category_.yml` slug that makes its URL is written. */
  slugAt?: { file: string; line: number; column: number };
}

export interface PageRoute extends RouteBase {
  kind: 'page' | 'home';
  page: PageEntry;
  toc: TocItem[];
}

export interface NotFoundRoute extends RouteBase {
  kind: 'not-found';
}

export type Route = DocRoute | CategoryIndexRoute | PageRoute | NotFoundRoute | BlogRoute | ApiRoute;

export interface SidebarEntry {
  /** Path of category labels from the root to the item (for breadcrumbs). */
  ancestors: { label: string; href?: string; dir: string }[];
  /** The item's own label in the sidebar (the last breadcrumb). */
  label: string;
}

export interface InstanceGraph {
  id: string;
  /** The configured instance id, shared by all its versions. */
  pluginId: string;
  versionName: string;
  /** Every version of the instance (one for an instance without versions). */
  versions: DocsVersionConfig[];
  label: string;
  routeBasePath: string;
  /** Where markdown-file links of its docs are looked up (see LinkContext.roots): its folder, then the site's. */
  linkRoots: string[];
  /** Doc id -> URL, for `pagination_next`/`pagination_prev` and category links. */
  docUrls: Map<string, string>;
  /** Sidebars by name, in the order the sidebars file gives them (one without a sidebars file). */
  sidebars: Map<string, ResolvedSidebar>;
  /** The sidebar each page of the instance shows, by URL; a page missing here shows none. */
  sidebarOf: Map<string, string>;
}

/** One sidebar with URLs, and what navigation reads from it. */
export interface ResolvedSidebar {
  items: ResolvedSidebarItem[];
  /** Pages in sidebar order, for previous/next (docs and categories with a page; not refs or links). */
  order: string[];
  /** Label of each page of `order` in previous/next links (`pagination_label` first). */
  navLabels: Map<string, string>;
  /** Where each URL sits in the sidebar. */
  positions: Map<string, SidebarEntry>;
  /** Pages this sidebar holds as its own (docs and category docs, not refs): their sidebar unless they say otherwise. */
  holds: Set<string>;
}

/** One of several sources that produce the same URL; the first is the one built. */
export interface DuplicateSource {
  /** Site-relative file, or a description of a generated page. */
  source: string;
  line: number;
  column: number;
}

export interface RouteGraph {
  routes: Map<string, Route>;
  /**
   * The base URL pages link under (urls.ts linkBase): route URLs are site paths (`/docs/x`), and every
   * URL written into a page, a feed or the route table carries this base (`withBase`).
   */
  baseUrl: string;
  /**
   * The configured base URL, which absolute URLs (canonical, feeds, sitemap) carry in every router mode
   * (`baseUrl` is `/` under the hash router, whose pages link relatively).
   */
  siteBase: string;
  instances: Map<string, InstanceGraph>;
  /** Static files and copied images: URL -> absolute source path. */
  assets: Map<string, string>;
  /** Every source file that claims each URL, when more than one does (reported by checks). */
  duplicates: Map<string, DuplicateSource[]>;
  /** URLs of the files in the static folder. */
  staticFiles: Set<string>;
  /** Links every page emits through the site chrome (navbar, footer, announcement), from the config. */
  chromeLinks: RouteLink[];
  /** Blog instances by id: listed posts, tags, authors and feed URLs. */
  blogs: Map<string, BlogGraph>;
}
