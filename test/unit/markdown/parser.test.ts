// src/markdown/parser.ts leaves out the syntax extensions a document's text cannot trigger. These tests
// hold it to the tree remark-parse + remark-gfm + remark-directive give for the same text.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, test } from 'vitest';
import { parseMdast } from '../../../src/markdown/parser.js';
import { generateCorpus, mulberry32 } from '../../../bench/generate-corpus.mjs';

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

const expectSameTree = (source: string) =>
  expect(parseMdast(new VFile({ value: source })), JSON.stringify(source)).toEqual(reference.parse(new VFile({ value: source })));

/** The markdown files under `dir`, leaving out installed packages (fixture sites' node_modules). */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.parentPath.split(path.sep).includes('node_modules'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('parseMdast', () => {
  test.each([
    ['an autolink literal', 'Go to www.example.com or https://sesame.dev/docs, or write to team@sesame.dev.'],
    ['a mailto and an xmpp literal', 'mailto:a@b.co and xmpp:me@chat.example.org/home'],
    ['upper-case literals', 'WWW.EXAMPLE.COM and HTTPS://EXAMPLE.COM/x'],
    ['a footnote', 'Text[^1].\n\n[^1]: The note.'],
    ['strikethrough', '~~gone~~ and ~one~'],
    ['a table', '| a | b |\n| - | :-: |\n| 1 | 2 |'],
    ['a one-cell table without pipes', 'a\n:-\nb'],
    ['a table whose delimiter is dash-colon', 'a\n-:\n'],
    ['task list items', '- [ ] todo\n- [x] done\n- [X] Done\n- [\t] tab'],
    ['container, leaf and text directives', ':::tip[Title]\nBody :abbr[HTML]{title="x"}\n:::\n\n::youtube{#id}'],
    ['an admonition with a space before its name', '::: note\nBody\n:::'],
    ['colons and pipes in prose', 'Ratio 3:1, time 10:30, a || b, ~ approx, [^] and [ ] alone.'],
    ['nothing special', '# Title\n\nPlain *prose* with `code`.\n\n```js\nlet a = 1;\n```'],
  ])('%s parses to the same tree as the full parser', (_name, source) => {
    expectSameTree(source);
  });

  test('2,000 random texts made of the characters markdown gives meaning to parse to the same trees', () => {
    const random = mulberry32(7);
    const pieces = [
      'a',
      'w',
      'h',
      'W',
      'H',
      'x',
      'X',
      '3',
      ' ',
      ' ',
      '\t',
      '\n',
      '\n\n',
      ':',
      '::',
      ':::',
      '|',
      '-',
      '~',
      '[',
      ']',
      '^',
      '@',
      '.',
      '/',
      '*',
      '_',
      '`',
      '>',
      '#',
      '(',
      ')',
      '{',
      '}',
      'www',
      'http',
      'https://',
      'e.co',
      '- ',
      '1. ',
      'é',
    ];
    for (let n = 0; n < 2000; n++) {
      let text = '';
      const length = 1 + Math.floor(random() * 40);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      expectSameTree(text);
    }
  });

  test('every markdown file of the Sesame site and the test fixtures parses to the same tree', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = [...markdownFiles(path.join(root, 'content')), ...markdownFiles(path.join(root, 'test', 'fixtures'))];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expectSameTree(readFileSync(file, 'utf8'));
  });

  test('the benchmark corpus parses to the same tree', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-parser-'));
    try {
      generateCorpus(dir, 40);
      const files = markdownFiles(dir);
      expect(files.length).toBeGreaterThanOrEqual(40);
      for (const file of files) expectSameTree(readFileSync(file, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
