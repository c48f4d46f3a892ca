// Reports links that could run script (error), internal links that match no route and no static file
// (error), relative links to markdown files that do not exist (warning) and unknown doc ids in pagination
// front matter (error).
import path from 'node:path';
import { createDiagnostic, type Diagnostic, SHOWN_PER_FILE_AND_CODE, unsafeLinkDiagnostic } from '../diagnostics/index.js';
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
  // A guess compares the path with every route: made once a path, and for the first broken links of a
  // file only (the report shows no more: SHOWN_PER_FILE_AND_CODE), so a page of 25,000 broken links
  // on a site of thousands of pages costs no more than its first ones.
  const guesses = new Map<string, string | undefined>();
  const guessed = new Map<string, number>();
  const guessRoute = (file: string, written: string): string | undefined => {
    const target = normalisePath(written);
    if (guesses.has(target)) return guesses.get(target);
    const count = guessed.get(file) ?? 0;
    if (count >= SHOWN_PER_FILE_AND_CODE) return undefined;
    guessed.set(file, count + 1);
    const guess = closest(target, graph.routes.keys());
    guesses.set(target, guess);
    return guess;
  };
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
    const guess = guessRoute(link.file, link.path);
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
