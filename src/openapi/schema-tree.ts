// Flattens a dereferenced JSON schema (which may contain object cycles) into a plain SchemaNode tree:
// allOf merged, oneOf/anyOf kept as variants; recursion, and named schemas past the tree's budget, become
// a `ref` to the schema's entry in the models section, as do schemas used in many places, past a depth.
// There is no depth limit: anonymous objects always unfold.
import type { CodeTokens, SchemaNode, SpecText } from '../../theme/props.js';
import { exampleText, isSchema, primaryType, type Schema } from './examples.js';

export type JsonPath = (string | number)[];

export interface SchemaContext {
  /** Component name of each named schema object (by identity, after dereferencing). */
  names: Map<object, string>;
  /** Where each named schema lives in the spec, for description positions. */
  namePaths: Map<object, JsonPath>;
  /** Anchor id in the models section (`schema/<name>`) of each named schema. */
  ids: Map<object, string>;
  /** Named schemas used in many places: linked, not unfolded, from SHARED_DEPTH down. */
  shared?: Set<object>;
  /** Markdown description -> its HTML (the markdown stage's); `path` locates it in the spec when known. */
  describe: (text: string, path: JsonPath | undefined) => SpecText;
  /** Code -> highlighted tokens, undefined for a language it does not know. */
  highlight: (code: string, language: string | undefined) => CodeTokens | undefined;
}

/**
 * What the tree is for: a request leaves out readOnly properties, a response writeOnly ones, a model
 * shows both and links every named schema nested in it instead of unfolding it.
 */
export type SchemaMode = 'request' | 'response' | 'model';

interface Walk {
  ancestors: Set<object>;
  depth: number;
  path: JsonPath | undefined;
  mode: SchemaMode;
  /** Nodes left in this tree: past it, named schemas are links to the models section. */
  budget: { left: number };
}

/**
 * Nodes a tree unfolds before its named schemas become links: enough for most bodies in full, while
 * a giant spec's operation stays a few hundred kilobytes of HTML.
 */
const NODE_BUDGET = 100;

/**
 * From this depth (a body's properties are at 1, theirs at 2), a named schema used in many places links to
 * its models entry: it is shown once there, not again in every operation that nests it.
 */
const SHARED_DEPTH = 3;

/** Entries of a discriminator's mapping shown where the schema is used; a longer one is in the models section. */
const MAPPING_INLINE = 20;

/** The tree for one schema (a parameter's, a body's, a response's or a model's). */
export function flattenSchema(schema: unknown, context: SchemaContext, path?: JsonPath, mode: SchemaMode = 'response'): SchemaNode {
  return node(schema, context, { ancestors: new Set(), depth: 0, path, mode, budget: { left: NODE_BUDGET } });
}

