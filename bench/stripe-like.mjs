// A deterministic spec shaped like Stripe's published one: no tags, 450 operations under /v1/<resource>,
// urlencoded request bodies with nested objects, expandable fields (anyOf [id, object]), deep and
// recursive named schemas. Used by bench/api.mjs and by the paging tests.

const RESOURCES = 90;

/** `resource-7` -> schema name `resource_7`; a few words keep paths long and varied. */
const WORDS = ['customer', 'charge', 'invoice', 'payment_intent', 'subscription', 'checkout_session', 'account', 'transfer', 'refund', 'dispute'];

function resourceName(i) {
  return `${WORDS[i % WORDS.length]}${i >= WORDS.length ? `_${Math.floor(i / WORDS.length)}` : ''}`;
}

/** Nested anonymous objects `depth` levels deep, with `width` properties per level. */
function nested(depth, width, prefix) {
  const properties = {};
  for (let i = 0; i < width; i++) {
    const name = `${prefix}_${i}`;
    properties[name] =
      depth > 0 && i === 0
        ? { type: 'object', description: `Details of ${name}, nested ${depth} more levels.`, properties: nested(depth - 1, width, name).properties }
        : i % 3 === 1
          ? { type: 'string', enum: ['automatic', 'manual', 'off'], description: `How ${name} is handled.` }
          : { type: i % 3 === 2 ? 'integer' : 'string', maxLength: 5000, description: `The ${name.replace(/_/g, ' ')} of the object.` };
  }
  return { type: 'object', properties };
}

