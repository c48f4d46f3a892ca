// What `build` and `check` are asked (BuildOptions) and what they answer (BuildResult), shared by build.ts,
// the plan it makes (build-plan.ts) and the command line.
import type { Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import type { ContentCounts } from './load-site.js';
import type { Shard } from './shard.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides the config's outDir (relative to the current folder). */
  outDir?: string;
  /** --empty-out-dir: replace a non-empty output folder docsgen did not make. */
  emptyOutDir?: boolean;
  /** Warnings stop the build too. */
  strict?: boolean;
  /** `docsgen check`: stop after the checks; nothing is rendered or written. */
  checkOnly?: boolean;
  /** Reuse parsed markdown and the last build's files through the on-disk cache. */
  cache?: boolean;
  /** Worker threads for parsing and rendering large sites (default: the machine's parallelism; 1: none). */
  workers?: number;
  /**
   * Parse and write only this share of the pages (see shardRoutes; the others are read as outlines),
   * report only its problems, and write its part of the search index; share 1 also writes the files
   * every page shares. `docsgen merge` (mergeSearchParts) finishes the merged folders.
   */
  shard?: Shard;
  /** Markdown files from which docs' bodies wait on disk for their pages (default 5,000; see body-spill.ts). */
  bodiesOnDiskFrom?: number;
  /** Told once when another build is writing the same output folder and this one waits for it. */
  onWait?: (message: string) => void;
  /** `--no-precompress` (false): write no `.br`/`.gz` copies, whatever the config's `precompress` says. */
  precompress?: boolean;
  /** Told when the build enters a stage, and as each page is written (the command line's live line). */
  onProgress?: (progress: BuildProgress) => void;
}

/** Where a build is: its stage and, while pages are written, how many of how many. */
export interface BuildProgress {
  stage: 'loading' | 'checking' | 'writing';
  /** Pages rendered so far, and pages to write (`writing` only). */
  done?: number;
  total?: number;
}

export interface BuildCounts extends ContentCounts {
  /** Render worker threads. */
  renderWorkers: number;
  /** Worker threads that wrote the files (0: the main thread wrote them; see file-sink.ts). */
  sinkWorkers: number;
  /** Pages rendered (the others were kept from the last build). */
  rendered: number;
  /** Output files kept from the last build (their key did not change). */
  reused: number;
  /** Input files added, removed or changed since the last build into the same folder (when its state is known). */
  changedInputs?: number;
  /** Pages whose props were made, and whose props' memo held (a build with the cache; see render/props-memo.ts). */
  props?: { made: number; kept: number };
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Milliseconds per stage, for --debug and the benchmarks. */
  timings: Record<string, number>;
  counts: BuildCounts;
  /** The output folder (written only when `ok` and not `checkOnly`). */
  outDir?: string;
  /** The route graph, once the content loaded without errors. */
  graph?: RouteGraph;
  /** Files and pages written (all routes, or the shard's share). */
  files: number;
  pages: number;
  /** The site's routes (also when nothing had to be loaded: no input changed since the last build). */
  routes?: number;
  /** What the build did differently from what was asked, and why (not a problem of the site). */
  notices: string[];
}
