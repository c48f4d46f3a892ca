// MDX pages (issue 19): a Docusaurus-layout site builds unchanged (MDX in .md and .mdx, tabs, partials,
// the site's own component, Link, TOCInline, Details, Admonition, exports, {#id} headings); plain markdown
// stays on the CommonMark pipeline; nothing is dropped silently: unknown components, imports that do not
// resolve and syntax errors are diagnostics at their line with a hint.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMONITION_ICONS } from '../../src/markdown/remark-admonitions.js';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites, runCli, stripAnsi, type BuiltSite, HOME_PAGE } from '../helpers/index.js';

const icon = (d: string) => `<svg class="admonition__icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${d}"></path></svg>`;
const ICON_INFO = icon(ADMONITION_ICONS.info);
const ICON_TIP = icon(ADMONITION_ICONS.tip);
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-mdx', import.meta.url));
let built: BuiltSite;

beforeAll(async () => {
  built = await buildSite(fixture, { outDir: path.join(makeSite({}), 'out'), strict: true });
}, 60_000);
afterAll(removeSites);

/** The body of a page: between the article's markdown wrapper and the markdown export link. */
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
    expect(intro).toContain(`<div class="admonition admonition-info"><div class="admonition__heading">${ICON_INFO}Requirements</div>`);
    expect(intro).not.toContain('import ');
    expect(intro).not.toContain('Docusaurus&#x27;s MDX comment');
    expect(intro).not.toContain('MDX comment');
  });

  test('tabs: labels, the default tab selected, every panel in the HTML with its label for readers without JavaScript', () => {
    const intro = body('docs/intro/index.html');
    expect(intro).toContain('<div class="tabs-container" data-island="Tabs" data-group-id="package-manager" data-query-string="package-manager">');
    const tabs = [...intro.matchAll(/<li role="tab"[^>]*aria-selected="(true|false)"[^>]*data-value="([^"]+)"[^>]*>([^<]+)<\/li>/g)].map((m) => [
      m[2],
      m[3],
      m[1],
    ]);
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
    expect(body('docs/intro/index.html')).toContain(
      '<a href="/docs/guides/configure">the configuration guide</a> or <a href="/docs/guides/configure#options">its options</a>',
    );
  });

  test('{#id} headings, TOCInline from the exported toc, Details, Admonition and exports', () => {
    const page = body('docs/guides/configure/index.html');
    expect(page).toContain('<div class="toc-inline"><ul><li><a href="#options">Options</a></li><li><a href="#environment">Environment</a></li></ul></div>');
    expect(page).toContain('<h2 id="options" class="anchor">Options<a class="hash-link" href="#options"');
    expect(page).toContain('<details class="details"><summary>Every option</summary>');
    expect(page).toContain(`<div class="admonition admonition-tip"><div class="admonition__heading">${ICON_TIP}Defaults</div>`);
    expect(page).toContain('<p>The answer is 42.</p>');
  });

  test("<DocCardList /> on a category's page shows the cards of its items", () => {
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
    const site = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/plain.md': '# Plain\n\nUse {curly} and a < b.\n' });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(result.diagnostics).toEqual([]);
    expect(files('docs/plain/index.html')).toContain('<p>Use {curly} and a &lt; b.</p>');
  });

  test('mdx reads every .md file as MDX (as Docusaurus does); md never', async () => {
    const text = '# Page\n\nThe answer is {6 * 7}.\n';
    const mdx = makeSite({ ...HOME_PAGE, 'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  format: mdx\n`, 'content/docs/page.md': text });
    expect((await buildSite(mdx, { outDir: path.join(mdx, 'out') })).files('docs/page/index.html')).toContain('<p>The answer is 42.</p>');
    const md = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  format: md\n`,
      'content/docs/page.md': '# Page\n\nimport X from "x";\n\n<Foo />\n',
    });
    const built = await buildSite(md, { outDir: path.join(md, 'out') });
    expect(built.result.diagnostics).toEqual([]);
    expect(built.files('docs/page/index.html')).toContain('<p>import X from &quot;x&quot;;</p>');
  });
});

describe('markdown.format with the cache', () => {
  test('a page cached as markdown under `md` is read as MDX once the format is `detect` again, and back', async () => {
    const text = '# Page\n\nexport const answer = 42;\n\nThe answer is {answer}.\n';
    const site = makeSite({ ...HOME_PAGE, 'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  format: md\n`, 'content/docs/page.md': text });
    const build = async () => (await buildSite(site, { outDir: path.join(site, 'out'), cache: true })).files('docs/page/index.html');
    expect(await build()).toContain('<p>export const answer = 42;</p>');
    writeFileSync(path.join(site, 'site.config.yaml'), MINIMAL_CONFIG);
    expect(await build()).toContain('<p>The answer is 42.</p>');
    writeFileSync(path.join(site, 'site.config.yaml'), `${MINIMAL_CONFIG}markdown:\n  format: md\n`);
    expect(await build()).toContain('<p>export const answer = 42;</p>');
  });
});

