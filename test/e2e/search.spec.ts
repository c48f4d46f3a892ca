// Issue 10: the search dialog. Opens with Ctrl+K and `/`, answers as you type (prefix and typo-tolerant),
// groups results by section, opens a result with Enter at its heading's anchor, closes with Escape back to
// where focus was; accessible roles and no axe violations; its code and index entry load only on first
// open, and a query fetches only the word chunks it needs and the fragments of the results it shows,
// each once for the page session, client navigations included; from file:// too (hash router).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DOC, gotoHydrated, hasMarker, setMarker } from './support.js';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search' });
const options = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('option');

test('Ctrl+K opens search; the first result for a query opens with Enter at its heading', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await input(page).fill('verify tokens server');
  await expect(options(page).first()).toHaveAttribute('href', '/docs/guides/jwt#verify');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
  await expect(options(page).first().locator('mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/docs\/guides\/jwt#verify$/);
  await expect(page.locator('h2#verify')).toBeInViewport();
  expect(await hasMarker(page)).toBe(true);
});

test('`/` opens search; results go to another page by client navigation, grouped by section', async ({ page }) => {
  await gotoHydrated(page, '/docs/guides/events');
  await setMarker(page);
  await page.locator('body').press('/');
  await expect(input(page)).toBeFocused();
  await input(page).fill('refresh token');
  const groups = dialog(page).getByRole('group');
  await expect(groups.first()).toBeVisible();
  const names = await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(names).toEqual(expect.arrayContaining(['Docs', 'API Reference']));
  // The reference is paged: the result leads to the page holding the operation.
  await expect(options(page).first()).toHaveAttribute('href', '/api/Tokens#operation/refreshTokens');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/Tokens#operation\/refreshTokens$/);
  await expect(page.locator('[id="operation/refreshTokens"]')).toBeInViewport();
  expect(await hasMarker(page)).toBe(true);
});

test('tolerates typos and matches prefixes', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await page.keyboard.press('Control+k');
  await input(page).fill('webhok');
  await expect(options(page).first()).toBeVisible();
  const hrefs = await options(page).evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs.slice(0, 3)).toContain('/docs/guides/webhooks');
  await input(page).fill('passk');
  await expect(options(page).first()).toContainText(/passkey/i);
});

test('Escape closes the dialog and gives focus back to the search button', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const button = page.getByRole('button', { name: /Search/ });
  await button.click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('`/` typed in a text field is just a character', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await page.keyboard.press('Control+k');
  await input(page).fill('a/b');
  await expect(input(page)).toHaveValue('a/b');
});

test('the dialog has no serious accessibility violations, in both colour modes', async ({ page }) => {
  for (const mode of ['light', 'dark'] as const) {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('session');
    await expect(options(page).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${mode}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(serious).toEqual([]);
  }
});

test('the search code and index load only when search is first opened', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, DOC);
  expect(requested.filter((p) => p.includes('/assets/search'))).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveAttribute('data-ready', '');
  expect(requested.filter((p) => p.includes('/assets/search')).map((p) => p.replace(/-[0-9a-f]{8}\./, '-<hash>.'))).toEqual([
    '/assets/search-<hash>.js',
    '/assets/search-index.json',
  ]);
});

test('a query fetches a few word chunks and the fragments of the results shown, once a session', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveAttribute('data-ready', '');
  const entry = (await (await page.request.get('/assets/search-index.json')).json()) as { documents: number; chunks: unknown[] };
  await input(page).fill('refresh token');
  await expect(options(page).first()).toHaveAttribute('href', '/api/Tokens#operation/refreshTokens');
  const shown = await options(page).count();
  const index = () => requested.filter((p) => p.startsWith('/assets/search'));
  const chunks = index().filter((p) => /^\/assets\/search\/words-[0-9a-f]{8}\.json$/.test(p));
  const fragments = index().filter((p) => /^\/assets\/search\/result-\d+-[0-9a-f]{8}\.json$/.test(p));
  expect(index().filter((p) => p === '/assets/search-index.json')).toHaveLength(1);
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.length).toBeLessThanOrEqual(Math.min(2, entry.chunks.length));
  expect(new Set(fragments).size).toBe(fragments.length);
  // Four results to a file: the shown results' files, each read once, and every shown result in one.
  expect(fragments.length).toBeGreaterThan(0);
  expect(fragments.length).toBeLessThanOrEqual(shown);
  expect(shown).toBeLessThan(entry.documents);
  expect(index()).toHaveLength(2 + chunks.length + fragments.length);
  const held = (await Promise.all(fragments.map(async (p) => (await (await page.request.get(p)).json()) as { u: string }[]))).flat().map((r) => r.u);
  for (const href of await options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) expect(held).toContain(href.replace(/#.*$/, ''));
  // After a client navigation the same query reads nothing again.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/Tokens#operation\/refreshTokens$/);
  expect(await hasMarker(page)).toBe(true);
  const before = index().length;
  await page.keyboard.press('Control+k');
  await input(page).fill('refresh token');
  await expect(options(page)).toHaveCount(shown);
  expect(index()).toHaveLength(before);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button is hidden', async ({ page }) => {
    await page.goto(DOC);
    await expect(page.locator('.navbar-search')).toBeHidden();
  });
});

test.describe('opened from file:// (hash router)', () => {
  let dir = '';
  test.beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-hash-search-'));
    const site = path.join(dir, 'site');
    cpSync(path.resolve('test/fixtures/sites/minimal'), site, { recursive: true });
    const config = path.join(site, 'site.config.yaml');
    writeFileSync(config, `${readFileSync(config, 'utf8')}router: hash\n`);
    execFileSync(process.execPath, ['bin/docsgen.js', 'build', site, '--out-dir', path.join(dir, 'out')], { stdio: 'pipe' });
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('search loads its entry, chunks and fragments as scripts and answers', async ({ page }) => {
    await page.goto(pathToFileURL(path.join(dir, 'out', 'index.html')).href);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await page.keyboard.press('Control+k');
    await input(page).fill('instal');
    await expect(options(page).first()).toHaveAttribute('href', /^#\/docs\/getting-started\/installation/);
  });
});
