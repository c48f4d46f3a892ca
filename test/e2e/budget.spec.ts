// Issue 7 item 12: all the JavaScript a doc page loads is at most 60 KB gzip, React included, and its CSS
// at most 20 KB; hydration shifts no layout; with JavaScript off pages still read and links navigate by
// full loads.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

test('a doc page loads at most 60 KB of gzipped JavaScript, React included', async ({ page }) => {
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await gotoHydrated(page, DOC);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: String(gzipped) });
  console.log(`JavaScript of a doc page: ${bodies.length} files, ${(gzipped / 1024).toFixed(1)} KB gzip`);
  expect(gzipped).toBeLessThanOrEqual(60 * 1024);
});

test('a page loads at most 20 KB of gzipped CSS', async ({ page }) => {
  const sheets: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') sheets.push(response.body());
  });
  await gotoHydrated(page, '/');
  const bodies = await Promise.all(sheets);
  expect(bodies.length).toBeGreaterThan(0);
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  console.log(`CSS of a page: ${bodies.length} files, ${(gzipped / 1024).toFixed(1)} KB gzip`);
  expect(gzipped).toBeLessThanOrEqual(20 * 1024);
});

test('hydration causes no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; firstWidth: number };
    w.shift = 0;
    w.firstWidth = window.innerWidth;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // On a loaded machine Chromium can lay out a new tab's first page before the emulated viewport applies
  // (the mobile layout, then the desktop one: a shift that is not the page's). A first blank page settles it.
  await page.goto('about:blank');
  await gotoHydrated(page, DOC);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { shift, firstWidth } = await page.evaluate(() => {
    const w = window as unknown as { shift: number; firstWidth: number };
    return { shift: w.shift, firstWidth: w.firstWidth };
  });
  expect(firstWidth).toBe(page.viewportSize()!.width);
  expect(shift).toBe(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('links navigate by full page loads and collapsible parts stay open', async ({ page }) => {
    await page.goto(DOC);
    await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/events$/);
    await expect(page.locator('h1')).toContainText('Events');
    await expect(page.locator('aside.doc-sidebar').getByRole('link', { name: 'React Native' })).toBeAttached();
    await expect(page.locator('.island [data-island]')).toHaveCount(0);
    await expect(page.locator('.navbar__toggle')).toBeHidden();
  });
});
