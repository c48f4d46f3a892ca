// MDX is code (issue 38, item 9): a `.md` page read as MDX under `markdown.format: detect` may import the
// site's own files and the packages `markdown.mdxImports` lists, and export and evaluate plain data only;
// anything else is an error at its line, and nothing of the page runs. `.mdx` pages, and `.md` pages
// under `format: mdx`, are code and keep working as before.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites } from '../helpers/index.js';

afterAll(removeSites);

const GREETING = 'export default function Greeting({ name }) { return <p className="greeting">Hello, {name}!</p>; }\n';
/** A package installed in the site, as npm would: its code runs at build time when a page imports it. */
const PACKAGE = {
  'node_modules/shout/package.json': '{ "name": "shout", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
  'node_modules/shout/index.js': "export function shout(text) { return text.toUpperCase() + '!'; }\n",
};

async function errorsOf(dir: string): Promise<string[]> {
  const result = await build({ siteDir: dir, outDir: path.join(dir, 'out'), workers: 1 });
  return result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d));
}

describe("a .md page read as MDX needs the site's consent to run code (issue 38)", () => {
  test('importing node:child_process, exporting code and calling it in an expression are refused at their lines; nothing runs', async () => {
    const dir = makeSite({ 'site.config.yaml': MINIMAL_CONFIG });
    // Were the page run, its commands would write into its own throwaway site, nowhere else.
    const touch = (name: string) => `execSync(${JSON.stringify(`touch ${path.join(dir, name)}`)})`;
    mkdirSync(path.join(dir, 'content/docs'), { recursive: true });
    writeFileSync(
      path.join(dir, 'content/docs/page.md'),
      [
        '---',
        'title: Page',
        '---',
        '',
        '# Page',
        '',
        "import { execSync } from 'node:child_process';",
        '',
        `export const out = ${touch('ran-export')};`,
        '',
        `{${touch('ran-expression')}}`,
        '',
      ].join('\n'),
    );
    const expression = `{${touch('ran-expression')}}`.slice(1, 40);
    expect(await errorsOf(dir)).toEqual([
      'content/docs/page.md:7:1  error  mdx/import-not-allowed  A .md page imports "node:child_process": a .md page may not import a Node built-in, a URL or an absolute path\n  hint: Move the code into a component of the site and import that, or rename the page to .mdx (a page of code, reviewed as code).',
      "content/docs/page.md:9:1  error  mdx/code-not-allowed  A .md page runs code at build time (an export that is not plain data): only plain data is allowed there without the site's consent\n  hint: Use plain data (text, numbers, arrays, objects, names the page imports), move the code into a component of the site and import it, or rename the page to .mdx (a page of code, reviewed as code).",
      `content/docs/page.md:11:2  error  mdx/code-not-allowed  A .md page runs code at build time (the expression {${expression}…}): only plain data is allowed there without the site's consent\n  hint: Use plain data (text, numbers, arrays, objects, names the page imports), move the code into a component of the site and import it, or rename the page to .mdx (a page of code, reviewed as code).`,
    ]);
    expect(existsSync(path.join(dir, 'ran-export'))).toBe(false);
    expect(existsSync(path.join(dir, 'ran-expression'))).toBe(false);
  }, 60_000);

  test('globals are code too: {process.env.SECRET} and a function prop are refused', async () => {
    const dir = makeSite({
      'site.config.yaml': MINIMAL_CONFIG,
      'src/components/Greeting.jsx': GREETING,
      'content/docs/page.md':
        "# Page\n\nimport Greeting from '@site/src/components/Greeting';\n\n{process.env.SECRET}\n\n<Greeting name={() => globalThis.process.exit(3)} />\n",
    });
    const errors = await errorsOf(dir);
    expect(errors.map((e) => e.split('  ').slice(0, 3).join('  '))).toEqual([
      'content/docs/page.md:5:2  error  mdx/code-not-allowed',
      'content/docs/page.md:7:17  error  mdx/code-not-allowed',
    ]);
  }, 60_000);

  test('an import of a package the config does not list is refused with the way to allow it; a file outside the site or in a dot folder is refused', async () => {
    const dir = makeSite({
      'site.config.yaml': MINIMAL_CONFIG,
      ...PACKAGE,
      '.secrets/key.js': 'export default "s3cret";\n',
      'content/docs/page.md':
        "# Page\n\nimport { shout } from 'shout';\nimport key from '../../.secrets/key.js';\nimport up from '../../../outside.js';\n\n<p>{shout}</p>\n",
    });
    expect(await errorsOf(dir)).toEqual([
      'content/docs/page.md:3:1  error  mdx/import-not-allowed  A .md page imports "shout": the package "shout" runs code at build time, and the site has not allowed it\n  hint: Add "shout" to markdown.mdxImports in site.config.yaml if the site trusts it for every .md page, or rename the page to .mdx (a page of code, reviewed as code).',
      'content/docs/page.md:4:1  error  mdx/import-not-allowed  A .md page imports "../../.secrets/key.js": a .md page may import only files of the site folder outside its dot folders and node_modules\n  hint: Import the site\'s own components (for example "@site/src/components/Name"), or rename the page to .mdx (a page of code, reviewed as code).',
      'content/docs/page.md:5:1  error  mdx/import-not-allowed  A .md page imports "../../../outside.js": a .md page may import only files of the site folder outside its dot folders and node_modules\n  hint: Import the site\'s own components (for example "@site/src/components/Name"), or rename the page to .mdx (a page of code, reviewed as code).',
    ]);
  }, 60_000);

  test('a .md partial a page imports is held to the same rule', async () => {
    const dir = makeSite({
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/_partial.md': "import fs from 'node:fs';\n\n{fs.readFileSync('/etc/hostname', 'utf8')}\n",
      'content/docs/page.mdx': "# Page\n\nimport Partial from './_partial.md';\n\n<Partial />\n",
    });
    const errors = await errorsOf(dir);
    expect(errors.join('\n')).toContain('A .md page imports "node:fs"');
  }, 60_000);
});

