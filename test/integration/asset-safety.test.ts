// Nothing secret of the site folder is published (issue 38, item 1): a docs-only pull request published
// `.git/config` (CI's token) and `.env` through `![x](../../.git/config)`, `<img src="../../.env">` or a
// link in static/ to a file of the site. Images and static files under a dot file or folder,
// node_modules, the cache or the output folder are never read or copied (judged by the real path too);
// an image must be an image by its bytes (`asset/not-allowed`); `serve` and `dev` answer 404 for such
// paths. Each site lives in a sandbox of its own.
import { mkdirSync, readdirSync, readFileSync, lstatSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic, sortDiagnostics } from '../../src/diagnostics/index.js';
import { makeSandbox, MINIMAL_CONFIG, RED_PNG, removeSandboxes, runCli, startCli, type RunningCli, type Sandbox } from '../helpers/index.js';

afterAll(removeSandboxes);

const SECRET = 'SECRET-38-1-ghs_token';
const GIT_CONFIG = `[core]\n\trepositoryformatversion = 0\n[remote "origin"]\n\turl = https://x-access-token:${SECRET}@github.com/a/b\n`;
const SVG = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n';

/** A site holding the secrets CI checkouts hold: `.git/config`, `.env`, `.npmrc`, a package in node_modules. */
function sandbox(files: Record<string, string | Uint8Array>, config = ''): Sandbox {
  return makeSandbox({
    'site.config.yaml': `${MINIMAL_CONFIG}${config}`,
    'content/pages/index.md': '# Home\n',
    'content/docs/intro.md': '# Intro\n\nHello.\n',
    '.git/config': GIT_CONFIG,
    '.env': `API_TOKEN=${SECRET}\n`,
    '.npmrc': `//registry.npmjs.org/:_authToken=${SECRET}\n`,
    'node_modules/pkg/logo.png': RED_PNG,
    'node_modules/pkg/index.js': `module.exports = '${SECRET}';\n`,
    ...files,
  });
}

/** Builds in process; the printed diagnostics (without hints) and the output folder. */
async function buildIn(sb: Sandbox): Promise<{ ok: boolean; lines: string[]; hints: string[]; out: string }> {
  const result = await build({ siteDir: sb.site, workers: 1 });
  const sorted = sortDiagnostics(result.diagnostics);
  return {
    ok: result.ok,
    lines: sorted.map((d) => formatDiagnostic({ ...d, hint: undefined })),
    hints: sorted.map((d) => d.hint ?? ''),
    out: path.join(sb.site, 'build'),
  };
}

/** Every file of the output holding the secret, and every symbolic link in it. */
function leaks(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true }).flatMap((e) => {
    const abs = path.join(e.parentPath, e.name);
    if (lstatSync(abs).isSymbolicLink()) return [`link ${path.relative(outDir, abs)}`];
    return lstatSync(abs).isFile() && readFileSync(abs).includes(SECRET) ? [`secret in ${path.relative(outDir, abs)}`] : [];
  });
}

