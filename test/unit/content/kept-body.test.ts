// Tests a changed file whose front matter alone changed: its compiled body comes from the last build
// (src/content/parse-file.ts withCompiledBody, through the parse cache's getByBody), and the result is
// what a full parse gives; a body edit, a front matter that moved the body's first line, or another file
// are compiled afresh.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createContentContext } from '../../../src/content/context.js';
import { createParseCache } from '../../../src/content/parse-cache.js';
import { parseMarkdownFile, type ParsedFile, type ParseJob } from '../../../src/content/parse-file.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const BODY = '# Tokens\n\nRotate them [often](./rotate.md) and `never` log them.\n\n## Expiry\n\n```js\nconst ttl = 60;\n```\n\n<div onclick="x">raw</div>\n';
const textOf = (frontMatter: string, body = BODY) => `---\n${frontMatter}\n---\n${body}`;
const JOB: ParseJob = { file: 'content/docs/tokens.md', schema: 'doc', fallbackTitle: 'tokens' };

/** One build: a fresh cache over `dir` and a context that takes every file as changed since the last build. */
async function buildOnce(dir: string, text: string, job: ParseJob = JOB) {
  const cache = createParseCache(dir, 'v1');
  const context = createContentContext({ cache, workers: 1, changed: () => true });
  const parsed = await context.parse(text, job, path.join(dir, 'site', job.file));
  await cache.save!();
  return { parsed, kept: context.stats().bodiesKept };
}

/** What a page and the other pages read of a parse. */
const seen = (parsed: ParsedFile) => ({
  title: parsed.title,
  frontMatter: parsed.frontMatter,
  positions: parsed.positions,
  diagnostics: parsed.diagnostics,
  html: parsed.markdown.html,
  sections: parsed.markdown.sections,
  headings: parsed.markdown.headings,
  anchors: parsed.markdown.anchors,
  links: parsed.markdown.links,
  summary: parsed.markdown.summary,
  search: parsed.markdown.search,
});

test('a front matter edit keeps the compiled body, and gives what a full parse gives; a body edit, a moved body or another file do not', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-kept-body-'));
  dirs.push(dir);
  const first = await buildOnce(dir, textOf('title: Tokens\nsidebar_position: 2'));
  expect(first.kept).toBe(0);

  // The title and position changed, on the same lines: the body is the last build's.
  const retitled = textOf('title: Access tokens\nsidebar_position: 3');
  const second = await buildOnce(dir, retitled);
  expect(second.kept).toBe(1);
  const full = parseMarkdownFile(retitled, { ...JOB, search: true });
  expect(seen(second.parsed)).toEqual(seen(full));
  expect(second.parsed.title).toBe('Access tokens');
  expect(second.parsed.frontMatter).toMatchObject({ sidebar_position: 3 });
  // The raw HTML warning is the body's, at its line (the body starts on line 5).
  expect(second.parsed.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(full.diagnostics.map((d) => `${d.line} ${d.code}`));

  // Kept again from the entry the last build made (and a front matter error is still reported).
  const invalid = textOf('title: Access tokens\nsidebar_position: first');
  const third = await buildOnce(dir, invalid);
  expect(third.kept).toBe(1);
  expect(seen(third.parsed)).toEqual(seen(parseMarkdownFile(invalid, { ...JOB, search: true })));
  expect(third.parsed.diagnostics.map((d) => d.code)).toContain('front-matter/invalid');

  // A line more of front matter moves the body: its lines, in its diagnostics and positions, differ.
  const longer = textOf('title: Access tokens\ndescription: How tokens work\nsidebar_position: 3');
  const fourth = await buildOnce(dir, longer);
  expect(fourth.kept).toBe(0);
  expect(seen(fourth.parsed)).toEqual(seen(parseMarkdownFile(longer, { ...JOB, search: true })));

  // The body edited: compiled again.
  const edited = textOf('title: Access tokens\ndescription: How tokens work\nsidebar_position: 3', BODY.replace('often', 'daily'));
  const fifth = await buildOnce(dir, edited);
  expect(fifth.kept).toBe(0);
  expect(fifth.parsed.markdown.html).toContain('daily');

  // The same text in another file: its body is that file's (its diagnostics name it).
  const other: ParseJob = { ...JOB, file: 'content/docs/other.md', fallbackTitle: 'other' };
  const sixth = await buildOnce(dir, edited, other);
  expect(sixth.kept).toBe(0);
  expect(sixth.parsed.diagnostics.every((d) => d.file === 'content/docs/other.md')).toBe(true);
});
