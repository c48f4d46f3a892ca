// Issue 40 item 7: the try-it console is off by default (no console in the HTML, no console script in the
// output), and `api.tryIt: true` gives each operation a console hidden until JavaScript shows it: fields
// prefilled from the examples, a key field per security scheme where the scheme sends it, the body the
// samples send, and the script named by the route table. The browser side is test/e2e/api-try-it.spec.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite, element, HOME_PAGE, makeSite, MINIMAL_CONFIG, removeSites } from '../helpers/index.js';

afterAll(removeSites);

const validator = new HtmlValidate({ ...(JSON.parse(readFileSync(new URL('../../.htmlvalidate.json', import.meta.url), 'utf8')) as ConfigData), root: true });

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: '1' }
servers: [{ url: 'https://{region}.pets.example.com/v1', variables: { region: { default: eu } } }]
paths:
  /pets/{id}:
    put:
      operationId: updatePet
      security: [{}, { session: [] }, { bearer: [] }]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string }, example: rex }
        - { name: tags, in: query, schema: { type: array, items: { type: string } }, example: [a, b] }
        - { name: X-Trace, in: header, schema: { type: string, default: t-1 } }
        - { name: Content-Type, in: header, schema: { type: string } }
        - { name: visit, in: cookie, schema: { type: string } }
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { name: { type: string, example: Rex } } }
      responses: { '200': { description: OK } }
  /keys:
    get:
      operationId: listKeys
      security: [{ key: [] }]
      responses: { '200': { description: OK } }
webhooks:
  petAdopted:
    post:
      requestBody: { content: { application/json: { schema: { type: object } } } }
      responses: { '200': { description: OK } }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
    session: { type: apiKey, in: cookie, name: sid }
    key: { type: apiKey, in: query, name: api_key }
`;

async function build(config: string) {
  const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG + config, 'spec/openapi.yaml': SPEC });
  const out = path.join(dir, 'out');
  const site = await buildSite(dir, { outDir: out });
  expect(site.result.diagnostics).toEqual([]);
  const assets = readdirSync(path.join(out, 'assets'));
  const manifest = site.files(`assets/${assets.find((f) => /^routes-\w+\.js$/.test(f))!}`);
  return { html: site.files('api/index.html'), assets, manifest };
}

describe('api.tryIt', () => {
  test('is off by default: no console in the reference, no console script written or named', async () => {
    const { html, assets, manifest } = await build('');
    expect(html).toContain('id="operation/updatePet"');
    expect(html).not.toContain('api-try-it');
    expect(html).not.toContain('data-island="TryIt"');
    expect(assets.filter((f) => f.startsWith('try-it'))).toEqual([]);
    expect(manifest).not.toContain('tryIt');
  });

  test('on, gives each operation (not webhooks) a console hidden until JavaScript shows it, with its script named by the route table', async () => {
    const { html, assets, manifest } = await build('api:\n  tryIt: true\n');
    const report = await validator.validateString(html, 'api/index.html');
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
    expect([...html.matchAll(/<details class="api-try-it" data-island="TryIt"([^>]*)>/g)].map((m) => m[1])).toEqual([
      ' data-try-method="put" data-try-path="/pets/{id}" data-try-server="https://eu.pets.example.com/v1" hidden=""',
      ' data-try-method="get" data-try-path="/keys" data-try-server="https://eu.pets.example.com/v1" hidden=""',
    ]);
    const script = assets.find((f) => /^try-it-\w+\.js$/.test(f));
    expect(script).toBeDefined();
    expect(manifest).toContain(`"tryIt":"/assets/${script}"`);
  });

  test('prefills path, query and header parameters from their examples and defaults, the body with the sample body, and leaves headers fetch sets and cookies out', async () => {
    const { html } = await build('api:\n  tryIt: true\n');
    const panel = element(html, '<details class="api-try-it" data-island="TryIt" data-try-method="put"');
    expect([...panel.matchAll(/<input [^>]*data-try-param="([^"]+)" data-try-in="(\w+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2], m[3]])).toEqual([
      ['id', 'path', 'rex'],
      ['tags', 'query', '[&quot;a&quot;,&quot;b&quot;]'],
      ['X-Trace', 'header', 't-1'],
    ]);
    expect(panel).toContain('Not sent (a page cannot set cookies for another site): visit.');
    expect(panel).toMatch(/<textarea [^>]*data-try-body="application\/json"[^>]*>\{\n {2}&quot;name&quot;: &quot;Rex&quot;\n\}<\/textarea>/);
  });

  test('asks for the key of the first security requirement the browser can send, where its scheme puts it, with no value in the HTML', async () => {
    const { html } = await build('api:\n  tryIt: true\n');
    const keys = [...html.matchAll(/<input [^>]*data-try-scheme="[^"]*"[^>]*>/g)].map((m) => m[0]);
    // updatePet: `{}` (no key) and the cookie scheme are passed over for the bearer token.
    expect(keys).toEqual([
      '<input class="api-try-it__input" type="password" autoComplete="new-password" spellcheck="false" data-try-scheme="bearer" data-try-in="header" data-try-name="Authorization" data-try-prefix="Bearer "/>',
      '<input class="api-try-it__input" type="password" autoComplete="new-password" spellcheck="false" data-try-scheme="key" data-try-in="query" data-try-name="api_key"/>',
    ]);
  });
});
