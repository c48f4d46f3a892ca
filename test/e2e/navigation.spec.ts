// Issue 7 item 8: client navigation. Internal link clicks load the target route first, then show it
// (no full reload); the rest of the rules: modified clicks, failed loads, .html normalisation, scroll,
// back/forward restoration, title/meta/sidebar/TOC updates, focus and announcement, the progress bar.
import { expect, test, type Page } from '@playwright/test';
import { DOC, emulateConnection, gotoHydrated, hasMarker, recordConsole, setMarker } from './support.js';

const EVENTS = '/docs/guides/events';

/** Adds a link to the article and returns its locator (for hrefs no page links to). */
async function addLink(page: Page, href: string, attrs: Record<string, string> = {}) {
  await page.evaluate(
    ([h, a]) => {
      const link = document.createElement('a');
      link.href = h;
      link.id = 'test-link';
      link.textContent = 'test link';
      for (const [k, v] of Object.entries(a)) link.setAttribute(k, v);
      document.querySelector('article')!.prepend(link);
    },
    [href, attrs] as const,
  );
  return page.locator('#test-link');
}

test('a link click loads the route first, then shows it without a full page load', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Routed before the page loads, so the viewport prefetch of the link is held too.
  await page.route(`**${EVENTS}`, async (route) => {
    if (route.request().resourceType() === 'fetch') await held;
    await route.continue();
  });
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
  // While the route loads, the old page stays on screen with the old URL.
  await expect(page.locator('h1')).toContainText('JWT');
  expect(page.url()).toMatch(new RegExp(`${DOC}$`));
  release();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await expect(page.locator('h1')).toContainText('Events');
  expect(await hasMarker(page)).toBe(true);
});

test('after navigation the title, meta, active sidebar item, TOC and islands are the new page’s; focus and screen readers are told', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  const fresh = await (await page.request.get(EVENTS)).text();
  const title = /<title>([^<]*)<\/title>/.exec(fresh)![1]!;
  await expect(page).toHaveTitle(title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/guides\/events$/);
  const description = /<meta name="description" content="([^"]*)">/.exec(fresh)![1]!;
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    description
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('aside.doc-sidebar a[aria-current="page"]')).toHaveAttribute('href', EVENTS);
  const tocHrefs = await page.locator('nav.toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(tocHrefs.every((href) => fresh.includes(`id="${href!.slice(1)}"`))).toBe(true);
  await expect(page.locator('[role="region"][aria-label="Skip to main content"]')).toBeFocused();
  await expect(page.locator('#docsgen-announcer')).toHaveText(`Navigated to ${title}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await hasMarker(page)).toBe(true);
});

test('modified clicks, target=_blank, download and non-route links are left to the browser', async ({ page, context }) => {
  await gotoHydrated(page, DOC);
  await setMarker(page);
  const events = page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' });
  const [opened] = await Promise.all([context.waitForEvent('page'), events.click({ modifiers: ['Control'] })]);
  await opened.close();
  const blank = await addLink(page, EVENTS, { target: '_blank' });
  const [second] = await Promise.all([context.waitForEvent('page'), blank.click()]);
  await second.close();
  expect(page.url()).toMatch(new RegExp(`${DOC}$`));
  expect(await hasMarker(page)).toBe(true);
  await page.evaluate(() => document.getElementById('test-link')!.remove());
  const download = await addLink(page, '/robots.txt', { download: '' });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('robots.txt');
  expect(await hasMarker(page)).toBe(true);
  await page.evaluate(() => document.getElementById('test-link')!.remove());
  const sitemap = await addLink(page, '/sitemap.xml');
  await sitemap.click();
  await expect(page).toHaveURL(/\/sitemap\.xml$/);
  expect(await hasMarker(page)).toBe(false);
});

test('a failed load logs console.warn and loads the target in full', async ({ page }) => {
  // Every script request for the page fails (the viewport prefetch too); the document itself loads.
  await page.route(`**${EVENTS}`, (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()));
  await expectEventsLoadedInFull(page);
});

/** From the JWT guide, the sidebar's Events link: the page loads in full, with the router's warning. */
async function expectEventsLoadedInFull(page: Page) {
  await gotoHydrated(page, DOC);
  const messages = recordConsole(page, ['warning']);
  await setMarker(page);
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await expect(page.locator('h1')).toContainText('Events');
  expect(await hasMarker(page)).toBe(false);
  expect(messages.some((m) => m.includes(`docsgen: could not load ${EVENTS}; loading it in full.`))).toBe(true);
}

test("a script added to the page after it loaded (the search dialog's, while it loads) does not turn navigation into a full load", async ({ page }) => {
  const messages = recordConsole(page, ['warning']);
  await gotoHydrated(page, DOC);
  await setMarker(page);
  // A request that never answers keeps its element in the head for the whole test.
  await page.route('**/assets/held.js', () => {});
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = '/assets/held.js';
    document.head.append(script);
  });
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await expect(page.locator('h1')).toContainText('Events');
  expect(await hasMarker(page)).toBe(true);
  expect(messages).toEqual([]);
});

test('a page built with other scripts (the site was deployed again) is loaded in full', async ({ page }) => {
  await page.route(`**${EVENTS}`, async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/(src="\/assets\/main-)\w+/, '$1redeployed');
    await route.fulfill({ response, body });
  });
  await expectEventsLoadedInFull(page);
});

test('.html and /index.html suffixes are matched to the route without a full load', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await (await addLink(page, `${EVENTS}.html`)).click();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await expect(page.locator('h1')).toContainText('Events');
  await (await addLink(page, `${DOC}/index.html`)).click();
  await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  await expect(page.locator('h1')).toContainText('JWT');
  expect(await hasMarker(page)).toBe(true);
});

test('navigation scrolls to the fragment’s element, else to the top, and not at all for a query-only change', async ({ page }) => {
  await gotoHydrated(page, EVENTS);
  await setMarker(page);
  await (await addLink(page, `${DOC}#refresh`)).click();
  await expect(page).toHaveURL(new RegExp(`${DOC}#refresh$`));
  await expect(page.locator('h2#refresh')).toBeInViewport();
  const top = await page.locator('h2#refresh').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  await page.evaluate(() => window.scrollTo(0, 800));
  const query = await addLink(page, '?tab=curl#refresh');
  await query.evaluate((el) => (el as HTMLElement).click());
  await expect(page).toHaveURL(new RegExp(`${DOC}\\?tab=curl#refresh$`));
  expect(await page.evaluate(() => window.scrollY)).toBe(800);
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(new RegExp(DOC));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await hasMarker(page)).toBe(true);
});

