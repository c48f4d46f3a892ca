import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem, TocItem } from '../../theme/props.js';
import { Breadcrumbs } from '../../theme/layout/Breadcrumbs.js';
import { DocSidebar } from '../../theme/layout/DocSidebar.js';
import { Pagination } from '../../theme/layout/Pagination.js';
import { TableOfContents } from '../../theme/layout/TableOfContents.js';
import { ownUrl } from '../../src/util/safe-url.js';

function renderSidebar(items: SidebarItem[]): string {
  return renderToString(<DocSidebar sidebar={{ instanceId: 'docs', items }} />);
}

const guides: SidebarItem = {
  type: 'category',
  label: 'Guides',
  href: ownUrl('/docs/category/guides'),
  collapsible: true,
  collapsed: false,
  active: true,
  current: false,
  items: [
    { type: 'link', label: 'JWT', href: ownUrl('/docs/guides/jwt'), active: true },
    { type: 'link', label: 'Secret', href: ownUrl('/docs/guides/secret'), active: false, unlisted: true },
  ],
};

const quickstarts: SidebarItem = {
  type: 'category',
  label: 'Quickstarts',
  collapsible: true,
  collapsed: true,
  active: false,
  current: false,
  items: [{ type: 'link', label: 'React', href: ownUrl('/docs/quickstarts/react'), active: false }],
};

describe('DocSidebar', () => {
  it('renders nothing for a page in no sidebar (no items, no versions)', () => {
    expect(renderSidebar([])).toBe('');
  });

  it("adds a sidebars file item's className to its list item, and the icon and new tab to an external link", () => {
    const html = renderSidebar([
      { ...quickstarts, className: 'sdk-category' },
      { type: 'link', label: 'GitHub', href: ownUrl('https://github.com/example'), active: false, external: true, className: 'gh' },
    ]);
    expect(html).toContain('<li class="menu__list-item menu__list-item--collapsed sdk-category">');
    expect(html).toMatch(
      /<li class="menu__list-item gh"><a class="menu__link" href="https:\/\/github.com\/example" target="_blank" rel="noopener noreferrer">GitHub<svg class="external-link-icon"/,
    );
  });

  it("renders an html item's (sanitised) markup in a list item, styled like a link only with defaultStyle", () => {
    const html = renderSidebar([
      { type: 'html', value: '<hr class="divider">' },
      { type: 'html', value: '<b>Beta</b>', defaultStyle: true, className: 'note' },
    ]);
    expect(html).toContain(
      '<ul class="menu__list"><li class="sidebar-html"><hr class="divider"></li><li class="sidebar-html menu__list-item menu__list-item--html note"><b>Beta</b></li></ul>',
    );
  });

  it('renders an aside with the "Docs sidebar" navigation and a menu list', () => {
    const html = renderSidebar([guides]);
    expect(html).toMatch(
      /^<aside class="doc-sidebar"[^>]*><nav aria-label="Docs sidebar" class="menu" data-island="SidebarCollapsible"><ul class="menu__list">/,
    );
  });

  it('marks the current page link active with aria-current="page"', () => {
    const html = renderSidebar([guides]);
    expect(html).toContain('<a class="menu__link menu__link--active" href="/docs/guides/jwt" aria-current="page">JWT</a>');
  });

  it('expands the category holding the current page and labels its caret "Collapse"', () => {
    const html = renderSidebar([guides]);
    expect(html).toContain('<li class="menu__list-item"><div class="menu__list-item-collapsible">');
    expect(html).toContain(
      '<button type="button" class="menu__caret" aria-expanded="true" aria-label="Collapse sidebar category &#x27;Guides&#x27;"></button>',
    );
  });

  it('expands an active category even when the props say collapsed', () => {
    const html = renderSidebar([{ ...guides, collapsed: true } as SidebarItem]);
    expect(html).not.toContain('menu__list-item--collapsed');
  });

  it('keeps collapsed categories in the HTML with their children, marked collapsed', () => {
    const html = renderSidebar([quickstarts]);
    expect(html).toContain('<li class="menu__list-item menu__list-item--collapsed">');
    expect(html).toContain('<button type="button" class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false">Quickstarts</button>');
    expect(html).toContain('href="/docs/quickstarts/react"');
  });

  it('hides unlisted links unless they are the current page', () => {
    expect(renderSidebar([guides])).not.toContain('/docs/guides/secret');
    const activeUnlisted: SidebarItem = {
      type: 'link',
      label: 'Secret',
      href: ownUrl('/docs/guides/secret'),
      active: true,
      unlisted: true,
    };
    expect(renderSidebar([activeUnlisted])).toContain('href="/docs/guides/secret" aria-current="page"');
  });

  it('renders a category whose children are all hidden as a plain link, or drops it without a page', () => {
    const hiddenChild = { type: 'link', label: 'S', href: ownUrl('/s'), active: false, unlisted: true } as const;
    const withPage = renderSidebar([{ ...guides, active: false, items: [hiddenChild] } as SidebarItem]);
    expect(withPage).toContain('<li class="menu__list-item"><a class="menu__link" href="/docs/category/guides">Guides</a></li>');
    expect(withPage).not.toContain('menu__caret');
    const withoutPage = renderSidebar([{ ...quickstarts, items: [hiddenChild] } as SidebarItem]);
    expect(withoutPage).not.toContain('Quickstarts');
  });

  it('gives the category link aria-current when the category page itself is current', () => {
    const html = renderSidebar([{ ...guides, current: true } as SidebarItem]);
    expect(html).toContain('<a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/guides" aria-current="page">Guides</a>');
  });
});

