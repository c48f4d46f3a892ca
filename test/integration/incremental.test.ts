// Warm rebuilds write what a clean build writes: after each edit of a sequence (body, first paragraph,
// an image, title, new file, rename, delete, sidebar position, _category_ file, config, static file, blog
// post, an MDX page's component, the hash router, nothing, a damaged output), a cached build into one
// folder gives the very files a `--no-cache` build gives in another; and an edit only its own page shows
// renders that page alone (every other page's key, made of its props, is the last build's).
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCorpus, pagePath } from '../../bench/generate-corpus.mjs';
import { BLUE_PNG, fileHashes, RED_PNG, removeSites, runCli } from '../helpers/index.js';
import { changedInputs, edit, kept, rendered, warmSite } from '../helpers/warm-builds.js';

const { siteDir, warmDir, docs, expectSameAsClean } = warmSite();
afterAll(() => removeSites());

/**
 * A cached build right after a warm one finds nothing to do: no input changed and the output the warm
 * build updated in place is known intact (it loads no content at all).
 */
async function expectUpToDate(step: string): Promise<void> {
  const again = await runCli(['build', '.', '--out-dir', warmDir, '--debug'], { cwd: siteDir });
  expect(again.code, `${step}: ${again.stderr}`).toBe(0);
  expect(again.stderr, step).toMatch(/docsgen:inputs 0 changed since the last build/);
  expect(again.stderr, step).not.toMatch(/docsgen:routes/);
}

beforeAll(async () => {
  generateCorpus(siteDir, 60, { words: 150 });
  appendFileSync(
    path.join(siteDir, 'site.config.yaml'),
    'blogs:\n  - { id: news, path: content/news, routeBasePath: /news, title: News, description: What changed. }\n',
  );
  mkdirSync(path.join(siteDir, 'content/news'));
  mkdirSync(path.join(siteDir, 'static'));
  writeFileSync(path.join(siteDir, 'content/news/2025-01-10-hello.md'), '---\ntitle: Hello\n---\n\nFirst post.\n\n<!-- truncate -->\n\nMore of it.\n');
  writeFileSync(path.join(siteDir, 'content/news/2025-02-01-second.md'), '---\ntitle: Second\n---\n\nThe second post.\n');
  writeFileSync(path.join(siteDir, 'static/robots-note.txt'), 'first\n');
  const first = await expectSameAsClean('first build');
  expect(kept(first.stderr)).toBe(0);
}, 120_000);

test('a body edit rewrites only its page, its markdown export and the search index, and matches a clean build', async () => {
  appendFileSync(docs(pagePath(5)), '\nA changed paragraph.\n');
  const warm = await expectSameAsClean('body edit');
  const files = Object.keys(fileHashes(warmDir));
  const search = files.filter((f) => f.startsWith('assets/search'));
  // The page and its markdown export (each with its .br and .gz), the marker and the search index's files
  // (entry, the word chunks whose scores moved, the result bucket) are all that is not kept.
  expect(kept(warm.stderr)).toBeGreaterThanOrEqual(files.length - search.length - 7);
  expect(changedInputs(warm.stderr)).toBe(1);
  expect(rendered(warm.stderr)).toBe(1);
  await expectUpToDate('after a body edit');
}, 60_000);

