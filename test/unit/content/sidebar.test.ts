// Tests the sidebar src/content/sidebar.ts builds from an instance's folder tree, through loadDocs
// (src/content/docs.ts) on throwaway folders: ordering, number prefixes, _category_.yml, index docs,
// unlisted and draft docs.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { DocsInstanceConfig } from '../../../src/config/resolve.js';
import { createContentContext } from '../../../src/content/context.js';
import { loadDocs } from '../../../src/content/docs.js';
import { createParseCache } from '../../../src/content/parse-cache.js';
import type { SidebarNode } from '../../../src/content/types.js';
import { formatDiagnostic } from '../../../src/diagnostics/index.js';
import { makeSite, readHeadsPack, removeSites } from '../../helpers/index.js';

afterAll(removeSites);

function instanceOf(site: string): DocsInstanceConfig {
  return {
    id: 'docs',
    pluginId: 'docs',
    versionName: 'current',
    versions: [{ name: 'current', label: 'current', routeBasePath: '/docs', isLast: true }],
    dir: path.join(site, 'content/docs'),
    path: 'content/docs',
    routeBasePath: '/docs',
    label: 'Docs',
    sidebarCollapsed: true,
  };
}

/** Loads `content/docs` of a site made of `files` (paths relative to content/docs). */
async function load(files: Record<string, string>) {
  const site = makeSite(Object.fromEntries(Object.entries(files).map(([rel, text]) => [`content/docs/${rel}`, text])));
  return loadDocs(site, instanceOf(site));
}

/** The sidebar as readable lines: `doc id (label)`, `category Label [link]` with children indented. */
function outline(nodes: SidebarNode[], depth = 0): string[] {
  return nodes.flatMap((node) => {
    const pad = '  '.repeat(depth);
    if (node.type === 'doc') return [`${pad}doc ${node.docId}${node.ref ? ' ref' : ''} (${node.label})${node.className ? ` .${node.className}` : ''}`];
    if (node.type === 'link') return [`${pad}link ${node.href} (${node.label})`];
    if (node.type === 'html') return [`${pad}html ${node.value}`];
    const link = node.link ? ` [${node.link.type === 'doc' ? `doc ${node.link.id}` : 'generated-index'}]` : '';
    return [`${pad}category ${node.label}${link}`, ...outline(node.items, depth + 1)];
  });
}

