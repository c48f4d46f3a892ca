// Tests src/content/parse-cache.ts: a cached file comes back equal to what was parsed, with its body
// (HTML and sections' text) read from a file of its own only when asked for; a body that is gone
// makes the next build parse the file again.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createParseCache, isBodyOnDisk } from '../../../src/content/parse-cache.js';
import { CacheEntryDamaged } from '../../../src/util/cache-file.js';
import { searchJsonOf } from '../../../src/markdown/search-json.js';
import { bodyKeyOf } from '../../../src/markdown/body-key.js';
import { parseMarkdownFile, type ParseJob } from '../../../src/content/parse-file.js';
import { createContentContext } from '../../../src/content/context.js';
import { fileStamp } from '../../../src/util/hash.js';

const TEXT = `---
title: Tokens
---
Every login produces a [session](./sessions.md).

## Refreshing {#refresh}

${'Exchange the refresh token for a new access token. '.repeat(200)}
`;
const JOB: ParseJob = { file: 'content/docs/tokens.md', schema: 'doc', fallbackTitle: 'tokens' };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-parse-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The cache's two files: [body, head]. */
const files = () => {
  const names = readdirSync(path.join(dir, 'markdown'));
  return [names.find((n) => n.endsWith('.body.bin')), names.find((n) => !n.endsWith('.body.bin'))];
};

