// The linear emphasis resolver (src/markdown/micromark-attention.ts) gives the tree micromark's own gives,
// positions included, on random text made of emphasis, strikethrough, links, code and directives; and
// refuses emphasis nested past its limit with SlowShapeError at the line where it starts (issue 38).
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import * as core from 'micromark-core-commonmark';
import type { Construct, Resolver } from 'micromark-util-types';
import { describe, expect, test } from 'vitest';
import { FEW_RUNS, MAX_EMPHASIS_DEPTH, replacedResolvers, resolveAllAttention, resolveLinearly } from '../../../src/markdown/micromark-attention.js';
import '../../../src/markdown/micromark-linear.js';
import { SlowShapeError } from '../../../src/markdown/shape-limits.js';

/** The tree of `text` as the parser gives it with the resolver installed (micromark's for few runs, the linear one for more). */
const parseAsInstalled = (text: string) =>
  JSON.stringify(
    fromMarkdown(text, { extensions: [gfmStrikethrough(), directive()], mdastExtensions: [gfmStrikethroughFromMarkdown(), directiveFromMarkdown()] }),
  );

/** The tree `resolver` gives, installed for emphasis instead. */
function parseWith(resolver: Resolver, text: string): string {
  const construct = core.attention as Construct;
  construct.resolveAll = resolver;
  try {
    return parseAsInstalled(text);
  } finally {
    construct.resolveAll = resolveAllAttention as Resolver;
  }
}

/** The tree the linear resolver gives, however few runs the text holds. */
const parse = (text: string) => parseWith(resolveLinearly as Resolver, text);

/** The tree micromark's own resolver gives. */
const parseWithMicromark = (text: string) => parseWith([...replacedResolvers].find((r) => r.name === 'resolveAllAttention') as Resolver, text);

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function randomText(seed: number, size: number): string {
  const pieces = ['*', '**', '***', '_', '__', '~', '~~', 'a', 'b ', ' ', '\n', '[x](y)', '`c`', '\\*', ':d[e]', '.', '![i](j)', '****', 'a_b', '*a*'];
  let state = seed;
  let text = '';
  for (let i = 0; i < size; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += pieces[state % pieces.length];
  }
  return text;
}

describe('the linear emphasis resolver', () => {
  test('gives the tree micromark gives, positions included, on 400 random texts', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const text = randomText(seed, 5 + (seed % 60));
      expect(parse(text), `seed ${seed}: ${JSON.stringify(text)}`).toBe(parseWithMicromark(text));
    }
  });

  test('gives the CommonMark examples of the rule of three and of runs used in parts', () => {
    for (const text of [
      '*foo**bar**baz*',
      '*foo**bar*',
      '***foo** bar*',
      '**foo*bar*baz**',
      'foo***bar***baz',
      '*(**foo**)*',
      '_foo __bar__ baz_',
      '**a *b ~~c~~ d* e**',
      'a*"foo"*',
      '__foo, __bar__, baz__',
    ]) {
      expect(parse(text), text).toBe(parseWithMicromark(text));
    }
  });

  test(`the installed resolver gives micromark's tree with up to ${FEW_RUNS} runs in a paragraph and more`, () => {
    const few = '*a* **b** _c_ __d__ *e **f** g*';
    const many = Array.from({ length: FEW_RUNS + 4 }, (_, i) => `*w${i}* **s${i}**`).join(' ');
    for (const text of [few, many, `${few}\n\n${many}`, randomText(7, 400)]) expect(parseAsInstalled(text), text).toBe(parseWithMicromark(text));
  });

  test(`refuses emphasis nested more than ${MAX_EMPHASIS_DEPTH} levels deep, at the line where it starts`, () => {
    const depth = MAX_EMPHASIS_DEPTH + 1;
    const text = 'Intro.\n\n' + Array.from({ length: depth }, (_, i) => `*a${i} `).join('') + 'x' + ' b*'.repeat(depth);
    expect(() => parse(text)).toThrow(SlowShapeError);
    expect(() => parseAsInstalled(text)).toThrow(SlowShapeError);
    try {
      parseAsInstalled(text);
    } catch (error) {
      expect((error as SlowShapeError).problem.line).toBe(3);
    }
    const fine = Array.from({ length: MAX_EMPHASIS_DEPTH }, (_, i) => `*a${i} `).join('') + 'x' + ' b*'.repeat(MAX_EMPHASIS_DEPTH);
    expect(parse(fine)).toBe(parseWithMicromark(fine));
  });
});
