// The table row handler (src/markdown/table-rows.ts) gives remark-rehype's HTML: header cells in the
// first row only, alignment on every cell, missing cells filled and extra ones dropped.
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toHast } from 'mdast-util-to-hast';
import { gfmTable } from 'micromark-extension-gfm-table';
import { describe, expect, test } from 'vitest';
import { tableRow } from '../../../src/markdown/table-rows.js';

const tree = (text: string): Root => fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });

describe('the table row handler', () => {
  test("gives remark-rehype's HTML for header and body rows, alignments, and short and long rows", () => {
    for (const text of [
      '| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |',
      '| a | b | c |\n|:--|:-:|--:|\n| 1 |\n| 1 | 2 | 3 | 4 |',
      '| only | header |\n|---|---|',
      'a | b\n-- | --\n`x` | *y*\n\n| c |\n|---|\n| d |',
    ]) {
      const ours = toHtml(toHast(tree(text), { handlers: { tableRow } }));
      expect(ours, text).toBe(toHtml(toHast(tree(text))));
    }
  });
});
