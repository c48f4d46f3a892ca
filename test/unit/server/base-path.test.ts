// Tests src/server/base-path.ts: where `serve` and `dev` send a request for a site under a base URL.
import { describe, expect, test } from 'vitest';
import { pathUnderBase, underBase } from '../../../src/server/base-path.js';

describe('underBase', () => {
  test.each([
    ['/docs-site/docs/x', { path: '/docs/x' }],
    ['/docs-site/', { path: '/' }],
    ['/docs-site/assets/main.js', { path: '/assets/main.js' }],
    // The origin's root and the base without its last slash lead to the base.
    ['/', { redirect: '/docs-site/' }],
    ['/docs-site', { redirect: '/docs-site/' }],
    // Anything else is not the site's, even a path that starts like the base.
    ['/docs/x', { outside: true }],
    ['/docs-sitex/a', { outside: true }],
  ])('under /docs-site/, %s is %j', (pathname, expected) => {
    expect(underBase('/docs-site/', pathname)).toEqual(expected);
  });

  test("with base / every path is the site's, as it is", () => {
    expect(underBase('/', '/docs/x')).toEqual({ path: '/docs/x' });
    expect(underBase('/', '/')).toEqual({ path: '/' });
  });
});

describe('pathUnderBase', () => {
  test('puts a site path under the base for a redirect', () => {
    expect(pathUnderBase('/docs-site/', '/docs/x')).toBe('/docs-site/docs/x');
    expect(pathUnderBase('/docs-site/', '/')).toBe('/docs-site/');
    expect(pathUnderBase('/', '/docs/x')).toBe('/docs/x');
  });
});
