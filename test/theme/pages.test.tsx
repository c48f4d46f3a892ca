import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../theme/index.js';
import type { RenderedMarkdown } from '../../theme/props.js';
import { renderedParagraph, makeCategoryPage, makeDocPage, makeHomePage, makeNotFoundPage } from './fixtures.js';
import { ownUrl } from '../../src/util/safe-url.js';

const render = (props: Parameters<typeof App>[0]['props']) => renderToString(<App props={props} />);

describe('DocPage', () => {
  it('renders sidebar, one main with breadcrumbs, markdown body and TOC', () => {
    const html = render(makeDocPage({ toc: [{ id: 'a', text: 'A', level: 2, children: [] }], next: { label: 'Next doc', href: ownUrl('/n') } }));
    expect(html.match(/<main/g)).toHaveLength(1);
    expect(html).toContain('<aside class="doc-sidebar"');
    expect(html).toContain('<details class="doc-sidebar-mobile"><summary>Menu</summary>');
    expect(html).toContain('<div class="markdown"><header><h1>JWT</h1></header><details class="toc-collapsible"');
    expect(html).toContain('</details><div class="markdown__body"><p>Tokens.</p></div></div>');
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toContain('aria-label="Table of contents"');
    expect(html).toContain('aria-label="Docs pages"');
  });

  it('uses the markdown h1 instead of adding the title a second time', () => {
    const content: RenderedMarkdown = { html: '<h1>Own title</h1>', startsWithH1: true };
    const html = render(makeDocPage({ content }));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1>Own title</h1>');
  });

  it('adds no title h1 under hide_title, so a body that opens with a spacer before its # heading shows one h1', () => {
    const content: RenderedMarkdown = { html: '<p>\u00a0</p><h1 id="quick-start">Redux Toolkit Quick Start</h1>', startsWithH1: false };
    const html = render(makeDocPage({ title: 'Quick Start', content, hideTitle: true }));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Redux Toolkit Quick Start</h1>');
    expect(html).not.toContain('>Quick Start</h1>');
    // Without it, the title is added as Docusaurus does.
    expect(render(makeDocPage({ title: 'Quick Start', content })).match(/<h1/g)).toHaveLength(2);
  });

  it('omits the TOC when the page hides it', () => {
    const html = render(makeDocPage({ toc: [{ id: 'a', text: 'A', level: 2, children: [] }], hideTableOfContents: true }));
    expect(html).not.toContain('aria-label="Table of contents"');
    expect(html).not.toContain('On this page');
  });

  it('puts the collapsed "On this page" TOC right under the title, also when the markdown has its own h1', () => {
    const toc = [{ id: 'a', text: 'A', level: 2, children: [] }];
    const content: RenderedMarkdown = { html: '<h1 id="own">Own <em>title</em></h1><h2 id="a">A</h2>', startsWithH1: true };
    const html = render(makeDocPage({ content, toc }));
    expect(html).toContain(
      '<div class="markdown__body"><h1 id="own">Own <em>title</em></h1></div><details class="toc-collapsible" data-island="TocCollapsible">' +
        '<summary class="toc-collapsible__button">On this page</summary><nav aria-label="On this page" class="toc-collapsible__nav">' +
        '<ul class="toc__list"><li class="toc__item"><a class="toc__link" href="#a">A</a></li></ul></nav></details>' +
        '<div class="markdown__body"><h2 id="a">A</h2></div>',
    );
    expect(html).not.toMatch(/<details class="toc-collapsible"[^>]*open/);
  });

  it('escapes a title containing a script tag', () => {
    const html = render(makeDocPage({ title: '<script>alert(1)</script>' }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });
});

describe('CategoryIndexPage', () => {
  it('lists each item as a card with its description or its item count', () => {
    const html = render(
      makeCategoryPage({
        description: 'All guides.',
        cards: [
          { label: 'JWT', href: ownUrl('/docs/guides/jwt'), description: 'Verify tokens.' },
          { label: 'Advanced', href: ownUrl('/docs/category/advanced'), count: 3 },
          { label: 'One', href: ownUrl('/docs/category/one'), count: 1 },
        ],
      }),
    );
    expect(html).toContain('<h1>Guides</h1><p class="category-header__description">All guides.</p>');
    expect(html).toContain('<a class="card" href="/docs/guides/jwt"><h2 class="card__title">JWT</h2><p class="card__description">Verify tokens.</p></a>');
    expect(html).toContain('<p class="card__description">3 items</p>');
    expect(html).toContain('<p class="card__description">1 item</p>');
    expect(html.match(/<main/g)).toHaveLength(1);
  });
});

describe('MarkdownPage', () => {
  it('renders the body inside main with a title heading', () => {
    const html = render({
      kind: 'page',
      url: ownUrl('/markdown-page'),
      title: 'Markdown page',
      canonical: ownUrl('https://docs.example.dev/markdown-page'),
      chrome: makeDocPage().chrome,
      content: renderedParagraph('Hello'),
      toc: [],
      hideTableOfContents: false,
    });
    expect(html).toContain(
      '<main class="page-main"><div class="doc-content"><article class="markdown"><header><h1>Markdown page</h1></header><div class="markdown__body"><p>Hello</p></div>',
    );
  });

  it("renders a React page's HTML alone: no main, article, title heading or table of contents", () => {
    const html = render({
      kind: 'page',
      url: ownUrl('/errors'),
      title: 'Errors',
      canonical: ownUrl('https://docs.example.dev/errors'),
      chrome: makeDocPage().chrome,
      content: { html: '<main class="mainFull"><h1>Production Error Codes</h1></main>', startsWithH1: true },
      toc: [{ id: 'a', text: 'A', level: 2, children: [] }],
      hideTableOfContents: false,
      component: true,
    });
    expect(html).toContain(
      '<div class="page-region" data-page-region=""><div class="component-page"><main class="mainFull"><h1>Production Error Codes</h1></main></div></div>',
    );
    expect(html.match(/<main/g)).toHaveLength(1);
    expect(html).not.toContain('Table of contents');
  });
});

describe('HomePage', () => {
  it('renders the hero title, tagline and primary and secondary actions', () => {
    const html = render(makeHomePage());
    expect(html).toContain('<h1 class="hero__title">Sesame docs</h1>');
    expect(html).toContain('<p class="hero__tagline">Add passwordless login in minutes</p>');
    expect(html).toContain('<a class="button button--primary" href="/docs">Get started</a>');
    expect(html).toContain('<a class="button button--secondary" href="https://dashboard.example.dev" target="_blank" rel="noopener noreferrer">Dashboard<svg');
  });

  it('renders feature cards and the optional markdown body', () => {
    const html = render(makeHomePage({ content: renderedParagraph('More below.') }));
    expect(html).toContain('<h2 class="card__title">Magic links</h2><p class="card__description">Email sign-in without passwords.</p>');
    expect(html).toContain('<div class="home-content markdown"><div class="markdown__body"><p>More below.</p></div></div>');
    // What a developer needs first (the body) comes before the feature cards.
    expect(html.indexOf('More below.')).toBeLessThan(html.indexOf('Magic links'));
  });

  it('lays out the feature cards in a grid whose column count divides their number', () => {
    const features = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `F${i}`, details: 'd' }));
    expect(render(makeHomePage({ features: features(6) }))).toContain('<ul class="card-grid card-grid--cols-3">');
    expect(render(makeHomePage({ features: features(4) }))).toContain('<ul class="card-grid card-grid--cols-2">');
    expect(render(makeHomePage({ features: features(9) }))).toContain('<ul class="card-grid card-grid--cols-3">');
  });

  it('escapes hero text containing markup', () => {
    const html = render(makeHomePage({ hero: { title: '<script>x</script>', tagline: '<img src=x onerror=1>', actions: [] } }));
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=1&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('NotFoundPage', () => {
  it('says in its own words that no page is at this address and links to the base URL (issue 43)', () => {
    const html = render(makeNotFoundPage());
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('<p>There is no page at this address. It may have moved or been renamed, or the link that brought you here may have a typo.</p>');
    expect(html).not.toContain('We could not find what you were looking for');
    expect(html).toContain('<a class="button button--secondary" href="/base/">Go to the home page</a>');
    expect(html.match(/<main/g)).toHaveLength(1);
  });

  it('offers search and its ways on, each with the description of the page it leads to, never a path', () => {
    const html = render(
      makeNotFoundPage({
        waysOn: [
          { label: 'Docs', href: ownUrl('/docs'), description: 'What Sesame is.' },
          { label: 'SDK', href: ownUrl('/sdk') },
        ],
      }),
    );
    expect(html).toContain('<button type="button" class="button button--primary not-found__search" data-island="SearchButton">Search the docs</button>');
    expect(html).toContain(
      '<a class="not-found__link" href="/docs"><span class="not-found__label">Docs</span><span class="not-found__description">What Sesame is.</span></a>',
    );
    expect(html).toContain('<a class="not-found__link" href="/sdk"><span class="not-found__label">SDK</span></a>');
  });
});
