// Example values from JSON schemas: the schema's own example, default, enum or const first, otherwise a
// plausible value by type and format. Cycle-safe and depth-limited; never throws on odd schemas.

export type Schema = Record<string, unknown>;

const MAX_DEPTH = 6;

/**
 * An example value for `schema` (undefined when there is nothing sensible to show). Requests leave out
 * readOnly properties, responses writeOnly ones.
 */
export function exampleOf(schema: unknown, mode: 'request' | 'response' = 'response', seen: Set<unknown> = new Set(), depth = 0): unknown {
  if (!isSchema(schema) || seen.has(schema) || depth > MAX_DEPTH) return undefined;
  const own = declaredExample(schema);
  if (own !== undefined) return own;
  seen.add(schema);
  try {
    if (Array.isArray(schema.allOf)) {
      const parts = schema.allOf.map((s) => exampleOf(s, mode, seen, depth + 1));
      if (parts.every((p) => isPlainObject(p) || p === undefined)) return Object.assign({}, ...parts.filter(Boolean));
      return parts.find((p) => p !== undefined);
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const options = schema[key];
      if (Array.isArray(options) && options.length) return exampleOf(options[0], mode, seen, depth + 1);
    }
    const type = primaryType(schema);
    if (type === 'object' || (type === undefined && isSchema(schema.properties))) {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries((schema.properties as Record<string, unknown>) ?? {})) {
        if (isSchema(prop) && prop[mode === 'request' ? 'readOnly' : 'writeOnly'] === true) continue;
        const value = exampleOf(prop, mode, seen, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    if (type === 'array') {
      const item = exampleOf(schema.items, mode, seen, depth + 1);
      return item === undefined ? [] : [item];
    }
    return scalarExample(type, typeof schema.format === 'string' ? schema.format : undefined);
  } finally {
    seen.delete(schema);
  }
}

/** The example a schema (or parameter, or media type) declares itself, if any. */
export function declaredExample(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (isPlainObject(schema.examples)) {
    const first = Object.values(schema.examples)[0];
    if (isPlainObject(first) && 'value' in first) return first.value;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  return undefined;
}

export function scalarExample(type: string | undefined, format: string | undefined): unknown {
  switch (format) {
    case 'email':
      return 'ada@example.com';
    case 'date-time':
      return '2026-02-03T09:14:22Z';
    case 'date':
      return '2026-02-03';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'uuid':
      return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    case 'binary':
      return 'file.bin';
  }
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return 'string';
    default:
      return undefined;
  }
}

/** The first non-null type of a schema (`type: [string, null]` is a string). */
export function primaryType(schema: Schema): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return (t.find((x) => x !== 'null') ?? t[0]) as string | undefined;
  return undefined;
}

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isSchema(value);
}

/** Formats an example for display and for form fields: strings as they are, the rest as JSON. */
export function exampleText(value: unknown, pretty = false): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, pretty ? 2 : undefined) ?? '';
}
