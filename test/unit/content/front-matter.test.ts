// Tests src/content/front-matter.ts: splitting front matter off, validating it per content kind, and
// reporting problems at the line of the file they are on.
import { describe, expect, test } from 'vitest';
import { docFrontMatterSchema, pageFrontMatterSchema, parseFrontMatter } from '../../../src/content/front-matter.js';
import { formatDiagnostic, sortDiagnostics } from '../../../src/diagnostics/index.js';

const parseDoc = (text: string) => parseFrontMatter(text, docFrontMatterSchema, 'content/docs/intro.md');

describe('parseFrontMatter', () => {
  test('returns the validated keys and the body after the closing ---', () => {
    const parsed = parseDoc('---\ntitle: Intro\nsidebar_position: 2\nkeywords: [auth, jwt]\n---\n# Hello\n');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data).toEqual({ title: 'Intro', sidebar_position: 2, keywords: ['auth', 'jwt'] });
    expect(parsed.body).toBe('# Hello\n');
  });

  test('counts the lines of the front matter block so markdown lines can be offset', () => {
    const parsed = parseDoc('---\ntitle: Intro\nslug: /start\n---\n# Hello\n');
    expect(parsed.bodyLineOffset).toBe(4);
  });

  test('keeps keys it does not know, so Docusaurus docs build unchanged', () => {
    const parsed = parseDoc('---\ntitle: Intro\ncustom_edit_url: null\n---\nBody\n');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data).toEqual({ title: 'Intro', custom_edit_url: null });
  });

  test("warns at a key one typo from a known key, keeps the page's data, and passes keys far from any (issue 41)", () => {
    const parsed = parseDoc('---\ntitle: Intro\nsidebar_positon: 2\nsidebarLabel: Start\nmy_theme_option: 3\n---\nBody\n');
    expect(parsed.data).toEqual({ title: 'Intro', sidebar_positon: 2, sidebarLabel: 'Start', my_theme_option: 3 });
    expect(parsed.diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/intro.md:3:1  warning  front-matter/unknown-key  Front matter key "sidebar_positon" is not one docsgen reads, and is ignored\n  hint: Did you mean "sidebar_position"?',
      'content/docs/intro.md:4:1  warning  front-matter/unknown-key  Front matter key "sidebarLabel" is not one docsgen reads, and is ignored\n  hint: Did you mean "sidebar_label"?',
    ]);
  });

  test("reads the known keys of each content kind: a home page's `heros` is a typo of `hero`", () => {
    const parsed = parseFrontMatter('---\nheros: { title: Hi }\n---\n', pageFrontMatterSchema, 'content/pages/index.md');
    expect(parsed.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.hint}`)).toEqual(['front-matter/unknown-key 2:1 Did you mean "hero"?']);
  });

  test('treats a file without front matter as all body', () => {
    const parsed = parseDoc('# Just markdown\n\n---\n\nA thematic break above.\n');
    expect(parsed).toMatchObject({ data: {}, body: '# Just markdown\n\n---\n\nA thematic break above.\n', bodyLineOffset: 0, diagnostics: [] });
  });

  test('handles a byte order mark and CRLF line endings', () => {
    const parsed = parseDoc('\uFEFF---\r\ntitle: Windows\r\nsidebar_position: 3\r\n---\r\nBody\r\n');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data).toEqual({ title: 'Windows', sidebar_position: 3 });
    expect(parsed.body).toBe('Body\r\n');
    expect(parsed.bodyLineOffset).toBe(4);
  });

  test('accepts an empty front matter block', () => {
    const parsed = parseDoc('---\n---\nBody\n');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data).toEqual({});
    expect(parsed.body).toBe('Body\n');
  });

  test('reports invalid YAML at its line in the file, counting the opening ---', () => {
    const parsed = parseDoc('---\ntitle: Intro\ndescription: a: b\n---\nBody\n');
    expect(parsed.data).toEqual({});
    expect(parsed.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "content/docs/intro.md:3:14  error  front-matter/yaml  Front matter is not valid YAML: Nested mappings are not allowed in compact mappings
        hint: Fix the YAML between the two --- lines (quote values that contain ": " or start with a special character)."
    `);
  });

  test('reports a value of the wrong type at the exact line and column of the value', () => {
    const parsed = parseDoc('---\ntitle: Intro\n\nsidebar_position: first\n---\nBody\n');
    expect(parsed.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "content/docs/intro.md:4:19  error  front-matter/invalid  Front matter "sidebar_position" must be a number, got string
        hint: Fix or remove "sidebar_position"."
    `);
  });

  test('reports every invalid key of one file, not only the first', () => {
    const parsed = parseDoc('---\ntitle: 7\nunlisted: "yes"\nkeywords: auth\n---\nBody\n');
    expect(sortDiagnostics(parsed.diagnostics).map((d) => [d.code, d.line, d.column])).toEqual([
      ['front-matter/invalid', 2, 8],
      ['front-matter/invalid', 3, 11],
      ['front-matter/invalid', 4, 11],
    ]);
  });

  test('rejects front matter that is not a mapping', () => {
    const parsed = parseDoc('---\n- a\n- b\n---\nBody\n');
    expect(parsed.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "content/docs/intro.md:2:1  error  front-matter/invalid  Front matter must be a mapping of keys to values
        hint: Write it as \`key: value\` lines between the two --- lines."
    `);
  });

  test('validates a page hero strictly, naming the nested key', () => {
    const parsed = parseFrontMatter(
      '---\nhero:\n  title: Sesame\n  actions:\n    - label: Start\n      href: /docs\n      variant: tertiary\n---\n',
      pageFrontMatterSchema,
      'content/pages/index.md',
    );
    expect(parsed.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "content/pages/index.md:7:16  error  front-matter/invalid  Front matter "hero.actions.0.variant" must be one of "primary", "secondary"
        hint: Fix or remove "hero.actions.0.variant"."
    `);
  });
});
