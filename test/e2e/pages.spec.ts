// Reading the Sesame site in Chromium: pages complete without JavaScript, the skip link, colour mode
// applied before paint, the not-found page, and the layout at desktop and 800 px widths.
import { expect, test } from '@playwright/test';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the hero, its calls to action and the navbar', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Sesame');
    await expect(page.getByText('Better auth for everyone').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Docs', 'SDK', 'API Reference', 'Changelog', 'Dashboard', 'GitHub']) {
      await expect(nav.getByRole('link', { name: label, exact: false }).first()).toBeVisible();
    }
  });

  test('the Docs item of the navbar is the current section on every docs page, and on no other', async ({ page }) => {
    const docsItem = (nav: ReturnType<typeof page.getByRole>) => nav.locator('.navbar__items > a.navbar__link', { hasText: /^Docs$/ });
    for (const url of ['/docs', '/docs/guides/jwt', '/docs/quickstarts/express-js']) {
      await page.goto(url);
      const item = docsItem(page.getByRole('navigation', { name: 'Main' }));
      await expect(item, url).toHaveClass(/navbar__link--active/);
    }
    await expect(docsItem(page.getByRole('navigation', { name: 'Main' }))).toHaveAttribute('href', '/docs');
    for (const url of ['/', '/sdk', '/api', '/changelog']) {
      await page.goto(url);
      await expect(docsItem(page.getByRole('navigation', { name: 'Main' })), url).not.toHaveClass(/navbar__link--active/);
    }
  });

  test('a guide is complete: title, content, sidebar with the current page, table of contents', async ({ page }) => {
    await page.goto('/docs/guides/jwt');
    await expect(page.locator('h1')).toHaveCount(1);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/guides/jwt');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.locator('a').first()).toHaveAttribute('href', /^#/);
    const anchor = page.locator('h2 a.hash-link').first();
    const heading = (await page.locator('h2').first().innerText()).replace(/\u200b/g, '').trim();
    await expect(anchor).toHaveAttribute('title', `Direct link to ${heading}`);
  });

  test('the generated category page lists every quickstart as a card', async ({ page }) => {
    await page.goto('/docs/category/quickstarts');
    await expect(page.locator('h1')).toHaveText('Quickstarts');
    const cards = page.locator('article ul.card-grid a.card');
    await expect(cards).toHaveCount(9);
    for (const href of ['/docs/quickstarts/react', '/docs/quickstarts/express-js', '/docs/quickstarts/vue-js']) {
      await expect(page.locator(`article a.card[href="${href}"]`)).toHaveCount(1);
    }
  });
});

test('the first Tab focuses the skip link, which moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/guides/jwt');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('colour mode is light by default and follows a dark system preference (colorMode.respectPrefersColorScheme)', async ({ browser }) => {
  const light = await browser.newContext({ colorScheme: 'light' });
  await (await light.newPage()).goto('/').then(async (response) => expect(response?.ok()).toBe(true));
  await expect(light.pages()[0]!.locator('html')).toHaveAttribute('data-theme', 'light');
  await light.close();
  const dark = await browser.newContext({ colorScheme: 'dark' });
  const page = await dark.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await dark.close();
});

test('a stored dark choice is applied before first paint, and an invalid one is ignored', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // Record the attribute as the body starts parsing, before any paint.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { themeAtLoad: string | null }).themeAtLoad = document.documentElement.getAttribute('data-theme');
    });
  });
  await page.goto('/docs');
  expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.evaluate(() => localStorage.setItem('theme', 'purple'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('an unknown path answers 404 with the not-found page and a link home', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('main a[href="/"]')).toBeVisible();
});

test('a path ending in .html or /index.html lands on the clean URL', async ({ page }) => {
  await page.goto('/docs/guides/jwt.html');
  await expect(page).toHaveURL(/\/docs\/guides\/jwt$/);
  await page.goto('/docs/guides/jwt/index.html');
  await expect(page).toHaveURL(/\/docs\/guides\/jwt$/);
});

test('/docs/verification/index shows the verification overview, as /docs/verification does', async ({ page }) => {
  const response = await page.goto('/docs/verification/index');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('User verification');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/verification');
  // The client router matches the trailing /index to the folder's route, so client navigation works from here.
  await sidebar.getByRole('link', { name: 'OTP verification' }).click();
  await expect(page.locator('h1')).toHaveText('OTP verification');
  await expect(page).toHaveURL(/\/docs\/verification\/otp-verification$/);
  await page.goto('/docs/verification');
  await expect(page.locator('h1')).toHaveText('User verification');
});

test.describe('layout', () => {
  test('on desktop the 300px sidebar and the table of contents are visible', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/guides/jwt');
    const sidebar = page.locator('aside.doc-sidebar');
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(300);
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
  });

  test('at 800px the desktop sidebar and table of contents give way to the content', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/docs/guides/jwt');
    await expect(page.locator('aside.doc-sidebar')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
    const article = page.locator('article');
    expect((await article.boundingBox())?.width).toBeGreaterThan(700);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
