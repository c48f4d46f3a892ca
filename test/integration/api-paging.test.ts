// The API reference stays light whatever the spec's tags: a Stripe-shaped spec without tags is grouped
// by path prefix, large groups are split into parts, no page is over 1 MB, and every /api#<id> deep
// link (operations and schemas) resolves to the page that holds it.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stripeLikeSpec } from '../../bench/stripe-like.mjs';
import { buildSite, element, makeSite, MINIMAL_CONFIG, removeSites, type BuiltSite, HOME_PAGE } from '../helpers/index.js';

afterAll(removeSites);

/** A page's deep-link redirects (grouped by page and kind in the page), as id -> page URL. */
function redirectsOf(html: string): Record<string, string> {
  const map = JSON.parse(element(html, '<script id="api-redirects"').replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, Record<string, string[]>>;
  const out: Record<string, string> = {};
  for (const [url, kinds] of Object.entries(map)) for (const [kind, ids] of Object.entries(kinds)) for (const id of ids) out[kind ? `${kind}/${id}` : id] = url;
  return out;
}

function htmlPages(dir: string): { rel: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .map((rel) => ({ rel, bytes: statSync(path.join(dir, rel)).size }));
}

describe('a Stripe-shaped spec (no tags, deep schemas)', () => {
  let site: BuiltSite;
  let out: string;
  let entry: string;
  beforeAll(async () => {
    const dir = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: spec/openapi.json\n`,
      'content/docs/intro.md': '# Intro\n\n[Create a charge](/api#operation/Postcharges) and [the charge model](/api#schema/charge).\n',
      'spec/openapi.json': JSON.stringify(stripeLikeSpec(30)),
    });
    out = path.join(dir, 'out');
    site = await buildSite(dir, { outDir: out });
    entry = site.files('api/index.html');
  }, 120_000);

  test('builds without problems, links to operations and schemas included', () => {
    expect(site.result.diagnostics).toEqual([]);
  });

  test('writes no API page over 1 MB of HTML', () => {
    const pages = htmlPages(path.join(out, 'api'));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((p) => p.bytes > 1_000_000)).toEqual([]);
  });

  test('groups untagged operations by the first path segment after the version', () => {
    const nav = element(entry, '<nav class="api-nav"');
    expect(nav).toContain('<a class="api-nav__tag-link" href="/api/charges#tag/charges">charges</a>');
    expect(nav).toContain('<a class="api-nav__tag-link" href="/api/customers#tag/customers">customers</a>');
    const charges = site.files('api/charges/index.html');
    expect(charges).toContain('<section id="operation/Postcharges" class="api-operation"');
    expect(charges).toContain('<section id="operation/DeletechargesId" class="api-operation"');
  });

  test('the navigation leads to every page of the reference (groups, and each part of a split group), on every page', () => {
    const pages = htmlPages(path.join(out, 'api'))
      .map((p) => `/api/${p.rel.replace(/\/?index\.html$/, '')}`)
      .filter((url) => url !== '/api/')
      .sort();
    // A link to the page itself is a bare fragment; a split group not on the page links its parts by number.
    const navPages = (html: string, self: string) =>
      [...new Set([...element(html, '<nav class="api-nav"').matchAll(/(?:class="api-nav__tag-link" |<a )href="([^"#]*)/g)].map((m) => m[1] || self))].sort();
    expect(navPages(entry, '/api')).toEqual(pages);
    expect(navPages(site.files('api/charges/index.html'), '/api/charges')).toEqual(pages);
    const models = element(site.files('api/models/2/index.html'), '<nav class="api-nav"');
    expect(models).toMatch(/<a class="api-nav__tag-link" href="\/api\/models#models">Models \(1\/\d\)<\/a><\/li>/);
    expect(models).toMatch(
      /<li class="api-nav__tag api-nav__tag--current"><a class="api-nav__tag-link" href="\/api\/models\/2">Models \(2\/\d\)<\/a><ul class="api-nav__ops">/,
    );
  });

  test('splits the models into parts, each titled with its part, and anchors each schema', () => {
    const models = site.files('api/models/index.html');
    expect(models).toMatch(
      /<h1 id="models" class="api-tag__title"><span id="models-title">Models<\/span><span class="api-tag__part"> \(part 1 of \d+\)<\/span><\/h1>/,
    );
    expect(models).toContain('<section id="schema/charge" class="api-model"');
    expect(site.files('api/models/2/index.html')).toMatch(/\(part 2 of \d+\)/);
  });

  test('the entry page sends every deep link on to the page holding it', () => {
    const redirects = redirectsOf(entry);
    expect(redirects['operation/Postcharges']).toBe('/api/charges');
    expect(redirects['schema/charge']).toBe('/api/models');
    for (const [id, url] of Object.entries(redirects)) {
      expect(site.files(`${url.slice(1)}/index.html`)).toContain(` id="${id}"`);
    }
  });

  test('the entry page writes each page of its deep links once, its ids grouped by kind', () => {
    const map = JSON.parse(element(entry, '<script id="api-redirects"').replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, Record<string, string[]>>;
    expect(map['/api/charges']?.operation).toContain('Postcharges');
    expect(map['/api/models']?.schema).toContain('charge');
    expect(entry.match(/"\/api\/charges"/g)).toHaveLength(1);
  });

  test('the entry page holds every id too, in an index linking each to its page (no JavaScript needed)', () => {
    const redirects = redirectsOf(entry);
    const missing = Object.keys(redirects).filter((id) => !entry.includes(` id="${id}"`));
    expect(missing).toEqual([]);
    expect(entry).toContain(
      '<li id="operation/Postcharges"><a href="/api/charges#operation/Postcharges"><span class="api-method api-method--post">POST</span> <span class="api-nav__op-label">Create a charge</span></a></li>',
    );
  });

  test('a named schema nested past the tree budget links to its model instead of unfolding', () => {
    const charges = site.files('api/charges/index.html');
    expect(charges).toMatch(/<a href="\/api\/models(\/\d+)?#schema\/invoice">invoice<\/a>/);
  });
});

test('a large tag is split into parts at /api/<tag>, /api/<tag>/2, with links between its operations', async () => {
  const description = 'A long description. '.repeat(400);
  const paths = Array.from(
    { length: 120 },
    (_, i) =>
      `  /items/${i}:\n    get:\n      operationId: item${i}\n      tags: [Items]\n      description: '${description}${i}'\n      responses:\n        '200': { description: ok }\n`,
  ).join('');
  const spec = `openapi: 3.1.0\ninfo: { title: Big, version: '1' }\nservers: [{ url: 'https://big.example.com' }]\npaths:\n${paths}`;
  const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'spec/openapi.yaml': spec });
  const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  expect(site.result.diagnostics).toEqual([]);
  const first = site.files('api/Items/index.html');
  const second = site.files('api/Items/2/index.html');
  expect(first).toContain('<h1 id="tag/Items" class="api-tag__title"><span id="tag/Items-title">Items</span><span class="api-tag__part"> (part 1 of ');
  expect(second).toContain('<h1 class="api-tag__title"><span id="tag/Items-title">Items</span><span class="api-tag__part"> (part 2 of ');
  // The navigation has an entry per part; a part lists its own operations.
  const nav = element(second, '<nav class="api-nav"');
  expect(nav).toMatch(/<a class="api-nav__tag-link" href="\/api\/Items#tag\/Items">Items \(1\/\d\)<\/a><\/li>/);
  expect(nav).not.toContain('href="/api/Items#operation/item0"');
  const shown = /<section id="(operation\/item\d+)" class="api-operation"/.exec(second)![1];
  expect(nav).toContain(`<a class="api-nav__op-link" href="#${shown}">`);
  // A part answers deep links to its siblings' operations.
  expect(redirectsOf(second)['operation/item0']).toBe('/api/Items');
});

/**
 * Microsoft Graph's shape: a base schema whose discriminator maps 653 subtypes, each subtype `allOf` the
 * base, 30 of them in one response.
 */
function graphShapedSpec(): object {
  const name = (i: number) => `microsoft.graph.someRatherLongEntityTypeName${i}`;
  const schemas: Record<string, object> = {
    entity: {
      type: 'object',
      properties: { id: { type: 'string' }, '@odata.type': { type: 'string' } },
      discriminator: {
        propertyName: '@odata.type',
        mapping: Object.fromEntries(Array.from({ length: 653 }, (_, i) => [`#${name(i)}`, `#/components/schemas/${name(i)}`])),
      },
    },
  };
  for (let i = 0; i < 653; i++)
    schemas[name(i)] = { allOf: [{ $ref: '#/components/schemas/entity' }, { type: 'object', properties: { [`field${i}`]: { type: 'string' } } }] };
  const properties = Object.fromEntries([
    ['base', { $ref: '#/components/schemas/entity' }],
    ...Array.from({ length: 30 }, (_, i) => [`child${i}`, { $ref: `#/components/schemas/${name(i)}` }]),
  ]);
  return {
    openapi: '3.0.3',
    info: { title: 'Graph', version: '1' },
    servers: [{ url: 'https://graph.example.com/v1.0' }],
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          tags: ['things'],
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties } } } } },
        },
      },
    },
    components: { schemas },
  };
}

