// `precompress: false` and `docsgen build --no-precompress` (issue 41, item 4): for hosts that compress
// responses themselves, a build writes no `.br`/`.gz` copies; by default it writes them beside every text
// file over 1 KB. A rebuild in place without them leaves none of the last build's behind.
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite, listFiles, makeSandbox, removeSandboxes, runCli } from '../helpers/index.js';

const minimal = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));
const precompressedIn = (dir: string) => listFiles(dir).filter((file) => /\.(br|gz)$/.test(file));

afterAll(removeSandboxes);

describe('precompressed copies', () => {
  test('a default build writes .br and .gz copies of its pages and bundle', async () => {
    const { site, box } = makeSandbox(minimal);
    const outDir = path.join(box, 'out');
    await buildSite(site, { outDir });
    const copies = precompressedIn(outDir);
    expect(copies).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz', '404.html.br', '404.html.gz']));
    expect(copies.some((file) => /^assets\/main-[0-9a-f]{8}\.js\.br$/.test(file))).toBe(true);
  });

  test('`precompress: false` in site.config.yaml writes none, and every other file still', async () => {
    const { site, box } = makeSandbox(minimal);
    const config = path.join(site, 'site.config.yaml');
    writeFileSync(config, `${readFileSync(config, 'utf8')}precompress: false\n`);
    const outDir = path.join(box, 'out');
    const built = await buildSite(site, { outDir });
    expect(built.result.diagnostics).toEqual([]);
    expect(precompressedIn(outDir)).toEqual([]);
    expect(listFiles(outDir)).toEqual(expect.arrayContaining(['index.html', 'sitemap.xml', 'docs/index.html']));
    expect(listFiles(outDir).some((file) => /^assets\/main-[0-9a-f]{8}\.js$/.test(file))).toBe(true);
  });

  test('docsgen build --no-precompress writes none: a rebuild in place after a precompressed build removes them, the next default build writes them again', async () => {
    const { site, box } = makeSandbox(minimal);
    const outDir = path.join(box, 'out');
    const first = await runCli(['build', site, '--out-dir', outDir], { cwd: box });
    expect(first.code).toBe(0);
    const precompressedBefore = precompressedIn(outDir);
    expect(precompressedBefore.length).toBeGreaterThan(10);
    const second = await runCli(['build', site, '--out-dir', outDir, '--no-precompress'], { cwd: box });
    expect([second.code, second.stderr]).toEqual([0, '']);
    expect(precompressedIn(outDir)).toEqual([]);
    expect(listFiles(outDir)).toContain('index.html');
    // And back: the next default build writes them again.
    expect((await runCli(['build', site, '--out-dir', outDir], { cwd: box })).code).toBe(0);
    expect(precompressedIn(outDir)).toEqual(precompressedBefore);
  });
});
