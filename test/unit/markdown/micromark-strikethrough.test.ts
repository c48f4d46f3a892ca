// The linear strikethrough resolver (src/markdown/micromark-strikethrough.ts) gives the tree the
// extension's own gives, positions included, on random text made of tildes, emphasis, links, code and
// escapes; and refuses strikethrough nested past its limit with SlowShapeError at its line (issue 38).
// The pages it took quadratic time on: test/integration/markdown-dos.test.ts, timed by `npm run limits`.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { describe, expect, test } from 'vitest';
import '../../../src/markdown/micromark-linear.js';
import { linearStrikethrough, MAX_STRIKETHROUGH_DEPTH } from '../../../src/markdown/micromark-strikethrough.js';
import { SlowShapeError } from '../../../src/markdown/shape-limits.js';

const parseWith = (text: string, linear: boolean) =>
  JSON.stringify(
    fromMarkdown(text, {
      extensions: [linear ? linearStrikethrough(gfmStrikethrough()) : gfmStrikethrough()],
      mdastExtensions: [gfmStrikethroughFromMarkdown()],
    }),
  );
const parse = (text: string) => parseWith(text, true);

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function randomText(seed: number, size: number): string {
  const pieces = ['~', '~~', '~~~', 'a', 'b ', ' ', '\n', '*', '**', '_', '[x](y)', '`c`', '\\~', '.', 'a~b', '~a~', '~~a~~', '(', ')'];
  let state = seed;
  let text = '';
  for (let i = 0; i < size; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += pieces[state % pieces.length];
  }
  return text;
}

describe('the linear strikethrough resolver', () => {
  test("gives the extension's tree, positions included, on 600 random texts", () => {
    for (let seed = 1; seed <= 600; seed++) {
      const text = randomText(seed, 5 + (seed % 70));
      expect(parse(text), `seed ${seed}: ${JSON.stringify(text)}`).toBe(parseWith(text, false));
    }
  });

  test('gives the GFM examples and nested, crossed and unequal runs as the extension does', () => {
    for (const text of [
      '~~Hi~~ Hello, ~there~ world!',
      'This ~~has a\n\nnew paragraph~~.',
      'This will ~~~not~~~ strike.',
      '~~a ~b~ c~~',
      '~a ~~b~ c~~',
      '~~a *b~~ c*',
      'x~y~z ~~',
      '~~a~ ~~a~ ~~a~',
    ]) {
      expect(parse(text), text).toBe(parseWith(text, false));
    }
  });

  test(`refuses strikethrough nested more than ${MAX_STRIKETHROUGH_DEPTH} levels deep, at the line where it starts`, () => {
    const nested = (depth: number) => `${'~~a '.repeat(depth)}x${' a~~'.repeat(depth)}`;
    let thrown: unknown;
    try {
      parse(`Intro.\n\n${nested(MAX_STRIKETHROUGH_DEPTH + 1)}`);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SlowShapeError);
    expect((thrown as SlowShapeError).problem).toEqual({
      line: 3,
      message: 'Strikethrough (`~`) nested more than 32 levels deep',
      hint: 'Flatten the nesting, and escape tildes that are text as `\\~`.',
    });
    expect(parse(nested(MAX_STRIKETHROUGH_DEPTH))).toBe(parseWith(nested(MAX_STRIKETHROUGH_DEPTH), false));
  });
});
