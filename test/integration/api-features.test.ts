// Everything a spec says shows in the reference: one fixture spec per group of features (responses and
// media types, callbacks and webhooks, vendor extensions, security and servers, deep schemas), built
// through the real pipeline, with the rendered HTML asserted.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, element, makeSite, MINIMAL_CONFIG, removeSites, HOME_PAGE } from '../helpers/index.js';

afterAll(removeSites);

const validator = new HtmlValidate({ ...(JSON.parse(readFileSync(new URL('../../.htmlvalidate.json', import.meta.url), 'utf8')) as ConfigData), root: true });

/** Builds a site around one fixture spec; returns /api's HTML (valid, checked with html-validate) without React's text separators. */
async function reference(name: string): Promise<{ html: string; files: (rel: string) => string }> {
  const spec = readFileSync(new URL(`../fixtures/specs/${name}`, import.meta.url), 'utf8');
  const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'spec/openapi.yaml': spec });
  const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  // Several of these specs list no servers on purpose (samples then call the placeholder host).
  expect(site.result.diagnostics.filter((d) => d.code !== 'spec/no-servers')).toEqual([]);
  const raw = site.files('api/index.html');
  const report = await validator.validateString(raw, `${name}: api/index.html`);
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
  return { html: raw.replace(/<!-- -->/g, ''), files: site.files };
}

