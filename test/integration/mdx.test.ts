// MDX pages (issue 19): a Docusaurus-layout site builds unchanged (MDX in .md and .mdx, tabs, partials,
// the site's own component, Link, TOCInline, Details, Admonition, exports, {#id} headings); plain markdown
// stays on the CommonMark pipeline; nothing is dropped silently: unknown components, imports that do not
// resolve and syntax errors are diagnostics at their line with a hint.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites, runCli, stripAnsi, type BuiltSite } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-mdx', import.meta.url));
let built: BuiltSite;

beforeAll(async () => {
  built = await buildSite(fixture, { outDir: path.join(makeSite({}), 'out'), strict: true });
}, 60_000);
afterAll(removeSites);

/** The body of a page: between the article's markdown wrapper and the markdown twin link. */
const body = (file: string) => {
  const html = built.files(file);
  return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('<p class="doc-article__markdown">'));
};

describe('a Docusaurus site with MDX, unchanged', () => {
  test('builds with --strict and no diagnostics', () => {
    expect(built.result.diagnostics).toEqual([]);
    expect(built.result.ok).toBe(true);
  });

  test('a .md file with imports is MDX: the site component renders, the .mdx partial is inlined, comments vanish', () => {
    const intro = body('docs/intro/index.html');
    expect(intro).toContain('<p class="greeting">Welcome, Ada!</p>');
    expect(intro).toContain('<div class="admonition admonition-info"><div class="admonition__heading">Requirements</div>');
    expect(intro).not.toContain('import ');
    expect(intro).not.toContain('Docusaurus&#x27;s MDX comment');
    expect(intro).not.toContain('MDX comment');
  });

  test('tabs: labels, the default tab selected, every panel in the HTML with its label for readers without JavaScript', () => {
    const intro = body('docs/intro/index.html');
    expect(intro).toContain('<div class="tabs-container" data-island="Tabs" data-group-id="package-manager" data-query-string="package-manager">');
    const tabs = [...intro.matchAll(/<li role="tab"[^>]*aria-selected="(true|false)"[^>]*data-value="([^"]+)"[^>]*>([^<]+)<\/li>/g)].map((m) => [m[2], m[3], m[1]]);
    expect(tabs).toEqual([
      ['npm', 'npm', 'true'],
      ['yarn', 'Yarn', 'false'],
      ['npm', 'npm', 'true'],
      ['yarn', 'Yarn', 'false'],
    ]);
    expect(intro).toContain('<p class="tabs__label">Yarn</p><div class="code-block" data-language="bash">');
    expect(intro).toContain('yarn add widget');
    expect(intro).toContain('yarn again');
  });

  test('links in markdown and in <Link to> are resolved like any link: .mdx file links to their page URL', () => {
    expect(body('docs/intro/index.html')).toContain('<a href="/docs/guides/configure">the configuration guide</a> or <a href="/docs/guides/configure#options">its options</a>');
  });

  test('{#id} headings, TOCInline from the exported toc, Details, Admonition and exports', () => {
    const page = body('docs/guides/configure/index.html');
    expect(page).toContain('<div class="toc-inline"><ul><li><a href="#options">Options</a></li><li><a href="#environment">Environment</a></li></ul></div>');
    expect(page).toContain('<h2 id="options" class="anchor">Options<a class="hash-link" href="#options"');
    expect(page).toContain('<details class="details"><summary>Every option</summary>');
    expect(page).toContain('<div class="admonition admonition-tip"><div class="admonition__heading">Defaults</div>');
    expect(page).toContain('<p>The answer is 42.</p>');
  });

  test('<DocCardList /> on a category\'s page shows the cards of its items', () => {
    expect(body('docs/guides/index.html')).toContain(
      '<ul class="card-grid"><li class="card-grid__item"><a class="card" href="/docs/guides/configure"><h2 class="card__title">Configure the widget</h2><p class="card__description">The answer is 42.</p></a></li></ul>',
    );
  });

  test('MDX pages are searchable and in the sidebar under their titles', () => {
    const intro = built.files('docs/intro/index.html');
    expect(intro).toContain('<a class="menu__link" href="/docs/guides/configure">Configure the widget</a>');
    // The page's excerpt is in its result fragment, one of the search index's files.
    const search = readdirSync(path.join(built.result.outDir!, 'assets/search')).map((f) => built.files(`assets/search/${f}`));
    expect(search.some((file) => file.includes('Welcome, Ada!'))).toBe(true);
  });
});

describe('markdown.format', () => {
  test('detect (the default) keeps plain .md files on CommonMark: `<` and `{` are text there', async () => {
    const site = makeSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/plain.md': '# Plain\n\nUse {curly} and a < b.\n' });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(result.diagnostics).toEqual([]);
    expect(files('docs/plain/index.html')).toContain('<p>Use {curly} and a &lt; b.</p>');
  });

  test('mdx reads every .md file as MDX (as Docusaurus does); md never', async () => {
    const text = '# Page\n\nThe answer is {6 * 7}.\n';
    const mdx = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  format: mdx\n`, 'content/docs/page.md': text });
    expect((await buildSite(mdx, { outDir: path.join(mdx, 'out') })).files('docs/page/index.html')).toContain('<p>The answer is 42.</p>');
    const md = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  format: md\n`, 'content/docs/page.md': '# Page\n\nimport X from "x";\n\n<Foo />\n' });
    const built = await buildSite(md, { outDir: path.join(md, 'out') });
    expect(built.result.diagnostics).toEqual([]);
    expect(built.files('docs/page/index.html')).toContain('<p>import X from &quot;x&quot;;</p>');
  });
});

