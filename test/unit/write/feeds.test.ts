// Tests how src/write/feeds.ts prepares post content for feed readers: every URL absolute, copy buttons
// left out, and the post's own tree untouched.
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, test } from 'vitest';
import { absolutise } from '../../../src/write/feeds.js';

const tree = (): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        { type: 'element', tagName: 'a', properties: { href: '/docs/intro' }, children: [{ type: 'text', value: 'site path' }] },
        { type: 'element', tagName: 'a', properties: { href: '#details' }, children: [{ type: 'text', value: 'fragment' }] },
        { type: 'element', tagName: 'a', properties: { href: 'other' }, children: [{ type: 'text', value: 'relative' }] },
        { type: 'element', tagName: 'a', properties: { href: 'https://example.org/x' }, children: [{ type: 'text', value: 'external' }] },
        { type: 'element', tagName: 'img', properties: { src: '/img/a.png', srcSet: ['/img/a.png 1x', '/img/a@2x.png 2x'] as unknown as string }, children: [] },
      ],
    },
    {
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block'] },
      children: [{ type: 'element', tagName: 'button', properties: { type: 'button' }, children: [{ type: 'text', value: 'Copy' }] }],
    },
  ],
});

describe('absolutise', () => {
  test('makes site paths, fragments and relative URLs absolute and keeps external ones', () => {
    const html = toHtml(absolutise(tree(), 'https://docs.example.com/news/hello', 'https://docs.example.com'));
    expect(html).toBe(
      '<p><a href="https://docs.example.com/docs/intro">site path</a>' +
        '<a href="https://docs.example.com/news/hello#details">fragment</a>' +
        '<a href="https://docs.example.com/news/other">relative</a>' +
        '<a href="https://example.org/x">external</a>' +
        '<img src="https://docs.example.com/img/a.png" srcset="https://docs.example.com/img/a.png 1x, https://docs.example.com/img/a@2x.png 2x"></p>' +
        '<div class="code-block"></div>',
    );
  });

  test('leaves the original tree as it was, so the post page keeps its site paths', () => {
    const original = tree();
    absolutise(original, 'https://docs.example.com/news/hello', 'https://docs.example.com');
    expect(original).toEqual(tree());
  });
});
