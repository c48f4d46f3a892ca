// MDX islands and stylesheets (issue "Docusaurus docs come across unchanged"): on the docusaurus-islands
// fixture (remark-math, rehype-katex, katex and npm2yarn installed from the registry), the site's
// components with client behaviour are islands with their props and MDX children serialised safely and a
// chunk of their own; static ones are plain HTML and ship no JS; KaTeX renders with its stylesheet and
// fonts in the output; props that cannot cross to the browser and remote stylesheets are diagnostics.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { hasClientBehaviour } from '../../src/bundle/island-chunks.js';
import { startDevServer } from '../../src/server/dev-server.js';
import { buildSite, HOME_PAGE, makeSite, MINIMAL_CONFIG, removeSites, type BuiltSite } from '../helpers/site.js';
import { installSitePackages } from '../helpers/site-packages.js';
import { stripAnsi } from '../helpers/strip-ansi.js';
import { element } from '../helpers/html.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/sites/docusaurus-islands', import.meta.url));
let built: BuiltSite;
let out: string;

beforeAll(async () => {
  installSitePackages(FIXTURE);
  out = path.join(makeSite({}), 'out');
  built = await buildSite(FIXTURE, { outDir: out, strict: true });
}, 300_000);
afterAll(removeSites);

const body = (file: string) => {
  const html = built.files(file);
  return html.slice(html.indexOf('<div class="markdown__body">'), html.indexOf('<p class="doc-article__markdown">'));
};
const printed = (site: BuiltSite) => site.result.diagnostics.map((d) => stripAnsi(formatDiagnostic(d)));
const assets = () => readdirSync(path.join(out, 'assets'));

