// Tests src/util/yaml-positions.ts: syntax problems and value paths mapped to line and column.
import { describe, expect, test } from 'vitest';
import { parseYaml, positionOf } from '../../../src/util/yaml-positions.js';

describe('parseYaml', () => {
  test('points an indentation error at the misplaced key, not at the start of its line (was column 1)', () => {
    const { problems } = parseYaml('items:\n  - label: Docs\n    href: /docs\n   position: left\n');
    expect(problems).toEqual([{ message: 'Sequence item without - indicator', line: 4, column: 4 }]);
  });

  test('adds lineOffset to problem lines, for front matter below its opening ---', () => {
    const { problems } = parseYaml('title: a: b\n', 1);
    expect(problems.map((p) => [p.line, p.column])).toEqual([[2, 8]]);
  });

  test('reports a duplicate key at the second occurrence', () => {
    const { problems } = parseYaml('title: A\nurl: x\ntitle: B\n');
    expect(problems).toEqual([{ message: 'Map keys must be unique', line: 3, column: 1 }]);
  });

  test('reports an alias bomb as a problem instead of throwing when converted', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const [i, key] of [...'bcdefg'].entries()) levels.push(`${key}: &${key} [${Array(10).fill(`*${'abcdefg'[i]}`).join(', ')}]`);
    const { problems } = parseYaml(levels.join('\n'));
    expect(problems).toEqual([{ message: 'Excessive alias count indicates a resource exhaustion attack', line: 1, column: 1 }]);
  });
});

describe('positionOf', () => {
  const { source } = parseYaml('title: Sesame\nnavbar:\n  items:\n    - label: Docs\n      href: docs\n');

  test('finds the value at a path, through lists', () => {
    expect(positionOf(source, ['navbar', 'items', 0, 'href'])).toEqual({ line: 5, column: 13 });
  });

  test('finds the key instead of the value when asked', () => {
    expect(positionOf(source, ['navbar', 'items', 0, 'href'], { key: true })).toEqual({ line: 5, column: 7 });
  });

  test('falls back to the nearest existing parent for a missing path', () => {
    expect(positionOf(source, ['navbar', 'items', 0, 'position'])).toEqual({ line: 4, column: 7 });
    expect(positionOf(source, ['footer'])).toEqual({ line: 1, column: 1 });
  });
});

test('YAML nested more than 128 levels is one problem at its line, never a crash (100,000 levels aborted the process)', () => {
  for (const depth of [129, 2_000, 20_000, 100_000]) {
    const pairs: [open: string, close: string][] = [
      ['[', ']'],
      ['{a: ', '}'],
    ];
    for (const [open, close] of pairs) {
      const { problems } = parseYaml(`title: x\nlabel: ${open.repeat(depth)}1${close.repeat(depth)}\n`, 4);
      expect(problems, `${open} ${depth}`).toEqual([{ message: 'YAML nested too deeply to parse', line: 6, column: 1 }]);
    }
    const { problems } = parseYaml(`title: x\n\n${'- '.repeat(depth)}deep\n`);
    expect(problems, `- ${depth}`).toEqual([{ message: 'YAML nested too deeply to parse', line: 3, column: 1 }]);
  }
});

test('128 levels, brackets in quotes and comments, and dashes inside a line are not nesting', () => {
  const ok = [
    `a: ${'['.repeat(128)}1${']'.repeat(128)}\n`,
    `a: "${'['.repeat(500)}"\nb: '${'{'.repeat(500)} it''s'\n# ${'['.repeat(500)}\n`,
    `a: x - - - ${'- '.repeat(500)}\n`,
  ];
  for (const text of ok) expect(parseYaml(text).problems, text.slice(0, 30)).toEqual([]);
});
