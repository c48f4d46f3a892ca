// Spawns the real command line (node bin/docsgen.js, which loads dist/, rebuilt by the global setup) and
// checks its public surface: help and version texts, exit codes 0/1/2, printed diagnostics without
// stack traces, and `serve` answering like the deployed site.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSandbox, makeSite, removeSandboxes, removeSites, runCli, startCli, stripAnsi, type RunningCli } from '../helpers/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}`, import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

afterAll(() => {
  removeSites();
  removeSandboxes();
});

describe('docsgen --help and --version', () => {
  test('--help lists the commands with their descriptions and exits 0', async () => {
    const { code, stdout, stderr } = await runCli(['--help'], { cwd: root });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatchInlineSnapshot(`
      "Usage: docsgen [options] [command]

      Build a pre-rendered React documentation site from a content tree and an OpenAPI
      spec.

      Options:
        -v, --version              print the version
        -h, --help                 show help

      Commands:
        init [options] [dir]       create a starter site: config, home page, docs,
                                   blog, API spec and an image
        build [options] [siteDir]  build the site into static files
        check [options] [siteDir]  load the site and run the link, anchor and route
                                   checks, without rendering or writing
        dev [options] [siteDir]    build in memory, serve, and rebuild and reload the
                                   browser on every change
        serve [options] [siteDir]  preview a built site
        merge [options] <dir>      finish a sharded build: the output folders of every
                                   --shard job copied into <dir>, write its search
                                   index
        help [command]             display help for command
      "
    `);
  });

  test('build --help documents the site folder argument and the options', async () => {
    const { code, stdout } = await runCli(['build', '--help'], { cwd: root });
    expect(code).toBe(0);
    expect(stdout).toMatchInlineSnapshot(`
      "Usage: docsgen build [options] [siteDir]

      build the site into static files

      Arguments:
        siteDir              site folder holding site.config.yaml, content/ and spec/
                             (default: ".")

      Options:
        -o, --out-dir <dir>  output folder (default: build/ inside the site folder)
        --empty-out-dir      replace the output folder even when it is not empty and
                             docsgen did not make it
        --strict             treat warnings as errors (what CI runs)
        --no-cache           parse every file again instead of reusing the build cache
        --workers <n>        worker threads for large sites (default: one per core; 1:
                             none)
        --shard <i/n>        build only the i-th of n shares of the pages (shared
                             files with share 1); merge with docsgen merge
        --no-precompress     write no .br/.gz copies of text files (for hosts that
                             compress responses themselves)
        --debug              print stage timings and stack traces
        -h, --help           show help
      "
    `);
  });

  test('--version prints the version from package.json', async () => {
    const { code, stdout } = await runCli(['--version'], { cwd: root });
    expect(code).toBe(0);
    expect(stdout).toBe(`${pkg.version}\n`);
  });
});

