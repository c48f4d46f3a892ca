// Runs every check on the route graph and applies severities; `--strict` turns warnings into errors
// at the CLI. Each check is `(graph) => Diagnostic[]`.
import type { Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import { checkDuplicates } from './duplicates.js';

export function runChecks(graph: RouteGraph): Diagnostic[] {
  return [...checkDuplicates(graph)];
}
