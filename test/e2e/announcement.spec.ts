// Issue 7 item 2: the announcement bar's dismissal, remembered without a flash, and reset by a new id.
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

const ID = 'passkeys-ga-2026';

test('dismissing stores the flag and the bar stays hidden on later pages, before first paint', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const bar = page.locator('.announcement-bar');
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docsgen.announcement.id'))).toBe(ID);
  expect(await page.evaluate(() => localStorage.getItem('docsgen.announcement.dismiss'))).toBe('false');
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docsgen.announcement.dismiss'))).toBe('true');
  // Record whether the bar is displayed as soon as the body is parsed, before any script hydrates.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('.announcement-bar');
      (window as unknown as { barAtLoad: string }).barAtLoad = el ? getComputedStyle(el).display : 'absent';
    });
  });
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => (window as unknown as { barAtLoad: string }).barAtLoad)).toBe('none');
  await expect(page.locator('.announcement-bar')).toBeHidden();
});

test('a configured id different from the stored one resets the dismissal and shows the bar again', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('docsgen.announcement.id', 'an-older-announcement');
    localStorage.setItem('docsgen.announcement.dismiss', 'true');
  });
  await gotoHydrated(page, DOC);
  await expect(page.locator('.announcement-bar')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docsgen.announcement.id'))).toBe(ID);
  expect(await page.evaluate(() => localStorage.getItem('docsgen.announcement.dismiss'))).toBe('false');
});