describe('exit codes', () => {
  test('an unknown command is a usage error: exit 2 with a pointer to --help', async () => {
    const { code, stdout, stderr } = await runCli(['frobnicate'], { cwd: root });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe("error: unknown command 'frobnicate'\n(run docsgen --help for usage)\n");
  });

  test('a --shard that is not i/n with 1 <= i <= n is a usage error', async () => {
    for (const shard of ['4/3', '0/2', 'two', '1/0']) {
      const { code, stdout, stderr } = await runCli(['build', '--shard', shard], { cwd: root });
      expect(code, shard).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `error: option '--shard <i/n>' argument '${shard}' is invalid. must be i/n with 1 <= i <= n <= 1000, such as 2/4 for the second of four jobs.\n(run docsgen --help for usage)\n`,
      );
    }
  });

  test('an unknown option is a usage error too', async () => {
    const { code, stderr } = await runCli(['build', '--frobnicate'], { cwd: root });
    expect(code).toBe(2);
    expect(stderr).toContain("error: unknown option '--frobnicate'");
  });

  test('building bad-config exits 1 printing every diagnostic, the summary and no stack trace', async () => {
    const outDir = path.join(makeSite({}), 'out');
    const { code, stdout, stderr } = await runCli(['build', fixture('bad-config'), '--out-dir', outDir], { cwd: root });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stripAnsi(stderr)).toBe(
      [
        'test/fixtures/sites/bad-config/site.config.yaml:3:1  error  config/unknown-key  Unknown key "tagLine"',
        '  hint: Did you mean "tagline"?',
        'test/fixtures/sites/bad-config/site.config.yaml:7:16  error  config/invalid  "colorMode.defaultMode" must be one of "light", "dark", got "blue"',
        '  hint: See "colorMode.defaultMode" in docsgen\'s configuration reference.',
        '2 errors, 0 warnings',
        'Build failed; the previous output was left as it was.',
        '',
      ].join('\n'),
    );
    expect(stderr).not.toContain('    at ');
    expect(existsSync(outDir)).toBe(false);
  });

  test('prints file paths relative to the current folder, so they open from the terminal', async () => {
    const { code, stderr } = await runCli(['build', 'sites/bad-config', '--out-dir', path.join(makeSite({}), 'out')], {
      cwd: fileURLToPath(new URL('../fixtures', import.meta.url)),
    });
    expect(code).toBe(1);
    expect(stripAnsi(stderr).split('\n')[0]).toBe('sites/bad-config/site.config.yaml:3:1  error  config/unknown-key  Unknown key "tagLine"');
  });

  test('building bad-front-matter exits 1 and reports both broken files', async () => {
    const { code, stderr } = await runCli(['build', fixture('bad-front-matter'), '--out-dir', path.join(makeSite({}), 'out')], { cwd: root });
    expect(code).toBe(1);
    const located = stripAnsi(stderr)
      .split('\n')
      .filter((line) => line.startsWith('test/'))
      .map((line) => line.split('  ').slice(0, 3).join('  '));
    expect(located).toEqual([
      'test/fixtures/sites/bad-front-matter/content/docs/broken-yaml.md:3:14  error  front-matter/yaml',
      'test/fixtures/sites/bad-front-matter/content/docs/wrong-type.md:3:19  error  front-matter/invalid',
    ]);
    expect(stderr).not.toContain('    at ');
  });

  test('building the minimal site exits 0, says where it wrote, and writes the site', async () => {
    const work = makeSite({});
    const { code, stdout, stderr } = await runCli(['build', fixture('minimal'), '--out-dir', 'out'], { cwd: work });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Built 9 pages into out in \d+\.\d\d s\nPreview it: docsgen serve --dir out\n$/);
    expect(existsSync(path.join(work, 'out', 'docs', 'guides', 'jwt', 'index.html'))).toBe(true);
  });

  test('off a terminal a build prints no live line, only the summary: pages, folder, time, warnings, next step', async () => {
    const work = makeSite({
      'site/site.config.yaml': 'title: Test site\nurl: https://docs.example.com\n',
      'site/content/pages/index.md': '# Home\n\nSee [the intro](/docs/intro#nowhere).\n',
      'site/content/docs/intro.md': '# Intro\n',
    });
    const { code, stdout, stderr } = await runCli(['build', 'site'], { cwd: work, env: { CI: '' } });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Built 3 pages into site\/build in \d+\.\d\d s \(1 warning\)\nPreview it: docsgen serve site\n$/);
    expect(stderr).not.toContain('\r');
    expect(stripAnsi(stderr)).toContain('site/content/pages/index.md:3:5  warning  anchor/missing');
  });

  test('a duplicate route is a warning: exit 0 without --strict', async () => {
    const { code, stderr } = await runCli(['build', fixture('duplicate-route'), '--out-dir', path.join(makeSite({}), 'out')], { cwd: root });
    expect(code).toBe(0);
    expect(stripAnsi(stderr)).toContain('content/docs/setup.md:2:7  warning  route/duplicate  2 sources produce the route /docs/setup');
    expect(stripAnsi(stderr)).toContain('0 errors, 1 warning\n');
  });

  test('--strict turns the duplicate-route warning into an error: exit 1 and nothing written', async () => {
    const outDir = path.join(makeSite({}), 'out');
    const { code, stderr } = await runCli(['build', fixture('duplicate-route'), '--strict', '--out-dir', outDir], { cwd: root });
    expect(code).toBe(1);
    expect(stripAnsi(stderr)).toContain('content/docs/setup.md:2:7  error  route/duplicate  2 sources produce the route /docs/setup');
    expect(stripAnsi(stderr)).toContain('1 error, 0 warnings\n');
    expect(existsSync(outDir)).toBe(false);
  });

  test('building a folder without site.config.yaml exits 1 with config/not-found', async () => {
    const empty = makeSite({ 'README.md': '# not a site\n' });
    const { code, stderr } = await runCli(['build'], { cwd: empty });
    expect(code).toBe(1);
    expect(stripAnsi(stderr)).toBe(
      `error  config/not-found  No site.config.yaml in ${empty}\n` +
        '  hint: Run docsgen in a site folder, or pass it: docsgen build path/to/site\n' +
        '1 error, 0 warnings\n' +
        'Build failed; the previous output was left as it was.\n',
    );
  });
});

