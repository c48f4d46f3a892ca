// Issue 22 item 4: breadcrumbs name pages by their titles; on a phone the changelog's post list is one tap
// away in the drawer (or a disclosure without JavaScript); the not-found page offers search, the docs
// entries and the site's main links instead of a dead end.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\u200b/g, '')
    .trim();

async function h1Of(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!);
}

test('every breadcrumb of every doc is named by the title of the page it stands for', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const docs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => /^\/(docs|sdk)(\/|$)/.test(p));
  expect(docs.length).toBeGreaterThan(30);
  const titles = new Map<string, string>();
  const mismatches: string[] = [];
  let checked = 0;
  for (const path of docs) {
    const html = await (await request.get(path)).text();
    const nav = /<nav aria-label="Breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0];
    if (!nav) continue;
    const h1 = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!);
    for (const [, href, label] of nav.matchAll(/<(?:a|span) class="breadcrumbs__link"(?: href="([^"]+)")?[^>]*>([\s\S]*?)<\/(?:a|span)>/g)) {
      const current = href === undefined && /aria-current/.test(nav) && label === nav.match(/aria-current="page">([\s\S]*?)<\/span>/)?.[1];
      if (href === undefined && !current) continue; // a category without a page of its own
      if (!titles.has(href ?? path)) titles.set(href ?? path, href ? await h1Of(request, href) : h1);
      checked += 1;
      if (text(label!) !== titles.get(href ?? path)) mismatches.push(`${path}: "${text(label!)}" stands for "${titles.get(href ?? path)}"`);
    }
  }
  expect(checked).toBeGreaterThan(docs.length);
  expect(mismatches).toEqual([]);
});

test('the current breadcrumb of a guide reads as its title', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('JWT and session tokens');
  await expect(page.locator('h1')).toHaveText('JWT and session tokens');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the changelog's post list is in the drawer and its links navigate", async ({ page }) => {
    for (const path of ['/changelog', '/changelog/introducing-webhooks']) {
      await gotoHydrated(page, path);
      await expect(page.locator('aside.blog-sidebar')).toBeHidden();
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      const posts = drawer.getByRole('navigation', { name: 'Blog recent posts navigation' });
      await expect(posts.getByRole('link')).toHaveCount(4);
      await expect(posts.getByRole('link', { name: 'Introducing workspace sessions' })).toBeVisible();
      if (path !== '/changelog') await expect(posts.locator('a[aria-current="page"]')).toHaveText('Introducing webhooks');
    }
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Introducing workspace sessions' }).click();
    await expect(page).toHaveURL(/\/changelog\/introducing-workspaces$/);
    await expect(page.locator('h1')).toHaveText('Introducing workspace sessions');
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("the changelog's post list is a disclosure above the post", async ({ page }) => {
      await page.goto('/changelog/introducing-webhooks');
      await page.locator('summary', { hasText: 'All posts' }).click();
      const posts = page.getByRole('navigation', { name: 'Blog recent posts navigation (menu)' });
      await expect(posts.getByRole('link', { name: 'Introducing workspace sessions' })).toBeVisible();
      await posts.getByRole('link', { name: 'Introducing phone authentication' }).click();
      await expect(page).toHaveURL(/\/changelog\/introducing-phone-auth$/);
    });
  });
});

const WAYS_ON = [
  ['Docs', '/docs'],
  ['SDK', '/sdk'],
  ['API Reference', '/api'],
  ['Changelog', '/changelog'],
  ['Quickstarts', '/docs/category/quickstarts'],
  ['Guides', '/docs/category/guides'],
  ['User verification', '/docs/verification'],
  ['Status and support', '/markdown-page'],
];

for (const width of [390, 1280]) {
  test(`at ${width} px the not-found page offers search, the docs entries, the main links and the home page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText('Page not found');
    // docsgen's own words, not Docusaurus's stock copy (issue 43).
    await expect(main).toContainText('There is no page at this address.');
    await expect(main).not.toContainText('We could not find what you were looking for');
    const popular = main.getByRole('region', { name: 'Popular pages' });
    for (const [label, href] of WAYS_ON) {
      // Each card reads as its target page's description, never as a raw path.
      const target = await page.request.get(href!);
      const description = await page.evaluate(
        (html) => new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLMetaElement>('meta[name="description"]')!.content,
        await target.text(),
      );
      const link = popular.getByRole('link', { name: `${label} ${description}`, exact: true });
      await expect(link).toHaveAttribute('href', href!);
      await expect(link).not.toContainText(href!);
    }
    await expect(popular.getByRole('link')).toHaveCount(WAYS_ON.length);
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await main.getByRole('button', { name: 'Search the docs' }).click();
    const dialog = page.getByRole('dialog', { name: /search/i });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('webhooks');
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-found page keeps its links and hides the search button it cannot run', async ({ page }) => {
    await page.goto('/docs/no-such-page');
    const main = page.locator('main');
    await expect(main.getByRole('button', { name: 'Search the docs' })).toBeHidden();
    await main.getByRole('link', { name: /^Quickstarts / }).click();
    await expect(page).toHaveURL(/\/docs\/category\/quickstarts$/);
  });
});
