// Tests how src/write/feeds.ts prepares post content for feed readers: every URL absolute (the graph's URL
// for each link), copy buttons left out, and the compiled post left as it was.
import { describe, expect, test } from 'vitest';
import { compileMarkdown } from '../../../src/markdown/compile.js';
import type { BlogPostRoute } from '../../../src/routes/blog-types.js';
import { feedContent } from '../../../src/write/feeds.js';

const source = [
  '[site path](/docs/intro) [fragment](#details) [relative](other) [doc](../docs/intro.md) [external](https://example.org/x)',
  '',
  '<img src="/img/a.png" alt="" />',
  '',
  '```js',
  'const a = 1;',
  '```',
  '',
].join('\n');

function postRoute(hrefs: string[]): BlogPostRoute {
  const markdown = compileMarkdown(source, { file: 'changelog/hello.md', feed: true });
  return { hrefs, post: { markdown } } as unknown as BlogPostRoute;
}

describe('feedContent', () => {
  test('makes site paths, fragments and relative URLs absolute, uses the graph URL of each link and keeps external ones', () => {
    const route = postRoute(['/docs/intro', '/news/hello#details', '/news/other', '/docs/intro', 'https://example.org/x', '/img/a.png']);
    const html = feedContent(route, 'https://docs.example.com/news/hello', 'https://docs.example.com');
    expect(html).toContain(
      '<p><a href="https://docs.example.com/docs/intro">site path</a> ' +
        '<a href="https://docs.example.com/news/hello#details">fragment</a> ' +
        '<a href="https://docs.example.com/news/other">relative</a> ' +
        '<a href="https://docs.example.com/docs/intro">doc</a> ' +
        '<a href="https://example.org/x">external</a></p>',
    );
    expect(html).toContain('<img src="https://docs.example.com/img/a.png" alt="">');
    expect(html).toContain('const');
    expect(html).not.toContain('<button');
  });

  test('leaves the compiled post as it was, so its page keeps its site paths', () => {
    const route = postRoute(['/docs/intro', '#details', 'other', '/docs/intro', 'https://example.org/x', '/img/a.png']);
    const before = structuredClone(route.post.markdown);
    Object.freeze(route.post.markdown);
    feedContent(route, 'https://docs.example.com/news/hello', 'https://docs.example.com');
    expect(route.post.markdown).toEqual(before);
  });
});
