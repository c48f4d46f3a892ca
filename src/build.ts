// The build pipeline, top to bottom: config -> content -> route graph -> checks -> theme and client
// bundle -> render and write. Returns diagnostics; the CLI decides what they mean for the exit code.
import path from 'node:path';
import { loadConfig } from './config/load.js';
import type { SiteConfig } from './config/resolve.js';
import { loadBlog } from './content/blog.js';
import { loadDocs } from './content/docs.js';
import { loadPages } from './content/pages.js';
import { loadStaticFiles } from './content/static-files.js';
import { loadApiReference } from './openapi/index.js';
import { runChecks } from './checks/index.js';
import { isDocsgenError, type Diagnostic } from './diagnostics/index.js';
import { bundleClient } from './bundle/client.js';
import { loadTheme, themeDir } from './bundle/theme.js';
import { buildChrome } from './render/chrome.js';
import { renderRoute } from './render/render-route.js';
import { buildRouteGraph } from './routes/graph.js';
import type { RouteGraph } from './routes/types.js';
import { routeManifestAsset } from './write/route-manifest.js';
import { writeSite } from './write/write-site.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides the config's outDir (relative to the current folder). */
  outDir?: string;
  /** Warnings stop the build too. */
  strict?: boolean;
  /** Stop after the checks: nothing is rendered or written. */
  checkOnly?: boolean;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir?: string;
  graph?: RouteGraph;
  files: number;
  /** Milliseconds per stage, for --debug and the benchmarks. */
  timings: Record<string, number>;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  const timed = async <T>(stage: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      timings[stage] = Math.round(performance.now() - start);
    }
  };
  const stop = (extra: Partial<BuildResult> = {}): BuildResult => ({ ok: false, diagnostics, files: 0, timings, ...extra });
  const failed = () => diagnostics.some((d) => d.severity === 'error' || (options.strict && d.severity === 'warning'));

  try {
    const siteDir = path.resolve(options.siteDir);
    const config = await timed('config', () => loadConfig(siteDir));
    const outDir = options.outDir ? path.resolve(options.outDir) : config.outDirAbs;
    const { instances, pages, staticFiles, blogs, api } = await timed('content', () => loadContent(config, diagnostics));
    if (failed()) return stop({ outDir });
    const graph = await timed('routes', () => buildRouteGraph({ config, instances, pages, staticFiles, blogs, api }));
    diagnostics.push(...(await timed('checks', () => runChecks(graph))));
    if (failed()) return stop({ outDir, graph });
    if (options.checkOnly) return { ok: true, diagnostics, graph, files: 0, timings };
    const [theme, bundle] = await timed('bundle', () =>
      Promise.all([loadTheme(siteDir), bundleClient(siteDir, themeDir(siteDir))]),
    );
    // The route table rides with the bundle, ahead of it, so the client can match links to routes.
    bundle.js.unshift(routeManifestAsset(graph, config.router));
    const chrome = buildChrome(config, { css: bundle.css.map((a) => a.url), js: bundle.js.map((a) => a.url) }, graph);
    const { files } = await timed('write', () =>
      writeSite({
        outDir,
        graph,
        bundle,
        staticDir: config.staticDirAbs,
        siteUrl: config.url,
        render: (route) => renderRoute(route, { graph, chrome, theme }),
        router: config.router,
      }),
    );
    return { ok: true, diagnostics, outDir, graph, files, timings };
  } catch (error) {
    if (isDocsgenError(error)) {
      diagnostics.push(...error.diagnostics);
      return stop();
    }
    throw error;
  }
}

async function loadContent(config: SiteConfig, diagnostics: Diagnostic[]) {
  const apiConfig = config.api ?? { spec: 'spec/openapi.yaml', routeBasePath: '/api', title: 'API Reference' };
  const [docs, pages, staticFiles, blogs, api] = await Promise.all([
    Promise.all(config.docs.map((instance) => loadDocs(config.siteDir, instance))),
    loadPages(config.siteDir, path.join(config.siteDir, 'content', 'pages')),
    loadStaticFiles(config.staticDirAbs),
    Promise.all(config.blogs.map((blog) => loadBlog(config.siteDir, blog))),
    loadApiReference({ siteDir: config.siteDir, spec: apiConfig.spec, explicit: config.api !== undefined }),
  ]);
  for (const b of blogs) diagnostics.push(...b.diagnostics);
  diagnostics.push(...api.diagnostics);
  for (const d of docs) diagnostics.push(...d.diagnostics);
  diagnostics.push(...pages.diagnostics);
  const apiReference = api.value && { ...api.value, ...apiConfig, specFile: apiConfig.spec };
  return { instances: docs.map((d) => d.value), pages: pages.value, staticFiles, blogs: blogs.map((b) => b.value), api: apiReference };
}
