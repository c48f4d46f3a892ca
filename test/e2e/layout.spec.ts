// Issue 22 item 3: the layout holds at every width. Nothing is wider than the viewport and no text runs
// out of its box on any page type; the article column stays at least 560 px wide at every desktop width
// (the TOC column gives way first); the home page's feature cards fill their rows; wide tables show that
// they scroll, each under a name of its own; a hidden navbar leaves no blank strip above the sidebar.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DOC, PAGE_TYPES, gotoHydrated, layoutProblems } from './support.js';

const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const width of [390, 800, 1000, 1280, 1440]) {
  test(`at ${width} px no page type spills past the viewport or out of its boxes`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const path of PAGE_TYPES) {
      await gotoHydrated(page, path);
      problems.push(...(await layoutProblems(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

test('the article column is at least 560 px wide at every desktop width, the TOC column showing only when it fits', async ({ page }) => {
  test.setTimeout(120_000);
  const columns: Record<string, string> = {
    [DOC]: '.doc-content',
    '/sdk/modules': '.doc-content',
    '/docs/category/guides': '.doc-content',
    '/changelog/introducing-webhooks': '.blog-content',
    '/changelog': '.blog-content',
    '/markdown-page': '.doc-content',
    '/api': '.api-main',
  };
  const narrow: string[] = [];
  for (const width of [997, 998, 1024, 1060, 1100, 1150, 1199, 1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, selector] of Object.entries(columns)) {
      await gotoHydrated(page, path);
      const box = await page.locator(selector).first().boundingBox();
      if (!box || box.width < 560) narrow.push(`${path} at ${width} px: ${box?.width} px`);
    }
    await gotoHydrated(page, DOC);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    if (width >= 1200) await expect(toc).toBeVisible();
    else await expect(toc).toBeHidden();
  }
  expect(narrow).toEqual([]);
});

test('the home page lays its six feature cards out in full rows: three columns wide, two at 800 px, one on a phone', async ({ page }) => {
  for (const [width, columns] of [
    [1280, 3],
    [1000, 3],
    [800, 2],
    [390, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    const cards = page.getByRole('region', { name: 'Features' }).locator('.card');
    await expect(cards).toHaveCount(6);
    const lefts = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    const perRow = new Map<number, number>();
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
    expect(new Set(lefts).size, `columns at ${width} px`).toBe(columns);
    expect([...perRow.values()], `cards per row at ${width} px`).toEqual(Array(6 / columns).fill(columns));
  }
});

test('a table wider than the column scrolls on its own, shows a shadow on the side with more, and takes keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/sdk/modules');
  const wrapper = page.locator('.table-wrapper').first();
  await wrapper.scrollIntoViewIfNeeded();
  const { scrollWidth, clientWidth } = await wrapper.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await expect(wrapper).toHaveAttribute('tabindex', '0');
  await expect(wrapper).toHaveAttribute('role', 'region');
  await expect(wrapper).toHaveAccessibleName('Modules (table, scrolls sideways)');
  const box = (await wrapper.boundingBox())!;
  const edge = (side: 'left' | 'right') =>
    page.screenshot({ clip: { x: side === 'left' ? box.x : box.x + box.width - 16, y: box.y + 60, width: 16, height: Math.min(200, box.height - 60) } });
  const atStart = { left: await edge('left'), right: await edge('right') };
  await wrapper.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await settle(page);
  const atEnd = { left: await edge('left'), right: await edge('right') };
  // The right edge changes as its shadow goes away, the left as one appears.
  expect(atStart.right.equals(atEnd.right)).toBe(false);
  expect(atStart.left.equals(atEnd.left)).toBe(false);
  // A table that fits neither scrolls nor takes focus.
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, DOC);
  const fits = page.locator('.table-wrapper').first();
  await expect(fits).not.toHaveAttribute('tabindex');
});

test('at 390 px each scrolling table is a region named after the heading above it, no two alike (axe landmark-unique, issue 43)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, first] of [
    ['/sdk/modules', ['Modules (table, scrolls sideways)', 'createSesame() (table, scrolls sideways)']],
    [DOC, ['Verify tokens locally (table, scrolls sideways)', 'Other token endpoints (table, scrolls sideways)']],
  ] as const) {
    await gotoHydrated(page, path);
    const regions = page.locator('[data-page-region] .table-wrapper[role="region"]');
    await expect(regions.nth(1)).toBeAttached();
    const names = await regions.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(names.slice(0, 2), path).toEqual(first);
    expect(new Set(names).size, `${path}: ${names.join(' | ')}`).toBe(names.length);
    await expect(regions.first()).toHaveAccessibleName(first[0]);
    const result = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(
      result.violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', ')),
      path,
    ).toEqual([]);
  }
});

test('two scrolling tables under headings of the same text are numbered apart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The guide as served, with its second table's heading renamed after its first's.
  await page.route(`**${DOC}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('>Other token endpoints<a', '>Verify tokens locally<a');
    await route.fulfill({ response, body: html });
  });
  await gotoHydrated(page, DOC);
  const regions = page.locator('[data-page-region] .table-wrapper[role="region"]');
  await expect(regions.nth(1)).toBeAttached();
  expect(await regions.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
    'Verify tokens locally (table, scrolls sideways)',
    'Verify tokens locally (table 2, scrolls sideways)',
  ]);
});

test('when the navbar hides on scroll the sidebar and the TOC move up: no blank strip stays above them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, DOC);
  const menu = page.locator('aside.doc-sidebar > nav.menu');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const navbar = page.locator('nav.navbar');
  for (const y of [30, 1500]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settle(page);
  }
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await expect.poll(async () => Math.round((await menu.boundingBox())!.y)).toBe(0);
  await expect.poll(async () => Math.round((await toc.boundingBox())!.y)).toBe(16);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await settle(page);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
  const navbarBottom = Math.round((await navbar.boundingBox())!.height);
  await expect.poll(async () => Math.round((await menu.boundingBox())!.y)).toBe(navbarBottom);
});

test('a name with no place to break stays inside its category card, TOC entry, breadcrumb and sidebar link', async ({ page }) => {
  const long = 'SesameUserMetaDataSchemaVisibleRegistrationFieldsWithoutAnyBreak';
  for (const width of [390, 1000, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, selectors] of [
      ['/docs/category/guides', ['.card__title', '.breadcrumbs__link[aria-current]', 'nav.menu .menu__link']],
      [DOC, ['.toc .toc__link', '.toc-collapsible .toc__link', '.breadcrumbs__link[aria-current]']],
    ] as const) {
      await gotoHydrated(page, path);
      await page.evaluate(
        ({ selectors, long }) => {
          for (const selector of selectors) for (const el of document.querySelectorAll(selector)) el.textContent = long;
          for (const details of document.querySelectorAll('details')) details.open = true;
        },
        { selectors: [...selectors], long },
      );
      expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
