// One operation of a dereferenced OpenAPI 3 document -> ApiOperation: parameters, request body,
// responses, security and the concrete request its code samples make.
import type { ApiOperation, ApiParameter, ApiRequestBody, ApiResponse, ApiSecurityRequirement, HttpMethod } from '../../theme/props.js';
import { declaredExample, exampleOf, exampleText, isSchema, primaryType, type Schema } from './examples.js';
import { buildContent, buildResponse, customSamples, finishSamples } from './media.js';
import { serialiseHeader, serialisePath, serialiseQuery, serialisationOf, type Location } from './param-style.js';
import { buildSampleRequest, type Credential } from './sample-request.js';
import { buildSamples, encodeQuery } from './samples.js';
import { flattenSchema, type JsonPath, type SchemaContext } from './schema-tree.js';

export interface OperationInput {
  id: string;
  method: HttpMethod;
  path: string;
  item: Schema;
  op: Schema;
  /** Where the operation lives in the spec. */
  at: JsonPath;
  /** The document's default security (`security` at the top level). */
  defaultSecurity: unknown;
  /** First server URL, used by samples. */
  server: string;
  /** Where each security scheme (by key) sends its placeholder: header, query or cookie. */
  credentials: Map<string, Credential>;
  webhook?: boolean;
}

const BODY_PREFERENCE = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'];

export function buildOperation(input: OperationInput, ctx: SchemaContext): ApiOperation {
  const { op, at } = input;
  const describe = (value: unknown, path: JsonPath) => (typeof value === 'string' && value.trim() ? ctx.describe(value, path) : undefined);
  const parameters = mergeParameters(input.item, op, at).map(({ param, path }): ApiParameter => {
    const location = param.in as ApiParameter['in'];
    const description = describe(param.description, [...path, 'description']);
    const schema = flattenSchema(paramSchema(param), ctx, [...path, 'schema']);
    if (schema.example === undefined && declaredExample(param) !== undefined) schema.example = exampleText(declaredExample(param));
    const sentAs = serialisationNote(param);
    if (sentAs) schema.constraints = [...(schema.constraints ?? []), sentAs];
    return {
      name: String(param.name),
      in: location,
      required: param.required === true || location === 'path',
      ...(param.deprecated === true ? { deprecated: true } : {}),
      ...(description ? { description } : {}),
      schema,
    };
  });
  const security = securityOf(op.security ?? input.defaultSecurity);
  const body = isSchema(op.requestBody) ? op.requestBody : undefined;
  const media = body && isSchema(body.content) ? pickMedia(body.content, ctx) : undefined;
  const requestBody: ApiRequestBody | undefined = body && {
    required: body.required === true,
    ...(describe(body.description, [...at, 'requestBody', 'description'])
      ? { description: describe(body.description, [...at, 'requestBody', 'description'])! }
      : {}),
    content: buildContent(body.content, ctx, [...at, 'requestBody', 'content'], 'request'),
  };
  // Statuses answered with the very same response (one `$ref` for both, as Microsoft Graph's 4XX and 5XX
  // `error`) are one entry listing each status: the response is shown once, not once a status.
  const responses: ApiResponse[] = [];
  const byObject = new Map<object, ApiResponse>();
  for (const [status, raw] of Object.entries(isSchema(op.responses) ? op.responses : {})) {
    const same = isSchema(raw) ? byObject.get(raw) : undefined;
    if (same) {
      same.also = [...(same.also ?? []), status];
      continue;
    }
    const response = buildResponse(status, raw, ctx, [...at, 'responses', status]);
    if (isSchema(raw)) byObject.set(raw, response);
    responses.push(response);
  }
  const sampleInput = { ...input, parameters: mergeParameters(input.item, op, at).map((p) => p.param), schemes: (security?.[0] ?? []).map((r) => r.scheme) };
  const samplesFor = (chosen: Media | undefined) => buildSamples(buildSampleRequest({ ...sampleInput, media: chosen }));
  // Every other media type of the body gets samples of its own (a GET's or HEAD's body is never sent).
  const others =
    input.webhook || !media || !body || !isSchema(body.content) || ['get', 'head'].includes(input.method)
      ? []
      : Object.keys(body.content)
          .filter((type) => type !== media.type)
          .flatMap((type) => {
            const samples = finishSamples([], samplesFor(mediaOf(body.content as Schema, type, ctx)), ctx);
            return samples.length ? [{ type, samples }] : [];
          });
  const summary = typeof op.summary === 'string' ? op.summary : undefined;
  const description = describe(op.description, [...at, 'description']);
  return {
    id: input.id,
    method: input.method,
    path: input.path,
    ...(summary ? { summary } : {}),
    ...(description ? { description } : {}),
    ...(op.deprecated === true ? { deprecated: true } : {}),
    ...(security ? { security } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    samples: finishSamples(customSamples(op), input.webhook ? [] : samplesFor(media), ctx),
    ...(others.length ? { samplesType: media!.type, otherSamples: others } : {}),
    ...(input.webhook ? { webhook: true } : {}),
  };
}

/** Path-level parameters, overridden by operation-level ones with the same name and location. */
function mergeParameters(item: Schema, op: Schema, at: JsonPath): { param: Schema; path: JsonPath }[] {
  const own = (Array.isArray(op.parameters) ? op.parameters : []).filter(isSchema);
  const shared = (Array.isArray(item.parameters) ? item.parameters : []).filter(isSchema);
  return [
    ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)).map((param, i) => ({ param, path: [...at.slice(0, -1), 'parameters', i] })),
    ...own.map((param, i) => ({ param, path: [...at, 'parameters', i] })),
  ];
}

