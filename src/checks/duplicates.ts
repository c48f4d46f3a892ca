// Reports URLs produced by more than one source: one warning at each extra source (at its `slug` line
// when it sets one), naming every source and the one that is built.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';

export function checkDuplicates(graph: RouteGraph): Diagnostic[] {
  return [...graph.duplicates].flatMap(([url, sources]) => {
    const [built, ...others] = sources;
    const names = sources.map((s) => s.source).join(', ');
    return others.map((other) =>
      createDiagnostic('route/duplicate', {
        message: `${sources.length} sources produce the route ${url}: ${names}`,
        ...(other.source.startsWith('(') ? {} : { file: other.source, line: other.line, column: other.column }),
        hint: `Only ${built!.source} is built. Give ${other.source} another \`slug\` or file name.`,
      }),
    );
  });
}
