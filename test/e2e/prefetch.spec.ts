// Issue 7 item 9: links to routes prefetch their page on hover and, once the browser is idle, in the
// viewport, never twice for the same target, and not at all on 2g connections or with data-saver on.
// "Performance, round two" item 7: a page view spends at most 5 requests and 100 KB on prefetching, and
// never prefetches a page of the API reference because a link to it is in view.
import { expect, test, type Page, type Request } from '@playwright/test';
import { DOC, emulateConnection, gotoHydrated } from './support.js';

const REACT_NATIVE = '/docs/quickstarts/react-native';

/** The build's page sizes, which the prefetcher fetches once before it takes any link in view. */
const WEIGHTS = '/assets/route-weights.json';

/** Page loads requested by script (prefetch and navigation), as paths; `files` gets the other fetches. */
function recordPageFetches(page: Page, files: string[] = []): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'fetch') return;
    const path = new URL(request.url()).pathname;
    (path.startsWith('/assets/') ? files : paths).push(path);
  });
  return paths;
}

test.use({ viewport: { width: 1280, height: 500 } });

test('links in the viewport and hovered links prefetch their page, each target only once', async ({ page }) => {
  const files: string[] = [];
  const fetched = recordPageFetches(page, files);
  await gotoHydrated(page, DOC);
  // A sidebar link in view is prefetched on its own, once the page sizes came.
  await expect.poll(() => fetched).toContain('/docs/guides/events');
  expect(files).toEqual([WEIGHTS]);
  // One far down the sidebar is not in view, so it waits for a hover.
  const link = page.locator('aside.doc-sidebar').getByRole('link', { name: 'React Native' });
  await expect(link).not.toBeInViewport();
  expect(fetched).not.toContain(REACT_NATIVE);
  await link.hover();
  await expect.poll(() => fetched).toContain(REACT_NATIVE);
  await page.mouse.move(0, 0);
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${REACT_NATIVE}$`));
  await expect(page.locator('h1')).toContainText('React Native');
  expect(fetched.filter((p) => p === REACT_NATIVE)).toHaveLength(1);
  expect(new Set(fetched).size).toBe(fetched.length);
  // Client navigation keeps the route table, and with it the sizes.
  expect(files).toEqual([WEIGHTS]);
});

for (const [name, connection] of [
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['data-saver on', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`nothing is prefetched on ${name}, yet links still navigate`, async ({ page }) => {
    await emulateConnection(page, connection);
    const files: string[] = [];
    const fetched = recordPageFetches(page, files);
    await gotoHydrated(page, DOC);
    const link = page.locator('aside.doc-sidebar').getByRole('link', { name: 'Events' });
    await link.hover();
    // Bounded wait: a prefetch would start within a frame of the hover or of the link entering the viewport.
    await page.waitForTimeout(300);
    expect([...fetched, ...files]).toEqual([]);
    await link.click();
    await expect(page.locator('h1')).toContainText('Events');
    expect(fetched).toEqual(['/docs/guides/events']);
  });
}

test('a guide page view, read to its end, prefetches at most 5 pages and 100 KB, and no API page by viewport', async ({ page }) => {
  const fetched: { path: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'fetch' || new URL(response.url()).pathname === WEIGHTS) return;
    fetched.push({ path: new URL(response.url()).pathname, bytes: (await response.body()).length });
  });
  await gotoHydrated(page, DOC);
  // The guide's text links to the API reference (/api#operation/...) many times, and the navbar and
  // footer to /api: the reader scrolls past all of them, idling at each screen.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.mouse.move(0, 0);
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  // Bounded wait: idle callbacks run within their 3 s timeout.
  await page.waitForTimeout(3_200);
  console.log(`prefetched on a guide page view: ${fetched.map((f) => `${f.path} (${(f.bytes / 1024).toFixed(1)} KB)`).join(', ')}`);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.length).toBeLessThanOrEqual(5);
  expect(fetched.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(100 * 1024);
  expect(fetched.filter((f) => f.path.startsWith('/api'))).toEqual([]);
  // Intent is another matter: hovering the navbar's API link prefetches the API reference's entry page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.navbar').getByRole('link', { name: 'API Reference', exact: true }).hover();
  // The entry page is 38 KB: on a loaded machine its response (read whole above) took longer than the poll's default 5 s.
  await expect.poll(() => fetched.map((f) => f.path), { timeout: 15_000 }).toContain('/api');
  expect(fetched.length).toBeLessThanOrEqual(5);
});
