// The output folder is docsgen's alone (issue 17, item 1): `docsgen build` refuses, with `output/unsafe`
// and exit 1, an output folder that is, holds or lies inside the site's inputs, a repository, the home
// folder, a file, or a non-empty folder it did not make; it replaces only folders holding its marker
// (or any, with --empty-out-dir), writes through a symlinked output folder, and changes nothing outside
// the output folder. Every attack runs in a sandbox of its own: the site is `<box>/site`, and the whole
// box is snapshotted before and after.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { makeSandbox, removeSandboxes, runCli, snapshot, type Sandbox } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));
const MARKER = '.docsgen-output';

afterAll(removeSandboxes);

/** The minimal site in a sandbox, with neighbours an escaping build would destroy. */
function sandbox(): Sandbox {
  const sb = makeSandbox(fixture);
  sb.write({
    'sibling-project/package.json': '{"name":"sibling"}',
    'sibling-project/.git/HEAD': 'ref: refs/heads/main\n',
    'home/Documents/taxes.txt': 'private',
    'home/.ssh/id_ed25519': 'KEY',
    'scratch/someone-else.txt': 'not yours',
    'scratch/nested/notes.md': '# notes',
    'a-file.txt': 'just a file',
    'site/.git/HEAD': 'ref: refs/heads/main\n',
    'site/theme/README.md': 'theme notes',
    'site/spec/README.md': 'spec notes',
  });
  return sb;
}

/** Runs `docsgen build` in the site folder with HOME inside the sandbox. */
function build(sb: Sandbox, args: string[]) {
  return runCli(['build', ...args], { cwd: sb.site, env: { HOME: path.join(sb.box, 'home') } });
}

describe('docsgen build refuses an output folder that is not its own', () => {
  const refused: [string, string, RegExp][] = [
    ['the site folder itself', '.', /The output folder \. \(--out-dir\) is the site folder itself/],
    ['the folder holding the site (and the home folder)', '..', /\(--out-dir\) holds your home folder/],
    ['the folder holding the site, by a long path', '../site/../', /\(--out-dir\) holds your home folder/],
    ['the folder holding the site', '../site/content/..', /\(--out-dir\) is the site folder itself/],
    ['content/', 'content', /The output folder content \(--out-dir\) is content\/, an input of the site/],
    ['a docs folder', 'content/docs', /The output folder content\/docs \(--out-dir\) lies inside content\/, an input of the site/],
    ['a folder inside content/ (which would feed its own pages back in)', 'content/docs/out', /lies inside content\/, an input of the site/],
    ['static/', 'static', /is static\/, an input of the site/],
    ['a folder inside static/', 'static/build', /lies inside static\/, an input of the site/],
    ['theme/', 'theme', /is theme\/, an input of the site/],
    ['spec/', 'spec', /is spec\/, an input of the site/],
    ['the cache folder', 'node_modules/.cache/docsgen', /is node_modules\/\.cache\/docsgen\/, the cache folder/],
    ['a folder holding the cache folder', 'node_modules', /holds node_modules\/\.cache\/docsgen\/, the cache folder/],
    ['.git', '.git', /The output folder \.git \(--out-dir\) lies inside a \.git folder/],
    ['a folder inside .git', '.git/objects', /lies inside a \.git folder/],
    ['a folder holding a repository', '../sibling-project', /holds a \.git repository/],
    ['the home folder', '../home', /is your home folder/],
    ['a folder holding the home folder', '../', /holds (your home folder|the site folder)/],
    ["a scratch folder full of other people's files", '../scratch', /is not empty and was not made by docsgen \(it has no \.docsgen-output file\)/],
    ['a file', '../a-file.txt', /is a file, not a folder/],
  ];
  test.each(refused)('%s (--out-dir %s): output/unsafe, exit 1, nothing changed', async (_what, outDir, message) => {
    const sb = sandbox();
    const before = snapshot(sb.box);
    const result = await build(sb, ['--out-dir', outDir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error {2}output\/unsafe {2}The output folder /);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Nothing was built or deleted.');
    expect(result.stderr).toMatch(/\n {2}hint: (Choose a folder of its own|Choose a new or empty folder, or pass --empty-out-dir)/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(snapshot(sb.box)).toEqual(before);
  });

  test('outDir in site.config.yaml is reported at its line and column', async () => {
    const sb = sandbox();
    const config = readFileSync(path.join(sb.site, 'site.config.yaml'), 'utf8');
    writeFileSync(path.join(sb.site, 'site.config.yaml'), `${config}outDir: ../sibling-project\n`);
    const line = config.split('\n').length;
    const before = snapshot(sb.box);
    const result = await build(sb, []);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `site.config.yaml:${line}:9  error  output/unsafe  The output folder ${path.join(sb.box, 'sibling-project')} (outDir in site.config.yaml) holds a .git repository`,
    );
    expect(snapshot(sb.box)).toEqual(before);
  });

  test('a cacheDir that is the site folder is refused at its line', async () => {
    const sb = sandbox();
    const config = readFileSync(path.join(sb.site, 'site.config.yaml'), 'utf8');
    writeFileSync(path.join(sb.site, 'site.config.yaml'), `${config}cacheDir: .\n`);
    const result = await build(sb, []);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /site\.config\.yaml:\d+:11 {2}error {2}output\/unsafe {2}The cache folder \. \(cacheDir in site\.config\.yaml\) is the site folder itself/,
    );
  });

  test('a config naming an outside folder cannot wipe it through a symlink either', async () => {
    const sb = sandbox();
    symlinkSync(path.join(sb.box, 'scratch'), path.join(sb.site, 'out-link'));
    const before = snapshot(sb.box);
    const result = await build(sb, ['--out-dir', 'out-link']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/The output folder out-link \(--out-dir\) is a symbolic link\. Nothing was built or deleted\./);
    expect(snapshot(sb.box)).toEqual(before);
  });
});

