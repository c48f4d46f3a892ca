// Reshapes a dereferenced Swagger 2.0 document into the OpenAPI 3 layout the model reads: servers,
// requestBody from body/formData parameters (every `consumes` type), response content (every `produces`
// type), `collectionFormat` as style and explode, `x-example` as the example, securitySchemes,
// components.schemas, the document's `x-` extensions (`x-tagGroups`). Schema objects are shared, not
// copied, so component names still match by identity.
import { isSchema, type Schema } from './examples.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

export function swagger2ToOpenApi3(doc: Schema): Schema {
  const schemes = Array.isArray(doc.schemes) && doc.schemes.length ? (doc.schemes as string[]) : ['https'];
  const host = typeof doc.host === 'string' ? doc.host : 'api.example.com';
  const basePath = typeof doc.basePath === 'string' ? doc.basePath : '';
  const consumes = (doc.consumes as string[] | undefined) ?? ['application/json'];
  const produces = (doc.produces as string[] | undefined) ?? ['application/json'];
  const paths: Schema = {};
  for (const [route, item] of Object.entries((doc.paths as Schema) ?? {})) {
    if (!isSchema(item)) continue;
    const shared = Array.isArray(item.parameters) ? (item.parameters as Schema[]) : [];
    const next: Schema = {};
    for (const method of METHODS) {
      const op = item[method];
      if (!isSchema(op)) continue;
      next[method] = convertOperation(op, shared, (op.consumes as string[]) ?? consumes, (op.produces as string[]) ?? produces);
    }
    paths[route] = next;
  }
  const extensions = Object.fromEntries(Object.entries(doc).filter(([key]) => key.startsWith('x-')));
  return {
    ...extensions,
    openapi: '3.0.3',
    info: doc.info,
    servers: [{ url: `${schemes[0]}://${host}${basePath}` }],
    tags: doc.tags,
    security: doc.security,
    paths,
    components: { schemas: doc.definitions ?? {}, securitySchemes: convertSecurity((doc.securityDefinitions as Schema) ?? {}) },
  };
}

function convertOperation(op: Schema, shared: Schema[], consumes: string[], produces: string[]): Schema {
  const all = [
    ...shared.filter((s) => !((op.parameters as Schema[]) ?? []).some((p) => p.name === s.name && p.in === s.in)),
    ...((op.parameters as Schema[]) ?? []),
  ];
  const parameters = all.filter((p) => p.in !== 'body' && p.in !== 'formData').map(convertParameter);
  const body = all.find((p) => p.in === 'body');
  const form = all.filter((p) => p.in === 'formData');
  let requestBody: Schema | undefined;
  if (body) {
    const types = consumes.length ? consumes : ['application/json'];
    requestBody = {
      required: body.required === true,
      description: body.description,
      content: Object.fromEntries(types.map((type) => [type, { schema: body.schema }])),
    };
  } else if (form.length) {
    const hasFile = form.some((p) => p.type === 'file');
    const formTypes = consumes.filter((c) => c === 'application/x-www-form-urlencoded' || c === 'multipart/form-data');
    const types = hasFile ? ['multipart/form-data'] : formTypes.length ? formTypes : ['application/x-www-form-urlencoded'];
    const properties = Object.fromEntries(
      form.map((p) => [
        p.name,
        p.type === 'file'
          ? { type: 'string', format: 'binary', description: p.description }
          : { ...paramSchema(p), ...(p.description ? { description: p.description } : {}) },
      ]),
    );
    const required = form.filter((p) => p.required === true).map((p) => p.name);
    // An array field's collectionFormat is its encoding's style and explode.
    const encoding = Object.fromEntries(form.filter((p) => p.type === 'array').map((p) => [p.name, collectionStyle(p, 'query')]));
    const schema = { type: 'object', properties, required };
    requestBody = {
      required: required.length > 0,
      content: Object.fromEntries(types.map((type) => [type, { schema, ...(Object.keys(encoding).length ? { encoding } : {}) }])),
    };
  }
  const responses: Schema = {};
  for (const [status, response] of Object.entries((op.responses as Schema) ?? {})) {
    if (!isSchema(response)) continue;
    const examples = isSchema(response.examples) ? response.examples : {};
    // Every produced type is a media type of the response (an example given for a type not produced too).
    const types = [...new Set([...(produces.length ? produces : ['application/json']), ...Object.keys(examples)])];
    const content = Object.fromEntries(
      types.map((type) => [type, { schema: response.schema, ...(examples[type] !== undefined ? { example: examples[type] } : {}) }]),
    );
    responses[status] = {
      description: response.description,
      headers: response.headers,
      ...(response.schema ? { content } : {}),
    };
  }
  const { parameters: _p, responses: _r, consumes: _c, produces: _pr, ...rest } = op;
  return { ...rest, parameters, ...(requestBody ? { requestBody } : {}), responses };
}

function convertParameter(p: Schema): Schema {
  const { type: _t, format: _f, items: _i, enum: _e, default: _d, collectionFormat: _cf, 'x-example': example, ...rest } = p;
  const location = p.in === 'path' || p.in === 'header' ? p.in : 'query';
  return { ...rest, schema: paramSchema(p), ...(example !== undefined ? { example } : {}), ...(p.type === 'array' ? collectionStyle(p, location) : {}) };
}

/**
 * An array parameter's `collectionFormat` (csv when absent, 2.0's default) as OpenAPI 3's style and
 * explode: csv `ids=1,2`, ssv `ids=1 2`, tsv (no OpenAPI 3 style: `tabDelimited`, which param-style.ts
 * reads) `ids=1\t2`, pipes `ids=1|2`, multi `ids=1&ids=2`. `x-collectionFormat` keeps the 2.0 name for
 * the page.
 */
function collectionStyle(p: Schema, location: 'path' | 'header' | 'query'): Schema {
  const format = typeof p.collectionFormat === 'string' ? p.collectionFormat : 'csv';
  const style = { ssv: 'spaceDelimited', tsv: 'tabDelimited', pipes: 'pipeDelimited' }[format] ?? (location === 'query' ? 'form' : 'simple');
  return { style, explode: format === 'multi', 'x-collectionFormat': format };
}

function paramSchema(p: Schema): Schema {
  const keys = [
    'type',
    'format',
    'items',
    'enum',
    'default',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'pattern',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'uniqueItems',
  ];
  const schema = Object.fromEntries(keys.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));
  return p['x-example'] !== undefined ? { ...schema, example: p['x-example'] } : schema;
}

/** Swagger 2.0's one `flow` (implicit, password, application, accessCode) as an OpenAPI 3 `flows` entry. */
function convertFlow(def: Schema): Schema {
  const kind = { implicit: 'implicit', password: 'password', application: 'clientCredentials', accessCode: 'authorizationCode' }[String(def.flow)];
  if (!kind) return {};
  const flow = Object.fromEntries(['authorizationUrl', 'tokenUrl'].filter((k) => typeof def[k] === 'string').map((k) => [k, def[k]]));
  return { [kind]: { ...flow, scopes: isSchema(def.scopes) ? def.scopes : {} } };
}

function convertSecurity(definitions: Schema): Schema {
  const out: Schema = {};
  for (const [key, def] of Object.entries(definitions)) {
    if (!isSchema(def)) continue;
    if (def.type === 'basic') out[key] = { type: 'http', scheme: 'basic', description: def.description };
    else if (def.type === 'oauth2') out[key] = { type: 'oauth2', description: def.description, flows: convertFlow(def) };
    else out[key] = def;
  }
  return out;
}
