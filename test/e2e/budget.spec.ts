// Issue 7 item 12: all the JavaScript a doc page loads is at most 60 KB gzip, React included; hydration
// shifts no layout; with JavaScript off pages still read and links navigate by full loads.
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

test('hydration causes no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoHydrated(page, DOC);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
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
