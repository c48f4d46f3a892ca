// Issue 7 item 4: the mobile drawer (viewport ≤ 996px) opens from the toggle, holds the docs sidebar,
// traps focus, and closes on Escape, on a link click, on browser back and when the layout becomes desktop.
import { expect, test, type Page } from '@playwright/test';
import { DOC, gotoHydrated, hasMarker, setMarker } from './support.js';

test.use({ viewport: { width: 420, height: 800 } });

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the toggle opens a drawer with the navbar items and the docs sidebar, and traps focus', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await expect(page.locator('aside.doc-sidebar')).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const drawer = await openDrawer(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Changelog' })).toBeVisible();
  const sidebar = drawer.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/guides/jwt');
  await expect(drawer.getByRole('button', { name: 'Close navigation bar' })).toBeFocused();
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));
  await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
});

test('Escape closes the drawer and gives focus back to the toggle', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${DOC}$`));
});

test('browser back closes the drawer instead of leaving the page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await openDrawer(page);
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  expect(await hasMarker(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a link click closes the drawer and navigates; back then returns to the previous page', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await setMarker(page);
  const drawer = await openDrawer(page);
  await drawer.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/webhooks$/);
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(page.locator('h1')).toContainText('Webhooks');
  expect(await hasMarker(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  await expect(page.locator('h1')).toContainText('JWT');
});

test('the drawer closes when the layout becomes desktop', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await openDrawer(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(page.locator('aside.doc-sidebar')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});
