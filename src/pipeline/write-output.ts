// The write half of `build`: every route's page rendered (in this thread, or in workers on machines with
// cores to spare) and written with the shared files into the output folder, keeping unchanged files of
// the last build when the cache is on.
import os from 'node:os';
import type { PageProps, SiteChrome } from '../../theme/props.js';
import type { ClientBundle } from '../bundle/client.js';
import { packageRoot } from '../bundle/package-root.js';
import type { Theme } from '../render/theme-module.js';
import type { SiteConfig } from '../config/resolve.js';
import { buildPageProps } from '../render/page-props.js';
import { apiPageKey, pageKey } from '../render/page-key.js';
import { createRenderPool, RENDER_POOL_THRESHOLD, renderWorkerScript } from '../render/pool.js';
import { createPropsMemo } from '../render/props-memo.js';
import { renderProps } from '../render/render-route.js';
import type { DocRoute, Route, RouteGraph } from '../routes/types.js';
import { outputPath, siteRootUrl } from '../routes/urls.js';
import { bytesKey, openOutputReuse } from '../write/output-reuse.js';
import { exportInputs } from '../write/markdown-exports.js';
import { SINK_WORKERS, sinkWorkerScript } from '../write/file-sink.js';
import { writeSite } from '../write/write-site.js';
import { docsgenBuildId } from './cache.js';
import { shardRoutes, writesSharedFiles, type Shard } from './shard.js';

export interface WriteInput {
  config: SiteConfig;
  graph: RouteGraph;
  theme: Theme;
  bundle: ClientBundle;
  chrome: SiteChrome;
  outDir: string;
  emptyOutDir: boolean;
  /** Keep unchanged files of the last build into this folder (the cache records them). */
  reuse: boolean;
  /** Update the last build's folder in place (it is docsgen's and the build state says what it holds). */
  inPlace?: boolean;
  /** A key of a source file's bytes (static files and images), from the build state's stamps. */
  sourceKey?: (absPath: string) => string | undefined;
  /** The same, by site-relative path (a route's `source`). */
  inputKey?: (file: string) => string | undefined;
  workers?: number;
  shard?: Shard;
  /** Called as each page is rendered (pages kept from the last build are not), with the count so far and the pages to write. */
  onPage?: (done: number, total: number) => void;
}

export interface WriteResult {
  files: number;
  pages: number;
  /** Pages rendered (the others were kept from the last build). */
  rendered: number;
  /** How long writing waited for the search index. */
  waitedMs: number;
  renderWorkers: number;
  sinkWorkers: number;
  /** Output files kept from the last build (their key did not change). */
  reused: number;
  /** Pages whose props were made, and kept by their memo (a build with the cache). */
  props?: { made: number; kept: number };
}

