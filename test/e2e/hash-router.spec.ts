// Issue 7 item 10: `router: hash` output works opened straight from the file system (file://): one
// index.html, route content from <script> data files, `#/route` URLs, back/forward and fragments.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { hasMarker, recordConsole, setMarker } from './support.js';

let dir = '';
let index = '';

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-hash-'));
  const site = path.join(dir, 'site');
  cpSync(path.resolve('test/fixtures/sites/minimal'), site, { recursive: true });
  const config = path.join(site, 'site.config.yaml');
  writeFileSync(config, `${readFileSync(config, 'utf8')}router: hash\n`);
  execFileSync(process.execPath, ['bin/docsgen.js', 'build', site, '--out-dir', path.join(dir, 'out')], { stdio: 'pipe' });
  index = pathToFileURL(path.join(dir, 'out', 'index.html')).href;
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the site opened from file:// navigates between routes with #/ URLs, back and forward', async ({ page }) => {
  const problems = recordConsole(page);
  await page.goto(index);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await expect(page.locator('h1')).toHaveText('Minimal');
  await setMarker(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/index\.html#\/docs$/);
  await expect(page.locator('aside.doc-sidebar')).toBeVisible();
  const title = await page.title();
  await page.locator('aside.doc-sidebar').getByRole('button', { name: "Expand sidebar category 'Guides'" }).click();
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'JWT' }).click();
  await expect(page).toHaveURL(/#\/docs\/guides\/jwt$/);
  await expect(page.locator('aside.doc-sidebar a[aria-current="page"]')).toHaveText('JWT');
  // Styles and images load from relative URLs.
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('aside.doc-sidebar')!).width)).toBe('300px');
  await page.goBack();
  await expect(page).toHaveTitle(title);
  await page.goForward();
  await expect(page).toHaveURL(/#\/docs\/guides\/jwt$/);
  expect(await hasMarker(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('a script still loading in the head (the page sizes, a search file) does not stop a route from showing', async ({ page }) => {
  const problems = recordConsole(page);
  await page.goto(index);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await setMarker(page);
  // Its element stays in the head, as a script's does while it loads.
  writeFileSync(path.join(dir, 'out', 'assets', 'extra.js'), 'window.extra = 1;\n');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'assets/extra.js';
    document.head.append(script);
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/index\.html#\/docs$/);
  await expect(page.locator('aside.doc-sidebar')).toBeVisible();
  expect(await hasMarker(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('a #/route address shows that route on load, and fragments scroll within it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(`${index}#/docs/getting-started/installation`);
  await expect(page.locator('aside.doc-sidebar a[aria-current="page"]')).toHaveAttribute('href', '#/docs/getting-started/installation');
  const anchor = page.locator('h2 a.hash-link').last();
  const id = await anchor.evaluate((a) => a.closest('h2')!.id);
  await expect(anchor).toHaveAttribute('href', `#/docs/getting-started/installation#${id}`);
  await anchor.evaluate((a) => (a as HTMLElement).click());
  await expect(page).toHaveURL(new RegExp(`#/docs/getting-started/installation#${id}$`));
  await expect(page.locator(`h2#${id}`)).toBeInViewport();
  await page.goto(`${index}#/no/such/page`);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('opened from file://, the prefetcher loads the page sizes as a script and prefetches a link in view', async ({ page }) => {
  const problems = recordConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(path.relative(path.join(dir, 'out'), new URL(request.url()).pathname));
  });
  await page.goto(`${index}#/docs`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  const routes = await page.evaluate(() => (window as unknown as { __DOCSGEN_ROUTES__: { routes: string[] } }).__DOCSGEN_ROUTES__.routes);
  // Set by assets/route-weights.js once the browser is idle: a size for every route.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __DOCSGEN_ROUTE_WEIGHTS__?: { weights: number[] } }).__DOCSGEN_ROUTE_WEIGHTS__?.weights.length))
    .toBe(routes.length);
  expect(scripts.filter((s) => s === 'assets/route-weights.js')).toHaveLength(1);
  // Then a route link in view has its data script prefetched.
  await expect.poll(() => scripts.filter((s) => s.startsWith('_docsgen/routes/') && s !== '_docsgen/routes/docs.js').length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
