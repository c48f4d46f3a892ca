// Issues 7 and 22: axe-core (WCAG 2 A and AA rules) finds no violation of any impact on any page type,
// on a phone (390 px) and a desktop (1280 px), in both colour modes; the mobile search button has a name.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGE_TYPES, gotoHydrated } from './support.js';

// The four scans are the longest tests of the browser tier: they run side by side, one per worker.
test.describe.configure({ mode: 'parallel' });

for (const mode of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`no WCAG 2 A or AA violation on any page type at ${width} px in ${mode} mode`, async ({ page }) => {
      // axe walks every node of the API reference (about 800 KB of HTML): a minute or more on two busy cores.
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const violations: string[] = [];
      for (const path of PAGE_TYPES) {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        violations.push(
          ...result.violations.map(
            (v) =>
              `${path}: ${v.id} (${v.impact}) ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        );
      }
      expect(violations).toEqual([]);
    });
  }
}

test('on a phone the icon-only search button is named "Search" and opens the search dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/docs/guides/jwt');
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeVisible();
  await expect(button.locator('.navbar-search__label')).toBeHidden();
  await button.click();
  await expect(page.getByRole('dialog', { name: /search/i })).toBeVisible();
});
