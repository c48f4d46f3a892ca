// The render pool: each worker gets the route graph once (plain data, docs' bodies left out) and a job
// is a URL plus, for a doc, its own body; the pages it renders are the in-process ones, byte for byte.
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { packageRoot } from '../../src/bundle/package-root.js';
import { loadConfig } from '../../src/config/load.js';
import { bundleTheme, siteAssets } from '../../src/pipeline/client-assets.js';
import { loadSite } from '../../src/pipeline/load-site.js';
import { createRun } from '../../src/pipeline/run.js';
import { createRenderPool, renderWorkerScript, sharedGraph } from '../../src/render/pool.js';
import { renderRoute } from '../../src/render/render-route.js';
import { createWorkerPool } from '../../src/util/worker-pool.js';
import { vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every request sent to a worker pool. */
const requests: object[] = [];

vi.mock('../../src/util/worker-pool.js', async (original) => {
  const actual = await original<typeof import('../../src/util/worker-pool.js')>();
  const recording = <Request extends object, Value>(script: string, options: { size: number; workerData?: unknown }) => {
    const pool = actual.createWorkerPool<Request, Value>(script, options);
    return { ...pool, run: (request: Request) => (requests.push(request), pool.run(request)) };
  };
  return { ...actual, createWorkerPool: vi.fn(recording) };
});

afterAll(() => vi.restoreAllMocks());

test('the Sesame site renders the same in a pool of two workers as in process, and workers get the graph once', async () => {
  const config = await loadConfig(root);
  const run = createRun();
  const loaded = await loadSite(config, {}, run);
  expect(run.diagnostics).toEqual([]);
  const graph = loaded.graph!;
  const { theme, client } = await bundleTheme(root);
  const { chrome } = siteAssets(config, graph, client, () => undefined);
  const shared = sharedGraph(graph);
  // Plain data a worker can receive; every doc body is left out of it.
  expect(() => structuredClone(shared)).not.toThrow();
  const docs = [...shared.routes.values()].filter((r) => r.kind === 'doc');
  expect(docs.length).toBeGreaterThan(20);
  for (const doc of docs) expect(doc.kind === 'doc' && [doc.doc.markdown.html, doc.doc.markdown.sections]).toEqual(['', []]);

  const script = renderWorkerScript(packageRoot());
  expect(script, 'npm run build makes dist/render/render-worker.js').toBeDefined();
  const pool = createRenderPool(script!, { theme, graph, chrome, size: 2 });
  try {
    // The graph went to the workers as their start-up data, once for the pool.
    const made = vi.mocked(createWorkerPool).mock.calls.at(-1)!;
    expect((made[1].workerData as { graph: unknown }).graph).toEqual(shared);
    const context = { graph, chrome, theme };
    for (const route of graph.routes.values()) {
      expect(await pool.render(route), route.url).toBe(renderRoute(route, context));
    }
    // A job is the URL, and a doc's own body: nothing of the graph.
    expect(requests).toHaveLength(graph.routes.size);
    for (const [i, route] of [...graph.routes.values()].entries()) {
      expect(requests[i]).toEqual(route.kind === 'doc' ? { url: route.url, html: route.doc.markdown.html } : { url: route.url });
    }
  } finally {
    await pool.close();
  }
}, 60_000);
