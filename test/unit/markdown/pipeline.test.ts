// Tests what src/markdown/pipeline.ts returns besides the tree: headings, anchors and links with
// source lines (offset by the front matter), which the route graph and checks rely on.
import { toHtml } from 'hast-util-to-html';
import { describe, expect, test } from 'vitest';
import { compileMarkdown } from '../../../src/markdown/compile.js';
import { parseMarkdown } from '../../../src/markdown/pipeline.js';

describe('parseMarkdown', () => {
  test('returns every heading with its id, plain text, level and line, offset by lineOffset', () => {
    const { headings } = parseMarkdown('# Title\n\n## Install `sdk` {#setup}\n\n### Next\n', { file: 'a.md', lineOffset: 4 });
    expect(headings).toEqual([
      { id: 'title', text: 'Title', level: 1, line: 5 },
      { id: 'setup', text: 'Install sdk', level: 2, line: 7 },
      { id: 'next', text: 'Next', level: 3, line: 9 },
    ]);
  });

  test('collects every id the page defines as an anchor, including raw HTML ids and names', () => {
    const { anchors } = parseMarkdown('## One\n\n<div id="box">x</div>\n\n<a name="old"></a>\n', { file: 'a.md' });
    expect(anchors).toEqual(expect.arrayContaining(['one', 'box', 'old']));
  });

  test('collects links and images with their line and column, but not the heading hash links', () => {
    const { links } = parseMarkdown('## Head\n\nSee [a](./a.md#x) and\n![img](./i.png).\n', { file: 'a.md', lineOffset: 2 });
    expect(links.map((l) => [l.url, l.attribute, l.line, l.column])).toEqual([
      ['./a.md#x', 'href', 5, 5],
      ['./i.png', 'src', 6, 1],
    ]);
  });

  test('collects links from raw HTML too', () => {
    const { links } = parseMarkdown('<a href="/docs/x">x</a>\n', { file: 'a.md' });
    expect(links.map((l) => l.url)).toEqual(['/docs/x']);
  });

  test('gives a heading the slug of its text even when an earlier heading with that text has a custom id', () => {
    const { headings } = parseMarkdown('## Setup {#install}\n\n## Setup\n', { file: 'a.md' });
    expect(headings.map((h) => h.id)).toEqual(['install', 'setup']);
  });

  test('keeps an unknown container directive as text paragraphs around its blocks (was a <p> nested in a <p>)', () => {
    const { tree } = parseMarkdown(':::unknown[Label]\nBody.\n:::\n', { file: 'a.md' });
    const paragraphs = tree.children.filter((n) => n.type === 'element');
    expect(paragraphs.map((p) => (p.type === 'element' ? [p.tagName, toHtml(p)] : []))).toEqual([
      ['p', '<p>:::unknown[Label]</p>'],
      ['p', '<p>Body.</p>'],
      ['p', '<p>:::</p>'],
    ]);
  });

  test('compiles to plain data only: HTML with a slot per internal link, the links as written, no tree', () => {
    const compiled = compileMarkdown('# T\n\n[x](./y.md) [e](https://e.example/)\n', { file: 'a.md' });
    expect(compiled.html).toBe(
      '<h1 id="t">T</h1>\n' + '<p><a href="\u00010\u0001">x</a> <a href="https://e.example/" target="_blank" rel="noopener noreferrer">e</a></p>',
    );
    expect(compiled.links).toEqual([
      { url: './y.md', line: 3, column: 1, attribute: 'href' },
      { url: 'https://e.example/', line: 3, column: 13, attribute: 'href' },
    ]);
    expect(structuredClone(compiled)).toEqual(compiled);
    expect(Object.keys(compiled)).not.toContain('tree');
  });
});
