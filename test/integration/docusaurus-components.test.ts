// What Docusaurus sites' own code carries over as Docusaurus builds it: components written as JSX in `.js`
// files (the classic template's HomepageFeatures), SVG files imported as React components (SVGR: props
// pass through, a `title` prop, nothing that runs), heading ids written `{/* #id */}`, images by
// `require('./img.png').default`, and imported partials (their headings in the page's TOC, their links
// resolved from their own file).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { RED_PNG } from '../helpers/images.js';
import { buildSite, HOME_PAGE, makeSite, removeSites } from '../helpers/index.js';

afterAll(removeSites);

const CONFIG = ['title: Compat', 'url: https://compat.example.com', 'docs:', '  - { id: docs, path: docs, routeBasePath: /docs }', ''].join('\n');

const MOUNTAIN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" viewBox="0 0 20 10"><title>Mountain</title><path stroke-width="2" fill="#3ECC5F" d="M0 10 L10 0 L20 10Z" onclick="alert(1)"/><script>alert(2)</script><a xlink:href="javascript:alert(3)"><circle cx="1" cy="1" r="1" style="fill-opacity: 0.5"/></a></svg>\n';

// The classic template's src/components/HomepageFeatures/index.js, as create-docusaurus 3.10.2 writes it
// (less clsx, an npm package): JSX in a `.js` file, SVGs required as components, a CSS module.
const FEATURES = `import Heading from '@theme/Heading';
import styles from './styles.module.css';

const FeatureList = [
  {
    title: 'Easy to Use',
    Svg: require('@site/static/img/undraw_docusaurus_mountain.svg').default,
    description: (
      <>
        Docusaurus was designed from the ground up to be easily installed.
      </>
    ),
  },
];

function Feature({Svg, title, description}) {
  return (
    <div className="col col--4">
      <div className="text--center">
        <Svg className={styles.featureSvg} role="img" />
      </div>
      <div className="text--center padding-horiz--md">
        <Heading as="h3">{title}</Heading>
        <p>{description}</p>
      </div>
    </div>
  );
}

export default function HomepageFeatures() {
  return (
    <section className={styles.features}>
      <div className="container">
        <div className="row">
          {FeatureList.map((props, idx) => (
            <Feature key={idx} {...props} />
          ))}
        </div>
      </div>
    </section>
  );
}
`;

test('JSX in a .js component (the classic template HomepageFeatures) compiles, and SVGs import as inline components', async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'src/components/HomepageFeatures/index.js': FEATURES,
    'src/components/HomepageFeatures/styles.module.css': '.features { display: flex; }\n.featureSvg { height: 200px; }\n',
    'static/img/undraw_docusaurus_mountain.svg': MOUNTAIN,
    'docs/intro.mdx':
      '---\ntitle: Intro\n---\n\nimport HomepageFeatures from \'@site/src/components/HomepageFeatures\';\nimport Diagram from \'./diagram.svg\';\n\n<HomepageFeatures />\n\n<Diagram width={40} data-kind="plain" title="A diagram" titleId="diagram-title" />\n',
    'docs/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" /></svg>',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const html = files('docs/intro/index.html');
  expect(html).toContain('<div class="text--center padding-horiz--md"><h3>Easy to Use</h3>');
  expect(html).toContain('Docusaurus was designed from the ground up to be easily installed.');
  // The required SVG is inline, its attributes as written, the component's props after them; its own title kept.
  expect(html).toMatch(
    /<div class="text--center"><svg xmlns="http:\/\/www.w3.org\/2000\/svg" xmlns:xlink="http:\/\/www.w3.org\/1999\/xlink" width="20" height="10" viewBox="0 0 20 10" class="[^"]*featureSvg[^"]*" role="img"><title>Mountain<\/title><path stroke-width="2" fill="#3ECC5F" d="M0 10 L10 0 L20 10Z"><\/path><a><circle cx="1" cy="1" r="1" style="fill-opacity:0.5"><\/circle><\/a><\/svg><\/div>/,
  );
  // Nothing in it runs: no script, no handler, no javascript: URL.
  expect(html).not.toMatch(/alert\(/);
  // The imported one: props pass through (width replaced), `title` becomes its <title> with `titleId`.
  expect(html).toContain(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" aria-labelledby="diagram-title" width="40" data-kind="plain"><title id="diagram-title">A diagram</title><rect width="4" height="4"></rect></svg>',
  );
});