describe('site components in MDX', () => {
  test('the fixture builds with --strict and no diagnostic', () => {
    expect(printed(built)).toEqual([]);
    expect(built.result.ok).toBe(true);
  });

  test('a component with state and a click handler is an island: its chunk, its props, and its renderToString HTML', () => {
    const counter = body('docs/counter/index.html');
    const chunk = assets().find((f) => /^island-Counter-[0-9a-f]+\.js$/.test(f))!;
    expect(counter).toContain(
      `<div data-island-src="/assets/${chunk}" data-props="{&quot;start&quot;:2,&quot;label&quot;:&quot;Pressed&quot;}" style="display:contents"><button type="button" class="counter">Pressed<!-- --> <!-- -->2<!-- --> times</button></div>`,
    );
    // Inside a sentence it stays phrasing content.
    expect(counter).toContain(
      `<p>A counter inside a sentence: <span data-island-src="/assets/${chunk}" data-props="{}" style="display:contents"><button type="button" class="counter">Clicked<!-- --> <!-- -->0<!-- --> times</button></span> and more text.</p>`,
    );
    const code = readFileSync(path.join(out, 'assets', chunk), 'utf8');
    // React comes from the client bundle, not a second copy.
    expect(code).toContain('self.__DOCSGEN_REACT__');
    expect(code.length).toBeLessThan(2000);
  });

  test('MDX children of an island are its static HTML (links resolved), and the island inside them is one too', () => {
    const counter = body('docs/counter/index.html');
    const toggle =
      /<div data-island-src="\/assets\/island-Toggle-[0-9a-f]+\.js" data-props="\{&quot;title&quot;:&quot;Details&quot;\}" data-island-html="([^"]*)" style="display:contents">/.exec(
        counter,
      );
    expect(toggle).not.toBeNull();
    const children = toggle![1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(children).toContain('<p>Markdown <strong>inside</strong> the toggle, with <a href="/docs/intro">a link to the introduction</a>.</p>');
    expect(children).toMatch(/<div data-island-src="\/assets\/island-Counter-[0-9a-f]+\.js" data-props="\{&quot;label&quot;:&quot;Nested&quot;\}"/);
    // The same HTML stands in the island, in the element the browser gives the component as children.
    expect(counter).toContain('<div class="toggle__body"><div data-island-children="" style="display:contents"><p>Markdown <strong>inside</strong>');
  });

  test('a component that only renders its props is plain HTML: no wrapper, no chunk', () => {
    const intro = body('docs/intro/index.html');
    expect(intro).toMatch(/<p><span class="badge_[0-9a-f]{8}">New<\/span> A page with a static component of the site&#x27;s own\.<\/p>/);
    expect(built.files('docs/intro/index.html')).not.toContain('data-island-src');
    expect(
      assets()
        .filter((f) => f.startsWith('island-') && !/\.(br|gz)$/.test(f))
        .map((f) => f.replace(/-[0-9a-f]+\.js$/, ''))
        .sort(),
    ).toEqual(['island-Counter', 'island-Stepper', 'island-Toggle', 'island-clicks', 'island-errors']);
  });

  test('props cannot break out of the page: </script> and <!-- stay text', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'src/Echo.jsx':
        "import { useState } from 'react';\nexport default function Echo({ text, list }) { const [n] = useState(0); return <output>{text}{list.length}{n}</output>; }\n",
      // `'<' + '!--'`: an MDX page's `<!--` is a comment wherever it stands, as in Docusaurus.
      'content/docs/a.mdx':
        "import Echo from '@site/src/Echo';\n\n# A\n\n<Echo text={'</script><script>window.pwned=1</script><' + '!--'} list={['<' + '!--', '-->']} />\n",
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(printed(result)).toEqual([]);
    const page = result.files('docs/a/index.html');
    // (The navbar's islands come first; the Echo island is the one this is about.)
    expect(page).not.toContain('<script>window.pwned');
    expect(page).toContain(
      'data-props="{&quot;text&quot;:&quot;\\u003c/script&gt;\\u003cscript&gt;window.pwned=1\\u003c/script&gt;\\u003c!--&quot;,&quot;list&quot;:[&quot;\\u003c!--&quot;,&quot;--&gt;&quot;]}"',
    );
    const props = /data-island-src="[^"]*island-Echo-[^"]*" data-props="([^"]*)"/
      .exec(page)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(props)).toEqual({ text: '</script><script>window.pwned=1</script><!--', list: ['<!--', '-->'] });
  });

  test('raw HTML in a markdown page cannot make an island (no script of its choosing is loaded)', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/a.md':
        '# A\n\n<div data-island-src="https://evil.example/x.js" data-props="{}" data-island-html="&lt;b&gt;x&lt;/b&gt;" data-island-chunk="">Text</div>\n',
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    // The page's own content (the navbar's colour toggle is an island of docsgen's theme).
    const page = element(result.files('docs/a/index.html'), '<article class="doc-article">');
    expect(page).toContain('>Text</div>');
    expect(page).not.toMatch(/data-island-(src|html|chunk)|data-props/);
  });

  test('a function prop of an island is mdx/island-props at its element, with a hint', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'src/Button.jsx': 'export function Button({ onPress, label }) { return <button onClick={onPress}>{label}</button>; }\n',
      'content/docs/a.mdx':
        "---\ntitle: A\n---\n\nimport { Button } from '@site/src/Button';\n\nText.\n\n<Button label=\"Go\" onPress={() => alert('hi')} />\n",
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(result.result.ok).toBe(false);
    expect(printed(result)).toEqual([
      'content/docs/a.mdx:9:1  error  mdx/island-props  <Button> hydrates in the browser, but its prop onPress is a function: island props must be plain data\n' +
        '  hint: Pass strings, numbers, booleans, arrays or plain objects (MDX content goes in as children); move functions and elements into the component itself.',
    ]);
  });

  test('a component from an npm package with client behaviour is an island too, its package bundled, React not', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'node_modules/tiny-switch/package.json': JSON.stringify({ name: 'tiny-switch', version: '1.0.0', main: 'index.js' }),
      'node_modules/tiny-switch/index.js':
        "const React = require('react');\nexports.Switch = function Switch(props) { const [on, setOn] = React.useState(false); return React.createElement('button', { onClick: () => setOn(!on) }, props.label + (on ? ' on' : ' off')); };\n",
      'node_modules/tiny-label/package.json': JSON.stringify({ name: 'tiny-label', version: '1.0.0', main: 'index.js' }),
      'node_modules/tiny-label/index.js': "const React = require('react');\nexports.Label = (props) => React.createElement('em', null, props.text);\n",
      'content/docs/a.mdx':
        'import { Switch } from \'tiny-switch\';\nimport { Label } from \'tiny-label\';\n\n# A\n\n<Switch label="Power" />\n\n<Label text="Static" />\n',
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(printed(result)).toEqual([]);
    const page = result.files('docs/a/index.html');
    expect(page).toMatch(
      /<div data-island-src="\/assets\/(island-Switch-[0-9a-f]+\.js)" data-props="\{&quot;label&quot;:&quot;Power&quot;\}" style="display:contents"><button>Power off<\/button><\/div>/,
    );
    expect(page).toContain('</div>\n<em>Static</em></div>');
    const chunk = readdirSync(path.join(site, 'out', 'assets')).filter((f) => f.startsWith('island-'));
    expect(chunk).toEqual([expect.stringMatching(/^island-Switch-[0-9a-f]+\.js$/)]);
    expect(readFileSync(path.join(site, 'out', 'assets', chunk[0]!), 'utf8').length).toBeLessThan(1500);
  });

  test("a partial's own components are islands too, their imports resolved from the partial's folder; text children stay props", async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'content/shared/Counter.jsx': readFileSync(path.join(FIXTURE, 'src/components/Counter.jsx'), 'utf8'),
      'content/shared/_counter.mdx': 'import Counter from \'./Counter\';\n\n<Counter label="From the partial" />\n',
      'src/Shout.jsx':
        "import { useState } from 'react';\nexport default function Shout({ children }) { const [n, setN] = useState(1); return <button onClick={() => setN(n + 1)}>{String(children).repeat(n)}</button>; }\n",
      'content/docs/a.mdx':
        "import Partial from '../shared/_counter.mdx';\nimport Shout from '@site/src/Shout';\n\n# A\n\n<Partial />\n\nSay <Shout>hey</Shout>.\n",
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(printed(result)).toEqual([]);
    const page = result.files('docs/a/index.html');
    expect(page).toMatch(/<div data-island-src="\/assets\/island-Counter-[0-9a-f]+\.js" data-props="\{&quot;label&quot;:&quot;From the partial&quot;\}"/);
    expect(page).toMatch(
      /<p>Say <span data-island-src="\/assets\/island-Shout-[0-9a-f]+\.js" data-props="\{&quot;children&quot;:&quot;hey&quot;\}" style="display:contents"><button>hey<\/button><\/span>\.<\/p>/,
    );
  });

  test('hash router output points island chunks relative to index.html', async () => {
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}router: hash\n`,
      'src/Counter.jsx': readFileSync(path.join(FIXTURE, 'src/components/Counter.jsx'), 'utf8'),
      'content/pages/index.mdx': "import Counter from '@site/src/Counter';\n\n# Home\n\n<Counter />\n",
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(printed(result)).toEqual([]);
    expect(result.files('index.html')).toMatch(/<div data-island-src="\.\/assets\/island-Counter-[0-9a-f]+\.js"/);
  });
});

describe('CSS the components import', () => {
  test("a CSS module's classes are scoped to its file, the same in the page and the chunk; its CSS and plain imported CSS are in one stylesheet every page links", () => {
    const badge = /<span class="(badge_[0-9a-f]{8})">New<\/span>/.exec(body('docs/intro/index.html'))![1]!;
    const css = assets().find((f) => /^components-[0-9a-f]+\.css$/.test(f))!;
    const text = built.files(`assets/${css}`);
    expect(text).toContain(`.${badge}{border:1px solid currentColor;border-radius:.4rem;padding:0 .3rem}`);
    expect(text).toContain('.toggle__button{font-weight:700}');
    for (const page of ['docs/intro/index.html', 'docs/math/index.html']) {
      expect(built.files(page)).toMatch(
        new RegExp(
          `<link rel="stylesheet" href="/assets/main-[0-9a-f]+\\.css">\\n<link rel="stylesheet" href="/assets/${css}">\\n<link rel="stylesheet" href="/assets/katex-min-`,
        ),
      );
    }
  });

  test('a CSS module imported by an island maps to the same classes in the browser chunk', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': MINIMAL_CONFIG,
      'src/Tab.module.css': '.tab { color: red; }\n.tab:hover { color: blue; }\n',
      'src/Tab.jsx':
        "import { useState } from 'react';\nimport styles from './Tab.module.css';\nexport default function Tab() { const [on, setOn] = useState(false); return <button className={styles.tab} onClick={() => setOn(!on)}>{on ? 'on' : 'off'}</button>; }\n",
      'content/docs/a.mdx': "import Tab from '@site/src/Tab';\n\n# A\n\n<Tab />\n",
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(printed(result)).toEqual([]);
    const scoped = /<button class="(tab_[0-9a-f]{8})">off<\/button>/.exec(result.files('docs/a/index.html'))![1]!;
    const files = readdirSync(path.join(site, 'out', 'assets'));
    expect(readFileSync(path.join(site, 'out', 'assets', files.find((f) => f.startsWith('island-Tab-'))!), 'utf8')).toContain(`"${scoped}"`);
    expect(readFileSync(path.join(site, 'out', 'assets', files.find((f) => f.startsWith('components-'))!), 'utf8')).toBe(
      `.${scoped}{color:red}.${scoped}:hover{color:#00f}\n`,
    );
  });
});

