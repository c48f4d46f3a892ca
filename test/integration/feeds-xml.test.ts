// Issue 38, item 7: the Atom feed was not well-formed when a blog tag held `<` (the `feed` package writes
// Atom categories as attributes, escaping only `&` and `"`), nor when a title held a control character.
// Both feeds must be XML 1.0 a strict parser reads, with the post's values intact.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { xml2js, type Element as XmlElement } from 'xml-js';
import { buildSite, makeSite, MINIMAL_CONFIG, removeSites } from '../helpers/index.js';

afterAll(removeSites);

/** What XML 1.0 allows nowhere: C0 controls but tab, line feed and return, U+FFFE and U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Parses `xml` with xml-js, and checks what its parser lets pass but XML 1.0 forbids: a `<` inside an
 * attribute value (AttValue excludes it), and characters outside XML's set.
 */
function parseWellFormed(xml: string): XmlElement {
  const root = (xml2js(xml, { compact: false }) as XmlElement).elements![0]!;
  expect(xml).not.toMatch(NOT_XML);
  const outsideCdata = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  for (const [, value] of outsideCdata.matchAll(/\s[\w:-]+="([^"]*)"/g)) expect(value).not.toContain('<');
  return root;
}

const all = (node: XmlElement, name: string): XmlElement[] => (node.elements ?? []).flatMap((e) => [...(e.name === name ? [e] : []), ...all(e, name)]);
const text = (node: XmlElement) => (node.elements ?? []).map((e) => e.text ?? e.cdata ?? '').join('');

test('a tag holding `<`, and control characters in a post, leave both feeds well-formed with their values', async () => {
  const dir = makeSite({
    'site.config.yaml': `${MINIMAL_CONFIG}blogs:\n  - { id: news, path: news, routeBasePath: /news }\n`,
    'news/authors.yml': 'ana:\n  name: "Ana <ana> & co"\n',
    'news/2025-01-01-a.md':
      '---\ntitle: "Release \\x01 <b> ]]> notes"\ndescription: "What \\x0b changed"\nauthors: [ana]\ntags: ["a<b", "</category><x>", "c&d"]\n---\nBody.\n',
  });
  const outDir = path.join(dir, 'out');
  const { result } = await buildSite(dir, { outDir });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);

  const atom = parseWellFormed(readFileSync(path.join(outDir, 'news/atom.xml'), 'utf8'));
  expect(all(atom, 'category').map((c) => [c.attributes!.label, c.attributes!.term])).toEqual([
    ['a<b', 'a<b'],
    ['</category><x>', '</category><x>'],
    ['c&d', 'c&d'],
  ]);
  expect(text(all(atom, 'entry')[0]!.elements!.find((e) => e.name === 'title')!)).toBe('Release  <b> ]]> notes');
  expect(text(all(atom, 'summary')[0]!)).toBe('What  changed');

  const rss = parseWellFormed(readFileSync(path.join(outDir, 'news/rss.xml'), 'utf8'));
  expect(all(rss, 'category').map(text)).toEqual(['a<b', '</category><x>', 'c&d']);
  expect(text(all(rss, 'item')[0]!.elements!.find((e) => e.name === 'title')!)).toBe('Release  <b> ]]> notes');
});
