// What Docusaurus docs carry over as Docusaurus builds them: `hide_title` (no second h1 over a body that
// opens with a spacer before its own `# heading`, as redux-toolkit's pages do), the site-wide table of
// contents levels (`tableOfContents`) under each page's own, and markdown-file links written from the
// site folder (`/docs/queries/about.md`), resolved to the doc like relative ones.
import { afterAll, expect, test } from 'vitest';
import { buildSite, HOME_PAGE, makeSite, removeSites } from '../helpers/index.js';

afterAll(removeSites);

const CONFIG = [
  'title: Compat',
  'url: https://compat.example.com',
  'tableOfContents:',
  '  minHeadingLevel: 2',
  '  maxHeadingLevel: 4',
  'docs:',
  '  - { id: docs, path: docs, routeBasePath: /docs }',
  '',
].join('\n');

test('hide_title, tableOfContents levels and site-absolute markdown-file links build as in Docusaurus', async () => {
  const site = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'docs/quick-start.md':
      '---\nid: quick-start\ntitle: Quick Start\nhide_title: true\n---\n\n&nbsp;\n\n# Redux Toolkit Quick Start\n\n## Install\n\n### From npm\n\n#### With flags\n\nSee [about queries](/docs/queries/about.md#caching) and [the other](queries/about.md).\n',
    'docs/shallow.md': '---\ntitle: Shallow\ntoc_max_heading_level: 2\n---\n\n## One\n\n### One A\n',
    'docs/queries/about.md': '---\ntitle: About queries\n---\n\n## Caching\n\nText.\n',
  });
  const { result, files } = await buildSite(site, { strict: true });
  expect(result.diagnostics).toEqual([]);
  const quick = files('docs/quick-start/index.html');
  // One h1: the body's own, not one made from the title.
  expect(quick.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(quick).toMatch(/<h1[^>]*>Redux Toolkit Quick Start/);
  // The site's levels reach h4; the page's own front matter narrows its table of contents to h2.
  const toc = (html: string) => /<nav[^>]*aria-label="Table of contents"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  expect(toc(quick)).toContain('href="#with-flags"');
  const shallow = files('docs/shallow/index.html');
  expect(toc(shallow)).toContain('href="#one"');
  expect(toc(shallow)).not.toContain('href="#one-a"');
  // `/docs/queries/about.md` names the file docs/queries/about.md of the site; `queries/about.md` is
  // looked up in the docs folder first.
  expect(quick).toContain('href="/docs/queries/about#caching"');
  expect(quick).toContain('href="/docs/queries/about"');
});