describe('what decides that a component hydrates', () => {
  test.each([
    ['a state hook', 'function c(){let[a,b]=(0,r.useState)(0);return a}'],
    ['an effect', 'function c(){(0,r.useEffect)(()=>{},[])}'],
    ['a ref', 'function c(){let a=r.useRef(null)}'],
    ['an event handler prop', '(0,j.jsx)("button",{onClick:()=>x(),children:"Go"})'],
    ['a class lifecycle method', 'class A extends r.Component{componentDidMount(){}}'],
  ])('%s does', (_, code) => {
    expect(hasClientBehaviour(code)).toBe(true);
  });

  test.each([
    ['markup from props', '(0,j.jsx)("span",{className:"badge",children:t})'],
    ['context and ids only', 'function c(){let a=(0,r.useContext)(x),b=(0,r.useId)();return a+b}'],
  ])('%s does not', (_, code) => {
    expect(hasClientBehaviour(code)).toBe(false);
  });
});

describe('stylesheets', () => {
  test('remark-math with rehype-katex renders KaTeX HTML, and katex.min.css is linked from every page with its fonts in the output', () => {
    const math = body('docs/math/index.html');
    expect(math).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>');
    expect(math).toContain('<span class="katex-display">');
    const css = assets().find((f) => /^katex-min-[0-9a-f]+\.css$/.test(f))!;
    const custom = assets().find((f) => /^custom-[0-9a-f]+\.css$/.test(f))!;
    for (const page of ['docs/math/index.html', 'docs/intro/index.html', '404.html']) {
      expect(built.files(page)).toMatch(
        new RegExp(
          `<link rel="stylesheet" href="/assets/components-[0-9a-f]+\\.css">\\n<link rel="stylesheet" href="/assets/${css}">\\n<link rel="stylesheet" href="/assets/${custom}">`,
        ),
      );
    }
    const text = built.files(`assets/${css}`);
    const fonts = [...text.matchAll(/url\("?\.\/(fonts\/[^")]+)"?\)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThanOrEqual(60);
    expect(fonts).toContainEqual(expect.stringMatching(/^fonts\/KaTeX_Main-Regular-\w+\.woff2$/));
    for (const font of fonts) expect(existsSync(path.join(out, 'assets', font))).toBe(true);
    expect(text).not.toMatch(/url\((["']?)(https?:)?\/\//);
  });

  test('a remote stylesheet is config/invalid at its line, with a hint to vendor it', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}stylesheets:\n  - https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css\n`,
      'content/docs/a.md': '# A\n',
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(printed(result)).toEqual([
      'site.config.yaml:5:5  error  config/invalid  "stylesheets[0]" is a remote URL: pages load nothing from other servers\n' +
        '  hint: Vendor it: install the package that ships it (npm install katex) and name its file (katex/dist/katex.min.css), or save it in the site folder and name its path (./src/css/katex.css).',
    ]);
  });

  test('a stylesheet that loads a remote URL, and one that does not exist, are stylesheet/invalid at their places', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}stylesheets:\n  - ./css/fonts.css\n  - no-such-package/style.css\n`,
      'css/fonts.css': 'body { color: black; }\n@font-face { font-family: X; src: url(https://fonts.example.com/x.woff2); }\n',
      'content/docs/a.md': '# A\n',
    });
    const result = await buildSite(site, { outDir: path.join(site, 'out') });
    expect(result.result.ok).toBe(false);
    expect(printed(result)).toEqual([
      'css/fonts.css:2:35  error  stylesheet/invalid  Stylesheet "./css/fonts.css" cannot be bundled: "https://fonts.example.com/x.woff2" is a remote URL: pages load nothing from other servers\n' +
        '  hint: Vendor what it loads: download the file into the site folder and point the url() or @import at it.',
      'site.config.yaml:6:5  error  stylesheet/invalid  Stylesheet "no-such-package/style.css" not found\n' +
        '  hint: Install the package that ships it in the site folder (npm install), or fix the file path inside it.',
    ]);
  });
});

