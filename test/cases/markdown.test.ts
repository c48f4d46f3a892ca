// Markdown cases: one folder per case under markdown/, holding input.md, output.html, any files the
// page uses (images), for a case about markdown settings the site.config.yaml to build it with, and for
// a case the build warns about, diagnostics.txt (one `severity code line:column` a line). Each case is built as a doc of a real site, and output.html is the body exactly as
// its written page holds it: the HTML a reader receives, links resolved. Add a case by adding a folder.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { fillLinks } from '../../src/markdown/compile.js';
import type { DocRoute } from '../../src/routes/types.js';
import { buildSite, HOME_PAGE, makeSite, MINIMAL_CONFIG, removeSites } from '../helpers/site.js';

const root = fileURLToPath(new URL('./markdown', import.meta.url));
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

afterAll(removeSites);

/** The body of the case's page as the build wrote it, and the whole page. */
export async function renderCase(dir: string): Promise<{ body: string; page: string }> {
  const config = path.join(dir, 'site.config.yaml');
  const site = makeSite({ ...HOME_PAGE, 'site.config.yaml': existsSync(config) ? readFileSync(config, 'utf8') : MINIMAL_CONFIG });
  cpSync(dir, path.join(site, 'content', 'docs'), { recursive: true, filter: (source) => source !== config });
  const built = await buildSite(site, { outDir: path.join(site, 'out') });
  const listed = path.join(dir, 'diagnostics.txt');
  const expected = existsSync(listed) ? readFileSync(listed, 'utf8').split('\n').filter(Boolean) : [];
  expect(built.result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column}`)).toEqual(expected);
  const route = built.result.graph!.routes.get('/docs/input') as DocRoute;
  return { body: fillLinks(route.doc.markdown, route.hrefs), page: built.files('docs/input/index.html') };
}

describe('markdown as readers receive it', () => {
  test('there is at least one case, and every case folder has its two files', () => {
    expect(cases.length).toBeGreaterThan(5);
    for (const name of cases) {
      expect(readdirSync(path.join(root, name)), name).toEqual(expect.arrayContaining(['input.md', 'output.html']));
    }
  });

  test.each(cases)('%s: the page holds exactly output.html', async (name) => {
    const { body, page } = await renderCase(path.join(root, name));
    // UPDATE_CASES=1 rewrites output.html from what the build gives (review the diff before committing).
    if (process.env.UPDATE_CASES) writeFileSync(path.join(root, name, 'output.html'), `${body}\n`);
    const expected = readFileSync(path.join(root, name, 'output.html'), 'utf8');
    expect(`${body}\n`).toBe(expected);
    // A body opening with its h1 has the small screens' "On this page" box right after that h1.
    const joined = page.replace(/<\/div><details class="toc-collapsible"[\s\S]*?<\/details><div class="markdown__body">/, '');
    expect(joined).toContain(`<div class="markdown__body">${expected.replace(/\n$/, '')}</div>`);
  });
});
