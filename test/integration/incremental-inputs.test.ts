// Warm rebuilds after edits of files a page takes in other than as its source: a doc, an image, a static
// file and a `_category_` file an MDX doc imports; an image of the static folder a doc shows by a relative
// path; a static file written where a page or a page's precompressed copy goes. After each, the cached build
// writes the very files a `--no-cache` build writes, and the page showing the change is rewritten.
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BLUE_PNG, RED_PNG, removeSites } from '../helpers/index.js';
import { edit, rendered, warmSite } from '../helpers/warm-builds.js';

const { siteDir, docs, expectSameAsClean } = warmSite();
afterAll(() => removeSites());

const write = (rel: string, text: string | Uint8Array) => {
  const file = path.join(siteDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>\n`;

beforeAll(async () => {
  write('site.config.yaml', 'title: T\nurl: https://t.example.com\ndocs:\n  - { id: docs, path: content/docs, routeBasePath: /docs }\n');
  write('content/docs/intro.md', '# Intro\n\nFirst paragraph.\n\nShared text one.\n\n![Logo](../../static/img/logo.png)\n\n![Diagram](./img/diagram.svg)\n');
  write('content/docs/img/diagram.svg', svg('red'));
  write('content/docs/guides/_category_.json', '{ "label": "Guides one" }\n');
  write('content/docs/guides/a.md', '# A\n\nText.\n');
  write(
    'content/docs/all.mdx',
    [
      "import Intro from './intro.md';",
      "import snippet from '!!raw-loader!@site/static/files/snippet.txt';",
      "import data from '@site/static/files/data.json';",
      "import diagram from './img/diagram.svg';",
      "import category from './guides/_category_.json';",
      '',
      '# All',
      '',
      'A fixed first paragraph.',
      '',
      '<Intro />',
      '',
      '<pre>{snippet}</pre>',
      '',
      'Version {data.version}, section {category.label}.',
      '',
      '<img src={diagram} alt="inlined" />',
      '',
    ].join('\n'),
  );
  write('static/img/logo.png', RED_PNG);
  write('static/files/snippet.txt', 'snippet one\n');
  write('static/files/data.json', '{ "version": "1.0" }\n');
  write('content/pages/about.md', `# About\n\n${Array.from({ length: 60 }, (_, i) => `Long text about us, line ${i + 1}.`).join('\n')}\n`);
  await expectSameAsClean('first build');
}, 120_000);

test('an MDX doc follows an edit of a doc it imports (not of its own first paragraph)', async () => {
  edit(docs('intro.md'), (text) => text.replace('Shared text one', 'Shared text two'));
  const { changed } = await expectSameAsClean('imported doc');
  expect(changed).toContain('docs/all/index.html');
  expect(changed).toContain('docs/intro/index.html');
}, 60_000);

test('an MDX doc follows static files and a _category_ file it imports', async () => {
  write('static/files/snippet.txt', 'snippet two\n');
  write('static/files/data.json', '{ "version": "2.0" }\n');
  let { changed } = await expectSameAsClean('imported static files');
  expect(changed).toContain('docs/all/index.html');
  edit(docs('guides/_category_.json'), (text) => text.replace('Guides one', 'Guides two'));
  ({ changed } = await expectSameAsClean('imported category file'));
  expect(changed).toContain('docs/all/index.html');
}, 60_000);

test('an image both shown by a doc and imported by an MDX doc changes on both pages', async () => {
  write('content/docs/img/diagram.svg', svg('blue'));
  const { changed } = await expectSameAsClean('image');
  expect(changed).toEqual(expect.arrayContaining(['docs/all/index.html', 'docs/intro/index.html']));
}, 60_000);

test('a doc showing an image of the static folder by a relative path gets its new hashed URL', async () => {
  write('static/img/logo.png', BLUE_PNG);
  const { stderr, changed } = await expectSameAsClean('static image');
  // The docs showing it: intro, and the MDX doc that imports intro as a partial (the partial's image is
  // its own); no other page.
  expect(changed).toEqual(expect.arrayContaining(['docs/intro/index.html', 'docs/all/index.html']));
  expect(rendered(stderr)).toBe(2);
}, 60_000);

test('a static file where a page or its precompressed copy is written, added and removed, gives what a clean build gives', async () => {
  write('static/about/index.html', '<p>static about</p>\n');
  await expectSameAsClean('static file at a page');
  write('static/about/index.html.gz', 'not really gzip\n');
  await expectSameAsClean('static file at a precompressed copy');
  rmSync(path.join(siteDir, 'static/about/index.html'));
  await expectSameAsClean('static file at a page removed');
  rmSync(path.join(siteDir, 'static/about/index.html.gz'));
  await expectSameAsClean('static file at a precompressed copy removed');
}, 120_000);

test('an edit that keeps the size and puts the modification time back (touch -r, cp -p, rsync -t) is built', async () => {
  const file = docs('intro.md');
  const hourAgo = new Date(Date.now() - 3_600_000);
  // An edit the build sees, leaving the file an hour old in the state it saves.
  edit(file, (text) => text.replace('Shared text', 'Shared Text'));
  utimesSync(file, hourAgo, hourAgo);
  await expectSameAsClean('intro.md edited, an hour old');
  edit(file, (text) => text.replace('Shared Text', 'SHARED TEXT'));
  utimesSync(file, hourAgo, hourAgo);
  const { changed } = await expectSameAsClean('the same size, the time put back');
  expect(changed).toContain('docs/intro/index.html');
  expect(changed).toContain('docs/all/index.html');
}, 60_000);
