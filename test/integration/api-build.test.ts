// Builds throwaway sites with a spec and checks the API reference's HTML: anchors, method badges,
// parameters, enums, responses, samples as tabs; the split into per-tag pages; missing and invalid specs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { buildSite, element, makeSite, MINIMAL_CONFIG, removeSites, type BuiltSite, HOME_PAGE } from '../helpers/index.js';

const spec = (name: string) => readFileSync(new URL(`../fixtures/specs/${name}`, import.meta.url), 'utf8');
const DOC = '# Intro\n\nSee [the pet call](/api#operation/getPet) and [a missing one](/api#operation/nope).\n';

afterAll(removeSites);

describe('a site with spec/openapi.yaml', () => {
  let site: BuiltSite;
  let html: string;
  beforeAll(async () => {
    const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': DOC, 'spec/openapi.yaml': spec('petstore-3.0.yaml') });
    site = await buildSite(dir, { outDir: path.join(dir, 'out') });
    html = site.files('api/index.html');
  });

  test('builds /api as api/index.html and knows its anchors for the link checks', () => {
    expect(site.result.ok).toBe(true);
    expect(site.result.diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/intro.md:3:47  warning  anchor/missing  Link to /api#operation/nope: page has no anchor "operation/nope"\n  hint: Did you mean "#operation/getPet"?',
    ]);
  });

  test('gives every tag and operation a real anchor', () => {
    expect(html).toContain('<h2 id="tag/Pets" class="api-tag__title">');
    expect(html).toContain('<section id="operation/getPet" class="api-operation"');
    expect(html).toContain('<section id="operation/post-pets" class="api-operation"');
  });

  test('shows method badges, paths and the navigation by tag', () => {
    const nav = element(html, '<nav class="api-nav"');
    expect(nav).toContain('<a class="api-nav__tag-link" href="#tag/Pets">Pets</a>');
    expect(nav).toContain(
      '<a class="api-nav__op-link" href="#operation/getPet"><span class="api-method api-method--get">GET</span><span class="api-nav__op-label">Get a pet</span></a>',
    );
    expect(html).toContain('<code class="api-operation__path">/pets/{petId}</code>');
  });

  test('lists parameters with type, required marker and enum values', () => {
    const op = element(html, '<section id="operation/getPet"');
    expect(op).toContain('Path parameters');
    expect(op).toMatch(
      /<code class="api-schema__name">petId<\/code><span class="api-schema__type">integer<\/span><span class="api-badge api-badge--required">required<\/span>/,
    );
    expect(op).toContain('<code class="api-schema__enum">all</code>');
    expect(op).toContain('<code class="api-schema__enum">summary</code>');
    expect(op).toContain('Header parameters');
  });

  test('shows every response status with its description', () => {
    const op = element(html, '<section id="operation/getPet"');
    expect(op).toContain('<span class="api-status api-status--success">200</span>');
    expect(op).toContain('<span class="api-status api-status--error">404</span>');
    expect(op).toContain('No such pet.');
  });

  test('renders the five samples as tabs, the first visible and the others hidden', () => {
    const tabs = element(element(html, '<section id="operation/getPet"'), '<div class="sample-tabs" data-island="SampleTabs"');
    expect([...tabs.matchAll(/role="tab"[^>]*data-lang="(\w+)"/g)].map((m) => m[1])).toEqual(['curl', 'python', 'nodejs', 'ruby', 'php']);
    expect(tabs).toContain('id="operation/getPet-tab-curl" aria-selected="true"');
    expect([...tabs.matchAll(/role="tabpanel"[^>]*?( hidden="")?>/g)].map((m) => Boolean(m[1]))).toEqual([false, true, true, true, true]);
  });

  test('renders markdown descriptions sanitised, with links', () => {
    expect(html).toContain('Pets, with <strong>markdown</strong> and a <a href="/docs/intro">guide link</a>.');
  });
});

test('a site without a spec has no /api route', async () => {
  const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n' });
  const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  expect(site.result.ok).toBe(true);
  expect(site.result.graph!.routes.has('/api')).toBe(false);
  expect(existsSync(path.join(dir, 'out', 'api'))).toBe(false);
});

test('an invalid spec stops the build with spec/invalid at its real line', async () => {
  const dir = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'spec/openapi.yaml': spec('invalid-bad-ref.yaml'),
  });
  const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  expect(site.result.ok).toBe(false);
  expect(site.result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(['spec/openapi.yaml:12:23 spec/invalid']);
});

test('the api config key points at another spec file and route', async () => {
  const config = `${MINIMAL_CONFIG}api:\n  spec: openapi/hooks.yaml\n  routeBasePath: /reference\n  title: Hooks\n`;
  const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': config, 'content/docs/intro.md': '# Intro\n', 'openapi/hooks.yaml': spec('webhooks.yaml') });
  const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  expect(site.result.ok).toBe(true);
  const html = site.files('reference/index.html');
  expect(html).toContain('<h2 id="webhooks" class="api-tag__title">');
  expect(html).toContain('<section id="webhook/orderPaid" class="api-operation"');
  expect(html).toContain('<span class="api-method api-method--webhook">WEBHOOK</span>');
});

test('a spec too heavy for one page is split into one page per tag, and /api#<id> still resolves', async () => {
  const paths = Array.from(
    { length: 160 },
    (_, i) =>
      `  /things/${i}:\n    get:\n      operationId: thing${i}\n      tags: [${i < 80 ? 'Alpha' : 'Beta'}]\n      responses:\n        '200': { description: ok }\n`,
  ).join('');
  const big = `openapi: 3.1.0\ninfo: { title: Big, version: '1' }\nservers: [{ url: 'https://big.example.com' }]\npaths:\n${paths}`;
  const doc = '# Intro\n\n[deep link](/api#operation/thing120)\n';
  const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': doc, 'spec/openapi.yaml': big });
  const site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  expect(site.result.diagnostics).toEqual([]);
  const entry = site.files('api/index.html');
  // Deep links by page, then by kind: the entry page sends #operation/thing120 to /api/Beta.
  expect(entry).toMatch(/"\/api\/Beta":\{"tag":\["Beta"\],"operation":\["thing80",[^\]]*"thing120"/);
  // The entry page's index holds every id, linking to its page (no JavaScript needed).
  expect(entry).toContain('<h2 id="tag/Alpha" class="api-index__title"><a id="tag/Alpha-index" href="/api/Alpha#tag/Alpha">Alpha</a></h2>');
  expect(entry).toContain('<li id="operation/thing120"><a href="/api/Beta#operation/thing120">');
  const beta = site.files('api/Beta/index.html');
  expect(beta).toContain('<section id="operation/thing120" class="api-operation"');
  expect(beta).not.toContain('id="operation/thing1"');
});
