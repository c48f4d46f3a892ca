// The checks of a cached build: a doc whose source did not change keeps the link and anchor problems the
// last build found on it, while everything a link's fate depends on besides the link (every route's URL,
// kind, source and anchors, the files links may land on, the docs' ids) is what it was then and only
// docs' sources changed. Every other link (the chrome's, other pages', changed docs') is checked again,
// and the problems come in the order a full check gives them.
import type { Diagnostic } from '../diagnostics/index.js';
import type { DocRoute, Route, RouteGraph } from '../routes/types.js';
import { digestOf } from '../util/hash.js';
import { anchorProblems } from './anchors.js';
import { checkDuplicates } from './duplicates.js';
import { linkProblems } from './links.js';
import { checkRoutePaths } from './route-paths.js';
import { checkSiteDefaults } from './site-defaults.js';
import { fileTargets, linksByRoute } from './targets.js';

/** What a build's checks leave for the next one's. */
export interface KeptChecks {
  /** checkInputsDigest of the graph they were found on. */
  digest: string;
  /** The link and anchor problems of the docs that have any (and whose links are all their own), by URL. */
  docs: Record<string, [links: Diagnostic[], anchors: Diagnostic[]]>;
  /** checkRoutePaths's problems. */
  routePaths: Diagnostic[];
}

/** Bumped when what is kept, or how a problem is found, changes. */
const VERSION = '2';

/** A kept doc without problems. */
const NONE: [Diagnostic[], Diagnostic[]] = [[], []];

/**
 * Every check's problems (before the site's switches), as runChecks finds them, keeping what `last`
 * holds for the docs whose source is not among `changed` (site-relative paths of the input files
 * changed since), and what the next build may keep.
 */
export function checkKeeping(graph: RouteGraph, staticDir: string, last: KeptChecks | undefined, changed: ReadonlySet<string>): { found: Diagnostic[]; kept: KeptChecks } {
  const digest = checkInputsDigest(graph);
  const docSources = new Set<string>();
  for (const route of graph.routes.values()) if (route.kind === 'doc') docSources.add(route.doc.file);
  const reuse = last?.digest === digest && [...changed].every((file) => docSources.has(file)) ? last : undefined;
  const linkProblem = linkProblems(graph);
  const anchorProblem = anchorProblems(graph);
  const links: Diagnostic[] = [];
  const anchors: Diagnostic[] = [];
  const docs: KeptChecks['docs'] = {};
  // The docs whose problems may be kept: their links are their file's alone (a doc that imports other
  // files, or shows links written elsewhere, is checked every time).
  const keepable = (route: Route): route is DocRoute => route.kind === 'doc' && !route.doc.markdown.fromModule && route.links.every((link) => link.file === route.doc.file);
  const keptFor = (route: Route) => (reuse && keepable(route) && !changed.has(route.doc.file) ? (reuse.docs[route.url] ?? NONE) : undefined);
  // Each route's problems (the chrome's first), in the order a full check finds them: a kept doc's
  // where its links would have been checked.
  const found = new Map<Route | undefined, [Diagnostic[], Diagnostic[]] | undefined>([[undefined, undefined]]);
  for (const route of graph.routes.values()) found.set(route, keptFor(route));
  for (const [route, link] of linksByRoute(graph, (route) => found.get(route) !== undefined)) {
    let mine = found.get(route);
    if (!mine) found.set(route, (mine = [[], []]));
    const problem = linkProblem(link);
    const anchor = anchorProblem(link);
    if (problem) mine[0].push(problem);
    if (anchor) mine[1].push(anchor);
  }
  for (const [route, mine] of found) {
    if (!mine) continue;
    links.push(...mine[0]);
    anchors.push(...mine[1]);
    if (route && keepable(route) && (mine[0].length > 0 || mine[1].length > 0)) docs[route.url] = mine;
  }
  // A route path's problem names where the URL is written: found again when that file changed.
  const routePaths = reuse && !reuse.routePaths.some((problem) => problem.file !== undefined && changed.has(problem.file)) ? reuse.routePaths : checkRoutePaths(graph, staticDir);
  return { found: [...links, ...anchors, ...checkDuplicates(graph), ...routePaths, ...checkSiteDefaults(graph)], kept: { digest, docs, routePaths } };
}

/**
 * A hash of what the checks read besides the links themselves: every route's URL, kind, source and
 * anchors, the files links may land on (static files, images, feeds) and each docs instance's doc ids.
 */
export function checkInputsDigest(graph: RouteGraph): string {
  const parts: string[] = [VERSION];
  for (const route of graph.routes.values()) parts.push(route.url, route.kind, route.source ?? '', [...route.anchors].join('\u0001'));
  parts.push('\u0002', ...fileTargets(graph));
  for (const [id, instance] of graph.instances) parts.push('\u0003', id, ...instance.docUrls.keys());
  return digestOf('sha1', parts.join('\u0000'), 'base64url');
}
