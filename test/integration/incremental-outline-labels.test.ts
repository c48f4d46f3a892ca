// Outline edits on a site whose sidebar is too big to be shown whole (520 docs, over the 500 a sidebar
// shows whole: each page shows the categories holding it open, the others collapsed), in closed and
// always-open topics: a sidebar label, a pagination label, a class name, an unlisted doc and a
// pagination_next naming a doc of another section; each step's output is the very files a `--no-cache`
// build writes, and the pages it changes are the ones showing the edit. (The title, card, crumb and slug
// edits: incremental-outline.test.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCorpus, pagePath } from '../../bench/generate-corpus.mjs';
import { removeSites } from '../helpers/index.js';
import { edit, warmSite } from '../helpers/warm-builds.js';

const { siteDir, warmDir, docs, expectSameAsClean } = warmSite();
afterAll(() => removeSites());

const pagesOf = (files: string[]) => files.filter((rel) => rel.endsWith('/index.html'));

beforeAll(async () => {
  generateCorpus(siteDir, 520, { words: 120 });
  await expectSameAsClean('first build');
}, 180_000);

test('sidebar label, pagination label, class name, unlisted and pagination_next edits, in closed and always-open topics, give what a clean build gives', async () => {
  const page = (rel: string) => `docs/${rel.replace(/\.md$/, '')}/index.html`;
  const frontMatter = (rel: string, line: string) => edit(docs(rel), (text) => text.replace(/^---\n/, `---\n${line}\n`));
  // Section three's sixth topic stays open on every page that shows section three.
  edit(docs('section-03/topic-06/_category_.yml'), (text) => `${text}collapsed: false\n`);
  await expectSameAsClean('an always-open topic');
  // A sidebar label in it: every page of section three (120 docs) shows it, and no page of sections one and two.
  frontMatter(pagePath(505), 'sidebar_label: Always shown');
  let { changed } = await expectSameAsClean('sidebar label in an open topic');
  expect(pagesOf(changed).length).toBeGreaterThanOrEqual(120);
  expect(pagesOf(changed).filter((rel) => /^docs\/section-0[12]\//.test(rel))).toEqual([]);
  // A pagination label: the pages whose previous/next link names the doc.
  frontMatter(pagePath(31), 'pagination_label: Paged');
  ({ changed } = await expectSameAsClean('pagination label'));
  expect(pagesOf(changed).sort()).toEqual([page(pagePath(30)), page(pagePath(32))].sort());
  // A class name and an unlisted doc in a closed topic: its topic's pages show them.
  frontMatter(pagePath(33), 'sidebar_class_name: marked');
  ({ changed } = await expectSameAsClean('class name'));
  expect(pagesOf(changed)).toContain(page(pagePath(34)));
  frontMatter(pagePath(34), 'unlisted: true');
  await expectSameAsClean('unlisted');
  // A doc of section one names a doc of section three as its next page: that doc's title edit reaches it.
  frontMatter(pagePath(100), `pagination_next: ${pagePath(500).replace(/\.md$/, '')}`);
  await expectSameAsClean('pagination_next');
  edit(docs(pagePath(500)), (text) => text.replace(/^title: .*$/m, 'title: Named from afar'));
  ({ changed } = await expectSameAsClean('title of a doc named by pagination_next'));
  expect(pagesOf(changed)).toContain(page(pagePath(100)));
  expect(readFileSync(path.join(warmDir, page(pagePath(100))), 'utf8')).toContain('Named from afar');
}, 420_000);