describe('sidebar from the folder tree', () => {
  test('orders docs by sidebar_position, then by file name, with unpositioned docs last', async () => {
    const { value, diagnostics } = await load({
      'zebra.md': '# Zebra\n',
      'apple.md': '# Apple\n',
      'second.md': '---\nsidebar_position: 2\n---\n# Second\n',
      'first.md': '---\nsidebar_position: 1\n---\n# First\n',
      'also-second.md': '---\nsidebar_position: 2\n---\n# Also second\n',
    });
    expect(diagnostics).toEqual([]);
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual([
      'doc first (First)',
      'doc also-second (Also second)',
      'doc second (Second)',
      'doc apple (Apple)',
      'doc zebra (Zebra)',
    ]);
  });

  test('strips number prefixes from ids and uses them as positions', async () => {
    const { value } = await load({
      '10-later.md': '# Later\n',
      '02-setup.md': '# Setup\n',
      '01-intro.md': '# Intro\n',
      '03-guides/01-jwt.md': '# JWT\n',
    });
    expect(value.docs.map((d) => d.id).sort()).toEqual(['guides/jwt', 'intro', 'later', 'setup']);
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual([
      'doc intro (Intro)',
      'doc setup (Setup)',
      'category Guides',
      '  doc guides/jwt (JWT)',
      'doc later (Later)',
    ]);
  });

  test('labels a doc by sidebar_label, else its title, else its file name', async () => {
    const { value } = await load({
      'a.md': '---\ntitle: Title A\nsidebar_label: Short A\n---\nBody\n',
      'b.md': '# Heading B\n',
      'c-file_name.md': 'No heading at all.\n',
    });
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual(['doc a (Short A)', 'doc b (Heading B)', 'doc c-file_name (C file name)']);
  });

  test('reads label, position, collapsed and a generated-index link from _category_.yml', async () => {
    const { value, diagnostics } = await load({
      'intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
      'guides/_category_.yml': 'label: How-to guides\nposition: 2\ncollapsed: false\nlink:\n  type: generated-index\n  description: Step by step.\n',
      'guides/jwt.md': '# JWT\n',
      'reference/_category_.yml': 'position: 3\n',
      'reference/errors.md': '# Errors\n',
    });
    expect(diagnostics).toEqual([]);
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual([
      'doc intro (Intro)',
      'category How-to guides [generated-index]',
      '  doc guides/jwt (JWT)',
      'category Reference',
      '  doc reference/errors (Errors)',
    ]);
    const [, guides, reference] = value.sidebars.get('defaultSidebar')!;
    expect(guides).toMatchObject({ type: 'category', dir: 'guides', collapsed: false, collapsible: true, description: 'Step by step.' });
    expect(reference).toMatchObject({ type: 'category', dir: 'reference', collapsed: true });
  });

  test("makes a folder's index.md the category's page instead of one of its items", async () => {
    const { value } = await load({
      'guides/index.md': '---\nsidebar_label: All guides\n---\n# Guides overview\n',
      'guides/jwt.md': '# JWT\n',
    });
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual(['category All guides [doc guides/index]', '  doc guides/jwt (JWT)']);
    expect(value.docs.find((d) => d.id === 'guides/index')?.isIndex).toBe(true);
  });

  test('lets an explicit link: null in _category_.yml keep index.md as a plain item', async () => {
    const { value } = await load({
      'guides/_category_.yml': 'link: null\n',
      'guides/index.md': '# Overview\n',
      'guides/jwt.md': '# JWT\n',
    });
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual(['category Guides', '  doc guides/index (Overview)', '  doc guides/jwt (JWT)']);
  });

  test('keeps unlisted docs in the sidebar (shown on their own page only), never as a category page', async () => {
    const { value } = await load({
      'public.md': '# Public\n',
      'secret.md': '---\nunlisted: true\n---\n# Secret\n',
      'guides/index.md': '---\nunlisted: true\n---\n# Hidden overview\n',
      'guides/jwt.md': '# JWT\n',
    });
    expect(value.docs.map((d) => d.id).sort()).toEqual(['guides/index', 'guides/jwt', 'public', 'secret']);
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual([
      'category Guides',
      '  doc guides/index (Hidden overview)',
      '  doc guides/jwt (JWT)',
      'doc public (Public)',
      'doc secret (Secret)',
    ]);
  });

  test('leaves draft docs out entirely', async () => {
    const { value } = await load({
      'public.md': '# Public\n',
      'wip.md': '---\ndraft: true\n---\n# Work in progress\n',
    });
    expect(value.docs.map((d) => d.id)).toEqual(['public']);
    expect(outline(value.sidebars.get('defaultSidebar')!)).toEqual(['doc public (Public)']);
  });

  test('ignores files and folders whose name starts with _ or .', async () => {
    const { value } = await load({
      'page.md': '# Page\n',
      '_partial.md': '# Partial\n',
      '_drafts/idea.md': '# Idea\n',
      '.hidden/x.md': '# Hidden\n',
    });
    expect(value.docs.map((d) => d.id)).toEqual(['page']);
  });

  test('reports an unknown key in _category_.yml at its line with the known keys', async () => {
    const { diagnostics } = await load({
      'guides/_category_.yml': 'label: Guides\nlable: Typo\n',
      'guides/jwt.md': '# JWT\n',
    });
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guides/_category_.yml:2:1  error  category/invalid  "lable": unknown key\n  hint: Known keys: label, position, collapsed, collapsible, description, className, key, customProps, link.',
    ]);
  });

  test('reports every broken doc of the instance in one run and leaves them out', async () => {
    const { value, diagnostics } = await load({
      'good.md': '# Good\n',
      'bad-one.md': '---\nsidebar_position: first\n---\n# Bad one\n',
      'bad-two.md': '---\ntitle: [unclosed\n---\n# Bad two\n',
    });
    expect(diagnostics.map((d) => `${d.file}:${d.line}  ${d.code}`).sort()).toEqual([
      'content/docs/bad-one.md:2  front-matter/invalid',
      'content/docs/bad-two.md:2  front-matter/yaml',
    ]);
    expect(value.docs.map((d) => d.id)).toEqual(['good']);
  });
});

