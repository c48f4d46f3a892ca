// Issue 7 items 6 and 7: the table of contents highlights the heading being read; the copy button
// copies the code and announces "Copied".
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

test('the table of contents highlights the heading being read as the page scrolls', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  for (const id of ['claims', 'refresh']) {
    await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
    await expect(toc.locator('a.toc__link--active')).toHaveAttribute('href', `#${id}`);
    await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(toc.locator('a.toc__link--active')).toHaveAttribute('href', '#related');
});

test('the copy button copies the code without anything else and announces "Copied"', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { copied: string[] }).copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (window as unknown as { copied: string[] }).copied.push(text) },
    });
  });
  await gotoHydrated(page, DOC);
  const block = page.locator('.code-block').first();
  const expected = await block.locator('pre code').evaluate((el) => el.textContent!.replace(/\n$/, ''));
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy code to clipboard' });
  await button.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([expected]);
  await expect(page.locator('#docsgen-announcer')).toHaveText('Copied');
  await expect(page.locator('#docsgen-announcer')).toHaveAttribute('aria-live', 'polite');
});
