// Proof that the API reference's code samples run and send exactly the request the spec describes:
// every sample is pointed at a local echo server and executed with the real runtime (curl,
// /usr/bin/python3 + requests, node's fetch, ruby's Net::HTTP, php + Guzzle). Sesame's own spec checks
// method, path, query, credentials and multipart fields; test/fixtures/specs/sample-styles.yaml checks,
// byte for byte where bytes are defined, every parameter style, credential place and body encoding;
// test/fixtures/specs/swagger-collection-formats.yaml every Swagger 2.0 collectionFormat;
// test/fixtures/specs/examples-media.yaml each media type of a body (XML as XML) and typed multipart parts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadSpec, parseSpec } from '../../src/openapi/load.js';
import { buildApiModel } from '../../src/openapi/model.js';
import type { ApiOperation } from '../../theme/props.js';
import { multipartParts, RUNTIME_HEADERS, runSamples, type Received, type SampleResult } from '../helpers/sample-runner.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const LANGS = ['curl', 'python', 'nodejs', 'ruby', 'php'];

describe('code samples of spec/openapi.yaml run against a local server', () => {
  const SERVER = 'https://api.sesame.dev/v1';
  /** What each of Sesame's security schemes must send (the spec's contract, restated here on purpose). */
  const CREDENTIALS: Record<string, [string, string]> = {
    apiSecret: ['authorization', 'Bearer <API_SECRET>'],
    accessToken: ['x-authorization', '<ACCESS_TOKEN>'],
    refreshToken: ['x-refresh-token', '<REFRESH_TOKEN>'],
    csrfToken: ['x-csrf-token', '<CSRF_TOKEN>'],
  };
  const ops: ApiOperation[] = [];
  let results: Map<string, SampleResult>;

  /** What the server must receive for an operation, derived from the model's parameters and examples. */
  function expected(op: ApiOperation) {
    const example = (name: string) => op.parameters.find((p) => p.name === name && p.in === 'path')!.schema.example!;
    const query = Object.fromEntries(
      op.parameters.filter((p) => p.in === 'query' && (p.required || p.schema.example !== undefined)).map((p) => [p.name, p.schema.example ?? '']),
    );
    const fields = (op.requestBody?.content[0]?.example ?? '').split('\n').filter(Boolean);
    const credentials = (op.security?.[0] ?? []).map((r) => CREDENTIALS[r.scheme]!);
    return { method: op.method.toUpperCase(), path: `/v1${op.path.replace(/\{(\w+)\}/g, (_, n: string) => example(n))}`, query, fields, credentials };
  }

  beforeAll(async () => {
    const spec = await loadSpec(repo, 'spec/openapi.yaml');
    expect(spec.diagnostics).toEqual([]);
    ops.push(...buildApiModel(spec.value!).model.tags.flatMap((t) => t.operations));
    results = await runSamples(
      ops.flatMap((op) => op.samples.map((s) => ({ key: `${op.id} ${s.lang}`, lang: s.lang, code: s.code }))),
      SERVER,
    );
  }, 300_000);

  test('every operation has a sample in each of the five languages', () => {
    for (const op of ops) expect(op.samples.map((s) => s.lang)).toEqual(LANGS);
  });

  test('each sample exits 0 and sends exactly one request with the right method, path, query, credentials and fields', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      for (const lang of LANGS) {
        const result = results.get(`${op.id} ${lang}`)!;
        const want = expected(op);
        const problems: string[] = [];
        if (result.code !== 0) problems.push(`exit ${result.code}: ${result.output.slice(0, 400)}`);
        if (result.received.length !== 1) problems.push(`${result.received.length} requests received`);
        const got = result.received[0];
        if (got) {
          const url = new URL(got.rawUrl, 'http://127.0.0.1');
          if (got.method !== want.method) problems.push(`method ${got.method}, want ${want.method}`);
          if (url.pathname !== want.path) problems.push(`path ${url.pathname}, want ${want.path}`);
          const query = Object.fromEntries(url.searchParams);
          if (JSON.stringify(query) !== JSON.stringify(want.query)) problems.push(`query ${JSON.stringify(query)}, want ${JSON.stringify(want.query)}`);
          for (const [header, value] of want.credentials)
            if (got.headers[header] !== value) problems.push(`${header}: ${String(got.headers[header])}, want ${value}`);
          const contentType = got.headers['content-type'] ?? '';
          if (want.fields.length) {
            if (!contentType.startsWith('multipart/form-data; boundary=')) problems.push(`content-type ${contentType}`);
            const parts = await multipartParts(got.body, contentType);
            if (JSON.stringify(parts) !== JSON.stringify(want.fields)) problems.push(`fields ${JSON.stringify(parts)}, want ${JSON.stringify(want.fields)}`);
          } else if (got.body.length || (contentType && !rubyEmptyForm(lang, got))) problems.push(`a body (${contentType}) without fields`);
        }
        if (problems.length) failures.push(`${op.id} [${lang}]: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Ruby's Net::HTTP gives every POST, PUT and PATCH a body, empty if none is set, and an empty body the
 * default type `application/x-www-form-urlencoded`: the runtime's doing, not the sample's.
 */
function rubyEmptyForm(lang: string, got: Received): boolean {
  return lang === 'ruby' && got.headers['content-length'] === '0' && got.headers['content-type'] === 'application/x-www-form-urlencoded';
}

/** The request a sample-styles.yaml operation must make, written out by hand from the spec. */
interface Want {
  method: string;
  /** The path as a URL parser reads it (`{` is `%7B` whether sent raw or encoded). */
  path: string;
  /** Decoded query pairs, in order. */
  query: [string, string][];
  /** Every header that is not the runtime's own (lower-case names), with its exact value. */
  headers: Record<string, string>;
  body?: { json: unknown } | { form: [string, string][] } | { text: string } | { multipart: string[] };
}

const STYLES: Record<string, Want> = {
  'operation/getToy': {
    method: 'GET',
    path: '/v1/toys/%7BtoyId%7D',
    query: [['fields', 'name,price']],
    headers: { 'x-request-id': 'req-1', cookie: 'cart=c%2042%3Bx; seen=3,4; toy_session=<SESSION_COOKIE>' },
  },
  'operation/searchToys': {
    method: 'GET',
    path: '/v1/search',
    query: [
      ['tags', 'a'],
      ['tags', 'b c'],
      ['ids', '1,2'],
      ['words', 'red big & bold'],
      ['colors', 'blue|green'],
      ['filter[size]', 'M & L'],
      ['filter[price][max]', '20'],
      ['x', '1'],
      ['y', '2'],
      ['q', "it's a=b&c #1 +100%"],
      ['sort', 'price'],
      ['where', '{"age":3}'],
      ['api_key', '<QUERY_KEY>'],
    ],
    headers: {},
  },
  'operation/clearGrid': {
    method: 'DELETE',
    path: '/v1/grid/3,4/.a%20b.c/;x=1;y=a%2Fb/x,5,y,6',
    query: [],
    headers: { authorization: 'Basic <BASIC>', 'x-sizes': '1,2' },
  },
  'operation/createOrder': {
    method: 'POST',
    path: '/v1/orders',
    query: [],
    headers: { authorization: 'Bearer <BEARER>', 'content-type': 'application/x-www-form-urlencoded' },
    body: {
      form: [
        ['name', 'Ada & Co = best'],
        ['address[city]', 'string'],
        ['address[zip]', '75001'],
        ['tags', 'red'],
        ['tags', 'blue'],
        ['count', '1'],
        ['note', `50% off+tax; it's "new"`],
        ['meta', '{"source":"web"}'],
        ['speed', 'fast'],
        ['days', '2'],
      ],
    },
  },
  'operation/replacePet': {
    method: 'PUT',
    path: '/v1/pets',
    query: [],
    headers: { 'x-api-key': '<HEADER_KEY>', 'content-type': 'application/json' },
    body: { json: { name: 'string', owner: { email: 'ada@example.com' }, note: `C:\\toys\\ it's "new"\nline #{x} é` } },
  },
  'operation/upload': {
    method: 'POST',
    path: '/v1/uploads',
    query: [],
    headers: { authorization: 'Bearer <BEARER>' },
    body: { multipart: ['file=file:file.bin:image/png:PNG bytes', 'title=a & b', 'labels=x', 'labels=y'] },
  },
  'operation/likeToy': {
    method: 'POST',
    path: '/v1/toys/42/like',
    query: [],
    headers: { cookie: 'toy_session=<SESSION_COOKIE>' },
  },
  'operation/addNote': {
    method: 'POST',
    path: '/v1/notes/7',
    query: [],
    headers: { 'content-type': 'text/plain' },
    body: { text: "@first line\nsecond 'line' & more" },
  },
};

/** Everything about a received request that differs from `want`, as readable lines. */
async function differences(got: Received, want: Want, lang: string): Promise<string[]> {
  const problems: string[] = [];
  const url = new URL(got.rawUrl, 'http://127.0.0.1');
  if (got.method !== want.method) problems.push(`method ${got.method}, want ${want.method}`);
  if (url.pathname !== want.path) problems.push(`path ${url.pathname} (sent ${got.rawUrl.split('?')[0]}), want ${want.path}`);
  const query = [...url.searchParams];
  if (JSON.stringify(query) !== JSON.stringify(want.query))
    problems.push(`query ${url.search}, read as ${JSON.stringify(query)}, want ${JSON.stringify(want.query)}`);
  const headers = Object.fromEntries(Object.entries(got.headers).filter(([name]) => !RUNTIME_HEADERS.has(name)));
  if (!want.body && rubyEmptyForm(lang, got)) delete headers['content-type'];
  const contentType = got.headers['content-type'];
  const wantHeaders = { ...want.headers };
  if (want.body && 'multipart' in want.body) {
    if (!/^multipart\/form-data; ?boundary=/.test(contentType ?? '')) problems.push(`content-type ${contentType}, want multipart/form-data with a boundary`);
    delete headers['content-type'];
  }
  if (JSON.stringify(sorted(headers)) !== JSON.stringify(sorted(wantHeaders)))
    problems.push(`headers ${JSON.stringify(sorted(headers))}, want ${JSON.stringify(sorted(wantHeaders))}`);
  const body = got.body;
  if (!want.body) {
    if (body.length) problems.push(`a body of ${body.length} bytes, want none`);
  } else if ('json' in want.body) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      parsed = `invalid JSON: ${body.toString('utf8')}`;
    }
    if (JSON.stringify(parsed) !== JSON.stringify(want.body.json)) problems.push(`JSON body ${JSON.stringify(parsed)}, want ${JSON.stringify(want.body.json)}`);
  } else if ('form' in want.body) {
    const text = body.toString('latin1');
    // Every reserved character of a value is escaped: the raw body splits into exactly the fields.
    const pairs = text.split('&').map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
    if (JSON.stringify(pairs) !== JSON.stringify(want.body.form))
      problems.push(`form body ${text}, read as ${JSON.stringify(pairs)}, want ${JSON.stringify(want.body.form)}`);
  } else if ('text' in want.body) {
    if (!body.equals(Buffer.from(want.body.text, 'utf8')))
      problems.push(`text body ${JSON.stringify(body.toString('utf8'))}, want ${JSON.stringify(want.body.text)}`);
  } else {
    const parts = await multipartParts(body, contentType ?? '');
    if (JSON.stringify(parts) !== JSON.stringify(want.body.multipart))
      problems.push(`parts ${JSON.stringify(parts)}, want ${JSON.stringify(want.body.multipart)}`);
  }
  return problems;
}

