// A loaded spec -> ApiModel: tags in spec order with their operations (stable ids), security schemes,
// servers and webhooks, all plain serialisable data; plus the links and ids its descriptions hold.
import type { ApiModel, ApiOperation, ApiSecurityScheme, ApiTag, HttpMethod } from '../../theme/props.js';
import type { LinkRef } from '../markdown/types.js';
import { createDescriptions } from './describe.js';
import { isSchema, type Schema } from './examples.js';
import type { LoadedSpec } from './load.js';
import { buildOperation, type OperationInput } from './operation.js';
import type { JsonPath, SchemaContext } from './schema-tree.js';
import { swagger2ToOpenApi3 } from './swagger2.js';

const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface BuiltApi {
  model: ApiModel;
  /** Links written in descriptions, with their positions in the spec file. */
  links: LinkRef[];
  /** Every id the reference defines: tags, operations, ids inside descriptions. */
  anchors: string[];
}

export interface ModelOptions {
  /** Named schemas nested deeper than this are shown by name (default 4). */
  maxDepth?: number;
}

/** Builds the model of a loaded spec. Tags keep the spec's order; undeclared tags follow in first-use order. */
export function buildApiModel(spec: LoadedSpec, options: ModelOptions = {}): BuiltApi {
  const doc = spec.version === '2.0' ? swagger2ToOpenApi3(spec.document) : spec.document;
  const descriptions = createDescriptions({ file: spec.file, locateAll: (paths) => spec.locateAll(paths) });
  const components = isSchema(doc.components) ? doc.components : {};
  const names = new Map<object, string>();
  const namePaths = new Map<object, JsonPath>();
  const schemasKey = spec.version === '2.0' ? ['definitions'] : ['components', 'schemas'];
  for (const [name, schema] of Object.entries(isSchema(components.schemas) ? components.schemas : {})) {
    if (!isSchema(schema)) continue;
    names.set(schema, name);
    namePaths.set(schema, [...schemasKey, name]);
  }
  const ctx: SchemaContext = { names, namePaths, describe: descriptions.describe, maxDepth: options.maxDepth ?? 4 };
  const info = isSchema(doc.info) ? doc.info : {};
  const servers = serverUrls(doc.servers);
  const securitySchemes = buildSecuritySchemes(isSchema(components.securitySchemes) ? components.securitySchemes : {}, ctx, spec.version);
  const credentials: OperationInput['credentials'] = new Map();
  for (const [key, raw] of Object.entries(isSchema(components.securitySchemes) ? components.securitySchemes : {})) {
    const placeholder = securitySchemes.find((s) => s.key === key)!.placeholder;
    if (!isSchema(raw)) continue;
    if (raw.type === 'apiKey' && raw.in === 'query') credentials.set(key, { query: String(raw.name), value: placeholder });
    else if (raw.type === 'apiKey' && raw.in === 'cookie') credentials.set(key, { cookie: String(raw.name), value: placeholder });
    else if (raw.type === 'apiKey') credentials.set(key, { header: String(raw.name), value: placeholder });
    else if (raw.type === 'http' && String(raw.scheme).toLowerCase() === 'basic') credentials.set(key, { header: 'Authorization', value: `Basic ${placeholder}` });
    else credentials.set(key, { header: 'Authorization', value: `Bearer ${placeholder}` });
  }

  const usedIds = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };
  const tagOrder = (Array.isArray(doc.tags) ? doc.tags.filter(isSchema) : []).map((t) => String(t.name));
  const tagOps = new Map<string, ApiOperation[]>(tagOrder.map((t) => [t, []]));
  // A spec without servers still gets runnable samples, against a placeholder host.
  const common = { defaultSecurity: doc.security, server: servers[0] ?? 'https://api.example.com', credentials };
  for (const [route, item] of Object.entries(isSchema(doc.paths) ? doc.paths : {})) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isSchema(op)) continue;
      const id = uniqueId(`operation/${slug(typeof op.operationId === 'string' ? op.operationId : `${method}-${route}`)}`);
      const operation = buildOperation({ ...common, id, method, path: route, item, op, at: ['paths', route, method] }, ctx);
      const tags = Array.isArray(op.tags) && op.tags.length ? op.tags.map(String) : ['default'];
      for (const tag of tags.slice(0, 1)) {
        if (!tagOps.has(tag)) tagOps.set(tag, []);
        tagOps.get(tag)!.push(operation);
      }
    }
  }
  const webhooks: ApiOperation[] = [];
  for (const [name, item] of Object.entries(isSchema(doc.webhooks) ? doc.webhooks : {})) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      if (!isSchema(item[method])) continue;
      const id = uniqueId(`webhook/${slug(name)}`);
      webhooks.push(buildOperation({ ...common, id, method, path: name, item, op: item[method] as Schema, at: ['webhooks', name, method], webhook: true }, ctx));
    }
  }
  const declared = new Map((Array.isArray(doc.tags) ? doc.tags.filter(isSchema) : []).map((t) => [String(t.name), t]));
  const tags: ApiTag[] = [];
  for (const [name, operations] of tagOps) {
    if (!operations.length) continue;
    const index = tagOrder.indexOf(name);
    const raw = declared.get(name);
    const description = typeof raw?.description === 'string' ? descriptions.describe(raw.description, ['tags', index, 'description']) : undefined;
    tags.push({ id: uniqueId(`tag/${slug(name)}`), name: name === 'default' && !raw ? 'Other' : name, ...(description ? { description } : {}), operations });
  }
  const description = typeof info.description === 'string' ? descriptions.describe(info.description, ['info', 'description']) : undefined;
  descriptions.finish();
  const model: ApiModel = {
    title: typeof info.title === 'string' ? info.title : 'API Reference',
    version: typeof info.version === 'string' ? info.version : '',
    ...(description ? { description } : {}),
    servers,
    securitySchemes,
    tags,
    webhooks,
  };
  return { model, links: descriptions.links, anchors: [...usedIds, ...(webhooks.length ? ['webhooks'] : []), ...descriptions.anchors] };
}

