// Tests the doc entries src/content/docs.ts returns (ids, titles, descriptions, URLs-to-be) and the
// image/missing diagnostic of src/content/markdown-file.ts.
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { DocsInstanceConfig } from '../../../src/config/resolve.js';
import { loadDocs } from '../../../src/content/docs.js';
import { formatDiagnostic } from '../../../src/diagnostics/index.js';
import { makeSite, removeSites } from '../../helpers/index.js';

afterAll(removeSites);

async function load(files: Record<string, string>, extra: Partial<DocsInstanceConfig> = {}) {
  const site = makeSite(Object.fromEntries(Object.entries(files).map(([rel, text]) => [`content/docs/${rel}`, text])));
  const instance: DocsInstanceConfig = {
    id: 'docs',
    pluginId: 'docs',
    versionName: 'current',
    versions: [{ name: 'current', label: 'current', routeBasePath: '/docs', isLast: true }],
    dir: path.join(site, 'content/docs'),
    path: 'content/docs',
    routeBasePath: '/docs',
    label: 'Docs',
    sidebarCollapsed: true,
    ...extra,
  };
  return loadDocs(site, instance);
}

describe('loadDocs entries', () => {
  test("leaves out the files `exclude` matches (Docusaurus's option) and those starting with `_`", async () => {
    const { value, diagnostics } = await load(
      {
        'README.md': '# Repo readme\n',
        'index.md': '# Home\n',
        'guide/a.md': '# A\n',
        'drafts/b.md': '# B\n',
        'guide/_part.md': 'Part\n',
        'x.test.mdx': '# T\n',
      },
      { exclude: ['README.md', 'drafts/**', '**/*.test.{md,mdx}'] },
    );
    expect(diagnostics).toEqual([]);
    expect(value.docs.map((d) => d.file).sort()).toEqual(['content/docs/guide/a.md', 'content/docs/index.md']);
  });

  test('takes the title from front matter, else the first h1, else the file name', async () => {
    const { value } = await load({
      'a.md': '---\ntitle: From front matter\n---\n# From heading\n',
      'b.md': 'Intro.\n\n# From heading\n',
      'c-from-name.md': 'No heading.\n',
    });
    expect(value.docs.map((d) => [d.id, d.title])).toEqual([
      ['a', 'From front matter'],
      ['b', 'From heading'],
      ['c-from-name', 'C from name'],
    ]);
  });

  test('keeps a body without an h1 as written and takes the title from front matter (the theme shows it)', async () => {
    const { value } = await load({ 'a.md': '---\ntitle: Shown title\n---\nBody.\n' });
    expect(value.docs[0]!.title).toBe('Shown title');
    expect(value.docs[0]!.markdown.html).toBe('<p>Body.</p>');
    expect(value.docs[0]!.markdown.startsWithH1).toBe(false);
  });

  test('replaces the last part of the id with a front matter id', async () => {
    const { value } = await load({ 'guides/01-jwt.md': '---\nid: tokens\n---\n# JWT\n' });
    expect(value.docs[0]).toMatchObject({ id: 'guides/tokens', name: 'tokens', dirs: ['guides'], file: 'content/docs/guides/01-jwt.md' });
  });

  test('describes a doc by its front matter description, else its first paragraph, capped at 200 characters', async () => {
    const long = 'word '.repeat(60).trim();
    const { value } = await load({
      'a.md': '---\ndescription: Given.\n---\n# A\n\nFirst paragraph.\n',
      'b.md': '# B\n\nFirst   *paragraph*\nover two lines.\n\nSecond.\n',
      'c.md': `# C\n\n${long}\n`,
    });
    const [a, b, c] = value.docs;
    expect(a!.description).toBe('Given.');
    expect(b!.description).toBe('First paragraph over two lines.');
    expect(c!.description).toHaveLength(198);
    expect(c!.description!.endsWith('…')).toBe(true);
  });

  test('reports a missing relative image at its line and column, and leaves the doc out', async () => {
    const { value, diagnostics } = await load({ 'a.md': '---\ntitle: A\n---\nText\n\nSee ![diagram](./img/missing.png).\n' });
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/a.md:6:5  error  image/missing  Image "./img/missing.png" not found\n  hint: Fix the path (it is relative to this markdown file) or add the image there.',
    ]);
    expect(value.docs).toEqual([]);
  });

  test('treats a missing instance folder as an instance without docs', async () => {
    const site = makeSite({});
    const { value, diagnostics } = await loadDocs(site, {
      id: 'sdk',
      pluginId: 'sdk',
      versionName: 'current',
      versions: [{ name: 'current', label: 'current', routeBasePath: '/sdk', isLast: true }],
      dir: path.join(site, 'content/sdk'),
      path: 'content/sdk',
      routeBasePath: '/sdk',
      label: 'SDK',
      sidebarCollapsed: true,
    });
    expect(diagnostics).toEqual([]);
    expect(value.docs).toEqual([]);
    expect(value.sidebars.get('defaultSidebar')!).toEqual([]);
  });
});
