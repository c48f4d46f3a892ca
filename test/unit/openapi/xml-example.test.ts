// xmlExample: an example value written as XML by its schema's XML Object (issue 40, item 5: XML bodies
// showed and sent `{}`).
import { describe, expect, test } from 'vitest';
import { isXmlType, xmlExample } from '../../../src/openapi/xml-example.js';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

describe('xmlExample', () => {
  test("names the root by xml.name, writes attributes, wrapped arrays with their items' name, and escapes text", () => {
    const schema = {
      type: 'object',
      xml: { name: 'pet' },
      properties: {
        id: { type: 'integer', xml: { attribute: true } },
        name: { type: 'string' },
        tags: { type: 'array', xml: { wrapped: true }, items: { type: 'string', xml: { name: 'tag' } } },
      },
    };
    expect(xmlExample({ id: 7, name: 'Tom & "Jerry"', tags: ['a', 'b'] }, schema)).toBe(
      `${HEAD}<pet id="7">\n  <name>Tom &amp; &quot;Jerry&quot;</name>\n  <tags>\n    <tag>a</tag>\n    <tag>b</tag>\n  </tags>\n</pet>`,
    );
  });

  test("an unwrapped array repeats the property's element; prefix and namespace are declared; the component name is the root otherwise", () => {
    const schema = {
      type: 'object',
      xml: { prefix: 'p', namespace: 'https://example.com/ns' },
      properties: { size: { type: 'array', items: { type: 'string' } } },
    };
    expect(xmlExample({ size: ['S', 'M'] }, schema, 'Shirt')).toBe(
      `${HEAD}<p:Shirt xmlns:p="https://example.com/ns">\n  <size>S</size>\n  <size>M</size>\n</p:Shirt>`,
    );
  });

  test('an empty object is an empty root element, a root array holds its items, an XML string is kept as written', () => {
    expect(xmlExample({}, undefined)).toBe(`${HEAD}<root/>`);
    expect(xmlExample([1, 2], { type: 'array', items: { type: 'integer', xml: { name: 'n' } } }, 'Numbers')).toBe(
      `${HEAD}<Numbers>\n  <n>1</n>\n  <n>2</n>\n</Numbers>`,
    );
    expect(xmlExample([], { type: 'array' }, 'Numbers')).toBe(`${HEAD}<Numbers/>`);
    expect(xmlExample('<note>hi</note>', undefined)).toBe('<note>hi</note>');
  });

  test('knows XML media types', () => {
    expect(['application/xml', 'text/xml', 'application/atom+xml', 'text/xml; charset=utf-8', 'application/json', 'text/plain'].map(isXmlType)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
