// An independent checker agrees with ours: the built Sesame site (the run's shared build), served as
// deployed, crawled by linkinator (links and fragments, external links skipped: no network) has zero
// broken links.
import { check, LinkState } from 'linkinator';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.js';
import { sesameBuild } from '../helpers/sesame.js';

let server: StaticServer;

beforeAll(async () => {
  const sesame = await sesameBuild();
  // A --strict build: exit 0 means not one diagnostic, warning or error.
  expect(sesame.code, sesame.stderr).toBe(0);
  server = await startStaticServer({ dir: sesame.outDir, port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await server?.close();
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
