// src/markdown/sanitize-schema.ts: raw HTML keeps classes on lists and its own data attributes, and can
// never set a data attribute docsgen's theme or client reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compileMarkdown } from '../../../src/markdown/compile.js';
import { RESERVED_DATA_ATTRIBUTES } from '../../../src/markdown/sanitize-schema.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every data attribute named in the theme and the HTML shell: `data-x` written out, or `dataset.x` read. */
function dataAttributesDocsgenUses(): Set<string> {
  const files = ['theme', 'src/render'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name)),
  );
  const names = new Set<string>();
  for (const file of files) {
    // Comments mention things that are no attributes ("data-saver" mode).
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(/\bdata-([a-z][a-z-]*[a-z])\b/g)) names.add(m[1]!);
    for (const m of text.matchAll(/\bdataset\.([a-zA-Z]+)/g)) names.add(m[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
  }
  return names;
}

const html = (source: string) => compileMarkdown(source, { file: 'a.md' }).html;

describe('sanitizeSchema', () => {
  test('reserves every data attribute the theme and client read or write', () => {
    const used = [...dataAttributesDocsgenUses()];
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !(RESERVED_DATA_ATTRIBUTES as readonly string[]).includes(name)).sort()).toEqual([]);
  });

  test('drops a reserved data attribute from raw HTML and keeps the element', () => {
    expect(html('<div data-island="Search" data-props="{}">x</div>')).toBe('<div>x</div>');
  });

  test('keeps classes on ul, ol and li (GitHub\'s rules left class="")', () => {
    expect(html('<ul class="a"><li class="b">x</li></ul>\n\n<ol class="c"><li>y</li></ol>')).toBe(
      '<ul class="a"><li class="b">x</li></ul>\n<ol class="c"><li>y</li></ol>',
    );
  });

  test('keeps data attributes docsgen does not read, with their values', () => {
    expect(html('<p data-step="2" data-owner-team="ops">x</p>')).toBe('<p data-step="2" data-owner-team="ops">x</p>');
  });
});
