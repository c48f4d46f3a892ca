// What writeSite is given (write-site.ts): the graph and bundle, where to write, how each route renders
// and is keyed, and what the last build left to keep.
import type { ClientBundle } from '../bundle/client.js';
import type { DocRoute, Route, RouteGraph } from '../routes/types.js';
import type { OutputReuse } from './output-reuse.js';

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
