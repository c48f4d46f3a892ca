// Docusaurus's src/pages: React pages (`.js`, `.jsx`, `.ts`, `.tsx`) are rendered at build time like MDX
// pages (bundled with the site's components, hydrated as an island when they have client behaviour),
// inside docsgen's chrome, at the URL their file gives as Docusaurus routes it; its markdown pages are
// pages too. A clash with a page of content/pages is a duplicate route.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startDevServer } from '../../src/server/dev-server.js';
import { buildSite, listFiles, makeSite, removeSites } from '../helpers/index.js';

afterAll(removeSites);

const CONFIG = 'title: Redux Toolkit\ntagline: The official way\nurl: https://redux-toolkit.example.com\n';

// redux-toolkit's website/src/pages/errors.tsx, shortened: the location's `?code=` picks the message.
const ERRORS = `import React from 'react'
import Layout from '@theme/Layout'
import { useLocation } from '@docusaurus/router'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import styles from './styles.module.css'
import errorCodes from '../../errors.json'

function Errors() {
  const location = useLocation()
  const context = useDocusaurusContext()
  const { siteConfig = {} } = context
  const errorCode = new URLSearchParams(location.search).get('code')
  const error = errorCodes[errorCode]

  return (
    <Layout
      title={\`\${siteConfig.title} - A predictable state container for JavaScript apps.\`}
      description="A predictable state container for JavaScript apps."
    >
      <main className={styles.mainFull}>
        <h1>Production Error Codes</h1>
        <p>
          When Redux Toolkit is built and running in production, error text is
          replaced by indexed error codes to save on bundle size.
        </p>
        {error && (
          <React.Fragment>
            <p>The full text of the error you just encountered is:</p>
            <code className={styles.errorDetails}>{error}</code>
          </React.Fragment>
        )}
      </main>
    </Layout>
  )
}

export default Errors
`;