describe('docsgen build replaces only its own output', () => {
  test('a new folder gets the marker; the next build replaces it; a file added by hand goes with it', async () => {
    const sb = sandbox();
    const first = await build(sb, ['--out-dir', '../out']);
    expect(first.code).toBe(0);
    const out = path.join(sb.box, 'out');
    expect(readFileSync(path.join(out, MARKER), 'utf8')).toBe('This folder is the output of docsgen. docsgen replaces it on every build.\n');
    expect(existsSync(path.join(out, 'docs', 'index.html'))).toBe(true);
    writeFileSync(path.join(out, 'stray.txt'), 'added by hand');
    const second = await build(sb, ['--out-dir', '../out']);
    expect(second.code).toBe(0);
    expect(existsSync(path.join(out, 'stray.txt'))).toBe(false);
    expect(existsSync(path.join(out, MARKER))).toBe(true);
  });

  test('an empty existing folder is used', async () => {
    const sb = sandbox();
    mkdirSync(path.join(sb.box, 'empty'));
    expect((await build(sb, ['--out-dir', '../empty'])).code).toBe(0);
    expect(existsSync(path.join(sb.box, 'empty', 'index.html'))).toBe(true);
  });

  test('--empty-out-dir replaces a non-empty folder docsgen did not make, and the safety guide names it', async () => {
    const sb = sandbox();
    const result = await build(sb, ['--out-dir', '../scratch', '--empty-out-dir']);
    expect(result.code).toBe(0);
    expect(existsSync(path.join(sb.box, 'scratch', 'someone-else.txt'))).toBe(false);
    expect(existsSync(path.join(sb.box, 'scratch', MARKER))).toBe(true);
    const guide = readFileSync(fileURLToPath(new URL('../../website/content/docs/safety.md', import.meta.url)), 'utf8');
    expect(guide).toContain('--empty-out-dir');
    expect(guide).toContain(MARKER);
  });

  test('--empty-out-dir never overrides the input, home and repository rules', async () => {
    const sb = sandbox();
    const before = snapshot(sb.box);
    for (const outDir of ['.', '..', 'content', '../home']) {
      const result = await build(sb, ['--out-dir', outDir, '--empty-out-dir']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('output/unsafe');
    }
    expect(snapshot(sb.box)).toEqual(before);
  });

  test('an output folder named through a symbolic link is refused, naming its target; the target itself builds', async () => {
    const sb = sandbox();
    mkdirSync(path.join(sb.box, 'real-out'));
    symlinkSync(path.join(sb.box, 'real-out'), path.join(sb.site, 'build'));
    const before = snapshot(sb.box);
    const result = await build(sb, []);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error  output/unsafe  The output folder build (the default outDir) is a symbolic link. Nothing was built or deleted.');
    expect(result.stderr).toContain(`hint: Name the folder it points to (${path.join(sb.box, 'real-out')})`);
    expect(snapshot(sb.box)).toEqual(before);
    const direct = await build(sb, ['--out-dir', path.join(sb.box, 'real-out')]);
    expect(direct.code, direct.stderr).toBe(0);
    expect(lstatSync(path.join(sb.site, 'build')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(sb.site, 'build'))).toBe(path.join(sb.box, 'real-out'));
    expect(existsSync(path.join(sb.box, 'real-out', 'docs', 'index.html'))).toBe(true);
  });

  test('a build changes nothing outside its output folder (and the cache folder)', async () => {
    const sb = sandbox();
    const outside = (rel: string) => rel === 'out' || rel.startsWith(`out${path.sep}`) || rel.startsWith(path.join('site', 'node_modules'));
    const before = snapshot(sb.box, outside);
    expect((await build(sb, ['--out-dir', '../out'])).code).toBe(0);
    expect((await build(sb, ['--out-dir', '../out'])).code).toBe(0);
    expect(snapshot(sb.box, outside)).toEqual(before);
  });

  test('leaves alone folders next to the output that only look like its temporaries', async () => {
    const sb = sandbox();
    // Named after a process that has exited, as a killed build's temporaries are.
    const pid = spawnSync(process.execPath, ['-e', '']).pid;
    sb.write({ [`.docsgen-old-out-${pid}-x/mine.txt`]: 'not a temporary', [`.docsgen-tmp-out-${pid}-y/mine.txt`]: 'nor this' });
    expect((await build(sb, ['--out-dir', '../out'])).code).toBe(0);
    expect(readFileSync(path.join(sb.box, `.docsgen-old-out-${pid}-x`, 'mine.txt'), 'utf8')).toBe('not a temporary');
    expect(readFileSync(path.join(sb.box, `.docsgen-tmp-out-${pid}-y`, 'mine.txt'), 'utf8')).toBe('nor this');
    expect(readFileSync(path.join(sb.box, 'out', MARKER), 'utf8')).toContain('docsgen');
  });
});