/** Output files, `/`-separated, sorted. */
function outputFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('images a page shows (asset/not-allowed)', () => {
  test('a markdown image into .git/config or .env fails the build at its line and is never read', async () => {
    const sb = sandbox({
      'content/docs/a.md': '# A\n\n![x](../../.git/config)\n\n![y](../../%2Egit/config)\n\n![z](../../.env)\n\n![w](./../../.npmrc)\n',
    });
    const { ok, lines, hints } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'content/docs/a.md:3:1  error  asset/not-allowed  Image "../../.git/config" is not published: ".git" is a dot file or folder',
      'content/docs/a.md:5:1  error  asset/not-allowed  Image "../../%2Egit/config" is not published: ".git" is a dot file or folder',
      'content/docs/a.md:7:1  error  asset/not-allowed  Image "../../.env" is not published: ".env" is a dot file or folder',
      'content/docs/a.md:9:1  error  asset/not-allowed  Image "./../../.npmrc" is not published: ".npmrc" is a dot file or folder',
    ]);
    expect(hints[0]).toBe(
      'Dot files and dot folders (.git, .env…), node_modules and the cache and output folders are never published. Put the image next to this page or in static/, under a name without a leading dot.',
    );
  });

  test('a raw HTML <img> into .env, in markdown and in MDX, fails at its line', async () => {
    const sb = sandbox({
      'content/docs/a.md': '# A\n\nText.\n\n<img src="../../.env" alt="x" />\n',
      'content/docs/b.mdx': '# B\n\n<img src="../../.env" alt="y" />\n',
      'content/docs/c.md': '# C\n\n<p><img src="../../.git/config"></p>\n',
    });
    const { ok, lines } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'content/docs/a.md:5:1  error  asset/not-allowed  Image "../../.env" is not published: ".env" is a dot file or folder',
      'content/docs/b.mdx:3:1  error  asset/not-allowed  Image "../../.env" is not published: ".env" is a dot file or folder',
      'content/docs/c.md:3:4  error  asset/not-allowed  Image "../../.git/config" is not published: ".git" is a dot file or folder',
    ]);
  });

  test('an image that is a link (with a harmless name) to a file under .git is refused by its real path', async () => {
    const sb = sandbox({ 'content/docs/a.md': '# A\n\n![x](./img/pic.png)\n' });
    mkdirSync(path.join(sb.site, 'content/docs/img'));
    symlinkSync(path.join(sb.site, '.git/config'), path.join(sb.site, 'content/docs/img/pic.png'));
    const { ok, lines } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual(['content/docs/a.md:3:1  error  asset/not-allowed  Image "./img/pic.png" is not published: ".git" is a dot file or folder']);
  });

  test('a file that is no image, renamed .png, is asset/not-allowed and not published', async () => {
    const sb = sandbox({
      'content/docs/a.md': '# A\n\n![Diagram](./img/diagram.png)\n\n<img src="./img/notes.svg" alt="n" />\n',
      'content/docs/img/diagram.png': `API_TOKEN=${SECRET}\n`,
      'content/docs/img/notes.svg': `<html><svg/>${SECRET}</html>\n`,
    });
    const { ok, lines, hints } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'content/docs/a.md:3:1  error  asset/not-allowed  Image "./img/diagram.png" is not an image: its bytes are no PNG, JPEG, GIF, WebP, AVIF, SVG or ICO',
      'content/docs/a.md:5:1  error  asset/not-allowed  Image "./img/notes.svg" is not an image: its bytes are no PNG, JPEG, GIF, WebP, AVIF, SVG or ICO',
    ]);
    expect(hints[0]).toBe('Link an image file here; to offer another kind of file, put it in static/ and link it as [text](/name).');
  });

  test('a real PNG and an SVG with an XML declaration and a comment still build, copied under hashed names', async () => {
    const sb = sandbox({
      'content/docs/a.md': '# A\n\n![Diagram](./img/diagram.png)\n\n<img src="./img/logo.svg" alt="Logo" />\n',
      'content/docs/img/diagram.png': RED_PNG,
      'content/docs/img/logo.svg': SVG,
    });
    const { ok, lines, out } = await buildIn(sb);
    expect(lines).toEqual([]);
    expect(ok).toBe(true);
    expect(readdirSync(path.join(out, 'assets/images')).sort()).toEqual([
      expect.stringMatching(/^diagram-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^logo-[0-9a-f]{8}\.svg$/),
    ]);
    expect(leaks(out)).toEqual([]);
  });

  test('images in node_modules, the cache folder and the output folder are refused, real images or not', async () => {
    const sb = sandbox(
      {
        'content/docs/a.md': '# A\n\n![x](../../node_modules/pkg/logo.png)\n\n![y](../../cache/pic.png)\n\n![z](../../build/old.png)\n',
        'cache/pic.png': RED_PNG,
        'build/.docsgen-output': 'This folder is the output of docsgen. docsgen replaces it on every build.\n',
        'build/old.png': RED_PNG,
      },
      'cacheDir: cache\n',
    );
    const { ok, lines } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'content/docs/a.md:3:1  error  asset/not-allowed  Image "../../node_modules/pkg/logo.png" is not published: it is in node_modules',
      'content/docs/a.md:5:1  error  asset/not-allowed  Image "../../cache/pic.png" is not published: it is in the cache folder (cache)',
      'content/docs/a.md:7:1  error  asset/not-allowed  Image "../../build/old.png" is not published: it is in the output folder (build)',
    ]);
  });

  test('the CLI prints the refusal with file:line and exits 1', async () => {
    const sb = sandbox({ 'content/docs/a.md': '# A\n\n![x](../../.git/config)\n' });
    const result = await runCli(['build'], { cwd: sb.site });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/docs/a.md:3:1  error  asset/not-allowed  Image "../../.git/config" is not published: ".git" is a dot file or folder\n  hint: Dot files and dot folders (.git, .env…), node_modules and the cache and output folders are never published. Put the image next to this page or in static/, under a name without a leading dot.',
    );
  });
});

