// Issue 38, item 7: a site's own static robots.txt, sitemap.xml, llms.txt, feed or markdown export
// (`docs.md`) was replaced by the generated one (a staging site's `Disallow: /` became `Allow: /`). As
// Docusaurus copies static files over its output, the site's file wins: it is published with its own
// precompressed copies, and the generated one is not written.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites } from '../helpers/index.js';
import { warmSite } from '../helpers/warm-builds.js';

afterAll(removeSites);

const CONFIG = `${MINIMAL_CONFIG}blogs:\n  - { id: news, path: news, routeBasePath: /news }\n`;
const CONTENT = {
  'site.config.yaml': CONFIG,
  'content/docs/index.md': '---\ntitle: Docs home\n---\nWelcome.\n',
  'content/docs/guide.md': '# Guide\n\nText.\n',
  'news/2025-01-01-hello.md': '---\ntitle: Hello\n---\nHi.\n',
};

/** The site's own files at the paths docsgen generates; robots.txt over 1 KB, so that it has precompressed copies. */
const OWN = {
  'robots.txt': `User-agent: *\nDisallow: /\n${'# staging: keep crawlers out\n'.repeat(60)}`,
  'sitemap.xml':
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://docs.example.com/only</loc></url></urlset>\n',
  'llms.txt': '# Our own llms.txt\n',
  'docs.md': '# Our own docs.md\n',
  'docs/guide.md': '# Our own guide export\n',
  'news/rss.xml': '<rss version="2.0"><channel><title>Own</title></channel></rss>\n',
  'news/atom.xml': '<feed xmlns="http://www.w3.org/2005/Atom"><title>Own</title></feed>\n',
};

async function build(files: Record<string, string>) {
  const dir = makeSite(files);
  const outDir = path.join(dir, 'out');
  const { result } = await buildSite(dir, { outDir, cache: false });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { outDir, read: (rel: string) => readFileSync(path.join(outDir, rel), 'utf8'), names: readdirSync(outDir, { recursive: true }) as string[] };
}

describe("a static file at a generated file's path", () => {
  test('is published as it is, and the generated file is not written', async () => {
    const { read } = await build({ ...CONTENT, ...Object.fromEntries(Object.entries(OWN).map(([rel, text]) => [`static/${rel}`, text])) });
    for (const [rel, text] of Object.entries(OWN)) expect(read(rel), rel).toBe(text);
  });

  test("keeps its own precompressed copies, never the generated file's", async () => {
    const { outDir, read } = await build({ ...CONTENT, 'static/robots.txt': OWN['robots.txt'] });
    expect(read('robots.txt')).toBe(OWN['robots.txt']);
    expect(gunzipSync(readFileSync(path.join(outDir, 'robots.txt.gz'))).toString()).toBe(OWN['robots.txt']);
    expect(brotliDecompressSync(readFileSync(path.join(outDir, 'robots.txt.br'))).toString()).toBe(OWN['robots.txt']);
  });

  test('without one, docsgen writes its own (the paths above are the generated ones)', async () => {
    const { read } = await build(CONTENT);
    expect(read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
    expect(read('sitemap.xml')).toContain('<loc>https://docs.example.com/docs/guide</loc>');
    expect(read('llms.txt')).toContain('# Test site');
    expect(read('docs.md')).toContain('Welcome.');
    expect(read('docs/guide.md')).toContain('Text.');
    expect(read('news/rss.xml')).toContain('<title><![CDATA[Hello]]></title>');
    expect(read('news/atom.xml')).toContain('<title type="html"><![CDATA[Hello]]></title>');
  });
});

test('a cached rebuild writes what a clean one does as the site adds and removes its own files', async () => {
  const site = warmSite();
  const write = (files: Record<string, string>) => {
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site.siteDir, rel)), { recursive: true });
      writeFileSync(path.join(site.siteDir, rel), text);
    }
  };
  write(CONTENT);
  await site.expectSameAsClean('generated files');
  write({ 'static/robots.txt': OWN['robots.txt'], 'static/docs/guide.md': OWN['docs/guide.md'], 'static/news/rss.xml': OWN['news/rss.xml'] });
  await site.expectSameAsClean("the site's own files added");
  expect(readFileSync(path.join(site.warmDir, 'robots.txt'), 'utf8')).toBe(OWN['robots.txt']);
  expect(readFileSync(path.join(site.warmDir, 'docs/guide.md'), 'utf8')).toBe(OWN['docs/guide.md']);
  rmSync(path.join(site.siteDir, 'static'), { recursive: true });
  await site.expectSameAsClean("the site's own files removed");
  expect(readFileSync(path.join(site.warmDir, 'robots.txt'), 'utf8')).toContain('Allow: /');
}, 120_000);
