// The concrete request an operation's code samples make: which parameters are sent (required ones and
// those with an example), their values serialised by style and explode (param-style.ts), credentials
// where each security scheme puts them (header, query or cookie), and a body holding only required
// fields and fields with an example. A path parameter without a value stays a visible `{name}`.
import { declaredExample, isSchema, primaryType, scalarExample, type Schema } from './examples.js';
import { encode, scalarText, serialiseCookie, serialiseHeader, serialisePath, serialiseQuery, serialisationOf, type Location } from './param-style.js';
import type { FormField } from './sample-fixes.js';
import type { SampleRequest } from './samples.js';
import { isXmlType, xmlExample } from './xml-example.js';

/** Where a security scheme puts its credential, and the placeholder it sends. */
export type Credential = { header: string; value: string } | { query: string; value: string } | { cookie: string; value: string };

/** A request body's chosen media type: its name, its Media Type Object and schema. */
export interface SampleMedia {
  type: string;
  value: Schema;
  schema?: Schema;
  /** The schema's component name: an XML body's root element unless its `xml.name` says otherwise. */
  rootName?: string;
}

export interface SampleRequestInput {
  method: string;
  /** Server URL (no trailing slash needed) and the path template. */
  server: string;
  path: string;
  /** Raw Parameter Objects, path-level ones merged in. */
  parameters: Schema[];
  media?: SampleMedia;
  /** Scheme keys of the first security requirement. */
  schemes: string[];
  credentials: Map<string, Credential>;
}

/** Header parameters OpenAPI says to ignore: the sample sets these from the body and security. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export function buildSampleRequest(input: SampleRequestInput): SampleRequest {
  // A fragment in a path key (`/pets#byTag`, how some specs tell apart two operations) is never sent.
  let url = input.server.replace(/\/+$/, '') + input.path.replace(/#.*$/s, '');
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const cookies: [string, string][] = [];
  for (const param of input.parameters) {
    const name = String(param.name);
    const location = param.in as Location;
    if (location === 'header' && IGNORED_HEADERS.has(name.toLowerCase())) continue;
    const value = parameterValue(param);
    if (location === 'path') {
      const text = value === undefined ? `{${name}}` : valueText(param, value, (v) => serialisePath(name, v, serialisationOf('path', param)));
      url = url.split(`{${name}}`).join(text);
      continue;
    }
    if (value === undefined) continue;
    const how = serialisationOf(location, param);
    if (location === 'query') query.push(...(isSchema(param.content) ? [[name, scalarText(value)] as [string, string]] : serialiseQuery(name, value, how)));
    else if (location === 'header') headers.push([name, isSchema(param.content) ? scalarText(value) : serialiseHeader(value, how)]);
    else if (location === 'cookie')
      cookies.push(...(isSchema(param.content) ? serialiseCookie(name, scalarText(value), how) : serialiseCookie(name, value, how)));
  }
  for (const scheme of input.schemes) {
    const credential = input.credentials.get(scheme);
    if (!credential) continue;
    if ('header' in credential) headers.push([credential.header, credential.value]);
    else if ('query' in credential) query.push([credential.query, credential.value]);
    else cookies.push([credential.cookie, credential.value]);
  }
  // A header declared both as a parameter and by a security scheme is sent once, as the scheme's.
  const unique = headers.filter(([name], i) => !headers.slice(i + 1).some(([later]) => later.toLowerCase() === name.toLowerCase()));
  headers.splice(0, headers.length, ...unique);
  const method = input.method.toUpperCase();
  // fetch and most clients refuse a body on GET and HEAD; the spec's body is shown, not sent.
  const body = input.media && method !== 'GET' && method !== 'HEAD' ? sampleBody(input.media) : undefined;
  return { method: input.method, url, query, headers, cookies, ...(body ? { body } : {}) };
}

/** A parameter with `content` is one value in that media type (JSON text), not a styled one. */
function valueText(param: Schema, value: unknown, styled: (value: unknown) => string): string {
  return isSchema(param.content) ? encode(scalarText(value)) : styled(value);
}

/**
 * The value a sample sends for a parameter: its example (or the schema's), else for a required one the
 * schema's default, first enum value or a value of its type. Undefined: not sent (or, in the path, a
 * `{name}` placeholder).
 */
