// Tests src/content/body-spill.ts: docs' bodies written to a file in the cache folder read back as they
// were (any text), small bodies left in memory, the file gone when the build ends, and files of killed
// builds removed by the next one.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { emptyCompiled } from '../../../src/markdown/compile.js';
import { openBodySpill } from '../../../src/content/body-spill.js';
import { SEARCH_JSON, searchJsonOf } from '../../../src/markdown/search-json.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-spill-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const body = (html: string) => ({
  ...emptyCompiled([]),
  html,
  headings: [{ depth: 1, text: 'T', id: 't' }] as never,
  sections: [{ anchor: 'a', heading: 'Ä', text: 'ü '.repeat(50) }],
});

test('a body and its sections read back are what was written, whatever their characters, also inside JSON', () => {
  const spill = openBodySpill(path.join(root, 'a'))!;
  const texts = [`<p>${'Ünïcödé — 中文 🙂 '.repeat(100)}</p>`, `<pre>${'x'.repeat(5000)}</pre>`, `<p>${'é'.repeat(600)}</p>`];
  const kept = texts.map((html) => spill.keep(body(html)));
  kept.forEach((markdown, i) => expect(markdown.html).toBe(texts[i]));
  expect(kept[2]!.sections).toEqual([{ anchor: 'a', heading: 'Ä', text: 'ü '.repeat(50) }]);
  expect(JSON.parse(JSON.stringify(kept[0])).html).toBe(texts[0]);
  expect(kept[1]!.headings).toEqual([{ depth: 1, text: 'T', id: 't' }]);
  spill.close();
});

test('a kept body keeps its search summary as it was given: a getter stays a getter, its JSON stays hidden', () => {
  const spill = openBodySpill(path.join(root, 'e'))!;
  const json = JSON.stringify({ sections: [['', '', 'a b', false]], words: { distinct: 2 } });
  let parsedTimes = 0;
  const given = Object.defineProperties(body(`<p>${'z'.repeat(2000)}</p>`), {
    search: { get: () => (parsedTimes++, JSON.parse(json)), enumerable: true },
    [SEARCH_JSON]: { value: json },
  });
  const kept = spill.keep(given);
  expect(parsedTimes).toBe(0);
  expect(searchJsonOf(kept)).toBe(json);
  expect(kept.search).toEqual(JSON.parse(json));
  expect(parsedTimes).toBe(1);
  spill.close();
});

test('a body under 1 KB stays in memory, as it was', () => {
  const spill = openBodySpill(path.join(root, 'b'))!;
  const small = body('<p>short</p>');
  expect(spill.keep(small)).toBe(small);
  spill.close();
});

test('the file goes when the build ends; a body read after that says so', () => {
  const cache = path.join(root, 'c');
  const spill = openBodySpill(cache)!;
  const kept = spill.keep(body(`<p>${'y'.repeat(2000)}</p>`));
  expect(readdirSync(path.join(cache, 'bodies'))).toHaveLength(1);
  spill.close();
  expect(readdirSync(path.join(cache, 'bodies'))).toEqual([]);
  expect(() => kept.html).toThrow(/read after its build ended/);
});

test("files of builds whose process is gone are removed; a running one's and others' are left", () => {
  const cache = path.join(root, 'd');
  mkdirSync(path.join(cache, 'bodies'), { recursive: true });
  // Process ids this high are above Linux's pid_max: no process has them.
  writeFileSync(path.join(cache, 'bodies', '4194999-abc.bin'), 'dead');
  writeFileSync(path.join(cache, 'bodies', `${process.ppid}-abc.bin`), 'alive');
  writeFileSync(path.join(cache, 'bodies', 'notes.txt'), 'not ours');
  const spill = openBodySpill(cache)!;
  const names = readdirSync(path.join(cache, 'bodies'));
  expect(names).not.toContain('4194999-abc.bin');
  expect(names).toContain(`${process.ppid}-abc.bin`);
  expect(names).toContain('notes.txt');
  spill.close();
});

test('a cache folder that cannot be made gives no spill (bodies stay in memory)', () => {
  const file = path.join(root, 'a-file');
  writeFileSync(file, '');
  expect(openBodySpill(path.join(file, 'cache'))).toBeUndefined();
  expect(existsSync(path.join(file, 'cache'))).toBe(false);
});