describe('TableOfContents', () => {
  const toc: TocItem[] = [
    { id: 'setup', text: 'Setup', level: 2, children: [{ id: 'install', text: 'Install', level: 3, children: [] }] },
    { id: 'usage', text: 'Usage', level: 2, children: [] },
  ];

  it('nests h3 entries in a list inside their h2 entry', () => {
    const html = renderToString(<TableOfContents items={toc} />);
    expect(html).toContain(
      '<li class="toc__item"><a class="toc__link" href="#setup">Setup</a><ul class="toc__list toc__list--nested"><li class="toc__item"><a class="toc__link" href="#install">Install</a></li></ul></li>',
    );
    expect(html).toMatch(/^<nav aria-label="Table of contents" class="toc" data-island="TocHighlight">/);
  });

  it('renders nothing for a page without headings', () => {
    expect(renderToString(<TableOfContents items={[]} />)).toBe('');
  });
});

describe('Breadcrumbs', () => {
  it('starts with a home link to the base URL and ends with the current page, unlinked', () => {
    const html = renderToString(
      <Breadcrumbs
        baseUrl={ownUrl('/base/')}
        items={[
          { label: 'Guides', href: ownUrl('/docs/category/guides') },
          { label: 'JWT', href: ownUrl('/x') },
        ]}
      />,
    );
    expect(html).toMatch(/^<nav aria-label="Breadcrumbs" class="breadcrumbs-nav"><ul class="breadcrumbs">/);
    expect(html).toContain('<a class="breadcrumbs__link breadcrumbs__home" href="/base/" aria-label="Home page">');
    expect(html).toContain('<a class="breadcrumbs__link" href="/docs/category/guides">Guides</a>');
    expect(html).toContain('<span class="breadcrumbs__link" aria-current="page">JWT</span>');
    expect(html).not.toContain('href="/x"');
  });
});

describe('Pagination', () => {
  it('labels the previous and next links with sublabels and titles', () => {
    const html = renderToString(<Pagination prev={{ label: 'Intro', href: ownUrl('/a') }} next={{ label: 'JWT', href: ownUrl('/b') }} />);
    expect(html).toMatch(/^<nav aria-label="Docs pages" class="pagination-nav">/);
    expect(html).toContain('href="/a" rel="prev"><span class="pagination-nav__sublabel">Previous</span><span class="pagination-nav__label">Intro</span>');
    expect(html).toContain('href="/b" rel="next"><span class="pagination-nav__sublabel">Next</span><span class="pagination-nav__label">JWT</span>');
  });

  it('renders nothing without previous or next page', () => {
    expect(renderToString(<Pagination />)).toBe('');
  });
});
