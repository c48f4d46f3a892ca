// The default build (cache on) is never less correct than `--no-cache`: the failures real input found
// in the cache, each built here in a folder of its own. A large real spec, a front matter alias that
// refers to itself, a cache folder that cannot be written, a link out of the site, two builds into one
// output folder at once, a stale lock, and damaged, swapped or truncated cache entries.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterAll, describe, expect, test } from 'vitest';
import { lockFile } from '../../src/pipeline/build-lock.js';
import { editHeadsPack, fileHashes, makeSandbox, readHeadsPack, removeSandboxes, runCli, type Sandbox, HOME_PAGE } from '../helpers/index.js';

afterAll(removeSandboxes);

const CONFIG = 'title: Robust\nurl: https://robust.example.com\nproductName: Robust\nnavbar:\n  items:\n    - { label: Docs, href: /docs }\n';

/** A small site of three docs in a category, in a sandbox of its own. */
function smallSite(extra: Record<string, string> = {}): Sandbox {
  return makeSandbox({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'content/docs/index.md': '---\ntitle: Welcome\n---\n\nStart with [the guide](guides/one.md).\n',
    'content/docs/guides/_category_.yml': 'label: Guides\nposition: 1\n',
    'content/docs/guides/one.md': '---\ntitle: One\n---\n\n## First part\n\nOne body text.\n\n```ts\nconst one = 1;\n```\n',
    'content/docs/guides/two.md': '---\ntitle: Two\n---\n\n## Second part\n\nTwo body text, see [one](one.md#first-part).\n',
    ...extra,
  });
}

/** Builds with the cache into `warm`, then without into `clean`; both must succeed and write the same files. */
async function expectWarmEqualsClean(box: Sandbox, step: string, args: string[] = []): Promise<{ stderr: string }> {
  const warm = await runCli(['build', '.', '--out-dir', path.join(box.box, 'warm'), ...args], { cwd: box.site });
  expect(warm.code, `${step}: ${warm.stderr}`).toBe(0);
  const clean = await runCli(['build', '.', '--out-dir', path.join(box.box, 'clean'), '--no-cache'], { cwd: box.site });
  expect(clean.code, `${step}: ${clean.stderr}`).toBe(0);
  const [warmFiles, cleanFiles] = [fileHashes(path.join(box.box, 'warm')), fileHashes(path.join(box.box, 'clean'))];
  expect(Object.keys(warmFiles).sort(), step).toEqual(Object.keys(cleanFiles).sort());
  for (const [rel, hash] of Object.entries(cleanFiles)) expect(warmFiles[rel], `${step}: ${rel}`).toBe(hash);
  return { stderr: warm.stderr };
}

const cacheDir = (box: Sandbox) => path.join(box.site, 'node_modules/.cache/docsgen');

describe('large real specs', () => {
  test.each([
    ['Box, 161 paths, 880 KB', 'box'],
    ['Asana, 126 paths, 367 KB', 'asana'],
  ])(
    '%s: builds with the cache, cold and after an edit, as it builds without',
    async (_, name) => {
      const box = smallSite({ 'spec/openapi.json': readFileSync(path.resolve(`test/fixtures/specs/published/${name}/openapi.json`), 'utf8') });
      box.write({ 'site/site.config.yaml': `${CONFIG}api:\n  spec: spec/openapi.json\nonBrokenLinks: warn\n` });
      await expectWarmEqualsClean(box, 'cold');
      const spec = JSON.parse(readFileSync(path.join(box.site, 'spec/openapi.json'), 'utf8')) as {
        paths: Record<string, Record<string, { summary?: string }>>;
      };
      const [first] = Object.values(spec.paths);
      Object.values(first!)[0]!.summary = 'A summary edited between two builds';
      writeFileSync(path.join(box.site, 'spec/openapi.json'), JSON.stringify(spec));
      await expectWarmEqualsClean(box, 'spec edited');
      const html = readdirSync(path.join(box.box, 'warm', 'api'), { recursive: true }).filter((file) => String(file).endsWith('.html'));
      expect(html.some((file) => readFileSync(path.join(box.box, 'warm', 'api', String(file)), 'utf8').includes('A summary edited between two builds'))).toBe(
        true,
      );
    },
    120_000,
  );
});

describe('a front matter alias that refers to itself', () => {
  test('is front-matter/invalid at its line, with the cache, without it, and in check', async () => {
    const box = smallSite({ 'content/docs/guides/one.md': '---\ntitle: One\nx: &a [x, *a]\n---\n\nBody.\n' });
    const expected =
      'content/docs/guides/one.md:3:11  error  front-matter/invalid  Front matter value cannot be used: An alias refers to the value that holds it';
    for (const args of [
      ['build', '.'],
      ['build', '.', '--no-cache'],
      ['check', '.'],
    ]) {
      const run = await runCli(args, { cwd: box.site });
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toContain(expected);
      expect(run.stderr).not.toMatch(/circular|unexpectedly|\n\s+at /);
    }
  }, 60_000);
});