/** The spec: 90 resources x 5 operations, ~450 named schemas. */
export function stripeLikeSpec(resources = RESOURCES) {
  const schemas = {
    error: { type: 'object', required: ['error'], properties: { error: { $ref: '#/components/schemas/api_errors' } } },
    api_errors: {
      type: 'object',
      properties: {
        code: { type: 'string', maxLength: 5000 },
        message: { type: 'string', maxLength: 5000 },
        param: { type: 'string' },
        type: { type: 'string', enum: ['api_error', 'card_error', 'idempotency_error', 'invalid_request_error'] },
      },
    },
    metadata: {
      type: 'object',
      additionalProperties: { type: 'string', maxLength: 500 },
      description: 'Set of key-value pairs that you can attach to an object.',
    },
    address: {
      type: 'object',
      properties: {
        city: { type: 'string', nullable: true },
        country: { type: 'string', nullable: true },
        line1: { type: 'string', nullable: true },
        line2: { type: 'string', nullable: true },
        postal_code: { type: 'string', nullable: true },
        state: { type: 'string', nullable: true },
      },
    },
  };
  const paths = {};
  for (let r = 0; r < resources; r++) {
    const name = resourceName(r);
    const next = resourceName((r + 1) % resources);
    const plural = `${name}s`;
    // Each resource has three levels of named sub-schemas and an expandable link to the next resource.
    for (let level = 3; level >= 1; level--) {
      const sub = `${name}_details_${level}`;
      schemas[sub] = {
        type: 'object',
        description: `Level ${level} details of a ${name}.`,
        properties: {
          ...nested(3, 7, `${name}_l${level}`).properties,
          address: { $ref: '#/components/schemas/address' },
          ...(level < 3 ? { more: { anyOf: [{ $ref: `#/components/schemas/${name}_details_${level + 1}` }], nullable: true } } : {}),
        },
      };
    }
    schemas[name] = {
      type: 'object',
      title: name,
      description: `A \`${name}\` object. See [the ${name} guide](https://example.com/docs/${name}).`,
      required: ['id', 'object', 'created'],
      properties: {
        id: { type: 'string', maxLength: 5000, description: 'Unique identifier for the object.' },
        object: { type: 'string', enum: [name], description: "String representing the object's type." },
        created: { type: 'integer', format: 'unix-time' },
        livemode: { type: 'boolean' },
        metadata: { $ref: '#/components/schemas/metadata' },
        details: { $ref: `#/components/schemas/${name}_details_1` },
        related: {
          anyOf: [{ type: 'string', maxLength: 5000 }, { $ref: `#/components/schemas/${next}` }],
          nullable: true,
          'x-expansionResources': { oneOf: [{ $ref: `#/components/schemas/${next}` }] },
        },
        parent: { anyOf: [{ type: 'string' }, { $ref: `#/components/schemas/${name}` }], nullable: true, description: 'The parent object, when expanded.' },
        ...nested(2, 14, `${name}_field`).properties,
      },
    };
    const list = {
      type: 'object',
      required: ['data', 'has_more', 'object', 'url'],
      properties: {
        data: { type: 'array', items: { $ref: `#/components/schemas/${name}` } },
        has_more: { type: 'boolean' },
        object: { type: 'string', enum: ['list'] },
        url: { type: 'string', pattern: `^/v1/${plural}` },
      },
    };
    const ok = (schema) => ({
      200: { description: 'Successful response.', content: { 'application/json': { schema } } },
      default: { description: 'Error response.', content: { 'application/json': { schema: { $ref: '#/components/schemas/error' } } } },
    });
    const formBody = {
      required: false,
      content: {
        'application/x-www-form-urlencoded': {
          encoding: { metadata: { explode: true, style: 'deepObject' }, shipping: { explode: true, style: 'deepObject' } },
          schema: {
            type: 'object',
            additionalProperties: false,
            properties: {
              description: { type: 'string', maxLength: 5000, description: 'An arbitrary string attached to the object.' },
              metadata: {
                anyOf: [
                  { type: 'object', additionalProperties: { type: 'string' } },
                  { type: 'string', enum: [''] },
                ],
              },
              shipping: {
                type: 'object',
                title: 'shipping',
                required: ['address', 'name'],
                properties: {
                  address: {
                    type: 'object',
                    properties: { city: { type: 'string' }, country: { type: 'string' }, line1: { type: 'string' }, postal_code: { type: 'string' } },
                  },
                  name: { type: 'string' },
                  phone: { type: 'string' },
                },
              },
              ...nested(3, 8, `${name}_param`).properties,
            },
          },
        },
      },
    };
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 5000 } };
    const expand = {
      name: 'expand',
      in: 'query',
      description: 'Specifies which fields in the response should be expanded.',
      explode: true,
      style: 'deepObject',
      schema: { type: 'array', items: { type: 'string', maxLength: 5000 } },
    };
    paths[`/v1/${plural}`] = {
      get: {
        operationId: `Get${plural}`,
        summary: `List all ${plural}`,
        description: `Returns a list of your ${plural}.`,
        parameters: [expand, { name: 'limit', in: 'query', schema: { type: 'integer' } }, { name: 'starting_after', in: 'query', schema: { type: 'string' } }],
        responses: ok(list),
      },
      post: {
        operationId: `Post${plural}`,
        summary: `Create a ${name}`,
        description: `Creates a new ${name} object.`,
        requestBody: formBody,
        responses: ok({ $ref: `#/components/schemas/${name}` }),
      },
    };
    paths[`/v1/${plural}/{id}`] = {
      get: { operationId: `Get${plural}Id`, summary: `Retrieve a ${name}`, parameters: [expand, id], responses: ok({ $ref: `#/components/schemas/${name}` }) },
      post: {
        operationId: `Post${plural}Id`,
        summary: `Update a ${name}`,
        parameters: [id],
        requestBody: formBody,
        responses: ok({ $ref: `#/components/schemas/${name}` }),
      },
      delete: {
        operationId: `Delete${plural}Id`,
        summary: `Delete a ${name}`,
        parameters: [id],
        responses: ok({ type: 'object', properties: { id: { type: 'string' }, deleted: { type: 'boolean', enum: [true] } } }),
      },
    };
  }
  return {
    openapi: '3.0.0',
    info: { title: 'Stripe-like API', version: '2026-01-01', description: 'A generated spec of the size and shape of a large payments API.' },
    servers: [{ url: 'https://api.example.com/' }],
    security: [{ basicAuth: [] }, { bearerAuth: [] }],
    paths,
    components: { schemas, securitySchemes: { basicAuth: { type: 'http', scheme: 'basic' }, bearerAuth: { type: 'http', scheme: 'bearer' } } },
  };
}
