// Builds blog sites in process: the `blog` fixture (drafts, unlisted posts, truncation, tags, authors,
// archive, feeds parsed with a real XML parser) and a generated 250-post site for paging.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { xml2js, type Element as XmlElement } from 'xml-js';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { buildSite, element, HOME_PAGE, hrefs, makeSite, removeSites, type BuiltSite, listFiles } from '../helpers/index.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}`, import.meta.url));
const tempOut = () => path.join(makeSite({}), 'out');

afterAll(removeSites);

/** Titles of the post previews on a list page, in order. */
function previewTitles(html: string): string[] {
  return [...html.matchAll(/<h2 class="blog-post-header__title"><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => m[2]!);
}

// xml-js's tree: small accessors over elements by name.
const children = (node: XmlElement, name: string) => (node.elements ?? []).filter((e) => e.name === name);
const child = (node: XmlElement, name: string) => {
  const found = children(node, name)[0];
  if (!found) throw new Error(`no <${name}> in <${node.name}>`);
  return found;
};
const text = (node: XmlElement) => (node.elements ?? []).map((e) => e.text ?? e.cdata ?? '').join('');
const parseXml = (xml: string) => (xml2js(xml, { compact: false }) as XmlElement).elements![0]!;

describe('the blog fixture', () => {
  let site: BuiltSite;
  let outDir: string;
  beforeAll(async () => {
    outDir = tempOut();
    site = await buildSite(fixture('blog'), { outDir, strict: true });
  });

  test('builds without diagnostics', () => {
    expect(site.result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(site.result.ok).toBe(true);
  });

  test('writes posts at <base>/<slug>, paged lists, tags, archive, authors and feeds; no draft', () => {
    // (Without the .br and .gz precompressed copies of text files over 1 KB: precompress.test.ts.)
    expect(listFiles(outDir).filter((f) => f.startsWith('news/') && !/\.(br|gz)$/.test(f))).toEqual([
      'news/archive/index.html',
      'news/atom.xml',
      'news/authors/index.html',
      'news/hello/index.html',
      'news/index.html',
      'news/latest/index.html',
      'news/page/2/index.html',
      'news/rss.xml',
      'news/secret/index.html',
      'news/tags/free-tag/index.html',
      'news/tags/index.html',
      'news/tags/release/index.html',
      'news/year-end/index.html',
    ]);
  });

  test('pages the list newest first, leaving the unlisted post out, with newer/older links', () => {
    const page1 = site.files('news/index.html');
    const page2 = site.files('news/page/2/index.html');
    expect(previewTitles(page1)).toEqual(['Latest', 'Hello']);
    expect(previewTitles(page2)).toEqual(['Year end']);
    expect(hrefs(element(page1, '<nav aria-label="Blog list page navigation"'))).toEqual(['/news/page/2']);
    expect(hrefs(element(page2, '<nav aria-label="Blog list page navigation"'))).toEqual(['/news']);
  });

  test('shows a truncated post up to its marker with "Read more", and an untruncated one in full', () => {
    const page1 = site.files('news/index.html');
    expect(page1).toContain('Above the fold');
    expect(page1).not.toContain('Only on the post page');
    expect(page1).toContain('<a class="blog-post-preview__more" href="/news/hello" aria-label="Read more about Hello"><b>Read more</b></a>');
    expect(page1).toContain('More text.');
    expect(page1.match(/Read more about/g)).toHaveLength(1);
    expect(site.files('news/hello/index.html')).toContain('Only on the post page');
  });

  test('renders a post with its date, authors with avatars, tags, TOC, heading anchors and prev/next', () => {
    const html = site.files('news/hello/index.html');
    expect(html).toContain('<time dateTime="2025-01-10T00:00:00.000Z">January 10, 2025</time>');
    expect(html).toContain('<img class="blog-author__avatar" src="/img/ana.svg" alt="" width="48" height="48"/>');
    expect(html).toContain('<a href="https://ana.example.com" rel="noopener noreferrer"><span class="blog-author__name-text">Ana Lima</span></a>');
    expect(html).toContain('<a href="mailto:bo@example.com"><span class="blog-author__name-text">Bo Chen</span></a>');
    expect(hrefs(element(html, '<nav aria-label="Table of contents"'))).toEqual(['#below-the-fold']);
    expect(html).toContain('aria-label="Direct link to Below the fold"');
    expect(hrefs(element(html, '<nav aria-label="Blog post page navigation"'))).toEqual(['/news/latest', '/news/year-end']);
    expect(html).toContain('href="/docs/intro"');
    expect(html).toContain('href="/news/year-end"');
    expect(html).toMatch(/<img src="\/assets\/images\/diagram-[0-9a-f]{8}\.png" alt="diagram"\/>/);
  });

  test('groups the sidebar by year, newest first, and marks the current post', () => {
    const nav = element(site.files('news/latest/index.html'), '<nav aria-label="Blog recent posts navigation"');
    expect([...nav.matchAll(/<h3 class="blog-sidebar__year">(\d+)<\/h3>/g)].map((m) => m[1])).toEqual(['2025', '2024']);
    expect(hrefs(nav)).toEqual(['/news/latest', '/news/hello', '/news/year-end']);
    expect(nav).toContain('aria-current="page">Latest</a>');
  });

  test('builds an unlisted post, marked noindex and shown in its own sidebar only, with no tag page for its tag', () => {
    const html = site.files('news/secret/index.html');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(hrefs(element(html, '<nav aria-label="Blog recent posts navigation"'))).toContain('/news/secret');
    expect(html).not.toContain('secret-only');
    expect(html).not.toContain('aria-label="Blog post page navigation"');
    expect(site.files('news/archive/index.html')).not.toContain('Secret');
    expect(site.files('sitemap.xml')).not.toContain('/news/secret');
    expect(site.files('news/rss.xml')).not.toContain('Secret');
  });

  test('lists tags with counts and pages each tag like the list', () => {
    const tags = site.files('news/tags/index.html');
    expect(hrefs(element(tags, '<ul class="blog-tag-index"'))).toEqual(['/news/tags/free-tag', '/news/tags/release']);
    expect(tags).toContain('Release<span class="blog-tag__count">2</span>');
    const release = site.files('news/tags/release/index.html');
    expect(release).toContain('<h1>2 posts tagged with &quot;Release&quot;</h1>');
    expect(release).toContain('Things we shipped.');
    expect(previewTitles(release)).toEqual(['Latest', 'Year end']);
    expect(previewTitles(site.files('news/tags/free-tag/index.html'))).toEqual(['Latest']);
  });

  test('groups the archive by year, newest year and newest post first', () => {
    const html = site.files('news/archive/index.html');
    const years = [...html.matchAll(/<h2 id="(\d+)">/g)].map((m) => m[1]);
    expect(years).toEqual(['2025', '2024']);
    expect([...html.matchAll(/<\/time> - ([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(['Latest', 'Hello', 'Year end']);
    expect(html).toContain('<time dateTime="2025-04-01T00:00:00.000Z">April 1</time> - Latest');
  });

  test('lists authors.yml authors with title, avatar, links and listed post counts', () => {
    const html = site.files('news/authors/index.html');
    expect(html).toContain('Ana Lima');
    expect(html).toContain('<span class="blog-author__count">2 posts</span>');
    expect(html).toContain('<a class="blog-author__social" href="https://github.com/analima" rel="noopener noreferrer">GitHub</a>');
    expect(html).not.toContain('Guest Writer');
  });

  test('links both feeds from the head of every page', () => {
    for (const file of ['404.html', 'docs/intro/index.html', 'news/hello/index.html']) {
      const html = site.files(file);
      expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/news/rss.xml" title="Blog fixture News RSS Feed">');
      expect(html).toContain('<link rel="alternate" type="application/atom+xml" href="/news/atom.xml" title="Blog fixture News Atom Feed">');
    }
  });

  test('writes an RSS 2.0 feed with the required elements, listed posts only and absolute URLs', () => {
    const rss = parseXml(site.files('news/rss.xml'));
    expect(rss.name).toBe('rss');
    expect(rss.attributes?.version).toBe('2.0');
    const channel = child(rss, 'channel');
    expect(text(child(channel, 'title'))).toBe('Blog fixture News');
    expect(text(child(channel, 'link'))).toBe('https://blog.example.com/news');
    expect(text(child(channel, 'description'))).toBe('What changed in Testy.');
    const items = children(channel, 'item');
    expect(items.map((i) => text(child(i, 'title')))).toEqual(['Latest', 'Hello', 'Year end']);
    expect(items.map((i) => text(child(i, 'link')))).toEqual([
      'https://blog.example.com/news/latest',
      'https://blog.example.com/news/hello',
      'https://blog.example.com/news/year-end',
    ]);
    expect(text(child(items[1]!, 'pubDate'))).toBe('Fri, 10 Jan 2025 00:00:00 GMT');
    expect(items[0]!.elements!.filter((e) => e.name === 'category').map(text)).toEqual(['Release', 'Free Tag']);
    const content = text(child(items[1]!, 'content:encoded'));
    expect(content).toContain('Only on the post page');
    expect(content).toContain('href="https://blog.example.com/docs/intro"');
    expect(content).toContain('href="https://blog.example.com/news/hello#below-the-fold"');
    expect(content).toMatch(/src="https:\/\/blog\.example\.com\/assets\/images\/diagram-[0-9a-f]{8}\.png"/);
    expect(content).not.toMatch(/(href|src)="\//);
  });

  test('writes an Atom 1.0 feed with the required elements and absolute URLs', () => {
    const atom = parseXml(site.files('news/atom.xml'));
    expect(atom.name).toBe('feed');
    expect(atom.attributes?.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(text(child(atom, 'id'))).toBe('https://blog.example.com/news');
    expect(text(child(atom, 'title'))).toBe('Blog fixture News');
    expect(text(child(atom, 'updated'))).toBe('2025-04-01T00:00:00.000Z');
    expect(children(atom, 'link').map((l) => l.attributes)).toContainEqual({ rel: 'self', href: 'https://blog.example.com/news/atom.xml' });
    const entries = children(atom, 'entry');
    expect(entries).toHaveLength(3);
    const hello = entries[1]!;
    expect(text(child(hello, 'id'))).toBe('https://blog.example.com/news/hello');
    expect(text(child(hello, 'title'))).toBe('Hello');
    expect(text(child(hello, 'updated'))).toBe('2025-01-10T00:00:00.000Z');
    expect(child(hello, 'link').attributes?.href).toBe('https://blog.example.com/news/hello');
    expect(children(hello, 'author').map((a) => text(child(a, 'name')))).toEqual(['Ana Lima', 'Bo Chen']);
    expect(child(hello, 'content').attributes?.type).toBe('html');
    expect(text(child(hello, 'content'))).toContain('href="https://blog.example.com/docs/intro"');
  });
});

describe('a blog of 250 posts', () => {
  let site: BuiltSite;
  // Post i is dated 2023-06-01 + i days: 214 posts in 2023, 36 in 2024; every fifth is tagged "fifth".
  const day = (i: number) => new Date(Date.UTC(2023, 5, 1 + i)).toISOString().slice(0, 10);
  beforeAll(async () => {
    const files: Record<string, string> = {
      ...HOME_PAGE,
      'site.config.yaml':
        'title: Big\nurl: https://big.example.com\nproductName: Big\nblogs:\n  - { id: blog, path: content/blog, routeBasePath: /blog, postsPerPage: 100 }\n',
    };
    for (let i = 0; i < 250; i++) {
      const tags = i % 5 === 0 ? '[weekly, fifth]' : '[weekly]';
      files[`content/blog/${day(i)}-post-${i}.md`] = `---\ntitle: Post ${i}\ntags: ${tags}\n---\nBody of post ${i}.\n`;
    }
    site = await buildSite(makeSite(files), { outDir: tempOut(), strict: true });
  });

  test('builds cleanly', () => {
    expect(site.result.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  test('makes three list pages of 100, 100 and 50 posts, newest first, and no fourth', () => {
    const [p1, p2, p3] = ['blog/index.html', 'blog/page/2/index.html', 'blog/page/3/index.html'].map((f) => previewTitles(site.files(f)));
    expect(p1).toHaveLength(100);
    expect(p2).toHaveLength(100);
    expect(p3).toHaveLength(50);
    expect([p1![0], p1![99], p2![0], p2![99], p3![0], p3![49]]).toEqual(['Post 249', 'Post 150', 'Post 149', 'Post 50', 'Post 49', 'Post 0']);
    expect(existsSync(path.join(site.result.outDir!, 'blog/page/4'))).toBe(false);
    expect(site.files('blog/page/2/index.html')).toContain('Page 2 of 3');
  });

  test('links each page to its newer and older neighbours', () => {
    const nav = (f: string) => hrefs(element(site.files(f), '<nav aria-label="Blog list page navigation"'));
    expect(nav('blog/index.html')).toEqual(['/blog/page/2']);
    expect(nav('blog/page/2/index.html')).toEqual(['/blog', '/blog/page/3']);
    expect(nav('blog/page/3/index.html')).toEqual(['/blog/page/2']);
  });

  test('pages tag lists the same way and counts them exactly', () => {
    expect(previewTitles(site.files('blog/tags/weekly/page/3/index.html'))).toHaveLength(50);
    expect(site.files('blog/tags/weekly/index.html')).toContain('<h1>250 posts tagged with &quot;weekly&quot;</h1>');
    const fifth = previewTitles(site.files('blog/tags/fifth/index.html'));
    expect(fifth).toHaveLength(50);
    expect(fifth.slice(0, 2)).toEqual(['Post 245', 'Post 240']);
    expect(existsSync(path.join(site.result.outDir!, 'blog/tags/fifth/page/2'))).toBe(false);
  });

  test('groups the archive by year with exact counts', () => {
    const html = site.files('blog/archive/index.html');
    const sections = html
      .split('<h2 id="')
      .slice(1)
      .map((s) => [s.slice(0, 4), (s.match(/<li>/g) ?? []).length]);
    expect(sections).toEqual([
      ['2024', 36],
      ['2023', 214],
    ]);
  });

  test('limits each feed to the 20 newest posts by default', () => {
    expect(children(child(parseXml(site.files('blog/rss.xml')), 'channel'), 'item')).toHaveLength(20);
    expect(children(parseXml(site.files('blog/atom.xml')), 'entry')).toHaveLength(20);
  });
});

describe('blog errors', () => {
  test('an unknown author key and a bad date fail the build with every problem at its line', async () => {
    const dir = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': 'title: T\nurl: https://t.example.com\nproductName: T\nblogs:\n  - { id: news, path: news, routeBasePath: /news }\n',
      'news/authors.yml': 'ana:\n  name: Ana\n',
      'news/2025-01-01-a.md': '---\nauthors: [ana, zed]\n---\nA.\n',
      'news/2025-01-02-b.md': '---\ndate: 2025-02-31\n---\nB.\n',
    });
    const outDir = tempOut();
    const { result } = await buildSite(dir, { outDir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic).sort()).toEqual([
      'news/2025-01-01-a.md:2:16  error  blog/unknown-author  Unknown author "zed": authors.yml has no such key\n  hint: Add "zed" to authors.yml, or use one of: ana.',
      'news/2025-01-02-b.md:2:7  error  front-matter/invalid  Front matter "date" must be a date: YYYY-MM-DD or an ISO 8601 date-time such as 2026-03-04T10:00:00Z\n  hint: Fix or remove "date".',
    ]);
    expect(existsSync(outDir)).toBe(false);
  });

  test('a broken link in a post excerpt is reported once, though list and tag pages show it too', async () => {
    const dir = makeSite({
      ...HOME_PAGE,
      'site.config.yaml': 'title: T\nurl: https://t.example.com\nproductName: T\nblogs:\n  - { id: news, path: news, routeBasePath: /news }\n',
      'news/2025-01-01-a.md': '---\ntags: [x]\n---\nSee [nowhere](/nowhere).\n',
    });
    const { result } = await buildSite(dir, { outDir: tempOut() });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'news/2025-01-01-a.md:4:5  error  link/broken  Link to /nowhere: no such page\n  hint: Link to an existing page, or add the page or file.',
    ]);
  });
});

describe("blogs[].postUrl: date keeps Docusaurus's dated post URLs", () => {
  const config = (postUrl: string) =>
    `title: T\nurl: https://t.example.com\nproductName: T\nblogs:\n  - { id: blog, path: content/blog, routeBasePath: /blog${postUrl} }\n`;
  const posts = {
    'content/blog/2021-05-03-hello.md': '# Hello\n\nFirst.\n',
    'content/blog/2021/06/01/launch/index.md': '# Launch\n\nSecond.\n',
    'content/blog/notes/2021-07-04-summer.md': '# Summer\n\nThird.\n',
    'content/blog/2021-08-01-renamed.md': '---\nslug: custom-slug\n---\n\n# Renamed\n\nFourth.\n',
    'content/blog/about-us.md': '---\ndate: 2021-09-01\n---\n\n# About us\n\nFifth.\n',
  };
  const docs = {
    'content/docs/index.md':
      '# Docs\n\n[By URL](/blog/2021/05/03/hello), [by file](../blog/2021/06/01/launch/index.md) and [by file name](../blog/notes/2021-07-04-summer.md).\n',
  };
  const postUrls = (site: BuiltSite) =>
    [...site.result.graph!.routes.values()]
      .filter((r) => r.kind === 'blog-post')
      .map((r) => r.url)
      .sort();

  test('a post whose path has a date is served under that date; front matter slugs and undated files keep their URLs', async () => {
    const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': config(', postUrl: date'), ...posts, ...docs });
    const site = await buildSite(dir, { outDir: tempOut(), strict: true });
    expect(site.result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(postUrls(site)).toEqual([
      '/blog/2021/05/03/hello',
      '/blog/2021/06/01/launch',
      '/blog/2021/07/04/notes/summer',
      '/blog/about-us',
      '/blog/custom-slug',
    ]);
    expect(site.files('blog/2021/05/03/hello/index.html')).toContain('<h1');
    // Links written as dated URLs or as the posts' files lead to the dated pages.
    const links = hrefs(element(site.files('docs/index.html'), '<div class="markdown__body">'));
    expect(links).toEqual(['/blog/2021/05/03/hello', '/blog/2021/06/01/launch', '/blog/2021/07/04/notes/summer']);
    // List page and feeds link the dated URLs too.
    expect(hrefs(site.files('blog/index.html'))).toEqual(expect.arrayContaining(['/blog/2021/05/03/hello', '/blog/2021/07/04/notes/summer']));
    expect(site.files('blog/rss.xml')).toContain('<link>https://t.example.com/blog/2021/05/03/hello</link>');
  });

  test("without postUrl a post's URL has no date, and a dated link to it is broken", async () => {
    const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': config(''), ...posts, ...docs });
    const site = await buildSite(dir, { outDir: tempOut() });
    expect(postUrls(site)).toEqual(['/blog/about-us', '/blog/custom-slug', '/blog/hello', '/blog/launch', '/blog/notes/summer']);
    expect(site.result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual(['link/broken content/docs/index.md:3:1']);
  });

  test('postUrl takes slug or date only', async () => {
    const dir = makeSite({ ...HOME_PAGE, 'site.config.yaml': config(', postUrl: dated'), ...posts });
    const site = await buildSite(dir, { outDir: tempOut() });
    expect(site.result.diagnostics.map(formatDiagnostic)).toEqual([
      'site.config.yaml:5:68  error  config/invalid  "blogs[0].postUrl" must be one of "slug", "date", got "dated"\n' +
        '  hint: See "blogs[0].postUrl" in docsgen\'s configuration reference.',
    ]);
  });
});