/**
 * Makes `dir` impossible to write: a read-only bind mount when this runs as root and may mount, else a
 * folder without write permission, else (root without mounts) a file where the folder should be.
 * Returns how, and a function that undoes it.
 */
function unwritable(dir: string): { how: string; undo: () => void } {
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    try {
      execFileSync('mount', ['--bind', dir, dir], { stdio: 'ignore' });
      try {
        execFileSync('mount', ['-o', 'remount,bind,ro', dir], { stdio: 'ignore' });
        return { how: 'a read-only mount', undo: () => execFileSync('umount', [dir], { stdio: 'ignore' }) };
      } catch {
        execFileSync('umount', [dir], { stdio: 'ignore' });
      }
    } catch {
      // No mounts here: a file in the folder's place.
    }
    const parked = `${dir}.parked`;
    renameSync(dir, parked);
    writeFileSync(dir, 'not a folder');
    return { how: 'a file in its place', undo: () => undefined };
  }
  chmodSync(dir, 0o555);
  return { how: 'a folder without write permission', undo: () => chmodSync(dir, 0o755) };
}

describe('a cache folder that cannot be written', () => {
  test('gives one warning and a build without the cache, the same as --no-cache', async () => {
    const box = smallSite();
    const { how, undo } = unwritable(cacheDir(box));
    try {
      for (const step of ['first', 'second']) {
        const { stderr } = await expectWarmEqualsClean(box, `${how}, ${step} build`);
        expect(stderr.match(/cannot be written/g), stderr).toHaveLength(1);
        expect(stderr).toContain('warning: The cache folder node_modules/.cache/docsgen cannot be written: building without the cache');
      }
      // --strict is about the site, not the machine: the warning does not fail it.
      const strict = await runCli(['build', '.', '--strict', '--out-dir', path.join(box.box, 'strict')], { cwd: box.site });
      expect(strict.code, strict.stderr).toBe(0);
    } finally {
      undo();
    }
  }, 60_000);
});

describe('a link inside content/ to a folder outside the site', () => {
  test('is not followed by the input scan: nothing outside is read or named in the cache', async () => {
    const box = smallSite();
    box.write({
      'outside/secret-name-7f3a.md': '---\ntitle: Outside\n---\n\nOutside text.\n',
      'outside/big.bin': Buffer.alloc(8 * 1024 * 1024, 1) as unknown as string,
    });
    symlinkSync(path.join(box.box, 'outside'), path.join(box.site, 'content/docs/linked'), 'dir');
    await expectWarmEqualsClean(box, 'with the link');
    const state = readdirSync(path.join(cacheDir(box), 'state'))
      .map((file) => readFileSync(path.join(cacheDir(box), 'state', file), 'latin1'))
      .join('');
    expect(state).toContain('content/docs/guides/one.md');
    expect(state).not.toContain('secret-name-7f3a');
    expect(state).not.toContain('big.bin');
    expect(existsSync(path.join(box.box, 'warm/docs/linked/secret-name-7f3a.html'))).toBe(false);
  }, 60_000);
});

describe('builds into one output folder', () => {
  test('two at once take turns; a build with nothing changed then keeps a whole output', async () => {
    const box = smallSite();
    const out = path.join(box.box, 'warm');
    // The second starts once the first holds the lock (both at once, the second may start after the first is done).
    const first = runCli(['build', '.', '--out-dir', out], { cwd: box.site });
    const file = lockFile(cacheDir(box), out);
    for (let waited = 0; !existsSync(file) && waited < 20_000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    const [a, b] = await Promise.all([first, runCli(['build', '.', '--out-dir', out], { cwd: box.site })]);
    expect([a!.code, b!.code]).toEqual([0, 0]);
    expect(`${a!.stderr}${b!.stderr}`).toMatch(/Waiting for another build into .*warm \(process \d+\) to finish\.\.\./);
    const { stderr } = await expectWarmEqualsClean(box, 'nothing changed', ['--debug']);
    expect(stderr).toMatch(/0 changed since the last build|nothing to do|up to date/i);
    const pages = readdirSync(out, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) for (const copy of ['.br', '.gz']) expect(existsSync(path.join(out, page + copy)), page + copy).toBe(true);
  }, 60_000);

  test('a lock left by a process that no longer runs is taken over at once', async () => {
    const box = smallSite();
    const out = path.join(box.box, 'warm');
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    const file = lockFile(cacheDir(box), out);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ pid: dead.pid, host: os.hostname(), startedAt: Date.now() - 60_000 }));
    const run = await runCli(['build', '.', '--out-dir', out], { cwd: box.site });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('Waiting');
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  test('a lock of a running process is waited for, with one message, until it is gone', async () => {
    const box = smallSite();
    const out = path.join(box.box, 'warm');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const file = lockFile(cacheDir(box), out);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ pid: holder.pid, host: os.hostname(), startedAt: Date.now() }));
      const running = runCli(['build', '.', '--out-dir', out], { cwd: box.site });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(existsSync(path.join(out, 'docs/index.html'))).toBe(false);
      holder.kill();
      const run = await running;
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr.match(/Waiting for another build into/g)).toHaveLength(1);
      expect(run.stderr).toContain(`(process ${holder.pid}) to finish...`);
      expect(existsSync(path.join(out, 'docs/index.html'))).toBe(true);
    } finally {
      holder.kill();
    }
  }, 60_000);
});

