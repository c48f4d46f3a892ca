// Issue 7 item 3: the navbar hides when scrolling down and shows when scrolling up or near the top;
// the skip link moves focus to the main content; heading anchors work.
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

test('the navbar hides when scrolling down past its height, shows when scrolling up and near the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await gotoHydrated(page, DOC);
  const navbar = page.locator('nav.navbar');
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  };
  await scrollTo(30);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
  await scrollTo(600);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await expect(navbar).not.toBeInViewport();
  await scrollTo(500);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
  await expect(navbar).toBeInViewport();
  await scrollTo(900);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await scrollTo(10);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-page-region] main')).toBeFocused();
});

test('a heading anchor puts its fragment in the URL and brings the heading into view below the navbar', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const heading = page.locator('h2#claims');
  await heading.hover();
  await heading.locator('a.hash-link').click();
  await expect(page).toHaveURL(/#claims$/);
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
});
