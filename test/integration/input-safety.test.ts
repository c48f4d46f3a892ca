// Inputs are confined to the site and what a page hides stays hidden (issue 17, items 3 and 4): images
// (markdown, raw HTML, encoded or through links) out of the site are `asset/outside-site`; symbolic links
// out of content/ and static/ are skipped with a warning and never copied as links; config input paths
// and spec `$ref`s cannot leave the site or reach a server; markdown exports, llms.txt, search documents
// and feeds carry no HTML comment. Each site lives in a sandbox whose `secret.txt` must never be published.
import { lstatSync, readdirSync, readFileSync, symlinkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { withoutComments } from '../../src/write/markdown-exports.js';
import { makeSandbox, MINIMAL_CONFIG, removeSandboxes, runCli, type Sandbox } from '../helpers/index.js';

afterAll(removeSandboxes);

const SECRET = 'SECRET-5e2b-build-machine-file';
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const BLOG = `${MINIMAL_CONFIG}blogs:\n  - { id: changelog, path: content/changelog, routeBasePath: /changelog, title: Changelog, description: What changed. }\n`;

function sandbox(files: Record<string, string | Uint8Array>): Sandbox {
  const sb = makeSandbox({ 'site.config.yaml': BLOG, 'content/pages/index.md': '# Home\n', 'content/docs/intro.md': '# Intro\n\nHello.\n', ...files });
  sb.write({ 'secret.txt': SECRET, 'secret.png': SECRET });
  return sb;
}

/** The printed diagnostics lines (without hints) of a CLI run. */
function reported(stderr: string): string[] {
  return stderr.split('\n').filter((line) => /\s(error|warning)\s{2}/.test(line));
}

/** Every file of the output holding the secret, and every symbolic link in it. */
function leaks(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true }).flatMap((e) => {
    const abs = path.join(e.parentPath, e.name);
    if (lstatSync(abs).isSymbolicLink()) return [`link ${path.relative(outDir, abs)}`];
    return lstatSync(abs).isFile() && readFileSync(abs, 'utf8').includes(SECRET) ? [`secret in ${path.relative(outDir, abs)}`] : [];
  });
}

describe('images are read only from inside the site (asset/outside-site)', () => {
  test('markdown and raw HTML images climbing out, encoded or not, fail the build at their lines and publish nothing', async () => {
    const sb = sandbox({
      'content/docs/a.md':
        '# A\n\n![x](../../../secret.png)\n\n<img src="../../../secret.txt" alt="y" />\n\n![z](..%2f..%2f..%2fsecret.png)\n\n![w](../../../%73ecret.png)\n',
    });
    const result = await runCli(['build'], { cwd: sb.site });
    expect(result.code).toBe(1);
    expect(reported(result.stderr)).toEqual([
      'content/docs/a.md:3:1  error  asset/outside-site  Image "../../../secret.png" is outside the site folder',
      'content/docs/a.md:5:1  error  asset/outside-site  Image "../../../secret.txt" is outside the site folder',
      // `%2f` is no separator: one name, starting with a dot, so private (issue 38) before it is looked up.
      'content/docs/a.md:7:1  error  asset/not-allowed  Image "..%2f..%2f..%2fsecret.png" is not published: "..%2f..%2f..%2fsecret.png" is a dot file or folder',
      'content/docs/a.md:9:1  error  asset/outside-site  Image "../../../%73ecret.png" is outside the site folder',
    ]);
  });

  test('an image that is a link inside the site to a file outside it is outside too', async () => {
    const sb = sandbox({ 'content/docs/a.md': '# A\n\n![x](./img/pic.png)\n' });
    mkdirSync(path.join(sb.site, 'content/docs/img'));
    symlinkSync(path.join(sb.box, 'secret.png'), path.join(sb.site, 'content/docs/img/pic.png'));
    const result = await runCli(['build'], { cwd: sb.site });
    expect(result.code).toBe(1);
    expect(reported(result.stderr)).toEqual([
      'content/docs/a.md:3:1  error  asset/outside-site  Image "./img/pic.png" is outside the site folder',
      'content/docs/img/pic.png  warning  symlink/outside-site  The symbolic link content/docs/img/pic.png points outside the site folder, so it was skipped',
    ]);
  });

  test('a malformed percent escape in an image path is a missing image, not a crash', async () => {
    const sb = sandbox({ 'content/docs/a.md': '# A\n\n<img src="a%zz%.png" alt="x" />\n' });
    const result = await runCli(['build'], { cwd: sb.site });
    expect(result.code).toBe(1);
    expect(reported(result.stderr)).toEqual(['content/docs/a.md:3:1  error  image/missing  Image "a%zz%.png" not found']);
  });

  test('images inside the site still build, copied under a hashed name', async () => {
    const sb = sandbox({ 'content/docs/a.md': '# A\n\n![x](./img/pic.png)\n', 'content/docs/img/pic.png': PNG });
    const result = await runCli(['build', '--strict'], { cwd: sb.site });
    expect(result.code).toBe(0);
    expect(readdirSync(path.join(sb.site, 'build/assets/images'))).toEqual([expect.stringMatching(/^pic-[0-9a-f]{8}\.png$/)]);
  });
});

