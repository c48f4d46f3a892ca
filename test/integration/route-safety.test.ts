// Every URL docsgen makes is confined (issue 17, item 2): a slug, category slug, tag permalink or file name
// that would put a page outside its place (dot segments, backslashes, control characters) or make it
// unreachable (`#`, `?`, `%`) is `route/invalid` at the line that makes it, `check --strict` fails, and
// nothing is written, inside the output folder or out of it; routes whose output files are one on a
// case-insensitive file system are `route/duplicate`; spaces and non-ASCII letters are encoded in the
// sitemap. Each site is built in a sandbox of its own, snapshotted before and after.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { urlProblem } from '../../src/routes/urls.js';
import { makeSandbox, MINIMAL_CONFIG, RED_PNG, removeSandboxes, runCli, snapshot } from '../helpers/index.js';

afterAll(removeSandboxes);

const BLOG = `${MINIMAL_CONFIG}blogs:\n  - { id: changelog, path: content/changelog, routeBasePath: /changelog, title: Changelog, description: What changed. }\n`;

function site(files: Record<string, string | Uint8Array>) {
  const sb = makeSandbox({
    'site.config.yaml': BLOG,
    'content/pages/index.md': '# Home\n',
    'content/docs/intro.md': '# Intro\n',
    'content/changelog/2026-01-01-first.md': '---\ntitle: First\n---\n\nFirst post.\n',
    ...files,
  });
  // What an escaping page would overwrite: the neighbour's README and a changelog page beside the site.
  sb.write({ README: 'neighbour', 'README.md': 'neighbour', 'changelog/index.html': 'neighbour' });
  return sb;
}

/** Runs `docsgen build --strict` and `docsgen check --strict`; both must fail with exactly `errors` and change nothing. */
async function expectRefused(files: Record<string, string | Uint8Array>, errors: string[]) {
  const sb = site(files);
  // The parse cache (node_modules/.cache/docsgen) may be filled; nothing else may change.
  const cache = (rel: string) => rel.startsWith(path.join('site', 'node_modules'));
  const before = snapshot(sb.box, cache);
  for (const command of ['build', 'check']) {
    const result = await runCli([command, '--strict'], { cwd: sb.site });
    expect(result.code).toBe(1);
    const printed = result.stderr.split('\n').filter((line) => /\s(error|warning)\s/.test(line));
    expect(printed).toEqual(errors);
  }
  expect(snapshot(sb.box, cache)).toEqual(before);
  expect(existsSync(path.join(sb.site, 'build'))).toBe(false);
}

describe('route/invalid', () => {
  test('a doc slug climbing out of the output (it replaced the site README)', async () => {
    await expectRefused({ 'content/docs/evil.md': '---\ntitle: Evil\nslug: /../../README\n---\n\n# Evil\n' }, [
      'content/docs/evil.md:3:7  error  route/invalid  The route /docs/../../README has a ".." segment, which would put the page outside its place',
    ]);
  });

  test('a blog post slug over the real changelog page', async () => {
    await expectRefused({ 'content/changelog/2026-02-01-evil.md': '---\ntitle: Evil\nslug: /../changelog\n---\n\nEvil.\n' }, [
      'content/changelog/2026-02-01-evil.md:3:7  error  route/invalid  The route /changelog/../changelog has a ".." segment, which would put the page outside its place',
    ]);
  });

  test('a generated-index category slug with dot segments', async () => {
    await expectRefused(
      {
        'content/docs/guides/_category_.yml': 'label: Guides\nlink:\n  type: generated-index\n  slug: ../../../x\n',
        'content/docs/guides/a.md': '# A\n',
      },
      [
        'content/docs/guides/_category_.yml:4:9  error  route/invalid  The route /docs/../../../x has a ".." segment, which would put the page outside its place',
      ],
    );
  });

  test('a tag permalink with dot segments is refused in tags.yml, at its line', async () => {
    await expectRefused(
      {
        'content/changelog/tags.yml': 'evil:\n  label: Evil\n  permalink: ../../../x\n',
        'content/changelog/2026-02-01-tagged.md': '---\ntitle: Tagged\ntags: [evil]\n---\n\nTagged.\n',
      },
      ['content/changelog/tags.yml:3:14  error  blog/invalid-metadata  tags.yml: "evil.permalink" must be one URL segment: letters, digits, - and _'],
    );
  });

  test('a slug with a backslash, a "." segment or a control character', async () => {
    await expectRefused(
      {
        'content/docs/a.md': '---\nslug: "..\\\\..\\\\x"\n---\n\n# A\n',
        'content/docs/b.md': '---\nslug: /./b\n---\n\n# B\n',
        'content/docs/c.md': '---\nslug: "/c\\u0000d"\n---\n\n# C\n',
      },
      [
        'content/docs/a.md:2:7  error  route/invalid  The route /docs/..\\\\..\\\\x has a backslash, which Windows reads as a folder separator',
        'content/docs/b.md:2:7  error  route/invalid  The route /docs/./b has a "." segment, which would put the page outside its place',
        'content/docs/c.md:2:7  error  route/invalid  The route /docs/c\\u0000d has the control character U+0000',
      ],
    );
  });

  test('file names with #, ? or % (pages no browser could reach) are reported at the file', async () => {
    await expectRefused({ 'content/docs/a#b.md': '# A\n', 'content/docs/what?.md': '# W\n', 'content/docs/100%.md': '# P\n' }, [
      'content/docs/100%.md:1:1  error  route/invalid  The route /docs/100% has "%", which a browser reads as an escape, so the page could not be reached',
      'content/docs/a#b.md:1:1  error  route/invalid  The route /docs/a#b has "#", which a browser reads as the start of a fragment, so the page could not be reached',
      'content/docs/what?.md:1:1  error  route/invalid  The route /docs/what? has "?", which a browser reads as the start of a query, so the page could not be reached',
    ]);
  });

  test('urlProblem accepts the URLs real sites make and refuses the hostile ones', () => {
    for (const ok of ['/', '/docs', '/docs/guides/jwt', '/docs/a b', '/docs/é', '/changelog/tags/v1.2', '/docs/..x', '/docs/x..', '/api/tag']) {
      expect(urlProblem(ok), ok).toBeUndefined();
    }
    for (const bad of [
      '/..',
      '/docs/..',
      '/docs/../x',
      '/./x',
      '/docs/a\\b',
      '/docs/a\u0007',
      '/a\u007f',
      '/a\u0085',
      '/a#b',
      '/a?b',
      '/a%2e%2e',
      '/%2e%2e/x',
      '/...',
      '/. .',
      '/a\ud800b',
    ]) {
      expect(urlProblem(bad), bad).toBeDefined();
    }
  });
});