function node(raw: unknown, ctx: SchemaContext, walk: Walk, name?: string, required?: boolean): SchemaNode {
  const schema: Schema = isSchema(raw) ? raw : {};
  const title = ctx.names.get(schema);
  const id = ctx.ids.get(schema);
  const path = ctx.namePaths.get(schema) ?? walk.path;
  const base: SchemaNode = { ...(name !== undefined ? { name } : {}), type: 'any', ...(required ? { required } : {}) };
  walk.budget.left--;
  if (walk.ancestors.has(schema)) return { ...base, type: title ?? 'object', ref: { name: title ?? 'parent', id: id ?? '', reason: 'recursive' } };
  const merged = mergeAllOf(schema);
  Object.assign(base, describeScalar(merged, ctx, path));
  if (title) base.title = title;
  const linked = walk.mode === 'model' || walk.budget.left <= 0 || (walk.depth >= SHARED_DEPTH && ctx.shared?.has(schema) === true);
  if (id && walk.depth > 0 && hasChildren(merged) && linked) {
    return { ...base, ref: { name: title!, id, reason: 'elsewhere' } };
  }
  walk.ancestors.add(schema);
  const inner = (child: unknown, childName: string | undefined, isRequired: boolean | undefined, step: JsonPath) =>
    node(child, ctx, { ...walk, depth: walk.depth + 1, path: path ? [...path, ...step] : undefined }, childName, isRequired);
  try {
    const type = base.type;
    if (type.startsWith('array') && isSchema(merged.items)) {
      const items = inner(merged.items, undefined, undefined, ['items']);
      base.type = `array of ${items.title ?? items.type}`;
      if (items.children) base.children = items.children;
      if (items.variants) base.variants = items.variants;
      if (items.enum && !base.enum) base.enum = items.enum;
      if (items.ref) base.ref = items.ref;
    }
    if (isSchema(merged.properties)) {
      const requiredSet = new Set(Array.isArray(merged.required) ? (merged.required as string[]) : []);
      const hidden = walk.mode === 'request' ? 'readOnly' : walk.mode === 'response' ? 'writeOnly' : undefined;
      base.children = Object.entries(merged.properties)
        .filter(([, child]) => !(hidden && isSchema(child) && child[hidden] === true))
        .map(([prop, child]) => inner(child, prop, requiredSet.has(prop), ['properties', prop]));
    }
    if (isSchema(merged.additionalProperties)) {
      (base.children ??= []).push(inner(merged.additionalProperties, '[key]', undefined, ['additionalProperties']));
    }
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const options = merged[kind];
      if (!Array.isArray(options)) continue;
      base.variants = { kind, options: options.map((o, i) => inner(o, undefined, undefined, [kind, i])) };
    }
    const discriminator = merged.discriminator;
    if (isSchema(discriminator) && typeof discriminator.propertyName === 'string') {
      const mapping = isSchema(discriminator.mapping)
        ? Object.entries(discriminator.mapping).map(([value, target]) => ({ value, schema: String(target).replace(/^.*\//, '') }))
        : undefined;
      // A long mapping of a named schema is listed once, in the schema's models entry; elsewhere it is
      // named and linked (Microsoft Graph's 653 entries made a page over 1 MB, once per use).
      const listedElsewhere = mapping && mapping.length > MAPPING_INLINE && id && title && !(walk.mode === 'model' && walk.depth === 0);
      base.discriminator = {
        propertyName: discriminator.propertyName,
        ...(listedElsewhere ? { listed: { count: mapping.length, id, name: title } } : mapping ? { mapping } : {}),
      };
    }
    return base;
  } finally {
    walk.ancestors.delete(schema);
  }
}

function hasChildren(schema: Schema): boolean {
  return isSchema(schema.properties) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf) || (isSchema(schema.items) && hasChildren(schema.items));
}

/**
 * allOf parts merged into one schema (properties and required lists combined; the first title wins). A
 * part's discriminator stays the part's: a subtype's `allOf: [Base]` does not make it a discriminated base.
 */
export function mergeAllOf(schema: Schema, seen: Set<object> = new Set()): Schema {
  if (!Array.isArray(schema.allOf) || seen.has(schema)) return schema;
  seen.add(schema);
  const { allOf, ...rest } = schema;
  const merged: Schema = {};
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const part of [...(allOf as unknown[]), rest]) {
    if (!isSchema(part)) continue;
    const flat = mergeAllOf(part, seen);
    for (const [key, value] of Object.entries(flat)) {
      if (key === 'discriminator' && part !== rest) continue;
      if (key === 'properties' && isSchema(value)) Object.assign(properties, value);
      else if (key === 'required' && Array.isArray(value)) required.push(...(value as string[]));
      else if (value !== undefined) merged[key] = value;
    }
  }
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.length) merged.required = [...new Set(required)];
  if (!merged.type && merged.properties) merged.type = 'object';
  return merged;
}

