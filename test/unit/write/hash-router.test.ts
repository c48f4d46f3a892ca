// Tests src/write/hash-router.ts and route-manifest.ts: the hash router's URL rewriting and data
// scripts, and the client's route table in both modes.
import { describe, expect, test } from 'vitest';
import type { RouteGraph } from '../../../src/routes/types.js';
import { hashRouterFiles, toHashRouterHtml } from '../../../src/write/hash-router.js';
import { buildRouteManifest, buildRouteWeights, routeManifestAsset, routeWeightsAsset } from '../../../src/write/route-manifest.js';
import { contentHash } from '../../../src/util/hash.js';

const doc = (bytes: number) => ({ kind: 'doc', instanceId: 'docs', doc: { markdown: { html: 'x'.repeat(bytes) } }, toc: [] });
const graph = {
  baseUrl: '/',
  siteBase: '/',
  routes: new Map<string, object>([
    ['/', { kind: 'home', page: { markdown: { html: '' } }, toc: [] }],
    ['/docs', doc(80_000)],
    ['/docs/jwt', doc(10_000)],
    ['/404', { kind: 'not-found' }],
  ]),
  instances: new Map(),
} as unknown as RouteGraph;
/**
 * Estimated KB (route-weight.ts), in steps of 4 KB: 10 KB of chrome, then the body (markdown 1.15 times
 * its HTML) or 6 KB for a generated page.
 */
const WEIGHTS = [16, 100, 24];

describe('toHashRouterHtml', () => {
  test('turns route links into #/ hrefs and other root-relative URLs into ./ ones', () => {
    const html =
      '<link href="/assets/main.css"><script defer src="/assets/main.js"></script><a href="/docs/jwt#claims">x</a><a href="/docs.html">y</a><img src="/img/a.png"><a href="/rss.xml">z</a>';
    expect(toHashRouterHtml(html, '/docs', graph)).toBe(
      '<link href="./assets/main.css"><script defer src="./assets/main.js"></script><a href="#/docs/jwt#claims">x</a><a href="#/docs">y</a><img src="./img/a.png"><a href="./rss.xml">z</a>',
    );
  });

  test('keeps external and protocol-relative URLs, and puts same-page fragments on the route', () => {
    const html = '<a href="https://x.dev/a">a</a><a href="//cdn.dev/b">b</a><a href="#claims">c</a>';
    expect(toHashRouterHtml(html, '/docs/jwt', graph)).toBe('<a href="https://x.dev/a">a</a><a href="//cdn.dev/b">b</a><a href="#/docs/jwt#claims">c</a>');
  });

  test('writes a data script per route and index.html for the home page only', () => {
    expect(hashRouterFiles('/docs/jwt', '<p>x</p>', graph)).toEqual([
      ['_docsgen/routes/docs/jwt.js', 'window.__docsgenRoute&&window.__docsgenRoute("/docs/jwt","\\u003cp\\u003ex\\u003c/p\\u003e");\n'],
    ]);
    expect(hashRouterFiles('/', '<p>home</p>', graph).map(([file]) => file)).toEqual(['_docsgen/routes/index.js', 'index.html']);
  });
});

describe('route manifest', () => {
  const weights = (mode: 'history' | 'hash') => ({
    url: mode === 'hash' ? './assets/route-weights.js' : '/assets/route-weights.json',
    key: contentHash('/\n/docs\n/docs/jwt'),
  });

  test('lists every route but the not-found page in history mode, and where their sizes are', () => {
    expect(buildRouteManifest(graph, 'history')).toEqual({ mode: 'history', routes: ['/', '/docs', '/docs/jwt'], heavy: [], weights: weights('history') });
  });

  test('gives each route its estimated page size in KB in a file of its own, and marks pages over 64 KB and API pages heavy', () => {
    const withApi = {
      ...graph,
      routes: new Map<string, object>([
        ...graph.routes,
        ['/api', { kind: 'api', overview: true, sections: [], api: { model: { tags: [], webhooks: [], schemas: [] } } }],
      ]),
    } as unknown as RouteGraph;
    const manifest = buildRouteManifest(withApi, 'history');
    expect(manifest.routes).toEqual(['/', '/docs', '/docs/jwt', '/api']);
    // API pages by their kind, in the table; big pages by their size, in the weights file.
    expect(manifest.heavy).toEqual([3]);
    expect(buildRouteWeights(withApi)).toEqual({ key: manifest.weights!.key, weights: [...WEIGHTS, 16], heavy: [1] });
  });

  test('adds each route’s data script, relative to index.html, in hash mode', () => {
    expect(buildRouteManifest(graph, 'hash')).toEqual({
      mode: 'hash',
      routes: ['/', '/docs', '/docs/jwt'],
      heavy: [],
      weights: weights('hash'),
      data: ['./_docsgen/routes/index.js', './_docsgen/routes/docs.js', './_docsgen/routes/docs/jwt.js'],
      notFound: './_docsgen/routes/404.js',
    });
  });

  test('names the try-it console script under the base URL in history mode and relative to index.html in hash mode', () => {
    const based = { ...graph, baseUrl: '/docs-site/' } as RouteGraph;
    expect(buildRouteManifest(based, 'history', { tryIt: '/assets/try-it-0123abcd.js' }).tryIt).toBe('/docs-site/assets/try-it-0123abcd.js');
    expect(buildRouteManifest(graph, 'hash', { tryIt: '/assets/try-it-0123abcd.js' }).tryIt).toBe('./assets/try-it-0123abcd.js');
  });

  test('is a content-hashed script that sets window.__DOCSGEN_ROUTES__', () => {
    const asset = routeManifestAsset(graph, 'history');
    expect(asset.url).toMatch(/^\/assets\/routes-[0-9a-f]{8}\.js$/);
    expect(new TextDecoder().decode(asset.contents)).toBe(
      `window.__DOCSGEN_ROUTES__={"mode":"history","routes":["/","/docs","/docs/jwt"],"heavy":[],"weights":{"url":"/assets/route-weights.json","key":"${weights('history').key}"}};\n`,
    );
  });

  test('does not change when a page grows into the next size step: its weights file does, at a fixed URL', () => {
    const grown = { ...graph, routes: new Map<string, object>([...graph.routes, ['/docs/jwt', doc(20_000)]]) } as unknown as RouteGraph;
    expect(routeManifestAsset(grown, 'history')).toEqual(routeManifestAsset(graph, 'history'));
    const before = routeWeightsAsset(graph, 'history');
    const after = routeWeightsAsset(grown, 'history');
    expect([before.url, after.url]).toEqual(['/assets/route-weights.json', '/assets/route-weights.json']);
    expect(JSON.parse(new TextDecoder().decode(before.contents)).weights).toEqual(WEIGHTS);
    expect(JSON.parse(new TextDecoder().decode(after.contents)).weights).toEqual([16, 100, 36]);
  });

  test('writes the weights as a script in hash mode, which a page opened from file:// can load', () => {
    const asset = routeWeightsAsset(graph, 'hash');
    expect(asset.url).toBe('/assets/route-weights.js');
    expect(new TextDecoder().decode(asset.contents)).toBe(
      `window.__DOCSGEN_ROUTE_WEIGHTS__={"key":"${weights('hash').key}","weights":[16,100,24],"heavy":[1]};\n`,
    );
  });
});
