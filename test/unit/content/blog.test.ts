// Tests the posts src/content/blog.ts returns: slugs and dates from file names, front matter overrides,
// authors and tags from authors.yml/tags.yml, drafts, unlisted posts, truncation, and the diagnostics
// for bad front matter, unknown authors and bad dates (pinned by their printed text).
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { BlogInstanceConfig } from '../../../src/config/resolve.js';
import { parseBlogDate } from '../../../src/content/blog-front-matter.js';
import { datedSlug, loadBlog, parsePostPath } from '../../../src/content/blog.js';
import { formatDiagnostic, sortDiagnostics } from '../../../src/diagnostics/index.js';
import { makeSite, removeSites } from '../../helpers/index.js';

afterAll(removeSites);

const AUTHORS = `ana:
  name: Ana Lima
  title: Engineer
  image_url: /img/ana.svg
  socials:
    github: analima
bo:
  name: Bo Chen
`;
const TAGS = `release:
  label: Release
  description: Shipped things.
`;

async function load(files: Record<string, string>) {
  const site = makeSite(Object.fromEntries(Object.entries(files).map(([rel, text]) => [`content/news/${rel}`, text])));
  const config: BlogInstanceConfig = {
    id: 'news',
    dir: path.join(site, 'content/news'),
    path: 'content/news',
    routeBasePath: '/news',
    title: 'News',
    description: '',
    postsPerPage: 10,
    feeds: ['rss', 'atom'],
    feedLimit: 20,
    sidebarCount: Infinity,
    sidebarTitle: 'All posts',
    postUrl: 'slug',
    feedTitle: 'Test News',
  };
  const result = await loadBlog(site, config);
  return { ...result, printed: sortDiagnostics(result.diagnostics).map(formatDiagnostic) };
}

describe('post paths and dates', () => {
  test("datedSlug gives Docusaurus's dated slug, the date as the path writes it, and nothing for an undated path", () => {
    expect(datedSlug('2021-05-03-hello.md')).toBe('2021/05/03/hello');
    expect(datedSlug('2021-5-3-hello/index.md')).toBe('2021/5/3/hello');
    expect(datedSlug('2021/05/03/launch/index.md')).toBe('2021/05/03/launch');
    expect(datedSlug('notes/2021-07-04-summer.md')).toBe('2021/07/04/notes/summer');
    expect(datedSlug('about-us.md')).toBeUndefined();
  });

  test('takes the slug and UTC date from YYYY-MM-DD-slug.md and from a dated folder with index.md', () => {
    expect(parsePostPath('2026-03-04-webhooks.md')).toEqual({ text: 'webhooks', date: new Date('2026-03-04T00:00:00Z') });
    expect(parsePostPath('2026-3-4-webhooks/index.md')).toEqual({ text: 'webhooks', date: new Date('2026-03-04T00:00:00Z') });
    expect(parsePostPath('2026/03/04/webhooks.md')).toEqual({ text: 'webhooks', date: new Date('2026-03-04T00:00:00Z') });
    expect(parsePostPath('releases/2026-03-04-v2.md')).toEqual({ text: 'releases/v2', date: new Date('2026-03-04T00:00:00Z') });
  });

  test('uses the path without extension for undated files and flags impossible dates', () => {
    expect(parsePostPath('v2.md')).toEqual({ text: 'v2' });
    expect(parsePostPath('v2/index.md')).toEqual({ text: 'v2' });
    expect(parsePostPath('2026-02-30-oops.md')).toEqual({ text: 'oops', badDate: '2026-02-30' });
  });

  test('parses dates and date-times, treating a missing zone as UTC, and rejects non-dates', () => {
    expect(parseBlogDate('2026-01-05')).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(parseBlogDate('2026-01-05T10:30')).toEqual(new Date('2026-01-05T10:30:00Z'));
    expect(parseBlogDate('2026-01-05T10:30:00+02:00')).toEqual(new Date('2026-01-05T08:30:00Z'));
    expect(parseBlogDate('yesterday')).toBeUndefined();
    expect(parseBlogDate('2026-13-01')).toBeUndefined();
  });
});

