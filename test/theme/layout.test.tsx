import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../theme/index.js';
import { Footer } from '../../theme/layout/Footer.js';
import { Navbar } from '../../theme/layout/Navbar.js';
import { makeChrome, makeDocPage } from './fixtures.js';
import { ownUrl } from '../../src/util/safe-url.js';

/** The first <a>, <button>, <input>, <select>, <textarea> or [tabindex] in the markup. */
function firstFocusable(html: string): string | undefined {
  return /<(a|button|input|select|textarea)\b[^>]*>|<[a-z]+\b[^>]*\btabindex="0"[^>]*>/.exec(html)?.[0];
}

describe('Layout', () => {
  it('renders the skip link as the first focusable element, before the announcement bar and navbar', () => {
    const chrome = makeChrome({ announcement: { id: 'a1', html: '<a href="/x">News</a>', closeable: true } });
    const html = renderToString(<App props={makeDocPage({ chrome })} />);
    expect(html.startsWith('<div role="region" aria-label="Skip to main content">')).toBe(true);
    expect(firstFocusable(html)).toBe('<a class="skip-to-content" href="#main-content">');
  });

  it('wraps the page and the footer in the #main-content target', () => {
    const html = renderToString(<App props={makeDocPage()} />);
    const wrapper = html.indexOf('<div id="main-content" class="main-wrapper">');
    expect(wrapper).toBeGreaterThan(html.indexOf('class="navbar"'));
    expect(html.indexOf('<main')).toBeGreaterThan(wrapper);
    expect(html.indexOf('<footer class="footer">')).toBeGreaterThan(html.indexOf('</main>'));
  });
});

describe('Navbar', () => {
  it('renders the title, search and colour toggle when the config lists no navbar items (issue 41)', () => {
    const chrome = makeChrome({ navbar: { title: 'Sesame', items: [] } });
    const html = renderToString(<Navbar chrome={chrome} url="/" />);
    expect(html).toContain('<nav aria-label="Main" class="navbar">');
    expect(html).toContain('<a class="navbar__brand" href="/"><span class="navbar__title">Sesame</span></a>');
    expect(html).toContain('class="navbar-search"');
    expect(html).toContain('data-island="ColorModeToggle"');
    expect(html).not.toContain('navbar__link');
  });

  it('opens external items in a new tab with rel noopener and an aria-hidden icon', () => {
    const html = renderToString(<Navbar chrome={makeChrome()} url="/" />);
    expect(html).toContain(
      '<a class="navbar__item navbar__link" href="https://github.com/example/sesame" target="_blank" rel="noopener noreferrer">GitHub<svg class="external-link-icon"',
    );
    expect(html).toMatch(/<svg class="external-link-icon"[^>]*aria-hidden="true"/);
  });

  it('marks an item active by prefix without aria-current on pages below it', () => {
    const html = renderToString(<Navbar chrome={makeChrome()} url="/docs/guides/jwt" />);
    expect(html).toContain('<a class="navbar__item navbar__link navbar__link--active" href="/docs">Home</a>');
    expect(html).toContain('<a class="navbar__item navbar__link" href="/sdk">SDK</a>');
  });

  it('adds aria-current="page" only when the page is the item itself', () => {
    const html = renderToString(<Navbar chrome={makeChrome()} url="/sdk/" />);
    expect(html).toContain('<a class="navbar__item navbar__link navbar__link--active" href="/sdk" aria-current="page">SDK</a>');
  });

  it('does not treat a sibling path sharing the prefix text as active', () => {
    const html = renderToString(<Navbar chrome={makeChrome()} url="/docsx" />);
    expect(html).not.toContain('navbar__link--active');
  });

  it('renders the colour-mode toggle unless the switch is disabled', () => {
    const on = renderToString(<Navbar chrome={makeChrome()} url="/" />);
    expect(on).toContain(
      '<div class="island" data-island="ColorModeToggle" data-props="{&quot;defaultMode&quot;:&quot;light&quot;}"><button type="button" class="color-mode-toggle" aria-label="Switch between dark and light mode (currently light mode)"',
    );
    const off = renderToString(<Navbar chrome={makeChrome({ colorMode: { defaultMode: 'light', disableSwitch: true } })} url="/" />);
    expect(off).not.toContain('color-mode-toggle');
  });

  it('renders the hamburger toggle collapsed, inside the drawer island, and the brand linking to the base URL', () => {
    const html = renderToString(<Navbar chrome={makeChrome({ baseUrl: ownUrl('/base/') })} url="/" />);
    expect(html).toContain('data-island="MobileDrawer"');
    expect(html).toContain('class="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded="false"');
    expect(html).toContain('<a class="navbar__brand" href="/base/"><img class="navbar__logo" src="/img/logo.svg" alt="Sesame logo"');
  });
});
