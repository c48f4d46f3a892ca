// Parameter serialisation against the OpenAPI 3 Parameter Object's style examples (color = "blue",
// ["blue","black","brown"] or {R:100,G:200,B:150}), plus the encoding cases samples depend on.
import { describe, expect, test } from 'vitest';
import { serialiseCookie, serialiseHeader, serialisePath, serialiseQuery, serialisationOf } from '../../../src/openapi/param-style.js';

const list = ['blue', 'black', 'brown'];
const rgb = { R: 100, G: 200, B: 150 };
const how = (location: 'path' | 'query' | 'header' | 'cookie', style?: string, explode?: boolean) => serialisationOf(location, { style, explode });

describe('path parameters follow the spec table for simple, label and matrix', () => {
  test.each([
    ['simple', false, 'blue', 'blue'],
    ['simple', false, list, 'blue,black,brown'],
    ['simple', false, rgb, 'R,100,G,200,B,150'],
    ['simple', true, rgb, 'R=100,G=200,B=150'],
    ['label', false, 'blue', '.blue'],
    ['label', false, list, '.blue,black,brown'],
    ['label', true, list, '.blue.black.brown'],
    ['label', false, rgb, '.R,100,G,200,B,150'],
    ['label', true, rgb, '.R=100.G=200.B=150'],
    ['matrix', false, 'blue', ';color=blue'],
    ['matrix', false, list, ';color=blue,black,brown'],
    ['matrix', true, list, ';color=blue;color=black;color=brown'],
    ['matrix', false, rgb, ';color=R,100,G,200,B,150'],
    ['matrix', true, rgb, ';R=100;G=200;B=150'],
  ] as const)('%s explode=%s of %j is %s', (style, explode, value, text) => {
    expect(serialisePath('color', value, how('path', style, explode))).toBe(text);
  });

  test('values are percent-encoded so a slash or space stays inside its segment', () => {
    expect(serialisePath('id', 'a/b c', how('path'))).toBe('a%2Fb%20c');
  });
});

describe('query parameters are decoded pairs by style and explode, never JSON', () => {
  test('form explodes arrays and objects by default', () => {
    expect(serialiseQuery('color', list, how('query'))).toEqual([
      ['color', 'blue'],
      ['color', 'black'],
      ['color', 'brown'],
    ]);
    expect(serialiseQuery('color', rgb, how('query'))).toEqual([
      ['R', '100'],
      ['G', '200'],
      ['B', '150'],
    ]);
  });

  test('form without explode joins with commas', () => {
    expect(serialiseQuery('color', list, how('query', 'form', false))).toEqual([['color', 'blue,black,brown']]);
    expect(serialiseQuery('color', rgb, how('query', 'form', false))).toEqual([['color', 'R,100,G,200,B,150']]);
  });

  test('spaceDelimited and pipeDelimited join with a space and a pipe', () => {
    expect(serialiseQuery('color', list, how('query', 'spaceDelimited', false))).toEqual([['color', 'blue black brown']]);
    expect(serialiseQuery('color', list, how('query', 'pipeDelimited', false))).toEqual([['color', 'blue|black|brown']]);
  });

  test('deepObject uses brackets, nested objects and arrays included', () => {
    expect(serialiseQuery('color', rgb, how('query', 'deepObject'))).toEqual([
      ['color[R]', '100'],
      ['color[G]', '200'],
      ['color[B]', '150'],
    ]);
    expect(serialiseQuery('f', { a: { b: 1 }, c: ['x', 'y'] }, how('query', 'deepObject'))).toEqual([
      ['f[a][b]', '1'],
      ['f[c][0]', 'x'],
      ['f[c][1]', 'y'],
    ]);
  });
});

describe('headers and cookies', () => {
  test('a header array or object is comma-separated (simple)', () => {
    expect(serialiseHeader(list, how('header'))).toBe('blue,black,brown');
    expect(serialiseHeader(rgb, how('header', 'simple', true))).toBe('R=100,G=200,B=150');
  });

  test('a cookie value is percent-encoded where RFC 6265 forbids the character', () => {
    expect(serialiseCookie('cart', 'c 42;x"é%', how('cookie'))).toEqual([['cart', 'c%2042%3Bx%22%C3%A9%25']]);
  });

  test('a cookie array is one comma-separated cookie without explode, one cookie per item with it', () => {
    expect(serialiseCookie('id', [3, 4], how('cookie', 'form', false))).toEqual([['id', '3,4']]);
    expect(serialiseCookie('id', [3, 4], how('cookie'))).toEqual([
      ['id', '3'],
      ['id', '4'],
    ]);
  });
});
