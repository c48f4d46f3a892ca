// Reports URLs produced by more than one source, naming every source file.
import type { Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';

export function checkDuplicates(graph: RouteGraph): Diagnostic[] {
  return [...graph.duplicates].map(([url, sources]) => ({
    code: 'route/duplicate',
    severity: 'warning',
    message: `${sources.length} sources produce the route ${url}: ${sources.join(', ')}`,
    file: sources[sources.length - 1]!.startsWith('(') ? undefined : sources[sources.length - 1],
    line: 1,
    column: 1,
    hint: `Only ${sources[0]} is built. Give the others another \`slug\` or file name.`,
  }));
}
