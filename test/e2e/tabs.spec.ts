// Docusaurus's <Tabs> in MDX pages (the React and Next.js quickstarts' install steps): the default tab
// shown, a choice synced across the group and stored under `docusaurus.tab.package-manager`, restored on
// another page, read from and written to `?package-manager=`; without JavaScript every panel is readable.
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support.js';

const REACT = '/docs/quickstarts/react';
const NEXT = '/docs/quickstarts/next-js';
const panel = (page: import('@playwright/test').Page) => page.locator('.tabs-container').first().getByRole('tabpanel').filter({ visible: true });

test('the default tab shows first; a choice is stored, written to the URL and restored on another page of the group', async ({ page }) => {
  await gotoHydrated(page, REACT);
  const tabs = page.locator('.tabs-container').first();
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toHaveCount(1);
  await expect(panel(page)).toContainText('npm install @sesame-auth/react');
  await tabs.getByRole('tab', { name: 'Yarn' }).click();
  await expect(tabs.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toContainText('yarn add @sesame-auth/react');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe('yarn');
  expect(new URL(page.url()).searchParams.get('package-manager')).toBe('yarn');
  await gotoHydrated(page, NEXT);
  await expect(page.locator('.tabs-container').first().getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toContainText('yarn add @sesame-auth/react @sesame-auth/js @sesame-auth/node');
});

test('the query string wins over the stored choice, and arrow keys move between tabs', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('docusaurus.tab.package-manager', 'yarn'));
  await gotoHydrated(page, `${REACT}?package-manager=pnpm`);
  const tabs = page.locator('.tabs-container').first();
  await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'pnpm' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Yarn' })).toBeFocused();
  await expect(panel(page)).toContainText('yarn add');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every panel is shown under its label and the tab list is hidden', async ({ page }) => {
    await page.goto(REACT);
    const tabs = page.locator('.tabs-container').first();
    await expect(tabs.getByRole('tablist')).toBeHidden();
    await expect(tabs.locator('.tabs__label')).toHaveText(['npm', 'Yarn', 'pnpm']);
    for (const command of ['npm install', 'yarn add', 'pnpm add']) await expect(tabs.getByText(command, { exact: false })).toBeVisible();
  });
});