describe('the parse cache', () => {
  test('gives back what was parsed, body included', () => {
    const parsed = parseMarkdownFile(TEXT, JOB);
    createParseCache(dir, 'v1').set(TEXT, JOB, parsed);
    const cache = createParseCache(dir, 'v1');
    const cached = cache.get(TEXT, JOB)!;
    expect(cache.hits).toBe(1);
    expect(isBodyOnDisk(cached.markdown)).toBe(true);
    expect(cached.markdown.html).toBe(parsed.markdown.html);
    expect(cached.markdown.sections).toEqual(parsed.markdown.sections);
    expect(JSON.parse(JSON.stringify(cached))).toEqual(JSON.parse(JSON.stringify(parsed)));
  });

  test("gives a search-counted file's summary back whole, and as JSON for the search index's worker", () => {
    const job: ParseJob = { ...JOB, search: true };
    const parsed = parseMarkdownFile(TEXT, job);
    expect(parsed.markdown.search?.words.distinct).toBeGreaterThan(5);
    expect(searchJsonOf(parsed.markdown)).toBeUndefined();
    createParseCache(dir, 'v1').set(TEXT, job, parsed);
    const cached = createParseCache(dir, 'v1').get(TEXT, job)!;
    expect(cached.markdown.search).toEqual(parsed.markdown.search);
    expect(JSON.parse(searchJsonOf(cached.markdown)!)).toEqual(parsed.markdown.search);
    // The JSON is no property a copy of the value carries: JSON and structured clones hold the summary.
    expect(Object.keys(cached.markdown)).not.toContain('searchJson');
    expect(JSON.parse(JSON.stringify(cached.markdown.search))).toEqual(JSON.parse(JSON.stringify(parsed.markdown.search)));
    expect(structuredClone(cached.markdown).search).toEqual(parsed.markdown.search);
  });

  test('keeps the body apart from the outline, which stays small', () => {
    const parsed = parseMarkdownFile(TEXT, JOB);
    createParseCache(dir, 'v1').set(TEXT, JOB, parsed);
    const [body, head] = files();
    expect(readdirSync(path.join(dir, 'markdown'))).toHaveLength(2);
    expect(body).toMatch(/^[0-9a-f]{24}\.body\.bin$/);
    expect(head).toBe(body!.replace('.body', ''));
    const size = (name: string) => statSync(path.join(dir, 'markdown', name)).size;
    expect(size(body!)).toBeGreaterThan(parsed.markdown.html.length);
    expect(size(head!)).toBeLessThan(parsed.markdown.html.length / 4);
  });

  test('throws CacheEntryDamaged when a body is gone (the build then goes on without the cache), and parses the file again in the next build', async () => {
    const parsed = parseMarkdownFile(TEXT, JOB);
    const first = createParseCache(dir, 'v1');
    first.set(TEXT, JOB, parsed);
    // The head is in the pack too: it must not outlive its body there either.
    await first.save!();
    const cache = createParseCache(dir, 'v1');
    const cached = cache.get(TEXT, JOB)!;
    const body = path.join(dir, 'markdown', files()[0]!);
    rmSync(body);
    expect(() => cached.markdown.html).toThrow(new CacheEntryDamaged(body));
    const next = createParseCache(dir, 'v1');
    expect(next.get(TEXT, JOB)).toBeUndefined();
    expect(next.misses).toBe(1);
  });

  test('misses a file parsed by another docsgen build', () => {
    createParseCache(dir, 'v1').set(TEXT, JOB, parseMarkdownFile(TEXT, JOB));
    expect(createParseCache(dir, 'v2').get(TEXT, JOB)).toBeUndefined();
  });

  test('reads the heads the last build used from one file, written only when they change', async () => {
    const other = TEXT.replace('Tokens', 'Sessions');
    const first = createParseCache(dir, 'v1');
    first.set(TEXT, JOB, parseMarkdownFile(TEXT, JOB));
    first.set(other, JOB, parseMarkdownFile(other, JOB));
    await first.save!();
    const pack = path.join(dir, 'markdown', 'heads.pack');
    const written = statSync(pack).mtimeMs;
    // Without the heads' own files, the pack alone answers.
    for (const name of readdirSync(path.join(dir, 'markdown'))) if (/^[0-9a-f]{24}\.bin$/.test(name)) rmSync(path.join(dir, 'markdown', name));
    const second = createParseCache(dir, 'v1');
    expect(second.get(TEXT, JOB)!.title).toBe('Tokens');
    expect(second.get(other, JOB)!.markdown.html).toBe(parseMarkdownFile(other, JOB).markdown.html);
    expect(second.hits).toBe(2);
    await second.save!();
    expect(statSync(pack).mtimeMs).toBe(written);
    // A build that used one file only leaves a pack of that one.
    const third = createParseCache(dir, 'v1');
    third.get(TEXT, JOB);
    await third.save!();
    expect(createParseCache(dir, 'v1').get(other, JOB)).toBeUndefined();
    // Another docsgen's pack is not read.
    expect(createParseCache(dir, 'v2').get(TEXT, JOB)).toBeUndefined();
  });

  test('a torn or garbled pack is not read: the heads come from their own files', async () => {
    const first = createParseCache(dir, 'v1');
    first.set(TEXT, JOB, parseMarkdownFile(TEXT, JOB));
    await first.save!();
    const pack = path.join(dir, 'markdown', 'heads.pack');
    const whole = readFileSync(pack);
    for (const broken of [whole.subarray(0, whole.length - 10), Buffer.concat([whole, Buffer.from('more')]), Buffer.from('garbage')]) {
      writeFileSync(pack, broken);
      const cache = createParseCache(dir, 'v1');
      expect(cache.get(TEXT, JOB)!.title).toBe('Tokens');
      expect(cache.hits).toBe(1);
      // Read from its own file, not from the pack: gone with that file.
      const heads = readdirSync(path.join(dir, 'markdown')).filter((name) => /^[0-9a-f]{24}\.bin$/.test(name));
      for (const name of heads) rmSync(path.join(dir, 'markdown', name));
      expect(createParseCache(dir, 'v1').get(TEXT, JOB)).toBeUndefined();
      createParseCache(dir, 'v1').set(TEXT, JOB, parseMarkdownFile(TEXT, JOB));
    }
  });

  test('finds a file the last build read by the stamp of its bytes, without its text', async () => {
    const first = createParseCache(dir, 'v1');
    first.set(TEXT, JOB, parseMarkdownFile(TEXT, JOB));
    // Stamps are recorded by reads that name one (the build reads each file it did not find by stamp).
    expect(first.get(TEXT, JOB, 'stamp-1')!.title).toBe('Tokens');
    await first.save!();
    const second = createParseCache(dir, 'v1');
    expect(second.getStamped!('stamp-1', JOB)!.markdown.html).toBe(parseMarkdownFile(TEXT, JOB).markdown.html);
    expect(second.getStamped!('stamp-2', JOB)).toBeUndefined();
    expect(second.getStamped!('stamp-1', { ...JOB, fallbackTitle: 'other' })).toBeUndefined();
    // Found by stamp, it stays findable by stamp in the next pack.
    await second.save!();
    expect(createParseCache(dir, 'v1').getStamped!('stamp-1', JOB)!.title).toBe('Tokens');
  });

  test('a file parsed with the stamp of its bytes is found by it in the next build, unread', async () => {
    const first = createParseCache(dir, 'v1');
    first.set(TEXT, JOB, parseMarkdownFile(TEXT, JOB), 'stamp-1');
    await first.save!();
    expect(createParseCache(dir, 'v1').getStamped!('stamp-1', JOB)!.title).toBe('Tokens');
  });

  test("a build records a parsed file's stamp only when the text it read is the one stamped", async () => {
    const site = path.join(dir, 'site');
    const [same, saved] = [path.join(site, 'same.md'), path.join(site, 'saved.md')];
    // The stamps as the build state took them: `saved.md` was saved again before it was read.
    const stamps = new Map([
      [same, fileStamp(TEXT)],
      [saved, fileStamp(`${TEXT}\nEarlier text.\n`)],
    ]);
    const cache = createParseCache(dir, 'v1');
    const context = createContentContext({ cache, workers: 1, stampOf: (absPath) => stamps.get(absPath) });
    await context.parse(TEXT, { ...JOB, file: 'same.md' }, same);
    await context.parse(TEXT.replace('Tokens', 'Sessions'), { ...JOB, file: 'saved.md' }, saved);
    await context.close();
    await cache.save!();
    const next = createContentContext({ cache: createParseCache(dir, 'v1'), workers: 1, stampOf: (absPath) => stamps.get(absPath) });
    expect(next.cachedUnread(same, { ...JOB, file: 'same.md' })?.title).toBe('Tokens');
    expect(next.cachedUnread(saved, { ...JOB, file: 'saved.md' })).toBeUndefined();
    await next.close();
  });

  test('a parse it keeps goes on with its search summary as the JSON the next build reads back', async () => {
    const job: ParseJob = { ...JOB, search: true };
    const parsed = parseMarkdownFile(TEXT, job);
    const kept = createParseCache(dir, 'v1').set(TEXT, job, parsed);
    const next = createParseCache(dir, 'v1').get(TEXT, job)!;
    // The search index keys a page by this JSON: the same now as in the next build, so it patches its index.
    expect(searchJsonOf(kept.markdown)).toBe(JSON.stringify(parsed.markdown.search));
    expect(searchJsonOf(next.markdown)).toBe(searchJsonOf(kept.markdown));
    expect(kept.markdown.search).toEqual(parsed.markdown.search);
    expect(kept.markdown.html).toBe(parsed.markdown.html);
  });

  test('names a parse it keeps as it names it read back, by its entry: same source and options, same name', () => {
    const parsed = parseMarkdownFile(TEXT, JOB);
    expect(bodyKeyOf(parsed.markdown)).toBeUndefined();
    const kept = createParseCache(dir, 'v1').set(TEXT, JOB, parsed);
    const next = createParseCache(dir, 'v1').get(TEXT, JOB)!;
    expect(bodyKeyOf(kept.markdown)).toMatch(/^[\w-]+\.bin$/);
    expect(bodyKeyOf(next.markdown)).toBe(bodyKeyOf(kept.markdown));
    expect(files()[1]).toBe(bodyKeyOf(kept.markdown));
    // Another text, other options or another docsgen: another name.
    const edited = TEXT.replace('Every login', 'Each login');
    expect(bodyKeyOf(createParseCache(dir, 'v1').set(edited, JOB, parseMarkdownFile(edited, JOB)).markdown)).not.toBe(bodyKeyOf(kept.markdown));
    const job: ParseJob = { ...JOB, search: true };
    expect(bodyKeyOf(createParseCache(dir, 'v1').set(TEXT, job, parseMarkdownFile(TEXT, job)).markdown)).not.toBe(bodyKeyOf(kept.markdown));
    expect(bodyKeyOf(createParseCache(dir, 'v2').set(TEXT, JOB, parsed).markdown)).not.toBe(bodyKeyOf(kept.markdown));
    // Neither JSON nor a structured clone carries it.
    expect(JSON.stringify(kept.markdown)).not.toContain(bodyKeyOf(kept.markdown)!);
    expect(bodyKeyOf(structuredClone(kept.markdown))).toBeUndefined();
  });

  test('once a day, saving removes the entries the build did not use that are older than a day, and nothing it used', async () => {
    const folder = path.join(dir, 'markdown');
    const OTHER = TEXT.replace('Tokens', 'Sessions');
    const FRESH = TEXT.replace('Tokens', 'Keys');
    const first = createParseCache(dir, 'v1');
    first.set(TEXT, JOB, parseMarkdownFile(TEXT, JOB));
    first.set(OTHER, JOB, parseMarkdownFile(OTHER, JOB));
    first.setValue('api', 'spec one', { operations: 1 });
    first.setValue('api', 'spec two', { operations: 2 });
    // The first save makes the marker: the folder is pruned a day after.
    await first.save!();
    const marker = path.join(folder, 'pruned');
    expect(statSync(marker).isFile()).toBe(true);
    // Everything is two days old (an older docsgen's entries, an edit's old text); a killed build's
    // half-written file too; then an entry of today.
    const torn = `${'c'.repeat(24)}.bin.123.0.tmp`;
    writeFileSync(path.join(folder, torn), 'torn');
    // A file of a name docsgen never gives stays, however old.
    writeFileSync(path.join(folder, 'notes.txt'), 'not an entry');
    const twoDaysAgo = (Date.now() - 2 * 24 * 3600 * 1000) / 1000;
    for (const name of readdirSync(folder)) utimesSync(path.join(folder, name), twoDaysAgo, twoDaysAgo);
    createParseCache(dir, 'v1').set(FRESH, JOB, parseMarkdownFile(FRESH, JOB));
    const before = readdirSync(folder);
    // This build reads TEXT and the first spec's value only.
    const second = createParseCache(dir, 'v1');
    expect(second.get(TEXT, JOB)!.markdown.html).toBe(parseMarkdownFile(TEXT, JOB).markdown.html);
    expect(second.getValue('api', 'spec one')).toEqual({ operations: 1 });
    await second.save!();
    const after = readdirSync(folder);
    const removed = before.filter((name) => !after.includes(name));
    // OTHER's head and body, the unused value, the torn file: four gone.
    expect(removed).toHaveLength(4);
    expect(removed).toContain(torn);
    expect(after).toContain('notes.txt');
    const third = createParseCache(dir, 'v1');
    expect(third.get(OTHER, JOB)).toBeUndefined();
    expect(third.getValue('api', 'spec two')).toBeUndefined();
    // Kept: what the build used (head, body, value), today's entry, the pack and the marker.
    expect(third.get(TEXT, JOB)!.markdown.html).toBe(parseMarkdownFile(TEXT, JOB).markdown.html);
    expect(third.getValue('api', 'spec one')).toEqual({ operations: 1 });
    expect(third.get(FRESH, JOB)!.markdown.html).toBe(parseMarkdownFile(FRESH, JOB).markdown.html);
    expect(after).toContain('heads.pack');
    expect(statSync(marker).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    // Pruned today: the next save removes nothing, however old what it did not use.
    for (const name of readdirSync(folder).filter((n) => n !== 'pruned')) utimesSync(path.join(folder, name), twoDaysAgo, twoDaysAgo);
    const count = readdirSync(folder).length;
    const fourth = createParseCache(dir, 'v1');
    fourth.get(FRESH, JOB);
    await fourth.save!();
    expect(readdirSync(folder).length).toBeGreaterThanOrEqual(count);
  });
});
