// Markdown cases: one folder per case under markdown/, holding input.md and output.html, the HTML the
// pipeline produces for it (hast serialised with hast-util-to-html). Add a case by adding a folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, test } from 'vitest';
import { parseMarkdown } from '../../src/markdown/pipeline.js';

const root = fileURLToPath(new URL('./markdown', import.meta.url));
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export function renderCase(dir: string): string {
  const input = readFileSync(path.join(dir, 'input.md'), 'utf8');
  const { tree } = parseMarkdown(input, { file: 'input.md' });
  return `${toHtml(tree)}\n`;
}

describe('markdown pipeline output', () => {
  test('there is at least one case, and every case folder has its two files', () => {
    expect(cases.length).toBeGreaterThan(5);
    for (const name of cases) {
      expect(readdirSync(path.join(root, name)).sort(), name).toEqual(['input.md', 'output.html']);
    }
  });

  test.each(cases)('%s: renders exactly output.html', (name) => {
    const expected = readFileSync(path.join(root, name, 'output.html'), 'utf8');
    expect(renderCase(path.join(root, name))).toBe(expected);
  });
});