test('an SVG that is no SVG fails at its file, without printing its text', async () => {
  const big = `<html><body>${'<p>not a drawing</p>'.repeat(2000)}</body></html>`;
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Diagram from './diagram.svg';\n\n<Diagram />\n",
    'docs/diagram.svg': big,
  });
  const { result } = await buildSite(site, { strict: true });
  expect(result.diagnostics.map((d) => `${d.file}:${d.line}  ${d.code}  ${d.message}`)).toEqual([
    'docs/diagram.svg:1  mdx/invalid  The SVG docs/diagram.svg holds no <svg> element, so it cannot be imported as a component',
  ]);
});

test('heading ids written {/* #id */} set the id in MDX and in markdown, and the comment never shows', async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/tutorial.mdx':
      '---\ntitle: Tutorial\n---\n\n## Getting Started {/* #start */}\n\nGo to [the start](#start) or [the tip](./plain.md#tip).\n\n### Fast `path` {/*#fast-path*/}\n',
    'docs/plain.md': '---\ntitle: Plain\n---\n\n## A tip {/* #tip */}\n\nSee [the start](./tutorial.mdx#start).\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const toc = (html: string) => /<nav[^>]*aria-label="Table of contents"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const tutorial = files('docs/tutorial/index.html');
  expect(tutorial).toMatch(/<h2 id="start"[^>]*>Getting Started<a class="hash-link"/);
  expect(tutorial).toMatch(/<h3 id="fast-path"[^>]*>Fast <code>path<\/code><a class="hash-link"/);
  expect(toc(tutorial)).toContain('<a class="toc__link" href="#start">Getting Started</a>');
  expect(toc(tutorial)).toContain('<a class="toc__link" href="#fast-path">Fast path</a>');
  expect(tutorial).toContain('href="/docs/plain#tip"');
  const plain = files('docs/plain/index.html');
  expect(plain).toMatch(/<h2 id="tip"[^>]*>A tip<a class="hash-link"/);
  expect(plain).not.toContain('/*');
  expect(toc(plain)).toContain('<a class="toc__link" href="#tip">A tip</a>');
});

test("require('./img.png').default images resolve to the published image in .mdx and in .md under format: mdx", async () => {
  const page =
    '---\ntitle: Shots\n---\n\n<img src={require(\'./img/shot.png\').default} alt="Shot" />\n\n<img alt="Logo" src={require(\'@site/static/img/logo.png\').default} />\n';
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': `${CONFIG}markdown:\n  format: mdx\n`,
    'docs/shots.mdx': page,
    'docs/plain.md': page.replace('Shots', 'Plain'),
    'docs/img/shot.png': RED_PNG,
    'static/img/logo.png': RED_PNG,
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  for (const route of ['docs/shots/index.html', 'docs/plain/index.html']) {
    const html = files(route);
    expect(html).toMatch(/<img src="\/assets\/images\/shot-[0-9a-f]{8}\.png" alt="Shot"\/>/);
    expect(html).toMatch(/<img alt="Logo" src="\/assets\/images\/logo-[0-9a-f]{8}\.png"\/>/);
  }
});

test('a require()d image that does not exist is reported at its line', async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/shots.mdx': "---\ntitle: Shots\n---\n\nText.\n\n<img src={require('./img/gone.png').default} />\n",
  });
  const { result } = await buildSite(site, { strict: true });
  expect(result.diagnostics.map((d) => `${d.file}:${d.line}  ${d.code}  ${d.message}`)).toEqual([
    'docs/shots.mdx:7  image/missing  Image "./img/gone.png" not found',
  ]);
});

