// Real specs published by others (test/fixtures/specs/published, with their licences) build into a
// reference that renders what they declare: callbacks, links, OAuth flows, server variables, media
// types, webhooks, enum descriptions, and pages under 1 MB.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites } from '../helpers/index.js';

afterAll(removeSites);

async function build(rel: string): Promise<{ html: string; out: string }> {
  const spec = readFileSync(new URL(`../fixtures/specs/published/${rel}`, import.meta.url), 'utf8');
  const dir = makeSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'spec/openapi.yaml': spec });
  const out = path.join(dir, 'out');
  const site = await buildSite(dir, { outDir: out });
  expect(site.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const pages = readdirSync(path.join(out, 'api'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'));
  expect(pages.filter((f) => statSync(path.join(out, 'api', f)).size > 1_000_000)).toEqual([]);
  return { html: site.files('api/index.html').replace(/<!-- -->/g, ''), out };
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

describe('@readme/oas-examples', () => {
  test('callbacks.yaml: the stream subscription shows its onData callback', async () => {
    const { html } = await build('readme-oas-examples/callbacks.yaml');
    expect(all(html, /<details id="([^"]+\/callback\/[^"]+)"/g)).toEqual(['operation/post-streams/callback/onData']);
  });

  test('link-example.yaml: response links lead to the operations they name', async () => {
    const { html } = await build('readme-oas-examples/link-example.yaml');
    expect(all(html, /<li><code>([^<]+)<\/code> → <a href="#operation\/[^"]+">/g)).toEqual([
      'userRepositories',
      'userRepository',
      'repositoryPullRequests',
      'pullRequestMerge',
    ]);
  });

  test('security.yaml: every OAuth 2 flow is listed', async () => {
    const { html } = await build('readme-oas-examples/security.yaml');
    expect([...new Set(all(html, /class="api-flow__kind">([^<]+)</g))]).toEqual([
      'Authorization code flow',
      'Client credentials flow',
      'Implicit flow',
      'Password flow',
    ]);
  });

  test('server-variables.yaml: servers keep their variables in the URL, with defaults and choices below', async () => {
    const { html } = await build('readme-oas-examples/server-variables.yaml');
    expect(all(html, /class="api-server__url">([^<]+)</g)).toEqual([
      'https://{name}.example.com:{port}/{basePath}',
      'http://{name}.local/{basePath}',
      'https://{name}.readme.io:{port}/{basePath}',
    ]);
    expect(html).toContain('<code>{port}</code> default <code>3000</code>, one of <span><code>3000</code></span><span>, <code>5000</code></span>');
  });

  test('response-multiple-mediatypes.yaml: each media type has its own tab', async () => {
    const { html } = await build('readme-oas-examples/response-multiple-mediatypes.yaml');
    const lists = (label: string) => all(html, new RegExp(`role="tablist" aria-label="${label}">([\\s\\S]*?)</div>`, 'g'));
    expect(lists('Media types').flatMap((list) => all(list!, /class="api-media__tab"[^>]*>([^<]+)</g))).toEqual([
      'text/plain',
      'application/json',
      'text/plain',
      'application/json',
    ]);
    // Issue 40, item 5: every named example, labelled by its summary.
    expect(all(lists('Examples')[0]!, /class="api-media__tab"[^>]*>([^<]+)</g)).toEqual(['An example of a cat', 'An example of a dog with a cat&#x27;s name']);
  });

  test('schema-visibility.yaml: readOnly properties are not in request bodies, writeOnly ones not in responses', async () => {
    const { html } = await build('readme-oas-examples/schema-visibility.yaml');
    const requests = all(html, /<h4 class="api-block__title">Request body([\s\S]*?)<h4 class="api-block__title">Responses/g).join('');
    const responses = all(html, /<h4 class="api-block__title">Responses<\/h4>([\s\S]*?)<\/section>/g).join('');
    expect(requests).toContain('write-only');
    expect(requests).not.toContain('read-only');
    expect(responses).toContain('read-only');
    expect(responses).not.toContain('write-only');
  });

  test('train-travel.yaml (3.1): its webhook, response headers and OAuth flow are shown', async () => {
    const { html } = await build('readme-oas-examples/train-travel.yaml');
    expect(all(html, /<section id="(webhook\/[^"]+)" class="api-operation"/g)).toEqual(['webhook/newBooking']);
    expect(html).toContain('<p class="api-schema__note">Headers</p>');
    expect(html).toContain('<p class="api-flow__kind">Authorization code flow</p>');
  });
});

test('@scalar/galaxy: callbacks, the webhook and enum descriptions are shown', async () => {
  const { html } = await build('scalar-galaxy/galaxy.yaml');
  expect(all(html, /<details id="([^"]+\/callback\/[^"]+)"/g)).toEqual([
    'operation/createPlanet/callback/planetCreated',
    'operation/createPlanet/callback/planetCreationFailed',
    'operation/createPlanet/callback/planetExploded',
  ]);
  expect(all(html, /<section id="(webhook\/[^"]+)" class="api-operation"/g)).toEqual(['webhook/newPlanet']);
  expect(html).toContain('<code class="api-schema__enum">terrestrial</code><span> Rocky planets with solid surfaces, like Earth and Mars</span>');
});