/** An element's text, tags removed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('responses and media types (responses-media.yaml)', () => {
  let html: string;
  beforeAll(async () => ({ html } = await reference('responses-media.yaml')));

  test('shows response headers with type, required marker, description and constraints', () => {
    const ok = element(element(html, '<section id="operation/getReport"'), '<li class="api-response"');
    expect(text(element(ok, '<div class="api-response__part"'))).toBe(
      'HeadersX-Rate-Limit-RemainingintegerrequiredRequests left in this window.≥ 0. Example: 42ETagstring',
    );
  });

  test('shows response links to the operation they feed, with their parameters', () => {
    const links = element(html, '<ul class="api-links"');
    expect(links).toContain('<code>DeleteReport</code> → <a href="#operation/deleteReport">deleteReport</a>');
    expect(text(links)).toContain('with id = $response.body#/id');
    expect(text(links)).toContain('Delete the report just fetched.');
  });

  test('switches between every media type of a response, each with its own schema and example, named as written', () => {
    const media = element(element(html, '<section id="operation/getReport"'), '<div class="api-media" data-island="MediaTabs"');
    expect([...media.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['application/json', 'application/vnd.report+xml', 'text/csv']);
    expect([...media.matchAll(/role="tabpanel"[^>]*?( hidden="")?>/g)].map((m) => Boolean(m[1]))).toEqual([false, true, true]);
    expect(text(element(media.slice(media.indexOf('id="operation/getReport-200-media-1-panel"')), '<code class="hljs language-xml"'))).toBe(
      '<report id="rep_1"/>',
    );
  });

  test('a single media type is shown as written, not in capitals', () => {
    const notFound = element(html, '<span class="api-status api-status--error">404</span>');
    expect(notFound).toBeTruthy();
    expect(html).toContain('<p class="api-schema__note api-media-type">application/problem+json</p>');
  });

  test('gives each status an example: the declared one, else one made from the schema', () => {
    const getReport = element(html, '<section id="operation/getReport"');
    expect(text(element(getReport, '<code class="hljs language-json"'))).toBe('{\n  "id": "rep_1",\n  "title": "Sales"\n}');
    const problem = getReport.slice(getReport.indexOf('application/problem+json'));
    expect(text(element(problem, '<code class="hljs language-json"'))).toBe('{\n  "title": "Not found",\n  "status": 404\n}');
  });

  test('lists every request media type, leaves readOnly fields out of requests and writeOnly ones out of responses', () => {
    const create = element(html, '<section id="operation/createReport"');
    const body = element(create, '<div class="api-media" data-island="MediaTabs"');
    expect([...body.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(body).not.toContain('<code class="api-schema__name">id</code>');
    expect(body).toContain('<code class="api-schema__name">secret</code>');
    const created = element(create, '<ul class="api-responses"');
    expect(created).toContain('<code class="api-schema__name">id</code>');
    expect(created).not.toContain('<code class="api-schema__name">secret</code>');
  });
});

// Issue 40, item 5: only the first named example was shown, without its summary; XML bodies showed `{}`;
// a body's other media types had no samples.
describe('examples and media types of bodies (examples-media.yaml)', () => {
  let html: string;
  beforeAll(async () => ({ html } = await reference('examples-media.yaml')));
  const tabs = (group: string) => [...group.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1]);
  const hidden = (group: string) => [...group.matchAll(/role="tabpanel"[^>]*?( hidden="")?>/g)].map((m) => Boolean(m[1]));

  test('every named example of a response is a tab labelled by its summary (else its name), each panel labelled for readers without JavaScript', () => {
    const response = element(element(html, '<section id="operation/addPet"'), '<ul class="api-responses"');
    const examples = element(response, '<div class="api-media api-examples" data-island="MediaTabs"');
    expect(tabs(examples)).toEqual(['Tom the cat', 'rex']);
    expect(hidden(examples)).toEqual([false, true]);
    expect([...examples.matchAll(/<p class="api-schema__note api-media__label">([^<]+)</g)].map((m) => m[1])).toEqual(['Tom the cat', 'rex']);
    expect(text(examples)).toContain('"name": "Rex"');
  });

  test('a request body shows its named examples with summary and description; an XML response type an XML example', () => {
    const docs = element(element(html, '<section id="operation/addPet"'), '<div class="api-operation__docs"');
    const examples = element(docs, '<div class="api-media api-examples" data-island="MediaTabs"');
    expect(tabs(examples)).toEqual(['A cat', 'A dog']);
    expect(examples).toContain('<p>Dogs have <strong>two</strong> tags.</p>');
    const panel = element(
      docs.slice(docs.indexOf('<div role="tabpanel" class="api-media__panel" id="operation/addPet-200-media-1-panel"')),
      '<div role="tabpanel"',
    );
    expect(panel).toContain('<p class="api-schema__note api-media__label">text/xml</p>');
    const xml = text(element(panel, '<code class="hljs language-xml"')).replace(/&amp;/g, '&');
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<pet id="7">\n  <name>Tom &amp; Jerry</name>\n  <tags>\n    <tag>grey</tag>\n  </tags>\n</pet>');
  });

  test("the samples switch between the body's media types, each with its language tabs", () => {
    const samples = element(element(html, '<section id="operation/addPet"'), '<div class="api-operation__samples"');
    const switcher = element(samples, '<div class="api-media api-sample-media" data-island="MediaTabs"');
    expect(tabs(switcher.slice(0, switcher.indexOf('role="tabpanel"')))).toEqual(['application/json', 'application/xml']);
    expect([...switcher.matchAll(/<div class="sample-tabs" data-island="SampleTabs"/g)]).toHaveLength(2);
    expect(text(switcher)).toContain(`--header 'Content-Type: application/xml'`);
  });
});

describe('callbacks and webhooks (callbacks-webhooks.yaml)', () => {
  let html: string;
  beforeAll(async () => ({ html } = await reference('callbacks-webhooks.yaml')));

  test("shows an operation's callbacks with their URL expression, body and responses", () => {
    const callback = element(html, '<details id="operation/subscribe/callback/onEvent"');
    expect(callback).toContain(
      '<summary class="api-callback__summary"><strong>onEvent</strong> <span class="api-method api-method--post">POST</span> <code class="api-operation__path">{$request.body#/callbackUrl}</code></summary>',
    );
    expect(callback).toContain('<code class="api-schema__enum">created</code>');
    expect(callback).toContain('Your server got it.');
  });

  test("a webhook shows its own security, never the API's default credentials", () => {
    const shipped = element(html, '<section id="webhook/orderShipped"');
    expect(text(element(shipped, '<p class="api-operation__security"'))).toBe('Sent with: X-Signature header');
    const cancelled = element(html, '<section id="webhook/orderCancelled"');
    expect(cancelled).not.toContain('api-operation__security');
    expect(cancelled).not.toContain('X-Api-Key');
  });

  test('a webhook shows an example payload, highlighted', () => {
    const shipped = element(html, '<section id="webhook/orderShipped"');
    expect(shipped).toContain('<p class="api-schema__note">Example payload (application/json)</p>');
    expect(shipped).toContain('<span class="hljs-attr">&quot;orderId&quot;</span>: <span class="hljs-string">&quot;ord_7&quot;</span>');
  });
});

describe('vendor extensions and tags (vendor-extensions.yaml)', () => {
  let html: string;
  let nav: string;
  beforeAll(async () => {
    ({ html } = await reference('vendor-extensions.yaml'));
    nav = element(html, '<nav class="api-nav"');
  });

  test('x-tagGroups head the navigation groups, in group order, with x-displayName as the tag names', () => {
    const entries = [...nav.matchAll(/(?:<p class="api-nav__group">([^<]+)<\/p>)?<a class="api-nav__tag-link" href="[^"]+">([^<]+)<\/a>/g)].map((m) =>
      m[1] ? `${m[1]}: ${m[2]}` : m[2],
    );
    expect(entries).toEqual(['Catalogue: Products', 'prices', 'Sales: Orders and returns']);
  });

  test('an operation shows under every tag it names; the copy has its own anchor and points to the first', () => {
    expect(html).toContain('<section id="operation/listProducts" class="api-operation"');
    const copy = element(html, '<section id="tag/prices/operation/listProducts"');
    expect(copy).toContain('Also listed under its first tag: <a href="#operation/listProducts">List products</a>.');
  });

  test('x-codeSamples come first, as their own tabs, then the generated samples', () => {
    const tabs = element(element(html, '<section id="operation/listProducts"'), '<div class="sample-tabs__list"');
    expect([...tabs.matchAll(/data-lang="([^"]+)">([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'go Go SDK',
      'curl-2 cURL (CLI)',
      'curl cURL',
      'python Python',
      'nodejs Node.js',
      'ruby Ruby',
      'php PHP',
    ]);
    expect(html).toContain('products, err := client.Products.List(ctx, &amp;shop.ListParams{Sort: <span class="hljs-string">&quot;price&quot;</span>})');
  });

  test('x-enumDescriptions say what each enum value means', () => {
    expect(text(element(html, '<ul class="api-schema__enum-list"'))).toBe('price Cheapest first.name Alphabetical order.');
  });

  test('x-logo shows above the title, linked', () => {
    expect(html).toContain('<a href="https://shop.example.com"><img class="api-overview__logo" src="https://shop.example.com/logo.svg" alt="Shop logo"/></a>');
  });

  test('deprecated operations are marked in the navigation', () => {
    expect(nav).toContain(
      '<a class="api-nav__op-link api-nav__op-link--deprecated" href="#operation/listOrders"><span class="api-method api-method--get">GET</span><span class="api-nav__op-label">List orders</span><span class="api-badge api-badge--deprecated">deprecated</span></a>',
    );
  });
});

describe('security schemes and servers (security-servers.yaml)', () => {
  let html: string;
  let files: (rel: string) => string;
  beforeAll(async () => ({ html, files } = await reference('security-servers.yaml')));

  // A `javascript:` URL fails the build (link/unsafe): test/integration/unsafe-urls.test.ts.
  test('lists OAuth 2 flows with their URLs and scopes', () => {
    const auth = text(element(html, '<dl class="api-auth"'));
    expect(auth).toContain(
      'Authorization code flowAuthorization URL: https://auth.example.com/authorizeToken URL: https://auth.example.com/tokenRefresh URL: https://auth.example.com/refreshread Read your datawrite Change your data',
    );
    expect(auth).toContain('Client credentials flowToken URL: https://auth.example.com/tokenadmin Everything');
    expect(auth).toContain('Implicit flow');
    expect(html).not.toContain('javascript:');
  });

  test('shows OpenID Connect discovery and bearer token formats', () => {
    const auth = text(element(html, '<dl class="api-auth"'));
    expect(auth).toContain('Discovery: https://auth.example.com/.well-known/openid-configuration');
    expect(auth).toContain('Token format: JWT');
  });

  test('lists servers with their descriptions and variables, enum choices included; samples use the defaults', () => {
    const servers = text(element(html, '<ul class="api-servers"'));
    expect(servers).toBe(
      'https://{region}.api.example.com/{version}The regional production servers.{region} default eu, one of eu, us, apWhere your data lives.{version} default v1https://sandbox.example.comSandbox, with test data.',
    );
    expect(html).toContain('--url https://eu.api.example.com/v1/me');
  });

  test('offers the spec for download as YAML and as JSON', () => {
    expect(html).toContain('Download the spec: <a href="/api/openapi.yaml" download="">YAML</a> · <a href="/api/openapi.json" download="">JSON</a>');
    expect(files('api/openapi.yaml')).toBe(readFileSync(new URL('../fixtures/specs/security-servers.yaml', import.meta.url), 'utf8'));
    const json = JSON.parse(files('api/openapi.json')) as { servers: { url: string }[] };
    expect(json.servers[1]!.url).toBe('https://sandbox.example.com');
  });
});

describe('schemas (schemas-deep.yaml)', () => {
  let html: string;
  beforeAll(async () => ({ html } = await reference('schemas-deep.yaml')));

  test('shows every constraint', () => {
    const model = element(html, '<section id="schema/Tree"');
    expect(text(model)).toContain('heightnumber≥ 0, < 120, multiple of 0.5.');
    expect(text(model)).toContain('tagsobject≥ 1 property, ≤ 5 properties.');
    expect(text(model)).toContain('ringsarray of integer≥ 1 items, ≤ 500 items, unique items.');
    expect(text(model)).toContain('codestring≥ 3 characters, ≤ 3 characters, matches /^[A-Z]{3}$/.');
  });

  test('unfolds a schema eight levels deep in nested <details>, with no depth limit', () => {
    const body = element(element(html, '<section id="operation/plantTree"'), '<div class="api-block"');
    const soil = element(body.slice(body.lastIndexOf('<li', body.indexOf('<code class="api-schema__name">soil</code>'))), '<li');
    expect(soil.match(/<details class="api-schema__nested"/g)).toHaveLength(8);
    expect(body).toContain('<code class="api-schema__name">bedrock</code>');
    expect(body).not.toContain('too deep');
  });

  test('a recursive schema links to its definition in the models section', () => {
    expect(html).toContain('<p class="api-schema__meta api-schema__ref">Recursive: the same shape as <a href="#schema/Tree">Tree</a>.</p>');
    expect(html).toContain('<section id="schema/Tree" class="api-model" aria-labelledby="schema/Tree-title">');
    expect(html).toContain('<a class="api-nav__op-link" href="#schema/Tree"><span class="api-nav__op-label">Tree</span></a>');
  });
});
