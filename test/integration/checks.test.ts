// Runs `docsgen check` and `docsgen build` on fixture sites that must fail (and one that must not),
// pinning the complete printed list: every problem in one run, each with file:line:col and a hint.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, removeSites, runCli, stripAnsi } from '../helpers/index.js';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
const fixture = (name: string) => path.join(fixtures, 'sites', name);

afterAll(removeSites);

async function check(name: string, ...flags: string[]) {
  const result = await runCli(['check', `sites/${name}`, ...flags], { cwd: fixtures });
  return { ...result, stderr: stripAnsi(result.stderr) };
}

describe('broken links are errors', () => {
  test('every broken link of content, front matter, navbar and footer is listed in one run, sorted, with hints', async () => {
    const { code, stderr } = await check('broken-link');
    expect(code).toBe(1);
    expect(stderr).toBe(
      [
        'sites/broken-link/content/docs/guide.md:2:18  error  link/broken  No doc with id "intr"',
        '  hint: Did you mean "intro"?',
        'sites/broken-link/content/docs/guide.md:8:3  error  link/broken  Link to ./setup: no such page (/docs/setup)',
        '  hint: Link to an existing page, or add the page or file.',
        'sites/broken-link/content/docs/intro.md:5:10  error  link/broken  Link to /docs/missing: no such page',
        '  hint: Link to an existing page, or add the page or file.',
        'sites/broken-link/content/docs/intro.md:5:48  error  link/broken  Link to /docs/gude: no such page',
        '  hint: Did you mean /docs/guide?',
        'sites/broken-link/site.config.yaml:7:31  error  link/broken  Link to /pricing: no such page',
        '  hint: Link to an existing page, or add the page or file.',
        'sites/broken-link/site.config.yaml:12:33  error  link/broken  Link to /docs/guid: no such page',
        '  hint: Did you mean /docs/guide?',
        '6 errors, 0 warnings',
        '',
      ].join('\n'),
    );
  });

  test('a build with broken links exits 1 and writes nothing', async () => {
    const outDir = path.join(makeSite({}), 'out');
    const { code, stderr } = await runCli(['build', 'sites/broken-link', '--out-dir', outDir], { cwd: fixtures });
    expect(code).toBe(1);
    expect(stripAnsi(stderr)).toContain('6 errors, 0 warnings\nBuild failed; the previous output was left as it was.\n');
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('missing anchors are warnings', () => {
  test('links to anchors another page or the same page lacks are listed with the closest anchor', async () => {
    const { code, stderr } = await check('missing-anchor');
    expect(code).toBe(0);
    expect(stderr).toBe(
      [
        'sites/missing-anchor/content/docs/intro.md:5:5  warning  anchor/missing  Link to /docs/jwt#claims: page has no anchor "claims"',
        '  hint: Anchors on that page: #jwt, #the-header, #signing, #raw-anchor.',
        'sites/missing-anchor/content/docs/intro.md:5:73  warning  anchor/missing  Link to /docs/jwt#signin: page has no anchor "signin"',
        '  hint: Did you mean "#signing"?',
        'sites/missing-anchor/content/docs/intro.md:7:46  warning  anchor/missing  Link to /docs/intro#nowhere: page has no anchor "nowhere"',
        '  hint: Anchors on that page: #intro, #getting-started.',
        '0 errors, 3 warnings',
        '',
      ].join('\n'),
    );
  });

  test('--strict makes the same warnings fail as errors', async () => {
    const { code, stderr } = await check('missing-anchor', '--strict');
    expect(code).toBe(1);
    expect(stderr).toContain('sites/missing-anchor/content/docs/intro.md:5:5  error  anchor/missing');
    expect(stderr).toContain('3 errors, 0 warnings');
  });
});

describe('broken markdown links are warnings', () => {
  test('relative links to markdown files that do not exist are listed with the closest file, written relatively', async () => {
    const { code, stderr } = await check('broken-md-link');
    expect(code).toBe(0);
    expect(stderr).toBe(
      [
        'sites/broken-md-link/content/docs/intro.md:3:41  warning  markdown/link-to-file  Link to ./guides/install.md: no markdown file content/docs/guides/install.md',
        '  hint: Did you mean ./guides/setup.md?',
        'sites/broken-md-link/content/docs/intro.md:5:5  warning  markdown/link-to-file  Link to ./other.md: no markdown file content/docs/other.md',
        '  hint: Did you mean ./intro.md?',
        '0 errors, 2 warnings',
        '',
      ].join('\n'),
    );
  });

  test('with --strict the build fails and writes nothing', async () => {
    const outDir = path.join(makeSite({}), 'out');
    const { code } = await runCli(['build', 'sites/broken-md-link', '--strict', '--out-dir', outDir], { cwd: fixtures });
    expect(code).toBe(1);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('a site whose links all work', () => {
  test('passes --strict with zero reports: .md links, .html and /index.html suffixes, trailing slashes, static files, custom and raw ids, encoded fragments, front matter and chrome links', async () => {
    const { code, stderr, stdout } = await check('clean-links', '--strict');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Checked 4 pages in \d+\.\d\d s\n$/);
  });

  test('the build passes --strict and counts every file it wrote, static files included', async () => {
    const outDir = path.join(makeSite({}), 'out');
    const { result } = await buildSite(fixture('clean-links'), { outDir, strict: true });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
    const written = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(result.files).toBe(written.length);
    expect(existsSync(path.join(outDir, 'files/sample.txt'))).toBe(true);
  });

  test("markdown links are emitted as their pages' URLs with query and fragment kept", async () => {
    const { files } = await buildSite(fixture('clean-links'), { outDir: path.join(makeSite({}), 'out') });
    const html = files('docs/intro/index.html');
    expect(html).toContain('href="/docs/guides/setup#install"');
    expect(html).toContain('href="/docs/guides/setup"');
    expect(html).toContain('href="/docs/guides/setup?tab=1#install"');
  });
});
