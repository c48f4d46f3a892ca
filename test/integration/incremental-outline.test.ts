// Outline edits on a site whose sidebar is too big to be shown whole (520 docs, over the 500 a sidebar
// shows whole: each page shows the categories holding it open, the others collapsed): a doc's title
// edit renders and rewrites only the pages that show the title (the page, its topic's pages, its
// neighbours), and rewrites only its own markdown export; a category page's cards (`<DocCardList />`)
// follow its items' descriptions; the pages under a category name it in their breadcrumbs by its doc's
// leading h1, and follow an edit of that h1; the docs linking to a doc given a new slug get its new URL
// in their pages and markdown exports. Every step's output is the very files a `--no-cache` build
// writes. The sidebar label, pagination and unlisted edits: incremental-outline-labels.test.ts, on a
// site of its own (the two files run side by side).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCorpus, pagePath } from '../../bench/generate-corpus.mjs';
import { fileHashes, removeSites } from '../helpers/index.js';
import { edit, rendered, warmSite } from '../helpers/warm-builds.js';

const { siteDir, warmDir, docs, expectSameAsClean } = warmSite();
afterAll(() => removeSites());

const pagesOf = (files: string[]) => files.filter((rel) => rel.endsWith('/index.html'));
const exportsOf = (files: string[]) => files.filter((rel) => /\.md(\.br|\.gz)?$/.test(rel));

beforeAll(async () => {
  generateCorpus(siteDir, 520, { words: 120 });
  // A category page of its own (section-02's index doc) showing its items' cards.
  mkdirSync(docs('section-02'), { recursive: true });
  writeFileSync(
    docs('section-02/index.mdx'),
    "---\ntitle: Section two\n---\n\nimport DocCardList from '@theme/DocCardList';\n\nEverything in section two.\n\n<DocCardList />\n",
  );
  // Section one's own doc, whose leading h1 (not its title) names it in its pages' breadcrumbs.
  writeFileSync(docs('section-01/index.md'), '---\ntitle: Section one\n---\n\n# The first section\n\nEverything in section one.\n');
  await expectSameAsClean('first build');
}, 180_000);

test('a title edit renders and rewrites only the pages showing the title, and its own markdown export', async () => {
  const page = pagePath(250);
  const topic = `docs/${path.posix.dirname(page)}/`;
  edit(docs(page), (text) => text.replace(/^title: .*$/m, 'title: A retitled page'));
  const { stderr, changed } = await expectSameAsClean('title edit');
  const pages = pagesOf(changed);
  expect(pages).toContain(`docs/${page.replace(/\.md$/, '')}/index.html`);
  // The open topic's pages show it in their sidebar; its neighbours across topics in their pagination.
  expect(pages.filter((rel) => !rel.startsWith(topic)).length).toBeLessThanOrEqual(2);
  expect(pages.length).toBeGreaterThanOrEqual(20);
  expect(pages.length).toBeLessThan(30);
  // Only the pages whose bytes changed were rendered; the others were kept.
  expect(rendered(stderr)).toBe(pages.length);
  for (const rel of pages) expect(readFileSync(path.join(warmDir, rel), 'utf8')).toContain('A retitled page');
  // The markdown export opens with the title; no other export shows it.
  expect(exportsOf(changed)).toEqual([`docs/${page}`, `docs/${page}.br`, `docs/${page}.gz`]);
  // Besides: those pages' precompressed copies, and llms.txt, which lists every doc by title.
  const compressed = (files: string[]) => files.flatMap((rel) => [rel, `${rel}.br`, `${rel}.gz`]);
  expect(changed).toEqual(compressed([...pages, `docs/${page}`, 'llms.txt']).sort());
}, 120_000);

test("a category page's cards follow its items' descriptions, which no sidebar shows", async () => {
  const categoryPage = 'docs/section-02/index.html';
  expect(readFileSync(path.join(warmDir, categoryPage), 'utf8')).toMatch(/<ul class="card-grid">/);
  // A topic's description is on its card only: the page's body is the same parse, its sidebar the same.
  writeFileSync(
    docs('section-02/topic-01/_category_.yml'),
    `${readFileSync(docs('section-02/topic-01/_category_.yml'), 'utf8')}description: Where the first topic begins.\n`,
  );
  const { stderr, changed } = await expectSameAsClean('category description');
  expect(pagesOf(changed)).toEqual([categoryPage]);
  expect(rendered(stderr)).toBe(1);
  expect(readFileSync(path.join(warmDir, categoryPage), 'utf8')).toContain('<p class="card__description">Where the first topic begins.</p>');
}, 120_000);

test("an edit of the leading h1 of a category's own doc renames the crumb of every page under it", async () => {
  const crumbOf = (rel: string) =>
    /<a class="breadcrumbs__link" href="\/docs\/section-01">([^<]*)<\/a>/.exec(readFileSync(path.join(warmDir, rel), 'utf8'))?.[1];
  const under = pagesOf(Object.keys(fileHashes(warmDir))).filter((rel) => rel.startsWith('docs/section-01/') && rel !== 'docs/section-01/index.html');
  expect(under.length).toBe(200);
  expect(under.map(crumbOf)).toEqual(under.map(() => 'The first section'));
  // The title, sidebar label and description stay: only the body's h1 changes.
  edit(docs('section-01/index.md'), (text) => text.replace('# The first section', '# The first section, renamed'));
  const { stderr, changed } = await expectSameAsClean('leading h1 edit');
  expect(pagesOf(changed).sort()).toEqual([...under, 'docs/section-01/index.html'].sort());
  expect(rendered(stderr)).toBe(201);
  expect(under.map(crumbOf)).toEqual(under.map(() => 'The first section, renamed'));
}, 120_000);

test('a doc given a new slug: the docs linking to it, their sources unchanged, get pages and markdown exports with its new URL', async () => {
  // A doc of section 3 linking to another of its topic, by its file name.
  const topic = 'section-03/topic-02';
  const linking = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((n) => `${topic}/page-0${n}.md`)
    .find((rel) => /\]\(\.\/page-\d\d\.md\)/.test(readFileSync(docs(rel), 'utf8')))!;
  const target = /\]\(\.\/(page-\d\d)\.md\)/.exec(readFileSync(docs(linking), 'utf8'))![1]!;
  edit(docs(`${topic}/${target}.md`), (text) => text.replace(/^---\n/, '---\nslug: /moved/elsewhere\n'));
  const { changed } = await expectSameAsClean('new slug');
  expect(changed).toContain(`docs/${linking}`);
  expect(readFileSync(path.join(warmDir, `docs/${linking}`), 'utf8')).toContain('/docs/moved/elsewhere)');
  expect(readFileSync(path.join(warmDir, `docs/${linking.replace(/\.md$/, '')}/index.html`), 'utf8')).toContain('href="/docs/moved/elsewhere"');
}, 120_000);