// Issue 40, item 2: mergeAllOf copied the base's discriminator into every subtype and the page weight did
// not count it: Graph's operations rendered the 653-entry mapping 30 times, pages reached 7.7 MB.
test('a 653-entry discriminator mapping in 30 subtypes of one response: the mapping is rendered once, every page stays under 1 MB', async () => {
  const dir = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: spec/openapi.json\n`,
    'content/docs/intro.md': '# Intro\n',
    'spec/openapi.json': JSON.stringify(graphShapedSpec()),
  });
  const out = path.join(dir, 'out');
  const site = await buildSite(dir, { outDir: out });
  expect(site.result.diagnostics).toEqual([]);
  const pages = htmlPages(path.join(out, 'api'));
  expect(pages.filter((p) => p.bytes > 1_000_000)).toEqual([]);
  const html = pages.map((p) => site.files(`api/${p.rel}`));
  // One mapping entry stands for the whole mapping: written once, in the base's models entry.
  const entry = '#microsoft.graph.someRatherLongEntityTypeName652 → microsoft.graph.someRatherLongEntityTypeName652';
  expect(html.map((page) => page.split(entry).length - 1).reduce((a, b) => a + b)).toBe(1);
  const things = html.find((page) => page.includes('<section id="operation/listThings"'))!;
  expect(things).toMatch(
    /Discriminated by <code>@odata.type<\/code>: 653 mapped values, listed under <a href="\/api\/models(\/\d+)?#schema\/entity">entity<\/a>/,
  );
}, 120_000);
