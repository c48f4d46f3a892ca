// Reshapes a dereferenced Swagger 2.0 document into the OpenAPI 3 layout the model reads: servers,
// requestBody from body/formData parameters, response content, securitySchemes, components.schemas.
// Schema objects are shared, not copied, so component names still match by identity.
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
  return {
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
  const all = [...shared.filter((s) => !((op.parameters as Schema[]) ?? []).some((p) => p.name === s.name && p.in === s.in)), ...((op.parameters as Schema[]) ?? [])];
  const parameters = all.filter((p) => p.in !== 'body' && p.in !== 'formData').map(convertParameter);
  const body = all.find((p) => p.in === 'body');
  const form = all.filter((p) => p.in === 'formData');
  let requestBody: Schema | undefined;
  if (body) {
    requestBody = { required: body.required === true, description: body.description, content: { [consumes[0] ?? 'application/json']: { schema: body.schema } } };
  } else if (form.length) {
    const hasFile = form.some((p) => p.type === 'file');
    const mime = hasFile ? 'multipart/form-data' : (consumes.find((c) => c.includes('form')) ?? 'application/x-www-form-urlencoded');
    const properties = Object.fromEntries(form.map((p) => [p.name, p.type === 'file' ? { type: 'string', format: 'binary', description: p.description } : paramSchema(p)]));
    const required = form.filter((p) => p.required === true).map((p) => p.name);
    requestBody = { required: required.length > 0, content: { [mime]: { schema: { type: 'object', properties, required } } } };
  }
  const responses: Schema = {};
  for (const [status, response] of Object.entries((op.responses as Schema) ?? {})) {
    if (!isSchema(response)) continue;
    const examples = isSchema(response.examples) ? response.examples : {};
    const mime = produces[0] ?? 'application/json';
    responses[status] = {
      description: response.description,
      headers: response.headers,
      ...(response.schema ? { content: { [mime]: { schema: response.schema, ...(examples[mime] !== undefined ? { example: examples[mime] } : {}) } } } : {}),
    };
  }
  const { parameters: _p, responses: _r, consumes: _c, produces: _pr, ...rest } = op;
  return { ...rest, parameters, ...(requestBody ? { requestBody } : {}), responses };
}

function convertParameter(p: Schema): Schema {
  const { type: _t, format: _f, items: _i, enum: _e, default: _d, collectionFormat: _cf, ...rest } = p;
  return { ...rest, schema: paramSchema(p) };
}

function paramSchema(p: Schema): Schema {
  const keys = ['type', 'format', 'items', 'enum', 'default', 'minimum', 'maximum', 'pattern', 'minLength', 'maxLength'];
  return Object.fromEntries(keys.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));
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
