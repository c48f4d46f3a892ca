// Tests the atomic output of src/write/atomic-dir.ts through writeSite (src/write/write-site.ts): a
// failed write leaves the previous output byte for byte, stale temporaries are cleaned up, and a
// successful write replaces the output as a whole.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Route, RouteGraph } from '../../../src/routes/types.js';
import { createStagingDir, createUpdateDir } from '../../../src/write/atomic-dir.js';
import { writeSite, type WriteInput } from '../../../src/write/write-site.js';
import { fileHashes, makeSite, removeSites } from '../../helpers/index.js';

afterAll(removeSites);

/** A graph with just what writeSite reads: routes and copied assets. */
function graphOf(urls: string[]): RouteGraph {
  const routes = new Map<string, Route>(
    urls.map((url) => [
      url,
      { url, kind: url === '/404' ? 'not-found' : 'page', title: url, unlisted: false, anchors: new Set(), links: [] } as unknown as Route,
    ]),
  );
  return { routes, assets: new Map(), staticFiles: new Set() } as unknown as RouteGraph;
}

function input(outDir: string, render: WriteInput['render'], urls = ['/', '/docs/intro', '/404']): WriteInput {
  return {
    outDir,
    graph: graphOf(urls),
    bundle: { css: [{ url: '/assets/main-abc.css', contents: new TextEncoder().encode('body{}') }], js: [] },
    staticDir: path.join(outDir, '..', 'no-static-folder'),
    siteUrl: 'https://docs.example.com',
    render,
  };
}

