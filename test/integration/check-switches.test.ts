// Docusaurus's switches, same names and defaults: onBrokenLinks (throw), onBrokenAnchors, onBrokenMarkdownLinks,
// onDuplicateRoutes (warn), each `throw | warn | ignore`, for every link docsgen checks; spec text's broken
// links follow `api.onBrokenLinks` (warn); links to a static folder's index.html pass; `api.linkBase` sends
// spec text's root-relative links to the API's own docs site.
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites, runCli, stripAnsi, HOME_PAGE } from '../helpers/index.js';

afterAll(removeSites);

const SPEC = [
  'openapi: 3.0.3',
  'info:',
  '  title: Toys',
  '  version: "1"',
  '  description: Read [the Connect guide](/docs/connect) first.',
  'servers:',
  '  - url: https://toys.example.com',
  'paths:',
  '  /toys:',
  '    get:',
  '      operationId: listToys',
  '      responses:',
  '        "200":',
  '          description: OK',
  '',
].join('\n');

/** A site with one of each problem: a broken link, a missing anchor, a missing markdown file, a duplicate route. */
function siteWith(config: string, extra: Record<string, string> = {}) {
  return makeSite({
    ...HOME_PAGE,
    'site.config.yaml': MINIMAL_CONFIG + config,
    'content/docs/intro.md': '# Intro\n\n[gone](/docs/gone) [anchor](/docs/other#nope) [file](./missing.md)\n',
    'content/docs/other.md': '# Other\n',
    'content/docs/dup.md': '---\nslug: /other\n---\n# Dup\n',
    ...extra,
  });
}

async function codes(site: string, ...flags: string[]) {
  const { code, stderr } = await runCli(['check', site, ...flags], { cwd: site });
  const lines = stripAnsi(stderr)
    .split('\n')
    .filter((l) => /  (error|warning)  /.test(l));
  return { code, reported: lines.map((l) => l.replace(/^.*?  (error|warning)  (\S+).*$/, '$1 $2')) };
}

describe('onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, onDuplicateRoutes', () => {
  test('by default a broken link is an error, the others warnings', async () => {
    expect(await codes(siteWith(''))).toEqual({
      code: 1,
      reported: ['error link/broken', 'warning anchor/missing', 'warning markdown/link-to-file', 'warning route/duplicate'],
    });
  });

  test('warn makes broken links warnings (the build passes, --strict still fails); throw makes the others errors', async () => {
    const site = siteWith('onBrokenLinks: warn\nonBrokenAnchors: throw\nonBrokenMarkdownLinks: throw\nonDuplicateRoutes: throw\n');
    const { reported } = await codes(site);
    expect(reported).toEqual(['warning link/broken', 'error anchor/missing', 'error markdown/link-to-file', 'error route/duplicate']);
    const lenient = siteWith('onBrokenLinks: warn\n');
    expect((await codes(lenient)).code).toBe(0);
    expect((await codes(lenient, '--strict')).code).toBe(1);
  });

  test('ignore leaves each kind out entirely', async () => {
    const site = siteWith('onBrokenLinks: ignore\nonBrokenAnchors: ignore\nonBrokenMarkdownLinks: ignore\nonDuplicateRoutes: ignore\n');
    expect(await codes(site, '--strict')).toEqual({ code: 0, reported: [] });
  });

  test('an unknown value is config/invalid at its line', async () => {
    const { code, stderr } = await runCli(['check', '.'], { cwd: siteWith('onBrokenLinks: explode\n') });
    expect(code).toBe(1);
    expect(stripAnsi(stderr)).toContain('site.config.yaml:4:16  error  config/invalid');
  });
});

describe('links to static folders', () => {
  test('/help passes when static/help/index.html exists (as serve answers it); /helpless does not', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'static/help/index.html': '<!doctype html><title>Help</title>',
      'content/docs/intro.md': '# Intro\n\n[help](/help) [help too](/help/) [no](/helpless)\n',
    });
    expect(await codes(site)).toEqual({ code: 1, reported: ['error link/broken'] });
  });
});

describe('links in spec text', () => {
  const specSite = (config = '') =>
    makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG + config, 'spec/openapi.yaml': SPEC, 'content/docs/intro.md': '# Intro\n' });

  // Issue 40, item 3: vendor specs failed by default on links written for their own docs sites.
  test('a root-relative link in a description to a missing page is a warning by default, with a hint naming api.linkBase; --strict fails', async () => {
    const site = specSite();
    const { code, stderr } = await runCli(['check', site], { cwd: site });
    expect(code).toBe(0);
    expect(stripAnsi(stderr)).toContain(
      [
        'spec/openapi.yaml:5:21  warning  link/broken  Link to /docs/connect: no such page',
        "  hint: Spec text is often written for the API's own docs site: set api.linkBase to that site's URL (e.g. https://docs.example.com) so root-relative links point there; api.onBrokenLinks sets what these links do (warn by default).",
      ].join('\n'),
    );
    expect(await codes(site, '--strict')).toEqual({ code: 1, reported: ['error link/broken'] });
  });

  test("api.onBrokenLinks: throw or error makes it an error, ignore leaves it out; the site's onBrokenLinks does not govern it", async () => {
    expect(await codes(specSite('onBrokenLinks: warn\napi:\n  onBrokenLinks: throw\n'))).toEqual({ code: 1, reported: ['error link/broken'] });
    expect(await codes(specSite('api:\n  onBrokenLinks: error\n'))).toEqual({ code: 1, reported: ['error link/broken'] });
    expect(await codes(specSite('api:\n  onBrokenLinks: ignore\n'), '--strict')).toEqual({ code: 0, reported: [] });
    expect(await codes(specSite('onBrokenLinks: throw\n'))).toEqual({ code: 0, reported: ['warning link/broken'] });
  });

  test("the site's onBrokenLinks: ignore ignores spec text too, unless api.onBrokenLinks is set", async () => {
    expect(await codes(specSite('onBrokenLinks: ignore\n'), '--strict')).toEqual({ code: 0, reported: [] });
    expect(await codes(specSite('onBrokenLinks: ignore\napi:\n  onBrokenLinks: warn\n'))).toEqual({ code: 0, reported: ['warning link/broken'] });
  });

  test('a broken link in markdown stays an error by default beside a spec', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'spec/openapi.yaml': SPEC,
      'content/docs/intro.md': '# Intro\n\n[gone](/docs/gone)\n',
    });
    expect(await codes(site)).toEqual({ code: 1, reported: ['error link/broken', 'warning link/broken'] });
  });

  test("with api.linkBase it points to the API's own docs site and is not checked", async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}api:\n  linkBase: https://docs.toys.example\n`,
      'spec/openapi.yaml': SPEC,
      'content/docs/intro.md': '# Intro\n',
    });
    const built = await buildSite(site, { outDir: path.join(site, 'out'), strict: true });
    expect(built.result.diagnostics).toEqual([]);
    expect(built.files('api/index.html')).toContain('<a href="https://docs.toys.example/docs/connect">the Connect guide</a>');
  });
});
