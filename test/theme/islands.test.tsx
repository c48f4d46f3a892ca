// Server rendering of the islands: the Island wrapper's markup and serialised props, the providers'
// errors, the crash message, and the pure helpers behind the sidebar animation and the TOC.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnnouncementBar, AnnouncementDismiss } from '../../theme/islands/AnnouncementBar.js';
import { ColorModeToggle } from '../../theme/islands/ColorModeToggle.js';
import { errorCausalChain, errorMessages } from '../../theme/islands/ErrorBoundary.js';
import { ErrorPageContent } from '../../theme/islands/ErrorPageContent.js';
import { Island } from '../../theme/islands/Island.js';
import { MobileDrawer, MobileDrawerToggle } from '../../theme/islands/MobileDrawer.js';
import { islands } from '../../theme/islands/registry.js';
import { collapsibleDuration } from '../../theme/islands/sidebar-collapsible.js';

/** The value of the data-props attribute, unescaped and parsed. */
function dataProps(html: string): unknown {
  const raw = /data-props="([^"]*)"/.exec(html)![1]!;
  return JSON.parse(
    raw
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('Island', () => {
  it('wraps the component’s own markup in a data-island element carrying its props as JSON', () => {
    const html = renderToString(<Island name="ColorModeToggle" props={{ defaultMode: 'dark' }} />);
    const inner = renderToString(<ColorModeToggle defaultMode="dark" />);
    expect(html).toBe(`<div class="island" data-island="ColorModeToggle" data-props="{&quot;defaultMode&quot;:&quot;dark&quot;}">${inner}</div>`);
    expect(dataProps(html)).toEqual({ defaultMode: 'dark' });
  });

  it('escapes props so markup in them cannot leave the attribute', () => {
    const announcement = { id: 'x"><script>alert(1)</script>', html: '<b>"quoted" & \'single\'</b>', closeable: true };
    const html = renderToString(<Island name="AnnouncementBar" props={{ announcement }} />);
    const attribute = /data-props="[^"]*"/.exec(html)![0];
    expect(attribute).not.toMatch(/[<>]/);
    expect(dataProps(html)).toEqual({ announcement });
  });

  it('maps every island name to the component the browser hydrates', () => {
    expect(Object.keys(islands).sort()).toEqual(['AnnouncementBar', 'ColorModeToggle', 'MobileDrawer']);
    expect(islands.AnnouncementBar).toBe(AnnouncementDismiss);
  });
});

describe('ColorModeToggle', () => {
  it('renders both icons and names the default mode in its label on the server', () => {
    const html = renderToString(<ColorModeToggle defaultMode="light" />);
    expect(html).toContain('aria-label="Switch between dark and light mode (currently light mode)"');
    expect(html).toContain('class="color-mode-toggle__sun"');
    expect(html).toContain('class="color-mode-toggle__moon"');
  });
});

describe('AnnouncementBar', () => {
  it('renders the bar, visible, with its close button inside its provider', () => {
    const html = renderToString(<AnnouncementDismiss announcement={{ id: 'v2', html: 'New <b>v2</b>', closeable: true, backgroundColor: '#fff' }} />);
    expect(html).toContain('role="banner" data-announcement-id="v2" style="background-color:#fff"');
    expect(html).toContain('<div class="announcement-bar__content">New <b>v2</b></div>');
    expect(html).toContain('<button type="button" class="announcement-bar__close" aria-label="Close">×</button>');
  });

  it('renders no close button when the bar is not closeable', () => {
    expect(renderToString(<AnnouncementDismiss announcement={{ id: 'v2', html: 'Hi', closeable: false }} />)).not.toContain('<button');
  });

  it('throws an error naming the missing provider when used outside it', () => {
    expect(() => renderToString(<AnnouncementBar announcement={{ id: 'v2', html: 'Hi', closeable: true }} />)).toThrow(
      'Hook useAnnouncementBar is called outside the <AnnouncementBarProvider>.',
    );
  });
});

describe('MobileDrawer', () => {
  it('renders only the collapsed toggle on the server (the drawer mounts on demand in the browser)', () => {
    const html = renderToString(<MobileDrawer title="Sesame" baseUrl="/" items={[{ label: 'Docs', href: '/docs' }]} />);
    expect(html).toMatch(/^<button type="button" class="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded="false">/);
    expect(html).not.toContain('navbar-sidebar');
  });

  it('throws an error naming the missing provider when the toggle is used outside it', () => {
    expect(() => renderToString(<MobileDrawerToggle buttonRef={{ current: null }} />)).toThrow(
      'Hook useNavbarMobileSidebar is called outside the <NavbarMobileSidebarProvider>.',
    );
  });
});

describe('crash message', () => {
  const error = new Error('Render failed', { cause: new Error('Network down', { cause: 'socket closed' }) });

  it('lists the error and its causes, outermost first', () => {
    expect(errorCausalChain(error).map(String)).toEqual(['Error: Render failed', 'Error: Network down', 'socket closed']);
    expect(errorMessages(error)).toBe('Render failed\n\nCause:\nNetwork down\n\nCause:\nsocket closed');
  });

  it('shows "This page crashed.", a "Try again" button and the message chain', () => {
    const html = renderToString(<ErrorPageContent error={error} tryAgain={() => {}} />);
    expect(html).toContain('<h1 class="page-error__title">This page crashed.</h1>');
    expect(html).toContain('<button type="button" class="button button--primary">Try again</button>');
    expect(html).toContain('Render failed\n\nCause:\nNetwork down\n\nCause:\nsocket closed');
  });
});

describe('collapsibleDuration', () => {
  it('derives the duration from the height like Material’s formula (behaviours.md §4.3)', () => {
    expect([36, 100, 360, 1000].map(collapsibleDuration)).toEqual([192, 239, 327, 440]);
  });
});
