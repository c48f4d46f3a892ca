// Reports `#fragment` links (same page or another) whose target page defines no such id. A page's
// anchors are every id it renders: heading ids, `{#custom-id}`s, raw HTML ids, theme ids.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph, RouteLink } from '../routes/types.js';
import { closest } from '../util/closest.js';
import { allLinks, fileTargets, findTarget } from './targets.js';

/** Ids the theme renders on every page (the skip link's target). */
export const THEME_ANCHORS = new Set(['main-content']);

export function checkAnchors(graph: RouteGraph, links: Iterable<RouteLink> = allLinks(graph)): Diagnostic[] {
  const problemOf = anchorProblems(graph);
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const problem = problemOf(link);
    if (problem) diagnostics.push(problem);
  }
  return diagnostics;
}

/** checkAnchors for one link at a time (undefined: no problem), for the links of one graph. */
export function anchorProblems(graph: RouteGraph): (link: RouteLink) => Diagnostic | undefined {
  const files = fileTargets(graph);
  return (link) => {
    if (link.path === undefined || !link.fragment) return undefined;
    const target = findTarget(graph, link.path, files);
    if (target?.kind !== 'route') return undefined;
    const anchor = safeDecode(link.fragment);
    if (target.route.anchors.has(anchor) || THEME_ANCHORS.has(anchor)) return undefined;
    const guess = closest(anchor, target.route.anchors);
    return createDiagnostic('anchor/missing', {
      message: `Link to ${target.route.url}#${link.fragment}: page has no anchor "${anchor}"`,
      file: link.file,
      line: link.line,
      column: link.column,
      hint: guess
        ? `Did you mean "#${guess}"?`
        : target.route.anchors.size
          ? `Anchors on that page: ${[...target.route.anchors]
              .slice(0, 8)
              .map((a) => `#${a}`)
              .join(', ')}${target.route.anchors.size > 8 ? ', …' : ''}.`
          : 'That page has no anchors; link to the page itself.',
    });
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