/**
 * How an array parameter with a declared serialisation is sent, as the samples write it:
 * `collectionFormat pipes: ids=1|2` (Swagger 2.0), `style spaceDelimited: ids=1%202` (OpenAPI 3).
 */
function serialisationNote(param: Schema): string | undefined {
  const schema = isSchema(param.schema) ? param.schema : undefined;
  const format = param['x-collectionFormat'];
  if (!schema || primaryType(schema) !== 'array' || (typeof format !== 'string' && param.style === undefined && param.explode === undefined)) return undefined;
  const name = String(param.name);
  const location = param.in as Location;
  const example = declaredExample(param) ?? declaredExample(schema);
  const items =
    Array.isArray(example) && example.length
      ? example
      : isSchema(schema.items) && ['integer', 'number'].includes(primaryType(schema.items) ?? '')
        ? [1, 2]
        : ['a', 'b'];
  const how = serialisationOf(location, param);
  let text: string;
  if (location === 'path') text = serialisePath(name, items, how);
  else if (location === 'header') text = `${name}: ${serialiseHeader(items, how)}`;
  else if (location === 'query')
    text = serialiseQuery(name, items, how)
      .map(([k, v]) => `${encodeQuery(k)}=${encodeQuery(v)}`)
      .join('&');
  else return undefined;
  return typeof format === 'string' ? `collectionFormat ${format}: ${text}` : `style ${how.style}${how.explode ? ', exploded' : ''}: ${text}`;
}

function paramSchema(param: Schema): Schema {
  if (isSchema(param.schema)) return param.schema;
  if (isSchema(param.content)) return (pickMedia(param.content)?.schema as Schema) ?? {};
  return {};
}

function securityOf(value: unknown): ApiSecurityRequirement[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isSchema)
    .map((req) => Object.entries(req).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })));
}

interface Media {
  type: string;
  schema?: Schema;
  value: Schema;
  rootName?: string;
}

function pickMedia(content: Schema, ctx?: SchemaContext): Media | undefined {
  const types = Object.keys(content);
  const type = BODY_PREFERENCE.find((t) => types.includes(t)) ?? types.find((t) => /json/.test(t)) ?? types[0];
  return type ? mediaOf(content, type, ctx) : undefined;
}

/** One media type of a content map, with its schema's component name (an XML body's root element). */
function mediaOf(content: Schema, type: string, ctx?: SchemaContext): Media | undefined {
  if (!isSchema(content[type])) return undefined;
  const value = content[type] as Schema;
  const schema = isSchema(value.schema) ? value.schema : undefined;
  const rootName = schema && ctx?.names.get(schema);
  return { type, value, ...(schema ? { schema } : {}), ...(rootName ? { rootName } : {}) };
}
