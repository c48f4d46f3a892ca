// The HTML shell around a rendered page: <head> with title, description, canonical and OpenGraph tags,
// stylesheet links, the no-flash inline scripts at the top of <body>, and the client bundle.
import type { PageProps } from '../../theme/props.js';
import { escapeHtml } from '../util/html.js';

export interface DocumentParts {
  props: PageProps;
  body: string;
  /** Inline scripts; `baseUrlBanner` goes in the home page's <head> (history router only). */
  scripts: { colorMode: string; announcement: string; baseUrlBanner?: string };
}

export function renderDocument({ props, body, scripts }: DocumentParts): string {
  const { chrome } = props;
  // A page without a title of its own (a React page whose <Layout> names none) has the site's.
  const title = props.kind === 'home' ? `${chrome.title} | ${chrome.tagline || props.title}` : props.title ? `${props.title} | ${chrome.title}` : chrome.title;
  const description = props.description ?? chrome.tagline;
  const attr = escapeHtml;
  const htmlAttrs = [
    `lang="${attr(chrome.locale)}"`,
    'dir="ltr"',
    `data-theme="${chrome.colorMode.defaultMode}"`,
    `data-default-theme="${chrome.colorMode.defaultMode}"`,
    chrome.colorMode.respectPrefersColorScheme ? 'data-prefers-color-scheme="respect"' : '',
    chrome.announcement ? `data-announcement-id="${attr(chrome.announcement.id)}"` : '',
    `data-router="${chrome.router}"`,
  ].filter(Boolean);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${attr(description)}">` : '',
    props.kind === 'not-found' ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${attr(props.canonical)}">`,
    props.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:title" content="${attr(title)}">`,
    description ? `<meta property="og:description" content="${attr(description)}">` : '',
    `<meta property="og:url" content="${attr(props.canonical)}">`,
    `<meta property="og:type" content="${props.kind === 'doc' || props.kind === 'blog-post' ? 'article' : 'website'}">`,
    props.image ? `<meta property="og:image" content="${attr(props.image)}">` : '',
    `<meta property="og:site_name" content="${attr(chrome.title)}">`,
    `<meta property="og:locale" content="${attr(chrome.locale)}">`,
    '<meta name="twitter:card" content="summary">',
    '<meta name="generator" content="docsgen">',
    chrome.favicon ? `<link rel="icon" href="${attr(chrome.favicon)}">` : '',
    props.kind === 'doc' && props.markdownUrl ? `<link rel="alternate" type="text/markdown" href="${attr(props.markdownUrl)}">` : '',
    ...(chrome.alternates ?? []).map((a) => `<link rel="alternate" type="${attr(a.type)}" href="${attr(a.href)}" title="${attr(a.title)}">`),
    ...chrome.assets.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    // Classic deferred scripts (they run in order after parsing, and also over file:// in hash mode).
    ...chrome.assets.js.map((src) => `<script defer src="${attr(src)}"></script>`),
    props.url === chrome.baseUrl && chrome.router === 'history' && scripts.baseUrlBanner ? `<script>${scripts.baseUrlBanner}</script>` : '',
  ].filter(Boolean);
  const inline = [`<script>${scripts.colorMode}</script>`, chrome.announcement ? `<script>${scripts.announcement}</script>` : ''];
  return `<!doctype html>\n<html ${htmlAttrs.join(' ')}>\n<head>\n${head.join('\n')}\n</head>\n<body>\n${inline.join('')}<div id="__docsgen">${body}</div>\n</body>\n</html>\n`;
}
