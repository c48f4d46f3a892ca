// findJsonSyntaxError: the first RFC 8259 violation with its line, column and what was expected there.
import { describe, expect, test } from 'vitest';
import { findJsonSyntaxError } from '../../../src/util/json-syntax.js';

describe('findJsonSyntaxError', () => {
  test.each([['{"a": 1, "b": [true, false, null, -1.5e3, "x\\n\\u00e9"], "c": {}}'], ['  [ ]  \n'], ['"just a string"'], ['\uFEFF{"bom": 1}']])(
    'finds nothing wrong in valid JSON %j',
    (text) => {
      expect(findJsonSyntaxError(text)).toBeUndefined();
    },
  );

  test.each([
    ['{"a": 1 "b": 2}', 1, 9, 'expected `,` or `}` after a property value, found `"`'],
    ['{\n  "a": [1, 2\n  "b"\n}', 3, 3, 'expected `,` or `]` after an array item, found `"`'],
    ['{"a": 1,}', 1, 9, 'a comma before `}` (trailing commas are not allowed in JSON)'],
    ['[1, 2,]', 1, 7, 'a comma before `]` (trailing commas are not allowed in JSON)'],
    ["{'a': 1}", 1, 2, "expected a property name in double quotes, found `'`"],
    ['{"a": \'x\'}', 1, 7, "expected a value, found `'` (strings take double quotes in JSON)"],
    ['{"a" 1}', 1, 6, 'expected `:` after the property name, found `1`'],
    ['{"a": "line\nbreak"}', 1, 12, 'a line break inside a string (write it as an escape such as \\n)'],
    ['{"a": "\\x"}', 1, 8, 'invalid escape `\\x` in a string'],
    ['{"a": "open', 1, 7, 'a string that is never closed'],
    ['{"a": tru}', 1, 7, 'expected a value, found `t`'],
    ['{"a": 1}}', 1, 9, 'unexpected `}` after the end of the document'],
    ['{"a": [1', 1, 9, 'expected `,` or `]` after an array item, found the end of the file'],
    ['', 1, 1, 'unexpected end of the file: a value is missing'],
  ])('reports %j at %i:%i: %s', (text, line, column, message) => {
    expect(findJsonSyntaxError(text)).toEqual({ line, column, message });
  });

  test('nesting a hundred thousand levels deep is no stack overflow', () => {
    expect(findJsonSyntaxError(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBeUndefined();
    expect(findJsonSyntaxError(`${'['.repeat(100_000)}${']'.repeat(99_999)}`)?.message).toBe(
      'expected `,` or `]` after an array item, found the end of the file',
    );
  });
});
