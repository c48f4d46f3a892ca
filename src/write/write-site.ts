// Writes the site: pages streamed one at a time into a staging folder, then static files, images,
// bundled assets, feeds, sitemap, robots.txt, llms.txt and markdown exports, each text file over 1 KB with its
// precompressed `.br` and `.gz` copies (precompress.ts); swapped in only when everything succeeded. A warm
// rebuild that updates the last build's folder in place stages only the files that changed (precompressed copies
// included), and moves them over the old ones.
import { copyFile } from 'node:fs/promises';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from '../bundle/client.js';
import type { DocRoute, Route, RouteGraph } from '../routes/types.js';
import { outputPath } from '../routes/urls.js';
import { mapConcurrent } from '../util/map-concurrent.js';
import { createStagingDir, createUpdateDir } from './atomic-dir.js';
import { outputFile } from './output-dir.js';
import { bytesKey, type OutputReuse } from './output-reuse.js';
import { hashRouterFiles } from './hash-router.js';
import { renderFeeds } from './feeds.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { renderLlmsTxt } from './llms-txt.js';
import { renderMarkdownExports } from './markdown-exports.js';
import { LLMS_TXT_URL } from '../routes/urls.js';
import { renderApiDownloads } from './api-downloads.js';
import { createPrecompressor, precompressedKey, precompressSettings } from './precompress.js';
import { createFileSink, SINK_THRESHOLD, type FileSink } from './file-sink.js';
import { getsPrecompressed, isCompressible, PRECOMPRESSED_SUFFIX } from '../util/compression.js';

export interface WriteInput {
  outDir: string;
  /** --empty-out-dir: replace the output folder even when docsgen did not make it. */
  emptyOutDir?: boolean;
  graph: RouteGraph;
  bundle: ClientBundle;
  staticDir: string;
  /** The site's root URL: its origin and base path, without the last `/` (urls.ts siteRootUrl). */
  siteUrl: string;
  /** Write the precompressed `.br`/`.gz` copies (default true; the config's `precompress`). */
  precompress?: boolean;
  /** The routes to write (default: every route of the graph; a shard's share with --shard). */
  routes?: Route[];
  /**
   * Write the files all pages share: static files, bundle, search index, feeds, sitemap, robots.txt
   * and llms.txt (default true; false for shards 2 to n of a sharded build).
   */
  shared?: boolean;
  /** Renders one route to HTML; called once per route, so memory does not grow with the site. */
  render: (route: Route) => string | Promise<string>;
  /** A key of everything a route's HTML depends on: an unchanged key lets `reuse` keep the last build's page. */
  pageKey?: (route: Route) => string;
  /** The last build's files, for a warm rebuild to keep the ones that did not change. */
  reuse?: OutputReuse;
  /** A key of a source file's bytes (static files and images), when the caller knows one. */
  sourceKey?: (absPath: string) => string | undefined;
  /** A key of everything a doc's markdown export is made of, when the caller knows one: an export whose key holds is kept unread. */
  exportKey?: (route: DocRoute) => string | undefined;
  /** Routes rendered at once (default 1: in order). */
  concurrency?: number;
  /** `hash`: index.html plus one data script per route (see hash-router.ts); default `history`. */
  router?: 'history' | 'hash';
  /** Exports for tools and readers: /llms.txt and a markdown export of each doc (read from `siteDir`). */
  exports?: { siteDir: string; title: string; summary: string };
  /** Worker threads that write files and make their precompressed copies, for a build writing many pages (see file-sink.ts). */
  sink?: { script: string; workers: number };
}

/** A build that keeps its last pages by their keys starts its sink once this many pages were rendered. */
const SINK_START_RENDERED = 32;

/**
 * What was written: the file count, the pages rendered (the others were kept), how long the pages'
 * writing then waited for assets still being made, and how many sink workers wrote files (0: this thread
 * wrote them all).
 */