describe('category files through the parse cache', () => {
  const files = {
    'guides/_category_.yml': 'label: Guides\nposition: 2\nlink:\n  type: generated-index\n  slug: /all-guides\n',
    'guides/jwt.md': '# JWT\n',
    'broken/_category_.yml': 'label: Broken\nlable: Typo\n',
    'broken/page.md': '# Page\n',
    'intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
  };

  test('a second load takes the category files from the cache with the same sidebar, slug place and problems; an edited file is parsed again', async () => {
    const site = makeSite(Object.fromEntries(Object.entries(files).map(([rel, text]) => [`content/docs/${rel}`, text])));
    const cacheDir = path.join(site, 'cache');
    const loadCached = async () => {
      const cache = createParseCache(cacheDir, 'v1');
      const context = createContentContext({ cache, workers: 1 });
      const loaded = await loadDocs(site, instanceOf(site), context);
      await cache.save!();
      return { loaded, cache };
    };
    const direct = await loadDocs(site, instanceOf(site));
    const first = await loadCached();
    const second = await loadCached();
    // The second load found every doc and the categories' entry in the cache, and parsed nothing.
    expect(second.cache.misses).toBe(0);
    // The categories' entry is a small value: the values pack holds it, not a file of its own.
    const entries = readdirSync(path.join(cacheDir, 'markdown')).length;
    const packed = () => readHeadsPack(path.join(cacheDir, 'markdown', 'values.pack')).index.names.length;
    const categoryEntries = packed();
    for (const { loaded } of [first, second]) {
      expect(outline(loaded.value.sidebars.get('defaultSidebar')!)).toEqual(outline(direct.value.sidebars.get('defaultSidebar')!));
      expect(loaded.diagnostics.map(formatDiagnostic)).toEqual(direct.diagnostics.map(formatDiagnostic));
    }
    expect(outline(second.loaded.value.sidebars.get('defaultSidebar')!)).toEqual([
      'doc intro (Intro)',
      'category Guides [generated-index]',
      '  doc guides/jwt (JWT)',
      'category Broken',
      '  doc broken/page (Page)',
    ]);
    expect(second.loaded.diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/broken/_category_.yml:2:1  error  category/invalid  "lable": unknown key\n  hint: Known keys: label, position, collapsed, collapsible, description, className, key, customProps, link.',
    ]);
    const guides = second.loaded.value.sidebars.get('defaultSidebar')!.find((node) => node.type === 'category' && node.label === 'Guides');
    const directGuides = direct.value.sidebars.get('defaultSidebar')!.find((node) => node.type === 'category' && node.label === 'Guides');
    expect(guides).toEqual(directGuides);
    expect(JSON.stringify(guides)).toContain('"slugAt":{"file":"content/docs/guides/_category_.yml","line":5');

    // The broken file fixed and the label changed: both take effect.
    writeFileSync(path.join(site, 'content/docs/broken/_category_.yml'), 'label: Mended\n');
    writeFileSync(path.join(site, 'content/docs/guides/_category_.yml'), 'label: How-tos\nposition: 2\n');
    const third = await loadCached();
    expect(outline(third.loaded.value.sidebars.get('defaultSidebar')!)).toEqual([
      'doc intro (Intro)',
      'category How-tos',
      '  doc guides/jwt (JWT)',
      'category Mended',
      '  doc broken/page (Page)',
    ]);
    expect(third.loaded.diagnostics).toEqual([]);
    expect(packed()).toBe(categoryEntries + 1);
    expect(readdirSync(path.join(cacheDir, 'markdown')).length).toBe(entries);
  });
});