test('an edit of the first paragraph under a front matter description renders its page alone', async () => {
  const file = docs(pagePath(8));
  expect(readFileSync(file, 'utf8')).toMatch(/^description: /m);
  // The first line of text after the front matter and the title.
  edit(file, (text) => text.replace(/^(---\n[\s\S]*?\n---\n\n(?:# .*\n\n)?)(\S)/, '$1An edited opening sentence. $2'));
  const warm = await expectSameAsClean('first paragraph edit');
  expect(rendered(warm.stderr)).toBe(1);
  expect(changedInputs(warm.stderr)).toBe(1);
  await expectUpToDate('after a first paragraph edit');
}, 60_000);

test('a body edit that moves its page to the next size step rewrites the weights file, not every page', async () => {
  const before = fileHashes(warmDir);
  const manifest = (files: Record<string, string>) => Object.keys(files).filter((f) => /^assets\/routes-[0-9a-f]{8}\.js$/.test(f));
  const weights = (): { weights: number[] } => JSON.parse(readFileSync(path.join(warmDir, 'assets/route-weights.json'), 'utf8'));
  const sizesBefore = weights().weights;
  // 6,000 characters: at least one more 4 KB step of the page's estimated size.
  appendFileSync(docs(pagePath(6)), `\n${'A much longer paragraph that makes the page bigger. '.repeat(120)}\n`);
  const warm = await expectSameAsClean('body edit across a size step');
  const files = fileHashes(warmDir);
  const sizesAfter = weights().weights;
  expect(sizesAfter.filter((kb, i) => kb !== sizesBefore[i])).toHaveLength(1);
  expect(Math.max(...sizesAfter.map((kb, i) => kb - sizesBefore[i]!))).toBeGreaterThanOrEqual(4);
  // The route table every page names is the same file: no other page changed.
  expect(manifest(files)).toEqual(manifest(before));
  const changed = Object.keys(files).filter((f) => files[f] !== before[f] && !f.startsWith('assets/search'));
  expect(changed.sort()).toEqual(
    [
      'assets/route-weights.json',
      ...withPrecompressed(`docs/${pagePath(6).replace(/\.md$/, '')}/index.html`),
      ...withPrecompressed(`docs/${pagePath(6)}`),
    ].sort(),
  );
  expect(kept(warm.stderr)).toBeGreaterThanOrEqual(Object.keys(files).length - Object.keys(files).filter((f) => f.startsWith('assets/search')).length - 8);
  expect(rendered(warm.stderr)).toBe(1);
  await expectUpToDate('after a body edit across a size step');
}, 60_000);

/** A file and its precompressed copies. */
const withPrecompressed = (rel: string) => [rel, `${rel}.br`, `${rel}.gz`];

test('a new image in a doc, the image file changed, and a new static file render no other page', async () => {
  const page = pagePath(9);
  const image = path.join(path.dirname(docs(page)), 'diagram.png');
  writeFileSync(image, RED_PNG);
  appendFileSync(docs(page), '\n![The flow](./diagram.png)\n');
  let warm = await expectSameAsClean('image added to a doc');
  expect(rendered(warm.stderr)).toBe(1);
  writeFileSync(image, BLUE_PNG);
  warm = await expectSameAsClean('image file changed');
  expect(changedInputs(warm.stderr)).toBe(1);
  expect(rendered(warm.stderr)).toBe(1);
  const files = Object.keys(fileHashes(warmDir)).filter((f) => f.startsWith('assets/images/'));
  expect(files).toHaveLength(1);
  expect(readFileSync(path.join(warmDir, files[0]!))).toEqual(Buffer.from(BLUE_PNG));
  writeFileSync(path.join(siteDir, 'static/new-note.txt'), 'new\n');
  warm = await expectSameAsClean('static file added');
  expect(rendered(warm.stderr)).toBe(0);
  await expectUpToDate('after the image and static edits');
}, 90_000);

test('title, new file, rename, delete and sidebar position edits match a clean build', async () => {
  edit(docs(pagePath(7)), (text) => text.replace(/^title: .*$/m, 'title: A new title'));
  // Sidebars show titles: every docs page shows it (the sidebar is shown whole), no blog page does.
  const titled = await expectSameAsClean('title edit');
  const docsPages = Object.keys(fileHashes(warmDir)).filter((f) => /^docs\/(.*\/)?index\.html$/.test(f)).length;
  expect(docsPages).toBeGreaterThanOrEqual(60);
  expect(rendered(titled.stderr)).toBe(docsPages);
  writeFileSync(docs('section-01/topic-01/added.md'), '---\ntitle: Added page\n---\n\nA page of its own.\n');
  await expectSameAsClean('new file');
  await expectUpToDate('after a new file');
  renameSync(docs('section-01/topic-01/added.md'), docs('section-01/topic-02/renamed.md'));
  await expectSameAsClean('rename');
  rmSync(docs('section-01/topic-02/renamed.md'));
  await expectSameAsClean('delete');
  await expectUpToDate('after a delete');
  edit(docs(pagePath(3)), (text) => text.replace(/^sidebar_position: .*$/m, 'sidebar_position: 99'));
  await expectSameAsClean('sidebar position');
}, 180_000);

test('_category_ file, config, static file and blog post edits match a clean build', async () => {
  edit(docs('section-01/topic-02/_category_.yml'), (text) => text.replace(/^label: .*$/m, 'label: Renamed topic'));
  const category = await expectSameAsClean('_category_ file');
  // The docs' pages (their sidebars show the label), not the blog's.
  const docsPages = Object.keys(fileHashes(warmDir)).filter((f) => /^docs\/(.*\/)?index\.html$/.test(f)).length;
  expect(rendered(category.stderr)).toBeGreaterThan(0);
  expect(rendered(category.stderr)).toBeLessThanOrEqual(docsPages);
  edit(path.join(siteDir, 'site.config.yaml'), (text) => text.replace(/^tagline: .*$/m, 'tagline: A new tagline'));
  await expectSameAsClean('config');
  writeFileSync(path.join(siteDir, 'static/robots-note.txt'), 'second\n');
  const statics = await expectSameAsClean('static file');
  expect(readFileSync(path.join(warmDir, 'robots-note.txt'), 'utf8')).toBe('second\n');
  expect(kept(statics.stderr)).toBeGreaterThan(0);
  edit(path.join(siteDir, 'content/news/2025-02-01-second.md'), (text) => text.replace('The second post.', 'The second post, edited.'));
  const post = await expectSameAsClean('blog post');
  // Some of its blog's pages (lists show posts whole); no doc.
  const blogPages = Object.keys(fileHashes(warmDir)).filter((f) => /^news\/.*index\.html$/.test(f)).length;
  expect(blogPages).toBeGreaterThanOrEqual(3);
  expect(rendered(post.stderr)).toBeLessThanOrEqual(blogPages);
}, 180_000);

test('an edit of a component an MDX page imports, and edits under the hash router, match a clean build', async () => {
  mkdirSync(path.join(siteDir, 'src/components'), { recursive: true });
  const component = path.join(siteDir, 'src/components/Greeting.jsx');
  writeFileSync(component, 'export default function Greeting({ name }) {\n  return <p className="greeting">Welcome, {name}!</p>;\n}\n');
  writeFileSync(
    docs('section-01/topic-01/greeting.mdx'),
    '---\ntitle: Greeting\n---\n\nimport Greeting from \'@site/src/components/Greeting\';\n\n<Greeting name="reader" />\n',
  );
  await expectSameAsClean('MDX page');
  edit(component, (text) => text.replace('Welcome', 'Hello'));
  await expectSameAsClean('MDX component');
  const greeting = readFileSync(path.join(warmDir, 'docs/section-01/topic-01/greeting/index.html'), 'utf8');
  expect(greeting).toMatch(/class="greeting">Hello, (<!-- -->)?reader/);
  expect(greeting).not.toContain('Welcome');
  const config = path.join(siteDir, 'site.config.yaml');
  appendFileSync(config, 'router: hash\n');
  await expectSameAsClean('hash router');
  appendFileSync(docs(pagePath(11)), '\nA paragraph under the hash router.\n');
  await expectSameAsClean('body edit under the hash router');
  edit(config, (text) => text.replace('router: hash\n', ''));
  await expectSameAsClean('history router again');
}, 180_000);

test('a build with no changed input keeps every file, and one whose output was damaged repairs it', async () => {
  const before = fileHashes(warmDir);
  const same = await expectSameAsClean('no change');
  expect(changedInputs(same.stderr)).toBe(0);
  expect(kept(same.stderr)).toBe(Object.keys(before).length - 1);
  // A file touched without a change in its bytes is not a change.
  const touched = docs(pagePath(9));
  writeFileSync(touched, readFileSync(touched));
  expect(changedInputs((await expectSameAsClean('touched')).stderr)).toBe(0);
  // An output file deleted and another edited are written again.
  const page = Object.keys(before).find((rel) => rel.includes('page-02') && rel.endsWith('.html'));
  rmSync(path.join(warmDir, page!));
  appendFileSync(path.join(warmDir, 'sitemap.xml'), 'edited');
  await expectSameAsClean('damaged output');
  expect(fileHashes(warmDir)).toEqual(before);
  // The same with an input changed too (the output is then checked off the main thread, by the search
  // index's worker): a damaged output is not updated in place but written anew, every file.
  rmSync(path.join(warmDir, page!));
  appendFileSync(path.join(warmDir, 'sitemap.xml'), 'edited');
  const body = docs(pagePath(4));
  const text = readFileSync(body, 'utf8');
  appendFileSync(body, '\nA paragraph for one build.\n');
  const repaired = await expectSameAsClean('damaged output and an edit');
  expect(changedInputs(repaired.stderr)).toBe(1);
  writeFileSync(body, text);
  await expectSameAsClean('the edit undone');
  expect(fileHashes(warmDir)).toEqual(before);
  // A build without the cache into the same folder, of a site with one more page, then a cached build of
  // the site as it was: the extra page goes.
  writeFileSync(docs('section-01/topic-01/extra.md'), '---\ntitle: Extra\n---\n\nFor one build only.\n');
  expect((await runCli(['build', '.', '--out-dir', warmDir, '--no-cache'], { cwd: siteDir })).code).toBe(0);
  rmSync(docs('section-01/topic-01/extra.md'));
  await expectSameAsClean('after a build without the cache');
  expect(fileHashes(warmDir)).toEqual(before);
}, 120_000);