export async function writeSite(input: WriteInput): Promise<{ files: number; rendered: number; waitedMs: number; sinkWorkers: number }> {
  const { reuse } = input;
  const inPlace = reuse?.inPlace === true;
  const update = inPlace ? await createUpdateDir(input.outDir) : undefined;
  const swap = update ? undefined : await createStagingDir(input.outDir, { emptyOutDir: input.emptyOutDir === true });
  const staging = (update ?? swap)!;
  // In place, the files written (to move into the output folder; a path written twice moves once).
  const written = new Set<string>();
  // Set when the build failed: a compression still in flight then writes nothing.
  let failed = false;
  let sink: FileSink | undefined;
  try {
    // The staging folder starts with one file: the marker saying docsgen made it.
    let files = 1;
    let waitedMs = 0;
    const shared = input.shared !== false;
    const routes = input.routes ?? [...input.graph.routes.values()];
    // Without a last build every page goes through the sink; with one, the pages whose key changed: its
    // workers start once that many were rendered (an edit may change many pages' inputs, few pages' bytes).
    const startSink = () => {
      if (input.sink && !sink && routes.length >= SINK_THRESHOLD) sink = createFileSink(input.sink.script, input.sink.workers);
    };
    if (!input.reuse) startSink();
    let rendered = 0;
    const render = (route: Route) => {
      if (++rendered === SINK_START_RENDERED) startSink();
      return input.render(route);
    };
    const made = new Set<string>();
    // Synchronous on purpose: a page lands in the page cache in microseconds, while each awaited
    // write costs a round trip through libuv's thread pool (1,000 pages: 3 s against 0.2 s).
    const target = (rel: string) => {
      if (inPlace) written.add(rel);
      const file = outputFile(staging.dir, rel);
      const folder = path.dirname(file);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      return file;
    };
    // A file the last build wrote under the same key is kept (hard-linked, or left in place), else
    // written and recorded.
    // Static files copied by this build: a page or precompressed copy at the same path is written after them, as a
    // clean build does, never kept from the last build (which the copy has replaced).
    const copied = new Set<string>();
    const keepFile = (rel: string, key: string | undefined) => {
      if (!key || copied.has(rel) || !reuse?.reuse(rel, key, target)) return false;
      files++;
      return true;
    };
    // Where a kept file is now: left in place in the output folder, or linked into the staging folder.
    const keptPath = (rel: string) => (inPlace ? outputFile(input.outDir, rel) : target(rel));
    const writeFile = (rel: string, contents: string | Uint8Array, key: string | undefined) => {
      const file = target(rel);
      writeFileSync(file, contents);
      files++;
      if (key) reuse?.record(rel, key, file);
    };
    const precompressor = createPrecompressor({
      keep: keepFile,
      write(rel, contents, key) {
        if (failed) return;
        // A precompressed copy kept alone (its pair was not) is a hard link to the last build's file: replaced, never
        // written into. (Without reuse, nothing is there to replace.)
        if (reuse) rmSync(target(rel), { force: true });
        writeFile(rel, contents, key);
      },
    });
    // No precompressed copies at all with `precompress: false`; and a file of the site's own named like a precompressed copy (static
    // `x.js.gz` beside `x.js`) wins: no precompressed copies for `x.js`.
    const precompress = input.precompress !== false;
    const ownPrecompressed = (rel: string) =>
      !precompress ||
      Object.values(PRECOMPRESSED_SUFFIX).some((suffix) => input.graph.staticFiles.has(`/${rel}${suffix}`) || input.graph.assets.has(`/${rel}${suffix}`));
    const keep = (rel: string, key: string | undefined, best = false) => {
      if (!keepFile(rel, key)) return false;
      if (!ownPrecompressed(rel)) precompressor.kept(rel, () => keptPath(rel), { key: key!, best, size: reuse?.keptSize(rel) });
      return true;
    };
    // Through the sink: the file and its precompressed copies in one job, recorded once written.
    const sinkWrite = (sink: FileSink, rel: string, contents: Uint8Array, owned: boolean, key: string | undefined, best: boolean) => {
      const settings = !ownPrecompressed(rel) && getsPrecompressed(rel, contents.byteLength) ? precompressSettings(contents.byteLength, best) : undefined;
      const rels = settings ? [rel, rel + PRECOMPRESSED_SUFFIX.br, rel + PRECOMPRESSED_SUFFIX.gzip] : [rel];
      const keys = settings ? [key, precompressedKey(key, 'br', settings.brotli), precompressedKey(key, 'gzip', settings.gzip)] : [key];
      const paths = rels.map(target);
      files += paths.length;
      void sink.write({ paths, contents, ...(settings ? { precompress: settings, replace: reuse !== undefined } : {}) }, owned).then(
        (stats) => {
          stats.forEach(([size, mtimeMs], i) => keys[i] && reuse?.record(rels[i]!, keys[i]!, paths[i]!, { size, mtimeMs }));
        },
        () => undefined,
      );
    };
    const write = (rel: string, text: string | Uint8Array, key: string | undefined, best = false) => {
      // Encoded once, for the file and both its precompressed copies (each would otherwise encode a string of its own),
      // and off the JavaScript heap, whose collections a big site's pages otherwise keep busy.
      const contents = typeof text === 'string' ? Buffer.from(text) : text;
      // The bundle's scripts and styles, compressed at brotli's best, stay off the sink (libuv's threads make them).
      if (sink && !best) return sinkWrite(sink, rel, contents, typeof text === 'string', key, best);
      writeFile(rel, contents, key);
      if (!ownPrecompressed(rel)) precompressor.compress(rel, contents, { ...(key ? { key } : {}), best });
    };
    const room = async () => {
      await precompressor.room();
      await sink?.room();
    };
    // Any file but a page: keyed by its bytes, or by what its name says they are (`known`: see
    // ClientAsset.key). `best`: a script or style of the bundle (see precompress.ts).
    const put = (rel: string, contents: string | Uint8Array, best = false, known?: string) => {
      const key = reuse && (known ?? bytesKey(contents));
      if (!keep(rel, key, best)) write(rel, contents, key, best);
    };
    // A file docsgen makes for the site (robots.txt, sitemap.xml, llms.txt, a feed, a markdown export such
    // as `docs.md`, the spec downloads), unless the site's static folder has its own at that path: that
    // one wins, as Docusaurus copies static files over its output (a staging site's `Disallow: /` stays),
    // and the generated one is not written, nor its precompressed copies (the static file has its own). docsgen's own
    // folder is refused to static files earlier (checks/route-paths.ts), and pages keep their rules.
    const isStatic = (rel: string) => input.graph.staticFiles.has(`/${rel}`);
    const generate = (rel: string, contents: string | Uint8Array, known?: string) => {
      if (!isStatic(rel)) put(rel, contents, false, known);
    };
    // A copied source file (static file, image) is keyed by the source's bytes, when known; it is
    // compressed from the bytes copied, when it is text.
    const copy = async (source: string, rel: string) => {
      const key = reuse && input.sourceKey?.(source);
      if (keep(rel, key)) return;
      const file = target(rel);
      await copyFile(source, file);
      copied.add(rel);
      files++;
      // Recorded even without a key, so an update in place knows the file (and removes it once it goes).
      reuse?.record(rel, key ?? '', file);
      if (isCompressible(rel) && !ownPrecompressed(rel)) precompressor.compress(rel, readFileSync(file), key ? { key } : {});
    };
    // The static folder's files the loader listed (links out of the site were left out), copied as
    // regular files: the output never holds a symbolic link.
    const assets = shared ? [...input.bundle.css, ...input.bundle.js, ...(input.bundle.lazy?.values() ?? [])] : [];
    // Split now: an asset's `ready` goes once it is made.
    const late = assets.filter((asset) => asset.ready);
    if (shared) {
      for (const url of input.graph.staticFiles) await copy(path.join(input.staticDir, url.slice(1)), url.slice(1));
      // The bundle first, so its compression (the slowest: brotli's best) overlaps the pages' rendering.
      for (const asset of assets) {
        if (late.includes(asset)) continue;
        put(asset.url.slice(1), asset.contents, true);
        for (const companion of asset.companions ?? []) put(companion.url.slice(1), companion.contents, false, companion.key);
      }
    }
    // Several pages in flight when rendering happens in worker threads; one at a time otherwise.
    await mapConcurrent(routes, input.concurrency ?? 1, async (route) => {
      // Compression keeps pace with rendering instead of piling up pages' bytes in memory.
      await room();
      if (input.router === 'hash') {
        for (const [rel, contents] of hashRouterFiles(route.url, await render(route), input.graph)) put(rel, contents);
        return;
      }
      // A page is keyed by what it depends on, so an unchanged one is not even rendered.
      const rel = outputPath(route.url);
      const key = reuse && input.pageKey?.(route);
      if (!keep(rel, key)) write(rel, await render(route), key);
    });
    if (shared) {
      for (const feed of renderFeeds(input.graph, input.siteUrl)) generate(feed.path, feed.contents);
      generate('sitemap.xml', renderSitemap(input.graph, input.siteUrl));
      generate('robots.txt', renderRobots(input.siteUrl));
    }
    // The images pages show: a shard's graph has those of the pages it parsed in full (its own).
    for (const [url, source] of input.graph.assets) await copy(source, url.slice(1));
    if (input.exports) {
      const { siteDir, title, summary } = input.exports;
      if (shared) generate(LLMS_TXT_URL.slice(1), renderLlmsTxt(input.graph, { title, summary, siteUrl: input.siteUrl }));
      if (shared) for (const file of renderApiDownloads(input.graph, siteDir)) generate(file.path, file.contents);
      // A doc's markdown export goes with its page.
      // An export is keyed by what it is made of, when known, so that a kept one's source is not even read
      // (the generator asks, then yields that route's export at once).
      let exportKey: string | undefined;
      const keptExport = (route: DocRoute, rel: string) => {
        exportKey = reuse ? input.exportKey?.(route) : undefined;
        return exportKey !== undefined && keep(rel, exportKey);
      };
      for (const exported of renderMarkdownExports(input.graph, siteDir, input.siteUrl, routes, keptExport)) {
        await room();
        generate(exported.path, exported.contents, exportKey);
      }
    }
    if (shared) {
      // Assets made while everything else was written (the search index) are waited for last.
      const waitStart = performance.now();
      await Promise.all(late.map((asset) => asset.ready));
      waitedMs = performance.now() - waitStart;
      for (const asset of late) put(asset.url.slice(1), asset.contents, true);
      // The search index's word chunks and result fragments come with its entry file (compressed as
      // they go, so that their bytes do not wait in the queue all at once).
      for (const asset of late) {
        for (const companion of asset.companions ?? []) {
          await room();
          put(companion.url.slice(1), companion.contents, false, companion.key);
        }
      }
    }
    await precompressor.done();
    await sink?.done();
    if (update) {
      reuse!.saveUnion();
      await update.commit([...written], reuse!.stale());
    } else {
      await swap!.commit();
    }
    reuse?.save();
    return { files, rendered, waitedMs, sinkWorkers: sink ? input.sink!.workers : 0 };
  } catch (error) {
    failed = true;
    // Nothing may write into the staging folder once it is gone.
    await sink?.close();
    sink = undefined;
    await staging.discard();
    throw error;
  } finally {
    await sink?.close();
  }
}
