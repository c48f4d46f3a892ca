// The output folder rules of src/write/output-dir.ts on paths alone: folders no build may replace (the
// filesystem root, the home folder and what holds it), and outputFile, the one join every written path
// goes through, which refuses any path that would leave the output folder.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { outputDirProblem, outputFile, OUTPUT_MARKER } from '../../../src/write/output-dir.js';
import { makeSandbox, removeSandboxes } from '../../helpers/index.js';

afterAll(removeSandboxes);

describe('outputDirProblem', () => {
  const rules = (site: string) => ({ siteDir: site, inputs: [{ name: 'content/, an input of the site', dir: path.join(site, 'content') }] });

  test('the filesystem root, the home folder and a folder holding it are never an output folder', () => {
    const { site } = makeSandbox({ 'site.config.yaml': '' });
    expect(outputDirProblem('/', rules(site))?.what).toBe('is the root of the filesystem');
    expect(outputDirProblem(os.homedir(), rules(site))?.what).toBe('is your home folder');
    if (path.dirname(os.homedir()) !== '/') expect(outputDirProblem(path.dirname(os.homedir()), rules(site))?.what).toBe('holds your home folder');
    // --empty-out-dir lifts none of these.
    expect(outputDirProblem('/', { ...rules(site), emptyOutDir: true })?.what).toBe('is the root of the filesystem');
  });

  test('a new, empty or marked folder may be replaced; an unmarked one only with --empty-out-dir', () => {
    const sb = makeSandbox({ 'site.config.yaml': '' });
    sb.write({ 'marked/.docsgen-output': '', 'marked/index.html': 'old', 'other/file.txt': 'x' });
    mkdirSync(path.join(sb.box, 'empty'));
    expect(outputDirProblem(path.join(sb.box, 'new', 'out'), rules(sb.site))).toBeUndefined();
    expect(outputDirProblem(path.join(sb.box, 'empty'), rules(sb.site))).toBeUndefined();
    expect(outputDirProblem(path.join(sb.box, 'marked'), rules(sb.site))).toBeUndefined();
    expect(outputDirProblem(path.join(sb.box, 'other'), rules(sb.site))?.what).toContain(`it has no ${OUTPUT_MARKER} file`);
    expect(outputDirProblem(path.join(sb.box, 'other'), { ...rules(sb.site), emptyOutDir: true })).toBeUndefined();
  });

  test('symlinks are resolved: a link into an input, or to nothing, is refused', () => {
    const sb = makeSandbox({ 'site.config.yaml': '', 'content/docs/a.md': '# A' });
    symlinkSync(path.join(sb.site, 'content', 'docs'), path.join(sb.box, 'to-docs'));
    symlinkSync(path.join(sb.box, 'missing'), path.join(sb.box, 'dangling'));
    writeFileSync(path.join(sb.box, 'plain.txt'), 'x');
    expect(outputDirProblem(path.join(sb.box, 'to-docs'), rules(sb.site))?.what).toBe('lies inside content/, an input of the site');
    expect(outputDirProblem(path.join(sb.box, 'to-docs', 'out'), rules(sb.site))?.what).toBe('lies inside content/, an input of the site');
    expect(outputDirProblem(path.join(sb.box, 'dangling'), rules(sb.site))?.what).toBe('is a symbolic link to nothing');
    expect(outputDirProblem(path.join(sb.box, 'plain.txt'), rules(sb.site))?.what).toBe('is a file, not a folder');
    // A link to a folder of no input: refused too (the output is written where it is named, never through a link).
    mkdirSync(path.join(sb.box, 'elsewhere'));
    symlinkSync(path.join(sb.box, 'elsewhere'), path.join(sb.box, 'to-elsewhere'));
    expect(outputDirProblem(path.join(sb.box, 'to-elsewhere'), rules(sb.site))?.what).toBe('is a symbolic link');
  });
});

describe("a folder the output may lie inside but not be or hold (docsgen's own, whose repository builds its site)", () => {
  test('inside is allowed; the folder itself and a folder holding it are not', () => {
    const sb = makeSandbox({ 'site.config.yaml': '' });
    const pkg = path.join(sb.box, 'tools', 'pkg');
    const rules = { siteDir: sb.site, inputs: [{ name: "docsgen's own folder", dir: pkg, within: true }] };
    expect(outputDirProblem(path.join(pkg, 'build'), rules)).toBeUndefined();
    expect(outputDirProblem(pkg, rules)?.what).toBe("is docsgen's own folder");
    expect(outputDirProblem(path.join(sb.box, 'tools'), rules)?.what).toBe("holds docsgen's own folder");
  });
});

describe('outputFile', () => {
  const out = path.join(path.sep, 'srv', 'site', 'build');

  test('joins paths inside the output folder', () => {
    expect(outputFile(out, 'index.html')).toBe(path.join(out, 'index.html'));
    expect(outputFile(out, 'docs/a#b/index.html')).toBe(path.join(out, 'docs', 'a#b', 'index.html'));
    expect(outputFile(out, 'docs/../api/index.html')).toBe(path.join(out, 'api', 'index.html'));
  });

  test.each([
    '../README.md',
    '../../etc/passwd/index.html',
    'docs/../../x/index.html',
    '/etc/passwd',
    '..',
    '.',
    '',
    'docs/\0/index.html',
    '../build-evil/index.html',
  ])('refuses %j', (rel) => {
    expect(() => outputFile(out, rel)).toThrow(/lies outside the output folder/);
  });
});
