// Real Docusaurus projects' docs, copied in unchanged (test/fixtures/sites/real-*, with their licences):
// Prettier's whole docs folder with its sidebars.json builds under --strict with its sidebar as published;
// React Native's pages keep their site components (CSS modules, Docusaurus client modules, version
// hooks), `mdx-code-block` fences, partials, grouped tabs and a second sidebar.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, makeSite, removeSites, type BuiltSite } from '../helpers/index.js';
import { sidebarOutline } from '../helpers/sidebar-outline.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}`, import.meta.url));
const scratch = () => makeSite({});

let prettier: BuiltSite;
let reactNative: BuiltSite;
let reactNativeOut: string;

beforeAll(async () => {
  const [a, b] = [scratch(), scratch()];
  reactNativeOut = path.join(b, 'out');
  [prettier, reactNative] = await Promise.all([
    buildSite(fixture('real-prettier'), { outDir: path.join(a, 'out'), cache: false, strict: true }),
    buildSite(fixture('real-react-native'), { outDir: reactNativeOut, cache: false }),
  ]);
}, 120_000);
afterAll(removeSites);

describe("Prettier's docs, unchanged", () => {
  test('build under --strict: 25 docs, no diagnostics', () => {
    expect(prettier.result.diagnostics).toEqual([]);
    expect(prettier.result.ok).toBe(true);
  });

  test("keep sidebars.json's five categories in its order; docs/index.md (id: index) is /docs", () => {
    const outline = sidebarOutline(prettier.files('docs/index.html'))!;
    expect(outline.name).toBe('docs');
    expect(outline.lines.filter((line) => line.startsWith('category'))).toEqual([
      'category About -> /docs',
      'category Usage -> /docs/install (collapsed)',
      'category Configuring Prettier -> /docs/options (collapsed)',
      'category Editors -> /docs/editors (collapsed)',
      'category Misc -> /docs/technical-details (collapsed)',
    ]);
    expect(outline.lines.slice(1, 6)).toEqual([
      '  link What is Prettier? -> /docs',
      '  link Why Prettier? -> /docs/why-prettier',
      '  link Prettier vs. Linters -> /docs/comparison',
      '  link Option Philosophy -> /docs/option-philosophy',
      '  link Rationale -> /docs/rationale',
    ]);
    expect(outline.lines).toHaveLength(29);
  });
});

describe("React Native's docs, unchanged", () => {
  const page = (url: string) => reactNative.files(`${url.slice(1)}/index.html`);

  test('build with only broken links to pages this copy leaves out (warnings), never an MDX error', () => {
    expect(reactNative.result.ok).toBe(true);
    const codes = new Set(reactNative.result.diagnostics.map((d) => d.code));
    expect([...codes].sort()).toEqual(['link/broken', 'markdown/link-to-file']);
  });

  test("a site component with a CSS module (PlatformSupport) renders with its classes scoped and its CSS in the site's stylesheet", () => {
    const html = page('/docs/getting-started-without-a-framework');
    const container = /<div class="(container_[0-9a-f]{8})"><strong>Platform support<\/strong>/.exec(html);
    expect(container).not.toBeNull();
    const sheet = readdirSync(path.join(reactNativeOut, 'assets')).find((f) => /^components-[0-9a-f]+\.css$/.test(f))!;
    expect(reactNative.files(`assets/${sheet}`)).toContain(`.${container![1]}{display:flex;flex-direction:column`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/${sheet}">`);
  });

  test('ExecutionEnvironment and useActiveVersion answer as at build time: Linux tab first chosen, links to the main branch', () => {
    const setup = page('/docs/set-up-your-environment');
    expect(setup).toMatch(/aria-selected="true" tabindex="0" data-value="linux" class="tabs__item tabs__item--active">Linux</);
    expect(setup).toContain('data-group-id="os" data-query-string="os"');
    // RNRepoLink -> useActiveVersion: the unreleased version "Next" links to main.
    expect(page('/docs/strict-typescript-api')).toContain(
      'href="https://github.com/facebook/react-native/blob/main/packages/react-native/types/public/DeprecatedPropertiesAlias.d.ts"',
    );
  });

  test("the site's src/theme/MDXComponents is loaded (with its @theme/Mermaid), its element overrides left to docsgen", () => {
    const appearance = page('/docs/appearance');
    // docsgen's highlighted code blocks, not the site's `code`/`pre` replacements.
    expect(appearance).toContain('<div class="code-block" data-language="tsx">');
    expect(appearance).toMatch(/<span class="hljs-keyword">import<\/span>/);
  });

  test('```mdx-code-block content is MDX: the component it exports renders in the table', () => {
    const button = page('/docs/button');
    expect(button).not.toContain('mdx-code-block');
    expect(button).toContain('<ins style="background:#2196F3" class="color-box"></ins> <code>&#x27;#2196F3&#x27;</code>');
  });

  test('the second sidebar ("api") is shown by its pages; a category with collapsible: false stays open', () => {
    expect(sidebarOutline(page('/docs/button'))).toEqual({
      name: 'api',
      lines: [
        'category Components -> /docs/button',
        '  link Button -> /docs/button',
        'category APIs -> /docs/appearance (collapsed)',
        '  link Appearance -> /docs/appearance',
        '  link Strict TypeScript API (opt in) -> /docs/strict-typescript-api',
      ],
    });
    expect(sidebarOutline(page('/docs/flexbox'))!.lines.slice(3)).toEqual([
      'category UI & Interaction -> /docs/flexbox',
      '  category Interaction -> /docs/flexbox',
      '    link Layout with Flexbox -> /docs/flexbox',
    ]);
  });
});