describe('loadBlog', () => {
  test('returns posts newest first; front matter date and slug override the file name', async () => {
    const { value, printed } = await load({
      '2026-01-01-first.md': '---\ntitle: First\n---\nBody.\n',
      '2026-02-01-second.md': '---\ntitle: Second\ndate: 2025-06-01\nslug: /custom/second\n---\nBody.\n',
      '2026-03-01-third/index.md': '# Third from heading\n\nBody.\n',
    });
    expect(printed).toEqual([]);
    expect(value.posts.map((p) => [p.slug, p.title, p.date.toISOString()])).toEqual([
      ['third', 'Third from heading', '2026-03-01T00:00:00.000Z'],
      ['first', 'First', '2026-01-01T00:00:00.000Z'],
      ['custom/second', 'Second', '2025-06-01T00:00:00.000Z'],
    ]);
  });

  test('resolves author keys from authors.yml and inline authors, with social handles turned into URLs', async () => {
    const { value, printed } = await load({
      'authors.yml': AUTHORS,
      '2026-01-01-a.md': '---\nauthors: [ana, { name: Guest, url: "https://guest.example" }]\n---\nBody.\n',
      '2026-01-02-b.md': '---\nauthors: bo\n---\nBody.\n',
    });
    expect(printed).toEqual([]);
    const [b, a] = value.posts;
    expect(b!.authors.map((x) => x.name)).toEqual(['Bo Chen']);
    expect(a!.authors.map((x) => ({ name: x.name, key: x.key, url: x.url, image: x.imageUrl, socials: x.socials }))).toEqual([
      { name: 'Ana Lima', key: 'ana', url: undefined, image: '/img/ana.svg', socials: [{ platform: 'GitHub', url: 'https://github.com/analima' }] },
      { name: 'Guest', key: undefined, url: 'https://guest.example', image: undefined, socials: [] },
    ]);
    expect(a!.authors[0]!.links.map((l) => `${l.file}:${l.line}:${l.column} ${l.url}`)).toEqual([
      'content/news/authors.yml:6:13 https://github.com/analima',
      'content/news/authors.yml:4:14 /img/ana.svg',
    ]);
  });

  test('takes tags from tags.yml and accepts free labels, slugged for their URL', async () => {
    const { value } = await load({
      'tags.yml': TAGS,
      '2026-01-01-a.md': '---\ntags: [release, Big News]\n---\nBody.\n',
    });
    expect(value.posts[0]!.tags).toEqual([
      { key: 'release', label: 'Release', permalink: 'release', description: 'Shipped things.' },
      { key: 'Big News', label: 'Big News', permalink: 'big-news' },
    ]);
  });

  test('leaves drafts out and keeps unlisted posts, flagged', async () => {
    const { value } = await load({
      '2026-01-01-draft.md': '---\ndraft: true\n---\nBody.\n',
      '2026-01-02-hidden.md': '---\nunlisted: true\n---\nBody.\n',
      '2026-01-03-shown.md': 'Body.\n',
    });
    expect(value.posts.map((p) => [p.slug, p.unlisted])).toEqual([
      ['shown', false],
      ['hidden', true],
    ]);
  });

  test('cuts the excerpt at <!-- truncate --> and describes the post by its first paragraph', async () => {
    const { value } = await load({
      '2026-01-01-cut.md': 'Intro paragraph.\n\n## Above\n\n<!-- truncate -->\n\n## Below\n\nMore.\n',
      '2026-01-02-whole.md': 'Everything.\n',
    });
    const [whole, cut] = value.posts;
    expect(whole!.truncated).toBe(false);
    expect(whole!.markdown.excerpt).toBeUndefined();
    expect(cut!.truncated).toBe(true);
    expect(cut!.description).toBe('Intro paragraph.');
    const tags = (html: string) => [...html.matchAll(/<(p|h2)\b/g)].map((m) => m[1]);
    expect(tags(cut!.markdown.excerpt!.html)).toEqual(['p', 'h2']);
    expect(tags(cut!.markdown.html)).toEqual(['p', 'h2', 'h2', 'p']);
    expect(cut!.markdown.excerpt!.anchors).toEqual(['above']);
    // Feeds get the whole post, rendered for them.
    expect(tags(cut!.markdown.feed!.html)).toEqual(['p', 'h2', 'h2', 'p']);
  });
});

describe('loadBlog diagnostics', () => {
  test('reports an unknown author key at its line and column, with the closest key', async () => {
    const { printed, value } = await load({
      'authors.yml': AUTHORS,
      '2026-01-01-a.md': '---\ntitle: A\nauthors:\n  - ana\n  - anna2\n---\nBody.\n',
    });
    expect(printed).toEqual([
      'content/news/2026-01-01-a.md:5:5  error  blog/unknown-author  Unknown author "anna2": authors.yml has no such key\n  hint: Did you mean "ana"? Authors in authors.yml: ana, bo.',
    ]);
    expect(value.posts).toEqual([]);
  });

  test('reports a front matter date that is not a date', async () => {
    const { printed } = await load({ '2026-01-01-a.md': '---\ndate: next tuesday\n---\nBody.\n' });
    expect(printed).toEqual([
      'content/news/2026-01-01-a.md:2:7  error  front-matter/invalid  Front matter "date" must be a date: YYYY-MM-DD or an ISO 8601 date-time such as 2026-03-04T10:00:00Z\n  hint: Fix or remove "date".',
    ]);
  });

  test('reports an impossible date in the file name and a post with no date at all', async () => {
    const { printed } = await load({ '2026-02-30-oops.md': 'Body.\n', 'undated.md': 'Body.\n' });
    expect(printed).toEqual([
      'content/news/2026-02-30-oops.md:1:1  error  blog/invalid-date  File name date "2026-02-30" is not a date\n  hint: Rename the file to YYYY-MM-DD-slug.md with a real date, or set `date` in the front matter.',
      'content/news/undated.md:1:1  error  blog/missing-date  Post has no date\n  hint: Name the file YYYY-MM-DD-slug.md (or the folder, with an index.md), or set `date` in the front matter.',
    ]);
  });

  test('reports wrong front matter types and bad authors.yml entries at their lines', async () => {
    const { printed } = await load({
      'authors.yml': 'ana:\n  title: No name\n',
      '2026-01-01-a.md': '---\ntags: release\n---\nBody.\n',
    });
    expect(printed).toEqual([
      'content/news/2026-01-01-a.md:2:7  error  front-matter/invalid  Front matter "tags" must be a list, got string\n  hint: Fix or remove "tags".',
      'content/news/authors.yml:2:3  error  blog/invalid-metadata  authors.yml: "ana.name" expected string, received undefined\n  hint: See the authors.yml format under Blog in docsgen\'s Content and Markdown guide.',
    ]);
  });
});