describe('symbolic links in static/ and content/', () => {
  test('links out of the site, to nothing, or in a loop are skipped with a warning; links inside are copied as files', async () => {
    const sb = sandbox({ 'static/real.txt': 'real', 'content/docs/b.md': '# B\n' });
    symlinkSync(path.join(sb.box, 'secret.txt'), path.join(sb.site, 'static/leak.txt'));
    symlinkSync(path.join(sb.box, 'missing'), path.join(sb.site, 'static/dangling.txt'));
    symlinkSync('loop-b', path.join(sb.site, 'static/loop-a'));
    symlinkSync('loop-a', path.join(sb.site, 'static/loop-b'));
    symlinkSync('real.txt', path.join(sb.site, 'static/alias.txt'));
    symlinkSync(path.join(sb.box, 'secret.txt'), path.join(sb.site, 'content/docs/leak.md'));
    symlinkSync('b.md', path.join(sb.site, 'content/docs/c.md'));
    const result = await runCli(['build'], { cwd: sb.site });
    expect(result.code).toBe(0);
    expect(reported(result.stderr)).toEqual([
      'content/docs/leak.md  warning  symlink/outside-site  The symbolic link content/docs/leak.md points outside the site folder, so it was skipped',
      'static/dangling.txt  warning  symlink/outside-site  The symbolic link static/dangling.txt points to nothing, so it was skipped',
      'static/leak.txt  warning  symlink/outside-site  The symbolic link static/leak.txt points outside the site folder, so it was skipped',
      'static/loop-a  warning  symlink/outside-site  The symbolic link static/loop-a is a loop, so it was skipped',
      'static/loop-b  warning  symlink/outside-site  The symbolic link static/loop-b is a loop, so it was skipped',
    ]);
    const out = path.join(sb.site, 'build');
    expect(leaks(out)).toEqual([]);
    expect(readFileSync(path.join(out, 'alias.txt'), 'utf8')).toBe('real');
    expect(lstatSync(path.join(out, 'alias.txt')).isFile()).toBe(true);
    expect(readFileSync(path.join(out, 'docs/c/index.html'), 'utf8')).toContain('<h1');
    expect((await runCli(['build', '--strict'], { cwd: sb.site })).code).toBe(1);
  });

  test('a docs folder that is a link out of the site reads nothing', async () => {
    const sb = sandbox({});
    sb.write({ 'elsewhere/secret-doc.md': `# ${SECRET}\n` });
    symlinkSync(path.join(sb.box, 'elsewhere'), path.join(sb.site, 'content/docs/linked'));
    const result = await runCli(['build'], { cwd: sb.site });
    expect(reported(result.stderr)).toEqual([
      'content/docs/linked  warning  symlink/outside-site  The symbolic link content/docs/linked points outside the site folder, so it was skipped',
    ]);
    expect(leaks(path.join(sb.site, 'build'))).toEqual([]);
  });
});

