// planApiPages: one page while the reference is light; otherwise an entry page plus a page per tag,
// webhooks and models, heavy groups in parts, URLs that never collide, and the page of every id.
import { describe, expect, test } from 'vitest';
import { PAGE_ITEMS, planApiPages } from '../../../src/routes/api-pages.js';
import type { ApiModel, ApiOperation } from '../../../theme/props.js';

function op(id: string, bytes = 0): ApiOperation {
  return { id, method: 'get', path: `/${id}`, parameters: [], responses: [], samples: bytes ? [{ lang: 'curl', label: 'cURL', code: 'x'.repeat(bytes) }] : [] };
}

function model(tags: Record<string, ApiOperation[]>, schemas: string[] = []): ApiModel {
  return {
    title: 'T',
    version: '1',
    servers: [],
    securitySchemes: [],
    tags: Object.entries(tags).map(([name, operations]) => ({ id: `tag/${name}`, name, operations })),
    webhooks: [],
    schemas: schemas.map((name) => ({ id: `schema/${name}`, name, schema: { type: 'object' } })),
  };
}

describe('planApiPages', () => {
  test('a light reference is one page at /api with every group, and no page map', () => {
    const plan = planApiPages(model({ pets: [op('operation/a')], users: [op('operation/b')] }, ['Pet']), '/api');
    expect(plan.pages).toEqual([
      {
        url: '/api',
        overview: true,
        sections: [
          { group: 'tag/pets', from: 0, to: 1 },
          { group: 'tag/users', from: 0, to: 1 },
          { group: 'models', from: 0, to: 1 },
        ],
      },
    ]);
    expect(plan.pageOf).toBeUndefined();
  });

  test('a heavy reference gets an entry page and one page per group; a heavy group is split into parts', () => {
    const heavy = Array.from({ length: 5 }, (_, i) => op(`operation/h${i}`, 100_000));
    const plan = planApiPages(model({ big: heavy, small: [op('operation/s')] }, ['Pet']), '/api', 500_000);
    expect(plan.pages.map((p) => [p.url, p.name ?? null, p.sections.map((s) => `${s.group} ${s.from}-${s.to}`)])).toEqual([
      ['/api', null, []],
      ['/api/big', 'big (1/3)', ['tag/big 0-2']],
      ['/api/big/2', 'big (2/3)', ['tag/big 2-4']],
      ['/api/big/3', 'big (3/3)', ['tag/big 4-5']],
      ['/api/small', 'small', ['tag/small 0-1']],
      ['/api/models', 'Models', ['models 0-1']],
    ]);
    expect(plan.pageOf!.get('operation/h3')).toBe('/api/big/2');
    expect(plan.pageOf!.get('tag/big')).toBe('/api/big');
    expect(plan.pageOf!.get('schema/Pet')).toBe('/api/models');
  });

  test('a tag whose page would be the models page leaves it another URL', () => {
    const plan = planApiPages(model({ models: [op('operation/m', 300_000)], other: [op('operation/o', 300_000)] }, ['Pet']), '/api', 400_000);
    expect(plan.pages.map((p) => p.url)).toEqual(['/api', '/api/models', '/api/other', '/api/models-2']);
    expect(plan.pageOf!.get('schema/Pet')).toBe('/api/models-2');
  });

  test('a light reference with more items than a page may list is split too, each part holding at most PAGE_ITEMS (issue 40, item 6)', () => {
    const many = Array.from({ length: PAGE_ITEMS * 2 + 1 }, (_, i) => op(`operation/o${i}`));
    const plan = planApiPages(model({ many }), '/api');
    expect(plan.pages.map((p) => [p.url, p.sections.map((s) => `${s.group} ${s.from}-${s.to}`)])).toEqual([
      ['/api', []],
      ['/api/many', [`tag/many 0-${PAGE_ITEMS}`]],
      ['/api/many/2', [`tag/many ${PAGE_ITEMS}-${PAGE_ITEMS * 2}`]],
      ['/api/many/3', [`tag/many ${PAGE_ITEMS * 2}-${PAGE_ITEMS * 2 + 1}`]],
    ]);
  });
});
