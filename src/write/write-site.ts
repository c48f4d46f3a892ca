// Writes the site: pages streamed one at a time into a staging folder, then static files, images,
// bundled assets, feeds, sitemap, robots.txt, llms.txt and markdown exports, each text file over 1 KB with its
// precompressed `.br` and `.gz` copies (precompress.ts); swapped in only when everything succeeded. A warm
// rebuild that updates the last build's folder in place stages only the files that changed (precompressed copies
// included), and moves them over the old ones.
import { copyFile } from 'node:fs/promises';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientAsset } from '../bundle/client.js';
import type { DocRoute, Route } from '../routes/types.js';
import { outputPath } from '../routes/urls.js';
import { mapConcurrent } from '../util/map-concurrent.js';
import { createStagingDir, createUpdateDir, type StagingDir, type UpdateDir } from './atomic-dir.js';
import { outputFile } from './output-dir.js';
import { bytesKey, type OutputReuse } from './output-reuse.js';
import type { WriteInput } from './write-input.js';

export type { WriteInput };
import { hashRouterFiles } from './hash-router.js';
import { renderFeeds } from './feeds.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { renderLlmsTxt } from './llms-txt.js';
import { renderMarkdownExports } from './markdown-exports.js';
import { LLMS_TXT_URL } from '../routes/urls.js';
import { renderApiDownloads } from './api-downloads.js';
import { createPrecompressor, precompressedKey, precompressSettings, type Precompressor } from './precompress.js';
import { createFileSink, SINK_THRESHOLD, type FileSink } from './file-sink.js';
import { getsPrecompressed, isCompressible, PRECOMPRESSED_SUFFIX } from '../util/compression.js';

/** A build that keeps its last pages by their keys starts its sink once this many pages were rendered. */
const SINK_START_RENDERED = 32;

/**
 * What was written: the file count, the pages rendered (the others were kept), how long the pages'
 * writing then waited for assets still being made, and how many sink workers wrote files (0: this thread
 * wrote them all).
 */
export interface WriteResult {
  files: number;
  rendered: number;
  waitedMs: number;
  sinkWorkers: number;
}

/** The steps, in order: shared files first, then pages, generated files, images, exports and the late assets. */
export async function writeSite(input: WriteInput): Promise<WriteResult> {
  const writer = await SiteWriter.open(input);
  try {
    await writer.copyStaticFiles();
    writer.putBundle();
    await writer.writePages();
    writer.generateSiteFiles();
    await writer.copyImages();
    await writer.writeExports();
    await writer.putLateAssets();
    return await writer.commit();
  } catch (error) {
    await writer.discard();
    throw error;
  } finally {
    await writer.closeSink();
  }
}

/**
 * One build's writing into its staging folder (a new folder swapped in at the end, or, updating the
 * last build's folder in place, only the files that changed). A file the last build wrote under the
 * same key is kept (hard-linked, or left in place), else written and recorded.
 */
class SiteWriter {
  readonly #input: WriteInput;
  readonly #reuse: OutputReuse | undefined;
  readonly #inPlace: boolean;
  readonly #update: UpdateDir | undefined;
  readonly #swap: StagingDir | undefined;
  readonly #staging: StagingDir | UpdateDir;
  readonly #routes: Route[];
  readonly #shared: boolean;
  readonly #precompressor: Precompressor;
  /** In place, the files written (to move into the output folder; a path written twice moves once). */
  readonly #written = new Set<string>();
  readonly #made = new Set<string>();
  /**
   * Static files copied by this build: a page or precompressed copy at the same path is written after
   * them, as a clean build does, never kept from the last build (which the copy has replaced).
   */
  readonly #copied = new Set<string>();
  /** The bundle's assets, and those of them made while everything else is written (the search index). */
  readonly #assets: ClientAsset[];
  readonly #late: ClientAsset[];
  /** Set when the build failed: a compression still in flight then writes nothing. */
  #failed = false;
  #sink: FileSink | undefined;
  /** The staging folder starts with one file: the marker saying docsgen made it. */
  #files = 1;
  #rendered = 0;
  #waitedMs = 0;

  static async open(input: WriteInput): Promise<SiteWriter> {
    const update = input.reuse?.inPlace === true ? await createUpdateDir(input.outDir) : undefined;
    const swap = update ? undefined : await createStagingDir(input.outDir, { emptyOutDir: input.emptyOutDir === true });
    return new SiteWriter(input, update ? { update } : { swap: swap as StagingDir });
  }

