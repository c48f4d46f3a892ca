// A deterministic spec shaped like Microsoft Graph's: hundreds of tags named `<root>.<entity>` (a few
// dozen roots, some tags of a root listed apart from the others, as Graph's are), OData-style paths, one
// tag large enough to be split over several pages, many `microsoft.graph.*` schemas, and one error
// response every operation shares for 4XX and 5XX. With `tagGroups`, the roots are also declared as
// `x-tagGroups`. Used by the navigation tests.

const ROOTS = [
  'admin',
  'agreements',
  'appCatalogs',
  'applications',
  'auditLogs',
  'chats',
  'communications',
  'contacts',
  'deviceAppManagement',
  'deviceManagement',
  'directory',
  'directoryObject',
  'drives',
  'education',
  'groups',
  'identity',
  'identityGovernance',
  'me',
  'policies',
  'print',
  'reports',
  'security',
  'servicePrincipals',
  'shares',
  'sites',
  'solutions',
  'teams',
  'users',
];
const ENTITIES = [
  'calendar',
  'calendarGroup',
  'contactFolder',
  'directoryObject',
  'driveItem',
  'event',
  'extensionProperty',
  'homeRealmDiscoveryPolicy',
  'mailFolder',
  'managedDevice',
  'message',
  'onenote',
  'outlookUser',
  'plannerUser',
  'profilePhoto',
  'todoTaskList',
  'Actions',
  'Functions',
];

/** Tag names: every root with its entities (15 per root by default), the `directoryObject` ones listed amid `applications`' (as in Graph). */
function tagNames(perRoot) {
  const names = [];
  ROOTS.forEach((root, r) => {
    for (let e = 0; e < perRoot; e++) names.push(`${root}.${ENTITIES[(r + e) % ENTITIES.length]}${e >= ENTITIES.length ? e : ''}`);
  });
  const apart = names.filter((n) => n.startsWith('directoryObject.'));
  const rest = names.filter((n) => !n.startsWith('directoryObject.'));
  const at = rest.findIndex((n) => n.startsWith('applications.')) + 3;
  return [...rest.slice(0, at), ...apart, ...rest.slice(at)];
}

/**
 * The spec: `perRoot` tags for each of 28 roots (420 tags by default), two operations each, and one tag
 * (`drives.Actions`) with `bigTag` operations; `schemas` schemas named `microsoft.graph.<name>`.
 */
export function graphLikeSpec({ perRoot = 15, bigTag = 240, schemas = 240, tagGroups = false } = {}) {
  const paths = {};
  const names = tagNames(perRoot);
  const schemaName = (i) => `microsoft.graph.${ENTITIES[i % ENTITIES.length]}Resource${i}`;
  const ref = (i) => ({ $ref: `#/components/schemas/${schemaName(i % schemas)}` });
  // Every operation answers 4XX and 5XX with one shared response, as Graph's do.
  const errors = { '4XX': { $ref: '#/components/responses/error' }, '5XX': { $ref: '#/components/responses/error' } };
  names.forEach((tag, t) => {
    const [root, entity] = tag.split('.');
    const base = `/${root}/{${root}-id}/${entity}`;
    paths[base] = {
      parameters: [{ name: `${root}-id`, in: 'path', required: true, description: `The unique identifier of ${root}`, schema: { type: 'string' } }],
      get: {
        tags: [tag],
        operationId: `${tag}.List${entity}`,
        summary: `List ${entity} of ${root}`,
        responses: { 200: { description: 'Retrieved collection', content: { 'application/json': { schema: ref(t) } } }, ...errors },
      },
      post: {
        tags: [tag],
        operationId: `${tag}.Create${entity}`,
        summary: `Create new navigation property to ${entity} for ${root}`,
        requestBody: { required: true, content: { 'application/json': { schema: ref(t + 1) } } },
        responses: { 201: { description: 'Created navigation property.', content: { 'application/json': { schema: ref(t + 1) } } }, ...errors },
      },
    };
  });
  for (let i = 0; i < bigTag; i++)
    paths[`/drives/{drive-id}/items/{driveItem-id}/microsoft.graph.action${i}`] = {
      parameters: ['drive-id', 'driveItem-id'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      post: {
        tags: ['drives.Actions'],
        operationId: `drives.drive.items.driveItem.action${i}`,
        summary: `Invoke action action${i}`,
        responses: { 204: { description: 'Success' }, ...errors },
      },
    };
  const components = {
    schemas: {
      'microsoft.graph.ODataErrors.ODataError': {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: { code: { type: 'string' }, message: { type: 'string' }, target: { type: 'string', nullable: true } },
          },
        },
      },
    },
    responses: {
      error: {
        description: 'error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/microsoft.graph.ODataErrors.ODataError' } } },
      },
    },
  };
  for (let i = 0; i < schemas; i++)
    components.schemas[schemaName(i)] = {
      type: 'object',
      properties: { id: { type: 'string', description: 'The unique identifier for an entity. Read-only.' }, displayName: { type: 'string', nullable: true } },
    };
  const spec = {
    openapi: '3.0.4',
    info: { title: 'Graph-like API', version: 'v1.0' },
    servers: [{ url: 'https://graph.example.com/v1.0/' }],
    paths,
    components,
  };
  if (tagGroups) {
    const declared = [...new Set([...names, 'drives.Actions'])];
    spec['x-tagGroups'] = ROOTS.map((root) => ({ name: root, tags: declared.filter((n) => n.startsWith(`${root}.`)) }));
  }
  return spec;
}
