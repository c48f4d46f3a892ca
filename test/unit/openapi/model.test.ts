// buildApiModel: tags and stable ids, parameters, bodies, responses, security, webhooks, recursion,
// Swagger 2.0 reshaping and samples, from the fixture specs.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSpec } from '../../../src/openapi/load.js';
import { buildApiModel } from '../../../src/openapi/model.js';
import type { SchemaNode } from '../../../theme/props.js';

async function model(name: string) {
  const text = readFileSync(new URL(`../../fixtures/specs/${name}`, import.meta.url), 'utf8');
  const { value, diagnostics } = await parseSpec(text, 'spec/openapi.yaml');
  expect(diagnostics).toEqual([]);
  return buildApiModel(value!);
}

describe('buildApiModel on OpenAPI 3.0 (petstore)', () => {
  test('derives ids from operationId, else from method and path, and tag ids from names', async () => {
    const { model: m, anchors } = await model('petstore-3.0.yaml');
    expect(m.tags.map((t) => [t.id, t.operations.map((o) => o.id)])).toEqual([['tag/Pets', ['operation/getPet', 'operation/post-pets']]]);
    expect(anchors).toEqual(expect.arrayContaining(['tag/Pets', 'operation/getPet', 'operation/post-pets']));
    expect(m.servers.map((s) => s.resolved)).toEqual(['https://eu.pets.example.com/v2']);
  });

  test('lists path, query and header parameters with type, required and enum', async () => {
    const op = (await model('petstore-3.0.yaml')).model.tags[0]!.operations[0]!;
    expect(op.parameters.map((p) => [p.name, p.in, p.required, p.schema.type, p.schema.enum ?? null])).toEqual([
      ['petId', 'path', true, 'integer', null],
      ['fields', 'query', false, 'string', ['all', 'summary']],
      ['X-Request-Id', 'header', false, 'string', null],
    ]);
  });

  test('flattens the body schema: readOnly left out, nullable, constraints, oneOf variants with merged allOf, discriminator', async () => {
    const { model: m } = await model('petstore-3.0.yaml');
    const body = m.tags[0]!.operations[1]!.requestBody!;
    // readOnly fields are not sent: the request body leaves them out, the model shows them marked.
    expect(m.schemas.find((s) => s.name === 'Pet')!.schema.children!.find((c) => c.name === 'id')).toMatchObject({ type: 'integer', readOnly: true });
    const pet = body.content[0]!.schema!;
    expect(pet.title).toBe('Pet');
    expect(pet.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'cat', schema: 'Cat' },
        { value: 'dog', schema: 'Dog' },
      ],
    });
    const byName: Record<string, SchemaNode> = Object.fromEntries(pet.children!.map((c) => [c.name!, c]));
    expect(byName.id).toBeUndefined();
    expect(byName.name).toMatchObject({ required: true, constraints: ['≥ 1 characters'], example: 'Rex' });
    expect(byName.nickname).toMatchObject({ nullable: true });
    const variants = byName.details!.variants!;
    expect(variants.kind).toBe('oneOf');
    expect(variants.options.map((o) => [o.title, o.children!.map((c) => `${c.name}${c.required ? '*' : ''}`)])).toEqual([
      ['Cat', ['indoor', 'lives*']],
      ['Dog', ['good']],
    ]);
    expect(body.content[0]!.example).toBe(
      '{\n  "name": "Rex",\n  "nickname": "string",\n  "kind": "cat",\n  "details": {\n    "indoor": true,\n    "lives": 1\n  }\n}',
    );
  });

  test('keeps every response with its description and schema', async () => {
    const op = (await model('petstore-3.0.yaml')).model.tags[0]!.operations[0]!;
    expect(op.responses.map((r) => [r.status, r.content[0]?.type ?? null, r.content[0]?.schema?.title ?? null])).toEqual([
      ['200', 'application/json', 'Pet'],
      ['404', null, null],
    ]);
  });

  test('collects links in descriptions with their line in the spec', async () => {
    const { links } = await model('petstore-3.0.yaml');
    expect(links.map((l) => [l.url, l.line])).toEqual([['/docs/intro', 5]]);
  });
});

