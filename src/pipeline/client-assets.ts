// The theme and the client bundle (made once, while the content loads), and what a route graph adds to
// them: the route table ahead of the bundle, the search index loaded with the search dialog, and the
// chrome every page shares.
import type { SiteChrome } from '../../theme/props.js';
import { bundleClient, type ClientAsset, type ClientBundle } from '../bundle/client.js';
import { compileTheme, themeDir } from '../bundle/theme.js';
import type { SiteConfig } from '../config/resolve.js';
import { buildChrome } from '../render/chrome.js';
import { importTheme, type Theme } from '../render/theme-module.js';
import type { RouteGraph } from '../routes/types.js';
import { routeManifestAsset } from '../write/route-manifest.js';
import { mergeStyles } from '../bundle/mdx-styles.js';
import { assetUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { transformSync } from 'esbuild';

export interface ThemeBundle {
  theme: Theme;
  /** The client bundle as esbuild made it, before a graph's assets are added. */
  client: ClientBundle;
}

export interface SiteAssets {
  bundle: ClientBundle;
  chrome: SiteChrome;
}

/** The site's theme (its own or docsgen's) and the client bundle; neither depends on the content. */
export async function bundleTheme(siteDir: string): Promise<ThemeBundle> {
  const [theme, client] = await Promise.all([compileTheme(siteDir).then(importTheme), bundleClient(siteDir, themeDir(siteDir))]);
  return { theme, client };
}

/**
 * The client bundle of one graph (a fresh object: the graph's own assets are added to the client's) and
 * the chrome naming its files. `searchIndex` makes the index asset when the theme has a search dialog.
 */
export function siteAssets(config: SiteConfig, graph: RouteGraph, client: ClientBundle, searchIndex: () => ClientAsset | undefined): SiteAssets {
  const bundle: ClientBundle = { ...client, js: [...client.js], ...(client.lazy ? { lazy: new Map(client.lazy) } : {}) };
  // The search index and the search dialog's script are loaded only when search is first opened.
  const script = bundle.lazy?.get('search');
  const index = script && searchIndex();
  if (index) bundle.lazy!.set('search-index', index);
  // The route table rides with the bundle, ahead of it, so the client can match links to routes.
  const search = script && index ? { script: script.url, index: index.url } : undefined;
  bundle.js.unshift(routeManifestAsset(graph, config.router, search));
  // The CSS MDX pages import, after the theme's (a site's rules win over the theme's, as in Docusaurus).
  const content = contentStylesAsset(graph);
  if (content) bundle.css = [...bundle.css, content];
  const chrome = buildChrome(config, { css: bundle.css.map((a) => a.url), js: bundle.js.map((a) => a.url) }, graph);
  return { bundle, chrome };
}

/** One stylesheet of the CSS every MDX page's imports bring (each file once), or none. */
export function contentStylesAsset(graph: RouteGraph): ClientAsset | undefined {
  const pages = [...graph.routes.values()].map((route) => {
    if (route.kind === 'doc') return route.doc.markdown.styles;
    if (route.kind === 'page' || route.kind === 'home') return route.page.markdown.styles;
    if (route.kind === 'blog-post') return route.post.markdown.styles;
    return undefined;
  });
  const css = mergeStyles(pages);
  if (!css) return undefined;
  const contents = new TextEncoder().encode(transformSync(css, { loader: 'css', minify: true, logLevel: 'silent' }).code);
  return { url: assetUrl('content', contentHash(contents), 'css'), contents };
}
