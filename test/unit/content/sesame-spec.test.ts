// The Sesame API spec (spec/openapi.yaml) declares what the rate-limits and JWT guides promise: a 429
// response with its Retry-After and RateLimit-* headers on every operation, and the public JWKS endpoint.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const spec = parseYaml(readFileSync(`${repo}spec/openapi.yaml`, 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const RATE_HEADERS = ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/** Follows a local `$ref` ('#/components/...') to what it names. */
function deref<T>(node: T | { $ref: string }): T {
  if (node && typeof node === 'object' && '$ref' in node) {
    return deref(
      node.$ref
        .slice(2)
        .split('/')
        .reduce((at: any, key) => at[key], spec),
    );
  }
  return node as T;
}

describe('spec/openapi.yaml', () => {
  test('every operation declares a 429 response with the Retry-After and RateLimit headers', () => {
    const missing: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, any>>(spec.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        operations++;
        const response = item[method].responses['429'] && deref<any>(item[method].responses['429']);
        const headers = Object.keys(response?.headers ?? {});
        const absent = RATE_HEADERS.filter((h) => !headers.includes(h));
        if (absent.length) missing.push(`${method.toUpperCase()} ${path}: ${absent.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
    expect(operations).toBeGreaterThanOrEqual(60);
    const error = deref<any>(spec.components.responses.TooManyRequests).content['application/json'];
    expect(error.example.code).toBe('rate_limited');
  });

  test('the JWKS endpoint is public and returns RSA keys with kid, use and alg', () => {
    const op = spec.paths['/auth/{app_id}/.well-known/jwks.json']?.get;
    expect(op?.operationId).toBe('getJwks');
    expect(op.security).toEqual([]);
    const schema = deref<any>(op.responses['200'].content['application/json'].schema);
    const key = deref<any>(schema.properties.keys.items);
    expect(key.required).toEqual(['kty', 'kid', 'use', 'alg', 'n', 'e']);
    expect(key.properties.alg.const).toBe('RS256');
    expect(Object.keys(op.responses['200'].headers)).toEqual(['Cache-Control']);
  });
});
