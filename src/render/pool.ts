// Worker threads that render pages in parallel for large sites. Each worker gets the route graph and the
// site chrome once, when it starts, and builds each page's props itself: a job is a URL, plus the page's
// own HTML body for a doc (docs' bodies stay out of the shared graph, since only their own page shows
// them). Workers send the HTML document back; the write stage puts it on disk at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withoutFunctions } from '../util/plain-data.js';
import { createWorkerPool } from '../util/worker-pool.js';
import type { SiteChrome } from '../../theme/props.js';
import type { Theme } from './theme-module.js';
import type { CompiledMarkdown } from '../markdown/compile.js';
import type { DocRoute, Route, RouteGraph } from '../routes/types.js';

/** Below this many routes a pool costs more than it saves. */
export const RENDER_POOL_THRESHOLD = 300;

export interface RenderPool {
  render(route: Route): Promise<string>;
  close(): Promise<void>;
}

/** What a render worker starts with. */
export interface RenderWorkerData {
  modulePath: string;
  dir: string;
  graph: RouteGraph;
  chrome: SiteChrome;
}

/** A render job: the route's URL, and a doc's HTML body (see sharedGraph). */
export interface RenderJob {
  url: string;
  html?: string;
}

export function renderWorkerScript(packageRoot: string): string | undefined {
  const script = path.join(packageRoot, 'dist', 'render', 'render-worker.js');
  return existsSync(script) ? script : undefined;
}

export function createRenderPool(script: string, options: { theme: Theme; graph: RouteGraph; chrome: SiteChrome; size: number }): RenderPool {
  const { theme, graph, chrome, size } = options;
  const workerData: RenderWorkerData = { modulePath: theme.modulePath, dir: theme.dir, graph: sharedGraph(graph), chrome };
  // No old-generation cap: each worker keeps the graph, which a large site's outgrows any fixed cap.
  const pool = createWorkerPool<RenderJob, string>(script, { size, workerData, maxOldGenerationSizeMb: null });
  return {
    render: (route) => pool.run(route.kind === 'doc' ? { url: route.url, html: route.doc.markdown.html } : { url: route.url }),
    close: () => pool.close(),
  };
}

/**
 * The graph as the workers get it: plain data (no diagnostics helpers), with every doc's HTML body left
 * out (a job brings its own), and what only checks and search read.
 */
export function sharedGraph(graph: RouteGraph): RouteGraph {
  const routes = new Map<string, Route>();
  for (const [url, route] of graph.routes) {
    // Nor what only the checks and search read: its ids, links as the checks resolved them, headings but
    // the h1 (breadcrumbs name a page by it) and search text (the body's link slots stay: its page fills them).
    const doc =
      route.kind === 'doc'
        ? withDocBody(route, { html: '', headings: route.doc.markdown.headings.filter((h) => h.level === 1), anchors: [], sections: [] })
        : undefined;
    routes.set(url, doc ? { ...doc, anchors: new Set(), links: [] } : route);
  }
  return withoutFunctions({ ...graph, routes });
}

/** A doc route whose compiled body has some fields replaced (a worker puts a job's HTML back this way). */
export function withDocBody(route: DocRoute, changes: Partial<CompiledMarkdown>): DocRoute {
  // The other fields are copied as they are defined: a body waiting on disk (a getter) is not read for a
  // copy that replaces it anyway.
  const markdown = {} as CompiledMarkdown;
  for (const key of Object.keys(route.doc.markdown)) {
    if (!(key in changes)) Object.defineProperty(markdown, key, Object.getOwnPropertyDescriptor(route.doc.markdown, key)!);
  }
  return { ...route, doc: { ...route.doc, markdown: Object.assign(markdown, changes) } };
}