/** Points each of the parse cache's first two heads at the other's body (the heads pack's index says where each body lies). */
function swapBodies(box: Sandbox): void {
  editHeadsPack(path.join(cacheDir(box), 'markdown', 'heads.pack'), (index) => {
    expect(index.bodyAt.length).toBeGreaterThanOrEqual(3);
    const [x, y, ...rest] = index.bodyAt;
    return { ...index, bodyAt: [y, x, ...rest] };
  });
}

/** Relabels the guides' category: every guide's page shows the label, so each is made again from its cached body. */
function relabel(box: Sandbox, label: string): void {
  writeFileSync(path.join(box.site, 'content/docs/guides/_category_.yml'), `label: ${label}\nposition: 1\n`);
}

describe('cache entries are verified before use', () => {
  test('two swapped body entries publish neither page with the other body', async () => {
    const box = smallSite();
    await expectWarmEqualsClean(box, 'cold');
    swapBodies(box);
    relabel(box, 'Guides, relabelled');
    const { stderr } = await expectWarmEqualsClean(box, 'bodies swapped');
    expect(stderr).not.toContain('unexpectedly');
    expect(stderr).toMatch(/warning: the cache entry .*\.bodies \([0-9a-f]{24}\.bin\) is damaged: built without the cache instead/);
    const one = readFileSync(path.join(box.box, 'warm/docs/guides/one/index.html'), 'utf8');
    expect(one).toContain('One body text.');
    expect(one).not.toContain('Two body text');
    // The next build writes the cache anew and is whole again.
    relabel(box, 'Guides again');
    const next = await expectWarmEqualsClean(box, 'after the damage');
    expect(next.stderr).not.toContain('damaged');
  }, 90_000);

  test("two swapped small values (a code block's highlighting, the category's entry) are made again, never used for each other", async () => {
    const box = smallSite();
    await expectWarmEqualsClean(box, 'cold');
    const pack = path.join(cacheDir(box), 'markdown', 'values.pack');
    const { index, heads: bytes } = readHeadsPack(pack);
    expect(index.names.length).toBeGreaterThanOrEqual(2);
    // Each name now points at the other's sealed bytes.
    const [a, b] = index.sizes as [number, number];
    const entries = [bytes.subarray(0, a), bytes.subarray(a, a + b), bytes.subarray(a + b)];
    const swapped = serialize({ ...index, sizes: [b, a, ...index.sizes.slice(2)] });
    const length = Buffer.alloc(4);
    length.writeUInt32LE(swapped.length, 0);
    writeFileSync(pack, Buffer.concat([length, swapped, entries[1]!, entries[0]!, entries[2]!]));
    // One's body edited: it is parsed again, its unchanged code block looked up.
    writeFileSync(
      path.join(box.site, 'content/docs/guides/one.md'),
      '---\ntitle: One\n---\n\n## First part\n\nOne body text, edited.\n\n```ts\nconst one = 1;\n```\n',
    );
    const { stderr } = await expectWarmEqualsClean(box, 'values swapped');
    expect(stderr).not.toMatch(/unexpectedly|\n\s+at /);
    const one = readFileSync(path.join(box.box, 'warm/docs/guides/one/index.html'), 'utf8');
    expect(one).toContain('<span class="hljs-keyword">const</span>');
    expect(one).toContain('One body text, edited.');
  }, 90_000);

  test('truncated, emptied or foreign entries of every kind are rebuilt, never fatal', async () => {
    const box = smallSite();
    await expectWarmEqualsClean(box, 'cold');
    const damage: [string, (file: string) => void][] = [
      ['truncated', (file) => truncateSync(file, Math.floor(statSync(file).size / 2))],
      ['emptied', (file) => truncateSync(file, 0)],
      ['foreign', (file) => writeFileSync(file, 'not an entry docsgen wrote')],
    ];
    let step = 0;
    for (const [how, hurt] of damage) {
      for (const folder of ['markdown', 'state', 'output', 'bundle', 'search']) {
        const dir = path.join(cacheDir(box), folder);
        if (!existsSync(dir)) continue;
        for (const name of readdirSync(dir)) if (/\.(?:bin|json|pack|bodies)$/.test(name)) hurt(path.join(dir, name));
      }
      relabel(box, `Guides ${step++}`);
      const { stderr } = await expectWarmEqualsClean(box, `every entry ${how}`);
      expect(stderr).not.toMatch(/unexpectedly|\n\s+at /);
    }
  }, 120_000);
});

