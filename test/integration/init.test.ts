// `docsgen init`: each template, written into a throwaway folder by the real command line, builds with
// --strict without a single diagnostic and yields the pages a new user expects; a folder holding files is
// refused unless --force says otherwise.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { listFiles, makeSite, removeSites, runCli } from '../helpers/index.js';

afterAll(removeSites);

describe('docsgen init', () => {
  test('writes the default site, which builds with --strict and no diagnostic into home, docs, blog, API and image', async () => {
    const cwd = makeSite({});
    const init = await runCli(['init', 'my-docs'], { cwd });
    expect(init.code).toBe(0);
    expect(init.stderr).toBe('');
    expect(init.stdout).toBe(
      [
        'Created a docsgen site (default template) in my-docs.',
        '',
        'Next:',
        '  npx docsgen dev my-docs     serve the site and reload it on every edit',
        '  npx docsgen build my-docs   write the site into my-docs/build',
        '  npx docsgen serve my-docs   preview the build as it will be deployed',
        '',
        'site.config.yaml explains each setting; the pages are in content/.',
        '',
      ].join('\n'),
    );
    const site = path.join(cwd, 'my-docs');
    expect(listFiles(site)).toEqual([
      '.gitignore',
      'content/blog/2026-01-15-welcome.md',
      'content/blog/authors.yml',
      'content/docs/guides/_category_.yml',
      'content/docs/guides/organising-the-sidebar.md',
      'content/docs/guides/writing-pages.md',
      'content/docs/index.md',
      'content/pages/index.md',
      'site.config.yaml',
      'spec/openapi.yaml',
      'static/img/logo.svg',
    ]);
    // The config explains itself.
    expect(readFileSync(path.join(site, 'site.config.yaml'), 'utf8')).toMatch(/^# .*\n/);

    const build = await runCli(['build', 'my-docs', '--strict'], { cwd, env: { CI: '1' } });
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/^Built 13 pages into my-docs\/build in \d+\.\d\d s\n/);
    const out = listFiles(path.join(site, 'build'));
    for (const file of [
      'index.html',
      'docs/index.html',
      'docs/category/guides/index.html',
      'docs/guides/writing-pages/index.html',
      'docs/guides/organising-the-sidebar/index.html',
      'blog/index.html',
      'blog/welcome/index.html',
      'blog/authors/index.html',
      'blog/rss.xml',
      'api/index.html',
      'img/logo.svg',
      'sitemap.xml',
    ]) {
      expect(out, file).toContain(file);
    }
    const post = readFileSync(path.join(site, 'build/blog/welcome/index.html'), 'utf8');
    expect(post).toContain('The My Project team');
    const api = readFileSync(path.join(site, 'build/api/index.html'), 'utf8');
    expect(api).toContain('https://api.example.com/v1/items');
  });

  test('--template minimal writes docs and a home page only, which build with --strict and no diagnostic', async () => {
    const cwd = makeSite({});
    const init = await runCli(['init', 'site', '--template', 'minimal'], { cwd });
    expect(init.code).toBe(0);
    expect(init.stdout.split('\n')[0]).toBe('Created a docsgen site (minimal template) in site.');
    expect(existsSync(path.join(cwd, 'site/content/blog'))).toBe(false);
    expect(existsSync(path.join(cwd, 'site/spec'))).toBe(false);
    const build = await runCli(['build', 'site', '--strict'], { cwd, env: { CI: '1' } });
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const out = listFiles(path.join(cwd, 'site/build'));
    expect(out).toContain('index.html');
    expect(out).toContain('docs/guides/writing-pages/index.html');
    expect(out.some((f) => f.startsWith('api/') || f.startsWith('blog/'))).toBe(false);
  });

  test('initialises the current folder when it is empty, and names no folder in the next commands', async () => {
    const cwd = makeSite({});
    const init = await runCli(['init'], { cwd });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('  npx docsgen build   write the site into build\n');
    expect(existsSync(path.join(cwd, 'site.config.yaml'))).toBe(true);
  });

  test('refuses a folder that holds files, writes nothing, and exits 2; --force writes into it', async () => {
    const cwd = makeSite({ 'notes/todo.txt': 'mine\n' });
    const refused = await runCli(['init', 'notes'], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      'docsgen init: notes is not empty (1 entry); nothing was written.\n' +
        '  hint: name a new or empty folder (docsgen init my-docs), or add --force to write the starter files into it, replacing files of the same name.\n',
    );
    expect(listFiles(path.join(cwd, 'notes'))).toEqual(['todo.txt']);

    writeFileSync(path.join(cwd, 'notes/site.config.yaml'), 'title: Old\n');
    const forced = await runCli(['init', 'notes', '--force'], { cwd });
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(cwd, 'notes/todo.txt'), 'utf8')).toBe('mine\n');
    expect(readFileSync(path.join(cwd, 'notes/site.config.yaml'), 'utf8')).toContain('title: My Project');
  });

  test('refuses an unknown template with the choices, exit 2', async () => {
    const cwd = makeSite({});
    const { code, stderr } = await runCli(['init', 'site', '--template', 'blog'], { cwd });
    expect(code).toBe(2);
    expect(stderr).toContain("argument 'blog' is invalid. Allowed choices are default, minimal.");
    expect(existsSync(path.join(cwd, 'site'))).toBe(false);
  });
});
