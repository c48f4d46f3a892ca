// The build's precompressed copies: every text file over 1 KB gets `.br` and `.gz` files holding exactly
// its bytes, compressed; small files and binaries get none; a cached rebuild (one doc edited) writes the
// same bytes as a build without the cache, precompressed copies included; a precompressed copy is never older than its file.
import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, removeSites, listFiles } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));
const TEXT = /\.(html|css|js|json|xml|txt|svg|md)$/;

afterAll(removeSites);

/** A copy of the minimal fixture with a static text file over 1 KB, one under it, and a site's own `.gz` file. */
function makeFixtureCopy(): string {
  const site = makeSite({});
  cpSync(fixture, site, { recursive: true });
  writeFileSync(path.join(site, 'static/data.json'), JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) }));
  writeFileSync(path.join(site, 'static/small.txt'), 'small\n');
  // The site ships its own compressed copy of a file: it is copied as it is, never replaced by a precompressed copy.
  writeFileSync(path.join(site, 'static/own.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  writeFileSync(path.join(site, 'static/own.svg.gz'), 'the site’s own bytes');
  return site;
}

describe('the precompressed copies of a build', () => {
  let out: string;
  let files: string[];
  beforeAll(async () => {
    const site = makeFixtureCopy();
    out = path.join(site, 'out');
    const built = await buildSite(site, { outDir: out });
    expect(built.result.ok).toBe(true);
    files = listFiles(out);
  });

  test('every text file over 1 KB has a .br and a .gz precompressed copy that decompress to its exact bytes', () => {
    const big = files.filter((f) => TEXT.test(f) && statSync(path.join(out, f)).size > 1024 && f !== 'own.svg');
    expect(big).toEqual(expect.arrayContaining(['index.html', 'docs/guides/jwt/index.html', 'data.json']));
    // The search index's word chunks (its entry file is small).
    expect(big.some((f) => /^assets\/search\/words-[0-9a-f]{8}\.json$/.test(f))).toBe(true);
    expect(big.some((f) => /^assets\/main-[0-9a-f]{8}\.js$/.test(f))).toBe(true);
    expect(big.some((f) => /^assets\/main-[0-9a-f]{8}\.css$/.test(f))).toBe(true);
    for (const file of big) {
      const bytes = readFileSync(path.join(out, file));
      expect(brotliDecompressSync(readFileSync(path.join(out, `${file}.br`))).equals(bytes), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(path.join(out, `${file}.gz`))).equals(bytes), `${file}.gz`).toBe(true);
      expect(statSync(path.join(out, `${file}.br`)).mtimeMs).toBeGreaterThanOrEqual(statSync(path.join(out, file)).mtimeMs);
    }
  });

  test('small files, images and the marker have none, and no precompressed copy is without its file', () => {
    for (const file of ['small.txt', 'robots.txt', 'img/logo.svg', '.docsgen-output']) {
      expect(files).toContain(file);
      expect(files).not.toContain(`${file}.br`);
      expect(files).not.toContain(`${file}.gz`);
    }
    const image = files.find((f) => f.endsWith('.png'))!;
    expect(files.filter((f) => f.startsWith(image))).toEqual([image]);
    for (const copy of files.filter((f) => /\.(br|gz)$/.test(f) && f !== 'own.svg.gz')) expect(files).toContain(copy.slice(0, -3));
  });

  test("a site's own file named like a precompressed copy is copied as it is, and its neighbour gets no precompressed copies", () => {
    expect(readFileSync(path.join(out, 'own.svg.gz'), 'utf8')).toBe('the site’s own bytes');
    expect(files).not.toContain('own.svg.br');
  });

  test('the sitemap, llms.txt and the search index name pages, never precompressed copies', () => {
    for (const file of ['sitemap.xml', 'llms.txt', 'assets/search-index.json']) {
      expect(readFileSync(path.join(out, file), 'utf8')).not.toMatch(/\.(br|gz)\b/);
    }
  });
});

test('a cached rebuild after an edit writes the same bytes as a build without the cache, precompressed copies included', async () => {
  const site = makeFixtureCopy();
  const cached = path.join(site, 'cached');
  const fresh = path.join(site, 'fresh');
  expect((await buildSite(site, { outDir: cached, cache: true })).result.ok).toBe(true);
  const jwt = path.join(site, 'content/docs/02-guides/jwt.md');
  writeFileSync(jwt, `${readFileSync(jwt, 'utf8')}\n\nA paragraph added after the first build, long enough to matter.\n`);
  const before = readFileSync(path.join(cached, 'docs/guides/jwt/index.html.br'));
  const rebuilt = await buildSite(site, { outDir: cached, cache: true });
  expect(rebuilt.result.ok).toBe(true);
  expect(rebuilt.result.counts.reused).toBeGreaterThan(0);
  // The edited page's precompressed copy was made anew from it (a stale precompressed copy would still decompress to the old page).
  expect(readFileSync(path.join(cached, 'docs/guides/jwt/index.html.br')).equals(before)).toBe(false);
  expect((await buildSite(site, { outDir: fresh, cache: false })).result.ok).toBe(true);
  const names = listFiles(fresh);
  expect(listFiles(cached)).toEqual(names);
  expect(names.filter((f) => f.endsWith('.br')).length).toBeGreaterThan(10);
  for (const file of names) {
    expect(readFileSync(path.join(cached, file)).equals(readFileSync(path.join(fresh, file))), file).toBe(true);
  }
});
