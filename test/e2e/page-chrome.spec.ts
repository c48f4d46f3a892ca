// Issue 43 item 7, the page chrome a careful reader trips on, measured in the browser: the API
// navigation's border runs the page's full height; on a phone the API's endpoints fold into a box that
// looks and works like the docs' "Menu"; the footer's columns sit together with no empty band; without
// JavaScript the navbar is one row at 390 px; inline code never breaks at a header name's hyphens.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DOC, gotoHydrated, layoutProblems } from './support.js';

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

for (const width of [1000, 1280]) {
  test(`at ${width} px the API navigation's border runs the full height of the page, down to the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/api', '/api/Users', '/api/models']) {
      await gotoHydrated(page, path);
      // The element that draws the navigation's right border: the panel itself or the column around it.
      const column = page.locator('.api-page > *').filter({ has: page.locator('nav.api-nav') });
      const drawer =
        (await page.locator('nav.api-nav').evaluate((nav) => getComputedStyle(nav).borderRightWidth)) === '1px' ? page.locator('nav.api-nav') : column;
      expect(await drawer.evaluate((el) => [getComputedStyle(el).borderRightWidth, getComputedStyle(el).borderRightStyle]), path).toEqual(['1px', 'solid']);
      const [line, content, footer] = [await box(drawer), await box(page.locator('.api-page')), await box(page.locator('footer'))];
      expect(content.height, `${path}: the page is taller than the window`).toBeGreaterThan(900);
      expect(Math.round(line.y), path).toBe(Math.round(content.y));
      expect(Math.round(line.y + line.height), `${path}: the border reaches the end of the page's content`).toBe(Math.round(content.y + content.height));
      expect(Math.round(content.y + content.height), path).toBe(Math.round(footer.y));
    }
  });
}

/** The look of a mobile disclosure: its box, and its summary's text and padding. */
async function disclosureLook(details: Locator) {
  const style = await details.evaluate((el) => {
    const own = getComputedStyle(el);
    const summary = getComputedStyle(el.querySelector(':scope > summary')!);
    return {
      border: `${own.borderTopWidth} ${own.borderTopStyle} ${own.borderTopColor}`,
      radius: own.borderTopLeftRadius,
      summary: [summary.fontSize, summary.fontWeight, summary.padding, summary.display, summary.listStyleType],
    };
  });
  const { x, width, height } = await box(details);
  return { ...style, left: Math.round(x), right: Math.round(x + width), height: Math.round(height) };
}

/** Opens a disclosure from the keyboard and closes it again, checking that `link` shows only while open. */
async function toggleByKeyboard(page: Page, details: Locator, link: Locator) {
  await expect(link).toBeHidden();
  await details.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveJSProperty('open', true);
  await expect(link).toBeVisible();
  await page.keyboard.press(' ');
  await expect(details).toHaveJSProperty('open', false);
  await expect(link).toBeHidden();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test("at 390 px the API's endpoints fold into a box that looks and works like the docs' Menu", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // The docs' Menu is the no-JS stand-in for the drawer: read its look without JavaScript.
      const docs = await page
        .context()
        .browser()!
        .newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const docsPage = await docs.newPage();
      await docsPage.goto(DOC);
      const menu = docsPage.locator('details.doc-sidebar-mobile');
      const docsLook = await disclosureLook(menu);
      await toggleByKeyboard(docsPage, menu, menu.getByRole('link', { name: 'Introduction' }));
      await docs.close();

      await page.goto('/api/Users');
      const endpoints = page.getByRole('navigation', { name: /navigation$/ }).locator('details');
      await expect(endpoints.locator('summary')).toHaveText('Endpoints');
      expect(await disclosureLook(endpoints)).toEqual(docsLook);
      expect(docsLook.left).toBe(16);
      expect(docsLook.right).toBe(374);
      await toggleByKeyboard(page, endpoints, endpoints.getByRole('link', { name: 'Sessions', exact: true }));
      await endpoints.locator('summary').click();
      await endpoints.getByRole('link', { name: 'Sessions', exact: true }).click();
      await expect(page).toHaveURL(/\/api\/Sessions(#tag\/Sessions)?$/);
    });
  });
}

