// A loaded spec -> ApiModel: tags in spec order with their operations (stable ids), security schemes,
// servers and webhooks, all plain serialisable data; plus the links and ids its descriptions hold.
import type { ApiModel, ApiOperation, ApiSchemaModel, ApiTag, HttpMethod } from '../../theme/props.js';
import type { LinkRef } from '../markdown/types.js';
import { createDescriptions } from './describe.js';
import { isSchema, type Schema } from './examples.js';
import type { LoadedSpec } from './load.js';
import { createHighlighter } from './highlight.js';
import { buildOperation, type OperationInput } from './operation.js';
import { buildLogo, buildSecuritySchemes, buildServers } from './overview.js';
import { findSharedSchemas } from './shared-schemas.js';
import { flattenSchema, type JsonPath, type SchemaContext } from './schema-tree.js';
import { swagger2ToOpenApi3 } from './swagger2.js';
import { groupUntagged, type UntaggedOperation } from './untagged-groups.js';

const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface BuiltApi {
  model: ApiModel;
  /** Links written in descriptions, with their positions in the spec file. */
  links: LinkRef[];
  /** Every id the reference defines: tags, operations, schemas, ids inside descriptions. */
  anchors: string[];
}

/** Builds the model of a loaded spec. Tags keep the spec's order; undeclared tags follow in first-use order. */
export function buildApiModel(spec: LoadedSpec): BuiltApi {
  const doc = spec.version === '2.0' ? swagger2ToOpenApi3(spec.document) : spec.document;
  const descriptions = createDescriptions({ file: spec.file, locateAll: (paths) => spec.locateAll(paths) });
  const components = isSchema(doc.components) ? doc.components : {};
  const usedIds = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };
  const names = new Map<object, string>();
  const namePaths = new Map<object, JsonPath>();
  const ids = new Map<object, string>();
  const schemasKey = spec.version === '2.0' ? ['definitions'] : ['components', 'schemas'];
  for (const [name, schema] of Object.entries(isSchema(components.schemas) ? components.schemas : {})) {
    if (!isSchema(schema) || names.has(schema)) continue;
    names.set(schema, name);
    namePaths.set(schema, [...schemasKey, name]);
    ids.set(schema, uniqueId(`schema/${slug(name)}`));
  }
  const shared = findSharedSchemas(doc, names);
  const ctx: SchemaContext = { names, namePaths, ids, shared, describe: descriptions.describe, highlight: createHighlighter() };
  const info = isSchema(doc.info) ? doc.info : {};
  const servers = buildServers(doc.servers, descriptions.describe);
  const schemeBase = spec.version === '2.0' ? ['securityDefinitions'] : ['components', 'securitySchemes'];
  const securitySchemes = buildSecuritySchemes(isSchema(components.securitySchemes) ? components.securitySchemes : {}, schemeBase, descriptions.describe);
  const credentials: OperationInput['credentials'] = new Map();
  for (const { key, placeholder, credential } of securitySchemes) {
    const value = `${credential.prefix ?? ''}${placeholder}`;
    credentials.set(
      key,
      credential.in === 'query'
        ? { query: credential.name, value }
        : credential.in === 'cookie'
          ? { cookie: credential.name, value }
          : { header: credential.name, value },
    );
  }

  const declaredTags = Array.isArray(doc.tags) ? doc.tags.filter(isSchema) : [];
  const tagOrder = declaredTags.map((t) => String(t.name));
  const tagOps = new Map<string, ApiOperation[]>(tagOrder.map((t) => [t, []]));
  // A spec without servers still gets runnable samples, against a placeholder host.
  const common = { defaultSecurity: doc.security, server: servers[0]?.resolved ?? 'https://api.example.com', credentials };
  const untagged: UntaggedOperation[] = [];
  const all: ApiOperation[] = [];
  const operationIds = new Map<string, string>();
  for (const [route, item] of Object.entries(isSchema(doc.paths) ? doc.paths : {})) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isSchema(op)) continue;
      const id = uniqueId(`operation/${slug(typeof op.operationId === 'string' ? op.operationId : `${method}-${route}`)}`);
      const at = ['paths', route, method];
      const operation = buildOperation({ ...common, id, method, path: route, item, op, at }, ctx);
      if (typeof op.operationId === 'string') {
        operation.operationId = op.operationId;
        operationIds.set(op.operationId, id);
      }
      all.push(operation);
      const callbacks = buildCallbacks(op, { ...common, defaultSecurity: undefined }, id, at, ctx, uniqueId);
      if (callbacks.length) operation.callbacks = callbacks;
      const tags = Array.isArray(op.tags) && op.tags.length ? [...new Set(op.tags.map(String))] : [];
      if (!tags.length) untagged.push({ operation, ...(typeof op.operationId === 'string' ? { operationId: op.operationId } : {}) });
      tags.forEach((tag, i) => {
        if (!tagOps.has(tag)) tagOps.set(tag, []);
        // Second and later tags show a copy with ids of its own (set once tag ids are known).
        tagOps.get(tag)!.push(i === 0 ? operation : { ...operation, mirrorOf: operation.id });
      });
    }
  }
  for (const [tag, operations] of groupUntagged(untagged)) {
    if (!tagOps.has(tag)) tagOps.set(tag, []);
    tagOps.get(tag)!.push(...operations);
  }
  const webhooks: ApiOperation[] = [];
  for (const [name, item] of Object.entries(isSchema(doc.webhooks) ? doc.webhooks : {})) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      if (!isSchema(item[method])) continue;
      const id = uniqueId(`webhook/${slug(name)}`);
      // A webhook is a request the API sends: the document's default security is not its own.
      webhooks.push(
        buildOperation(
          { ...common, defaultSecurity: undefined, id, method, path: name, item, op: item[method] as Schema, at: ['webhooks', name, method], webhook: true },
          ctx,
        ),
      );
    }
  }
  // Response links name their target by operationId: the page links to its anchor.
  for (const op of all) {
    for (const link of op.responses.flatMap((r) => r.links ?? [])) {
      const target = operationIds.get(link.target);
      if (target) link.targetId = target;
    }
  }
  const declared = new Map(declaredTags.map((t) => [String(t.name), t]));
  const tags: ApiTag[] = [];
  const tagIds = new Map<string, string>();
  for (const [name, operations] of tagOps) {
    if (!operations.length) continue;
    const index = tagOrder.indexOf(name);
    const raw = declared.get(name);
    const description = typeof raw?.description === 'string' ? descriptions.describe(raw.description, ['tags', index, 'description']) : undefined;
    const id = uniqueId(`tag/${slug(name)}`);
    tagIds.set(name, id);
    const display = typeof raw?.['x-displayName'] === 'string' ? raw['x-displayName'] : name === 'default' && !raw ? 'Other' : name;
    const ops = operations.map((op) => (op.mirrorOf ? mirror(op, id, usedIds) : op));
    tags.push({ id, name: display, ...(description ? { description } : {}), operations: ops });
  }
  const tagGroups = Array.isArray(doc['x-tagGroups'])
    ? doc['x-tagGroups'].filter(isSchema).map((g) => ({
        name: String(g.name ?? ''),
        tagIds: (Array.isArray(g.tags) ? g.tags : []).map((t) => tagIds.get(String(t))).filter((t): t is string => !!t),
      }))
    : undefined;
  if (tagGroups) {
    // The navigation follows the groups: tags in group order first, tags in no group after them.
    const order = tagGroups.flatMap((g) => g.tagIds);
    tags.sort((a, b) => rank(order, a.id) - rank(order, b.id));
  }
  const schemas: ApiSchemaModel[] = [];
  for (const [schema, name] of names) schemas.push({ id: ids.get(schema)!, name, schema: flattenSchema(schema, ctx, namePaths.get(schema), 'model') });
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
    schemas,
    ...(tagGroups?.length ? { tagGroups } : {}),
    ...(buildLogo(info) ? { logo: buildLogo(info)! } : {}),
  };
  return { model, links: descriptions.links, anchors: [...usedIds, ...(webhooks.length ? ['webhooks'] : []), ...descriptions.anchors] };
}