describe('config and spec inputs', () => {
  test('a docs, blog or static path out of the site is config/invalid at its line', async () => {
    const sb = sandbox({
      'site.config.yaml': `${MINIMAL_CONFIG}staticDir: ../\ndocs:\n  - { id: docs, path: ../../etc, routeBasePath: /docs }\n`,
    });
    const result = await runCli(['build'], { cwd: sb.site });
    expect(result.code).toBe(1);
    const lines = reported(result.stderr);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^site\.config\.yaml:4:12 {2}error {2}config\/invalid .*must be a relative path inside the site folder/);
    expect(lines[1]).toMatch(/^site\.config\.yaml:6:\d+ {2}error {2}config\/invalid .*must be a relative path inside the site folder/);
  });

  test('spec $refs to a server, out of the site or to another file are refused at their lines', async () => {
    const spec = [
      'openapi: 3.0.3',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content:',
      '            application/json:',
      '              schema: { $ref: "https://evil.example.com/schema.json" }',
      '  /b:',
      '    get:',
      '      responses:',
      '        "200": { $ref: "../../secret.txt#/x" }',
      '  /c:',
      '    get:',
      '      responses:',
      '        "200": { $ref: "./other.yaml#/r" }',
    ].join('\n');
    const sb = sandbox({ 'spec/openapi.yaml': spec, 'spec/other.yaml': 'r: { description: ok }\n' });
    const result = await runCli(['build'], { cwd: sb.site });
    expect(result.code).toBe(1);
    expect(reported(result.stderr)).toEqual([
      'spec/openapi.yaml:11:31  error  spec/external-ref  The reference "https://evil.example.com/schema.json" points to another server; the build fetches nothing',
      'spec/openapi.yaml:15:24  error  asset/outside-site  The reference "../../secret.txt#/x" points outside the site folder',
      'spec/openapi.yaml:19:24  error  spec/external-ref  The reference "./other.yaml#/r" points to another file; docsgen reads the spec as one file',
    ]);
  });
});

describe('what a page hides stays hidden', () => {
  test('HTML comments reach neither the markdown export, llms.txt, the search index nor the feeds', async () => {
    const sb = sandbox({
      'content/docs/intro.md': `---\ntitle: Intro\ndescription: Start here.\n---\n\n# Intro\n\nHello <!-- ${SECRET} inline --> world.\n\n<!--\nstaging password: ${SECRET}\n-->\n\n\`\`\`html\n<!-- a comment in code is shown -->\n\`\`\`\n`,
      'content/docs/draft.md': `---\ndraft: true\n---\n\n# ${SECRET} draft\n`,
      'content/changelog/2026-01-01-post.md': `---\ntitle: Post\n---\n\nPost <!-- ${SECRET} -->.\n\n<!-- truncate -->\n\nMore <!-- ${SECRET} -->.\n`,
    });
    const result = await runCli(['build', '--strict'], { cwd: sb.site });
    expect(result.code).toBe(0);
    const out = path.join(sb.site, 'build');
    expect(leaks(out)).toEqual([]);
    expect(readFileSync(path.join(out, 'docs/intro.md'), 'utf8')).toBe('# Intro\n\nHello  world.\n\n```html\n<!-- a comment in code is shown -->\n```\n');
  });

  test('withoutComments keeps code, inline code and everything else byte for byte', () => {
    expect(withoutComments('a <!-- x --> b\n\n`<!-- y -->`\n\n    <!-- indented code -->\n')).toBe('a  b\n\n`<!-- y -->`\n\n    <!-- indented code -->\n');
    expect(withoutComments('<!-- a -->\n\ntext\n')).toBe('text\n');
    expect(withoutComments('no comments\n')).toBe('no comments\n');
    // Not a comment to CommonMark (never closed), so the page shows it as text, and so does the markdown export.
    expect(withoutComments('open <!-- never closed\n\nshown\n')).toBe('open <!-- never closed\n\nshown\n');
    expect(withoutComments('<!--\nnever closed block\n\nhidden to the end\n')).toBe('');
  });
});