test('React pages of src/pages render at the URLs of their files, inside the site chrome, with their Layout title', async () => {
  const site = makeSite({
    'site.config.yaml': CONFIG,
    'errors.json': '{ "0": "Something broke" }\n',
    'src/pages/index.js':
      "import Layout from '@theme/Layout';\n\nexport default function Home() {\n  return <Layout><main><p>Welcome home.</p></main></Layout>;\n}\n",
    'src/pages/errors.tsx': ERRORS,
    'src/pages/styles.module.css': '.mainFull { padding: 2rem; }\n.errorDetails { display: block; }\n',
    'src/pages/guides/index.jsx': 'export default function Guides() {\n  return <p>All the guides.</p>;\n}\n',
    'src/pages/help.md': '# Help\n\nAsk.\n',
    'src/pages/about.jsx':
      'import Head from \'@docusaurus/Head\';\nimport Layout from \'@theme/Layout\';\n\nexport default function About() {\n  return (\n    <Layout title="About">\n      <Head>\n        <title>About us</title>\n        <meta name="description" content="Who makes it." />\n      </Head>\n      <p>About.</p>\n    </Layout>\n  );\n}\n',
    // Not pages, as Docusaurus has it: a leading underscore, tests, styles.
    'src/pages/_shared.js': 'export default function Shared() { return null; }\n',
    'src/pages/_parts/piece.js': 'export default function Piece() { return null; }\n',
    'src/pages/index.test.js': 'throw new Error("a test is no page");\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const pages = listFiles(result.outDir!).filter((file) => file.endsWith('.html'));
  expect(pages).toEqual(['404.html', 'about/index.html', 'errors/index.html', 'guides/index.html', 'help/index.html', 'index.html']);
  const errors = files('errors/index.html');
  expect(errors).toContain('<title>Redux Toolkit - A predictable state container for JavaScript apps. | Redux Toolkit</title>');
  expect(errors).toContain('<meta name="description" content="A predictable state container for JavaScript apps.">');
  // It reads the location (`?code=`), so it hydrates: an island, rendered at build time without a query.
  expect(errors).toMatch(
    /<div class="page-region" data-page-region=""><div class="component-page"><div data-island-src="\/assets\/island-errors-[0-9a-f]+\.js" data-props="\{\}" style="display:contents"><main class="mainFull_[0-9a-f]{8}"><h1>Production Error Codes<\/h1><p>When Redux Toolkit is built/,
  );
  // Without a Layout title, an index page's title is the site's.
  const home = files('index.html');
  expect(home).toContain('<title>Redux Toolkit</title>');
  expect(home).toContain('<div class="component-page"><main><p>Welcome home.</p></main></div>');
  expect(files('guides/index.html')).toContain('<title>Guides | Redux Toolkit</title>');
  // A <Head> inside the Layout names the title and description over the Layout's, as in Docusaurus.
  const about = files('about/index.html');
  expect(about).toContain('<title>About us | Redux Toolkit</title>');
  expect(about).toContain('<meta name="description" content="Who makes it.">');
  expect(about).toContain('<div class="component-page"><p>About.</p></div>');
  expect(files('help/index.html')).toMatch(/<h1[^>]*>Help/);
});

test("with the config's @site alias (a site kept in website/, as redux-toolkit's), the pages are that folder's src/pages", async () => {
  const site = makeSite({
    'site.config.yaml': `${CONFIG}markdown:\n  aliases: { "@site": website }\n`,
    'errors.json': '{ "0": "Something broke" }\n',
    'website/src/pages/index.js': 'export default function Home() {\n  return <p>Home.</p>;\n}\n',
    'website/src/pages/errors.tsx': ERRORS.replace("'../../errors.json'", "'../../../errors.json'"),
    'website/src/pages/styles.module.css': '.mainFull { padding: 2rem; }\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  expect(listFiles(result.outDir!).filter((file) => file.endsWith('.html'))).toEqual(['404.html', 'errors/index.html', 'index.html']);
  expect(files('errors/index.html')).toContain('<h1>Production Error Codes</h1>');
});

test("the site paths a React page's components link to are checked and resolved like a markdown page's links (base URL included)", async () => {
  const site = makeSite({
    'site.config.yaml': `${CONFIG}baseUrl: /toolkit/\ndocs:\n  - { id: docs, path: docs, routeBasePath: /docs }\n`,
    'docs/intro.md': '# Intro\n\n## Install\n',
    'src/pages/index.js':
      'import Link from \'@docusaurus/Link\';\n\nexport default function Home() {\n  return <p><Link to="/docs/intro#install">Install</Link>, <a href="https://redux.js.org">Redux</a>, <Link to="/docs/gone">gone</Link>.</p>;\n}\n',
  });
  const { result } = await buildSite(site);
  expect(result.diagnostics.map((d) => `${d.file}:${d.line}  ${d.severity}  ${d.code}  ${d.message}`)).toEqual([
    'src/pages/index.js:1  error  link/broken  Link to /docs/gone: no such page',
  ]);
  const fixed = makeSite({
    'site.config.yaml': `${CONFIG}baseUrl: /toolkit/\ndocs:\n  - { id: docs, path: docs, routeBasePath: /docs }\n`,
    'docs/intro.md': '# Intro\n\n## Install\n',
    'src/pages/index.js':
      'import Link from \'@docusaurus/Link\';\n\nexport default function Home() {\n  return <p><Link to="/docs/intro#install">Install</Link>, <a href="https://redux.js.org">Redux</a>.</p>;\n}\n',
  });
  const built = await buildSite(fixed, { strict: true });
  expect(built.result.diagnostics).toEqual([]);
  expect(built.files('index.html')).toContain(
    '<div class="component-page"><p><a href="/toolkit/docs/intro#install">Install</a>, <a href="https://redux.js.org">Redux</a>.</p></div>',
  );
});

test('a React page with state hydrates as an island', async () => {
  const site = makeSite({
    'site.config.yaml': CONFIG,
    'src/pages/index.js':
      'import { useState } from \'react\';\nimport Layout from \'@theme/Layout\';\n\nexport default function Home() {\n  const [count, setCount] = useState(0);\n  return <Layout title="Counter"><button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button></Layout>;\n}\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const home = files('index.html');
  expect(home).toMatch(
    /<div class="component-page"><div data-island-src="\/assets\/island-index-[0-9a-f]+\.js" data-props="\{\}" style="display:contents"><button type="button">Clicked <!-- -->0<!-- --> times<\/button><\/div><\/div>/,
  );
  expect(home).toContain('<title>Counter | Redux Toolkit</title>');
});

test('a React page and a markdown page at one URL are a duplicate route naming both files', async () => {
  const site = makeSite({
    'site.config.yaml': CONFIG,
    'content/pages/index.md': '# Home\n',
    'src/pages/index.js': 'export default function Home() {\n  return <p>Home</p>;\n}\n',
  });
  const { result } = await buildSite(site, { strict: true });
  expect(result.diagnostics.map((d) => `${d.file}:${d.line}  ${d.severity}  ${d.code}  ${d.message}`)).toEqual([
    'src/pages/index.js:1  warning  route/duplicate  2 sources produce the route /: content/pages/index.md, src/pages/index.js',
  ]);
});

test('React pages that fail are reported at their file and line, each with what to do', async () => {
  const site = makeSite({
    'site.config.yaml': CONFIG,
    'src/pages/index.js':
      "import Layout from '@theme/Layout';\nimport Missing from './missing';\n\nexport default function Home() {\n  return <Layout><Missing /></Layout>;\n}\n",
    'src/pages/broken.js': 'export default function Broken() {\n  return <p>Hi</p\n}\n',
    'src/pages/boom.js': "export default function Boom() {\n  throw new Error('nope');\n}\n",
    'src/pages/data.js': 'export const data = 1;\n',
  });
  const { result } = await buildSite(site, { strict: true });
  expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}  ${d.code}  ${d.message}\n  hint: ${d.hint}`)).toEqual([
    'src/pages/boom.js:1:1  mdx/invalid  The page failed while rendering: nope\n  hint: Fix the component or expression that throws; `docsgen build --debug` shows the stack trace.',
    'src/pages/broken.js:3:1  mdx/invalid  Expected ">" but found "}"\n  hint: Fix the page\'s code at this place.',
    'src/pages/data.js:1:1  mdx/invalid  src/pages/data.js has no default export: a file of src/pages is a page, its default export the component that renders it\n  hint: Export the page component as default (`export default function Page() {…}`), or move the file out of src/pages or start its name with `_`.',
    'src/pages/index.js:2:21  mdx/unresolved-import  Cannot import "./missing": no such module or file\n  hint: Fix the path (relative to this file, or to the site folder after @site/).',
  ]);
});

test('the dev server serves a React page and follows an edit of it, and a new one', async () => {
  const site = makeSite({
    'site.config.yaml': CONFIG,
    'src/pages/index.js': 'export default function Home() {\n  return <p>First.</p>;\n}\n',
  });
  const dev = await startDevServer({ siteDir: site, port: 0, host: '127.0.0.1' });
  try {
    await dev.idle();
    const text = async (p: string) => (await fetch(new URL(p, dev.url))).text();
    expect(await text('/')).toContain('<div class="component-page"><p>First.</p></div>');
    writeFileSync(path.join(site, 'src/pages/index.js'), 'export default function Home() {\n  return <p>Second.</p>;\n}\n');
    writeFileSync(path.join(site, 'src/pages/more.jsx'), 'export default function More() {\n  return <p>More.</p>;\n}\n');
    const deadline = Date.now() + 15_000;
    const settled = async () => (await text('/')).includes('<p>Second.</p>') && (await text('/more')).includes('<p>More.</p>');
    while (Date.now() < deadline && !(await settled())) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await text('/')).toContain('<div class="component-page"><p>Second.</p></div>');
    expect(await text('/more')).toContain('<div class="component-page"><p>More.</p></div>');
  } finally {
    await dev.close();
  }
});
