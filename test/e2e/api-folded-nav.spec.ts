// A reference with many tags (a Graph-shaped spec, 112 tags): the navigation folds into sections, and a
// section not on the page is one link, its heading, that leads to the section's first page, where its
// tags are listed; it works the same with JavaScript off (plain links) and on (client navigation).
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { graphLikeSpec } from '../../bench/graph-like.mjs';
import { buildAndServe, hasMarker, setMarker } from './support.js';

let root = '';
let base = '';
const servers: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ root, base } = await buildAndServe(
    'api-folded',
    {
      'site.config.yaml': 'title: Folded site\nurl: https://docs.example.com\nproductName: Folded\napi:\n  spec: spec/openapi.json\n',
      'content/docs/intro.md': '# Intro\n',
      'spec/openapi.json': JSON.stringify(graphLikeSpec({ perRoot: 4, bigTag: 10, schemas: 20 })),
    },
    servers,
  ));
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

/** Follows the `admin` section's link from a users page and checks where it lands and what it lists. */
async function followSection(page: Page, js: boolean): Promise<void> {
  await page.goto(`${base}/api/users.message`);
  if (js) {
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await setMarker(page);
  }
  const nav = page.locator('nav.api-nav');
  const admin = nav.getByRole('link', { name: 'admin', exact: true });
  await expect(admin).toBeVisible();
  // The users section lists its four tags; the admin section is its link only.
  await expect(nav.locator('.api-nav__tag-link')).toHaveText(['users.managedDevice', 'users.message', 'users.onenote', 'users.outlookUser', 'Models']);
  await admin.click();
  await expect(page).toHaveURL(`${base}/api/admin.calendar`);
  await expect(page.locator('h1')).toContainText('admin.calendar');
  await expect(page.locator('nav.api-nav .api-nav__tag-link')).toHaveText([
    'admin.calendar',
    'admin.calendarGroup',
    'admin.contactFolder',
    'admin.directoryObject',
    'Models',
  ]);
  await expect(page.locator('nav.api-nav').getByRole('link', { name: 'users', exact: true })).toBeVisible();
  // With JavaScript the page was swapped in place: no full load.
  if (js) expect(await hasMarker(page)).toBe(true);
}

test('without JavaScript, a folded section is a link to its first page, which lists the section', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  await followSection(page, false);
  await context.close();
});

test('with JavaScript, the same link navigates client-side to the same page', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await followSection(page, true);
});