  private constructor(input: WriteInput, staging: { update: UpdateDir } | { swap: StagingDir }) {
    this.#input = input;
    this.#reuse = input.reuse;
    this.#inPlace = 'update' in staging;
    this.#update = 'update' in staging ? staging.update : undefined;
    this.#swap = 'swap' in staging ? staging.swap : undefined;
    this.#staging = 'update' in staging ? staging.update : staging.swap;
    this.#routes = input.routes ?? [...input.graph.routes.values()];
    this.#shared = input.shared !== false;
    this.#assets = this.#shared ? [...input.bundle.css, ...input.bundle.js, ...(input.bundle.lazy?.values() ?? [])] : [];
    // Split now: an asset's `ready` goes once it is made.
    this.#late = this.#assets.filter((asset) => asset.ready);
    const reuse = this.#reuse;
    this.#precompressor = createPrecompressor({
      keep: (rel, key) => this.#keepFile(rel, key),
      write: (rel, contents, key) => {
        if (this.#failed) return;
        // A precompressed copy kept alone (its pair was not) is a hard link to the last build's file:
        // replaced, never written into. (Without reuse, nothing is there to replace.)
        if (reuse) rmSync(this.#target(rel), { force: true });
        this.#writeFile(rel, contents, key);
      },
    });
    // Without a last build every page goes through the sink; with one, the pages whose key changed: its
    // workers start once that many were rendered (an edit may change many pages' inputs, few pages' bytes).
    if (!reuse || reuse.lastFiles === 0) this.#startSink();
  }