function parameterValue(param: Schema): unknown {
  const schema = parameterSchema(param);
  const example = ownExample(param) ?? (schema ? ownExample(schema) : undefined) ?? mediaExample(param);
  if (example !== undefined) return example;
  const required = param.required === true || param.in === 'path';
  if (!required) return undefined;
  const declared = schema ? declaredExample(schema) : undefined;
  if (declared !== undefined) return declared;
  if (param.in === 'path') return undefined;
  return requestValue(schema ?? {});
}

function parameterSchema(param: Schema): Schema | undefined {
  if (isSchema(param.schema)) return param.schema;
  if (isSchema(param.content)) {
    const media = Object.values(param.content).find(isSchema);
    if (media && isSchema(media.schema)) return media.schema;
  }
  return undefined;
}

function mediaExample(param: Schema): unknown {
  if (!isSchema(param.content)) return undefined;
  const media = Object.values(param.content).find(isSchema);
  return media ? ownExample(media) : undefined;
}

/** `example`, or the first of `examples` (a list in JSON Schema, a map of Example Objects in OpenAPI). */
function ownExample(node: Schema): unknown {
  if (node.example !== undefined) return node.example;
  if (Array.isArray(node.examples) && node.examples.length) return node.examples[0];
  if (isSchema(node.examples)) {
    const first = Object.values(node.examples)[0];
    if (isSchema(first) && 'value' in first) return first.value;
  }
  return undefined;
}

const MAX_DEPTH = 8;

/**
 * A request value for a schema with only what a caller must or would send: required properties (their
 * example, default or a value of their type) and optional ones that have an example. readOnly
 * properties are left out. allOf parts are merged (their `required` lists too); oneOf/anyOf take the first.
 */
export function requestValue(schema: unknown, seen: Set<unknown> = new Set(), depth = 0): unknown {
  if (!isSchema(schema) || seen.has(schema) || depth > MAX_DEPTH) return undefined;
  const own = declaredExample(schema);
  if (own !== undefined) return own;
  seen.add(schema);
  try {
    const merged = mergeAllOf(schema);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const options = merged[key];
      if (Array.isArray(options) && options.length) return requestValue(options[0], seen, depth + 1);
    }
    const type = primaryType(merged);
    if (type === 'object' || (type === undefined && isSchema(merged.properties))) {
      const required = new Set(Array.isArray(merged.required) ? merged.required.map(String) : []);
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(isSchema(merged.properties) ? merged.properties : {})) {
        if (!isSchema(prop) || prop.readOnly === true) continue;
        const example = ownExample(prop);
        if (example !== undefined) out[name] = example;
        else if (required.has(name)) {
          const value = requestValue(prop, seen, depth + 1);
          if (value !== undefined) out[name] = value;
        }
      }
      return out;
    }
    if (type === 'array') {
      const item = requestValue(merged.items, seen, depth + 1);
      return item === undefined ? [] : [item];
    }
    return scalarExample(type, typeof merged.format === 'string' ? merged.format : undefined);
  } finally {
    seen.delete(schema);
  }
}

/** allOf parts folded into one schema: properties and required lists united, the first type kept. */
function mergeAllOf(schema: Schema, depth = 0): Schema {
  if (!Array.isArray(schema.allOf) || depth > MAX_DEPTH) return schema;
  const { allOf, ...rest } = schema;
  const out: Schema = {
    ...rest,
    properties: { ...(isSchema(rest.properties) ? rest.properties : {}) },
    required: Array.isArray(rest.required) ? [...rest.required] : [],
  };
  for (const part of allOf) {
    if (!isSchema(part)) continue;
    const flat = mergeAllOf(part, depth + 1);
    if (out.type === undefined && flat.type !== undefined) out.type = flat.type;
    if (out.format === undefined && flat.format !== undefined) out.format = flat.format;
    if (isSchema(flat.properties)) Object.assign(out.properties as Schema, flat.properties);
    if (Array.isArray(flat.required)) (out.required as unknown[]).push(...flat.required);
    for (const key of ['oneOf', 'anyOf', 'items'] as const) if (out[key] === undefined && flat[key] !== undefined) out[key] = flat[key];
  }
  return out;
}

