// Issue 7 item 1: the colour-mode switch, its storage under `theme`, cross-tab sync, and storage that throws.
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated, recordConsole } from './support.js';

test('the switch in the navbar toggles dark mode, stores the choice and keeps it after a reload', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between dark and light mode/ });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-label', 'Switch between dark and light mode (currently light mode)');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-label', 'Switch between dark and light mode (currently dark mode)');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /currently dark mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('a change made in another tab is followed, and removing the choice returns to the default', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await gotoHydrated(first, DOC);
  await gotoHydrated(second, '/');
  await first.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
  await first.evaluate(() => localStorage.removeItem('theme'));
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('storage that throws is logged once with console.warn and otherwise ignored', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const messages = recordConsole(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, DOC);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.announcement-bar')).toBeVisible();
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.announcement-bar')).toBeHidden();
  const warnings = messages.filter((m) => m.startsWith('warning:'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('docsgen: browser storage is not available');
  expect(errors).toEqual([]);
});

// Issue 43, item 5: the Sesame site sets colorMode.respectPrefersColorScheme.
test("a reader's dark system preference shows at once (set by the head's inline script), follows the system until they choose, then their choice wins", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // JavaScript off but for the head's inline script is not possible; a page whose scripts never load
  // shows what that script set before the body.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(DOC);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.unroute('**/assets/**/*.js');
  await gotoHydrated(page, DOC);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  // The system changes while nothing is chosen: the page follows.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The reader chooses dark; a later system change no longer moves it.
  await page.getByRole('button', { name: /currently light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
