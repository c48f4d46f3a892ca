// Defaults that speak (issue 41, item 5): what a new site leaves out or puts where docsgen does not look
// gives one warning each, with the fix (no home page, `content/blog` without a `blogs:` entry, a spec
// without servers, a front matter key one typo from a known one), and a config
// without navbar items still gets a navbar with the title, search and the colour toggle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, removeSites, runCli } from '../helpers/index.js';

afterAll(removeSites);

const SPEC_WITHOUT_SERVERS = `openapi: 3.1.0
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      responses: { '200': { description: OK } }
`;

/** A site with every silent default of the issue at once. */
function newcomerSite(): string {
  return makeSite({
    'site.config.yaml': 'title: Pets docs\nurl: https://docs.example.com\n',
    'content/docs/intro.md': '---\ntitle: Intro\nsidebar_positon: 2\n---\n\nHello.\n',
    'content/blog/2026-01-15-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
    'content/blog/2026-02-01-again.md': '---\ntitle: Again\n---\n\nSecond post.\n',
    'spec/openapi.yaml': SPEC_WITHOUT_SERVERS,
  });
}

describe('defaults that speak', () => {
  test('each silent default gives one warning with its fix, at its file and line', async () => {
    const site = newcomerSite();
    const { code, stdout, stderr } = await runCli(['check'], { cwd: site });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Checked 3 pages in \d+\.\d\d s \(4 warnings\)\n$/);
    expect(stderr).toBe(
      [
        'warning  page/no-home  The site has no home page: its address (/) shows the not-found page',
        '  hint: Add content/pages/index.md whose front matter holds `hero: { title: My Project, actions: [{ label: Get started, href: /docs }] }` (a hero gives the home page layout), or give a docs instance `routeBasePath: /`.',
        'content/blog  warning  blog/not-configured  content/blog holds 2 posts, but no `blogs:` entry of site.config.yaml reads it: they are not built',
        '  hint: Add to site.config.yaml: `blogs: [{ id: blog, path: content/blog, routeBasePath: /blog }]`.',
        'content/docs/intro.md:3:1  warning  front-matter/unknown-key  Front matter key "sidebar_positon" is not one docsgen reads, and is ignored',
        '  hint: Did you mean "sidebar_position"?',
        'spec/openapi.yaml:1:1  warning  spec/no-servers  The spec lists no servers: request samples call the placeholder https://api.example.com',
        "  hint: Add the API's address at the top level of the spec, such as `servers: [{ url: https://api.example.com/v1 }]`.",
        '0 errors, 4 warnings',
        '',
      ].join('\n'),
    );
    expect((await runCli(['check', '--strict'], { cwd: site })).code).toBe(1);
  });

  test('the fixes the hints name silence every warning', async () => {
    const site = newcomerSite();
    writeFileSync(
      path.join(site, 'site.config.yaml'),
      'title: Pets docs\nurl: https://docs.example.com\nblogs: [{ id: blog, path: content/blog, routeBasePath: /blog }]\n',
    );
    writeFileSync(path.join(site, 'content/docs/intro.md'), '---\ntitle: Intro\nsidebar_position: 2\n---\n\nHello.\n');
    mkdirSync(path.join(site, 'content/pages'));
    writeFileSync(path.join(site, 'content/pages/index.md'), '---\nhero: { title: Pets, actions: [{ label: Get started, href: /docs/intro }] }\n---\n');
    writeFileSync(path.join(site, 'spec/openapi.yaml'), `${SPEC_WITHOUT_SERVERS}servers:\n  - url: https://api.pets.example/v1\n`);
    const { result } = await buildSite(site, { cache: false });
    expect(result.diagnostics).toEqual([]);
  });

  test('front matter keys far from every known key, and Docusaurus keys docsgen ignores, pass without a word', async () => {
    const site = makeSite({
      'site.config.yaml': 'title: T\nurl: https://docs.example.com\n',
      'content/pages/index.md': '# Home\n',
      'content/docs/intro.md': '---\ntitle: Intro\ncustom_edit_url: null\nhide_title: true\nmy_plugin_setting: 3\n---\n\nHello.\n',
    });
    const { result } = await buildSite(site, { cache: false });
    expect(result.diagnostics).toEqual([]);
  });

  test('a docs instance at / is the home page: no page/no-home', async () => {
    const site = makeSite({
      'site.config.yaml': 'title: T\nurl: https://docs.example.com\ndocs: [{ id: docs, path: content/docs, routeBasePath: / }]\n',
      'content/docs/index.md': '# Welcome\n',
    });
    const { result } = await buildSite(site, { cache: false });
    expect(result.diagnostics).toEqual([]);
  });

  test('a config without navbar items gets a navbar with the site title, search and the colour toggle', async () => {
    const site = makeSite({
      'site.config.yaml': 'title: Pets docs\nurl: https://docs.example.com\n',
      'content/pages/index.md': '# Home\n',
      'content/docs/intro.md': '# Intro\n',
    });
    const { result } = await buildSite(site, { cache: false });
    expect(result.ok).toBe(true);
    const html = readFileSync(path.join(result.outDir!, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<nav aria-label="Main" class="navbar">');
    expect(html).toContain('<span class="navbar__title">Pets docs</span>');
    expect(html).toContain('class="navbar-search"');
    expect(html).toContain('data-island="ColorModeToggle"');
  });
});
