// safeUrl, the one check of every URL a page renders (issue 38, item 2): it strips what browsers strip
// (controls and spaces at the ends, tabs and newlines anywhere) before reading the scheme, and lets only
// http, https, mailto, tel and relative URLs through.
import { describe, expect, test } from 'vitest';
import { ownUrl, safeUrl } from '../../../src/util/safe-url.js';

describe('safeUrl', () => {
  test.each([
    ['/docs/intro', '/docs/intro'],
    ['#anchor', '#anchor'],
    ['?q=1', '?q=1'],
    ['../up/x.md', '../up/x.md'],
    ['guide/a:b', 'guide/a:b'],
    ['//cdn.example.com/x.png', '//cdn.example.com/x.png'],
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['tel:+15550100', 'tel:+15550100'],
    ['  https://example.com  ', 'https://example.com'],
    ['ht\ttps://exa\nmple.com', 'https://example.com'],
    ['\u0001/docs', '/docs'],
  ])('lets %j through as %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000\u001f javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\t:alert(1)',
    'java\u0001script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'ftp://example.com',
    'a:b',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  test('lets raster data: images through for a markdown image only, never SVG or HTML', () => {
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', { image: true })).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', { image: true })).toBeUndefined();
    expect(safeUrl('javascript:alert(1)', { image: true })).toBeUndefined();
  });

  test('ownUrl throws on a URL docsgen should never have made, rather than render it', () => {
    expect(ownUrl('/docs/x')).toBe('/docs/x');
    expect(() => ownUrl('javascript:alert(1)')).toThrow('docsgen made a URL that is not safe to render: "javascript:alert(1)"');
  });
});
