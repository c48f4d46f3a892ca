// Tests bench/generate-corpus.mjs: deterministic output, the requested page count, ~1,000 words a
// page, and no broken relative link or anchor (slugs computed independently with github-slugger).
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { afterEach, describe, expect, test } from 'vitest';
import { generateCorpus } from '../../../bench/generate-corpus.mjs';

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(os.tmpdir(), 'docsgen-corpus-test-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

function docsOf(dir: string): string[] {
  const docs = join(dir, 'content/docs');
  return listFiles(docs)
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(docs, file));
}

function bodyOf(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** Body lines outside fenced code blocks, where headings and links live. */
function proseLines(markdown: string): string[] {
  let inFence = false;
  return bodyOf(markdown)
    .split('\n')
    .filter((line) => {
      if (line.startsWith('```')) {
        inFence = !inFence;
        return false;
      }
      return !inFence;
    });
}

/** Heading ids as docsgen assigns them: `{#custom-id}` if given, else github-slugger with de-duplication. */
function headingIds(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const custom = /^(.*?)\s*\{#([\w-]+)\}$/.exec(heading[1]!);
    ids.add(custom ? custom[2]! : slugger.slug(heading[1]!));
  }
  return ids;
}

function linksOf(markdown: string): string[] {
  const links: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) links.push(match[1]!);
  }
  return links;
}

function wordCount(markdown: string): number {
  return bodyOf(markdown).split(/\s+/).filter(Boolean).length;
}

describe('generateCorpus', () => {
  test('writes byte-identical output for the same pages and seed', () => {
    const a = tempDir();
    const b = tempDir();
    generateCorpus(a, 60, { seed: 7 });
    generateCorpus(b, 60, { seed: 7 });
    expect(hashTree(a)).toBe(hashTree(b));
  });

  test('writes different pages for a different seed', () => {
    const a = tempDir();
    const b = tempDir();
    generateCorpus(a, 20, { seed: 1 });
    generateCorpus(b, 20, { seed: 2 });
    expect(hashTree(a)).not.toBe(hashTree(b));
  });

  test('regenerating into its own folder gives the same output as a fresh folder', () => {
    const a = tempDir();
    const b = tempDir();
    generateCorpus(a, 45);
    generateCorpus(a, 30);
    generateCorpus(b, 30);
    expect(hashTree(a)).toBe(hashTree(b));
  });

  test('refuses a non-empty folder that is not a bench corpus', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'keep.txt'), 'mine');
    expect(() => generateCorpus(dir, 5)).toThrow(/not a bench corpus/);
    expect(readFileSync(join(dir, 'keep.txt'), 'utf8')).toBe('mine');
  });

  test('writes the site config and a home page with only a title', () => {
    const dir = tempDir();
    generateCorpus(dir, 3);
    expect(readFileSync(join(dir, 'site.config.yaml'), 'utf8')).toBe(
      'title: Bench\ntagline: Generated corpus\nurl: https://bench.example.com\nbaseUrl: /\nproductName: Bench\n',
    );
    expect(readFileSync(join(dir, 'content/pages/index.md'), 'utf8')).toMatch(/^---\ntitle: Bench\n---\n\n\S.*\n$/);
  });

  test.each([1, 7, 230])('writes %i docs pages, each folder with a _category_.yml', (pages) => {
    const dir = tempDir();
    generateCorpus(dir, pages);
    const docs = docsOf(dir);
    expect(docs).toHaveLength(pages);
    for (const folder of new Set(docs.map((file) => dirname(file)))) {
      expect(readFileSync(join(folder, '_category_.yml'), 'utf8')).toMatch(/^label: .+\nposition: \d+\n$/);
      expect(readFileSync(join(dirname(folder), '_category_.yml'), 'utf8')).toMatch(/^label: .+\nposition: \d+\n$/);
    }
  });

  test.each([1, 7, 230])('every relative link and anchor in a %i-page corpus resolves', (pages) => {
    const dir = tempDir();
    generateCorpus(dir, pages);
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      if (!ids.has(file)) ids.set(file, headingIds(readFileSync(file, 'utf8')));
      return ids.get(file)!;
    };
    const broken: string[] = [];
    let anchored = 0;
    for (const file of docsOf(dir)) {
      const links = linksOf(readFileSync(file, 'utf8'));
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const link of links) {
        const [path = '', fragment] = link.split('#');
        const target = path === '' ? file : resolve(dirname(file), path);
        if (path !== '' && (!path.endsWith('.md') || !existsSync(target))) broken.push(`${file}: ${link}`);
        else if (fragment !== undefined && !idsOf(target).has(fragment)) broken.push(`${file}: ${link}`);
        if (fragment !== undefined) anchored++;
      }
    }
    expect(broken).toEqual([]);
    expect(anchored).toBeGreaterThanOrEqual(pages);
  });

  test('each page has the required markdown features and about 1,000 words', () => {
    const dir = tempDir();
    generateCorpus(dir, 40);
    for (const file of docsOf(dir)) {
      const markdown = readFileSync(file, 'utf8');
      expect(markdown).toMatch(/^---\ntitle: .+\nsidebar_position: \d+\ndescription: .+\n---\n/);
      expect(markdown).toMatch(/^\| --- \| --- \|/m);
      expect(markdown).toMatch(/^```ts title="[\w-]+\.ts" \{1,3\}$/m);
      expect(markdown).toMatch(/^```bash$/m);
      expect(markdown).toMatch(/^:::tip$/m);
      expect(markdown).toMatch(/^## .+ \{#[\w-]+\}$/m);
      expect(headingIds(markdown)).toContain('example-2');
      const words = wordCount(markdown);
      expect(words).toBeGreaterThanOrEqual(800);
      expect(words).toBeLessThanOrEqual(1300);
    }
  });
});
