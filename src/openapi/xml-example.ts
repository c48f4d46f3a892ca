// Writes an example value as XML by its schema's XML Object (OpenAPI's `xml`: name, attribute, wrapped,
// prefix, namespace), for `application/xml`, `text/xml` and `+xml` bodies: what the page shows and the
// samples send. Pure; cycle-safe through the value, which is a plain tree.
import { isSchema, primaryType, type Schema } from './examples.js';

/** Whether a media type is XML (`application/xml`, `text/xml`, `application/atom+xml`). */
export function isXmlType(type: string): boolean {
  return /^(application|text)\/([\w.-]+\+)?xml\b/i.test(type.trim());
}

/**
 * `value` as an XML document with one root element, named by the schema's `xml.name`, else `rootName`
 * (the schema's component name), else `root`. A string value is taken to be XML already.
 */
export function xmlExample(value: unknown, schema: Schema | undefined, rootName?: string): string {
  if (typeof value === 'string' && value.trimStart().startsWith('<')) return value;
  const xml = xmlOf(schema);
  const name = qualified(xml, typeof xml.name === 'string' ? xml.name : (rootName ?? 'root'));
  // A document has one root: an array's items go inside an element of the array's name.
  const items = Array.isArray(value) ? element('item', value, schema, {}, '  ') : '';
  const body = !Array.isArray(value)
    ? element(name, value, schema, xml, '')
    : items
      ? `<${name}${namespaceAttribute(xml)}>\n${items}\n</${name}>`
      : `<${name}${namespaceAttribute(xml)}/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

function xmlOf(schema: Schema | undefined): Schema {
  return schema && isSchema(schema.xml) ? schema.xml : {};
}

/** `prefix:name` when the XML Object gives a prefix. */
function qualified(xml: Schema, name: string): string {
  return typeof xml.prefix === 'string' && xml.prefix ? `${xml.prefix}:${name}` : name;
}

/** The `xmlns` attribute an XML Object with a namespace declares. */
function namespaceAttribute(xml: Schema): string {
  if (typeof xml.namespace !== 'string') return '';
  const prefix = typeof xml.prefix === 'string' && xml.prefix ? `:${xml.prefix}` : '';
  return ` xmlns${prefix}="${escapeXml(xml.namespace)}"`;
}

function element(name: string, value: unknown, schema: Schema | undefined, xml: Schema, pad: string): string {
  const open = `${name}${namespaceAttribute(xml)}`;
  if (Array.isArray(value)) {
    // An array where one element is written stands for its items, each an element of the items' name.
    const items = schema && isSchema(schema.items) ? schema.items : undefined;
    return value.map((item) => element(qualified(xmlOf(items), nameOf(items, name)), item, items, xmlOf(items), pad)).join('\n');
  }
  if (value === null || typeof value !== 'object') return `${pad}<${open}>${escapeXml(scalar(value))}</${name}>`;
  const properties = propertiesOf(schema);
  const attributes: string[] = [];
  const children: string[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const prop = properties[key];
    const childXml = xmlOf(prop);
    const childName = qualified(childXml, typeof childXml.name === 'string' ? childXml.name : key);
    if (childXml.attribute === true && (child === null || typeof child !== 'object')) {
      attributes.push(` ${childName}="${escapeXml(scalar(child))}"`);
    } else if (Array.isArray(child) && childXml.wrapped === true) {
      const inner = element(childName, child, prop, {}, `${pad}    `);
      children.push(`${pad}  <${childName}${namespaceAttribute(childXml)}>${inner ? `\n${inner}\n${pad}  ` : ''}</${childName}>`);
    } else if (Array.isArray(child)) {
      // An unwrapped array repeats the property's own element name unless its items name another.
      children.push(element(childName, child, prop, {}, `${pad}  `));
    } else {
      children.push(element(childName, child, prop, childXml, `${pad}  `));
    }
  }
  const head = `${pad}<${open}${attributes.join('')}`;
  return children.length ? `${head}>\n${children.join('\n')}\n${pad}</${name}>` : `${head}/>`;
}

/** An array's items' element name: their `xml.name`, else the array's own. */
function nameOf(items: Schema | undefined, fallback: string): string {
  const xml = xmlOf(items);
  return typeof xml.name === 'string' ? xml.name : fallback;
}

/** Properties of an object schema, its allOf parts' included. */
function propertiesOf(schema: Schema | undefined, depth = 0): Record<string, Schema> {
  if (!schema || depth > 8) return {};
  const out: Record<string, Schema> = {};
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) if (isSchema(part)) Object.assign(out, propertiesOf(part, depth + 1));
  if (isSchema(schema.properties)) for (const [key, prop] of Object.entries(schema.properties)) if (isSchema(prop)) out[key] = prop;
  if (!Object.keys(out).length && primaryType(schema) === undefined) {
    for (const key of ['oneOf', 'anyOf'] as const) {
      const first = Array.isArray(schema[key]) ? (schema[key] as unknown[])[0] : undefined;
      if (isSchema(first)) return propertiesOf(first, depth + 1);
    }
  }
  return out;
}

function scalar(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