test("an imported partial's headings join the page's TOC, and its links resolve from its own file in every page", async () => {
  const note = '## TypeScript note\n\nSee [Getting Started](../GettingStarted.md#using-typescript) first.\n\n### Setup\n';
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/_partials/_TypeScriptExamplesNote.md': note,
    'docs/GettingStarted.md': '---\ntitle: Getting Started\n---\n\n## Using TypeScript\n\nText.\n',
    'docs/Configuration.mdx':
      "---\ntitle: Configuration\n---\n\nimport Note from './_partials/_TypeScriptExamplesNote.md';\n\n## Automock [boolean]\n\nSee [automock](#automock-boolean).\n\n<Note />\n\n## Later\n",
    'docs/ExpectAPI.mdx':
      "---\ntitle: Expect\n---\n\nimport Note from './_partials/_TypeScriptExamplesNote.md';\n\nSee [GitHub](https://github.com/jestjs/jest).\n\n<Note />\n",
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const toc = (html: string) => /<nav[^>]*aria-label="Table of contents"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const config = files('docs/Configuration/index.html');
  const expectApi = files('docs/ExpectAPI/index.html');
  for (const html of [config, expectApi]) {
    expect(html).toContain('<a href="/docs/GettingStarted#using-typescript">Getting Started</a>');
    expect(html).toMatch(/<h2 id="typescript-note"[^>]*>TypeScript note<a class="hash-link"/);
    expect(toc(html)).toContain('<a class="toc__link" href="#typescript-note">TypeScript note</a>');
    expect(toc(html)).toContain('<a class="toc__link" href="#setup">Setup</a>');
  }
  expect(config).toContain('<a href="#automock-boolean">automock</a>');
  // The page's own headings around the partial's, in document order.
  expect([...toc(config).matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['automock-boolean', 'typescript-note', 'setup', 'later']);
  expect(expectApi).toContain('href="https://github.com/jestjs/jest"');
});

test("an imported partial's heading ids that the page or another partial already has are numbered -1, -2, in its HTML and its TOC", async () => {
  const setup = '## Setup\n\nInstall it.\n\n### Options\n';
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/_setup.md': setup,
    'docs/_other.mdx': '## Setup\n\nThe other one.\n',
    'docs/page.mdx':
      "---\ntitle: Page\n---\n\nimport Setup from './_setup.md';\nimport Other from './_other.mdx';\n\n## Setup\n\nSee [options](#options-1).\n\n### Options\n\n<Setup />\n\n<Other />\n\n<Setup />\n",
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const html = files('docs/page/index.html');
  const toc = /<nav[^>]*aria-label="Table of contents"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const ids = ['setup', 'options', 'setup-1', 'options-1', 'setup-2', 'setup-3', 'options-2'];
  expect([...html.matchAll(/<h[23] id="([^"]+)"[^>]*>[^<]*<a class="hash-link" href="#([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(
    ids.map((id) => `${id} ${id}`),
  );
  expect([...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
  // The page's link to the partial's numbered heading is a link to an anchor that exists; the marker is gone.
  expect(html).toContain('<a href="#options-1">options</a>');
  expect(html).not.toContain('data-docsgen-partial');
});

test("a broken link inside an imported partial is reported at the partial's line", async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/_partials/_note.md': 'Intro.\n\nSee [gone](../Gone.md).\n',
    'docs/page.mdx': "---\ntitle: Page\n---\n\nimport Note from './_partials/_note.md';\n\n<Note />\n",
  });
  const { result } = await buildSite(site, { strict: true });
  expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}  ${d.code}`)).toEqual(['docs/_partials/_note.md:3:5  markdown/link-to-file']);
  expect(result.diagnostics[0]!.message).toContain('../Gone.md');
});

test('an imported image over 4 KB is a published file, a smaller one is inlined', async () => {
  const big = new Uint8Array(5000);
  big.set(RED_PNG);
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/shots.mdx':
      '---\ntitle: Shots\n---\n\nimport big from \'./img/big.png\';\nimport small from \'./img/small.png\';\n\n<img src={big} alt="Big" />\n\n<img src={small} alt="Small" />\n',
    'docs/img/big.png': big,
    'docs/img/small.png': RED_PNG,
  });
  const { result, files } = await buildSite(site, { strict: true, cache: true });
  expect(result.diagnostics).toEqual([]);
  const html = files('docs/shots/index.html');
  const src = /<img src="([^"]+)" alt="Big"\/>/.exec(html)?.[1];
  expect(src).toMatch(/^\/assets\/images\/big-[0-9a-f]{8}\.png$/);
  expect(readFileSync(path.join(result.outDir!, src!))).toEqual(Buffer.from(big));
  // A rebuild from the cache publishes it too.
  const again = await buildSite(site, { strict: true, outDir: result.outDir!, cache: true });
  expect(again.result.diagnostics).toEqual([]);
  expect(again.files('docs/shots/index.html')).toContain(`<img src="${src}" alt="Big"/>`);
  expect(readFileSync(path.join(result.outDir!, src!))).toEqual(Buffer.from(big));
  expect(html).toContain(`<img src="data:image/png;base64,${Buffer.from(RED_PNG).toString('base64')}" alt="Small"/>`);
});

test("a site stylesheet's Infima variables become the theme's tokens, in each colour mode", async () => {
  const custom =
    ":root {\n  --ifm-color-primary: #2e8555;\n  --ifm-color-primary-dark: #29784c;\n  --ifm-code-font-size: 95%;\n}\n[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;\n}\n";
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': `${CONFIG}stylesheets:\n  - ./src/css/custom.css\n`,
    'src/css/custom.css': custom,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const href = /<link rel="stylesheet" href="\/(assets\/custom-[0-9a-f]+\.css)">/.exec(files('docs/intro/index.html'))?.[1];
  const css = files(href!);
  expect(css).toContain(':root{--ifm-color-primary: #2e8555;');
  expect(css).toContain('[data-theme=dark]{--ifm-color-primary: #25c2a0}');
  // Only what the site sets is mapped: the code font size has no token, the background stays the theme's.
  expect(
    css.endsWith(
      'html:root{--color-primary:var(--ifm-color-primary);--color-link:var(--ifm-color-primary);--color-focus:var(--ifm-color-primary);--color-primary-hover:var(--ifm-color-primary-dark)}\n',
    ),
  ).toBe(true);
});

test('a rebuild from the cache follows an edit of an SVG or an image a page imports', async () => {
  const big = new Uint8Array(5000);
  big.set(RED_PNG);
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/shots.mdx':
      "---\ntitle: Shots\n---\n\nimport Diagram from './diagram.svg';\nimport big from './big.png';\n\n<Diagram />\n\n<img src={big} alt=\"Big\" />\n",
    'docs/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="red" /></svg>',
    'docs/big.png': big,
  });
  const first = await buildSite(site, { strict: true, cache: true });
  expect(first.result.diagnostics).toEqual([]);
  writeFileSync(path.join(site, 'docs/diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="blue" /></svg>');
  big[4999] = 1;
  writeFileSync(path.join(site, 'docs/big.png'), big);
  const again = await buildSite(site, { strict: true, outDir: first.result.outDir!, cache: true });
  expect(again.result.diagnostics).toEqual([]);
  const html = again.files('docs/shots/index.html');
  expect(html).toContain('<rect fill="blue"></rect>');
  const src = /<img src="([^"]+)" alt="Big"\/>/.exec(html)?.[1];
  expect(readFileSync(path.join(first.result.outDir!, src!))).toEqual(Buffer.from(big));
});

test("the stock template's navbar items with `to` and authors.yml `page:` keys are accepted", async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': `${CONFIG}blogs:\n  - { id: blog, path: blog, routeBasePath: /blog }\nnavbar:\n  items:\n    - { to: /blog, label: Blog, position: left }\n    - { href: 'https://github.com/facebook/docusaurus', label: GitHub, position: right }\n`,
    'blog/authors.yml':
      'yangshun:\n  name: Yangshun Tay\n  page: true\nslorber:\n  name: Sébastien Lorber\n  page:\n    permalink: /all-sebastien-lorber-articles\n',
    'blog/2021-08-01-welcome.md': '---\ntitle: Welcome\nauthors: [yangshun, slorber]\n---\n\nHello.\n',
    'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const html = files('docs/intro/index.html');
  expect(html).toMatch(/<a[^>]* href="\/blog"[^>]*>Blog<\/a>/);
  expect(files('blog/welcome/index.html')).toContain('Sébastien Lorber');
});

test('a component importing .scss without the sass package installed fails at the Sass file, saying what to install', async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'src/components/Card/index.js':
      "import styles from './styles.module.scss';\n\nexport default function Card() {\n  return <div className={styles.card}>Card</div>;\n}\n",
    'src/components/Card/styles.module.scss': '$brand: #2e8555;\n.card { color: $brand; }\n',
    'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n",
  });
  const { result } = await buildSite(site, { strict: true });
  expect(result.diagnostics.map((d) => `${d.file}:${d.line}  ${d.code}  ${d.message}`)).toEqual([
    'src/components/Card/styles.module.scss:1  mdx/invalid  src/components/Card/styles.module.scss is Sass, and the site has no sass package to compile it: install it in the site folder (npm install sass)',
  ]);
});

test('a component with handlers defined by `export const` in an MDX page hydrates as an island, its chunk the component alone; a static one renders at build time', async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/page.mdx':
      '---\ntitle: Page\n---\n\nexport const Highlight = ({children, color}) => (\n  <span style={{backgroundColor: color}} onClick={() => alert(\'clicked\')}>{children}</span>\n);\n\nexport const Plain = ({children}) => <em>{children}</em>;\n\nText <Highlight color="#25c2a0">green</Highlight> and <Plain>plain</Plain>, <Highlight color="red">again</Highlight>.\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const html = files('docs/page/index.html');
  const chunk = /data-island-src="\/(assets\/island-Highlight-[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(html).toContain(
    `Text <span data-island-src="/${chunk}" data-props="{&quot;color&quot;:&quot;#25c2a0&quot;,&quot;children&quot;:&quot;green&quot;}" style="display:contents"><span style="background-color:#25c2a0">green</span></span> and <em>plain</em>, <span data-island-src="/${chunk}"`,
  );
  const code = files(chunk!);
  expect(code).toContain('onClick');
  expect(code).not.toMatch(/Plain|Text /);
});
