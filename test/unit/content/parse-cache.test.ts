// Tests src/content/parse-cache.ts: a cached file comes back equal to what was parsed, with its body
// (HTML and sections' text) read from its body pack only when asked for; a body that is gone makes the
// next build parse the file again. A build writes one body pack and the heads pack, not a file a page.
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
import { contentHash, fileStamp } from '../../../src/util/hash.js';
import { agedBy, editHeadsPack, readHeadsPack } from '../../helpers/heads-pack.js';

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

/** The body packs in the cache folder. */
const bodyPacks = () => readdirSync(path.join(dir, 'markdown')).filter((name) => name.endsWith('.bodies'));

/** A build of one cache: sets `texts` (parsed with `job`), then saves. */
async function build(texts: string[], job: ParseJob = JOB, version = 'v1') {
  const cache = createParseCache(dir, version);
  const kept = texts.map((text) => cache.set(text, job, parseMarkdownFile(text, job)));
  await cache.save!();
  return kept;
}

describe('the parse cache', () => {
  test('gives back what was parsed, body included', async () => {
    const parsed = parseMarkdownFile(TEXT, JOB);
    await build([TEXT]);
    const cache = createParseCache(dir, 'v1');
    const cached = cache.get(TEXT, JOB)!;
    expect(cache.hits).toBe(1);
    expect(isBodyOnDisk(cached.markdown)).toBe(true);
    expect(cached.markdown.html).toBe(parsed.markdown.html);
    expect(cached.markdown.sections).toEqual(parsed.markdown.sections);
    expect(JSON.parse(JSON.stringify(cached))).toEqual(JSON.parse(JSON.stringify(parsed)));
  });

  test("gives a search-counted file's summary back whole, and as JSON for the search index's worker", async () => {
    const job: ParseJob = { ...JOB, search: true };
    const parsed = parseMarkdownFile(TEXT, job);
    expect(parsed.markdown.search?.words.distinct).toBeGreaterThan(5);
    expect(searchJsonOf(parsed.markdown)).toBeUndefined();
    await build([TEXT], job);
    const cached = createParseCache(dir, 'v1').get(TEXT, job)!;
    expect(cached.markdown.search).toEqual(parsed.markdown.search);
    expect(JSON.parse(searchJsonOf(cached.markdown)!)).toEqual(parsed.markdown.search);
    // The JSON is no property a copy of the value carries: JSON and structured clones hold the summary.
    expect(Object.keys(cached.markdown)).not.toContain('searchJson');
    expect(JSON.parse(JSON.stringify(cached.markdown.search))).toEqual(JSON.parse(JSON.stringify(parsed.markdown.search)));
    expect(structuredClone(cached.markdown).search).toEqual(parsed.markdown.search);
  });

  test('writes the bodies of a build into one pack and its heads into another, files a build, not a page', async () => {
    const texts = ['Tokens', 'Sessions', 'Keys', 'Roles'].map((title) => TEXT.replace('Tokens', title));
    await build(texts);
    const names = readdirSync(path.join(dir, 'markdown')).sort();
    // The heads pack, one body pack, and the clean-up's marker.
    expect(names).toHaveLength(3);
    expect(names).toContain('heads.pack');
    expect(names).toContain('pruned');
    const [bodies] = bodyPacks();
    expect(bodies).toMatch(new RegExp(`^${process.pid}-\\d+-\\d+-[0-9a-z]+\\.bodies$`));
    const size = (name: string) => statSync(path.join(dir, 'markdown', name)).size;
    const html = parseMarkdownFile(TEXT, JOB).markdown.html.length;
    expect(size(bodies!)).toBeGreaterThan(4 * html);
    // The heads stay small: a build reads them all.
    expect(size('heads.pack')).toBeLessThan(html);
  });

  test('throws CacheEntryDamaged when a body is gone (the build then goes on without the cache), and parses the file again in the next build', async () => {
    await build([TEXT]);
    const cache = createParseCache(dir, 'v1');
    const cached = cache.get(TEXT, JOB)!;
    const body = path.join(dir, 'markdown', bodyPacks()[0]!);
    rmSync(body);
    expect(() => cached.markdown.html).toThrow(CacheEntryDamaged);
    expect(() => cached.markdown.html).toThrow(`the cache entry ${body} (${bodyKeyOf(cached.markdown)}) is damaged`);
    const next = createParseCache(dir, 'v1');
    expect(next.get(TEXT, JOB)).toBeUndefined();
    expect(next.misses).toBe(1);
  });

  test('misses a file parsed by another docsgen build', async () => {
    await build([TEXT]);
    expect(createParseCache(dir, 'v2').get(TEXT, JOB)).toBeUndefined();
  });

  test('reads the heads from one file, written only when they change, and keeps a head a build did not use for a day', async () => {
    const other = TEXT.replace('Tokens', 'Sessions');
    await build([TEXT, other]);
    const pack = path.join(dir, 'markdown', 'heads.pack');
    const written = statSync(pack).mtimeMs;
    const second = createParseCache(dir, 'v1');
    expect(second.get(TEXT, JOB)!.title).toBe('Tokens');
    expect(second.get(other, JOB)!.markdown.html).toBe(parseMarkdownFile(other, JOB).markdown.html);
    expect(second.hits).toBe(2);
    await second.save!();
    expect(statSync(pack).mtimeMs).toBe(written);
    // A build that used one file only (another branch, dev with other options) leaves the other for a day.
    const third = createParseCache(dir, 'v1');
    third.get(TEXT, JOB);
    await third.save!();
    expect(createParseCache(dir, 'v1').get(other, JOB)!.title).toBe('Sessions');
    // Unused for more than a day, it goes.
    editHeadsPack(pack, agedBy(25 * 3600_000));
    const fourth = createParseCache(dir, 'v1');
    fourth.get(TEXT, JOB);
    await fourth.save!();
    expect(createParseCache(dir, 'v1').get(other, JOB)).toBeUndefined();
    expect(createParseCache(dir, 'v1').get(TEXT, JOB)!.title).toBe('Tokens');
    // Another docsgen's pack is not read.
    expect(createParseCache(dir, 'v2').get(TEXT, JOB)).toBeUndefined();
  });

  test('a torn or garbled heads pack is not read: the files are parsed again', async () => {
    await build([TEXT]);
    const pack = path.join(dir, 'markdown', 'heads.pack');
    const whole = readFileSync(pack);
    for (const broken of [whole.subarray(0, whole.length - 10), Buffer.concat([whole, Buffer.from('more')]), Buffer.from('garbage')]) {
      writeFileSync(pack, broken);
      const cache = createParseCache(dir, 'v1');
      expect(cache.get(TEXT, JOB)).toBeUndefined();
      expect(cache.misses).toBe(1);
      writeFileSync(pack, whole);
      expect(createParseCache(dir, 'v1').get(TEXT, JOB)!.title).toBe('Tokens');
    }
  });

  test('a body pack damaged in the middle fails only the bodies it held: the build starts again without the cache', async () => {
    const texts = ['Tokens', 'Sessions', 'Keys'].map((title) => TEXT.replace('Tokens', title));
    await build(texts);
    const file = path.join(dir, 'markdown', bodyPacks()[0]!);
    const bytes = readFileSync(file);
    // One byte of the second body flipped.
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    const cache = createParseCache(dir, 'v1');
    const [first, second, third] = texts.map((text) => cache.get(text, JOB)!);
    expect(first!.markdown.html).toBe(parseMarkdownFile(texts[0]!, JOB).markdown.html);
    expect(third!.markdown.html).toBe(parseMarkdownFile(texts[2]!, JOB).markdown.html);
    expect(() => second!.markdown.html).toThrow(CacheEntryDamaged);
    // The heads pack went with it: the next build parses every file again.
    expect(createParseCache(dir, 'v1').get(texts[0]!, JOB)).toBeUndefined();
  });

  test("a heads pack whose index names a body out of its pack's bounds, or another file, never reads it: damaged, or no pack at all", async () => {
    await build([TEXT]);
    const packFile = path.join(dir, 'markdown', 'heads.pack');
    const whole = readFileSync(packFile);
    const [pack] = readHeadsPack(packFile).index.bodyAt[0]!;
    const withBodyAt = (bodyAt: unknown) => {
      writeFileSync(packFile, whole);
      editHeadsPack(packFile, (index) => ({ ...index, bodyAt: [bodyAt] }));
    };
    // Places a build would read: past the pack's end (2 GB), another file's name. Damaged, not read.
    for (const bodyAt of [
      [pack, 0, 2 ** 31],
      ['../../../etc/passwd', 0, 100],
      ['heads.pack', 0, 100],
    ]) {
      withBodyAt(bodyAt);
      const cached = createParseCache(dir, 'v1').get(TEXT, JOB)!;
      expect(() => cached.markdown.html).toThrow(CacheEntryDamaged);
    }
    // Places that are no place: the pack is not read at all.
    for (const bodyAt of [[pack, -1, 10], [pack, 0.5, 10], [pack, 0], 'nowhere']) {
      withBodyAt(bodyAt);
      expect(createParseCache(dir, 'v1').get(TEXT, JOB)).toBeUndefined();
    }
  });

  test('copies the bodies in use out of packs that are mostly bodies nobody uses, and out of all but the fullest when there are many', async () => {
    const big = (n: number) => `${TEXT}\n${`Edit ${n} of a long page. `.repeat(5_000)}`;
    const packFile = path.join(dir, 'markdown', 'heads.pack');
    const packsInUse = () => new Set(readHeadsPack(packFile).index.bodyAt.map(([pack]) => pack));
    await build([TEXT, big(0)]);
    const [first] = bodyPacks();
    // A day later, a build that uses TEXT alone: big(0)'s head goes, its pack is mostly unused bytes.
    editHeadsPack(packFile, agedBy(25 * 3600_000));
    const second = createParseCache(dir, 'v1');
    second.get(TEXT, JOB);
    await second.save!();
    expect(readHeadsPack(packFile).index.names).toHaveLength(1);
    expect(packsInUse().has(first!)).toBe(false);
    expect(createParseCache(dir, 'v1').get(TEXT, JOB)!.markdown.html).toBe(parseMarkdownFile(TEXT, JOB).markdown.html);
    // Seventeen builds of one edit each: seventeen packs, folded into the last build's pack but for the four fullest.
    for (let n = 1; n <= 17; n++) {
      const cache = createParseCache(dir, 'v1');
      cache.set(big(n), JOB, parseMarkdownFile(big(n), JOB));
      await cache.save!();
    }
    expect(packsInUse().size).toBeLessThanOrEqual(5);
    const cache = createParseCache(dir, 'v1');
    for (const n of [1, 9, 17]) expect(cache.get(big(n), JOB)!.markdown.html).toBe(parseMarkdownFile(big(n), JOB).markdown.html);
    expect(cache.get(TEXT, JOB)!.markdown.html).toBe(parseMarkdownFile(TEXT, JOB).markdown.html);
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
    const [kept] = await build([TEXT], job);
    const next = createParseCache(dir, 'v1').get(TEXT, job)!;
    // The search index keys a page by this JSON: the same now as in the next build, so it patches its index.
    expect(searchJsonOf(kept!.markdown)).toBe(JSON.stringify(parsed.markdown.search));
    expect(searchJsonOf(next.markdown)).toBe(searchJsonOf(kept!.markdown));
    expect(kept!.markdown.search).toEqual(parsed.markdown.search);
    expect(kept!.markdown.html).toBe(parsed.markdown.html);
  });

  test('names a parse it keeps as it names it read back, by its entry: same source and options, same name', async () => {
    const parsed = parseMarkdownFile(TEXT, JOB);
    expect(bodyKeyOf(parsed.markdown)).toBeUndefined();
    const kept = createParseCache(dir, 'v1').set(TEXT, JOB, parsed);
    await build([TEXT]);
    const next = createParseCache(dir, 'v1').get(TEXT, JOB)!;
    expect(bodyKeyOf(kept.markdown)).toMatch(/^[0-9a-f]{24}\.bin$/);
    expect(bodyKeyOf(next.markdown)).toBe(bodyKeyOf(kept.markdown));
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

  test('once a day, saving removes the entries no kept head or used value names that are older than a day, and nothing else', async () => {
    const folder = path.join(dir, 'markdown');
    const OTHER = `${TEXT.replace('Tokens', 'Sessions')}\n${'A long page. '.repeat(5_000)}`;
    const FRESH = TEXT.replace('Tokens', 'Keys');
    // Values past 64 KB (an API model): a file each, pruned like one.
    const spec = (operations: number) => ({ operations, description: 'An operation. '.repeat(6_000) });
    const first = createParseCache(dir, 'v1');
    first.set(TEXT, JOB, parseMarkdownFile(TEXT, JOB));
    first.set(OTHER, JOB, parseMarkdownFile(OTHER, JOB));
    first.setValue('api', 'spec one', spec(1));
    first.setValue('api', 'spec two', spec(2));
    // The first save makes the marker: the folder is pruned a day after.
    await first.save!();
    const marker = path.join(folder, 'pruned');
    expect(statSync(marker).isFile()).toBe(true);
    const [firstPack] = bodyPacks();
    // Everything is two days old (an older docsgen's entries, an edit's old text), the heads' last use
    // too; a killed build's half-written file and an older docsgen's body file as well; then a pack of today.
    const torn = `${'c'.repeat(24)}.bin.123.0.tmp`;
    const legacy = `${'d'.repeat(24)}.body.bin`;
    writeFileSync(path.join(folder, torn), 'torn');
    writeFileSync(path.join(folder, legacy), 'an older docsgen body');
    // A file of a name docsgen never gives stays, however old.
    writeFileSync(path.join(folder, 'notes.txt'), 'not an entry');
    const pack = path.join(folder, 'heads.pack');
    editHeadsPack(pack, agedBy(2 * 24 * 3600_000));
    const twoDaysAgo = (Date.now() - 2 * 24 * 3600 * 1000) / 1000;
    for (const name of readdirSync(folder)) utimesSync(path.join(folder, name), twoDaysAgo, twoDaysAgo);
    createParseCache(dir, 'v1').set(FRESH, JOB, parseMarkdownFile(FRESH, JOB));
    const freshPack = bodyPacks().find((name) => name !== firstPack);
    const before = readdirSync(folder);
    // This build reads TEXT and the first spec's value only: OTHER's head goes, and TEXT's body is copied
    // out of the pack OTHER's body filled.
    const second = createParseCache(dir, 'v1');
    expect(second.get(TEXT, JOB)!.markdown.html).toBe(parseMarkdownFile(TEXT, JOB).markdown.html);
    expect(second.getValue('api', 'spec one')).toEqual(spec(1));
    await second.save!();
    const after = readdirSync(folder);
    const removed = before.filter((name) => !after.includes(name)).sort();
    expect(removed).toEqual([firstPack, legacy, torn, `${contentHash('v1\0api\0spec two', 24)}.bin`].sort());
    expect(after).toContain('notes.txt');
    expect(after).toContain(freshPack);
    const third = createParseCache(dir, 'v1');
    expect(third.get(OTHER, JOB)).toBeUndefined();
    expect(third.getValue('api', 'spec two')).toBeUndefined();
    // Kept: what the build used (head, body, value), today's pack, the heads pack and the marker.
    expect(third.get(TEXT, JOB)!.markdown.html).toBe(parseMarkdownFile(TEXT, JOB).markdown.html);
    expect(third.getValue('api', 'spec one')).toEqual(spec(1));
    expect(after).toContain('heads.pack');
    expect(statSync(marker).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    // Pruned today: the next save removes nothing, however old what it did not use.
    for (const name of readdirSync(folder).filter((n) => n !== 'pruned')) utimesSync(path.join(folder, name), twoDaysAgo, twoDaysAgo);
    const count = readdirSync(folder).length;
    const fourth = createParseCache(dir, 'v1');
    fourth.get(TEXT, JOB);
    await fourth.save!();
    expect(readdirSync(folder).length).toBeGreaterThanOrEqual(count);
  });

  test('keeps small values in one pack file: a build reads them back, drops those unused for a day, and takes a damaged one for none', async () => {
    const folder = path.join(dir, 'markdown');
    const files = () => readdirSync(folder).filter((name) => name.endsWith('.bin'));
    const first = createParseCache(dir, 'v1');
    for (let i = 0; i < 200; i++) first.setValue('highlighted', `typescript\0const a = ${i};`, [{ type: 'text', value: `${i}` }]);
    first.setValue('outline', 'page', null);
    await first.save!();
    // 201 values, one file; none of its own.
    expect(files()).toEqual([]);
    expect(readHeadsPack(path.join(folder, 'values.pack')).index.names).toHaveLength(201);
    const second = createParseCache(dir, 'v1');
    expect(second.getValue('highlighted', 'typescript\0const a = 7;')).toEqual([{ type: 'text', value: '7' }]);
    expect(second.getValue('outline', 'page')).toBeNull();
    expect(second.getValue('highlighted', 'typescript\0const a = 200;')).toBeUndefined();
    // Another docsgen's pack holds nothing for this one.
    expect(createParseCache(dir, 'v2').getValue('outline', 'page')).toBeUndefined();
    // Two days unused: a build that uses one value keeps it and drops the others.
    editHeadsPack(path.join(folder, 'values.pack'), agedBy(2 * 24 * 3600_000));
    const third = createParseCache(dir, 'v1');
    expect(third.getValue('highlighted', 'typescript\0const a = 7;')).toEqual([{ type: 'text', value: '7' }]);
    await third.save!();
    expect(readHeadsPack(path.join(folder, 'values.pack')).index.names).toEqual([`${contentHash('v1\0highlighted\0typescript\0const a = 7;', 24)}.bin`]);
    // A build that reads the pack and uses nothing new writes nothing.
    const before = statSync(path.join(folder, 'values.pack')).mtimeMs;
    const fourth = createParseCache(dir, 'v1');
    fourth.getValue('highlighted', 'typescript\0const a = 7;');
    await fourth.save!();
    expect(statSync(path.join(folder, 'values.pack')).mtimeMs).toBe(before);
    // A damaged value (one byte changed) is no value: the caller makes it again.
    const bytes = readFileSync(path.join(folder, 'values.pack'));
    bytes.writeUInt8(bytes.at(-2)! ^ 0xff, bytes.length - 2);
    writeFileSync(path.join(folder, 'values.pack'), bytes);
    expect(createParseCache(dir, 'v1').getValue('highlighted', 'typescript\0const a = 7;')).toBeUndefined();
  });

  test('code blocks highlighted in process go to the values pack, one file, where the next build finds them', async () => {
    const page = (n: number) => `# Page ${n}\n\n\`\`\`ts\nconst a: number = 1;\n\`\`\`\n\n\`\`\`bash\nnpm install sesame-${n}\n\`\`\`\n`;
    const job: ParseJob = { ...JOB, search: true };
    const cache = createParseCache(dir, 'v1');
    const first = createContentContext({ cache, workers: 1 });
    const html = (await first.parse(page(1), job)).markdown.html;
    expect(html).toBe(parseMarkdownFile(page(1), job).markdown.html);
    await cache.save!();
    await first.close();
    const folder = path.join(dir, 'markdown');
    expect(readHeadsPack(path.join(folder, 'values.pack')).index.names).toHaveLength(2);
    expect(readdirSync(folder).filter((name) => /^[0-9a-f]{24}\.bin$/.test(name))).toEqual([]);
    const again = createParseCache(dir, 'v1');
    const kept = [again.getValue('highlighted', 'typescript\0const a: number = 1;'), again.getValue('highlighted', 'bash\0npm install sesame-1')];
    expect(kept.every(Array.isArray)).toBe(true);
  });
});
