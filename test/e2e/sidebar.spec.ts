// Issue 7 item 5: sidebar categories collapse and expand with a height animation whose duration comes
// from the content height (1 ms under reduced motion); no auto-collapse; the active item is scrolled into view.
import { expect, test, type Page } from '@playwright/test';
import { DOC, gotoHydrated, hasMarker, setMarker } from './support.js';

/** Material's dynamic duration for a height, as in behaviours.md §4.3. */
const expectedDuration = (height: number) => {
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
};

/** Clicks the caret of `label` and returns the transition the list got and the list's height then. */
async function toggleAndRecord(page: Page, label: string) {
  const item = page.locator('aside.doc-sidebar li.menu__list-item', { has: page.locator(`button[aria-label$="sidebar category '${label}'"]`) });
  const recording = item.evaluate(
    (li) =>
      new Promise<{ transition: string; height: number }>((resolve) => {
        const list = li.querySelector<HTMLElement>(':scope > .menu__list')!;
        const observer = new MutationObserver(() => {
          if (list.style.transition) {
            observer.disconnect();
            // The content height: scrollHeight ignores the animated height and overflow:hidden.
            resolve({ transition: list.style.transition, height: list.scrollHeight });
          }
        });
        observer.observe(list, { attributes: true, attributeFilter: ['style'] });
      }),
  );
  await item.locator(':scope > .menu__list-item-collapsible > button.menu__caret').click();
  return { item, ...(await recording) };
}

test('a category collapses and expands with an ease-in-out animation timed from its height', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const collapse = await toggleAndRecord(page, 'Quickstarts');
  expect(collapse.transition).toBe(`height ${expectedDuration(collapse.height)}ms ease-in-out`);
  await expect(collapse.item).toHaveClass(/menu__list-item--collapsed/);
  await expect(collapse.item.locator(':scope > .menu__list')).toBeHidden();
  const caret = collapse.item.locator(':scope > .menu__list-item-collapsible > button.menu__caret');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(caret).toHaveAttribute('aria-label', "Expand sidebar category 'Quickstarts'");
  const expand = await toggleAndRecord(page, 'Quickstarts');
  expect(expand.transition).toBe(`height ${expectedDuration(expand.height)}ms ease-in-out`);
  await expect(expand.item.locator(':scope > .menu__list')).toBeVisible();
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
});

test('under prefers-reduced-motion the animation lasts 1 ms', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, DOC);
  const collapse = await toggleAndRecord(page, 'User verification');
  expect(collapse.transition).toBe('height 1ms ease-in-out');
  await expect(collapse.item).toHaveClass(/menu__list-item--collapsed/);
});

test('categories do not auto-collapse: a collapsed or expanded category keeps its state across navigation', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await toggleAndRecord(page, 'User verification');
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/events$/);
  expect(await hasMarker(page)).toBe(true);
  const sidebar = page.locator('aside.doc-sidebar');
  await expect(sidebar.locator('button[aria-label="Expand sidebar category \'User verification\'"]')).toHaveCount(1);
  await expect(sidebar.locator('button[aria-label="Collapse sidebar category \'Quickstarts\'"]')).toHaveCount(1);
  await expect(sidebar.locator('button[aria-label="Collapse sidebar category \'Guides\'"]')).toHaveCount(1);
});

test('the active item is scrolled into view in the sidebar on load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, '/docs/verification/verification-status');
  const menu = page.locator('aside.doc-sidebar nav.menu');
  const active = menu.locator('a[aria-current="page"]');
  const [menuBox, activeBox] = await Promise.all([menu.boundingBox(), active.boundingBox()]);
  expect(activeBox!.y).toBeGreaterThanOrEqual(menuBox!.y);
  expect(activeBox!.y + activeBox!.height).toBeLessThanOrEqual(menuBox!.y + menuBox!.height);
  expect(await menu.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
});
