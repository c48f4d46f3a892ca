// The split reference's deep-link redirects (theme/api/ApiRedirects.tsx, theme/islands/redirect-map.ts):
// each page's URL written once, ids grouped by kind, and both the inline script and the enhancer's
// lookup sending /api#<id> to the page that holds it, ids with a `/` in their rest and ids without one.
import { runInNewContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ApiRedirects } from '../../theme/api/ApiRedirects.js';
import { findRedirect, groupRedirects } from '../../theme/islands/redirect-map.js';

const redirects = {
  'tag/charges': '/api/charges',
  'operation/Postcharges': '/api/charges',
  'operation/charges/refund': '/api/charges/2',
  'schema/charge': '/api/models',
  webhooks: '/api/webhooks',
};

/** Runs the page's inline script with `hash` as the address's fragment; returns where it went, if anywhere. */
function inlineRedirect(html: string, hash: string): string | undefined {
  const json = /<script id="api-redirects"[^>]*>(.*?)<\/script>/.exec(html)![1]!;
  const script = /<script>(.*?)<\/script>/.exec(html)![1]!;
  let went: string | undefined;
  const location = { hash, replace: (url: string) => (went = url) };
  runInNewContext(script, { document: { getElementById: () => ({ textContent: json }) }, location, JSON, Object, decodeURIComponent });
  return went;
}

describe('ApiRedirects', () => {
  const html = renderToStaticMarkup(<ApiRedirects redirects={redirects} />);

  test('writes each page once, its ids grouped by kind', () => {
    expect(groupRedirects(redirects)).toEqual({
      '/api/charges': { tag: ['charges'], operation: ['Postcharges'] },
      '/api/charges/2': { operation: ['charges/refund'] },
      '/api/models': { schema: ['charge'] },
      '/api/webhooks': { '': ['webhooks'] },
    });
    expect(html.match(/"\/api\/charges"/g)).toHaveLength(1);
  });

  test.each(Object.entries(redirects))('the inline script and the enhancer send #%s to %s', (id, url) => {
    expect(inlineRedirect(html, `#${encodeURIComponent(id)}`)).toBe(`${url}#${encodeURIComponent(id)}`);
    expect(findRedirect(groupRedirects(redirects), id)).toBe(url);
  });

  test('an id no page holds, or a kind without it, goes nowhere', () => {
    for (const id of ['operation/Getcharges', 'schema/Postcharges', 'charges', 'constructor', 'operation/']) {
      expect(inlineRedirect(html, `#${id}`)).toBeUndefined();
      expect(findRedirect(groupRedirects(redirects), id)).toBeUndefined();
    }
  });
});
