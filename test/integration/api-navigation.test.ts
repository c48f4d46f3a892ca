// The API reference's navigation on specs without tags: an EC2-shaped spec (1,200 operations at
// `/#Action=<Name>` and `/?Action=<Name>`) is grouped by action verb, not one group per path, and every
// page's navigation stays light: the current group lists its operations, the others are links (issue 40, item 6).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ec2LikeSpec } from '../../bench/ec2-like.mjs';
import { buildSite, element, HOME_PAGE, makeSite, MINIMAL_CONFIG, removeSites, type BuiltSite } from '../helpers/index.js';

afterAll(removeSites);

const NAV_BUDGET = 40 * 1024;

describe('an EC2-shaped spec (no tags, every action at the root path)', () => {
  let site: BuiltSite;
  let pages: { rel: string; html: string }[];
  beforeAll(async () => {
    const dir = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: spec/openapi.json\n`,
      'content/docs/intro.md': '# Intro\n',
      'spec/openapi.json': JSON.stringify(ec2LikeSpec(600)),
    });
    const out = path.join(dir, 'out');
    site = await buildSite(dir, { outDir: out });
    pages = readdirSync(path.join(out, 'api'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'))
      .map((rel) => ({ rel, html: readFileSync(path.join(out, 'api', rel), 'utf8') }));
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
    expect(second).not.toContain('data-target="operation/GET_DescribeInstances"');
    const listed = [...second.matchAll(/data-target="([^"]+)"/g)].map((m) => m[1]);
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