test('back and forward restore the scroll position of each page', async ({ page }) => {
  await gotoHydrated(page, DOC);
  await setMarker(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Back before the scroll event of this scroll reaches the page (browsers send it with the next frame,
  // and a quick reader's back can come first): the event is held back until the page changed.
  await page.evaluate(() => {
    const hold = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('scroll', hold, { capture: true });
    (window as unknown as { releaseScroll: () => void }).releaseScroll = () => window.removeEventListener('scroll', hold, { capture: true });
    window.scrollTo(0, 500);
  });
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
  await page.goBack();
  await expect(page.locator('h1')).toContainText('JWT');
  await page.evaluate(() => (window as unknown as { releaseScroll: () => void }).releaseScroll());
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  await page.goForward();
  await expect(page.locator('h1')).toContainText('Events');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  expect(await hasMarker(page)).toBe(true);
});

test.describe('progress bar', () => {
  /** Records, in the page, when the click happened and when the progress bar appeared and left. */
  async function watchProgress(page: Page) {
    await page.evaluate(() => {
      const log: Record<string, number> = {};
      (window as unknown as { progressLog: Record<string, number> }).progressLog = log;
      document.addEventListener('click', () => (log.click ??= performance.now()), true);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if ((node as Element).classList?.contains('docsgen-progress')) log.shown = performance.now();
          for (const node of record.removedNodes) if ((node as Element).classList?.contains('docsgen-progress')) log.removed = performance.now();
        }
      }).observe(document.body, { childList: true });
    });
    return () => page.evaluate(() => (window as unknown as { progressLog: Record<string, number> }).progressLog) as Promise<Record<string, number | undefined>>;
  }

  test('a slow navigation shows the bar 200 ms after the click and completes it when the route is shown', async ({ page }) => {
    // No prefetch (data-saver), so the click's own load is the only request for the target.
    await emulateConnection(page, { effectiveType: '4g', saveData: true });
    await gotoHydrated(page, DOC);
    await page.route(`**${EVENTS}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const read = await watchProgress(page);
    await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' }).click();
    await expect(page.locator('.docsgen-progress')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText('Events');
    await expect(page.locator('.docsgen-progress')).toHaveCount(0);
    const log = await read();
    expect(log.shown! - log.click!).toBeGreaterThanOrEqual(195);
    expect(log.removed).toBeGreaterThan(log.shown!);
  });

  test('a navigation that is ready within 200 ms never shows the bar', async ({ page }) => {
    const prefetched = page.waitForResponse((r) => r.url().endsWith(EVENTS) && r.request().resourceType() === 'fetch');
    await gotoHydrated(page, DOC);
    const link = page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' });
    // The link is prefetched (in view, or on hover), so the click has nothing left to wait for.
    await link.hover();
    await prefetched;
    const read = await watchProgress(page);
    await link.click();
    await expect(page.locator('h1')).toContainText('Events');
    // Bounded wait past the 200 ms delay: the timer must have been cancelled.
    await page.waitForTimeout(300);
    expect((await read()).shown).toBeUndefined();
  });
});
