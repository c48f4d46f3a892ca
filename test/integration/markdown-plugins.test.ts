// Remark and rehype plugins named in site.config.yaml, imported from the site folder: real packages from
// the npm registry (remark-math, rehype-katex, @docusaurus/remark-plugin-npm2yarn) installed in the
// fixture site's own node_modules, and local plugin files. In process, in parse workers and through the
// parse cache; problems are diagnostics with the config line or the page.
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites, type BuiltSite } from '../helpers/site.js';
import { installSitePackages } from '../helpers/site-packages.js';
import { stripAnsi } from '../helpers/strip-ansi.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/sites/markdown-plugins', import.meta.url));

let built: BuiltSite;
beforeAll(async () => {
  installSitePackages(FIXTURE);
  built = await buildSite(FIXTURE, { outDir: path.join(makeSite({}), 'out') });
}, 300_000);
afterAll(removeSites);

/** The article body of a written page. */
const body = (html: string) => html.slice(html.indexOf('<div class="markdown__body">'), html.indexOf('</article>'));

/**
 * What a build printed, but page/no-home: these sites have no home page on purpose, as a home page would
 * run every plugin once more (its problems, its parse counts).
 */
const printed = (site: BuiltSite) => site.result.diagnostics.filter((d) => d.code !== 'page/no-home').map((d) => stripAnsi(formatDiagnostic(d)));

describe('plugins from the npm registry', () => {
  test('the fixture site builds without a diagnostic', () => {
    expect(printed(built)).toEqual([]);
    expect(built.result.ok).toBe(true);
  });

  test('remark-math with rehype-katex renders inline and display formulas as KaTeX HTML with MathML', () => {
    const math = body(built.files('docs/math/index.html'));
    expect(math).toContain('<p>Euler&#x27;s identity, <span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(math).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>');
    // KaTeX's inline styles and classes survive: plugin output is not sanitised away.
    expect(math).toMatch(/<span class="strut" style="height:0\.908em;vertical-align:-0\.0833em"><\/span>/);
    expect(math).toContain(
      '<span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block">',
    );
    expect(math).not.toContain('$$');
    expect(math).not.toContain('code-block');
  });

  test('a formula reads as its text once in the description (KaTeX writes it three times: MathML, TeX, HTML)', () => {
    const page = built.files('docs/math/index.html');
    expect(page).toContain('<meta name="description" content="Euler&#39;s identity, eiπ+1=0, inline.">');
  });

  test("npm2yarn turns an npm2yarn code block into labelled tabs, every command in the HTML, one group with MDX pages' tabs", () => {
    const install = body(built.files('docs/install/index.html'));
    const tabs = [
      ...install.matchAll(/<li role="tab" id="([^"]+)" aria-controls="[^"]+" aria-selected="(true|false)"[^>]*data-value="([^"]+)"[^>]*>([^<]+)<\/li>/g),
    ];
    expect(tabs.map((m) => [m[1], m[2], m[3], m[4]])).toEqual([
      ['tabs-1-tab-npm', 'true', 'npm', 'npm'],
      ['tabs-1-tab-yarn', 'false', 'yarn', 'Yarn'],
      ['tabs-1-tab-pnpm', 'false', 'pnpm', 'pnpm'],
      ['tabs-1-tab-bun', 'false', 'bun', 'Bun'],
    ]);
    // The markup and group of MDX pages' <Tabs groupId="npm2yarn">: a reader's choice is one on every page.
    expect(install).toContain(
      '<div class="tabs-container" data-island="Tabs" data-group-id="npm2yarn"><ul role="tablist" aria-orientation="horizontal" class="tabs">',
    );
    for (const command of ['npm install @sesame/sdk', 'yarn add @sesame/sdk', 'pnpm add @sesame/sdk', 'bun add @sesame/sdk']) {
      expect(install).toContain(`<span class="code-line">${command}\n</span>`);
    }
    // Its `import Tabs from '@theme/Tabs'` is not shown as text, and the page's raw HTML is still sanitised.
    expect(install).not.toContain('import');
    expect(install).toContain('<div class="raw">Raw HTML on the page, sanitised as usual.</div>');
  });

  test("local plugins run in their places: before docsgen's remark work, after it with options, and on the HTML", () => {
    const math = body(built.files('docs/math/index.html'));
    // A `{#overview}` added before docsgen reads custom heading ids becomes the heading's id.
    expect(math).toContain('<h1 id="overview">Math</h1>');
    expect(math).toContain('<p>Words: 8</p>');
    expect(math).toContain('<a href="https://katex.org" class="external" target="_blank" rel="noopener noreferrer">KaTeX</a>');
  });
});

