// The create-docusaurus 3.10.2 classic template (from the npm registry, its files unchanged: see the
// fixture's README.docsgen.md) builds with --strict and no warning: its React home page
// (src/pages/index.js: Layout, Link, useDocusaurusContext, Heading, CSS modules, HomepageFeatures with
// SVG components) rendered inside docsgen's chrome, its markdown page, docs, blog, and the
// `export const Highlight` of its markdown-features page hydrating as an island; and the classic-typescript
// template the same.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite, listFiles, makeSite, removeSites, type BuiltSite } from '../helpers/site.js';
import { installSitePackages } from '../helpers/site-packages.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/sites/create-docusaurus-classic', import.meta.url));
const TYPESCRIPT = fileURLToPath(new URL('../fixtures/sites/create-docusaurus-classic-typescript', import.meta.url));

let built: BuiltSite;
let outDir: string;
beforeAll(async () => {
  installSitePackages(FIXTURE);
  outDir = path.join(makeSite({}), 'out');
  built = await buildSite(FIXTURE, { strict: true, outDir, cache: false });
}, 300_000);
afterAll(removeSites);

test('the classic template builds with --strict and no diagnostic, at the routes Docusaurus gives it', () => {
  expect(built.result.diagnostics).toEqual([]);
  const pages = listFiles(outDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`);
  expect(pages).toEqual([
    '/404.html',
    '/blog/archive',
    '/blog/authors',
    '/blog/first-blog-post',
    '/blog',
    '/blog/long-blog-post',
    '/blog/mdx-blog-post',
    '/blog/tags/docusaurus',
    '/blog/tags/facebook',
    '/blog/tags/hello',
    '/blog/tags/hola',
    '/blog/tags',
    '/blog/welcome',
    '/docs/category/tutorial---basics',
    '/docs/category/tutorial---extras',
    '/docs/intro',
    '/docs/tutorial-basics/congratulations',
    '/docs/tutorial-basics/create-a-blog-post',
    '/docs/tutorial-basics/create-a-document',
    '/docs/tutorial-basics/create-a-page',
    '/docs/tutorial-basics/deploy-your-site',
    '/docs/tutorial-basics/markdown-features',
    '/docs/tutorial-extras/manage-docs-versions',
    '/docs/tutorial-extras/translate-your-site',
    '/',
    '/markdown-page',
  ]);
});

test("the React home page renders inside docsgen's chrome: hero title, tagline, link and features, title and description from its Layout", () => {
  const html = built.files('index.html');
  expect(html).toContain('<title>Hello from My Site | My Site</title>');
  expect(html).toContain('<meta name="description" content="Description will go into a meta tag in &lt;head /&gt;">');
  // One navbar (docsgen's), the page inside its page region; no h1 of docsgen's over the hero.
  expect(html.match(/<nav[^>]*class="navbar/g)).toHaveLength(1);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  const region = html.slice(html.indexOf('data-page-region'));
  expect(region).toMatch(
    /^data-page-region=""><div class="component-page"><header class="hero hero--primary heroBanner_[0-9a-f]{8}"><div class="container"><h1 class="hero__title">My Site<\/h1><p class="hero__subtitle">Dinosaurs are cool<\/p><div class="buttons_[0-9a-f]{8}"><a href="\/docs\/intro" class="button button--secondary button--lg">Docusaurus Tutorial - 5min ⏱️<\/a><\/div><\/div><\/header><main><section class="features_[0-9a-f]{8}">/,
  );
  const text = (part: string) =>
    part
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const features = [...region.matchAll(/<h3>(.*?)<\/h3><p>(.*?)<\/p>/gs)].map((m) => `${text(m[1]!)}: ${text(m[2]!)}`);
  expect(features).toEqual([
    'Easy to Use: Docusaurus was designed from the ground up to be easily installed and used to get your website up and running quickly.',
    'Focus on What Matters: Docusaurus lets you focus on your docs, and we&#x27;ll do the chores. Go ahead and move your docs into the docs directory.',
    'Powered by React: Extend or customize your website layout by reusing React. Docusaurus can be extended while reusing the same header and footer.',
  ]);
  // The features' SVGs are inline, each with its title.
  expect([...region.matchAll(/<svg [^>]*role="img"><title>([^<]+)<\/title>/g)].map((m) => m[1])).toEqual([
    'Easy to Use',
    'Focus on What Matters',
    'Powered by React',
  ]);
  // Nothing of the page hydrates (no handler, no state), so it loads no island chunk.
  expect(html).not.toContain('data-island-src');
  // Infima's layout classes it is written with are the theme's: three features in a row, the hero in the primary colour.
  const css = built.files(/<link rel="stylesheet" href="\/(assets\/main-[0-9a-f]+\.css)">/.exec(html)![1]!);
  expect(css).toContain('.row{display:flex;flex-wrap:wrap;margin:0 -1rem}');
  expect(css).toContain('.col--4{flex:0 0 33.333%;max-width:33.333%}');
  expect(css).toContain('.hero--primary{background:var(--color-primary);color:var(--color-on-primary);border-bottom:0}');
});

test('the markdown page of src/pages, the docs and the blog are there', () => {
  expect(built.files('markdown-page/index.html')).toContain('<p>You don&#x27;t need React to write simple standalone pages.</p>');
  expect(built.files('docs/intro/index.html')).toMatch(/<h1[^>]*>Tutorial Intro/);
  expect(built.files('blog/welcome/index.html')).toContain('Docusaurus blogging features');
  expect(built.files('blog/index.html')).toContain('href="/blog/long-blog-post"');
});

test("the markdown features page's `export const Highlight` (an onClick handler) hydrates as an island", () => {
  const html = built.files('docs/tutorial-basics/markdown-features/index.html');
  const islands = [...html.matchAll(/<span data-island-src="(\/assets\/island-Highlight-[0-9a-f]+\.js)" data-props="([^"]+)"/g)];
  expect(islands.map((m) => m[2])).toEqual([
    '{&quot;color&quot;:&quot;#25c2a0&quot;,&quot;children&quot;:&quot;Docusaurus green&quot;}',
    '{&quot;color&quot;:&quot;#1877F2&quot;,&quot;children&quot;:&quot;Facebook blue&quot;}',
  ]);
  // The chunk holds the component alone (not the page), its handler included.
  const chunk = built.files(islands[0]![1]!.slice(1));
  expect(chunk).toContain('onClick');
  expect(chunk).not.toContain('Markdown Features');
});

test('the classic-typescript template (index.tsx, HomepageFeatures/index.tsx, sidebars.ts) builds the same site', async () => {
  // The shared files and the installed packages from the classic fixture, without its JavaScript
  // counterparts of the TypeScript files; then the TypeScript files over them.
  const site = makeSite({});
  const javascript = new Set(['docusaurus.config.js', 'sidebars.js', 'src/pages/index.js', 'src/components/HomepageFeatures/index.js']);
  cpSync(FIXTURE, site, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(FIXTURE, source).split(path.sep).join('/');
      return !javascript.has(rel) && !rel.startsWith('node_modules/.cache') && rel !== 'build';
    },
  });
  cpSync(TYPESCRIPT, site, { recursive: true });
  const out = path.join(makeSite({}), 'out');
  const typescript = await buildSite(site, { strict: true, outDir: out, cache: false });
  expect(typescript.result.diagnostics).toEqual([]);
  expect(listFiles(out).filter((file) => file.endsWith('.html'))).toEqual(listFiles(outDir).filter((file) => file.endsWith('.html')));
  const html = typescript.files('index.html');
  expect(html).toContain('<title>Hello from My Site | My Site</title>');
  expect(html).toMatch(/<h1 class="hero__title">My Site<\/h1><p class="hero__subtitle">Dinosaurs are cool<\/p>/);
  expect([...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1])).toEqual(['Easy to Use', 'Focus on What Matters', 'Powered by React']);
});
