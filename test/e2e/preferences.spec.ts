// Stored preferences beyond colour mode: the API reference's sample language (`docsgen.sample-language`,
// applied to every operation and page) and the preferred docs version (`docs-preferred-version-{pluginId}`).
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

test('choosing a sample language applies it to every operation, is stored, and is restored on the next visit', async ({ page, request }) => {
  const api = await request.get('/api');
  test.skip(!api.ok(), 'the build has no API reference');
  await gotoHydrated(page, '/api');
  // A paged reference shows operations on its tag pages: the first tag's page has samples.
  const first = await page.locator('.api-nav__tag-link').first().getAttribute('href');
  if (first && !first.startsWith('#')) await gotoHydrated(page, first.replace(/#.*$/, ''));
  const groups = page.locator('[data-island="SampleTabs"]');
  test.skip((await groups.count()) < 2, 'fewer than two operations with samples');
  await groups.first().getByRole('tab', { name: 'Python' }).click();
  expect(await page.evaluate(() => localStorage.getItem('docsgen.sample-language'))).toBe('python');
  const selected = await groups.evaluateAll((els) => els.map((el) => el.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim()));
  expect(new Set(selected)).toEqual(new Set(['Python']));
  const panel = groups.nth(1).getByRole('tabpanel').filter({ visible: true });
  await expect(panel).toHaveCount(1);
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await expect(groups.nth(1).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
});

test('the preferred docs version is stored on choice, and a stored name matching no version is removed', async ({ page }) => {
  // Version menus appear only for versioned instances; this page gets one through the markup contract.
  await page.route(`**${DOC}`, async (route) => {
    const response = await route.fetch();
    const menu = `<div data-island="VersionDropdown" data-plugin-id="docs" data-versions='["2.0","1.0"]'><a data-version="1.0" href="#v1">1.0</a></div>`;
    await route.fulfill({ response, body: (await response.text()).replace('<article class="doc-article">', `<article class="doc-article">${menu}`) });
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-docs', '0.9'));
  await gotoHydrated(page, DOC);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-docs'))).toBeNull();
  await page.locator('[data-version="1.0"]').click();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-docs'))).toBe('1.0');
  await gotoHydrated(page, DOC);
  await expect(page.locator('[data-island="VersionDropdown"]')).toHaveAttribute('data-preferred-version', '1.0');
});
