// MDX islands in Chromium, on the docusaurus-islands fixture (its npm packages installed from the
// registry): the site's Counter hydrates and counts, inline and inside another island's MDX children; it
// works again after client navigation away and back; a page with only a static component loads no chunk;
// a component an MDX page defines with `export const` and a React page of src/pages hydrate and count, and
// a React page reading the location shows what the address's query names;
// without JavaScript the server HTML reads; npm2yarn's tabs switch, synced by their group; no console
// error or warning anywhere (React reports hydration mismatches there).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { installSitePackages } from '../helpers/site-packages.js';
import { hasMarker, recordConsole, serveBuild, setMarker } from './support.js';

const FIXTURE = path.resolve('test/fixtures/sites/docusaurus-islands');
const servers: ChildProcess[] = [];
let root: string;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  installSitePackages(FIXTURE);
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-e2e-islands-'));
  const out = path.join(root, 'out');
  const result = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build', FIXTURE, '--out-dir', out, '--no-cache', '--strict'], {
    encoding: 'utf8',
  });
  expect(result.stderr + result.stdout).toContain('Built ');
  expect(result.status).toBe(0);
  base = await serveBuild(out, servers);
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

/** Goes to a page and waits until its islands have hydrated. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${base}${url}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

test("the counter counts clicks, in a block, inside a sentence and inside another island's MDX children", async ({ page }) => {
  const messages = recordConsole(page);
  await open(page, '/docs/counter');
  const pressed = page.getByRole('button', { name: /^Pressed/ });
  await expect(pressed).toHaveText('Pressed 2 times');
  await pressed.click();
  await pressed.click();
  await expect(pressed).toHaveText('Pressed 4 times');
  const inline = page.locator('p').getByRole('button', { name: /^Clicked/ });
  await inline.click();
  await expect(inline).toHaveText('Clicked 1 times');
  const nested = page.getByRole('button', { name: /^Nested/ });
  await nested.click();
  await expect(nested).toHaveText('Nested 1 times');
  // The toggle's children are the page's markdown, links resolved.
  await expect(page.locator('.toggle__body').getByRole('link', { name: 'a link to the introduction' })).toHaveAttribute('href', '/docs/intro');
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.locator('.toggle__body')).toHaveCount(0);
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.locator('.toggle__body strong')).toHaveText('inside');
  expect(messages).toEqual([]);
});

test('after client navigation away and back, the counter hydrates again and counts from its start', async ({ page }) => {
  const messages = recordConsole(page);
  await open(page, '/docs/counter');
  await page.getByRole('button', { name: /^Pressed/ }).click();
  await setMarker(page);
  await page.getByRole('link', { name: 'the introduction', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Introduction');
  await expect(page.getByRole('button', { name: /^Pressed/ })).toHaveCount(0);
  expect(await hasMarker(page)).toBe(true);
  await page.getByRole('link', { name: 'the counter' }).click();
  await expect(page.locator('h1')).toHaveText('Counter');
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  const pressed = page.getByRole('button', { name: /^Pressed/ });
  await expect(pressed).toHaveText('Pressed 2 times');
  await pressed.click();
  await expect(pressed).toHaveText('Pressed 3 times');
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Introduction');
  await page.goForward();
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.getByRole('button', { name: /^Pressed/ }).click();
  await expect(page.getByRole('button', { name: /^Pressed/ })).toHaveText('Pressed 3 times');
  expect(await hasMarker(page)).toBe(true);
  // The chunk loaded once, however often the page was shown.
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="/island-Counter-"]').length)).toBe(1);
  expect(messages).toEqual([]);
});

test('a page with only a static component of the site loads no island chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(page, '/docs/intro');
  const badge = page.locator('span[class^="badge_"]');
  await expect(badge).toHaveText('New');
  // Its CSS module's rules reach it under the scoped class.
  expect(await badge.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
  expect(scripts.filter((s) => s.includes('island'))).toEqual([]);
  expect(scripts.map((s) => s.replace(/-[0-9a-f]+\.js$/, '.js')).sort()).toEqual(['/assets/main.js', '/assets/routes.js']);
  // The counter page loads the two chunks it uses, and only those.
  scripts.length = 0;
  await open(page, '/docs/counter');
  expect(scripts.map((s) => s.replace(/-[0-9a-f]+\.js$/, '.js')).sort()).toEqual([
    '/assets/island-Counter.js',
    '/assets/island-Toggle.js',
    '/assets/main.js',
    '/assets/routes.js',
  ]);
});

test('a component the MDX page defines with `export const` hydrates: its button counts; the static one next to it loads nothing', async ({ page }) => {
  const messages = recordConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(page, '/docs/local');
  const stepper = page.getByRole('button', { name: /^Stepped/ });
  await expect(stepper).toHaveText('Stepped 0');
  await stepper.click();
  await stepper.click();
  await expect(stepper).toHaveText('Stepped 10');
  await expect(page.locator('em.note')).toHaveText('no script for me');
  expect(scripts.filter((s) => s.includes('island')).map((s) => s.replace(/-[0-9a-f]+\.js$/, '.js'))).toEqual(['/assets/island-Stepper.js']);
  expect(messages).toEqual([]);
});

test("a React page of src/pages with state hydrates inside the site's chrome", async ({ page }) => {
  const messages = recordConsole(page);
  await open(page, '/clicks');
  await expect(page).toHaveTitle('Clicks | Islands');
  await expect(page.locator('nav.navbar')).toHaveCount(1);
  const button = page.getByRole('button', { name: /^Clicked/ });
  await button.click();
  await button.click();
  await expect(button).toHaveText('Clicked 2 times');
  expect(messages).toEqual([]);
});

test("a React page reading the location (redux-toolkit's /errors) shows the message of the address's ?code= once hydrated, the site's title in it", async ({
  page,
}) => {
  const messages = recordConsole(page);
  await open(page, '/errors?code=0');
  await expect(page.locator('code.error-details')).toHaveText('The slice reducer for key "todos" returned undefined during initialization.');
  await expect(page.locator('main p').first()).toHaveText('Error text is replaced by indexed error codes in production builds of Islands.');
  await open(page, '/errors');
  await expect(page.getByRole('heading', { name: 'Production Error Codes' })).toBeVisible();
  await expect(page.locator('code.error-details')).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('npm2yarn tabs are labelled, switch, and every tabs of its group follows the choice', async ({ page }) => {
  const messages = recordConsole(page);
  await open(page, '/docs/install');
  const [first, second] = [page.locator('.tabs-container').nth(0), page.locator('.tabs-container').nth(1)];
  await expect(first.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
  await expect(first.getByRole('tabpanel').filter({ visible: true })).toHaveText(/npm install @islands\/sdk/);
  await first.getByRole('tab', { name: 'pnpm' }).click();
  await expect(first.getByRole('tabpanel').filter({ visible: true })).toHaveText(/pnpm add @islands\/sdk/);
  await expect(second.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByRole('tabpanel').filter({ visible: true })).toHaveText(/pnpm add --save-dev @islands\/cli/);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('pnpm');
  expect(messages).toEqual([]);
});

test("KaTeX formulas are set in KaTeX's own fonts, loaded from the site itself", async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font' && response.ok()) fonts.push(new URL(response.url()).pathname);
  });
  await open(page, '/docs/math');
  await expect(page.locator('.katex').first()).toBeVisible();
  const family = await page
    .locator('.katex')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toContain('KaTeX_Main');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((f) => /^\/assets\/fonts\/KaTeX_Main-Regular-\w+\.woff2$/.test(f))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("the islands' server HTML reads: counters show their start, the toggle its content", async ({ page }) => {
    await page.goto(`${base}/docs/counter`);
    await expect(page.getByRole('button', { name: /^Pressed/ })).toHaveText('Pressed 2 times');
    await expect(page.locator('p').getByRole('button', { name: /^Clicked/ })).toHaveText('Clicked 0 times');
    await expect(page.locator('.toggle__body')).toContainText('Markdown inside the toggle');
    await expect(page.getByRole('button', { name: /^Nested/ })).toHaveText('Nested 0 times');
  });
});

test('in hash router mode, opened from file://, islands load their chunks and hydrate on every route', async ({ page }) => {
  const messages = recordConsole(page);
  const site = path.join(root, 'hash-site');
  cpSync(path.join(FIXTURE, 'src'), path.join(site, 'src'), { recursive: true });
  cpSync(path.join(FIXTURE, 'docs'), path.join(site, 'docs'), { recursive: true });
  cpSync(path.join(FIXTURE, 'static'), path.join(site, 'static'), { recursive: true });
  cpSync(path.join(FIXTURE, 'errors.json'), path.join(site, 'errors.json'));
  const config = readFileSync(path.join(FIXTURE, 'site.config.yaml'), 'utf8').replace(/^(markdown|stylesheets):[\s\S]*/m, '');
  writeFileSync(path.join(site, 'site.config.yaml'), `${config}router: hash\n`);
  for (const page of ['math.mdx', 'install.mdx']) rmSync(path.join(site, 'docs', page));
  // The home page is index.html, the file the hash router starts from.
  mkdirSync(path.join(site, 'content', 'pages'), { recursive: true });
  writeFileSync(path.join(site, 'content', 'pages', 'index.md'), '# Home\n\nSee [the counter](/docs/counter).\n');
  const result = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build', site, '--out-dir', path.join(root, 'hash-out')], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  await page.goto(`${pathToFileURL(path.join(root, 'hash-out', 'index.html')).href}#/docs/counter`);
  await expect(page.locator('h1')).toHaveText('Counter');
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  const pressed = page.getByRole('button', { name: /^Pressed/ });
  await pressed.click();
  await expect(pressed).toHaveText('Pressed 3 times');
  await page.getByRole('link', { name: 'the introduction', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Introduction');
  await page.getByRole('link', { name: 'the counter' }).click();
  await expect(page.locator('h1')).toHaveText('Counter');
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.getByRole('button', { name: /^Nested/ }).click();
  await expect(page.getByRole('button', { name: /^Nested/ })).toHaveText('Nested 1 times');
  expect(messages).toEqual([]);
});

test('a component that renders otherwise in the browser than at build time shows in the console (what the tests above listen for)', async ({ page }) => {
  const messages = recordConsole(page, ['error']);
  const site = path.join(root, 'mismatch-site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(
    path.join(site, 'site.config.yaml'),
    'title: Mismatch\nurl: https://mismatch.example.com\nproductName: M\ndocs:\n  - { id: docs, path: docs, routeBasePath: /docs }\n',
  );
  writeFileSync(
    path.join(site, 'Where.jsx'),
    "import { useState } from 'react';\nexport default function Where() { const [where] = useState(typeof window === 'undefined' ? 'build' : 'browser'); return <b>{where}</b>; }\n",
  );
  writeFileSync(path.join(site, 'docs', 'a.mdx'), "import Where from '@site/Where';\n\n# A\n\n<Where />\n");
  const out = path.join(root, 'mismatch-out');
  const result = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build', site, '--out-dir', out], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const url = await serveBuild(out, servers);
  await page.goto(`${url}/docs/a`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await expect(page.locator('b')).toHaveText('browser');
  expect(messages.join('\n')).toContain('docsgen: recoverable error while hydrating island "/assets/island-Where-');
});