describe('the dev server', () => {
  test('serves island chunks and stylesheets with their fonts, and a component edited to be static stops being an island', async () => {
    const site = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': `${MINIMAL_CONFIG}stylesheets:\n  - ./css/site.css\n`,
      'css/site.css': "@font-face { font-family: Site; src: url(./site.woff2) format('woff2'); }\nbody { font-family: Site, sans-serif; }\n",
      'css/site.woff2': 'wOF2 not really a font',
      'src/Counter.jsx': readFileSync(path.join(FIXTURE, 'src/components/Counter.jsx'), 'utf8'),
      'content/docs/a.mdx': "import Counter from '@site/src/Counter';\n\n# A\n\n<Counter />\n",
    });
    const dev = await startDevServer({ siteDir: site, port: 0, host: '127.0.0.1' });
    try {
      await dev.idle();
      const text = async (p: string) => (await fetch(new URL(p, dev.url))).text();
      const page = await text('/docs/a');
      const chunk = /data-island-src="(\/assets\/island-Counter-[0-9a-f]+\.js)"/.exec(page)![1]!;
      const script = await fetch(new URL(chunk, dev.url));
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toContain('docsgenIsland');
      const css = /<link rel="stylesheet" href="(\/assets\/site-[0-9a-f]+\.css)">/.exec(page)![1]!;
      const font = /url\("?\.\/(fonts\/site-\w+\.woff2)"?\)/.exec(await text(css))![1]!;
      const served = await fetch(new URL(`/assets/${font}`, dev.url));
      expect(served.headers.get('content-type')).toBe('font/woff2');
      expect(await served.text()).toBe('wOF2 not really a font');
      writeFileSync(path.join(site, 'src/Counter.jsx'), 'export default function Counter() { return <span className="still">Still</span>; }\n');
      const deadline = Date.now() + 15_000;
      let now = '';
      while (Date.now() < deadline && !(now = await text('/docs/a')).includes('<span class="still">Still</span>'))
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(now).toContain('<span class="still">Still</span>');
      expect(now).not.toContain('data-island-src');
    } finally {
      await dev.close();
    }
  }, 60_000);
});
