// Search finds an API operation by its exact operationId first (issue 40, item 7): an EC2-shaped spec,
// whose DescribeInstances action is mentioned by a doc page and by operations with longer names, queried
// through the search engine the browser runs, over the index files the build writes.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ec2LikeSpec } from '../../bench/ec2-like.mjs';
import type { RouteGraph } from '../../src/routes/types.js';
import { searchIndexAsset } from '../../src/write/search-index.js';
import { createSearchEngine, type SearchEngine } from '../../theme/islands/search/engine.js';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites } from '../helpers/index.js';

afterAll(removeSites);

let engine: SearchEngine;
beforeAll(async () => {
  const spec = ec2LikeSpec(90) as { paths: Record<string, { get: { description: string } }> };
  // Longer names and descriptions that repeat the name: they outweigh the operation itself by score.
  for (const item of Object.values(spec.paths)) item.get.description += ' See DescribeInstances, DescribeInstances and DescribeInstances.';
  const dir = makeSite({
    'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: spec/openapi.json\n`,
    'content/docs/instances.md': `# DescribeInstances and friends\n\n${'Call DescribeInstances to list instances. '.repeat(20)}\n`,
    'spec/openapi.json': JSON.stringify(spec),
  });
  const { result } = await buildSite(dir, { checkOnly: true });
  const graph: RouteGraph = result.graph!;
  const asset = searchIndexAsset(graph, 'history');
  const files = new Map(
    [asset, ...asset.companions!].map((a) => [`https://docs.example.com${a.url}`, JSON.parse(new TextDecoder().decode(a.contents)) as unknown]),
  );
  engine = await createSearchEngine('https://docs.example.com/assets/search-index.json', async (url) => files.get(url));
}, 120_000);

const urls = (groups: { hits: { url: string }[] }[]) => groups.flatMap((g) => g.hits.map((h) => h.url));

test('an exact operationId query lists that operation first, before pages and operations that mention it', async () => {
  const found = urls(await engine.search('DescribeInstances'));
  expect(
    found
      .slice(0, 2)
      .map((u) => u.replace(/^.*#/, ''))
      .sort(),
  ).toEqual(['operation/GET_DescribeInstances', 'operation/POST_DescribeInstances']);
  expect(found.length).toBeGreaterThan(2);
});

test('the whole operationId, method prefix included, finds that one operation first', async () => {
  const found = urls(await engine.search('POST_DescribeInstances'));
  expect(found[0]).toMatch(/#operation\/POST_DescribeInstances$/);
});
