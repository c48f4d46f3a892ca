// What an operation's docs show besides its samples: every media type of a body or response (schema and
// examples, every named one with its summary, XML ones as XML, highlighted), response headers and links,
// and the spec's own `x-codeSamples`.
import type { ApiExample, ApiMedia, ApiResponse, CodeSample, CodeTokens } from '../../theme/props.js';
import { declaredExample, exampleOf, exampleText, isSchema, type Schema } from './examples.js';
import { flattenSchema, type JsonPath, type SchemaContext } from './schema-tree.js';
import { isXmlType, xmlExample } from './xml-example.js';

/** Every media type of a `content` map, in the spec's order, with its schema tree and examples. */
export function buildContent(content: unknown, ctx: SchemaContext, at: JsonPath, mode: 'request' | 'response'): ApiMedia[] {
  if (!isSchema(content)) return [];
  return Object.entries(content).map(([type, raw]): ApiMedia => {
    const value = isSchema(raw) ? raw : {};
    const schema = isSchema(value.schema) ? value.schema : undefined;
    const own = declaredExample(value);
    const example = own !== undefined ? own : exampleOf(schema, mode);
    const shown = (v: unknown) => showExample(type, exampleBody(type, v, schema, schema && ctx.names.get(schema)), ctx);
    const named = namedExamples(value.examples).map(({ name, summary, description, value: v }): ApiExample => {
      const text = describeText(description, ctx, [...at, type, 'examples', name, 'description']);
      return { name, ...(summary ? { summary } : {}), ...(text ? { description: text } : {}), ...shown(v) };
    });
    return {
      type,
      ...(schema ? { schema: flattenSchema(schema, ctx, [...at, type, 'schema'], mode) } : {}),
      ...(example !== undefined ? shown(example) : {}),
      ...(own !== undefined ? { declared: true as const } : {}),
      ...(named.length > 1 || named.some((e) => e.summary || e.description) ? { examples: named } : {}),
    };
  });
}

/** The Example Objects of an `examples` map that carry a value, in the spec's order. */
function namedExamples(raw: unknown): { name: string; summary?: string; description?: string; value: unknown }[] {
  if (!isSchema(raw)) return [];
  return Object.entries(raw).flatMap(([name, example]) => {
    if (!isSchema(example) || !('value' in example)) return [];
    return [
      {
        name,
        value: example.value,
        ...(typeof example.summary === 'string' && example.summary.trim() ? { summary: example.summary.trim() } : {}),
        ...(typeof example.description === 'string' ? { description: example.description } : {}),
      },
    ];
  });
}

function describeText(text: string | undefined, ctx: SchemaContext, at: JsonPath) {
  return text?.trim() ? ctx.describe(text, at) : undefined;
}

/** An example's text with its highlighting, by the media type's language. */
function showExample(type: string, text: string, ctx: SchemaContext): { example: string; exampleTokens?: CodeTokens } {
  const tokens = ctx.highlight(text, /json/.test(type) ? 'json' : /xml/.test(type) ? 'xml' : /yaml/.test(type) ? 'yaml' : undefined);
  return { example: text, ...(tokens ? { exampleTokens: tokens } : {}) };
}

/** A body example as text: XML for XML types, pretty JSON, `name=value` lines for forms, strings as they are. */
function exampleBody(type: string, value: unknown, schema: Schema | undefined, rootName: string | undefined): string {
  if (isXmlType(type)) return xmlExample(value, schema, rootName);
  if (/form/.test(type) && isSchema(value))
    return Object.entries(value)
      .map(([k, v]) => `${k}=${exampleText(v)}`)
      .join('\n');
  return exampleText(value, true);
}

/** One response: description, every media type, headers and links. */
export function buildResponse(status: string, raw: unknown, ctx: SchemaContext, path: JsonPath): ApiResponse {
  const response = isSchema(raw) ? raw : {};
  const describe = (value: unknown, at: JsonPath) => (typeof value === 'string' && value.trim() ? ctx.describe(value, at) : undefined);
  const description = describe(response.description, [...path, 'description']);
  const headers = Object.entries(isSchema(response.headers) ? response.headers : {}).flatMap(([name, h]) => {
    if (!isSchema(h)) return [];
    const schema = isSchema(h.schema) ? h.schema : isSchema(h.content) ? (Object.values(h.content).find(isSchema)?.schema ?? {}) : {};
    const node = flattenSchema(schema, ctx, [...path, 'headers', name, 'schema']);
    const example = declaredExample(h);
    if (node.example === undefined && example !== undefined) node.example = exampleText(example);
    const text = describe(h.description, [...path, 'headers', name, 'description']);
    return [{ name, ...(h.required === true ? { required: true } : {}), ...(text ? { description: text } : {}), schema: node }];
  });
  const links = Object.entries(isSchema(response.links) ? response.links : {}).flatMap(([name, l]) => {
    if (!isSchema(l)) return [];
    const target = typeof l.operationId === 'string' ? l.operationId : typeof l.operationRef === 'string' ? l.operationRef : '';
    const text = describe(l.description, [...path, 'links', name, 'description']);
    const parameters = Object.entries(isSchema(l.parameters) ? l.parameters : {}).map(([k, v]): [string, string] => [k, exampleText(v)]);
    return [{ name, target, ...(text ? { description: text } : {}), ...(parameters.length ? { parameters } : {}) }];
  });
  return {
    status,
    ...(description ? { description } : {}),
    content: buildContent(response.content, ctx, [...path, 'content'], 'response'),
    ...(headers.length ? { headers } : {}),
    ...(links.length ? { links } : {}),
  };
}

/** `x-codeSamples` (also `x-code-samples`): the spec's own samples, shown before the generated ones. */
export function customSamples(op: Schema): CodeSample[] {
  const raw = op['x-codeSamples'] ?? op['x-code-samples'];
  if (!Array.isArray(raw)) return [];
  return raw.filter(isSchema).flatMap((sample) => {
    if (typeof sample.source !== 'string' || typeof sample.lang !== 'string') return [];
    const label = typeof sample.label === 'string' ? sample.label : sample.lang;
    return [{ lang: sample.lang.toLowerCase().replace(/[^a-z0-9+#-]+/g, '-'), label, code: sample.source }];
  });
}

/**
 * The spec's samples, then the generated ones, all highlighted. Tab ids must be unique: a spec sample
 * whose language another has gets `-2`, `-3` (generated samples keep theirs, the remembered choice).
 */
export function finishSamples(custom: CodeSample[], generated: CodeSample[], ctx: SchemaContext): CodeSample[] {
  const seen = new Set(generated.map((s) => s.lang));
  const own = custom.map((sample) => {
    let lang = sample.lang;
    for (let n = 2; seen.has(lang); n++) lang = `${sample.lang}-${n}`;
    seen.add(lang);
    return { ...sample, lang, grammar: sample.lang };
  });
  return [...own, ...generated.map((s) => ({ ...s, grammar: s.lang }))].map(({ grammar, ...sample }) => {
    const tokens = ctx.highlight(sample.code, grammar);
    return { ...sample, ...(tokens ? { tokens } : {}) };
  });
}