describe('MDX pages as Docusaurus reads them', () => {
  test('HTML comments are MDX comments (never shown, the page builds); code keeps its `<!--`', async () => {
    const site = makeSite({
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/a.mdx': '# A\n\n<!-- staging note -->\n\nText `<!-- kept -->` here.\n\n```html\n<!-- in code -->\n```\n',
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(result.diagnostics).toEqual([]);
    const page = files('docs/a/index.html');
    expect(page).not.toContain('staging note');
    expect(page).toContain('<code>&lt;!-- kept --&gt;</code>');
    expect(page).toContain('in code');
  });

  test("the site's remark and rehype plugins run on MDX pages too", async () => {
    const shout = [
      'const loud = (node) => { if (node.type === "text") node.value = node.value.toUpperCase(); (node.children ?? []).forEach(loud); };',
      'export default function shout() { return (tree) => loud(tree); }',
      '',
    ].join('\n');
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  remarkPlugins:\n    - ./plugins/shout.mjs\n`,
      'plugins/shout.mjs': shout,
      'content/docs/a.mdx': '# Loud\n\n<Details summary="x">quiet words</Details>\n\nsoft text\n',
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(result.diagnostics).toEqual([]);
    expect(files('docs/a/index.html')).toContain('<p>SOFT TEXT</p>');
  });
});

describe('MDX blog posts', () => {
  test('{/* truncate */} cuts the excerpt lists show; the feed gets the whole post without copy buttons', async () => {
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}blogs:\n  - { id: news, path: content/news, routeBasePath: /news, title: News }\n`,
      'content/docs/intro.md': '# Intro\n',
      'content/news/2025-01-10-hello.mdx': [
        '---',
        'title: Hello',
        'authors: [{ name: Ada }]',
        '---',
        '',
        'Above the fold, see [the intro](/docs/intro).',
        '',
        '{/* truncate */}',
        '',
        '<Details summary="More">Below the fold.</Details>',
        '',
        '```js',
        'const a = 1;',
        '```',
        '',
      ].join('\n'),
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out'), strict: true });
    expect(result.diagnostics).toEqual([]);
    const list = files('news/index.html');
    expect(list).toContain('Above the fold, see <a href="/docs/intro">the intro</a>.');
    expect(list).not.toContain('Below the fold.');
    expect(list).toContain('Read more');
    expect(files('news/hello/index.html')).toContain('Below the fold.');
    const rss = files('news/rss.xml');
    expect(rss).toContain('href="https://docs.example.com/docs/intro"');
    expect(rss).toContain('Below the fold.');
    expect(rss).not.toContain('code-block__copy');
  });
});

describe('nothing is dropped silently', () => {
  async function check(files: Record<string, string>) {
    const site = makeSite({ 'site.config.yaml': MINIMAL_CONFIG, ...files });
    const { code, stderr } = await runCli(['check', '.'], { cwd: site });
    return { code, lines: stripAnsi(stderr).split('\n') };
  }

  test('an unknown component is mdx/unknown-component at its line and column, with a hint', async () => {
    const { code, lines } = await check({ 'content/docs/a.mdx': '# A\n\nText.\n\n<Callout kind="x">Hi</Callout>\n' });
    expect(code).toBe(1);
    expect(lines.slice(0, 2)).toEqual([
      'content/docs/a.mdx:5:1  error  mdx/unknown-component  Unknown component <Callout>: it is neither imported nor one docsgen provides',
      "  hint: Import it (import Callout from '@site/src/components/Callout') or use one of Tabs, TabItem, Admonition, CodeBlock, Details, TOCInline, DocCardList, Link.",
    ]);
  });

  test('an import that does not resolve is mdx/unresolved-import at the import line (front matter counted)', async () => {
    const { code, lines } = await check({ 'content/docs/a.mdx': "---\ntitle: A\n---\n\nimport Chart from '@site/src/components/Chart';\nimport Nope from 'no-such-package';\n\n<Chart />\n<Nope />\n" });
    expect(code).toBe(1);
    expect(lines.filter((l) => l.includes('mdx/'))).toEqual([
      'content/docs/a.mdx:5:1  error  mdx/unresolved-import  Cannot import "@site/src/components/Chart": no such module or file',
      'content/docs/a.mdx:6:1  error  mdx/unresolved-import  Cannot import "no-such-package": no such module or file',
    ]);
  });

  test('an MDX syntax error is mdx/invalid at its line, with a hint', async () => {
    const { code, lines } = await check({ 'content/docs/a.mdx': '# A\n\n<div>\n\nUnclosed.\n' });
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^content\/docs\/a\.mdx:\d+:\d+  error  mdx\/invalid  MDX syntax error: /);
    expect(lines[1]).toMatch(/^  hint: Fix the MDX at this place/);
  });
});