describe('buildApiModel on other shapes', () => {
  test('cuts recursion with the schema name, and the model serialises', async () => {
    const { model: m } = await model('circular.yaml');
    const node = m.tags[0]!.operations[0]!.responses[0]!.content[0]!.schema!;
    const parent = node.children!.find((c) => c.name === 'parent')!;
    const children = node.children!.find((c) => c.name === 'children')!;
    expect(parent.ref).toEqual({ name: 'Node', id: 'schema/Node', reason: 'recursive' });
    expect(children.type).toBe('array of Node');
    expect(() => JSON.stringify(m)).not.toThrow();
  });

  test('reshapes Swagger 2.0: server from host, formData as multipart with a file, body parameter, definitions', async () => {
    const { model: m } = await model('swagger-2.0.yaml');
    const [upload, replace] = m.tags[0]!.operations;
    expect(m.servers.map((s) => s.resolved)).toEqual(['https://files.example.com/api']);
    expect(upload!.requestBody!.content.map((c) => c.type)).toEqual(['multipart/form-data']);
    expect(upload!.requestBody!.content[0]!.schema!.children!.map((c) => [c.name, c.format ?? c.type])).toEqual([
      ['file', 'binary'],
      ['label', 'string'],
    ]);
    expect(upload!.responses[0]!.content[0]!.schema!.title).toBe('File');
    expect(replace!.requestBody!.content[0]!.schema!.title).toBe('File');
    expect(upload!.security).toEqual([[{ scheme: 'token', scopes: [] }]]);
    expect(m.securitySchemes).toEqual([{ key: 'token', label: 'X-Token header', placeholder: '<TOKEN>', credential: { in: 'header', name: 'X-Token' } }]);
  });

  // Issue 40, item 4: the conversion dropped collectionFormat, x-tagGroups, produces types after the
  // first, x-example, exclusiveMaximum and multipleOf.
  test('reshapes Swagger 2.0 without loss: x-tagGroups, every produces type, x-example, exclusiveMaximum, multipleOf, collectionFormat shown', async () => {
    const { model: m } = await model('swagger-collection-formats.yaml');
    expect(m.tagGroups).toEqual([{ name: 'Catalogue', tagIds: ['tag/items'] }]);
    const ops = Object.fromEntries(m.tags[0]!.operations.map((op) => [op.id, op]));
    const tagItems = ops['operation/tagItems']!;
    expect(tagItems.responses[0]!.content.map((c) => c.type)).toEqual(['application/json', 'application/xml']);
    expect(tagItems.parameters.map((p) => [p.name, p.schema.example, p.schema.constraints])).toEqual([
      ['keys', '["a","b"]', ['collectionFormat pipes: a%7Cb']],
      ['X-Flags', '["x","y"]', ['collectionFormat csv: X-Flags: x,y']],
      ['limit', '20', ['< 100', 'multiple of 10']],
    ]);
    expect(['csvDefault', 'csv', 'ssv', 'tsv', 'pipes', 'multi'].map((id) => ops[`operation/${id}`]!.parameters[0]!.schema.constraints)).toEqual([
      ['collectionFormat csv: ids=1,2'],
      ['collectionFormat csv: ids=1,2'],
      ['collectionFormat ssv: ids=1%202'],
      ['collectionFormat tsv: ids=1%092'],
      ['collectionFormat pipes: ids=1|2'],
      ['collectionFormat multi: ids=1&ids=2'],
    ]);
  });

  // Issue 40, item 5: only the first named example was shown, without its summary; XML bodies showed `{}`.
  test('keeps every named example of a request and a response with its summary and description; XML types get XML', async () => {
    const { model: m } = await model('examples-media.yaml');
    const addPet = m.tags[0]!.operations.find((op) => op.id === 'operation/addPet')!;
    const [json, xml] = addPet.requestBody!.content;
    expect(json!.examples!.map((e) => [e.name, e.summary, e.description?.html ?? null, JSON.parse(e.example)])).toEqual([
      ['cat', 'A cat', null, { id: 1, name: 'Tom', tags: ['grey'] }],
      ['dog', 'A dog', '<p>Dogs have <strong>two</strong> tags.</p>', { id: 2, name: 'Rex', tags: ['brown', 'big'] }],
    ]);
    expect(xml!.example).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<pet id="7">\n  <name>Tom &amp; Jerry</name>\n  <tags>\n    <tag>grey</tag>\n  </tags>\n</pet>',
    );
    const [ok, okXml] = addPet.responses[0]!.content;
    expect(ok!.examples!.map((e) => [e.name, e.summary ?? null])).toEqual([
      ['tom', 'Tom the cat'],
      ['rex', null],
    ]);
    expect(okXml!.type).toBe('text/xml');
    expect(okXml!.example!.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<pet id="7">')).toBe(true);
  });

  test('a body of several media types has samples for each: the preferred one first, the others apart', async () => {
    const { model: m } = await model('examples-media.yaml');
    const addPet = m.tags[0]!.operations.find((op) => op.id === 'operation/addPet')!;
    expect(addPet.samplesType).toBe('application/json');
    expect(addPet.otherSamples!.map((set) => [set.type, set.samples.map((s) => s.lang)])).toEqual([
      ['application/xml', ['curl', 'python', 'nodejs', 'ruby', 'php']],
    ]);
    expect(addPet.otherSamples![0]!.samples[0]!.code).toBe(
      [
        'curl --request POST \\',
        '  --url https://pets.example.com/v1/pets \\',
        "  --header 'Content-Type: application/xml' \\",
        `  --data '<?xml version="1.0" encoding="UTF-8"?>`,
        '<pet id="7">',
        '  <name>Tom &amp; Jerry</name>',
        "</pet>'",
      ].join('\n'),
    );
    expect(m.tags[0]!.operations.find((op) => op.id === 'operation/upload')!.otherSamples).toBeUndefined();
  });

  test('lists 3.1 webhooks apart from the tags, without samples', async () => {
    const { model: m, anchors } = await model('webhooks.yaml');
    expect(m.tags).toEqual([]);
    expect(m.webhooks.map((w) => [w.id, w.method, w.path, w.webhook, w.samples.length])).toEqual([['webhook/orderPaid', 'post', 'orderPaid', true, 0]]);
    expect(anchors).toContain('webhooks');
  });
});

