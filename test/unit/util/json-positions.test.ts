// locateJsonPaths: many JSON paths located in one pass, with escaped keys and nested arrays.
import { expect, test } from 'vitest';
import { locateJsonPaths } from '../../../src/util/json-positions.js';

test('finds the line and column of each requested value, and 1:1 for paths that do not exist', () => {
  const text = '{\n  "a": {"b": [1, {"c\\"d": "x"}]},\n  "e": true\n}';
  expect(locateJsonPaths(text, [['a', 'b', 1, 'c"d'], ['e'], ['a'], ['nope', 'x']])).toEqual([
    { line: 2, column: 27 },
    { line: 3, column: 8 },
    { line: 2, column: 8 },
    { line: 1, column: 1 },
  ]);
});
