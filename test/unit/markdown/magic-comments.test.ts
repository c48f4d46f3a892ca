// src/markdown/magic-comments.ts and the fence meta of rehype-code-blocks.ts: Docusaurus's magic comments
// (theme-common's parseLines) and `showLineNumbers`.
import { describe, expect, test } from 'vitest';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../../src/markdown/magic-comments.js';
import { parseCodeMeta } from '../../../src/markdown/rehype-code-blocks.js';

const marked = (code: string, language: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS) => {
  const result = applyMagicComments(code, language, comments);
  return { code: result.code, classes: Object.fromEntries(result.classes) };
};

describe('applyMagicComments', () => {
  test('removes the comment lines and marks the next line and the lines of a block', () => {
    expect(marked('a\n// highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne', 'js')).toEqual({
      code: 'a\nb\nc\nd\ne',
      classes: { 1: ['code-line--highlighted'], 2: ['code-line--highlighted'], 3: ['code-line--highlighted'] },
    });
  });

  test('marks nothing for a block that is never closed, as Docusaurus', () => {
    expect(marked('// highlight-start\na\nb', 'js')).toEqual({ code: 'a\nb', classes: {} });
  });

  test('reads the comment forms of each language: -- for Lua and Haskell, % for TeX, (* *) for OCaml', () => {
    expect(marked('-- highlight-next-line\nx', 'haskell').classes).toEqual({ 0: ['code-line--highlighted'] });
    expect(marked('% highlight-next-line\nx', 'latex').classes).toEqual({ 0: ['code-line--highlighted'] });
    expect(marked('(* highlight-next-line *)\nx', 'ocaml').classes).toEqual({ 0: ['code-line--highlighted'] });
    // Lua comments are not among the forms a language Docusaurus does not name gets.
    expect(marked('-- highlight-next-line\nx', 'go').code).toBe('-- highlight-next-line\nx');
  });

  test("gives a line every class that marks it, with the site's own comments", () => {
    const comments = [...DEFAULT_MAGIC_COMMENTS, { className: 'code-error', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }];
    expect(marked('# error-start\n# highlight-next-line\nx\n# error-end', 'bash', comments).classes).toEqual({ 0: ['code-line--highlighted', 'code-error'] });
  });

  test('treats the comment text as text, not as a pattern', () => {
    expect(marked('// a.b\nx\n// axb\ny', 'js', [{ className: 'c', line: 'a.b' }])).toEqual({ code: 'x\n// axb\ny', classes: { 0: ['c'] } });
  });
});

describe('parseCodeMeta', () => {
  test('reads showLineNumbers, with or without a first number, beside a title and a range', () => {
    expect(parseCodeMeta('title="a b.sh" showLineNumbers=5 {2}')).toEqual({ title: 'a b.sh', highlight: new Set([2]), lineNumbersFrom: 5 });
    expect(parseCodeMeta('showLineNumbers')).toEqual({ highlight: new Set(), lineNumbersFrom: 1 });
    expect(parseCodeMeta('title="showLineNumbers"')).toEqual({ title: 'showLineNumbers', highlight: new Set() });
  });
});
