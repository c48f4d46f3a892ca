// Builds the site chrome every page shares (navbar, footer, announcement, assets) from the config, once per build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { imageSize } from 'image-size';
import { safeDecodeURI } from '../util/uri.js';
import { ownUrl, safeUrl } from '../util/safe-url.js';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import type { SiteConfig } from '../config/resolve.js';
import { parseMarkdown } from '../markdown/pipeline.js';
import { isExternal, linkBase, withBase } from '../routes/urls.js';
import type { RouteGraph } from '../routes/types.js';
import type { AlternateLink, NavLink, NavbarItem, SiteChrome } from '../../theme/props.js';

/**
 * The chrome of every page; with the graph, it also links each blog's feeds from every page's head. A URL
 * safeUrl refuses is left out (the checks report it as `link/unsafe` where it is written).
 */
export function buildChrome(config: SiteConfig, assets: SiteChrome['assets'], graph?: RouteGraph): SiteChrome {
  // Links written as site paths (`/docs/x`) are served under the base URL.
  const base = linkBase(config);
  const alternates = graph ? feedAlternates(graph, base) : [];
  const link = (l: { label: string; href: string }): NavLink[] => {
    const href = safeUrl(withBase(base, l.href));
    return href ? [{ label: l.label, href, ...(isExternal(href) ? { external: true } : {}) }] : [];
  };
  const favicon = config.favicon === undefined ? undefined : safeUrl(withBase(base, config.favicon));
  const logo = config.navbar.logo && logoProps(config.navbar.logo, config.staticDirAbs, base, graph?.staticFiles);
  return {
    title: config.title,
    tagline: config.tagline,
    // The config's schema holds these to an http(s) origin and a path.
    url: ownUrl(config.url),
    baseUrl: ownUrl(base),
    locale: config.locale,
    productName: config.productName ?? config.title,
    ...(favicon ? { favicon } : {}),
    navbar: {
      title: config.navbar.title ?? config.title,
      ...(logo ? { logo } : {}),
      items: config.navbar.items.flatMap((item): NavbarItem[] =>
        link(item).map((l) => {
          const activePrefix = item.activePrefix ?? defaultActivePrefix(item.href);
          return { ...l, position: item.position, ...(activePrefix ? { activePrefix: withBase(base, activePrefix) } : {}) };
        }),
      ),
    },
    footer: {
      columns: config.footer.columns.map((c) => ({ title: c.title, items: c.items.flatMap(link) })),
      ...(config.footer.copyright ? { copyright: config.footer.copyright } : {}),
    },
    ...(config.announcement
      ? {
          announcement: {
            id: config.announcement.id,
            html: inlineMarkdownHtml(config.announcement.content, base),
            closeable: config.announcement.closeable,
            ...(config.announcement.backgroundColor ? { backgroundColor: config.announcement.backgroundColor } : {}),
            ...(config.announcement.textColor ? { textColor: config.announcement.textColor } : {}),
          },
        }
      : {}),
    colorMode: {
      defaultMode: config.colorMode.defaultMode,
      disableSwitch: config.colorMode.disableSwitch,
      ...(config.colorMode.respectPrefersColorScheme ? { respectPrefersColorScheme: true } : {}),
    },
    router: config.router,
    assets,
    ...(alternates.length ? { alternates } : {}),
  };
}

const FEED_TYPES = { rss: ['application/rss+xml', 'RSS Feed'], atom: ['application/atom+xml', 'Atom Feed'] } as const;

/** `<link rel="alternate">` entries for every feed of every blog, e.g. "Sesame Changelog RSS Feed". */
function feedAlternates(graph: RouteGraph, base: string): AlternateLink[] {
  return [...graph.blogs.values()].flatMap((blog) =>
    blog.feeds.map((feed) => {
      const [type, name] = FEED_TYPES[feed.type];
      return { type, href: ownUrl(withBase(base, feed.url)), title: `${blog.feedTitle} ${name}` };
    }),
  );
}

function defaultActivePrefix(href: string): string | undefined {
  return !isExternal(href) && href !== '/' ? href : undefined;
}

/** Inline markdown (links, emphasis, code) to sanitised HTML; block structure is flattened to its inline content. */
export function inlineMarkdownHtml(markdown: string, base = '/'): string {
  const { tree } = parseMarkdown(markdown, { file: 'site.config.yaml' });
  const inline: ElementContent[] = tree.children.flatMap((node) => (node.type === 'element' ? (node as Element).children : node.type === 'text' ? [node] : []));
  // Site paths (`/docs/x`) lead under the base URL, as every link of a page does.
  if (base !== '/')
    visit({ type: 'root', children: inline } satisfies Root, 'element', (node) => {
      for (const name of ['href', 'src'] as const) {
        const value = node.properties[name];
        if (typeof value === 'string') node.properties[name] = withBase(base, value);
      }
    });
  return toHtml({ type: 'root', children: inline } satisfies Root);
}

/** Logo height in the navbar when the config gives none. */
const LOGO_HEIGHT = 32;

/**
 * The navbar logo with its shown size, so the browser keeps its place before the image loads (without a
 * width the title jumped right when the logo arrived). A size left out of the config comes from the image
 * file in the static folder, scaled to the logo's height.
 */
function logoProps(
  logo: { src: string; alt: string; width?: number; height?: number },
  staticDir: string,
  base: string,
  staticFiles: ReadonlySet<string> | undefined,
) {
  const src = safeUrl(withBase(base, logo.src));
  if (!src) return undefined;
  const height = logo.height ?? LOGO_HEIGHT;
  let width = logo.width;
  // Only a file the static folder lists is read: a path out of it reads nothing.
  if (width === undefined && !isExternal(logo.src) && (!staticFiles || staticFiles.has(safeDecodeURI(logo.src)))) {
    try {
      const size = imageSize(readFileSync(path.join(staticDir, safeDecodeURI(logo.src))));
      if (size.width && size.height) width = Math.round((height * size.width) / size.height);
    } catch {
      // An image the size cannot be read from (or a missing one, which the checks report) gets no width.
    }
  }
  return { src, alt: logo.alt, height, ...(width ? { width } : {}) };
}
