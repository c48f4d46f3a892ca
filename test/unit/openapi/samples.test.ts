// buildSamples: httpsnippet's multipart output repaired per language (the list), placeholders
// for credentials, example path parameters. Running them is test/integration/api-samples.test.ts's job.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSpec } from '../../../src/openapi/load.js';
import { buildApiModel } from '../../../src/openapi/model.js';

async function samples(name: string) {
  const text = readFileSync(new URL(`../../fixtures/specs/${name}`, import.meta.url), 'utf8');
  const { value } = await parseSpec(text, 'spec/openapi.yaml');
  const op = buildApiModel(value!).model.tags[0]!.operations[0]!;
  return Object.fromEntries(op.samples.map((s) => [s.lang, s.code]));
}

describe('samples of a multipart upload with a file', () => {
  test('curl sends the file with --form and values starting with @ with --form-string, without a Content-Type header', async () => {
    expect((await samples('multipart-files.yaml')).curl).toBe(
      [
        'curl --request POST \\',
        '  --url https://api.example.com/users/usr_1/avatar \\',
        "  --header 'Authorization: Bearer <BEARER>' \\",
        "  --form 'avatar=@avatar.bin;type=image/png' \\",
        '  --form-string handle=@ada \\',
        `  --form 'note=it'\\''s <fine>'`,
      ].join('\n'),
    );
  });

  test('python passes files= with an open() call and (None, value) fields', async () => {
    const code = (await samples('multipart-files.yaml')).python!;
    expect(code).toContain('    "avatar": ("avatar.bin", open("avatar.bin", "rb"), "image/png"),\n    "handle": (None, "@ada"),');
    expect(code).toContain('response = requests.post(url, files=files, headers=headers)');
    expect(code).not.toContain('payload');
  });

  test('node uses the global fetch and FormData in an ES module, with openAsBlob for the file', async () => {
    const code = (await samples('multipart-files.yaml')).nodejs!;
    expect(code).not.toMatch(/require\(/);
    expect(code.startsWith("import { openAsBlob } from 'node:fs';\n")).toBe(true);
    expect(code).toContain("form.append('avatar', await openAsBlob('avatar.bin', { type: 'image/png' }), 'avatar.bin');");
    expect(code).toContain("method: 'POST', body: form");
    expect(code).not.toMatch(/Content-Type/i);
  });

  test('ruby uses set_form instead of a hand-built body, and TLS only for https', async () => {
    const code = (await samples('multipart-files.yaml')).ruby!;
    expect(code).toContain("request.set_form([\n  ['avatar', File.open('avatar.bin'), { content_type: 'image/png' }],\n  ['handle', '@ada'],");
    expect(code).toContain("http.use_ssl = url.scheme == 'https'");
    expect(code).not.toContain('request.body');
  });

  test('php builds a Guzzle multipart array (comma before headers) with fopen for the file', async () => {
    const code = (await samples('multipart-files.yaml')).php!;
    expect(code).toContain("require 'vendor/autoload.php';");
    expect(code).toContain("      'contents' => fopen('avatar.bin', 'r'),\n      'filename' => 'avatar.bin',");
    expect(code).toMatch(/\n {2}\],\n {2}'headers' => \[/);
  });
});

test('a JSON body keeps httpsnippet output, with example path parameters and the API key placeholder', async () => {
  const text = readFileSync(new URL('../../fixtures/specs/petstore-3.0.yaml', import.meta.url), 'utf8');
  const { value } = await parseSpec(text, 'spec/openapi.yaml');
  const [get, post] = buildApiModel(value!).model.tags[0]!.operations;
  expect(get!.samples[0]!.code).toBe('curl --request GET \\\n  --url https://eu.pets.example.com/v2/pets/42');
  expect(post!.samples.find((s) => s.lang === 'python')!.code).toContain('"X-Api-Key": "<API_KEY>"');
});

// Issue 40, item 4: Swagger 2.0's collectionFormat was dropped (csv and pipes arrays were sent as `a=1&a=2`).
describe('samples of Swagger 2.0 array parameters follow collectionFormat', () => {
  async function byOperation() {
    const text = readFileSync(new URL('../../fixtures/specs/swagger-collection-formats.yaml', import.meta.url), 'utf8');
    const { value } = await parseSpec(text, 'spec/openapi.yaml');
    const ops = buildApiModel(value!).model.tags[0]!.operations;
    return Object.fromEntries(ops.map((op) => [op.id.replace('operation/', ''), Object.fromEntries(op.samples.map((s) => [s.lang, s.code]))]));
  }

  test('each format gives its exact URL, comma and pipe not percent-encoded, in curl, node, ruby and php', async () => {
    const samples = await byOperation();
    const urls: Record<string, string> = {
      csvDefault: 'https://items.example.com/v1/csv-default?ids=1,2',
      csv: 'https://items.example.com/v1/csv?ids=1,2',
      ssv: 'https://items.example.com/v1/ssv?ids=1%202',
      tsv: 'https://items.example.com/v1/tsv?ids=1%092',
      pipes: 'https://items.example.com/v1/pipes?ids=1|2',
      multi: 'https://items.example.com/v1/multi?ids=1&ids=2',
    };
    for (const [id, url] of Object.entries(urls)) {
      const code = samples[id]!;
      expect(code.curl, id).toContain(`  --url '${url}'`);
      expect(code.nodejs, id).toContain(`const url = '${url}';`);
      expect(code.ruby, id).toContain(`url = URI("${url}")`);
      expect(code.php, id).toContain(`->request('GET', '${url}');`);
    }
  });

  test('python passes the decoded list as requests params', async () => {
    const samples = await byOperation();
    expect(samples.pipes!.python).toContain('querystring = {"ids":"1|2"}');
    expect(samples.multi!.python).toContain('querystring = {"ids":["1","2"]}');
  });

  test('path, header and urlencoded form fields follow it too', async () => {
    const { curl } = (await byOperation()).tagItems!;
    expect(curl).toBe(
      [
        'curl --request POST \\',
        "  --url 'https://items.example.com/v1/items/a%7Cb?limit=20' \\",
        "  --header 'Content-Type: application/x-www-form-urlencoded' \\",
        "  --header 'X-Flags: x,y' \\",
        "  --data-urlencode 'labels=red|blue' \\",
        '  --data-urlencode sizes=S \\',
        '  --data-urlencode sizes=M',
      ].join('\n'),
    );
  });
});

// Issue 40, item 5: a multipart part's declared content type (encoding.contentType) was dropped.
describe('a multipart value part with a declared content type', () => {
  test("is sent with it by curl (value quoted), python, node (as a Blob) and php; ruby's Net::HTTP types only files", async () => {
    const text = readFileSync(new URL('../../fixtures/specs/examples-media.yaml', import.meta.url), 'utf8');
    const { value } = await parseSpec(text, 'spec/openapi.yaml');
    const op = buildApiModel(value!).model.tags[0]!.operations.find((o) => o.id === 'operation/upload')!;
    const code = Object.fromEntries(op.samples.map((s) => [s.lang, s.code]));
    expect(code.curl).toContain(`  --form 'meta="{\\"name\\":\\"Tom; the cat\\"}";type=application/json' \\\n  --form 'photo=@photo.bin;type=image/png'`);
    expect(code.python).toContain('    "meta": (None, "{\\"name\\":\\"Tom; the cat\\"}", "application/json"),');
    expect(code.nodejs).toContain(`form.append('meta', new Blob(['{"name":"Tom; the cat"}'], { type: 'application/json' }));`);
    expect(code.php).toContain(`      'contents' => '{"name":"Tom; the cat"}',\n      'headers' => ['Content-Type' => 'application/json'],`);
    expect(code.ruby).toContain(`  ['meta', '{"name":"Tom; the cat"}'],`);
  });
});
