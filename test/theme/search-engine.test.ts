// Tests theme/search-index-format.ts and theme/islands/search/word-ranges.ts: postings survive encoding
// (ids as varint deltas, scores as bytes, both as strings JSON keeps as they are), and which words a
// query word can reach (prefix from two letters, typos among the words sharing its first two letters).
import { describe, expect, it } from 'vitest';
import { fuzzyCandidates, editDistance, prefixRange, typoRange } from '../../theme/islands/search/word-ranges.js';
import { decodeBytes, decodeIds, encodeBytes, encodeIds, lengthByte, lengthOf, tfPart, type ChunkWord } from '../../theme/search-index-format.js';

describe('the index format', () => {
  it('gives back the ids it encoded, small and large gaps alike, through JSON', () => {
    const ids = [0, 1, 2, 127, 128, 300, 16_383, 16_384, 2_000_000];
    expect(decodeIds(JSON.parse(JSON.stringify(encodeIds(ids))) as string)).toEqual(ids);
    expect(encodeIds([0, 1, 2])).toHaveLength(3);
  });

  it('gives back the bytes it encoded', () => {
    const bytes = [0, 1, 127, 128, 255];
    expect(decodeBytes(encodeBytes(bytes))).toEqual(bytes);
  });

  it('keeps a field length to within 2.2 % (a byte on a grid of 16 steps per doubling), and its score to within 1 %', () => {
    for (const length of [0, 1, 3, 40, 1000, 5000, 60_000]) {
      expect(Math.abs(lengthOf(lengthByte(length)) - length)).toBeLessThanOrEqual(length * 0.022 + 1e-9);
      for (const tf of [1, 3, 20]) {
        const exact = tfPart(tf, length, 300);
        expect(Math.abs(tfPart(tf, lengthOf(lengthByte(length)), 300) / exact - 1)).toBeLessThanOrEqual(0.01);
      }
    }
    expect(lengthByte(1e9)).toBe(255);
  });
});

describe('word ranges', () => {
  it('matches a prefix from two letters on, a one-letter word only as itself', () => {
    expect(prefixRange('we')).toEqual(['we', 'we\uffff']);
    expect(prefixRange('w')).toEqual(['w', 'w']);
  });

  it('looks for typos among the words sharing the first two letters', () => {
    expect(typoRange('webhok')).toEqual(['we', 'we\uffff']);
    const words = ['webhook', 'webhooks', 'wbehook', 'website', 'ebhook'].map((w): ChunkWord => [w]);
    expect([...fuzzyCandidates('webhok', words, 1)].map(([w, d]) => `${w[0]} ${d}`)).toEqual(['webhook 1']);
    expect([...fuzzyCandidates('webhok', words, 2)].map(([w, d]) => `${w[0]} ${d}`)).toEqual(['webhook 1', 'webhooks 2']);
  });

  it('counts insertions, deletions and substitutions, one each', () => {
    expect(editDistance('token', 'tokn', 2)).toBe(1);
    expect(editDistance('widget', 'wodget', 2)).toBe(1);
    expect(editDistance('widget', 'wigdet', 2)).toBe(2);
    expect(editDistance('widget', 'sidebar', 2)).toBe(3);
  });
});