  /** The static folder's files the loader listed (links out of the site were left out), copied as regular files. */
  async copyStaticFiles(): Promise<void> {
    if (!this.#shared) return;
    for (const url of this.#input.graph.staticFiles) await this.#copy(path.join(this.#input.staticDir, url.slice(1)), url.slice(1));
  }

  /** The bundle first, so its compression (the slowest: brotli's best) overlaps the pages' rendering. */
  putBundle(): void {
    for (const asset of this.#assets) {
      if (this.#late.includes(asset)) continue;
      this.#put(asset.url.slice(1), asset.contents, true);
      for (const companion of asset.companions ?? []) this.#put(companion.url.slice(1), companion.contents, false, companion.key);
    }
  }

  /** Several pages in flight when rendering happens in worker threads; one at a time otherwise. */
  async writePages(): Promise<void> {
    const input = this.#input;
    await mapConcurrent(this.#routes, input.concurrency ?? 1, async (route) => {
      // Compression keeps pace with rendering instead of piling up pages' bytes in memory.
      await this.#room();
      if (input.router === 'hash') {
        for (const [rel, contents] of hashRouterFiles(route.url, await this.#render(route), input.graph)) this.#put(rel, contents);
        return;
      }
      // A page is keyed by what it depends on, so an unchanged one is not even rendered.
      const rel = outputPath(route.url);
      const key = this.#reuse && input.pageKey?.(route);
      if (!this.#keep(rel, key)) this.#write(rel, await this.#render(route), key);
    });
  }

  /** Feeds, sitemap and robots.txt. */
  generateSiteFiles(): void {
    if (!this.#shared) return;
    const { graph, siteUrl } = this.#input;
    for (const feed of renderFeeds(graph, siteUrl)) this.#generate(feed.path, feed.contents);
    this.#generate('sitemap.xml', renderSitemap(graph, siteUrl));
    this.#generate('robots.txt', renderRobots(siteUrl));
  }

  /** The images pages show: a shard's graph has those of the pages it parsed in full (its own). */
  async copyImages(): Promise<void> {
    for (const [url, source] of this.#input.graph.assets) await this.#copy(source, url.slice(1));
  }

  /** llms.txt, the spec downloads and each doc's markdown export, which goes with its page. */
  async writeExports(): Promise<void> {
    const input = this.#input;
    if (!input.exports) return;
    const { siteDir, title, summary } = input.exports;
    if (this.#shared) this.#generate(LLMS_TXT_URL.slice(1), renderLlmsTxt(input.graph, { title, summary, siteUrl: input.siteUrl }));
    if (this.#shared) for (const file of renderApiDownloads(input.graph, siteDir)) this.#generate(file.path, file.contents);
    // An export is keyed by what it is made of, when known, so that a kept one's source is not even read
    // (the generator asks, then yields that route's export at once).
    let exportKey: string | undefined;
    const keptExport = (route: DocRoute, rel: string) => {
      exportKey = this.#reuse ? input.exportKey?.(route) : undefined;
      return exportKey !== undefined && this.#keep(rel, exportKey);
    };
    for (const exported of renderMarkdownExports(input.graph, siteDir, input.siteUrl, this.#routes, keptExport)) {
      await this.#room();
      this.#generate(exported.path, exported.contents, exportKey);
    }
  }

  /** Assets made while everything else was written (the search index), waited for last. */
  async putLateAssets(): Promise<void> {
    if (!this.#shared) return;
    const waitStart = performance.now();
    await Promise.all(this.#late.map((asset) => asset.ready));
    this.#waitedMs = performance.now() - waitStart;
    for (const asset of this.#late) this.#put(asset.url.slice(1), asset.contents, true);
    // The search index's word chunks and result fragments come with its entry file (compressed as they
    // go, so that their bytes do not wait in the queue all at once).
    for (const asset of this.#late) {
      for (const companion of asset.companions ?? []) {
        await this.#room();
        this.#put(companion.url.slice(1), companion.contents, false, companion.key);
      }
    }
  }

  /** Every write finished, then the staging folder swapped in (or the changed files moved into place). */
  async commit(): Promise<WriteResult> {
    await this.#precompressor.done();
    await this.#sink?.done();
    const reuse = this.#reuse;
    if (this.#update && reuse) {
      reuse.saveUnion();
      await this.#update.commit([...this.#written], reuse.stale());
    } else {
      await this.#swap?.commit();
    }
    reuse?.save();
    return {
      files: this.#files,
      rendered: this.#rendered,
      waitedMs: this.#waitedMs,
      sinkWorkers: this.#sink && this.#input.sink ? this.#input.sink.workers : 0,
    };
  }

  /** After a failure: nothing may write into the staging folder once it is gone. */
  async discard(): Promise<void> {
    this.#failed = true;
    await this.#sink?.close();
    this.#sink = undefined;
    await this.#staging.discard();
  }

  async closeSink(): Promise<void> {
    await this.#sink?.close();
  }

  #startSink(): void {
    const { sink } = this.#input;
    if (sink && !this.#sink && this.#routes.length >= SINK_THRESHOLD) this.#sink = createFileSink(sink.script, sink.workers);
  }

  #render(route: Route): string | Promise<string> {
    if (++this.#rendered === SINK_START_RENDERED) this.#startSink();
    return this.#input.render(route);
  }

  /**
   * A file's path in the staging folder, its folder made. Synchronous on purpose: a page lands in the
   * page cache in microseconds, while each awaited write costs a round trip through libuv's thread pool.
   */
  #target(rel: string): string {
    if (this.#inPlace) this.#written.add(rel);
    const file = outputFile(this.#staging.dir, rel);
    const folder = path.dirname(file);
    if (!this.#made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.#made.add(folder);
    }
    return file;
  }

  #keepFile(rel: string, key: string | undefined): boolean {
    if (!key || this.#copied.has(rel) || !this.#reuse?.reuse(rel, key, (r) => this.#target(r))) return false;
    this.#files++;
    return true;
  }

  /** Where a kept file is now: left in place in the output folder, or linked into the staging folder. */
  #keptPath(rel: string): string {
    return this.#inPlace ? outputFile(this.#input.outDir, rel) : this.#target(rel);
  }

  #writeFile(rel: string, contents: string | Uint8Array, key: string | undefined): void {
    const file = this.#target(rel);
    writeFileSync(file, contents);
    this.#files++;
    if (key) this.#reuse?.record(rel, key, file);
  }

  /**
   * No precompressed copies at all with `precompress: false`; and a file of the site's own named like a
   * precompressed copy (static `x.js.gz` beside `x.js`) wins: no precompressed copies for `x.js`.
   */
  #ownPrecompressed(rel: string): boolean {
    const { graph } = this.#input;
    return (
      this.#input.precompress === false ||
      Object.values(PRECOMPRESSED_SUFFIX).some((suffix) => graph.staticFiles.has(`/${rel}${suffix}`) || graph.assets.has(`/${rel}${suffix}`))
    );
  }

  #keep(rel: string, key: string | undefined, best = false): boolean {
    if (!key || !this.#keepFile(rel, key)) return false;
    if (!this.#ownPrecompressed(rel)) this.#precompressor.kept(rel, () => this.#keptPath(rel), { key, best, size: this.#reuse?.keptSize(rel) });
    return true;
  }

  /** Through the sink: the file and its precompressed copies in one job, recorded once written. */
  #sinkWrite(sink: FileSink, rel: string, contents: Uint8Array, owned: boolean, key: string | undefined, best: boolean): void {
    const reuse = this.#reuse;
    const settings = !this.#ownPrecompressed(rel) && getsPrecompressed(rel, contents.byteLength) ? precompressSettings(contents.byteLength, best) : undefined;
    const rels = settings ? [rel, rel + PRECOMPRESSED_SUFFIX.br, rel + PRECOMPRESSED_SUFFIX.gzip] : [rel];
    const keys = settings ? [key, precompressedKey(key, 'br', settings.brotli), precompressedKey(key, 'gzip', settings.gzip)] : [key];
    const paths = rels.map((r) => this.#target(r));
    this.#files += paths.length;
    // A fresh staging folder holds only what this build put there, so there is nothing to replace.
    const replace = reuse !== undefined && this.#inPlace;
    void sink.write({ paths, contents, ...(settings ? { precompress: settings, replace } : {}) }, owned).then(
      (stats) => {
        stats.forEach(([size, mtimeMs], i) => {
          const [r, k, file] = [rels[i], keys[i], paths[i]];
          if (r && k && file) reuse?.record(r, k, file, { size, mtimeMs });
        });
      },
      () => undefined,
    );
  }

  #write(rel: string, text: string | Uint8Array, key: string | undefined, best = false): void {
    // Encoded once, for the file and both its precompressed copies (each would otherwise encode a string
    // of its own), and off the JavaScript heap, whose collections a big site's pages otherwise keep busy.
    const contents = typeof text === 'string' ? Buffer.from(text) : text;
    // The bundle's scripts and styles, compressed at brotli's best, stay off the sink (libuv's threads make them).
    if (this.#sink && !best) return this.#sinkWrite(this.#sink, rel, contents, typeof text === 'string', key, best);
    this.#writeFile(rel, contents, key);
    if (!this.#ownPrecompressed(rel)) this.#precompressor.compress(rel, contents, { ...(key ? { key } : {}), best });
  }

  async #room(): Promise<void> {
    await this.#precompressor.room();
    await this.#sink?.room();
  }

  /**
   * Any file but a page: keyed by its bytes, or by what its name says they are (`known`: see
   * ClientAsset.key). `best`: a script or style of the bundle (see precompress.ts).
   */
  #put(rel: string, contents: string | Uint8Array, best = false, known?: string): void {
    const key = this.#reuse && (known ?? bytesKey(contents));
    if (!this.#keep(rel, key, best)) this.#write(rel, contents, key, best);
  }

  /**
   * A file docsgen makes for the site (robots.txt, sitemap.xml, llms.txt, a feed, a markdown export such
   * as `docs.md`, the spec downloads), unless the site's static folder has its own at that path: that
   * one wins, as Docusaurus copies static files over its output (a staging site's `Disallow: /` stays),
   * and the generated one is not written, nor its precompressed copies (the static file has its own).
   * docsgen's own folder is refused to static files earlier (checks/route-paths.ts), and pages keep
   * their rules.
   */
  #generate(rel: string, contents: string | Uint8Array, known?: string): void {
    if (!this.#input.graph.staticFiles.has(`/${rel}`)) this.#put(rel, contents, false, known);
  }

  /**
   * A copied source file (static file, image) is keyed by the source's bytes, when known; it is
   * compressed from the bytes copied, when it is text. The output never holds a symbolic link.
   */
  async #copy(source: string, rel: string): Promise<void> {
    const key = this.#reuse && this.#input.sourceKey?.(source);
    if (this.#keep(rel, key)) return;
    const file = this.#target(rel);
    await copyFile(source, file);
    this.#copied.add(rel);
    this.#files++;
    // Recorded even without a key, so an update in place knows the file (and removes it once it goes).
    this.#reuse?.record(rel, key ?? '', file);
    if (isCompressible(rel) && !this.#ownPrecompressed(rel)) this.#precompressor.compress(rel, readFileSync(file), key ? { key } : {});
  }
}
