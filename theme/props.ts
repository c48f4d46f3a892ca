// The props contract between src/ and the theme: one props type per route kind plus the site chrome.
// Everything here is plain serialisable data (no functions, no class instances), so it can cross worker threads.
/**
 * A markdown body rendered to HTML by the markdown stage (escaped by React and sanitised), its links
 * resolved for this page. Pages show it with MarkdownHtml.
 */
export interface RenderedMarkdown {
  html: string;
  /** The body opens with its own h1, so the page leaves out the title's. */
  startsWithH1: boolean;
}
/**
 * A description from the OpenAPI spec, rendered to HTML by the markdown stage like any markdown body
 * (escaped, sanitised), its links resolved for this page.
 */
export interface SpecText {
  html: string;
  /** The description is one paragraph: its inline HTML, for places that hold phrasing content only. */
  inline?: string;
  /** Plain text, for the search index (left out of page props). */
  text?: string;
}
/** Brand of SafeUrl: declared, never defined, so no value but a cast can carry it. */
declare const safeUrlBrand: unique symbol;
/**
 * A URL a page may render in an `href` or `src`: made only by `safeUrl` (src/util/safe-url.ts), which
 * refuses every scheme but http, https, mailto and tel. Every URL field of the props is typed so
 * (test/unit/architecture/props-urls.test.ts walks them).
 */
export type SafeUrl = string & { readonly [safeUrlBrand]: true };
export type * from './api-props.js';
import type { ApiPageData } from './api-props.js';
export type * from './blog-props.js';
import type { BlogPageProps } from './blog-props.js';

/** A link that leaves the site or stays in it; `external` links open with an icon and rel="noopener". */
export interface NavLink {
  label: string;
  href: SafeUrl;
  external?: boolean;
}

/** A navbar item. `activePrefix`: the item is marked active on every page whose URL starts with it. */
export interface NavbarItem extends NavLink {
  position: 'left' | 'right';
  activePrefix?: string;
}

export interface FooterColumn {
  title: string;
  items: NavLink[];
}

export interface AnnouncementProps {
  id: string;
  /** Already sanitised HTML (inline markup and links only). */
  html: string;
  closeable: boolean;
  backgroundColor?: string;
  textColor?: string;
}

/** What every page shares: site identity, navbar, footer, announcement, assets. */
export interface SiteChrome {
  title: string;
  tagline: string;
  /** Absolute site origin, e.g. https://docs.sesame.dev */
  url: SafeUrl;
  baseUrl: SafeUrl;
  locale: string;
  productName: string;
  /** URL of the site icon, if any. */
  favicon?: SafeUrl;
  navbar: { title: string; logo?: { src: SafeUrl; alt: string; height: number; width?: number }; items: NavbarItem[] };
  footer: { columns: FooterColumn[]; copyright?: string };
  announcement?: AnnouncementProps;
  /** `respectPrefersColorScheme`: the reader's system preference wins until they choose a mode. */
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme?: boolean };
  router: 'history' | 'hash';
  /** Hashed asset URLs produced by the bundle stage. */
  assets: { css: SafeUrl[]; js: SafeUrl[] };
  /** `<link rel="alternate">` of every page's head, e.g. a blog's RSS and Atom feeds. */
  alternates?: AlternateLink[];
}

export interface AlternateLink {
  /** MIME type, e.g. application/rss+xml. */
  type: string;
  href: SafeUrl;
  title: string;
}

export interface TocItem {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: number;
  children: TocItem[];
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: SafeUrl;
  active: boolean;
  unlisted?: boolean;
  /** Extra class of its list item (`className` in a sidebars file, `sidebar_class_name`). */
  className?: string;
  /** A sidebars file's link to another site: opens in a new tab, with the external-link icon. */
  external?: boolean;
}

