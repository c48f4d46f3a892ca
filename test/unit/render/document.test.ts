// Tests src/render/document.ts: the HTML shell's head (title, description, canonical, OpenGraph),
// escaping of every page-controlled value, and the colour-mode attributes. The chrome comes from a real
// config through buildChrome, so defaults are the ones users get.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DocPageProps, NotFoundPageProps, PageProps, SiteChrome } from '../../../theme/props.js';
import { loadConfig } from '../../../src/config/load.js';
import { buildChrome } from '../../../src/render/chrome.js';
import { renderDocument } from '../../../src/render/document.js';
import { ownUrl } from '../../../src/util/safe-url.js';
import { makeSite, MINIMAL_CONFIG, removeSites } from '../../helpers/index.js';

let chrome: SiteChrome;
beforeAll(async () => {
  const site = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}tagline: Docs for testers\n` });
  chrome = buildChrome(await loadConfig(site), { css: [ownUrl('/assets/main-1234abcd.css')], js: [] });
});
afterAll(removeSites);

const scripts = { colorMode: 'window.__mode=1', announcement: 'window.__bar=1' };

function docProps(overrides: Partial<DocPageProps> = {}): DocPageProps {
  return {
    kind: 'doc',
    url: ownUrl('/docs/intro'),
    title: 'Introduction',
    description: 'How to start.',
    canonical: ownUrl('https://docs.example.com/docs/intro'),
    chrome,
    content: { html: '', startsWithH1: false },
    toc: [],
    hideTableOfContents: false,
    breadcrumbs: [],
    sidebar: { instanceId: 'docs', items: [] },
    ...overrides,
  };
}

const render = (props: PageProps, body = '<main>body</main>') => renderDocument({ props, body, scripts });
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('renderDocument', () => {
  test('writes the page title followed by the site title', () => {
    expect(render(docProps())).toContain('<title>Introduction | Test site</title>');
  });

  test('writes description, canonical and OpenGraph tags for a doc', () => {
    const lines = head(render(docProps())).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '<meta name="description" content="How to start.">',
        '<link rel="canonical" href="https://docs.example.com/docs/intro">',
        '<meta property="og:title" content="Introduction | Test site">',
        '<meta property="og:description" content="How to start.">',
        '<meta property="og:url" content="https://docs.example.com/docs/intro">',
        '<meta property="og:type" content="article">',
        '<meta property="og:site_name" content="Test site">',
        '<meta property="og:locale" content="en">',
        '<link rel="stylesheet" href="/assets/main-1234abcd.css">',
      ]),
    );
  });

  test('falls back to the site tagline as description', () => {
    const html = render(docProps({ description: undefined }));
    expect(html).toContain('<meta name="description" content="Docs for testers">');
  });

  test('escapes a title holding markup in <title> and in every attribute', () => {
    const html = render(docProps({ title: '<script>alert("x")</script> & "more"' }));
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;more&quot; | Test site</title>');
    expect(html).toContain('<meta property="og:title" content="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;more&quot; | Test site">');
  });

  test('escapes quotes in description and canonical URL so they cannot end the attribute', () => {
    const html = render(docProps({ description: 'Say "hi" <b>now</b>', canonical: ownUrl('https://docs.example.com/docs/a"onload="x') }));
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;now&lt;/b&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/docs/a&quot;onload=&quot;x">');
    expect(html).not.toContain('onload="x"');
  });

  test('starts in the light colour mode by default, with the colour-mode script first in <body>', () => {
    const html = render(docProps());
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr" data-theme="light" data-default-theme="light" data-router="history">/);
    expect(html).toContain('<body>\n<script>window.__mode=1</script><div id="__docsgen"><main>body</main></div>');
  });

  test('follows colorMode.defaultMode and adds the announcement script only when there is an announcement', () => {
    const dark = render(docProps({ chrome: { ...chrome, colorMode: { defaultMode: 'dark', disableSwitch: false } } }));
    expect(dark).toContain('data-theme="dark" data-default-theme="dark"');
    expect(dark).not.toContain('window.__bar=1');
    const announced = render(docProps({ chrome: { ...chrome, announcement: { id: 'launch"x', html: 'Hi', closeable: true } } }));
    expect(announced).toContain('data-announcement-id="launch&quot;x"');
    expect(announced).toContain('<script>window.__bar=1</script>');
  });

  test('marks the not-found page noindex and gives it no canonical link', () => {
    const notFound: NotFoundPageProps = {
      kind: 'not-found',
      url: ownUrl('/404'),
      title: 'Page Not Found',
      canonical: ownUrl('https://docs.example.com/404'),
      chrome,
    };
    const html = head(render(notFound));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta property="og:type" content="website">');
  });

  test('titles the home page with the site title and tagline', () => {
    const html = render({
      kind: 'home',
      url: ownUrl('/'),
      title: 'Home',
      canonical: ownUrl('https://docs.example.com/'),
      chrome,
      hero: { title: 'Test site', tagline: 'Docs for testers', actions: [] },
      features: [],
    });
    expect(html).toContain('<title>Test site | Docs for testers</title>');
  });

  test('loads scripts as deferred classic scripts and adds the base-URL banner to the home page only', () => {
    const withJs = { ...chrome, assets: { css: [], js: [ownUrl('/assets/routes-1.js'), ownUrl('/assets/main-2.js')] } };
    const banner = { ...scripts, baseUrlBanner: 'window.__banner=1' };
    const doc = renderDocument({ props: docProps({ chrome: withJs }), body: '', scripts: banner });
    expect(doc).toContain('<script defer src="/assets/routes-1.js"></script>\n<script defer src="/assets/main-2.js"></script>');
    expect(doc).not.toContain('window.__banner=1');
    const home = renderDocument({ props: { ...docProps({ chrome: withJs }), url: ownUrl('/') }, body: '', scripts: banner });
    expect(home).toContain('<script>window.__banner=1</script>\n</head>');
  });
});

describe('navbar logo size', () => {
  const chromeWith = async (logo: string, files: Record<string, string> = {}) => {
    const site = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}navbar:\n  logo: ${logo}\n`, ...files });
    return buildChrome(await loadConfig(site), { css: [], js: [] }).navbar.logo;
  };
  const WIDE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"></svg>';

  test('reserves the width the image has at the navbar height, so the title does not move when it loads', async () => {
    expect(await chromeWith('{ src: /img/wide.svg, alt: Wide }', { 'static/img/wide.svg': WIDE_SVG })).toEqual({
      src: '/img/wide.svg',
      alt: 'Wide',
      height: 32,
      width: 96,
    });
  });

  test('takes the size written in the config, and gives no width for an image it cannot read', async () => {
    expect(await chromeWith('{ src: /img/wide.svg, alt: W, height: 40, width: 50 }', { 'static/img/wide.svg': WIDE_SVG })).toMatchObject({
      height: 40,
      width: 50,
    });
    expect(await chromeWith('{ src: /img/missing.svg, alt: M }')).toEqual({ src: '/img/missing.svg', alt: 'M', height: 32 });
  });
});