describe('files a page imports and a stylesheet loads (asset/not-allowed)', () => {
  test('an MDX import of .env, of .git/config or of a path into node_modules fails at its line, and nothing of it is read', async () => {
    const sb = sandbox({
      'content/docs/m.mdx':
        "import env from '../../.env?raw';\nimport config from './.git/config';\nimport pkg from '../../node_modules/pkg/index.js';\n\n# M\n\n{env}{config}{pkg}\n",
      'content/docs/.git/config': GIT_CONFIG,
    });
    const { ok, lines, hints } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'content/docs/m.mdx:1:1  error  asset/not-allowed  Import "../../.env?raw" is not allowed: ".env" is a dot file or folder, which is never read for a page',
      'content/docs/m.mdx:2:1  error  asset/not-allowed  Import "./.git/config" is not allowed: ".git" is a dot file or folder, which is never read for a page',
      'content/docs/m.mdx:3:1  error  asset/not-allowed  Import "../../node_modules/pkg/index.js" is not allowed: it is in node_modules (import the package by its name), which is never read for a page',
    ]);
    expect(hints[0]).toBe('Dot files and dot folders (.git, .env…) and node_modules are never read for a page: move what the page needs to a file of its own.');
  });

  test("the site's own theme components (src/theme/MDXComponents) may not import .env or .git either: asset/not-allowed at their line", async () => {
    const sb = sandbox({
      'src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport env from '../../.env?raw';\nimport config from './.git/config';\n\nconst Secret = () => env + config;\nexport default { ...MDXComponents, Secret };\n",
      'src/theme/.git/config': GIT_CONFIG,
      'content/docs/m.mdx': '# M\n\n<Secret />\n',
    });
    const { ok, lines } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'src/theme/MDXComponents.js:2:17  error  asset/not-allowed  Import "../../.env?raw" is not allowed: ".env" is a dot file or folder, which is never read for a page',
      'src/theme/MDXComponents.js:3:20  error  asset/not-allowed  Import "./.git/config" is not allowed: ".git" is a dot file or folder, which is never read for a page',
    ]);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  test('an import out of the site folder (relative, absolute or by a symbolic link) from an MDX page, the theme components or an island is asset/not-allowed at its line; a package by name is not', async () => {
    const sb = sandbox({
      'content/docs/m.mdx': `import outside from '../../../outside.js';\nimport pkg from 'pkg';\n\n# M\n\n{outside}{pkg}\n`,
      'content/docs/abs.mdx': '# A\n\nimport a from "ABSOLUTE";\n\n{a}\n',
      'content/docs/linked.mdx': "import linked from './linked.js';\nimport bare from './linked';\n\n# L\n\n{linked}{bare}\n",
      'content/docs/alias.mdx': "import aliased from '@site/../outside.js';\nimport raw from '../../../outside.js?raw';\n\n# A\n\n{aliased}{raw}\n",
      'content/docs/island.mdx': "import Counter from '@site/src/Counter';\n\n# I\n\n<Counter />\n",
      'src/Counter.jsx':
        "import { useState } from 'react';\nimport outside from '../../outside.js';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{outside}{n}</button>;\n}\n",
      'src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport outside from '../../../outside.js';\n\nconst Secret = () => outside;\nexport default { ...MDXComponents, Secret };\n",
    });
    sb.write({ 'outside.js': `export default '${SECRET}';\n` });
    sb.write({ 'site/content/docs/abs.mdx': `# A\n\nimport a from ${JSON.stringify(path.join(sb.box, 'outside.js'))};\n\n{a}\n` });
    symlinkSync(path.join(sb.box, 'outside.js'), path.join(sb.site, 'content/docs/linked.js'));
    const { ok, lines, hints } = await buildIn(sb);
    expect(ok).toBe(false);
    // The theme components are built once, before any page: their refusal is what every MDX page reports.
    expect(lines).toEqual([
      'content/docs/linked.js  warning  symlink/outside-site  The symbolic link content/docs/linked.js points outside the site folder, so it was skipped',
      `src/theme/MDXComponents.js:2:21  error  asset/not-allowed  Import "../../../outside.js" is not allowed: it is outside the site folder (${path.join(sb.box, 'outside.js')}), which is never read for a page`,
    ]);
    expect(hints[1]).toMatch(/^A site reads only its own files: copy the file into the site folder/);
    expect(lines.join('\n')).not.toContain(SECRET);

    // Without the theme components, each page's import is reported where it is written.
    rmSync(path.join(sb.site, 'src/theme'), { recursive: true });
    const pages = await buildIn(sb);
    const outside = path.join(sb.box, 'outside.js');
    expect(pages.lines).toEqual([
      `content/docs/abs.mdx:3:1  error  asset/not-allowed  Import ${JSON.stringify(outside)} is not allowed: it is outside the site folder (${outside}), which is never read for a page`,
      `content/docs/alias.mdx:1:1  error  asset/not-allowed  Import "@site/../outside.js" is not allowed: it is outside the site folder (${outside}), which is never read for a page`,
      `content/docs/alias.mdx:2:1  error  asset/not-allowed  Import "../../../outside.js?raw" is not allowed: it is outside the site folder (${outside}), which is never read for a page`,
      'content/docs/linked.js  warning  symlink/outside-site  The symbolic link content/docs/linked.js points outside the site folder, so it was skipped',
      `content/docs/linked.mdx:1:1  error  asset/not-allowed  Import "./linked.js" is not allowed: it is outside the site folder (a symbolic link to ${realpathSync(outside)}), which is never read for a page`,
      `content/docs/linked.mdx:2:1  error  asset/not-allowed  Import "./linked" is not allowed: it is outside the site folder (a symbolic link to ${realpathSync(outside)}), which is never read for a page`,
      `content/docs/m.mdx:1:1  error  asset/not-allowed  Import "../../../outside.js" is not allowed: it is outside the site folder (${outside}), which is never read for a page`,
      `src/Counter.jsx:2:21  error  asset/not-allowed  Import "../../outside.js" is not allowed: it is outside the site folder (${outside}), which is never read for a page`,
    ]);
    expect(pages.ok).toBe(false);
  });

  test("a site stylesheet's url() into .env or .git fails at its line in the CSS", async () => {
    const sb = sandbox(
      { 'src/css/custom.css': '.a { background: url("../../.env"); }\n.b { background: url(../../.git/config); }\n.c { color: red; }\n' },
      'stylesheets:\n  - ./src/css/custom.css\n',
    );
    const { ok, lines } = await buildIn(sb);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'src/css/custom.css:1:22  error  asset/not-allowed  Stylesheet "./src/css/custom.css": "../../.env" is not allowed: ".env" is a dot file or folder, which is never read for a page',
      'src/css/custom.css:2:18  error  asset/not-allowed  Stylesheet "./src/css/custom.css": "../../.git/config" is not allowed: ".git" is a dot file or folder, which is never read for a page',
    ]);
  });
});