/** Anchor-safe slug: letters, digits, `_`, `.` and `-`; everything else becomes `-`. */
export function slug(value: string): string {
  return (
    value
      .replace(/[{}]/g, '')
      .replace(/[^A-Za-z0-9_.-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '') || 'root'
  );
}

function rank(order: string[], id: string): number {
  const i = order.indexOf(id);
  return i === -1 ? order.length : i;
}

/** The copy of an operation under another tag: ids prefixed by the tag's, so both can share a page. */
function mirror(op: ApiOperation, tagId: string, usedIds: Set<string>): ApiOperation {
  const id = `${tagId}/${op.mirrorOf!}`;
  usedIds.add(id);
  const callbacks = op.callbacks?.map((c) => ({ ...c, operations: c.operations.map((o) => ({ ...o, id: `${tagId}/${o.id}` })) }));
  for (const c of callbacks ?? []) for (const o of c.operations) usedIds.add(o.id);
  return { ...op, id, ...(callbacks ? { callbacks } : {}) };
}

/** Callbacks of an operation: each expression's operations, as requests the API sends. */
function buildCallbacks(
  op: Schema,
  common: Omit<OperationInput, 'id' | 'method' | 'path' | 'item' | 'op' | 'at'>,
  parentId: string,
  at: JsonPath,
  ctx: SchemaContext,
  uniqueId: (base: string) => string,
): NonNullable<ApiOperation['callbacks']> {
  return Object.entries(isSchema(op.callbacks) ? op.callbacks : {}).flatMap(([name, callback]) => {
    if (!isSchema(callback)) return [];
    const operations: ApiOperation[] = [];
    for (const [expression, item] of Object.entries(callback)) {
      if (!isSchema(item)) continue;
      for (const method of METHODS) {
        if (!isSchema(item[method])) continue;
        const id = uniqueId(`${parentId}/callback/${slug(name)}`);
        operations.push(
          buildOperation(
            { ...common, id, method, path: expression, item, op: item[method] as Schema, at: [...at, 'callbacks', name, expression, method], webhook: true },
            ctx,
          ),
        );
      }
    }
    return operations.length ? [{ name, operations }] : [];
  });
}
