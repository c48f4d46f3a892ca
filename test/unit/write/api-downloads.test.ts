// The spec's YAML download of a JSON spec: block YAML that reads back as the same data, however odd
// its strings and keys.
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { stripeLikeSpec } from '../../../bench/stripe-like.mjs';
import { toYaml } from '../../../src/write/api-downloads.js';

describe('toYaml', () => {
  test('writes block YAML with plain scalars where YAML reads them back unchanged', () => {
    expect(toYaml({ openapi: '3.1.0', info: { title: 'Pets API', version: '1' }, tags: [{ name: 'pets' }], paths: {} })).toBe(
      'openapi: "3.1.0"\ninfo:\n  title: Pets API\n  version: "1"\ntags:\n- name: pets\npaths: {}\n',
    );
  });

  test('quotes strings YAML would read as something else, and reads back every one', () => {
    const tricky = [
      'yes',
      'No',
      'null',
      '~',
      '1',
      '.5',
      '+1',
      '.inf',
      '',
      ' x',
      'x ',
      'a: b',
      'x #y',
      '-x',
      '*x',
      '&x',
      '!x',
      "'q",
      '"q',
      '@x',
      '%x',
      '`x',
      '?x',
      '|',
      '>',
      '{',
      '[',
      ',x',
      'x\ny',
      'tab\there',
      'ünï',
      '/path/{id}',
    ];
    const value = { strings: tricky, keys: Object.fromEntries(tricky.map((k, i) => [k, i])), nested: [[], {}, [1, [2, 3]], { z: [] }, null, true, 1.5] };
    expect(parse(toYaml(value))).toEqual(value);
  });

  test('a generated Stripe-sized spec reads back as the same data', () => {
    const spec = stripeLikeSpec(5);
    expect(parse(toYaml(spec))).toEqual(spec);
  });
});
