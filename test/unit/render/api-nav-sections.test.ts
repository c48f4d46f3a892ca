// How a reference with many tags is folded into navigation sections: x-tagGroups, else the tags' name
// prefix, else first letter; few tags are not folded (issue 40, item 6).
import { describe, expect, test } from 'vitest';
import { navSections } from '../../../src/render/api-nav-sections.js';
import type { ApiModel } from '../../../theme/props.js';

function model(names: string[], tagGroups?: ApiModel['tagGroups']): ApiModel {
  return {
    title: 'T',
    version: '1',
    servers: [],
    securitySchemes: [],
    tags: names.map((name) => ({ id: `tag/${name}`, name, operations: [] })),
    webhooks: [],
    schemas: [],
    ...(tagGroups ? { tagGroups } : {}),
  };
}

const range = (n: number, name: (i: number) => string) => Array.from({ length: n }, (_, i) => name(i));

describe('navSections', () => {
  test('leaves a reference of 60 tags unfolded', () => {
    expect(navSections(model(range(60, (i) => `tag${i}`)))).toBeUndefined();
  });

  test('folds tags by the name before the first dot; a tag named as the prefix joins it, a tag alone has no heading', () => {
    const names = [...range(30, (i) => `users.e${i}`), 'users', ...range(30, (i) => `groups.e${i}`), 'admin.admin'];
    const sections = navSections(model(names))!;
    expect(sections.map((s) => [s.name, s.tagIds.length])).toEqual([
      ['users', 31],
      ['groups', 30],
      [undefined, 1],
    ]);
    expect(sections[0]!.tagIds.slice(-2)).toEqual(['tag/users.e29', 'tag/users']);
  });

  test('folds tags with no shared prefix by first letter', () => {
    const sections = navSections(model(range(80, (i) => `${'abc'[i % 3]}Tag${i}`)))!;
    expect(sections.map((s) => [s.name, s.tagIds.length])).toEqual([
      ['A', 27],
      ['B', 27],
      ['C', 26],
    ]);
  });

  test('folds by x-tagGroups when the spec declares them, keeping each heading; a tag in no group stands alone', () => {
    const names = range(70, (i) => `t${i}`);
    const groups = [
      { name: 'First', tagIds: names.slice(0, 40).map((n) => `tag/${n}`) },
      { name: 'Second', tagIds: names.slice(40, 69).map((n) => `tag/${n}`) },
    ];
    expect(navSections(model(names, groups))!.map((s) => [s.name, s.tagIds.length])).toEqual([
      ['First', 40],
      ['Second', 29],
      [undefined, 1],
    ]);
  });
});