describe('docsgen serve', () => {
  let server: RunningCli;
  let base: string;
  beforeAll(async () => {
    const outDir = path.join(makeSite({}), 'out');
    const built = await runCli(['build', fixture('minimal'), '--out-dir', outDir], { cwd: root });
    expect(built.code).toBe(0);
    server = startCli(['serve', fixture('minimal'), '--dir', outDir, '--port', '0'], { cwd: root });
    base = (await server.waitFor(/^Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)$/m))[1]!;
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('answers 200 with the home page at /', async () => {
    const response = await fetch(new URL('/', base));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Minimal | A complete small site</title>');
  });

  test('answers 200 with the doc page at its clean URL', async () => {
    const response = await fetch(new URL('/docs/guides/jwt', base));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>JWT | Minimal</title>');
  });

  test("answers 404 with the site's not-found page for an unknown path", async () => {
    const response = await fetch(new URL('/docs/no-such-page', base));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });

  test('redirects a .html URL permanently to the clean URL', async () => {
    const html = await fetch(new URL('/docs/guides/jwt.html', base), { redirect: 'manual' });
    expect(html.status).toBe(301);
    expect(html.headers.get('location')).toBe('/docs/guides/jwt');
  });

  test('redirects an /index.html URL to the clean URL without a trailing slash, keeping the query (was /docs/guides/)', async () => {
    const index = await fetch(new URL('/docs/guides/index.html?x=1', base), { redirect: 'manual' });
    expect(index.status).toBe(301);
    expect(index.headers.get('location')).toBe('/docs/guides?x=1');
    const home = await fetch(new URL('/index.html', base), { redirect: 'manual' });
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/');
  });

  test('serves static files and hashed assets', async () => {
    const logo = await fetch(new URL('/img/logo.svg', base));
    expect(logo.status).toBe(200);
    expect(await logo.text()).toBe(readFileSync(fixture('minimal/static/img/logo.svg'), 'utf8'));
  });
});

describe('docsgen serve without a build', () => {
  test('exits 1 and says to build first', async () => {
    const empty = makeSite({});
    const { code, stderr } = await runCli(['serve', '--dir', empty, '--port', '0'], { cwd: root });
    expect(code).toBe(1);
    expect(stderr).toBe(`Nothing to serve in ${empty}: run docsgen build first.\n`);
  });
});

describe('docsgen dev', () => {
  test('prints its URL on 127.0.0.1, serves the site, and stops cleanly on SIGTERM', async () => {
    const dev = startCli(['dev', fixture('minimal'), '--port', '0'], { cwd: root });
    try {
      const base = (await dev.waitFor(/^docsgen dev: serving .* at (http:\/\/127\.0\.0\.1:\d+\/)$/m, 20_000))[1]!;
      const page = await fetch(new URL('/docs/guides/jwt', base));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/__docsgen/events');
    } finally {
      await dev.stop();
    }
  });

  test('prints its start once, then one line per saved change (issue 41: "site rebuilt" came twice at start)', async () => {
    const sb = makeSandbox(fixture('minimal'));
    const dev = startCli(['dev', sb.site, '--port', '0', '--debug'], { cwd: sb.box });
    try {
      await dev.waitFor(/^docsgen dev: serving site at http:\/\/127\.0\.0\.1:\d+\/$/m, 20_000);
      // The whole site's load, which follows the first page (a fixed wait was too short on a loaded machine).
      await dev.waitFor(/^docsgen:dev whole site in \d+ ms$/m, 20_000);
      writeFileSync(path.join(sb.site, 'content/docs/index.md'), '# Saved\n\nA change.\n');
      await dev.waitFor(/rebuilt in \d+ ms/, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // What --debug adds aside, the lines a writer sees.
      const lines = dev
        .output()
        .stdout.trim()
        .split('\n')
        .filter((line) => !line.startsWith('docsgen:'));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^docsgen dev: serving site at http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(lines[1]).toMatch(/^content\/docs\/index\.md rebuilt in \d+ ms$/);
    } finally {
      await dev.stop();
    }
  });

  test('serve and hashed assets: assets are cached for a year, pages revalidate, traversal gets 404', async () => {
    const outDir = path.join(makeSite({}), 'out');
    expect((await runCli(['build', fixture('minimal'), '--out-dir', outDir], { cwd: root })).code).toBe(0);
    const server = startCli(['serve', fixture('minimal'), '--dir', outDir, '--port', '0'], { cwd: root });
    try {
      const base = (await server.waitFor(/^Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)$/m))[1]!;
      const html = await (await fetch(new URL('/', base))).text();
      const css = /href="(\/assets\/main-[0-9a-f]{8}\.css)"/.exec(html)![1]!;
      expect((await fetch(new URL(css, base))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(new URL('/', base))).headers.get('cache-control')).toBe('no-cache');
      for (const p of ['/../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json']) {
        const res = await fetch(new URL(p, base).href.replace(/\/etc\/passwd$/, '/etc/passwd'));
        expect(res.status).toBe(404);
      }
    } finally {
      await server.stop();
    }
  });
});