describe('the cache is never a way out of its folder', () => {
  test('a cache folder, or a folder of it, that is a symbolic link is refused before anything is written', async () => {
    for (const place of ['', 'markdown', 'state']) {
      const box = smallSite();
      box.write({ 'neighbour/keep.txt': 'a neighbour file' });
      const cache = cacheDir(box);
      const link = path.join(cache, place);
      mkdirSync(path.dirname(link), { recursive: true });
      if (place) mkdirSync(cache, { recursive: true });
      symlinkSync(path.join(box.box, 'neighbour'), link, 'dir');
      for (const args of [
        ['build', '.'],
        ['build', '.', '--no-cache'],
      ]) {
        const run = await runCli(args, { cwd: box.site });
        expect(run.code, `${place}: ${run.stderr}`).toBe(1);
        expect(run.stderr).toContain('error  output/unsafe  The cache folder node_modules/.cache/docsgen');
        expect(run.stderr).toContain(place ? `holds a symbolic link ${place}, where it keeps its own entries` : 'is a symbolic link');
      }
      expect(readdirSync(path.join(box.box, 'neighbour'))).toEqual(['keep.txt']);
      expect(existsSync(path.join(box.site, 'build'))).toBe(false);
    }
  }, 90_000);

  test('a cache folder inside an input folder (static/cache) is config/invalid at its line', async () => {
    const box = smallSite();
    box.write({ 'site/site.config.yaml': `${CONFIG}cacheDir: static/cache\n` });
    const run = await runCli(['build', '.'], { cwd: box.site });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(
      /site\.config\.yaml:7:11 {2}error {2}config\/invalid {2}The cache folder static\/cache \(cacheDir in site\.config\.yaml\) lies inside static\/, an input of the site/,
    );
    expect(existsSync(path.join(box.site, 'static/cache'))).toBe(false);
  }, 60_000);

  test('an output folder that is a symbolic link is refused', async () => {
    const box = smallSite();
    mkdirSync(path.join(box.box, 'elsewhere'));
    symlinkSync(path.join(box.box, 'elsewhere'), path.join(box.box, 'out'), 'dir');
    const run = await runCli(['build', '.', '--out-dir', path.join(box.box, 'out')], { cwd: box.site });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain('error  output/unsafe  The output folder');
    expect(run.stderr).toContain('is a symbolic link');
    expect(readdirSync(path.join(box.box, 'elsewhere'))).toEqual([]);
  }, 60_000);

  test("the daily clean-up removes only old entries of the names docsgen gives, never another file or a link's target", async () => {
    const box = smallSite();
    await expectWarmEqualsClean(box, 'cold');
    const folder = path.join(cacheDir(box), 'markdown');
    box.write({ 'neighbour/old.txt': "not docsgen's" });
    const old = new Date(Date.now() - 3 * 24 * 3600_000);
    const planted = {
      notes: path.join(folder, 'notes.txt'),
      link: path.join(folder, `${'a'.repeat(24)}.bin`),
      stale: path.join(folder, `${'b'.repeat(24)}.bin`),
    };
    writeFileSync(planted.notes, 'a file the user put here');
    symlinkSync(path.join(box.box, 'neighbour/old.txt'), planted.link);
    writeFileSync(planted.stale, 'an old entry');
    for (const file of [planted.notes, planted.stale, path.join(box.box, 'neighbour/old.txt'), path.join(folder, 'pruned')]) utimesSync(file, old, old);
    relabel(box, 'Guides, pruned');
    await expectWarmEqualsClean(box, 'after the clean-up');
    expect(existsSync(planted.notes)).toBe(true);
    expect(existsSync(planted.stale)).toBe(false);
    expect(readFileSync(path.join(box.box, 'neighbour/old.txt'), 'utf8')).toBe("not docsgen's");
  }, 60_000);
});