/** A site with the fixture's config and plugins, `pages` docs of formulas, and the fixture's installed packages. */
function formulaSite(pages: number, config = ''): string {
  const site = makeSite({});
  cpSync(path.join(FIXTURE, 'plugins'), path.join(site, 'plugins'), { recursive: true });
  writeFileSync(path.join(site, 'site.config.yaml'), config || `${MINIMAL_CONFIG}markdown:\n  remarkPlugins: [remark-math]\n  rehypePlugins: [rehype-katex]\n`);
  symlinkSync(path.join(FIXTURE, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  mkdirSync(path.join(site, 'content', 'docs'), { recursive: true });
  for (let i = 0; i < pages; i++) writeFileSync(path.join(site, 'content', 'docs', `page-${i}.md`), `# Page ${i}\n\nThe formula $x^${i}$.\n`);
  return site;
}

describe('plugins in parse workers and the parse cache', () => {
  test('parse workers load the plugins themselves and give the same pages as the main thread', async () => {
    const site = formulaSite(80);
    const pooled = await buildSite(site, { outDir: path.join(site, 'pooled'), workers: 2 });
    const single = await buildSite(site, { outDir: path.join(site, 'single'), workers: 1 });
    expect(printed(pooled)).toEqual([]);
    expect(pooled.result.counts).toMatchObject({ parsed: 80, workers: 2 });
    for (const i of [0, 40, 79]) {
      const page = pooled.files(`docs/page-${i}/index.html`);
      expect(page).toContain(`<annotation encoding="application/x-tex">x^${i}</annotation>`);
      expect(page).toBe(single.files(`docs/page-${i}/index.html`));
    }
  }, 120_000);

  test("the cache key holds the plugins' names, options and versions: changing one parses again", async () => {
    const site = formulaSite(
      3,
      `${MINIMAL_CONFIG}markdown:\n  remarkPlugins: [remark-math, [./plugins/remark-word-count.mjs, { label: Words }]]\n  rehypePlugins: [rehype-katex]\n`,
    );
    const out = path.join(site, 'out');
    const first = await buildSite(site, { outDir: out, cache: true });
    expect(first.result.counts).toMatchObject({ parsed: 3, cached: 0 });
    // Nothing changed: nothing is even read from the cache.
    const again = await buildSite(site, { outDir: out, cache: true });
    expect(again.result.counts).toMatchObject({ parsed: 0, changedInputs: 0 });
    // Lines added above the plugins move them in the config but change no file's key.
    writeFileSync(
      path.join(site, 'site.config.yaml'),
      `# Comments\n# move every line\n${MINIMAL_CONFIG}markdown:\n  remarkPlugins: [remark-math, [./plugins/remark-word-count.mjs, { label: Words }]]\n  rehypePlugins: [rehype-katex]\n`,
    );
    const moved = await buildSite(site, { outDir: out, cache: true });
    expect(moved.result.counts).toMatchObject({ parsed: 0, cached: 3 });
    // Other options.
    writeFileSync(
      path.join(site, 'site.config.yaml'),
      `${MINIMAL_CONFIG}markdown:\n  remarkPlugins: [remark-math, [./plugins/remark-word-count.mjs, { label: Count }]]\n  rehypePlugins: [rehype-katex]\n`,
    );
    const options = await buildSite(site, { outDir: out, cache: true });
    expect(options.result.counts).toMatchObject({ parsed: 3, cached: 0 });
    expect(options.files('docs/page-1/index.html')).toContain('<p>Count: 5</p>');
    // Another text of a local plugin file (its version is a hash of the text).
    writeFileSync(
      path.join(site, 'plugins', 'remark-word-count.mjs'),
      `export default function () { return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Changed' }] }); }; }\n`,
    );
    const edited = await buildSite(site, { outDir: out, cache: true });
    expect(edited.result.counts).toMatchObject({ parsed: 3, cached: 0 });
    expect(edited.files('docs/page-1/index.html')).toContain('<p>Changed</p>');
  }, 120_000);

  test('another installed version of a package parses again', async () => {
    const plugin = (version: string, text: string) => ({
      'node_modules/remark-stamp/package.json': JSON.stringify({ name: 'remark-stamp', version, type: 'module', exports: './index.js' }),
      'node_modules/remark-stamp/index.js': `export default function () { return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: '${text}' }] }); }; }\n`,
    });
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  remarkPlugins: [remark-stamp]\n`,
      'content/docs/a.md': '# A\n',
      ...plugin('1.0.0', 'one'),
    });
    const out = path.join(site, 'out');
    expect((await buildSite(site, { outDir: out, cache: true })).files('docs/a/index.html')).toContain('<p>one</p>');
    expect((await buildSite(site, { outDir: out, cache: true })).result.counts).toMatchObject({ parsed: 0, changedInputs: 0 });
    for (const [rel, text] of Object.entries(plugin('1.0.1', 'two'))) writeFileSync(path.join(site, rel), text);
    const upgraded = await buildSite(site, { outDir: out, cache: true });
    expect(upgraded.result.counts).toMatchObject({ parsed: 1, cached: 0 });
  }, 60_000);
});

describe('plugin problems are diagnostics', () => {
  const site = (config: string, files: Record<string, string> = {}) =>
    makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n${config}`, 'content/docs/a.md': '# A\n\nText.\n', ...files });

  test('a plugin module that exports no function fails the build at its line in the config', async () => {
    const dir = site('  rehypePlugins:\n    - ./plugins/not-a-plugin.mjs\n', { 'plugins/not-a-plugin.mjs': 'export const x = 1;\n' });
    const result = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(result.result.ok).toBe(false);
    expect(printed(result)).toEqual([
      'site.config.yaml:6:7  error  markdown/plugin  The plugin "./plugins/not-a-plugin.mjs" of markdown.rehypePlugins exports no plugin function\n' +
        '  hint: A remark or rehype plugin module exports the plugin (a function) as its default export, or as module.exports.',
    ]);
  });

  test("a plugin that cannot be imported fails the build at its line, with the error's first line and no stack", async () => {
    const dir = site('  remarkPlugins:\n    - ./plugins/broken.mjs\n', {
      'plugins/broken.mjs': 'import "./missing-dependency.mjs";\nexport default () => {};\n',
    });
    const result = await buildSite(dir, { outDir: path.join(dir, 'out') });
    const [line] = printed(result);
    expect(line).toMatch(
      /^site\.config\.yaml:6:7 {2}error {2}markdown\/plugin {2}The plugin "\.\/plugins\/broken\.mjs" of markdown\.remarkPlugins cannot be imported: Cannot find module '.*missing-dependency\.mjs' imported from .*broken\.mjs\n {2}hint: /,
    );
    expect(line).not.toMatch(/\n\s+at /);
  });

  test('a plugin that refuses its options fails the build at its line', async () => {
    const dir = site('  remarkPlugins:\n    - [./plugins/strict.mjs, { level: 11 }]\n', {
      'plugins/strict.mjs': 'export default function (options) { if (options.level > 10) throw new Error("level must be at most 10"); return () => {}; }\n',
    });
    expect(printed(await buildSite(dir, { outDir: path.join(dir, 'out') }))).toEqual([
      'site.config.yaml:6:7  error  markdown/plugin  The plugin "./plugins/strict.mjs" of markdown.remarkPlugins refuses its options: level must be at most 10\n' +
        "  hint: Check the options against the plugin's documentation.",
    ]);
  });

  test('a plugin that throws on a page is an error at that page', async () => {
    const dir = site('  remarkPlugins:\n    - ./plugins/picky.mjs\n', {
      'plugins/picky.mjs':
        'export default function () { return (tree, file) => { if (String(file.value).includes("Text")) throw new Error("no Text allowed"); }; }\n',
      'content/docs/b.md': '---\ntitle: B\n---\n\nFine.\n',
    });
    const result = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(printed(result)).toEqual([
      'content/docs/a.md:1:1  error  markdown/plugin  The remark plugin "./plugins/picky.mjs" failed on this page: no Text allowed\n' +
        '  hint: Fix what the plugin refuses on this page, or remove "./plugins/picky.mjs" from markdown.remarkPlugins in site.config.yaml.',
    ]);
  });

  test('what a plugin reports about a page is a warning at the place it names (rehype-katex on bad TeX)', async () => {
    const dir = formulaSite(0);
    writeFileSync(path.join(dir, 'content', 'docs', 'bad.md'), '---\ntitle: Bad\n---\n\nFine $x$, broken $\\frac{1}{$ here.\n');
    const result = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(result.result.ok).toBe(true);
    expect(printed(result)).toEqual([
      expect.stringMatching(
        /^content\/docs\/bad\.md:5:18 {2}warning {2}markdown\/plugin-message {2}rehype-katex: Could not render math with KaTeX\n {2}hint: /,
      ),
    ]);
  });

  test('a component other than tabs that a plugin adds is a warning, and its content is kept', async () => {
    const dir = site('  remarkPlugins:\n    - ./plugins/card.mjs\n', {
      'plugins/card.mjs':
        "export default function () { return (tree) => { tree.children.push({ type: 'mdxJsxFlowElement', name: 'Card', attributes: [], children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Inside' }] }], position: tree.children[0].position }); }; }\n",
    });
    const result = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(printed(result)).toEqual([
      'content/docs/a.md:1:1  warning  markdown/plugin-message  A plugin added the component <Card>, which a markdown page cannot render (its content is shown as is)\n' +
        '  hint: Markdown pages render tabs only; write the page as MDX, or remove the plugin that adds this.',
    ]);
    expect(body(result.files('docs/a/index.html'))).toContain('<div><p>Inside</p></div>');
  });

  test('tabs a plugin adds show their TabItems; anything else put directly in them is a warning', async () => {
    const tabItem = (value: string, text: string) =>
      `{ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: '${value}' }, ${value === 'b' ? "{ type: 'mdxJsxAttribute', name: 'default', value: null }, " : ''}{ type: 'mdxJsxAttribute', name: 'label', value: 'Tab ${value.toUpperCase()}' }], children: [{ type: 'paragraph', children: [{ type: 'text', value: '${text}' }] }] }`;
    const dir = site('  remarkPlugins:\n    - ./plugins/tabs.mjs\n', {
      'plugins/tabs.mjs': `export default function () { return (tree) => { tree.children.push({ type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], position: tree.children[0].position, children: [${tabItem('a', 'Alpha')}, { type: 'paragraph', position: tree.children[0].position, children: [{ type: 'text', value: 'Stray' }] }, ${tabItem('b', 'Beta')}] }); }; }\n`,
    });
    const result = await buildSite(dir, { outDir: path.join(dir, 'out') });
    expect(printed(result)).toEqual([
      'content/docs/a.md:1:1  warning  markdown/plugin-message  A plugin put a paragraph directly in <Tabs>, which shows its <TabItem>s only\n' +
        '  hint: Markdown pages render tabs only; write the page as MDX, or remove the plugin that adds this.',
    ]);
    const html = body(result.files('docs/a/index.html'));
    // The TabItem marked `default` is the one shown first.
    expect(html).toContain(
      '<li role="tab" id="tabs-1-tab-a" aria-controls="tabs-1-panel-a" aria-selected="false" tabindex="-1" data-value="a" class="tabs__item">Tab A</li>',
    );
    expect(html).toContain(
      '<li role="tab" id="tabs-1-tab-b" aria-controls="tabs-1-panel-b" aria-selected="true" tabindex="0" data-value="b" class="tabs__item tabs__item--active">Tab B</li>',
    );
    expect(html).toContain(
      '<div role="tabpanel" id="tabs-1-panel-a" aria-labelledby="tabs-1-tab-a" data-value="a" class="tabs__panel"><p class="tabs__label">Tab A</p><p>Alpha</p></div>',
    );
    expect(html).toContain('<p>Beta</p>');
    expect(html).not.toContain('Stray');
  });
});