describe('what needs no more consent keeps working', () => {
  test("a .md page imports the site's own component (relative and @site/), exports plain data and shows it", async () => {
    const dir = makeSite({
      'site.config.yaml': MINIMAL_CONFIG,
      'src/components/Greeting.jsx': GREETING,
      'content/docs/page.md':
        "# Page\n\nimport Greeting from '../../src/components/Greeting';\nimport Again from '@site/src/components/Greeting';\n\nexport const meta = { names: ['Ada', `Grace`], count: -2 };\n\n<Greeting name={meta.names[0]} />\n\n<Again name=\"Grace\" />\n\nCount: {meta.count}\n",
    });
    const built = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(built.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = built.files('docs/page/index.html');
    expect(html).toContain('<p class="greeting">Hello, Ada!</p>');
    expect(html).toContain('<p class="greeting">Hello, Grace!</p>');
    expect(html).toContain('Count: -2');
  }, 60_000);

  test('a package the config lists in markdown.mdxImports may be imported by a .md page, and its functions called with data', async () => {
    const dir = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  mdxImports: [shout]\n`,
      ...PACKAGE,
      'content/docs/page.md': "# Page\n\nimport { shout } from 'shout';\n\nexport const word = 'hey';\n\n<p>{shout(word)}</p>\n",
    });
    const built = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(built.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.files('docs/page/index.html')).toContain('<p>HEY!</p>');
  }, 60_000);

  test('.mdx pages, and .md pages under format: mdx, are code: a Node built-in import and calls build as before', async () => {
    const page = "# Page\n\nimport path from 'node:path';\n\n<p>{path.posix.join('a', 'b')}</p>\n";
    for (const [config, file] of [
      [MINIMAL_CONFIG, 'page.mdx'],
      [`${MINIMAL_CONFIG}markdown:\n  format: mdx\n`, 'page.md'],
    ] as const) {
      const dir = makeSite({ 'site.config.yaml': config, [`content/docs/${file}`]: page });
      const built = await buildSite(dir, { outDir: path.join(dir, 'out') });
      expect(
        built.result.diagnostics.filter((d) => d.severity === 'error'),
        file,
      ).toEqual([]);
      expect(built.files('docs/page/index.html'), file).toContain('<p>a/b</p>');
    }
  }, 60_000);

  test('markdown.mdxImports takes package names, not Node built-ins', async () => {
    const dir = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  mdxImports: [fs, '../x']\n`, 'content/docs/a.md': '# A\n' });
    const errors = (await errorsOf(dir)).map((e) => e.split('\n')[0]);
    expect(errors).toEqual([
      expect.stringMatching(
        /^site\.config\.yaml:\d+:\d+ {2}error {2}config\/invalid {2}.*mdxImports.*is a Node built-in, not a package: only an \.mdx page may import it/,
      ),
      expect.stringMatching(/^site\.config\.yaml:\d+:\d+ {2}error {2}config\/invalid {2}.*mdxImports.*must be a package name such as "clsx" or "@scope\/name"/),
    ]);
  }, 60_000);
});
