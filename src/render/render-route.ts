// Renders one route to a complete HTML document with React's renderToString.
// Knows nothing about files: the write stage puts the string on disk.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageProps, SiteChrome } from '../../theme/props.js';
import type { Route, RouteGraph } from '../routes/types.js';
import type { Theme } from './theme-module.js';
import { noteThreadWork } from '../util/code-cache-work.js';
import { renderDocument } from './document.js';
import { buildPageProps } from './page-props.js';

export interface RenderContext {
  graph: RouteGraph;
  chrome: SiteChrome;
  theme: Theme;
}

export function renderRoute(route: Route, context: RenderContext): string {
  return renderProps(buildPageProps(route, context.graph, context.chrome), context.theme);
}

/** Page props -> complete HTML: the part of rendering that needs no graph, so workers can do it. */
export function renderProps(props: PageProps, theme: Theme): string {
  noteThreadWork('render');
  const body = renderToString(createElement(theme.App, { props }));
  return renderDocument({
    props,
    body,
    scripts: {
      colorMode: theme.colorModeScript,
      announcement: theme.announcementScript,
      ...(theme.baseUrlBannerScript ? { baseUrlBanner: theme.baseUrlBannerScript(props.chrome.baseUrl) } : {}),
    },
  });
}
