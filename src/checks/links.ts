// Reports links that could run script (error), internal links that match no route and no static file
// (error), relative links to markdown files that do not exist (warning) and unknown doc ids in pagination
// front matter (error).
import path from 'node:path';
import { createDiagnostic, type Diagnostic, unsafeLinkDiagnostic } from '../diagnostics/index.js';
import type { RouteGraph, RouteLink } from '../routes/types.js';
import { normalisePath } from '../routes/urls.js';
import { closest } from '../util/closest.js';
import { allLinks, fileTargets, findTarget } from './targets.js';

export function checkLinks(graph: RouteGraph, links: Iterable<RouteLink> = allLinks(graph)): Diagnostic[] {
  const problemOf = linkProblems(graph);
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const problem = problemOf(link);
    if (problem) diagnostics.push(problem);
  }
  return diagnostics;
}

/** checkLinks for one link at a time (undefined: no problem), for the links of one graph. */
export function linkProblems(graph: RouteGraph): (link: RouteLink) => Diagnostic | undefined {
  const files = fileTargets(graph);
  const at = (link: RouteLink) => ({ file: link.file, line: link.line, column: link.column });
  return (link) => {
    if (link.unsafe) return unsafeLinkDiagnostic(link.raw, at(link));
    if (link.missingFile !== undefined) {
      const known = [...graph.routes.values()].flatMap((r) => (r.source ? [r.source] : []));
      const guess = closest(link.missingFile, known);
      return createDiagnostic('markdown/link-to-file', {
        message: `Link to ${link.raw}: no markdown file ${link.missingFile}`,
        ...at(link),
        hint: guess ? `Did you mean ${relativeLink(link.file, guess)}?` : 'Fix the path; it is relative to this file.',
      });
    }
    if (link.missingDocId !== undefined) {
      const instanceIds = [...graph.instances.values()].flatMap((i) => [...i.docUrls.keys()]);
      const guess = closest(link.missingDocId, instanceIds);
      return createDiagnostic('link/broken', {
        message: `No doc with id "${link.missingDocId}"`,
        ...at(link),
        hint: guess ? `Did you mean "${guess}"?` : 'Use the id of a doc of the same docs instance, or null for no link.',
      });
    }
    if (link.path === undefined || findTarget(graph, link.path, files)) return undefined;
    const guess = closest(normalisePath(link.path), graph.routes.keys());
    return createDiagnostic('link/broken', {
      message: `Link to ${link.raw}: no such page${link.raw.split(/[?#]/)[0] === link.path ? '' : ` (${link.path})`}`,
      ...at(link),
      hint: guess ? `Did you mean ${guess}?` : 'Link to an existing page, or add the page or file.',
    });
  };
}

/** How `target` is written as a relative link from `file` (both site-relative). */
function relativeLink(file: string, target: string): string {
  const rel = path.posix.relative(path.posix.dirname(file), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}
