// An independent checker agrees with ours: the built Sesame site, served as deployed, crawled by
// linkinator (links and fragments, external links skipped: no network) has zero broken links.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, LinkState } from 'linkinator';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.js';
import { buildSite, makeSite, removeSites } from '../helpers/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: StaticServer;

beforeAll(async () => {
  const outDir = path.join(makeSite({}), 'site');
  const { result } = await buildSite(root, { outDir, strict: true });
  expect(result.diagnostics).toEqual([]);
  server = await startStaticServer({ dir: outDir, port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server?.close();
  removeSites();
});

test('linkinator crawls the whole Sesame site and finds no broken link or fragment', async () => {
  const result = await check({
    path: server.url,
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    linksToSkip: (link) => Promise.resolve(!link.startsWith(server.url)),
  });
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (from ${l.parent})`);
  expect(broken).toEqual([]);
  const checked = result.links.filter((l) => l.state === LinkState.OK).length;
  expect(checked).toBeGreaterThan(30);
}, 120_000);
