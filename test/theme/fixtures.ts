// Fixed props for theme tests: one site chrome and builders for each page kind.
// Plain data only; each builder takes overrides so a test states only what it cares about.
import type { CategoryIndexPageProps, DocPageProps, HomePageProps, NotFoundPageProps, RenderedMarkdown, SiteChrome } from '../../theme/props.js';
import { ownUrl } from '../../src/util/safe-url.js';

export function makeChrome(overrides: Partial<SiteChrome> = {}): SiteChrome {
  return {
    title: 'Sesame',
    tagline: 'Passwordless auth',
    url: ownUrl('https://docs.example.dev'),
    baseUrl: ownUrl('/'),
    locale: 'en',
    productName: 'Sesame',
    navbar: {
      title: 'Sesame',
      logo: { src: ownUrl('/img/logo.svg'), alt: 'Sesame logo', height: 32, width: 32 },
      items: [
        { label: 'Home', href: ownUrl('/docs'), position: 'left', activePrefix: '/docs' },
        { label: 'SDK', href: ownUrl('/sdk'), position: 'left', activePrefix: '/sdk' },
        { label: 'GitHub', href: ownUrl('https://github.com/example/sesame'), position: 'right', external: true },
      ],
    },
    footer: {
      columns: [
        {
          title: 'Docs',
          items: [
            { label: 'Guides', href: ownUrl('/docs/category/guides') },
            { label: 'Blog', href: ownUrl('https://blog.example.dev'), external: true },
          ],
        },
      ],
      copyright: 'Copyright © Sesame',
    },
    colorMode: { defaultMode: 'light', disableSwitch: false },
    router: 'history',
    assets: { css: [], js: [] },
    ...overrides,
  };
}

/** A markdown body of one paragraph, as the markdown stage renders it. */
export function renderedParagraph(text: string): RenderedMarkdown {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { html: `<p>${escaped}</p>`, startsWithH1: false };
}

export function makeDocPage(overrides: Partial<DocPageProps> = {}): DocPageProps {
  return {
    kind: 'doc',
    url: ownUrl('/docs/guides/jwt'),
    title: 'JWT',
    canonical: ownUrl('https://docs.example.dev/docs/guides/jwt'),
    chrome: makeChrome(),
    content: renderedParagraph('Tokens.'),
    toc: [],
    hideTableOfContents: false,
    breadcrumbs: [{ label: 'Guides', href: ownUrl('/docs/category/guides') }, { label: 'JWT' }],
    sidebar: {
      instanceId: 'docs',
      items: [
        { type: 'link', label: 'Intro', href: ownUrl('/docs/intro'), active: false },
        {
          type: 'category',
          label: 'Guides',
          href: ownUrl('/docs/category/guides'),
          collapsible: true,
          collapsed: false,
          active: true,
          current: false,
          items: [{ type: 'link', label: 'JWT', href: ownUrl('/docs/guides/jwt'), active: true }],
        },
      ],
    },
    ...overrides,
  };
}

export function makeCategoryPage(overrides: Partial<CategoryIndexPageProps> = {}): CategoryIndexPageProps {
  const doc = makeDocPage();
  return {
    kind: 'category-index',
    url: ownUrl('/docs/category/guides'),
    title: 'Guides',
    canonical: ownUrl('https://docs.example.dev/docs/category/guides'),
    chrome: doc.chrome,
    sidebar: doc.sidebar,
    breadcrumbs: [{ label: 'Guides' }],
    cards: [],
    ...overrides,
  };
}

export function makeHomePage(overrides: Partial<HomePageProps> = {}): HomePageProps {
  return {
    kind: 'home',
    url: ownUrl('/'),
    title: 'Sesame',
    canonical: ownUrl('https://docs.example.dev/'),
    chrome: makeChrome(),
    hero: {
      title: 'Sesame docs',
      tagline: 'Add passwordless login in minutes',
      actions: [
        { label: 'Get started', href: ownUrl('/docs'), variant: 'primary' },
        { label: 'Dashboard', href: ownUrl('https://dashboard.example.dev'), variant: 'secondary', external: true },
      ],
    },
    features: [{ title: 'Magic links', details: 'Email sign-in without passwords.' }],
    ...overrides,
  };
}

export function makeNotFoundPage(overrides: Partial<NotFoundPageProps> = {}): NotFoundPageProps {
  return {
    kind: 'not-found',
    url: ownUrl('/nope'),
    title: 'Page not found',
    canonical: ownUrl('https://docs.example.dev/nope'),
    chrome: makeChrome({ baseUrl: ownUrl('/base/') }),
    ...overrides,
  };
}
