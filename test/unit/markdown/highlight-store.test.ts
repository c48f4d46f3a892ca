// Code blocks' highlighting is kept in a store (the parse cache's values) and taken from it by the next
// parse of the same code: an edited page's unchanged blocks are not highlighted again, and the page's
// HTML is the same either way.
import type { ElementContent } from 'hast';
import { expect, test } from 'vitest';
import { compileMarkdown } from '../../../src/markdown/compile.js';
import type { HighlightStore } from '../../../src/markdown/highlighter.js';

function memoryStore() {
  const kept = new Map<string, ElementContent[]>();
  const calls = { get: 0, set: 0 };
  const store: HighlightStore = {
    get: (grammar, code) => (calls.get++, structuredClone(kept.get(`${grammar}\0${code}`))),
    set: (grammar, code, tokens) => (calls.set++, kept.set(`${grammar}\0${code}`, structuredClone(tokens))),
  };
  return { store, kept, calls };
}

const PAGE = '# Page\n\n```ts title="a.ts" {2}\nconst a: number = 1;\nexport default a;\n```\n\n```sh\nnpm install sesame\n```\n\n```nolang\nplain\n```\n';

test('the first parse keeps each highlighted block; the next takes them, and the HTML is the same', () => {
  const { store, kept, calls } = memoryStore();
  const plain = compileMarkdown(PAGE, { file: 'a.md' }).html;
  const first = compileMarkdown(PAGE, { file: 'a.md', highlights: store }).html;
  expect(first).toBe(plain);
  expect(first).toContain('<span class="hljs-keyword">const</span>');
  // ts and bash (sh's grammar) kept; a grammar lowlight lacks is shown as text and kept nowhere.
  expect([...kept.keys()].map((key) => key.split('\0')[0]).sort()).toEqual(['bash', 'typescript']);
  expect(calls.set).toBe(2);
  const second = compileMarkdown(`${PAGE}\nAn edited last paragraph.\n`, { file: 'a.md', highlights: store }).html;
  expect(calls.set).toBe(2);
  expect(second).toBe(compileMarkdown(`${PAGE}\nAn edited last paragraph.\n`, { file: 'a.md' }).html);
});

test('what the store holds is what the page shows (the store is read, not lowlight)', () => {
  const { store, kept } = memoryStore();
  compileMarkdown(PAGE, { file: 'a.md', highlights: store });
  const key = [...kept.keys()].find((k) => k.startsWith('typescript'))!;
  kept.set(key, [{ type: 'element', tagName: 'span', properties: { className: ['hljs-kept'] }, children: [{ type: 'text', value: 'kept\ncode' }] }]);
  const html = compileMarkdown(PAGE, { file: 'a.md', highlights: store }).html;
  expect(html).toContain('<span class="hljs-kept">kept</span>');
  expect(html).not.toContain('hljs-keyword">const');
});