describe('MDX pages as Docusaurus reads them', () => {
  test('HTML comments are MDX comments (never shown, the page builds); code keeps its `<!--`', async () => {
    const site = makeSite({
      ...HOME_PAGE,
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
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  remarkPlugins:\n    - ./plugins/shout.mjs\n`,
      'plugins/shout.mjs': shout,
      'content/docs/a.mdx': '# Loud\n\n<Details summary="x">quiet words</Details>\n\nsoft text\n',
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(result.diagnostics).toEqual([]);
    expect(files('docs/a/index.html')).toContain('<p>SOFT TEXT</p>');
  });
});

describe("Docusaurus's client modules, for pages and their components", () => {
  test('BrowserOnly shows its fallback, Translate its text, ThemedImage both images, useDocusaurusContext the site, versions their label', async () => {
    const component = [
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      "import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';",
      "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
      'export default function About() {',
      '  const { siteConfig } = useDocusaurusContext();',
      '  const version = useActiveVersion();',
      '  return <p className="about">{siteConfig.title} {version.label} at {version.path} dom={String(ExecutionEnvironment.canUseDOM)}</p>;',
      '}',
      '',
    ].join('\n');
    const page = [
      "import BrowserOnly from '@docusaurus/BrowserOnly';",
      "import Translate, { translate } from '@docusaurus/Translate';",
      "import ThemedImage from '@theme/ThemedImage';",
      "import About from '@components/About';",
      '',
      '# A',
      '',
      '<BrowserOnly fallback={<span>Loading…</span>}>{() => <span>{window.location.href}</span>}</BrowserOnly>',
      '',
      '<Translate id="x" values={{ name: "Ada" }}>{"Hello {name}"}</Translate> {translate({ message: "Bye" })}',
      '',
      '<ThemedImage alt="Logo" sources={{ light: "/light.svg", dark: "/dark.svg" }} />',
      '',
      '<About />',
      '',
    ].join('\n');
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}markdown:\n  aliases:\n    "@components": website/src/components\ndocs:\n  - id: docs\n    path: content/docs\n    routeBasePath: /docs\n    lastVersion: "2.0"\n    versions:\n      - { name: current, path: content/next }\n      - { name: "2.0", path: content/docs }\n`,
      'website/src/components/About.jsx': component,
      'static/light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'static/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'content/docs/a.mdx': page,
      'content/next/a.mdx': page,
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out'), strict: true });
    expect(result.diagnostics).toEqual([]);
    const html = files('docs/a/index.html');
    expect(html).toContain('<span>Loading…</span>');
    expect(html).toContain('Hello Ada');
    expect(html).toContain('Bye');
    expect(html).toContain(
      '<img src="/light.svg" class="themed-image themed-image--light" alt="Logo"/><img src="/dark.svg" class="themed-image themed-image--dark" alt="Logo"/>',
    );
    expect(html).toContain('<p class="about">Test site 2.0 at /docs dom=false</p>');
    expect(files('docs/next/a/index.html')).toContain('<p class="about">Test site Next at /docs/next dom=false</p>');
  });
});

describe('raw imports', () => {
  test("`!!raw-loader!./file` and `./file?raw` import a file's text (shown with CodeBlock)", async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/example.ts': 'export const answer: number = 42;\n',
      'content/docs/a.mdx':
        "import CodeBlock from '@theme/CodeBlock';\nimport one from '!!raw-loader!./example.ts';\nimport two from './example.ts?raw';\n\n# A\n\n<CodeBlock language=\"ts\">{one}</CodeBlock>\n\n<p className=\"same\">{String(one === two)}</p>\n",
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out'), strict: true });
    expect(result.diagnostics).toEqual([]);
    const html = files('docs/a/index.html');
    expect(html).toContain('<code class="hljs language-ts">export const answer: number = 42;\n</code>');
    expect(html).toContain('<p class="same">true</p>');
  });
});

describe('CSS that MDX pages import', () => {
  test("plain CSS and a component's styles.module.css end up in one site stylesheet, module classes scoped by their file", async () => {
    const card = (name: string) =>
      `import styles from './styles.module.css';\nexport default function ${name}() { return <div className={styles.card}>${name}</div>; }\n`;
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'src/components/Alpha/index.jsx': card('Alpha'),
      'src/components/Alpha/styles.module.css': '.card { color: red; }\n',
      'src/components/Beta/index.jsx': card('Beta'),
      'src/components/Beta/styles.module.css': '.card { color: blue; background: url(./dot.svg); }\n',
      'src/components/Beta/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'src/css/extra.css': '.wide { max-width: 90rem; }\n',
      'content/docs/a.mdx': "import Alpha from '@site/src/components/Alpha';\nimport '@site/src/css/extra.css';\n\n# A\n\n<Alpha />\n",
      'content/docs/b.mdx': "import Beta from '@site/src/components/Beta';\nimport Alpha from '@site/src/components/Alpha';\n\n# B\n\n<Beta />\n<Alpha />\n",
      'content/docs/c.md': '# C\n\nPlain.\n',
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out'), strict: true });
    expect(result.diagnostics).toEqual([]);
    const alpha = /<div class="card_[0-9a-f]{8}">Alpha<\/div>/.exec(files('docs/a/index.html'))?.[0];
    const beta = /<div class="card_[0-9a-f]{8}">Beta<\/div>/.exec(files('docs/b/index.html'))?.[0];
    expect(alpha).toBeDefined();
    expect(beta).toBeDefined();
    // The same component has the same class on every page; two components' `.card` never meet.
    expect(files('docs/b/index.html')).toContain(alpha!);
    const alphaClass = /class="([^"]+)"/.exec(alpha!)![1]!;
    const betaClass = /class="([^"]+)"/.exec(beta!)![1]!;
    expect(alphaClass).not.toBe(betaClass);
    const sheets = readdirSync(path.join(site, 'out/assets'))
      .filter((f) => /^components-[0-9a-f]+\.css$/.test(f))
      .map((f) => `assets/${f}`);
    expect(sheets).toHaveLength(1);
    const css = files(sheets[0]!);
    expect(css).toContain(`.${alphaClass}{color:red}`);
    expect(css).toMatch(new RegExp(`\\.${betaClass}\\{color:#00f;background:url\\(`));
    expect(css).toContain('.wide{max-width:90rem}');
    expect(css.match(new RegExp(`\\.${alphaClass}\\{`, 'g'))).toHaveLength(1);
    // Linked after the theme's stylesheet on every page, plain markdown pages included.
    for (const page of ['docs/a/index.html', 'docs/c/index.html', '404.html']) {
      const links = [...files(page).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
      expect(links.at(-1)).toBe(`/${sheets[0]}`);
    }
  });

  test('a site without CSS imports gets no extra stylesheet', async () => {
    const site = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/a.mdx': '# A\n\n<Details summary="x">y</Details>\n' });
    await buildSite(site, { outDir: path.join(site, 'out') });
    expect(readdirSync(path.join(site, 'out/assets')).filter((f) => f.startsWith('components-'))).toEqual([]);
  });
});