describe('routes that are one file', () => {
  test('two docs whose URLs differ only in case are route/duplicate (one file on macOS and Windows)', async () => {
    await expectRefused({ 'content/docs/Guide.md': '# Guide upper\n', 'content/docs/guide.md': '# Guide lower\n' }, [
      // --strict: the warning fails the build, and is printed as an error.
      'content/docs/guide.md:1:1  error  route/duplicate  The routes /docs/Guide and /docs/guide are one file (docs/guide/index.html) on macOS or Windows, which ignore case and trailing dots',
    ]);
  });
});

describe('routes that are one file on Windows', () => {
  test('a slug with a trailing dot is route/duplicate of the one without', async () => {
    await expectRefused({ 'content/docs/a.md': '---\nslug: /guide.\n---\n\n# A\n', 'content/docs/guide.md': '# Guide\n' }, [
      'content/docs/guide.md:1:1  error  route/duplicate  The routes /docs/guide. and /docs/guide are one file (docs/guide/index.html) on macOS or Windows, which ignore case and trailing dots',
    ]);
  });
});

describe('outputs that cannot both be written', () => {
  test("a slug ending in .md where another doc's markdown export goes is route/invalid", async () => {
    await expectRefused({ 'content/docs/evil.md': '---\nslug: /intro.md\n---\n\n# Evil\n' }, [
      'content/docs/intro.md:1:1  error  route/invalid  The route /docs/intro writes the file docs/intro.md, which another page or static file needs as a folder',
    ]);
  });

  test('a static file where a page needs its folder is route/invalid at the page, before anything is written', async () => {
    await expectRefused({ 'static/docs/intro': 'in the way\n' }, [
      'content/docs/intro.md:1:1  error  route/invalid  The route /docs/intro needs the folder docs/intro, where the static file /docs/intro is',
    ]);
  });

  test('a static file where docsgen writes its own files (scripts, images) is route/invalid at that file', async () => {
    await expectRefused({ 'static/assets': 'in the way\n' }, [
      'static/assets:1:1  error  route/invalid  The static file /assets is where docsgen writes its own files (the folder assets)',
    ]);
    await expectRefused(
      { 'content/docs/intro.md': '# Intro\n\n![A picture](./pic.png)\n', 'content/docs/pic.png': RED_PNG, 'static/assets/images': 'in the way\n' },
      ['static/assets/images:1:1  error  route/invalid  The static file /assets/images is where docsgen writes its own files (the folder assets/images)'],
    );
  });

  test('a static file named like the search index or the page sizes is route/invalid at that file', async () => {
    await expectRefused({ 'static/assets/search-index.json': '{}\n', 'static/assets/Route-Weights.json': '{}\n' }, [
      'static/assets/Route-Weights.json:1:1  error  route/invalid  The static file /assets/Route-Weights.json is where docsgen writes the page sizes (the file assets/route-weights.json)',
      'static/assets/search-index.json:1:1  error  route/invalid  The static file /assets/search-index.json is where docsgen writes the search index (the file assets/search-index.json)',
    ]);
  });
});

describe('URLs with spaces and non-ASCII letters', () => {
  test('build, and the sitemap and canonical links carry them percent-encoded', async () => {
    const sb = site({ 'content/docs/getting started.md': '# Start\n', 'content/docs/café.md': '# Café\n' });
    const result = await runCli(['build', '--strict'], { cwd: sb.site });
    expect(result.code).toBe(0);
    const sitemap = readFileSync(path.join(sb.site, 'build', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.example.com/docs/getting%20started</loc>');
    expect(sitemap).toContain('<loc>https://docs.example.com/docs/caf%C3%A9</loc>');
    expect(sitemap).not.toMatch(/<loc>[^<]*[ é]/);
    const page = readFileSync(path.join(sb.site, 'build', 'docs', 'getting started', 'index.html'), 'utf8');
    expect(page).toContain('<link rel="canonical" href="https://docs.example.com/docs/getting%20started"');
  });
});
