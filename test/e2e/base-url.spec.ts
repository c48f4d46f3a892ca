// Issue 41, item 3: a site built with `baseUrl: /docs-site/` (test/fixtures/sites/base-url) and served
// under that path by a plain static server (sirv mounted under the prefix, as a host maps it): every
// page reached by following every same-origin link loads without a 404 (its scripts, styles and images
// too, and no console error), client navigation swaps pages without a full load, and search finds a page.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sirv from 'sirv';
import { hasMarker, recordConsole, setMarker } from './support.js';

const BASE = '/docs-site/';

let dir: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-base-url-'));
  const site = path.join(dir, 'site');
  const out = path.join(dir, 'out');
  cpSync(path.resolve('test/fixtures/sites/base-url'), site, { recursive: true });
  execFileSync(process.execPath, ['bin/docsgen.js', 'build', site, '--out-dir', out, '--strict'], { stdio: 'pipe' });
  // What a static host does with a project site: the output folder answers under the prefix, and
  // nothing else is the site's (a host's own 404 page is the site's 404.html).
  const files = sirv(out, { extensions: ['html'], dotfiles: false });
  const notFound = readFileSync(path.join(out, '404.html'));
  const send404 = (res: import('node:http').ServerResponse) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound);
  };
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/') {
      res.writeHead(302, { location: BASE });
      res.end();
      return;
    }
    if (!url.startsWith(BASE)) return send404(res);
    req.url = url.slice(BASE.length - 1);
    files(req, res, () => send404(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Goes to a page of the site and waits until its islands have hydrated. */
async function open(page: Page, sitePath: string): Promise<void> {
  await page.goto(`${origin}${sitePath}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

test('following every same-origin link from the home page meets no 404, in pages or what they load', async ({ page, request }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()} (on ${page.url()})`);
  });
  page.on('requestfailed', (failure) => failed.push(`failed ${failure.url()} (on ${page.url()})`));
  const consoleProblems = recordConsole(page);
  const seen = new Set<string>();
  const queue = [`${origin}${BASE}`];
  const pages: string[] = [];
  const files: string[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const target = new URL(url);
    // Pages are opened in the browser; files (feeds, markdown exports, images, the spec) are fetched.
    if (/\.[a-z0-9]+$/i.test(target.pathname)) {
      const response = await request.get(url);
      expect.soft(response.status(), url).toBe(200);
      files.push(target.pathname);
      continue;
    }
    const response = await page.goto(url);
    expect.soft(response?.status(), url).toBe(200);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    pages.push(target.pathname);
    const links = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const link of links) {
      const next = new URL(link);
      next.hash = '';
      if (next.origin === origin && !seen.has(next.href)) queue.push(next.href);
    }
  }
  expect(failed).toEqual([]);
  expect(consoleProblems).toEqual([]);
  // Every page kind was reached, each under the prefix.
  expect(pages).toEqual(
    expect.arrayContaining([
      BASE,
      `${BASE}docs/intro`,
      `${BASE}docs/category/guides`,
      `${BASE}docs/guides/setup`,
      `${BASE}docs/counter`,
      `${BASE}news`,
      `${BASE}news/hello`,
      `${BASE}news/tags/release`,
      `${BASE}api`,
    ]),
  );
  expect([...pages, ...files].filter((p) => !p.startsWith(BASE))).toEqual([]);
  expect(files).toEqual(expect.arrayContaining([`${BASE}img/logo.svg`, `${BASE}docs/intro.md`, `${BASE}api/openapi.yaml`]));
});

test('a sidebar link navigates on the client, under the prefix, and back', async ({ page }) => {
  const consoleProblems = recordConsole(page);
  await open(page, `${BASE}docs/intro`);
  await setMarker(page);
  await page.getByRole('navigation', { name: 'Docs sidebar', exact: true }).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL(`${origin}${BASE}docs/category/guides`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides');
  await page.locator('.card-grid').getByRole('link', { name: /Setup/ }).click();
  await expect(page).toHaveURL(`${origin}${BASE}docs/guides/setup`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup');
  expect(await hasMarker(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(`${origin}${BASE}docs/category/guides`);
  await page.getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(`${origin}${BASE}`);
  expect(await hasMarker(page)).toBe(true);
  expect(consoleProblems).toEqual([]);
});

test('search loads its index under the prefix and opens a result by client navigation', async ({ page }) => {
  const consoleProblems = recordConsole(page);
  await open(page, `${BASE}news`);
  await setMarker(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('periwinkle');
  const first = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(first).toHaveAttribute('href', `${BASE}docs/intro#searching`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}${BASE}docs/intro#searching`);
  await expect(page.locator('h2#searching')).toBeInViewport();
  expect(await hasMarker(page)).toBe(true);
  expect(consoleProblems).toEqual([]);
});

test('an MDX island loads its chunk under the prefix and hydrates', async ({ page }) => {
  const consoleProblems = recordConsole(page);
  await open(page, `${BASE}docs/counter`);
  const counter = page.getByRole('button', { name: 'Pressed 2 times' });
  await counter.click();
  await expect(page.getByRole('button', { name: 'Pressed 3 times' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('the origin root sends the reader to the prefix', async ({ page }) => {
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}${BASE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under a path');
});
