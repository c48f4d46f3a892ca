// The API reference's navigation on odd specs: an EC2-shaped spec (1,200 operations at `/#Action=<Name>`
// and `/?Action=<Name>`) is grouped by action verb, not one group per path; a Graph-shaped one (420 tags)
// lists sections. Every page's navigation stays light: the current group lists its operations, the
// others are links (issue 40, item 6).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ec2LikeSpec } from '../../bench/ec2-like.mjs';
import { graphLikeSpec } from '../../bench/graph-like.mjs';
import { buildSite, element, HOME_PAGE, makeSite, MINIMAL_CONFIG, removeSites, type BuiltSite } from '../helpers/index.js';

afterAll(removeSites);

const NAV_BUDGET = 40 * 1024;

/** A site whose API reference is `spec`, built, with every HTML page under /api. */
async function buildApiSite(spec: unknown): Promise<{ site: BuiltSite; pages: { rel: string; html: string }[] }> {
  const dir = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: spec/openapi.json\n`,
    'content/docs/intro.md': '# Intro\n',
    'spec/openapi.json': JSON.stringify(spec),
  });
  const out = path.join(dir, 'out');
  const site = await buildSite(dir, { outDir: out });
  const pages = readdirSync(path.join(out, 'api'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .map((rel) => ({ rel, html: readFileSync(path.join(out, 'api', rel), 'utf8') }));
  return { site, pages };
}

describe('an EC2-shaped spec (no tags, every action at the root path)', () => {
  let site: BuiltSite;
  let pages: { rel: string; html: string }[];
  beforeAll(async () => {
    ({ site, pages } = await buildApiSite(ec2LikeSpec(600)));
  }, 180_000);

  test('builds without problems', () => {
    expect(site.result.diagnostics).toEqual([]);
  });

  test('groups the operations by the action name verb: a few dozen groups, not one per path', () => {
    const nav = element(site.files('api/index.html'), '<nav class="api-nav"');
    const groups = [...nav.matchAll(/class="api-nav__tag-link" href="[^"]*">([^<(]+?)(?: \(\d+\/\d+\))?<\/a>/g)].map((m) => m[1]);
    const distinct = [...new Set(groups)];
    expect(distinct.length).toBeGreaterThan(20);
    expect(distinct.length).toBeLessThan(60);
    expect(distinct).toContain('Describe');
    expect(distinct).toContain('Create');
    expect(site.files('api/Describe/index.html')).toContain('<section id="operation/GET_DescribeInstances" class="api-operation"');
  });

  test('collapses the groups not on the page: the Describe group (400 operations) is in parts, each listing only its own operations', () => {
    const second = element(site.files('api/Describe/2/index.html'), '<nav class="api-nav"');
    expect(second).toMatch(
      /<li class="api-nav__tag api-nav__tag--current"><a class="api-nav__tag-link" href="\/api\/Describe\/2">Describe \(2\/\d+\)<\/a><ul class="api-nav__ops">/,
    );
    expect(second).not.toContain('href="#operation/GET_DescribeInstances"');
    const listed = [...second.matchAll(/<a class="api-nav__op-link" href="#([^"]+)">/g)].map((m) => m[1]);
    const shown = [...site.files('api/Describe/2/index.html').matchAll(/<section id="(operation\/[^"]+)" class="api-operation"/g)].map((m) => m[1]);
    expect(listed).toEqual(shown);
    // Another group is one link to its page.
    expect(second).toContain('<li class="api-nav__tag"><a class="api-nav__tag-link" href="/api/Create#tag/Create">Create</a></li>');
    // A split group not on the page is one entry, its later parts linked by number.
    const create = element(site.files('api/Create/index.html'), '<nav class="api-nav"');
    expect(create).toMatch(
      /<li class="api-nav__tag"><a class="api-nav__tag-link" href="\/api\/Describe#tag\/Describe">Describe<\/a><span class="api-nav__parts">Parts: <a href="\/api\/Describe#tag\/Describe" aria-label="Describe, part 1">1<\/a><a href="\/api\/Describe\/2" aria-label="Describe, part 2">2<\/a>/,
    );
    expect(create).not.toContain('Describe (2/');
  });

  test("keeps every page's navigation under 40 KB", () => {
    expect(pages.length).toBeGreaterThan(20);
    const heavy = pages.map((p) => ({ rel: p.rel, bytes: Buffer.byteLength(element(p.html, '<nav class="api-nav"')) })).filter((p) => p.bytes > NAV_BUDGET);
    expect(heavy).toEqual([]);
  });
});

/** The tags of a spec in the navigation's order: `x-tagGroups`' order, else the order the operations first use them in. */
function tagOrder(spec: Record<string, unknown>): string[] {
  const tags = new Set<string>();
  for (const item of Object.values(spec.paths as Record<string, Record<string, { tags?: string[] }>>))
    for (const op of Object.values(item)) for (const tag of (op as { tags?: string[] }).tags ?? []) tags.add(tag);
  const groups = spec['x-tagGroups'] as { tags: string[] }[] | undefined;
  return groups ? groups.flatMap((g) => g.tags) : [...tags];
}

/** The first tag of each root (`users` of `users.message`), in navigation order. */
function firstOfRoots(tags: string[]): Map<string, string> {
  const roots = new Map<string, string>();
  for (const tag of tags) if (!roots.has(tag.split('.')[0]!)) roots.set(tag.split('.')[0]!, tag);
  return roots;
}

describe.each([
  { kind: 'a Graph-shaped spec (420 tags named <root>.<entity>, no x-tagGroups)', tagGroups: false },
  { kind: 'a Graph-shaped spec whose roots are x-tagGroups', tagGroups: true },
])('$kind', ({ tagGroups }) => {
  const spec = graphLikeSpec({ tagGroups });
  const tags = tagOrder(spec);
  const roots = firstOfRoots(tags);
  let site: BuiltSite;
  let pages: { rel: string; html: string }[];
  beforeAll(async () => {
    ({ site, pages } = await buildApiSite(spec));
  }, 180_000);

  test('builds without problems, a page for each tag', () => {
    expect(site.result.diagnostics).toEqual([]);
    expect(tags.length).toBe(420);
    expect(pages.length).toBeGreaterThan(420);
  });

  test("keeps every page's navigation under 40 KB (each tag listed on every page would be over 100 KB)", () => {
    const heavy = pages.map((p) => ({ rel: p.rel, bytes: Buffer.byteLength(element(p.html, '<nav class="api-nav"')) })).filter((p) => p.bytes > NAV_BUDGET);
    expect(heavy).toEqual([]);
  });

  test("lists the current section's tags and the current tag's operations; every other section is one link to its first tag's page", () => {
    const nav = element(site.files('api/users.message/index.html'), '<nav class="api-nav"');
    const sections = [...nav.matchAll(/<li><a class="api-nav__group" href="([^"]+)">([^<]+)<\/a><\/li>/g)].map((m) => [m[2], m[1]]);
    expect(sections).toEqual([...roots].filter(([root]) => root !== 'users').map(([root, first]) => [root, `/api/${first}`]));
    expect(nav).toContain('<li><a class="api-nav__group" href="/api/admin.calendar">admin</a></li>');
    // The users section: its heading, then each of its 15 tags as one link, the current one with its operations.
    const users = tags.filter((t) => t.startsWith('users.'));
    expect(users).toHaveLength(15);
    const listed = [...nav.matchAll(/<a class="api-nav__tag-link" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(listed).toEqual([...users.map((t) => [t, t === 'users.message' ? '#tag/users.message' : `/api/${t}#tag/${t}`]), ['Models', '/api/models#models']]);
    expect(nav).toContain(`<p class="api-nav__group">users</p><a class="api-nav__tag-link" href="/api/${users[0]}#tag/${users[0]}">${users[0]}</a>`);
    expect([...nav.matchAll(/<a class="api-nav__op-link" href="#([^"]+)">/g)].map((m) => m[1])).toEqual([
      'operation/users.message.Listmessage',
      'operation/users.message.Createmessage',
    ]);
    // A split group elsewhere is one link too, its parts left to its own pages.
    expect(nav).not.toContain('api-nav__parts');
  });

  test('on a part of a split tag, lists its parts and the operations of this part, all of them', () => {
    const html = site.files('api/drives.Actions/2/index.html');
    const nav = element(html, '<nav class="api-nav"');
    const parts = [...nav.matchAll(/<a class="api-nav__tag-link" href="([^"]+)">drives\.Actions \((\d+)\/(\d+)\)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toEqual(['/api/drives.Actions#tag/drives.Actions', '1']);
    expect(parts[1]).toEqual(['/api/drives.Actions/2', '2']);
    const listed = [...nav.matchAll(/<a class="api-nav__op-link" href="#([^"]+)">/g)].map((m) => m[1]);
    const shown = [...html.matchAll(/<section id="(operation\/[^"]+)" class="api-operation"/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(10);
    expect(listed).toEqual(shown);
    // The drives section's other tags are links; the users section is one link.
    expect(nav).toContain('<p class="api-nav__group">drives</p>');
    expect(nav).toContain(`<li><a class="api-nav__group" href="/api/${roots.get('users')}">users</a></li>`);
  });

  test('shows the error response every operation shares for 4XX and 5XX once, under both statuses', () => {
    const html = site.files('api/users.message/index.html');
    const operation = element(html, '<section id="operation/users.message.Listmessage"');
    expect(operation).toContain(
      '<summary class="api-response__summary"><span class="api-status api-status--error">4XX</span><span class="api-status api-status--error">5XX</span><span class="api-response__description"><span class="spec-text">error</span></span></summary>',
    );
    expect(operation.match(/class="api-response"/g)).toHaveLength(2);
    expect(operation.match(/<code class="api-schema__name">message<\/code>/g)).toHaveLength(1);
  });

  test('the entry page links every tag, so every page is two links away without JavaScript', () => {
    const entry = site.files('api/index.html');
    const linked = [...entry.matchAll(/<h2 id="([^"]+)" class="api-index__title"><a id="[^"]+" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
    expect(linked).toEqual([...tags.map((t) => [`tag/${t}`, `/api/${t}#tag/${t}`]), ['models', '/api/models#models']]);
  });
});
