// Named schemas used in many places of a spec (operations and other schemas): the schema trees link to
// their models entry past a depth instead of unfolding them again in every operation that nests them.
// Counts direct uses only (a walk stops at each named schema), so it costs one pass over the spec.
import { isSchema } from './examples.js';

/** A named schema used at least this many times is shared. */
const SHARED_USES = 3;

/** The named schemas (by identity, after dereferencing) used directly from `SHARED_USES` places or more. */
export function findSharedSchemas(doc: Record<string, unknown>, names: Map<object, string>): Set<object> {
  const uses = new Map<object, number>();
  const seen = new Set<object>();
  const walk = (value: unknown, top: boolean) => {
    if (typeof value !== 'object' || value === null) return;
    if (!top && names.has(value)) {
      uses.set(value, (uses.get(value) ?? 0) + 1);
      return;
    }
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) for (const item of value) walk(item, false);
    else for (const child of Object.values(value)) walk(child, false);
  };
  walk(doc.paths, false);
  walk(doc.webhooks, false);
  for (const schema of names.keys()) walk(schema, true);
  return new Set([...uses].filter(([, n]) => n >= SHARED_USES).map(([schema]) => schema));
}
