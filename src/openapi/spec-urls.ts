// Finds the URLs an OpenAPI spec declares (`x-logo`, terms of service, contact, license, `externalDocs`,
// OAuth and OpenID Connect URLs, link objects' `operationRef`) that could run script, as `link/unsafe` at their lines: the reference
// never renders them (safeUrl drops them from the model), and the build fails so the spec gets fixed.
import { type Diagnostic, unsafeLinkDiagnostic } from '../diagnostics/index.js';
import { safeUrl } from '../util/safe-url.js';
import type { YamlPosition } from '../util/yaml-positions.js';

type JsonPath = (string | number)[];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Every declared URL of `raw` (the spec as written, OpenAPI 3.x or Swagger 2.0) that safeUrl refuses, at
 * the line of its value. Only the places the spec defines as URLs are read (not examples, defaults or
 * server templates, which are the API's data): the objects above, found by their places in the document,
 * so a spec of 10,000 operations costs a look at each operation, not a walk of every schema.
 */
export function checkSpecUrls(raw: unknown, file: string, locate: (path: readonly (string | number)[]) => YamlPosition): Diagnostic[] {
  const found: Diagnostic[] = [];
  const check = (holder: unknown, at: JsonPath, keys: readonly string[]) => {
    if (!isObject(holder)) return;
    for (const key of keys) {
      const url = holder[key];
      if (typeof url === 'string' && safeUrl(url) === undefined) found.push(unsafe(url, file, locate([...at, key])));
    }
  };
  const docs = (holder: unknown, at: JsonPath) => isObject(holder) && check(holder.externalDocs, [...at, 'externalDocs'], ['url']);
  if (!isObject(raw)) return found;
  const info = raw.info;
  if (isObject(info)) {
    check(info, ['info'], ['termsOfService']);
    check(info.contact, ['info', 'contact'], ['url']);
    check(info.license, ['info', 'license'], ['url']);
    check(info['x-logo'], ['info', 'x-logo'], ['url', 'href']);
  }
  docs(raw, []);
  if (Array.isArray(raw.tags)) raw.tags.forEach((tag, i) => docs(tag, ['tags', i]));
  // Link objects name their operation by `operationRef`, a URI (shown where no operationId is given).
  const links = (holder: unknown, at: JsonPath) => {
    if (isObject(holder)) for (const [name, link] of entries(holder.links)) check(link, [...at, 'links', name], ['operationRef']);
  };
  const responses = (holder: unknown, at: JsonPath) => {
    if (isObject(holder)) for (const [status, response] of entries(holder.responses)) links(response, [...at, 'responses', status]);
  };
  for (const section of ['paths', 'webhooks']) {
    for (const [route, item] of entries(raw[section])) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        docs(item[method], [section, route, method]);
        responses(item[method], [section, route, method]);
      }
    }
  }
  const components = isObject(raw.components) ? raw.components : {};
  responses(components, ['components']);
  for (const [name, link] of entries(components.links)) check(link, ['components', 'links', name], ['operationRef']);
  for (const [name, schema] of entries(components.schemas ?? raw.definitions))
    docs(schema, [raw.components ? 'components' : 'definitions', ...(raw.components ? ['schemas'] : []), name]);
  const schemesAt: JsonPath = raw.components ? ['components', 'securitySchemes'] : ['securityDefinitions'];
  for (const [name, scheme] of entries(raw.components ? components.securitySchemes : raw.securityDefinitions)) {
    // OpenAPI 3's flows, OpenID Connect's discovery URL, and Swagger 2's flow URLs on the scheme itself.
    check(scheme, [...schemesAt, name], ['openIdConnectUrl', 'authorizationUrl', 'tokenUrl']);
    if (!isObject(scheme)) continue;
    for (const [flow, value] of entries(scheme.flows)) check(value, [...schemesAt, name, 'flows', flow], ['authorizationUrl', 'tokenUrl', 'refreshUrl']);
  }
  return found.sort((a, b) => a.line! - b.line! || a.column! - b.column!);
}

function entries(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unsafe(url: string, file: string, at: YamlPosition): Diagnostic {
  return unsafeLinkDiagnostic(url, { file, line: at.line, column: at.column });
}