function sampleBody(media: SampleMedia): SampleRequest['body'] {
  const declared = ownExample(media.value);
  const value = declared !== undefined ? declared : requestValue(media.schema);
  const isForm = media.type === 'application/x-www-form-urlencoded';
  if ((isForm || media.type.startsWith('multipart/')) && isSchema(value)) {
    const props = isSchema(media.schema) && isSchema(mergeAllOf(media.schema).properties) ? (mergeAllOf(media.schema).properties as Schema) : {};
    const encodings = isSchema(media.value.encoding) ? media.value.encoding : {};
    if (isForm) {
      const fields = Object.entries(value).flatMap(([name, v]) => formField(name, v, isSchema(encodings[name]) ? encodings[name] : undefined));
      return fields.length ? { kind: 'form', fields } : undefined;
    }
    const fields = Object.entries(value).flatMap(([name, v]) =>
      multipartFields(name, v, isSchema(props[name]) ? props[name] : {}, isSchema(encodings[name]) ? encodings[name] : undefined),
    );
    return fields.length ? { kind: 'multipart', fields } : undefined;
  }
  if (/json/.test(media.type)) return { kind: 'json', mimeType: media.type, value: value ?? {} };
  const text = value === undefined ? '' : isXmlType(media.type) ? xmlExample(value, media.schema, media.rootName) : scalarText(value);
  return text ? { kind: 'text', mimeType: media.type, text } : undefined;
}

/**
 * One urlencoded field as pairs: by its encoding's style and explode when it declares one
 * (deepObject `address[city]=Paris`), else scalars as text, arrays of scalars repeated, and objects as
 * JSON text (the Encoding Object's default content type for objects).
 */
function formField(name: string, value: unknown, encoding: Schema | undefined): [string, string][] {
  if (encoding && (encoding.style !== undefined || encoding.explode !== undefined)) return serialiseQuery(name, value, serialisationOf('query', encoding));
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => [name, scalarText(v)]);
  return [[name, scalarText(value)]];
}

/** A multipart part (or one per array item): a file for binary schemas, else a value (objects as JSON). */
function multipartFields(name: string, value: unknown, prop: Schema, encoding: Schema | undefined): FormField[] {
  const items = isSchema(prop.items) ? prop.items : undefined;
  // An array with a declared style (Swagger 2.0's csv, pipes…) is one part; otherwise a part per item.
  if (primaryType(prop) === 'array' && Array.isArray(value) && encoding?.explode === false && value.every((v) => typeof v !== 'object' || v === null)) {
    return serialiseQuery(name, value, serialisationOf('query', encoding)).map(([field, text]) => ({ name: field, value: text }));
  }
  if (primaryType(prop) === 'array' && Array.isArray(value)) return value.flatMap((v) => multipartFields(name, v, items ?? {}, encoding));
  if (prop.format === 'binary' || prop.contentMediaType !== undefined) {
    // Every client guesses a file's type its own way: the spec's type (application/octet-stream by
    // default, as the Encoding Object says) is always sent.
    const contentType =
      typeof encoding?.contentType === 'string'
        ? encoding.contentType.split(',')[0]!.trim()
        : typeof prop.contentMediaType === 'string'
          ? prop.contentMediaType
          : 'application/octet-stream';
    return [{ name, fileName: fileName(name, value), contentType }];
  }
  // A part whose encoding declares its type (a JSON object part as `application/json`) is sent with it.
  const contentType = typeof encoding?.contentType === 'string' ? encoding.contentType.split(',')[0]!.trim() : undefined;
  return [{ name, value: scalarText(value), ...(contentType && !/^text\/plain\b/i.test(contentType) ? { contentType } : {}) }];
}

/**
 * The file a sample uploads: the example's file name (`@mars.jpg`, curl's way of writing it, and
 * `/path/to/mars.jpg` give `mars.jpg`), else `<field>.bin`.
 */
function fileName(field: string, example: unknown): string {
  const name = typeof example === 'string' ? (example.replace(/^@/, '').split(/[\\/]/).pop() ?? '') : '';
  return name && name !== 'file.bin' && name !== 'string' && !/^[.]+$/.test(name) && name.length <= 100 ? name : `${field}.bin`;
}