export async function writeOutput(input: WriteInput): Promise<WriteResult> {
  const { config, graph, theme, chrome } = input;
  const routes = input.shard ? shardRoutes(graph, input.shard) : [...graph.routes.values()];
  const script = renderWorkerScript(packageRoot());
  const sinkScript = sinkWorkerScript(packageRoot());
  // Two cores are already both busy while pages are written: this thread renders and writes, and a
  // worker builds the search index. So rendering goes to a pool only on bigger machines, or when
  // --workers asks for it.
  const workers = input.workers ?? (os.availableParallelism() > 2 ? os.availableParallelism() - 1 : 1);
  const pool = script && workers > 1 && routes.length >= RENDER_POOL_THRESHOLD ? createRenderPool(script, { theme, graph, chrome, size: workers }) : undefined;
  // A page's key is made of its props with stand-ins for its bodies (see buildPageProps), which reads
  // no body; its full props are built only to render it. An API page has no bodies: the props its key
  // was made of are the ones it renders, kept for the render that follows the key in this thread.
  let keyed: { route: Route; props: PageProps } | undefined;
  const keyPropsOf = (route: Route, read: RouteGraph) => {
    const props = buildPageProps(route, read, chrome, { bodies: 'stand-ins' });
    keyed = route.kind === 'api' && !pool ? { route, props } : undefined;
    return props;
  };
  const propsOf = (route: Route) => {
    const props = keyed?.route === route ? keyed.props : buildPageProps(route, graph, chrome);
    keyed = undefined;
    return props;
  };
  const buildId = docsgenBuildId();
  const version = renderVersion(theme, chrome);
  const reuse = input.reuse && buildId ? openOutputReuse({ cacheDir: config.cacheDirAbs, outDir: input.outDir, inPlace: input.inPlace === true }) : undefined;
  // Made from the props (through the graph `read`, which records what they read, when memoised).
  const makeKey = (route: Route, read: RouteGraph) =>
    (route.kind === 'api' && apiPageKey(route, read, chrome, version)) || pageKey(keyPropsOf(route, read), version);
  const memo = reuse && createPropsMemo(graph, { config, chrome, version });
  try {
    const { files, rendered, waitedMs, sinkWorkers } = await writeSite({
      outDir: input.outDir,
      emptyOutDir: input.emptyOutDir,
      graph,
      routes,
      shared: writesSharedFiles(input.shard),
      bundle: input.bundle,
      staticDir: config.staticDirAbs,
      siteUrl: siteRootUrl(config.url, config.baseUrl),
      precompress: config.precompress,
      // A page a worker cannot render (it died) is rendered here.
      render: counted(
        pool ? (route) => pool.render(route).catch(() => renderProps(propsOf(route), theme)) : (route) => renderProps(propsOf(route), theme),
        input.onPage && ((done) => input.onPage!(done, routes.length)),
      ),
      pageKey: (route) => {
        if (!reuse || !memo) return makeKey(route, graph);
        const rel = outputPath(route.url);
        const { pageKey, entry } = memo.keyOf(route, reuse.memoOf(rel), (read) => makeKey(route, read));
        if (entry) reuse.remember(rel, entry);
        return pageKey;
      },
      ...(reuse ? { reuse } : {}),
      ...(input.sourceKey ? { sourceKey: input.sourceKey } : {}),
      ...(input.inputKey ? { exportKey: (route: DocRoute) => exportKey(route, input.inputKey!, siteRootUrl(config.url, config.baseUrl), buildId) } : {}),
      concurrency: pool ? workers * 4 : 1,
      router: config.router,
      ...(sinkScript ? { sink: { script: sinkScript, workers: SINK_WORKERS } } : {}),
      exports: { siteDir: config.siteDir, title: config.title, summary: config.tagline },
    });
    return {
      files,
      pages: routes.length,
      rendered,
      waitedMs,
      renderWorkers: pool ? workers : 0,
      sinkWorkers,
      reused: reuse?.reused ?? 0,
      ...(memo ? { props: { made: memo.made, kept: memo.kept } } : {}),
    };
  } finally {
    await pool?.close();
  }
}

/** `render`, telling `onPage` how many pages are done as each is. */
function counted<T>(render: (route: Route) => T | Promise<T>, onPage: ((done: number) => void) | undefined): (route: Route) => Promise<T> | T {
  if (!onPage) return render;
  let done = 0;
  const tell = <H>(html: H): H => {
    onPage(++done);
    return html;
  };
  // A page rendered in this thread stays synchronous (writeSite writes it without a turn of the loop).
  return (route) => {
    const html = render(route);
    return html instanceof Promise ? html.then(tell) : tell(html);
  };
}

/** Everything a page's HTML depends on besides its props: docsgen's code, the theme, the chrome. */
function renderVersion(theme: Theme, chrome: SiteChrome): string {
  return `${docsgenBuildId()}\0${theme.modulePath}\0${JSON.stringify(chrome)}`;
}

/** A key of a doc's markdown export: docsgen, the site's URL, its source's bytes (when stamped), its title and links. */
function exportKey(route: DocRoute, inputKey: (file: string) => string | undefined, siteUrl: string, buildId: string | undefined): string | undefined {
  const source = route.source === undefined ? undefined : inputKey(route.source);
  return source === undefined || !buildId ? undefined : bytesKey(`${buildId}\0${siteUrl}\0${source}\0${exportInputs(route)}`);
}