/** Anchor-safe slug: letters, digits, `_`, `.` and `-`; everything else becomes `-`. */
export function slug(value: string): string {
  return value.replace(/[{}]/g, '').replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '') || 'root';
}

function serverUrls(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isSchema).map((server) => {
    let url = String(server.url ?? '');
    const variables = isSchema(server.variables) ? server.variables : {};
    for (const [name, v] of Object.entries(variables)) if (isSchema(v)) url = url.split(`{${name}}`).join(String(v.default ?? ''));
    return url;
  });
}

function buildSecuritySchemes(schemes: Schema, ctx: SchemaContext, version: LoadedSpec['version']): ApiSecurityScheme[] {
  const base = version === '2.0' ? ['securityDefinitions'] : ['components', 'securitySchemes'];
  return Object.entries(schemes).flatMap(([key, raw]) => {
    if (!isSchema(raw)) return [];
    const description = typeof raw.description === 'string' ? ctx.describe(raw.description, [...base, key, 'description']) : undefined;
    const placeholder = `<${typeof raw['x-placeholder'] === 'string' ? raw['x-placeholder'] : screamingSnake(key)}>`;
    return [{ key, label: schemeLabel(raw), placeholder, ...(description ? { description } : {}) }];
  });
}

function schemeLabel(raw: Schema): string {
  if (raw.type === 'apiKey') return `${String(raw.name)} ${raw.in === 'query' ? 'query parameter' : raw.in === 'cookie' ? 'cookie' : 'header'}`;
  if (raw.type === 'http') return raw.scheme === 'basic' ? 'Authorization: Basic' : 'Authorization: Bearer';
  if (raw.type === 'oauth2') return 'OAuth 2';
  if (raw.type === 'openIdConnect') return 'OpenID Connect';
  return String(raw.type ?? 'unknown');
}

/** `apiSecret` -> `API_SECRET`, `csrf-token` -> `CSRF_TOKEN`. */
function screamingSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
}
