// Renders one route to a complete HTML document with React's renderToString.
// Knows nothing about files: the write stage puts the string on disk.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteChrome } from '../../theme/props.js';
import type { Route, RouteGraph } from '../routes/types.js';
import type { Theme } from '../bundle/theme.js';
import { renderDocument } from './document.js';
import { buildPageProps } from './page-props.js';

export interface RenderContext {
  graph: RouteGraph;
  chrome: SiteChrome;
  theme: Theme;
}

export function renderRoute(route: Route, context: RenderContext): string {
  const props = buildPageProps(route, context.graph, context.chrome);
  const body = renderToString(createElement(context.theme.App, { props }));
  return renderDocument({
    props,
    body,
    scripts: {
      colorMode: context.theme.colorModeScript,
      announcement: context.theme.announcementScript,
      ...(context.theme.baseUrlBannerScript ? { baseUrlBanner: context.theme.baseUrlBannerScript(context.chrome.baseUrl) } : {}),
    },
  });
}
