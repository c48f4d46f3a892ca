// Issue 22 item 1: below 1200 px (phones, tablets and the narrow desktop where the TOC column does not
// fit) a doc shows its table of contents as a collapsed "On this page" disclosure right under the title;
// following one of its links scrolls to the heading and folds it again. It works without JavaScript.
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

for (const width of [390, 800, 1100]) {
  test(`at ${width} px a doc has a collapsed "On this page" TOC under its title that leads to each heading`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await gotoHydrated(page, DOC);
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
    const toggle = page.locator('summary', { hasText: 'On this page' });
    await expect(toggle).toBeVisible();
    // Right under the title: nothing between the h1 and the disclosure.
    const titleBottom = (await page.locator('article h1').boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.y).toBeGreaterThan(titleBottom.y + titleBottom.height - 1);
    expect(toggleBox.y - (titleBottom.y + titleBottom.height)).toBeLessThan(40);
    const list = page.getByRole('navigation', { name: 'On this page' });
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText([
      'The session tokens',
      'Claims',
      'Verify tokens on your server',
      'Verify tokens locally',
      'Key rotation and caching',
      'Node.js, Deno, Bun and Edge runtimes (jose)',
      'Python (PyJWT)',
      'Refreshing',
      'Other token endpoints',
      'Logging out',
      'Related',
    ]);
    await list.getByRole('link', { name: 'Refreshing' }).click();
    await expect(page).toHaveURL(/#refresh$/);
    await expect(list).toBeHidden();
    await expect(page.locator('#refresh')).toBeInViewport();
  });
}

test('at 1280 px the TOC column shows and the "On this page" disclosure does not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, DOC);
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
  await expect(page.locator('summary', { hasText: 'On this page' })).toBeHidden();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the "On this page" disclosure opens and its links lead to the headings', async ({ page }) => {
    await page.goto(DOC);
    await page.locator('summary', { hasText: 'On this page' }).click();
    const list = page.getByRole('navigation', { name: 'On this page' });
    await list.getByRole('link', { name: 'Claims' }).click();
    await expect(page).toHaveURL(/#claims$/);
    await expect(page.locator('#claims')).toBeInViewport();
  });
});
