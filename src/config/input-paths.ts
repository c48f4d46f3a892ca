// Every file and folder path a config names for the site to read (docs and blog folders, sidebars files,
// the spec, the static folder, MDX aliases, plugin and stylesheet files), found by walking the config
// with its schema: a schema marked `input` (schema.ts) is such a path wherever it is used, so a new path
// setting is guarded (output folder, see write/output-dir.ts) without being listed by hand.
import type { z } from 'zod';

/** What a schema marked in schema.ts reads: a site path, or a site path only when it starts with `.` (else a package or a static file). */
export type InputMark = 'path' | 'relative-path';

/** The metadata key schema.ts marks input paths with. */
export const INPUT_META = 'input';

/** One path the config names: where (`docs.0.sidebarPath`) and as written. */
export interface ConfigInputPath {
  key: string;
  value: string;
}

/** Every input path `value` (validated by `schema`) holds, in the order the config writes them. */
export function configInputPaths(schema: z.ZodType, value: unknown): ConfigInputPath[] {
  const found: ConfigInputPath[] = [];
  walk(schema, value, [], found);
  return found;
}

function walk(schema: z.ZodType, value: unknown, at: (string | number)[], found: ConfigInputPath[]): void {
  if (value === undefined || value === null) return;
  const mark = (schema.meta() as Record<string, unknown> | undefined)?.[INPUT_META] as InputMark | undefined;
  if (mark && typeof value === 'string') {
    if (mark === 'path' || value.startsWith('.')) found.push({ key: at.join('.'), value });
    return;
  }
  // The definition's parts by kind (zod's own shape of schemas: objects, wrappers, unions, collections).
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const child = (inner: unknown, v: unknown, key?: string | number) => walk(inner as z.ZodType, v, key === undefined ? at : [...at, key], found);
  switch (def.type) {
    case 'object':
      for (const [key, inner] of Object.entries(def.shape as Record<string, z.ZodType>)) child(inner, (value as Record<string, unknown>)[key], key);
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, i) => child(def.element, item, i));
      return;
    case 'tuple':
      if (Array.isArray(value)) (def.items as z.ZodType[]).forEach((inner, i) => child(inner, value[i], i));
      return;
    case 'record':
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) child(def.valueType, item, key);
      return;
    case 'union': {
      // The option the value is: the first that accepts it, as zod chose when it validated.
      const option = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
      if (option) child(option, value);
      return;
    }
    case 'intersection':
      child(def.left, value);
      child(def.right, value);
      return;
    case 'pipe':
      child(def.out, value);
      return;
    case 'lazy':
      child((def.getter as () => z.ZodType)(), value);
      return;
    default:
      // Wrappers (optional, default, nullable, readonly, catch…) hold the schema that read the value.
      if (def.innerType) child(def.innerType, value);
  }
}
