// The shapes `docsgen dev`'s site model works with: a build as served, what a change did, and the
// answer to a request; and the small helpers they share.
import type { SiteChrome } from '../../theme/props.js';
import type { ClientBundle } from '../bundle/client.js';
import type { SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { GraphInput } from '../routes/graph.js';
import type { RouteGraph } from '../routes/types.js';
import type { ExtraAssets, ThemeBundle } from './client-assets.js';

/** What a batch of changed files touches: theme CSS only, content (markdown, spec, static), or everything. */
export type ChangeKind = 'styles' | 'content' | 'all';

/** One good build, as served. */
export interface Built {
  config: SiteConfig;
  graph: RouteGraph;
  /** What the graph was built from (its docs instances are replaced by the held docs' on a rebuild). */
  input: GraphInput;
  themeBundle: ThemeBundle;
  /** The island chunks and stylesheets the load found, for the bundle of a rebuilt graph. */
  extra: ExtraAssets;
  bundle: ClientBundle;
  chrome: SiteChrome;
  /** Problems of the load that are not the docs' (pages, posts, the spec, stylesheets). */
  otherProblems: Diagnostic[];
  /** The checks' problems (as warnings). */
  checked: Diagnostic[];
}

/** What a load or change did, for the terminal and the browsers. */
export interface DevUpdate {
  ok: boolean;
  diagnostics: Diagnostic[];
  ms: number;
  /** What open browsers should do: reload, swap the stylesheet, or nothing. */
  browsers: 'reload' | 'css' | 'none';
  css?: string;
  /** Runs the link checks over the changed site, once the reloading browsers have been served. */
  checkLater?: () => DevUpdate;
}

/** The answer to a request: a page, a file in memory, a file on disk, a redirect, nothing, or no build yet. */
export type DevResponse =
  | { type: 'page'; status: 200 | 404; html: string }
  | { type: 'asset'; contents: Uint8Array | string; contentType: string }
  | { type: 'file'; absPath: string }
  | { type: 'static'; rel: string }
  | { type: 'redirect'; pathname: string; search: string }
  | { type: 'not-found' }
  | { type: 'no-build' };

/** A check result as the dev server reports it: a warning, which never stops a rebuild. */
/** The update of a whole load begun at `start`: browsers reload when it succeeded. */
export function loadUpdate(diagnostics: Diagnostic[], start: number, ok: boolean): DevUpdate {
  return { ok, diagnostics, ms: Math.round(performance.now() - start), browsers: ok ? 'reload' : 'none' };
}

export function asWarning(diagnostic: Diagnostic): Diagnostic {
  return { ...diagnostic, severity: 'warning' };
}

/** The content type of a bundle file served from memory. */
export function contentType(pathname: string): string {
  if (pathname.endsWith('.css')) return 'text/css; charset=utf-8';
  if (pathname.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (pathname.endsWith('.json')) return 'application/json';
  if (pathname.endsWith('.woff2')) return 'font/woff2';
  if (pathname.endsWith('.woff')) return 'font/woff';
  if (pathname.endsWith('.ttf')) return 'font/ttf';
  return 'application/octet-stream';
}