/** Markup from a sidebars file's `html` item, sanitised at load. */
export interface SidebarHtml {
  type: 'html';
  /** Sanitised HTML. */
  value: string;
  className?: string;
  /** Padded like a sidebar link. */
  defaultStyle?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (generated index or index doc), if any. */
  href?: SafeUrl;
  items: SidebarItem[];
  collapsible: boolean;
  /** Initial state in the HTML: false when active (the current page is inside it). */
  collapsed: boolean;
  /** True when the current page is this category's page or inside it. */
  active: boolean;
  /** True when `href` is the current page. */
  current: boolean;
  className?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface Breadcrumb {
  label: string;
  href?: SafeUrl;
}

/** Fields common to every page. */
export interface PageBase {
  /** The page's URL path, e.g. /docs/guides/jwt */
  url: SafeUrl;
  title: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical: SafeUrl;
  /** Unlisted pages ask search engines not to index them. */
  noindex?: boolean;
  /** Absolute URL of the social card image (og:image), e.g. a blog post's `image`. */
  image?: SafeUrl;
  chrome: SiteChrome;
}

/** The version menu of a docs instance with more than one version. */
export interface VersionMenuProps {
  /** Instance id, for the `docs-preferred-version-{pluginId}` storage key. */
  pluginId: string;
  /** Name of the version the page belongs to. */
  current: string;
  items: { name: string; label: string; href: SafeUrl; isLast: boolean }[];
}

export interface DocSidebarProps {
  instanceId: string;
  /** Name of the sidebar (a sidebars file's key); absent when the page shows none (`items` is then empty). */
  name?: string;
  items: SidebarItem[];
  /** Present only when the instance has two or more versions. */
  versions?: VersionMenuProps;
}

export interface DocPageProps extends PageBase {
  kind: 'doc';
  content: RenderedMarkdown;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** Front matter `hide_title`: no h1 from the title (the body's own `# heading` still shows). */
  hideTitle?: boolean;
  breadcrumbs: Breadcrumb[];
  prev?: NavLink;
  next?: NavLink;
  sidebar: DocSidebarProps;
  /** URL of the page's markdown export (`/docs/x.md`), linked from the head and below the article. */
  markdownUrl?: SafeUrl;
}

export interface CategoryCard {
  label: string;
  href: SafeUrl;
  description?: string;
  /** For a category card: how many items it holds. */
  count?: number;
}

export interface CategoryIndexPageProps extends PageBase {
  kind: 'category-index';
  cards: CategoryCard[];
  breadcrumbs: Breadcrumb[];
  prev?: NavLink;
  next?: NavLink;
  sidebar: DocSidebarProps;
}

export interface MarkdownPageProps extends PageBase {
  kind: 'page';
  content: RenderedMarkdown;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** A React page (Docusaurus's src/pages/*.js): the body is all it shows, no title, TOC or article. */
  component?: true;
}

export interface HomeAction {
  label: string;
  href: SafeUrl;
  variant: 'primary' | 'secondary';
  external?: boolean;
}

export interface HomeFeature {
  title: string;
  details: string;
  href?: SafeUrl;
}

export interface HomePageProps extends PageBase {
  kind: 'home';
  hero: { title: string; tagline: string; actions: HomeAction[] };
  features: HomeFeature[];
  /** Optional markdown body below the features. */
  content?: RenderedMarkdown;
}

export interface NotFoundPageProps extends PageBase {
  kind: 'not-found';
  /**
   * Ways on: the entry page of each docs instance (e.g. Docs at /docs, SDK at /sdk), then the navbar's
   * and footer's internal links, once each, without the home page.
   */
  waysOn?: WayOn[];
}

/** A link the not-found page offers, with what its target page is about (its description, or title). */
export interface WayOn extends NavLink {
  description?: string;
}

/** The API reference (the /api entry page, or one tag's page when the reference is split). */
export interface ApiReferencePageProps extends PageBase, ApiPageData {
  kind: 'api';
}

export type PageProps = DocPageProps | ApiReferencePageProps | CategoryIndexPageProps | MarkdownPageProps | HomePageProps | NotFoundPageProps | BlogPageProps;

export type PageKind = PageProps['kind'];

/** The client's route table, written by src/write/route-manifest.ts and read by theme/client/routes.ts. */
export interface RouteManifest {
  mode: 'history' | 'hash';
  /** Every route URL. */
  routes: string[];
  /** Indexes (in `routes`) of API pages: prefetched on the reader's intent only, never because a link is in view. */
  heavy?: number[];
  /**
   * Where each route's estimated page size is (RouteWeights), and the key of `routes` it must carry. A
   * file of its own, at a fixed URL: an edit that makes one page bigger changes it, not this table, which
   * every page names by its hash.
   */
  weights?: { url: SafeUrl; key: string };
  /** Hash mode: the data script of each route (same order as `routes`), relative to index.html. */
  data?: string[];
  /** Hash mode: the not-found page's data script, shown for unknown routes. */
  notFound?: string;
  /** The search dialog's script and the search index, loaded when search is first opened. */
  search?: { script: string; index: string };
  /** The API reference's try-it console script (`api.tryIt`), loaded when a reader first sends a request. */
  tryIt?: string;
}

/** The route weights file (`/assets/route-weights.json`), written by src/write/route-manifest.ts. */
export interface RouteWeights {
  /** The route table's `weights.key`: the sizes are in the order of its routes. */
  key: string;
  /**
   * Each route's page size in KB (same order as the table's `routes`), estimated from the route graph:
   * the prefetcher keeps within its budget.
   */
  weights: number[];
  /** Indexes of pages too big to be prefetched because a link to them is in view. */
  heavy: number[];
}