describe('static/', () => {
  test('dot files, dot folders and node_modules in static/ are not copied (without a word); .well-known is', async () => {
    const sb = sandbox({
      'static/robots.txt': 'User-agent: *\n',
      'static/.env': `API_TOKEN=${SECRET}\n`,
      'static/.env.production': `API_TOKEN=${SECRET}\n`,
      'static/.git/config': GIT_CONFIG,
      'static/img/.DS_Store': SECRET,
      'static/node_modules/pkg/index.js': `module.exports = '${SECRET}';\n`,
      'static/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
    });
    const { ok, lines, out } = await buildIn(sb);
    expect(lines).toEqual([]);
    expect(ok).toBe(true);
    expect(leaks(out)).toEqual([]);
    const files = outputFiles(out);
    expect(files).toContain('robots.txt');
    expect(files).toContain('.well-known/security.txt');
    expect(files.filter((f) => /(^|\/)(\.env|\.git|\.DS_Store|node_modules)/.test(f))).toEqual([]);
  });

  test('a link in static/ to a file of the site under .git, .env or node_modules is skipped with a warning', async () => {
    const sb = sandbox({ 'static/robots.txt': 'User-agent: *\n' });
    symlinkSync(path.join(sb.site, '.git/config'), path.join(sb.site, 'static/config.txt'));
    symlinkSync('../.env', path.join(sb.site, 'static/env.txt'));
    symlinkSync(path.join(sb.site, 'node_modules/pkg/index.js'), path.join(sb.site, 'static/dep.js'));
    const { ok, lines, hints, out } = await buildIn(sb);
    expect(ok).toBe(true);
    expect(lines).toEqual([
      'static/config.txt  warning  symlink/outside-site  The symbolic link static/config.txt points to .git/config, which is never published (".git" is a dot file or folder), so it was skipped',
      'static/dep.js  warning  symlink/outside-site  The symbolic link static/dep.js points to node_modules/pkg/index.js, which is never published (it is in node_modules), so it was skipped',
      'static/env.txt  warning  symlink/outside-site  The symbolic link static/env.txt points to .env, which is never published (".env" is a dot file or folder), so it was skipped',
    ]);
    expect(hints[0]).toBe('Dot files and dot folders (.git, .env…), node_modules and the cache and output folders are never published; remove the link.');
    expect(leaks(out)).toEqual([]);
    expect(outputFiles(out)).not.toContain('config.txt');
  });

  test('a static folder set to .git, or that is a link to it, publishes nothing of it: asset/not-allowed', async () => {
    const set = sandbox({}, 'staticDir: .git\n');
    const built = await buildIn(set);
    expect(built.ok).toBe(false);
    expect(built.lines).toEqual(['.git  error  asset/not-allowed  The static folder .git is not published: ".git" is a dot file or folder']);
    const linked = sandbox({});
    symlinkSync(path.join(linked.site, '.git'), path.join(linked.site, 'static'));
    const { ok, lines } = await buildIn(linked);
    expect(ok).toBe(false);
    expect(lines).toEqual(['static  error  asset/not-allowed  The static folder static is not published: ".git" is a dot file or folder']);
  });
});

