// Tests theme/client/routes.ts: how the client router matches a path against the route table, including
// the `.html`, `/index.html` and `/index` suffixes the server and the link checks normalise too.
import { describe, expect, test } from 'vitest';
import { createRouteTable, NOT_FOUND } from '../../theme/client/routes.js';

const routes = ['/', '/docs', '/docs/verification', '/docs/verification/otp-verification', '/docs/guides/index-of-terms'];

describe('createRouteTable().match', () => {
  const table = createRouteTable({ mode: 'history', routes });

  test.each([
    ['/docs/verification', '/docs/verification'],
    ['/docs/verification/', '/docs/verification'],
    ['/docs/verification.html', '/docs/verification'],
    ['/docs/verification/index.html', '/docs/verification'],
    ['/docs/verification/index', '/docs/verification'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/docs/guides/index-of-terms', '/docs/guides/index-of-terms'],
  ])('matches %s to the route %s', (path, route) => {
    expect(table.match(path)).toBe(route);
  });

  test('prefers an exact route named index over the folder route', () => {
    const withIndex = createRouteTable({ mode: 'history', routes: ['/docs', '/docs/index'] });
    expect(withIndex.match('/docs/index')).toBe('/docs/index');
  });

  test('matches nothing for an unknown path in history mode, the not-found page in hash mode', () => {
    expect(table.match('/docs/nope/index')).toBeNull();
    const hash = createRouteTable({ mode: 'hash', routes, data: routes.map((r) => `.${r}.js`), notFound: './404.js' });
    expect(hash.match('/docs/nope/index')).toBe(NOT_FOUND);
    expect(hash.match('/docs/verification/index')).toBe('/docs/verification');
  });
});