describe('MDX blog posts', () => {
  test('{/* truncate */} cuts the excerpt lists show; the feed gets the whole post without copy buttons', async () => {
    const site = makeSite({
      ...HOME_PAGE,
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
    const site = makeSite({ ...HOME_PAGE, 'site.config.yaml': MINIMAL_CONFIG, ...files });
    const { code, stderr } = await runCli(['check', '.'], { cwd: site });
    return { code, lines: stripAnsi(stderr).split('\n') };
  }

  test('an unknown component is mdx/unknown-component at its line and column, with a hint', async () => {
    const { code, lines } = await check({ 'content/docs/a.mdx': '# A\n\nText.\n\n<Callout kind="x">Hi</Callout>\n' });
    expect(code).toBe(1);
    expect(lines.slice(0, 2)).toEqual([
      'content/docs/a.mdx:5:1  error  mdx/unknown-component  Unknown component <Callout>: it is neither imported nor one docsgen provides',
      "  hint: Import it (import Callout from '@site/src/components/Callout'), add it to the site's src/theme/MDXComponents, or use one of Tabs, TabItem, Admonition, CodeBlock, Details, TOCInline, DocCardList, Link.",
    ]);
  });

  test("the site's src/theme/MDXComponents gives every page and partial its components without an import", async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'src/theme/MDXComponents.js': [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import Callout from '@site/src/components/Callout';",
        'export default { ...MDXComponents, Callout };',
        '',
      ].join('\n'),
      'src/components/Callout.jsx':
        "import styles from './callout.module.css';\nexport default function Callout({ kind, children }) { return <aside className={styles.callout} data-kind={kind}>{children}</aside>; }\n",
      'src/components/callout.module.css': '.callout { border: 1px solid; }\n',
      'content/docs/_shared.mdx': '<Callout kind="partial">From the partial</Callout>\n',
      'content/docs/a.mdx':
        'import Shared from \'./_shared.mdx\';\n\n# A\n\n<Callout kind="page">Hi *there*</Callout>\n\n<Shared />\n\n<Tabs><TabItem value="a" label="A">tab</TabItem></Tabs>\n',
    });
    const { result, files } = await buildSite(site, { outDir: path.join(site, 'out'), strict: true });
    expect(result.diagnostics).toEqual([]);
    const html = files('docs/a/index.html');
    expect(html).toMatch(/<aside class="callout_[0-9a-f]{8}" data-kind="page">Hi <em>there<\/em><\/aside>/);
    expect(html).toMatch(/<aside class="callout_[0-9a-f]{8}" data-kind="partial">From the partial<\/aside>/);
    expect(html).toContain('data-value="a" class="tabs__item tabs__item--active">A<');
    const sheet = readdirSync(path.join(site, 'out/assets')).find((f) => f.startsWith('components-'))!;
    expect(files(`assets/${sheet}`)).toMatch(/\.callout_[0-9a-f]{8}\{border:1px solid\}/);
  });

  test('an import that does not resolve is mdx/unresolved-import at the import line (front matter counted)', async () => {
    const { code, lines } = await check({
      'content/docs/a.mdx':
        "---\ntitle: A\n---\n\nimport Chart from '@site/src/components/Chart';\nimport Nope from 'no-such-package';\n\n<Chart />\n<Nope />\n",
    });
    expect(code).toBe(1);
    expect(lines.filter((l) => l.includes('mdx/'))).toEqual([
      'content/docs/a.mdx:5:1  error  mdx/unresolved-import  Cannot import "@site/src/components/Chart": no such module or file',
      'content/docs/a.mdx:6:1  error  mdx/unresolved-import  Cannot import "no-such-package": no such module or file',
    ]);
  });

  test('an MDX syntax error is mdx/invalid at its line, with a hint', async () => {
    const { code, lines } = await check({ 'content/docs/a.mdx': '# A\n\n<div>\n\nUnclosed.\n' });
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^content\/docs\/a\.mdx:\d+:\d+ {2}error {2}mdx\/invalid {2}MDX syntax error: /);
    expect(lines[1]).toMatch(/^ {2}hint: Fix the MDX at this place/);
  });
});