describe('buildApiModel on inline specs', () => {
  async function inline(text: string) {
    const { value, diagnostics } = await parseSpec(text, 'spec/openapi.yaml');
    expect(diagnostics).toEqual([]);
    return buildApiModel(value!).model;
  }
  const paths = (routes: string[]) =>
    routes.map((r, i) => `  ${r}:\n    get:\n      operationId: op${i}\n      responses: { '200': { description: ok } }\n`).join('');

  test('more than 20 untagged operations are grouped by their first path segment after a version', async () => {
    const routes = Array.from({ length: 21 }, (_, i) => (i % 3 === 0 ? `/v1/customers/${i}` : i % 3 === 1 ? `/v2/charges/x${i}` : `/api/refunds/${i}`));
    const m = await inline(`openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n${paths(routes)}`);
    expect(m.tags.map((t) => [t.name, t.operations.length])).toEqual([
      ['customers', 7],
      ['charges', 7],
      ['refunds', 7],
    ]);
  });

  test('20 untagged operations or fewer stay under one "Other" tag', async () => {
    const m = await inline(`openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n${paths(['/a', '/b/c'])}`);
    expect(m.tags.map((t) => [t.id, t.name, t.operations.length])).toEqual([['tag/default', 'Other', 2]]);
  });

  test('x-enumDescriptions may be a list in enum order (x-enum-descriptions too)', async () => {
    const m = await inline(`openapi: 3.1.0
info: { title: T, version: '1' }
components:
  schemas:
    Size:
      type: string
      enum: [s, m, l]
      x-enum-descriptions: [Small, Medium, Large]
paths: {}
`);
    expect(m.schemas[0]!.schema.enumDescriptions).toEqual({ s: 'Small', m: 'Medium', l: 'Large' });
  });

  test('a Swagger 2.0 OAuth 2 flow keeps its URLs and scopes', async () => {
    const m = await inline(`swagger: '2.0'
info: { title: T, version: '1' }
host: api.example.com
securityDefinitions:
  oauth:
    type: oauth2
    flow: accessCode
    authorizationUrl: https://auth.example.com/authorize
    tokenUrl: https://auth.example.com/token
    scopes: { read: Read things }
paths: {}
`);
    expect(m.securitySchemes[0]!.flows).toEqual([
      {
        kind: 'Authorization code',
        authorizationUrl: 'https://auth.example.com/authorize',
        tokenUrl: 'https://auth.example.com/token',
        scopes: [{ name: 'read', description: 'Read things' }],
      },
    ]);
  });
});

describe('buildApiModel: schemas shared by many operations (issue 40, item 2)', () => {
  /** Four operations each nest `Address` three levels down (body -> customer -> shipping -> address); `Rare` is used once. */
  async function sharedModel() {
    const op = (i: number) => ({
      post: {
        operationId: `op${i}`,
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  customer: {
                    type: 'object',
                    properties: {
                      shipping: {
                        type: 'object',
                        properties: { address: { $ref: '#/components/schemas/Address' }, ...(i === 0 ? { rare: { $ref: '#/components/schemas/Rare' } } : {}) },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    });
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Shared', version: '1' },
      paths: Object.fromEntries([0, 1, 2, 3].map((i) => [`/things/${i}`, op(i)])),
      components: {
        schemas: {
          Address: { type: 'object', properties: { city: { type: 'string' }, line1: { type: 'string' } } },
          Rare: { type: 'object', properties: { note: { type: 'string' } } },
        },
      },
    };
    const { value, diagnostics } = await parseSpec(JSON.stringify(spec), 'spec/openapi.json');
    expect(diagnostics).toEqual([]);
    return buildApiModel(value!).model;
  }
  const find = (node: SchemaNode, name: string): SchemaNode | undefined => (node.name === name ? node : node.children?.map((c) => find(c, name)).find(Boolean));

  test('a named schema used by many operations links to its models entry past a depth instead of unfolding in each', async () => {
    const m = await sharedModel();
    const body = m.tags[0]!.operations[1]!.requestBody!.content[0]!.schema!;
    expect(find(body, 'address')).toMatchObject({ title: 'Address', ref: { name: 'Address', id: 'schema/Address', reason: 'elsewhere' } });
    expect(find(body, 'address')!.children).toBeUndefined();
    // Shown once, in full, in the models section.
    expect(m.schemas.find((s) => s.name === 'Address')!.schema.children!.map((c) => c.name)).toEqual(['city', 'line1']);
  });

  test('a named schema used once still unfolds where it is used', async () => {
    const body = (await sharedModel()).tags[0]!.operations[0]!.requestBody!.content[0]!.schema!;
    expect(find(body, 'rare')!.children!.map((c) => c.name)).toEqual(['note']);
    expect(find(body, 'rare')!.ref).toBeUndefined();
  });
});
