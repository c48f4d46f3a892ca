// Output quality of the built Sesame site (the run's shared build), checked by independent tools from npm (issue 12):
// html-validate (config: .htmlvalidate.json, every change justified in .htmlvalidate.md) reports no
// error on any page; the feeds and the sitemap parse as XML; sitemap.xml lists exactly the listed routes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { xml2js, type Element } from 'xml-js';
import { beforeAll, expect, test } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { absoluteUrl } from '../../src/routes/urls.js';
import { SESAME_ROOT as root, sesameBuild } from '../helpers/sesame.js';

/** The site's route graph, from `docsgen check` (which writes nothing): what the sitemap and feeds must list. */
let result: BuildResult;
let outDir: string;

beforeAll(async () => {
  const sesame = await sesameBuild();
  expect(sesame.code, sesame.stderr).toBe(0);
  outDir = sesame.outDir;
  result = await build({ siteDir: root, checkOnly: true, cache: false });
  expect(result.ok).toBe(true);
}, 180_000);

const files = (ext: string) =>
  readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)))
    .sort();

/** Parses XML strictly (xml-js throws on malformed input); returns the root element. */
function parseXml(text: string): Element {
  const doc = xml2js(text, { compact: false }) as Element;
  const element = doc.elements?.find((e) => e.type === 'element');
  if (!element) throw new Error('no root element');
  return element;
}

test('html-validate reports no error on any page of the Sesame site', async () => {
  const config = JSON.parse(readFileSync(path.join(root, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  const validator = new HtmlValidate({ ...config, root: true });
  const pages = files('.html');
  expect(pages.length).toBeGreaterThan(50);
  const errors: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(readFileSync(path.join(outDir, page), 'utf8'), page);
    for (const r of report.results) {
      for (const m of r.messages) if (m.severity === 2) errors.push(`${page}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(errors).toEqual([]);
}, 60_000);

test('the RSS and Atom feeds parse as XML with one item per listed post', () => {
  const blog = [...result.graph!.blogs.values()][0]!;
  const rss = parseXml(readFileSync(path.join(outDir, 'changelog/rss.xml'), 'utf8'));
  expect(rss.name).toBe('rss');
  const items = rss.elements!.find((e) => e.name === 'channel')!.elements!.filter((e) => e.name === 'item');
  const atom = parseXml(readFileSync(path.join(outDir, 'changelog/atom.xml'), 'utf8'));
  expect(atom.name).toBe('feed');
  const entries = atom.elements!.filter((e) => e.name === 'entry');
  expect(items.length).toBe(Math.min(blog.postUrls.length, 20));
  expect(entries.length).toBe(items.length);
});

test('sitemap.xml parses and lists exactly the listed, non-404 routes of the route graph', () => {
  const sitemap = parseXml(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'));
  expect(sitemap.name).toBe('urlset');
  const listed = sitemap.elements!.map((url) => url.elements!.find((e) => e.name === 'loc')!.elements![0]!.text as string);
  const routes = [...result.graph!.routes.values()];
  const expected = routes.filter((r) => !r.unlisted && r.kind !== 'not-found').map((r) => absoluteUrl('https://docs.sesame.dev', r.url));
  expect([...listed].sort()).toEqual([...expected].sort());
  expect(new Set(listed).size).toBe(listed.length);
  // Unlisted pages are built but never in the sitemap; drafts are not even routes.
  for (const r of routes.filter((r) => r.unlisted)) expect(listed).not.toContain(absoluteUrl('https://docs.sesame.dev', r.url));
  expect(listed.some((u) => u.endsWith('/404'))).toBe(false);
});
