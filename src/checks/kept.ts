// The checks of a cached build: a doc whose source did not change keeps the link and anchor problems the
// last build found on it, while everything a link's fate depends on besides the link (every route's URL,
// kind, source and anchors, the files links may land on, the docs' ids) is what it was then and only
// docs' sources changed. Every other link (the chrome's, other pages', changed docs') is checked again,
// and the problems come in the order a full check gives them.
import type { Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph, RouteLink } from '../routes/types.js';
import { digestOf } from '../util/hash.js';
import { anchorProblems } from './anchors.js';
import { checkDuplicates } from './duplicates.js';
import { linkProblems } from './links.js';
import { checkRoutePaths } from './route-paths.js';
import { fileTargets, linkKey } from './targets.js';

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
const VERSION = '1';

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
  const check = (link: RouteLink, mine?: [Diagnostic[], Diagnostic[]]) => {
    const problem = linkProblem(link);
    const anchor = anchorProblem(link);
    if (problem) links.push(problem), mine?.[0].push(problem);
    if (anchor) anchors.push(anchor), mine?.[1].push(anchor);
  };
  // As allLinks yields them: a link shown on several pages (not a doc's own) once.
  const seen = new Set<string>();
  const first = (link: RouteLink) => {
    const key = linkKey(link);
    return !seen.has(key) && !!seen.add(key);
  };
  for (const link of graph.chromeLinks) if (first(link)) check(link);
  for (const route of graph.routes.values()) {
    const own = route.kind === 'doc' ? route.doc.file : undefined;
    // A doc's links are its file's alone unless it imports others (then they are checked every time).
    const keepable = own !== undefined && route.kind === 'doc' && !route.doc.markdown.fromModule && route.links.every((link) => link.file === own);
    if (keepable && reuse && !changed.has(own)) {
      const kept = reuse.docs[route.url];
      if (kept) {
        links.push(...kept[0]);
        anchors.push(...kept[1]);
        docs[route.url] = kept;
      }
      continue;
    }
    const mine: [Diagnostic[], Diagnostic[]] | undefined = keepable ? [[], []] : undefined;
    for (const link of route.links) if (link.file === own || first(link)) check(link, mine);
    if (mine && (mine[0].length > 0 || mine[1].length > 0)) docs[route.url] = mine;
  }
  // A route path's problem names where the URL is written: found again when that file changed.
  const routePaths = reuse && !reuse.routePaths.some((problem) => problem.file !== undefined && changed.has(problem.file)) ? reuse.routePaths : checkRoutePaths(graph, staticDir);
  return { found: [...links, ...anchors, ...checkDuplicates(graph), ...routePaths], kept: { digest, docs, routePaths } };
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
