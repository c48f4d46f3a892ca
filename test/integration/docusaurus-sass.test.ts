// Components that import `.scss` (docusaurus-plugin-sass's sites): compiled by the sass package the site
// installs (from the npm registry, into the fixture's own node_modules), `@use` of the site's partials
// followed, then scoped like `.module.css` files; and a Sass stylesheet named in the config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite, makeSite, removeSites, type BuiltSite } from '../helpers/site.js';
import { installSitePackages } from '../helpers/site-packages.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/sites/sass', import.meta.url));

let built: BuiltSite;
beforeAll(async () => {
  installSitePackages(FIXTURE);
  built = await buildSite(FIXTURE, { strict: true, outDir: path.join(makeSite({}), 'out') });
}, 300_000);
afterAll(removeSites);

test("a .module.scss file is compiled with the site's sass, its classes scoped, its CSS in the components stylesheet", () => {
  expect(built.result.diagnostics).toEqual([]);
  const html = built.files('docs/intro/index.html');
  const card = /<div class="(card_[0-9a-f]{8})"><span class="(title_[0-9a-f]{8})">Card<\/span><\/div>/.exec(html);
  expect(card).not.toBeNull();
  const href = /<link rel="stylesheet" href="\/(assets\/components-[0-9a-f]+\.css)">/.exec(html)?.[1];
  const css = built.files(href!);
  expect(css).toContain(`.${card![1]}{color:#2e8555}`);
  expect(css).toContain(`.${card![1]} .${card![2]}{font-weight:700}`);
});

test("a Sass stylesheet of the config (docusaurus-plugin-sass's custom.scss) is compiled and its Infima variables mapped", () => {
  const html = built.files('docs/intro/index.html');
  const href = /<link rel="stylesheet" href="\/(assets\/custom-[0-9a-f]+\.css)">/.exec(html)?.[1];
  const css = built.files(href!);
  expect(css).toContain(':root{--ifm-color-primary: #2e8555}');
  expect(css).toContain('html:root{--color-primary:var(--ifm-color-primary);');
});
