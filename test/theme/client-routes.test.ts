// Tests theme/client/routes.ts: how the client router matches a path against the route table, including
// the `.html`, `/index.html` and `/index` suffixes the server and the link checks normalise too.
import { describe, expect, test } from 'vitest';
import { createRouteTable, NOT_FOUND } from '../../theme/client/routes.js';
import { ownUrl } from '../../src/util/safe-url.js';

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

describe('createRouteTable() page sizes', () => {
  const manifest = { mode: 'history' as const, routes: ['/', '/docs', '/api'], heavy: [2], weights: { url: ownUrl('/assets/route-weights.json'), key: 'k1' } };

  test('knows no size before the weights file is loaded, and API pages are heavy from the start', async () => {
    const asked: string[] = [];
    const table = createRouteTable(manifest, async (url) => {
      asked.push(url);
      return { key: 'k1', weights: [16, 96, 20], heavy: [1] };
    });
    expect(table.weightOf('/docs')).toBeUndefined();
    expect([table.isHeavy('/docs'), table.isHeavy('/api')]).toEqual([false, true]);
    await table.loadWeights();
    await table.loadWeights();
    expect(asked).toEqual(['/assets/route-weights.json']);
    expect([table.weightOf('/'), table.weightOf('/docs'), table.weightOf('/nope')]).toEqual([16 * 1024, 96 * 1024, undefined]);
    expect([table.isHeavy('/'), table.isHeavy('/docs'), table.isHeavy('/api')]).toEqual([false, true, true]);
  });

  test('rejects a weights file written for other routes, and a table without one', async () => {
    const stale = createRouteTable(manifest, async () => ({ key: 'k0', weights: [1, 2, 3], heavy: [0] }));
    await expect(stale.loadWeights()).rejects.toThrow('/assets/route-weights.json is not for this route table');
    expect([stale.weightOf('/'), stale.isHeavy('/')]).toEqual([undefined, false]);
    const none = createRouteTable({ mode: 'history', routes: ['/'] });
    await expect(none.loadWeights()).rejects.toThrow('This build gives no page sizes');
  });
});