function describeScalar(schema: Schema, ctx: SchemaContext, path: JsonPath | undefined): Partial<SchemaNode> {
  const out: Partial<SchemaNode> = { type: typeLabel(schema) };
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [];
  if (schema.nullable === true || (types.includes('null') && types.length > 1)) out.nullable = true;
  if (typeof schema.format === 'string') out.format = schema.format;
  if (schema.readOnly === true) out.readOnly = true;
  if (schema.writeOnly === true) out.writeOnly = true;
  if (schema.deprecated === true) out.deprecated = true;
  if (typeof schema.description === 'string' && schema.description.trim()) {
    out.description = ctx.describe(schema.description, path ? [...path, 'description'] : undefined);
  }
  const values = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined;
  if (values) out.enum = values.map((v) => exampleText(v));
  const meanings = enumDescriptions(schema, out.enum);
  if (meanings) out.enumDescriptions = meanings;
  const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (example !== undefined) out.example = exampleText(example);
  if (schema.default !== undefined) out.default = exampleText(schema.default);
  const constraints = constraintsOf(schema);
  if (constraints.length) out.constraints = constraints;
  return out;
}

function typeLabel(schema: Schema): string {
  const type = primaryType(schema);
  if (type) return type;
  if (isSchema(schema.properties)) return 'object';
  if (isSchema(schema.items)) return 'array';
  if (Array.isArray(schema.oneOf)) return 'one of';
  if (Array.isArray(schema.anyOf)) return 'any of';
  return 'any';
}

const CONSTRAINTS: [string, (v: unknown, s: Schema) => string][] = [
  ['minLength', (v) => `≥ ${v} characters`],
  ['maxLength', (v) => `≤ ${v} characters`],
  // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum.
  ['minimum', (v, s) => `${s.exclusiveMinimum === true ? '>' : '≥'} ${v}`],
  ['maximum', (v, s) => `${s.exclusiveMaximum === true ? '<' : '≤'} ${v}`],
  ['exclusiveMinimum', (v) => `> ${v}`],
  ['exclusiveMaximum', (v) => `< ${v}`],
  ['multipleOf', (v) => `multiple of ${v}`],
  ['minItems', (v) => `≥ ${v} items`],
  ['maxItems', (v) => `≤ ${v} items`],
  ['minContains', (v) => `contains ≥ ${v} matching items`],
  ['maxContains', (v) => `contains ≤ ${v} matching items`],
  ['minProperties', (v) => `≥ ${v} ${v === 1 ? 'property' : 'properties'}`],
  ['maxProperties', (v) => `≤ ${v} ${v === 1 ? 'property' : 'properties'}`],
  ['pattern', (v) => `matches /${v}/`],
  ['contentEncoding', (v) => `encoded as ${v}`],
  ['contentMediaType', (v) => `content ${v}`],
];

function constraintsOf(schema: Schema): string[] {
  const out: string[] = [];
  for (const [key, format] of CONSTRAINTS) {
    const value = schema[key];
    if (typeof value === 'number' || typeof value === 'string') out.push(format(value, schema));
  }
  if (schema.uniqueItems === true) out.push('unique items');
  if (schema.additionalProperties === false && isSchema(schema.properties)) out.push('no other properties');
  if (isSchema(schema.patternProperties))
    out.push(
      `keys matching ${Object.keys(schema.patternProperties)
        .map((k) => `/${k}/`)
        .join(', ')}`,
    );
  if (isSchema(schema.propertyNames) && typeof schema.propertyNames.pattern === 'string') out.push(`keys match /${schema.propertyNames.pattern}/`);
  return out;
}

/** `x-enumDescriptions` (a map by value, or a list in enum order; also `x-enum-descriptions`). */
function enumDescriptions(schema: Schema, values: string[] | undefined): Record<string, string> | undefined {
  const raw = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  const out: Record<string, string> = {};
  if (isSchema(raw)) {
    for (const [value, text] of Object.entries(raw)) if (typeof text === 'string') out[value] = text;
  } else if (Array.isArray(raw) && values) {
    raw.forEach((text, i) => {
      if (typeof text === 'string' && values[i] !== undefined) out[values[i]!] = text;
    });
  }
  return Object.keys(out).length ? out : undefined;
}