/** A GET of `target`, sent as written (no client-side normalisation of `..` or `%2e`). */
function get(base: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Requests for private files, in the forms a client can send them. */
const PRIVATE_REQUESTS = [
  '/.env',
  '/.git/config',
  '/%2eenv',
  '/%2Egit/config',
  '/.git%2fconfig',
  '/docs/../.env',
  '/.well-known/../.env',
  '/.npmrc',
  '/node_modules/pkg/index.js',
  '/NODE_MODULES/pkg/index.js',
  '/static/.env',
];

describe('docsgen serve', () => {
  let sb: Sandbox;
  let serve: RunningCli;
  let base: string;
  beforeAll(async () => {
    sb = sandbox({ 'static/.well-known/security.txt': 'Contact: mailto:security@example.com\n' });
    expect((await runCli(['build'], { cwd: sb.site })).code).toBe(0);
    // What a careless deploy step could leave in the output folder.
    const out = path.join(sb.site, 'build');
    sb.write({
      'site/build/.env': `API_TOKEN=${SECRET}\n`,
      'site/build/.git/config': GIT_CONFIG,
      'site/build/.npmrc': SECRET,
      'site/build/node_modules/pkg/index.js': SECRET,
      'site/build/static/.env': SECRET,
    });
    writeFileSync(path.join(out, 'NODE_MODULES_NOTE.txt'), 'not private\n');
    serve = startCli(['serve', '.', '--port', '0'], { cwd: sb.site });
    base = (await serve.waitFor(/at (http:\/\/\S+)/))[1]!;
  }, 60_000);
  afterAll(() => serve?.stop());

  test.each(PRIVATE_REQUESTS)('answers 404 for %s, never its bytes', async (target) => {
    const answer = await get(base, target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET);
  });

  test('still serves .well-known and names that merely look alike', async () => {
    expect((await get(base, '/.well-known/security.txt')).status).toBe(200);
    expect((await get(base, '/NODE_MODULES_NOTE.txt')).status).toBe(200);
  });
});

describe('docsgen dev', () => {
  let sb: Sandbox;
  let dev: RunningCli;
  let base: string;
  beforeAll(async () => {
    sb = sandbox({ 'static/.env': `API_TOKEN=${SECRET}\n`, 'static/node_modules/pkg/index.js': SECRET, 'static/robots.txt': 'User-agent: *\n' });
    dev = startCli(['dev', '.', '--port', '0'], { cwd: sb.site });
    base = (await dev.waitFor(/at (http:\/\/\S+)/, 30_000))[1]!;
  }, 60_000);
  afterAll(() => dev?.stop());

  test.each(PRIVATE_REQUESTS)('answers 404 for %s, never its bytes', async (target) => {
    const answer = await get(base, target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET);
  });

  test('still serves the static folder’s public files', async () => {
    expect((await get(base, '/robots.txt')).status).toBe(200);
  });
});
