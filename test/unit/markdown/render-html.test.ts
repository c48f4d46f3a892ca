// Tests src/markdown/render-html.ts: the markdown stage's own HTML of a finished tree (no theme involved).
import type { Root as HastRoot } from 'hast';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../src/markdown/render-html.js';

function el(tagName: string, properties: Record<string, unknown>, children: HastRoot['children']) {
  return { type: 'element' as const, tagName, properties: properties as never, children: children as never };
}
const text = (value: string) => ({ type: 'text' as const, value });
const render = (children: HastRoot['children']) => renderHtml({ type: 'root', children });

describe('renderHtml', () => {
  it('opens external http(s) links in a new tab and leaves internal links alone', () => {
    const html = render([el('p', {}, [el('a', { href: 'https://example.com' }, [text('ext')]), el('a', { href: '/docs/a' }, [text('int')])])]);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(html).toContain('<a href="/docs/a">int</a>');
  });

  it('keeps the heading anchor markup from the markdown stage', () => {
    const label = 'Direct link to Setup';
    const html = render([
      el('h2', { id: 'setup', className: ['anchor'] }, [
        text('Setup'),
        el('a', { className: ['hash-link'], href: '#setup', ariaLabel: label, title: label }, [text('\u200b')]),
      ]),
    ]);
    expect(html).toBe(
      '<h2 id="setup" class="anchor">Setup<a class="hash-link" href="#setup" aria-label="Direct link to Setup" title="Direct link to Setup">\u200b</a></h2>',
    );
  });

  it('wraps tables in a scrollable wrapper', () => {
    const html = render([el('table', {}, [el('tbody', {}, [el('tr', {}, [el('td', {}, [text('1')])])])])]);
    expect(html).toBe('<div class="table-wrapper"><table><tbody><tr><td>1</td></tr></tbody></table></div>');
  });

  it('renders code blocks with their classes, tabindex and copy button', () => {
    const html = render([
      el('div', { className: ['code-block'], dataLanguage: 'ts' }, [
        el('div', { className: ['code-block__body'] }, [
          el('pre', { tabIndex: 0 }, [
            el('code', { className: ['hljs', 'language-ts'] }, [
              el('span', { className: ['code-line', 'code-line--highlighted'] }, [el('span', { className: ['hljs-keyword'] }, [text('const')]), text(' a\n')]),
            ]),
          ]),
        ]),
      ]),
    ]);
    expect(html).toContain('<div class="code-block" data-language="ts"><div class="code-block__body"><pre tabindex="0">');
    expect(html).toContain('<span class="code-line code-line--highlighted"><span class="hljs-keyword">const</span> a\n</span>');
  });

  it('marks inline code that is one hyphenated token of at most 40 characters, so the theme keeps it whole (issue 43)', () => {
    const code = (value: string) => render([el('p', {}, [el('code', {}, [text(value)])])]);
    expect(code('X-RateLimit-Remaining')).toBe('<p><code class="code-token">X-RateLimit-Remaining</code></p>');
    expect(code('@sesame-auth/js')).toBe('<p><code class="code-token">@sesame-auth/js</code></p>');
    expect(code('Retry-After: 30')).toBe('<p><code>Retry-After: 30</code></p>');
    expect(code('verifyToken')).toBe('<p><code>verifyToken</code></p>');
    const url = 'https://api.sesame.dev/v1/auth/app_2fJx81Qz/.well-known/jwks.json';
    expect(code(url)).toBe(`<p><code>${url}</code></p>`);
  });

  it('escapes text that looks like markup', () => {
    expect(render([el('p', {}, [text('<script>alert(1)</script>')])])).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
