// Which routes, source files and diagnostics are a shard's (src/pipeline/shard.ts).
import { expect, test } from 'vitest';
import { createDiagnostic } from '../../../src/diagnostics/index.js';
import { ownSources, shardRoutes, shareOfDiagnostics } from '../../../src/pipeline/shard.js';
import type { Route, RouteGraph } from '../../../src/routes/types.js';

/** A graph of routes by URL and source file (only what sharding reads). */
function graphOf(routes: [url: string, source?: string][]): RouteGraph {
  return { routes: new Map(routes.map(([url, source]) => [url, { url, ...(source ? { source } : {}) } as Route])) } as RouteGraph;
}

const graph = graphOf([
  ['/docs/b', 'content/docs/b.md'],
  ['/api/pets', 'spec/openapi.yaml'],
  ['/docs/a', 'content/docs/a.md'],
  ['/api', 'spec/openapi.yaml'],
  ['/blog', undefined],
  ['/docs/c', 'content/docs/c.md'],
]);

test('shards take the sorted URLs in turn, disjoint and covering every route', () => {
  const shares = [1, 2, 3].map((index) => shardRoutes(graph, { index, count: 3 }).map((r) => r.url));
  expect(shares).toEqual([
    ['/api', '/docs/a'],
    ['/api/pets', '/docs/b'],
    ['/blog', '/docs/c'],
  ]);
  expect(ownSources(graph, { index: 2, count: 3 })).toEqual(new Set(['spec/openapi.yaml', 'content/docs/b.md']));
});

test("a page file's diagnostics go to its shard; a file of several routes to its first URL's; the rest to share 1", () => {
  const at = (file?: string) => createDiagnostic('anchor/missing', { message: 'x', ...(file ? { file, line: 1, column: 1 } : {}) });
  const owner = (file?: string) => [1, 2, 3].filter((index) => shareOfDiagnostics(graph, { index, count: 3 })(at(file)));
  expect(owner('content/docs/a.md')).toEqual([1]);
  expect(owner('content/docs/b.md')).toEqual([2]);
  expect(owner('content/docs/c.md')).toEqual([3]);
  // /api (share 1) comes before /api/pets (share 2).
  expect(owner('spec/openapi.yaml')).toEqual([1]);
  expect(owner('site.config.yaml')).toEqual([1]);
  expect(owner('content/docs/duplicate-loser.md')).toEqual([1]);
  expect(owner(undefined)).toEqual([1]);
});