for (const width of [390, 800, 1280]) {
  test(`at ${width} px the footer's columns sit side by side as one centred group, with no empty band between them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, DOC);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    const [first, second] = [await box(footer.locator('.footer__col').nth(0)), await box(footer.locator('.footer__col').nth(1))];
    const outer = await box(footer);
    // Side by side, tops aligned.
    expect(Math.round(second.y)).toBe(Math.round(first.y));
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    // No empty band: the second column starts at most 8rem after the first column's longest link ends.
    const firstText = Math.max(
      ...(await footer
        .locator('.footer__col')
        .nth(0)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().right))),
    );
    expect(second.x - firstText, 'empty band between the columns').toBeLessThanOrEqual(128);
    expect(second.x - firstText).toBeGreaterThanOrEqual(16);
    // One group, centred over the copyright line, inside the page.
    const left = first.x - outer.x;
    const right = outer.x + outer.width - (second.x + second.width);
    expect(Math.abs(left - right), `margins ${left} and ${right}`).toBeLessThanOrEqual(2);
    expect(left).toBeGreaterThanOrEqual(16);
    const copyright = await box(footer.locator('.footer__copyright'));
    expect(Math.abs(copyright.x + copyright.width / 2 - (first.x + (second.x + second.width - first.x) / 2))).toBeLessThanOrEqual(2);
    expect(await layoutProblems(page)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 390 px the navbar is one tidy row; its items open from a "Site menu" disclosure, by keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DOC);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const bar = await box(navbar);
    expect(bar.height, 'one row: the navbar keeps its 60 px height').toBeLessThanOrEqual(61);
    // Every visible thing in the bar sits on its one row.
    const rows = await navbar.evaluate((nav) =>
      [...nav.querySelectorAll('a, summary, button')]
        .filter((el) => el.getBoundingClientRect().height > 0 && !el.closest('ul'))
        .map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)),
    );
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(2);
    const toggle = navbar.locator('summary');
    await expect(toggle).toHaveAccessibleName('Site menu');
    const items = navbar.locator('details ul').getByRole('link');
    await expect(items.first()).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const labels = ['Home', 'Docs', 'SDK', 'API Reference', 'Changelog', 'Dashboard', 'GitHub'];
    for (const label of labels) await expect(navbar.locator('details ul').getByRole('link', { name: label })).toBeInViewport();
    await expect(navbar.locator('details ul').getByRole('link')).toHaveCount(labels.length);
    await expect(navbar.locator('details ul').getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
    await page.keyboard.press('Tab');
    await expect(items.first()).toBeFocused();
    await navbar.locator('details ul').getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test('at 1280 px the navbar shows its items in the bar and no menu disclosure', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(DOC);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.locator('summary')).toBeHidden();
    await expect(navbar.locator('.navbar__items > a', { hasText: 'API Reference' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('at 390 px the no-JS menu is gone and the drawer toggle stands in its place', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, DOC);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.locator('summary')).toBeHidden();
    await expect(navbar.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px inline code holding a header or package name never breaks at its hyphens, and long code stays in the column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const broken: string[] = [];
    for (const path of ['/docs/guides/rate-limits', DOC, '/docs/guides/typescript-support', '/docs', '/docs/quickstarts/react-native']) {
      await gotoHydrated(page, path);
      const found = await page.evaluate(() => {
        const lines = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        const codes = [...document.querySelectorAll('.markdown :not(pre) > code')];
        const column = document.querySelector('.markdown')!.getBoundingClientRect();
        return {
          // One hyphenated token that fits a phone's column: a header name, a package, a date format.
          broken: codes.filter((c) => /^(?=\S{3,40}$)\S*\w-\w/.test(c.textContent!) && lines(c) > 1).map((c) => c.textContent!),
          tokens: codes.filter((c) => /^(?=\S{3,40}$)\S*\w-\w/.test(c.textContent!)).length,
          outside: codes.filter((c) => c.getBoundingClientRect().right > column.right + 1 && !c.closest('.table-wrapper')).map((c) => c.textContent!),
        };
      });
      expect(found.tokens, `${path} has hyphenated inline code`).toBeGreaterThan(0);
      broken.push(...found.broken.map((text) => `${path}: ${text}`), ...found.outside.map((text) => `${path}: ${text} leaves the column`));
      expect(await layoutProblems(page), path).toEqual([]);
    }
    expect(broken).toEqual([]);
  });
}

test('at 390 px a hyphenated name wider than the column wraps inside it, as a last resort', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/docs/guides/rate-limits');
  const column = await box(page.locator('.markdown'));
  const rects = await page.evaluate(() => {
    // A header name in running text, made longer than a phone's column (48 characters).
    const code = [...document.querySelectorAll('.markdown p > code')].find((c) => c.textContent === 'Access-Control-Expose-Headers')!;
    code.textContent = 'X-Sesame-Workspace-Session-Rotation-Grace-Seconds';
    const range = document.createRange();
    range.selectNodeContents(code);
    return [...range.getClientRects()].map((rect) => ({ top: Math.round(rect.top), right: rect.right }));
  });
  expect(new Set(rects.map((rect) => rect.top)).size).toBeGreaterThan(1);
  for (const rect of rects) expect(rect.right).toBeLessThanOrEqual(column.x + column.width + 1);
  expect(await layoutProblems(page)).toEqual([]);
});
