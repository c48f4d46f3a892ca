// The try-it console's request (theme/islands/try-it-request.ts): path parameters encoded into the path,
// array examples as repeated query pairs, keys where their scheme sends them with its prefix, a
// parameter header overridden by the scheme's, and the body by its media type.
import { describe, expect, test } from 'vitest';
import { buildTryItRequest, type TryItForm } from '../../theme/islands/try-it-request.js';

const PAGE = 'https://docs.example.com/api/pets';
const form = (over: Partial<TryItForm>): TryItForm => ({
  method: 'get',
  path: '/pets',
  server: 'https://api.example.com/v1/',
  params: [],
  credentials: [],
  ...over,
});

describe('buildTryItRequest', () => {
  test('fills in path parameters encoded, repeats an array example in the query, leaves out empty optional values and the path fragment', () => {
    const request = buildTryItRequest(
      form({
        path: '/pets/{id}#byId',
        params: [
          { name: 'id', in: 'path', value: 'rex 1/2' },
          { name: 'tags', in: 'query', value: '["a","b c"]' },
          { name: 'limit', in: 'query', value: '' },
          { name: 'q', in: 'query', value: '[not json' },
          { name: 'X-Trace', in: 'header', value: 't-1' },
        ],
      }),
      PAGE,
    );
    expect(request).toEqual({
      method: 'GET',
      url: 'https://api.example.com/v1/pets/rex%201%2F2?tags=a&tags=b%20c&q=%5Bnot%20json',
      headers: [['X-Trace', 't-1']],
    });
  });

  test('sends keys where their scheme puts them, with its prefix (not doubled), a basic user:password in base64, and no empty key', () => {
    const request = buildTryItRequest(
      form({
        params: [{ name: 'authorization', in: 'header', value: 'from-param' }],
        credentials: [
          { in: 'header', name: 'Authorization', prefix: 'Bearer ', value: 'tok' },
          { in: 'query', name: 'api_key', value: 'k&1' },
          { in: 'header', name: 'X-Empty', value: '' },
        ],
      }),
      PAGE,
    );
    expect(request.url).toBe('https://api.example.com/v1/pets?api_key=k%261');
    expect(request.headers).toEqual([['Authorization', 'Bearer tok']]);
    const typed = (value: string, prefix: string) =>
      buildTryItRequest(form({ credentials: [{ in: 'header', name: 'Authorization', prefix, value }] }), PAGE).headers;
    expect(typed('Bearer tok', 'Bearer ')).toEqual([['Authorization', 'Bearer tok']]);
    expect(typed('ana:pässword', 'Basic ')).toEqual([['Authorization', `Basic ${Buffer.from('ana:pässword').toString('base64')}`]]);
  });

  test('resolves a relative server against the page', () => {
    expect(buildTryItRequest(form({ server: '/v2' }), PAGE).url).toBe('https://docs.example.com/v2/pets');
    expect(buildTryItRequest(form({ server: '' }), PAGE).url).toBe('https://docs.example.com/pets');
  });

  test('sends a body as typed with its media type, a form as urlencoded or multipart fields, and none on GET', () => {
    const json = buildTryItRequest(form({ method: 'post', body: { type: 'application/json', text: '{"a":1}' } }), PAGE);
    expect([json.method, json.headers, json.body]).toEqual(['POST', [['Content-Type', 'application/json']], '{"a":1}']);
    const urlencoded = buildTryItRequest(form({ method: 'post', body: { type: 'application/x-www-form-urlencoded', text: 'a=1\nb=x=y\n' } }), PAGE);
    expect(String(urlencoded.body)).toBe('a=1&b=x%3Dy');
    const multipart = buildTryItRequest(form({ method: 'post', body: { type: 'multipart/form-data', text: 'a=1\nlabel=cat' } }), PAGE);
    expect([...(multipart.body as FormData).entries()]).toEqual([
      ['a', '1'],
      ['label', 'cat'],
    ]);
    expect(multipart.headers).toEqual([]);
    expect(buildTryItRequest(form({ body: { type: 'application/json', text: '{}' } }), PAGE).body).toBeUndefined();
  });
});