/** Every file under `dir` with its content hash, to compare trees byte for byte. */
const temporaries = (parent: string) => readdirSync(parent).filter((name) => name.startsWith('.docsgen-'));

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('writeSite output swap', () => {
  test('replaces the previous output as a whole when everything was written', async () => {
    const site = makeSite({ 'build/old-page/index.html': 'old', 'build/index.html': 'old home', 'build/.docsgen-output': '' });
    const outDir = path.join(site, 'build');
    const { files } = await writeSite(input(outDir, (route) => `<h1>${route.url}</h1>`));
    expect(existsSync(path.join(outDir, 'old-page'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<h1>/</h1>');
    expect(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).toBe('<h1>/docs/intro</h1>');
    expect(Object.keys(fileHashes(outDir)).sort()).toEqual([
      '.docsgen-output',
      '404.html',
      'assets/main-abc.css',
      'docs/intro/index.html',
      'index.html',
      'robots.txt',
      'sitemap.xml',
    ]);
    expect(files).toBe(7);
    expect(temporaries(site)).toEqual([]);
  });

  test('creates the output folder when there was none', async () => {
    const site = makeSite({});
    const outDir = path.join(site, 'nested', 'out');
    await writeSite(input(outDir, () => 'page'));
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).toBe('page');
  });

  test('leaves the previous output byte-identical and removes its temporary folder when rendering throws', async () => {
    const site = makeSite({
      'build/index.html': '<h1>previous</h1>',
      'build/docs/intro/index.html': '<h1>previous intro</h1>',
      'build/img/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]),
      'build/.docsgen-output': '',
    });
    const outDir = path.join(site, 'build');
    const before = fileHashes(outDir);
    const render = (route: Route) => {
      if (route.url === '/docs/intro') throw new Error('theme crashed on /docs/intro');
      return 'new';
    };
    await expect(writeSite(input(outDir, render))).rejects.toThrow('theme crashed on /docs/intro');
    expect(fileHashes(outDir)).toEqual(before);
    expect(temporaries(site)).toEqual([]);
  });

  test('removes temporary folders left by a build whose process is gone', async () => {
    const pid = deadPid();
    const stale = [`.docsgen-tmp-build-${pid}-x`, `.docsgen-old-build-${pid}-y`];
    const site = makeSite({
      [`${stale[0]}/index.html`]: 'half-written',
      [`${stale[0]}/.docsgen-output`]: '',
      [`${stale[1]}/index.html`]: 'previous output mid-swap',
      [`${stale[1]}/.docsgen-output`]: '',
    });
    await writeSite(input(path.join(site, 'build'), () => 'page'));
    expect(temporaries(site)).toEqual([]);
    expect(existsSync(path.join(site, 'build', 'index.html'))).toBe(true);
  });

  test('puts back the previous output of a build killed between the two renames of the swap (issue 12, crash-kill-mid-swap)', async () => {
    const pid = deadPid();
    const site = makeSite({
      [`.docsgen-old-build-${pid}-y/index.html`]: 'previous output',
      [`.docsgen-old-build-${pid}-y/.docsgen-output`]: '',
      [`.docsgen-tmp-build-${pid}-x/index.html`]: 'new',
      [`.docsgen-tmp-build-${pid}-x/.docsgen-output`]: '',
    });
    // Even when the next build fails, the previous output is back in place and nothing else is left.
    await expect(
      writeSite(
        input(path.join(site, 'build'), () => {
          throw new Error('theme crashed');
        }),
      ),
    ).rejects.toThrow('theme crashed');
    expect(readFileSync(path.join(site, 'build', 'index.html'), 'utf8')).toBe('previous output');
    expect(temporaries(site)).toEqual([]);
  });

  test('keeps the temporary folder of a build that is still running, and those of other outputs', async () => {
    const running = `.docsgen-tmp-build-${process.ppid}-x`;
    const otherOutput = `.docsgen-tmp-public-${deadPid()}-x`;
    const site = makeSite({});
    mkdirSync(path.join(site, running));
    mkdirSync(path.join(site, otherOutput));
    await writeSite(input(path.join(site, 'build'), () => 'page'));
    expect(temporaries(site).sort()).toEqual([running, otherOutput].sort());
  });
});

describe('createStagingDir', () => {
  test('stages next to the output folder, so the swap is a rename on one file system', async () => {
    const site = makeSite({});
    const staging = await createStagingDir(path.join(site, 'build'));
    expect(path.dirname(staging.dir)).toBe(site);
    expect(path.basename(staging.dir)).toMatch(new RegExp(`^\\.docsgen-tmp-build-${process.pid}-`));
    writeFileSync(path.join(staging.dir, 'index.html'), 'staged');
    await staging.commit();
    expect(readFileSync(path.join(site, 'build', 'index.html'), 'utf8')).toBe('staged');
    expect(temporaries(site)).toEqual([]);
  });

  test('discard removes the staged files and leaves the output alone', async () => {
    const site = makeSite({ 'build/index.html': 'kept', 'build/.docsgen-output': '' });
    const staging = await createStagingDir(path.join(site, 'build'));
    writeFileSync(path.join(staging.dir, 'index.html'), 'thrown away');
    await staging.discard();
    expect(readFileSync(path.join(site, 'build', 'index.html'), 'utf8')).toBe('kept');
    expect(temporaries(site)).toEqual([]);
  });

  test('an update moves the files written into the output, in their folders, and removes the ones gone', async () => {
    const site = makeSite({ 'build/index.html': 'old', 'build/gone.html': 'gone', 'build/keep.html': 'kept', 'build/.docsgen-output': '' });
    const update = await createUpdateDir(path.join(site, 'build'));
    writeFileSync(path.join(update.dir, 'index.html'), 'new');
    mkdirSync(path.join(update.dir, 'docs', 'a'), { recursive: true });
    writeFileSync(path.join(update.dir, 'docs', 'a', 'index.html'), 'a');
    await update.commit(['index.html', 'docs/a/index.html'], ['gone.html']);
    const out = path.join(site, 'build');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(out, 'docs', 'a', 'index.html'), 'utf8')).toBe('a');
    expect(readFileSync(path.join(out, 'keep.html'), 'utf8')).toBe('kept');
    expect(existsSync(path.join(out, 'gone.html'))).toBe(false);
    expect(temporaries(site)).toEqual([]);
  });

  test('an update that cannot move a file fails once every other move is done', async () => {
    const site = makeSite({ 'build/index.html': 'old', 'build/.docsgen-output': '' });
    const update = await createUpdateDir(path.join(site, 'build'));
    writeFileSync(path.join(update.dir, 'index.html'), 'new');
    await expect(update.commit(['missing.html', 'index.html'], [])).rejects.toThrow(/ENOENT/);
    expect(readFileSync(path.join(site, 'build', 'index.html'), 'utf8')).toBe('new');
    await update.discard();
    expect(temporaries(site)).toEqual([]);
  });
});
