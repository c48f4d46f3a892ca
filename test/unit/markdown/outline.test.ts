// The outline pass (src/markdown/outline.ts) gives what the full parse gives of a body's headings, ids,
// summary and leading h1, for every markdown file of the fixture sites, the Sesame site and a slice of
// the bench corpus, or it hands the file to the full parse; and it gives up on what it cannot place.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { generateCorpus } from '../../../bench/generate-corpus.mjs';
import { docFrontMatterSchema, parseFrontMatter } from '../../../src/content/front-matter.js';
import { isMdx } from '../../../src/content/mdx-file.js';
import { compileMarkdown } from '../../../src/markdown/compile.js';
import { outlineMarkdown } from '../../../src/markdown/outline.js';
import { createRandom } from '../../helpers/fuzz.js';
import { makeSite, removeSites } from '../../helpers/index.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The markdown files under `dir`, leaving out installed packages (fixture sites' node_modules). */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.md$/i.test(e.name) && !e.parentPath.split(path.sep).includes('node_modules'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The outline and the full parse's fields of one file, or undefined when the outline gave up. */
function bothOf(absPath: string, file = path.relative(root, absPath)) {
  const text = readFileSync(absPath, 'utf8');
  if (isMdx(file, text, 'detect')) return 'mdx';
  const fm = parseFrontMatter(text, docFrontMatterSchema, file);
  const options = { file, lineOffset: fm.bodyLineOffset };
  const outline = outlineMarkdown(fm.body, options);
  if (!outline) return undefined;
  const full = compileMarkdown(fm.body, options);
  const { summary: _summary, ...bare } = outline;
  // Without the summary (and its parse), the rest is the same.
  expect(outlineMarkdown(fm.body, options, { summary: false }), file).toEqual(bare);
  return {
    outline,
    full: {
      headings: full.headings,
      anchors: full.anchors,
      ...(full.summary ? { summary: full.summary } : {}),
      startsWithH1: full.startsWithH1,
      sizeEstimate: full.sizeEstimate,
    },
  };
}

function outlineOf(body: string) {
  return outlineMarkdown(body, { file: 'page.md' });
}

function fullOf(body: string) {
  const full = compileMarkdown(body, { file: 'page.md' });
  return {
    headings: full.headings,
    anchors: full.anchors,
    ...(full.summary ? { summary: full.summary } : {}),
    startsWithH1: full.startsWithH1,
    sizeEstimate: full.sizeEstimate,
  };
}

describe('the outline of every markdown file of the sites we have equals its full parse', () => {
  const sites = [
    ...readdirSync(path.join(root, 'test/fixtures/sites')).map((name) => path.join(root, 'test/fixtures/sites', name)),
    path.join(root, 'content'),
  ];
  test.each(sites.map((dir) => [path.relative(root, dir), dir]))('%s', (_name, dir) => {
    for (const absPath of markdownFiles(dir)) {
      const both = bothOf(absPath);
      if (both === undefined || both === 'mdx') continue;
      expect(both.outline, path.relative(root, absPath)).toEqual(both.full);
    }
  });

  test('the bench corpus takes the outline for every page', () => {
    const dir = makeSite({});
    generateCorpus(path.join(dir, 'corpus'), 60);
    const files = markdownFiles(path.join(dir, 'corpus'));
    expect(files.length).toBeGreaterThanOrEqual(60);
    for (const absPath of files) {
      const both = bothOf(absPath, path.relative(dir, absPath));
      expect(both, absPath).toBeDefined();
      if (both && both !== 'mdx') expect(both.outline, absPath).toEqual(both.full);
    }
    removeSites();
  });

  test('most plain markdown files of the real sites take the outline', () => {
    const files = ['real-prettier', 'real-react-native'].flatMap((name) => markdownFiles(path.join(root, 'test/fixtures/sites', name)));
    const taken = files.map((f) => bothOf(f)).filter((b) => b !== 'mdx');
    const outlined = taken.filter((b) => b !== undefined).length;
    expect(outlined / taken.length).toBeGreaterThan(0.5);
  });
});

describe('hostile bodies give the full parse fields, or no outline', () => {
  const cases: Record<string, string> = {
    'headings in backtick, tilde and longer fences':
      '# Title\n\nIntro.\n\n```sh\n# not a heading\n```\n\n~~~\n## nor this\n~~~\n\n````md\n```\n# still code\n```\n````\n\n## Real\n',
    'a fence closed by a longer one and an unclosed fence': '# A\n\n```\n# code\n`````\n\n## B\n\n~~~~\n## code to the end\n',
    'indented code after a blank line': '# A\n\nText.\n\n    # code\n    <a id="no">\n\n## B\n',
    'an indented line continuing a paragraph': '# A\n\nFirst line\n    # still the paragraph\n\n## B\n',
    'trailing hashes, escaped characters and closing sequences':
      '# Title ##\n\n## Escaped \\# hash #\n\n### Ends with # and \\#\n\n#### \\*not emphasis\\*\n\n##### #\n\n###### Six\n\n####### seven is text\n',
    'inline code, links, emphasis and HTML in headings':
      '# The `build()` call\n\nIntro with [a link](/x) and *stress*.\n\n## A [link](https://example.com) and **bold**\n\n## With <code>html</code> and <kbd>Ctrl</kbd>\n\n## Image ![alt](./x.png) here\n',
    'duplicate and custom ids': '# Same\n\n## Same\n\n## Same\n\n## Custom {#same-1}\n\n## Same\n\n## Spaces  {#  spaced  }\n\n## Empty {#}\n',
    'plain headings of every kind':
      '# Über  uns\n\n## {#only-id}\n\n## \n\n##   Trailing   \n\n## 1. Numbered (part 2/3), \'quoted\' "too"?\n\n## Same\n\n## same\n\n## Same {#same}\n\n### www.example.com\n',
    'raw HTML ids and names in blocks':
      '# A\n\nIntro.\n\n<div id="box">\n\n## Inside\n\n</div>\n\n<a name="old-anchor"></a>\n\n<span id="one"></span><span id="two"></span>\n\n<!-- a comment with id="no" -->\n\n## After\n',
    'a multi-line HTML block and a script-like block':
      '# A\n\nIntro.\n\n<details>\n<summary>More</summary>\nText id="x"\n</details>\n\n<pre>\n# not a heading\n</pre>\n\n## B\n',
    'a first paragraph over several lines, with a hard break': 'Line one  \nline two with `code`\nline three.\n\nSecond paragraph.\n',
    'a list before the first paragraph': '- one\n- two\n\nThe paragraph.\n\n## B\n',
    'a paragraph interrupted by a list and a quote': 'Intro:\n- item\n\n> quote\n\nAfter.\n',
    'a paragraph continued by an ordered item not starting at one': 'Version\n2. is not a list here\n\n## B\n',
    'a thematic break and a table before the text': '***\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nText.\n',
    'a heading in a list item': '# A\n\n- item\n\n  ## Nested heading\n',
    'a heading in a quote': '# A\n\nIntro.\n\n> ## Quoted\n',
    'a fenced block in a list item': '# A\n\nIntro.\n\n1. Step\n\n   ```sh\n   # a comment\n   ```\n\n2. Next\n\n## B\n',
    'a list item whose fence ends at the margin': '# A\n\nIntro.\n\n- item\n  ```\n  code\n# Heading at the margin\n',
    'a setext heading': 'Title\n=====\n\nText.\n',
    'a setext h2 under a paragraph': '# A\n\nSome text\n---\n',
    'a link reference definition': '# [Ref]\n\nSee [ref] and [more][ref].\n\n[ref]: /x "Title"\n',
    'a definition over two lines': '# [Ref]\n\n[ref]:\n/x\n',
    'a definition in a list': '# [Ref]\n\n- [ref]: /x\n',
    'a footnote': '# A\n\nText.[^1]\n\n[^1]: Note.\n',
    'an admonition': '# A\n\n:::note\n\n## Inside\n\n:::\n',
    'a raw HTML heading': '# A\n\n<h2 id="raw">Raw</h2>\n',
    'front-page HTML before the first paragraph': '<p>Raw paragraph</p>\n\nMarkdown paragraph.\n',
    'a comment before the h1': '<!-- generated -->\n\n# Title\n\nText.\n',
    'CRLF line endings': '# Title\r\n\r\nText\r\nmore.\r\n\r\n## B\r\n',
    'tabs for indentation': '#\tTab heading\n\n\t# code\n\nText.\n',
    'an empty body': '',
    'only a code fence': '```\n# x\n```\n',
  };
  test.each(Object.entries(cases))('%s', (_name, body) => {
    const outline = outlineOf(body);
    if (!outline) return;
    const full = fullOf(body);
    expect(outline).toEqual(full);
    const { summary: _summary, ...bare } = full;
    expect(outlineMarkdown(body, { file: 'page.md' }, { summary: false })).toEqual(bare);
  });

  test('takes the outline of ordinary pages with fences, tables, lists and HTML ids', () => {
    for (const name of [
      'headings in backtick, tilde and longer fences',
      'trailing hashes, escaped characters and closing sequences',
      'inline code, links, emphasis and HTML in headings',
      'duplicate and custom ids',
      'raw HTML ids and names in blocks',
      'a first paragraph over several lines, with a hard break',
      'a fenced block in a list item',
      'a link reference definition',
      'CRLF line endings',
    ]) {
      expect(outlineOf(cases[name]!), name).toBeDefined();
    }
  });

  test('gives up on what only the full parse can place', () => {
    for (const name of [
      'a heading in a list item',
      'a heading in a quote',
      'a setext heading',
      'a setext h2 under a paragraph',
      'a definition over two lines',
      'a definition in a list',
      'a footnote',
      'an admonition',
      'a raw HTML heading',
      'front-page HTML before the first paragraph',
    ]) {
      expect(outlineOf(cases[name]!), name).toBeUndefined();
    }
  });

  test('keeps heading lines and ids exact', () => {
    const outline = outlineOf('---\n\n# Title\n\nIntro **bold**.\n\n## Same\n\n```\n## Same\n```\n\n## Same\n\n## Custom {#my-id}\n');
    expect(outline).toEqual({
      headings: [
        { id: 'title', text: 'Title', level: 1, line: 3 },
        { id: 'same', text: 'Same', level: 2, line: 7 },
        { id: 'same-1', text: 'Same', level: 2, line: 13 },
        { id: 'my-id', text: 'Custom', level: 2, line: 15 },
      ],
      anchors: ['title', 'same', 'same-1', 'my-id'],
      summary: 'Intro bold.',
      startsWithH1: false,
      sizeEstimate: expect.any(Number),
    });
  });
});

describe('random bodies made of the constructs the scanner tracks', () => {
  // Lines a documentation page is made of, including the awkward ones; joined at random, blank lines
  // or not, they make bodies where a tracking mistake shows as an outline unlike the full parse.
  const pieces = [
    '# Title',
    '## Section',
    '### Sub `code` *em*',
    '## Same',
    '## Same',
    '## Custom {#custom}',
    '#### Closed ##',
    '#\tTabbed',
    'A paragraph with [a link](/x) and **bold**.',
    'continued text',
    'Text id="x" in prose',
    'name = value',
    '    indented code # not heading',
    '\t# tab-indented',
    '   # three spaces',
    '  ## two spaces',
    '```',
    '```ts title="x.ts"',
    '~~~',
    '````',
    '   ```',
    '# comment in code?',
    '<!-- comment -->',
    '<!--',
    '-->',
    '<div id="box">',
    '</div>',
    '<a name="anchor"></a>',
    '<span id="s">x</span> text',
    '<details>',
    '<pre>',
    '</pre>',
    '- item',
    '* item',
    '1. step',
    '2. step',
    '  - nested',
    '   ```sh',
    '   # shell comment',
    '   ```',
    '  continued item',
    '> quote',
    '> ## quoted heading',
    '>',
    '---',
    '***',
    '===',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    ':::note',
    ':::tip Title',
    ':::',
    '::::info',
    '::::',
    ':::unknown',
    '[ref]: /target',
    '[Ref] in text',
    '# Heading [ref]',
    'Text[^1]',
    '[^1]: note',
    '<h2>raw</h2>',
    'Use `<script>` tags',
    '<script>',
    '</script>',
    '<div>',
    '<img src="x.png">',
    'Text <span>open',
    '10. ten',
    '1) paren',
    '+ plus',
    '> - quoted item',
    '    - deep item',
    '#',
    '##',
    '\\# escaped',
    'See [link][ref].',
    '***bold italic***',
    '  :::note',
    'a | b',
    ':-: | :-:',
    '## Plain words',
    '## Plain words',
    '## Plain words {#plain-words}',
    '# Über',
    '## ',
    '## {#x}',
    '### 1. Step (two)',
  ];
  test('the outline equals the full parse on 3,000 random bodies, or gives up', () => {
    const random = createRandom(21);
    let outlined = 0;
    for (let n = 0; n < 3000; n++) {
      const lines: string[] = [];
      const count = 1 + Math.floor(random() * 14);
      for (let i = 0; i < count; i++) {
        lines.push(pieces[Math.floor(random() * pieces.length)]!);
        if (random() < 0.45) lines.push('');
      }
      const body = lines.join(random() < 0.1 ? '\r\n' : '\n');
      const outline = outlineOf(body);
      if (!outline) continue;
      outlined++;
      const full = fullOf(body);
      expect(outline, JSON.stringify(body)).toEqual(full);
      const { summary: _summary, ...bare } = full;
      expect(outlineMarkdown(body, { file: 'page.md' }, { summary: false }), JSON.stringify(body)).toEqual(bare);
    }
    expect(outlined).toBeGreaterThan(500);
  });
});

test('an outline without its summary leaves out only the summary', () => {
  const body = 'First *paragraph* with <a id="kept"></a> an id.\n\n## Next\n\nMore.\n';
  const { summary, ...rest } = fullOf(body);
  expect(summary).toBe('First paragraph with an id.');
  expect(outlineMarkdown(body, { file: 'page.md' }, { summary: false })).toEqual(rest);
});