function sorted(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}

describe('samples send every parameter style, credential and body encoding exactly as the spec says, in all five languages', () => {
  const SERVER = 'https://api.toys.example/v1';
  const ops: ApiOperation[] = [];
  let results: Map<string, SampleResult>;

  beforeAll(async () => {
    const text = readFileSync(new URL('../fixtures/specs/sample-styles.yaml', import.meta.url), 'utf8');
    const spec = await parseSpec(text, 'spec/openapi.yaml');
    expect(spec.diagnostics).toEqual([]);
    ops.push(...buildApiModel(spec.value!).model.tags.flatMap((t) => t.operations));
    const files = { 'file.bin': 'PNG bytes' };
    results = await runSamples(
      ops.flatMap((op) => op.samples.map((s) => ({ key: `${op.id} ${s.lang}`, lang: s.lang, code: s.code, files }))),
      SERVER,
    );
  }, 300_000);

  test('the fixture has one expected request per operation, and a sample per language for each', () => {
    expect(ops.map((op) => op.id).sort()).toEqual(Object.keys(STYLES).sort());
    for (const op of ops) expect(op.samples.map((s) => s.lang)).toEqual(LANGS);
  });

  test.each(Object.keys(STYLES))('%s: each sample exits 0 and the server receives exactly the expected request', async (id) => {
    const failures: string[] = [];
    for (const lang of LANGS) {
      const result = results.get(`${id} ${lang}`)!;
      const problems: string[] = [];
      if (result.code !== 0) problems.push(`exit ${result.code}: ${result.output.slice(0, 400)}`);
      if (result.received.length !== 1) problems.push(`${result.received.length} requests received`);
      if (result.received[0]) problems.push(...(await differences(result.received[0], STYLES[id]!, lang)));
      if (problems.length) failures.push(`[${lang}] ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  test('a path parameter without an example stays a visible {toyId} placeholder in the code', () => {
    const op = ops.find((o) => o.id === 'operation/getToy')!;
    for (const sample of op.samples) {
      if (sample.lang === 'ruby') expect(sample.code).toContain('URI("https://api.toys.example/v1/toys/%7BtoyId%7D?fields=name,price")');
      else expect(sample.code).toContain('/toys/{toyId}');
      expect(sample.code).not.toContain('/toys/toyId');
    }
  });
});

// Issue 40, item 4: Swagger 2.0's collectionFormat, sent as the spec says by every language.
describe('samples of a Swagger 2.0 spec send every collectionFormat as declared, in all five languages', () => {
  const SERVER = 'https://items.example.com/v1';
  const ids = (path: string, query: [string, string][]): Want => ({ method: 'GET', path, query, headers: {} });
  const COLLECTIONS: Record<string, Want> = {
    'operation/csvDefault': ids('/v1/csv-default', [['ids', '1,2']]),
    'operation/csv': ids('/v1/csv', [['ids', '1,2']]),
    'operation/ssv': ids('/v1/ssv', [['ids', '1 2']]),
    'operation/tsv': ids('/v1/tsv', [['ids', '1\t2']]),
    'operation/pipes': ids('/v1/pipes', [['ids', '1|2']]),
    'operation/multi': ids('/v1/multi', [
      ['ids', '1'],
      ['ids', '2'],
    ]),
    'operation/tagItems': {
      method: 'POST',
      path: '/v1/items/a%7Cb',
      query: [['limit', '20']],
      headers: { 'x-flags': 'x,y', 'content-type': 'application/x-www-form-urlencoded' },
      body: {
        form: [
          ['labels', 'red|blue'],
          ['sizes', 'S'],
          ['sizes', 'M'],
        ],
      },
    },
  };
  let results: Map<string, SampleResult>;
  const ops: ApiOperation[] = [];

  beforeAll(async () => {
    const text = readFileSync(new URL('../fixtures/specs/swagger-collection-formats.yaml', import.meta.url), 'utf8');
    const spec = await parseSpec(text, 'spec/openapi.yaml');
    expect(spec.diagnostics).toEqual([]);
    ops.push(...buildApiModel(spec.value!).model.tags.flatMap((t) => t.operations));
    results = await runSamples(
      ops.flatMap((op) => op.samples.map((s) => ({ key: `${op.id} ${s.lang}`, lang: s.lang, code: s.code }))),
      SERVER,
    );
  }, 300_000);

  test('the fixture has one expected request per operation', () => {
    expect(ops.map((op) => op.id).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  test.each(Object.keys(COLLECTIONS))('%s: each sample exits 0 and the server receives exactly the expected request', async (id) => {
    const failures: string[] = [];
    for (const lang of LANGS) {
      const result = results.get(`${id} ${lang}`)!;
      const problems: string[] = [];
      if (result.code !== 0) problems.push(`exit ${result.code}: ${result.output.slice(0, 400)}`);
      if (result.received.length !== 1) problems.push(`${result.received.length} requests received`);
      if (result.received[0]) problems.push(...(await differences(result.received[0], COLLECTIONS[id]!, lang)));
      if (problems.length) failures.push(`[${lang}] ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});

// Issue 40, item 5: XML bodies sent `{}` as XML, a body's other media types had no samples, a multipart
// part's declared content type was dropped.
describe('samples send every media type of a body, XML as XML, and typed multipart parts, in all five languages', () => {
  const SERVER = 'https://pets.example.com/v1';
  const PET_XML = '<?xml version="1.0" encoding="UTF-8"?>\n<pet id="7">\n  <name>Tom &amp; Jerry</name>\n</pet>';
  const ops: ApiOperation[] = [];
  let results: Map<string, SampleResult>;

  beforeAll(async () => {
    const text = readFileSync(new URL('../fixtures/specs/examples-media.yaml', import.meta.url), 'utf8');
    const spec = await parseSpec(text, 'spec/openapi.yaml');
    expect(spec.diagnostics).toEqual([]);
    ops.push(...buildApiModel(spec.value!).model.tags.flatMap((t) => t.operations));
    const sets = ops.flatMap((op) => [
      { key: op.id, samples: op.samples },
      ...(op.otherSamples ?? []).map((set) => ({ key: `${op.id} ${set.type}`, samples: set.samples })),
    ]);
    results = await runSamples(
      sets.flatMap((set) => set.samples.map((s) => ({ key: `${set.key} ${s.lang}`, lang: s.lang, code: s.code, files: { 'photo.bin': 'PNG' } }))),
      SERVER,
    );
  }, 300_000);

  async function check(key: string, want: Want) {
    const failures: string[] = [];
    for (const lang of LANGS) {
      const result = results.get(`${key} ${lang}`)!;
      const problems: string[] = [];
      if (result.code !== 0) problems.push(`exit ${result.code}: ${result.output.slice(0, 400)}`);
      if (result.received.length !== 1) problems.push(`${result.received.length} requests received`);
      if (result.received[0]) problems.push(...(await differences(result.received[0], want, lang)));
      if (problems.length) failures.push(`[${lang}] ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }

  test('the JSON body sends the first named example', () =>
    check('operation/addPet', {
      method: 'POST',
      path: '/v1/pets',
      query: [],
      headers: { 'content-type': 'application/json' },
      body: { json: { id: 1, name: 'Tom', tags: ['grey'] } },
    }));

  test('the XML body sends XML as application/xml', () =>
    check('operation/addPet application/xml', {
      method: 'POST',
      path: '/v1/pets',
      query: [],
      headers: { 'content-type': 'application/xml' },
      body: { text: PET_XML },
    }));

  test('the multipart body sends the JSON part and the file, each with its declared type (ruby: the file only)', async () => {
    const failures: string[] = [];
    for (const lang of LANGS) {
      const result = results.get(`operation/upload ${lang}`)!;
      if (result.code !== 0 || result.received.length !== 1) {
        failures.push(`[${lang}] exit ${result.code}, ${result.received.length} requests: ${result.output.slice(0, 400)}`);
        continue;
      }
      const body = result.received[0]!.body.toString('utf8');
      const types = Object.fromEntries(['meta', 'photo'].map((name) => [name, /\r\ncontent-type: *([^\r]+)/i.exec(partHead(body, name))?.[1] ?? null]));
      const want = { meta: lang === 'ruby' ? null : 'application/json', photo: 'image/png' };
      if (JSON.stringify(types) !== JSON.stringify(want)) failures.push(`[${lang}] part types ${JSON.stringify(types)}, want ${JSON.stringify(want)}`);
      if (!body.includes('\r\n\r\n{"name":"Tom; the cat"}\r\n')) failures.push(`[${lang}] meta part's value missing: ${body.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });
});

/** The header lines of the multipart part named `name` in a raw body (headers in any order). */
function partHead(body: string, name: string): string {
  const heads = body.split(/\r\n--[^\r]*\r\n|^--[^\r]*\r\n/).map((part) => `\r\n${part.slice(0, part.indexOf('\r\n\r\n'))}`);
  return heads.find((head) => new RegExp(`content-disposition: *form-data; *name="${name}"`, 'i').test(head)) ?? '';
}
