// Runs every check on the route graph, before rendering. Each check is `(graph) => Diagnostic[]`;
// severities are the checks' own, `--strict` turns warnings into failures at the CLI.
import type { Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import { checkAnchors } from './anchors.js';
import { checkDuplicates } from './duplicates.js';
import { checkLinks } from './links.js';
import { checkRoutePaths } from './route-paths.js';

export function runChecks(graph: RouteGraph): Diagnostic[] {
  return [...checkLinks(graph), ...checkAnchors(graph), ...checkDuplicates(graph), ...checkRoutePaths(graph)];
}
