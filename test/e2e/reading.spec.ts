// Issue 43: what a careful reader trips on, measured at 390 and 1280 px. Status badges stay on one line
// and collapsed responses keep a disclosure marker (item 1); the copy button never covers code (item 2);
// code scrolls sideways and never wraps (item 3); admonitions carry their type's icon (item 6); the docs
// sidebar starts with the quickstarts and /markdown-page is a real page (item 11); the API reference
// shows the JWKS endpoint and 429 responses with their headers (items 8 and 9).
import { expect, test, type Page } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

const WIDTHS = [390, 1280];

/** Pages with code blocks of every kind: markdown with and without titles, MDX tabs, API samples and examples. */
const CODE_PAGES = [DOC, '/docs/quickstarts/react', '/docs/guides/rate-limits', '/api/Tokens'];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every status badge is one line, and a collapsed response shows its disclosure marker', async ({ page }) => {
      await gotoHydrated(page, '/api/Users');
      const badges = await page.locator('.api-status').evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          // One line box: the text's fragments share one top.
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { text: el.textContent, lines: tops.size, width: el.getBoundingClientRect().width };
        }),
      );
      expect(badges.length).toBeGreaterThan(40);
      expect(badges.filter((b) => b.lines !== 1)).toEqual([]);
      // Three digits side by side are wider than two of them stacked would be.
      expect(Math.min(...badges.map((b) => b.width))).toBeGreaterThan(18);

      const markers = await page.locator('.api-response > details').evaluateAll((all) =>
        all.map((details) => {
          const summary = details.querySelector('summary')!;
          const marker = getComputedStyle(summary, '::before');
          const badge = summary.querySelector('.api-status')!.getBoundingClientRect();
          return {
            open: (details as HTMLDetailsElement).open,
            drawn: marker.content !== 'none' && parseFloat(marker.borderLeftWidth) >= 5 && marker.borderLeftColor !== 'rgba(0, 0, 0, 0)',
            // The marker takes room before the badge.
            room: badge.left - summary.getBoundingClientRect().left,
            turned: marker.transform !== 'none',
          };
        }),
      );
      const collapsed = markers.filter((m) => !m.open);
      expect(collapsed.length).toBeGreaterThan(20);
      expect(markers.filter((m) => !m.drawn || m.room < 6)).toEqual([]);
      expect(collapsed.every((m) => !m.turned)).toBe(true);
      expect(markers.filter((m) => m.open).every((m) => m.turned)).toBe(true);
    });

    test('the copy button never covers code, and is visible and reachable without hover', async ({ page }) => {
      for (const path of CODE_PAGES) {
        await gotoHydrated(page, path);
        const blocks = await page.locator('.code-block').evaluateAll((all) =>
          all
            .filter((block) => (block as HTMLElement).offsetParent !== null)
            .map((block) => {
              const button = block.querySelector('.code-block__copy')!;
              const b = button.getBoundingClientRect();
              const code = block.querySelector('pre')!.getBoundingClientRect();
              const overlap =
                Math.max(0, Math.min(b.bottom, code.bottom) - Math.max(b.top, code.top)) *
                Math.max(0, Math.min(b.right, code.right) - Math.max(b.left, code.left));
              const title = block.querySelector('.code-block__title');
              const titleText = title && document.createRange();
              titleText?.selectNodeContents(title!);
              const textRight = titleText ? Math.max(...[...titleText.getClientRects()].map((r) => r.right)) : -Infinity;
              const style = getComputedStyle(button);
              return {
                block: (title?.textContent ?? block.querySelector('code')!.textContent!.slice(0, 30)).trim(),
                overlap,
                overTitle: textRight > b.left,
                shown: style.visibility === 'visible' && style.opacity === '1' && style.display !== 'none' && b.width > 20,
              };
            }),
        );
        expect(blocks.length, path).toBeGreaterThan(0);
        expect(
          blocks.filter((b) => b.overlap > 0 || b.overTitle || !b.shown),
          path,
        ).toEqual([]);
      }
      // Keyboard: Tab from the code reaches its button.
      await gotoHydrated(page, DOC);
      const block = page.locator('.code-block').first();
      await block.locator('pre').focus();
      await page.keyboard.press('Tab');
      await expect(block.locator('.code-block__copy')).toBeFocused();
    });

    test('code blocks keep one line box per source line and scroll sideways inside the page', async ({ page }) => {
      let scrolled = 0;
      for (const path of CODE_PAGES) {
        await gotoHydrated(page, path);
        const blocks = await page.locator('.code-block pre').evaluateAll((all) =>
          all
            .filter((pre) => (pre as HTMLElement).offsetParent !== null)
            .map((pre) => {
              const code = pre.querySelector('code')!;
              const lines = code.textContent!.replace(/\n$/, '').split('\n').length;
              const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
              return {
                start: code.textContent!.slice(0, 40),
                lines,
                boxes: Math.round(code.getBoundingClientRect().height / lineHeight),
                scrolls: pre.scrollWidth > pre.clientWidth,
              };
            }),
        );
        expect(
          blocks.filter((b) => b.boxes !== b.lines),
          path,
        ).toEqual([]);
        scrolled += blocks.filter((b) => b.scrolls).length;
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), path).toBe(true);
      }
      // At 390 px the long URLs of the samples scroll rather than wrap.
      if (width === 390) expect(scrolled).toBeGreaterThan(5);
    });

    test("admonitions show their type's icon on the heading's first line, hidden from assistive technology", async ({ page }) => {
      const seen = new Map<string, string>();
      for (const path of ['/docs/guides/authentication-methods', '/docs/guides/webhooks', '/docs/guides/events']) {
        await page.goto(path);
        const icons = await page.locator('.admonition').evaluateAll((all) =>
          all.map((adm) => {
            const heading = adm.querySelector('.admonition__heading')!;
            const svg = heading.querySelector('svg.admonition__icon');
            const h = heading.getBoundingClientRect();
            const i = svg?.getBoundingClientRect();
            const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
            const text = document.createRange();
            text.setStartAfter(svg ?? heading);
            text.setEndAfter(heading.lastChild!);
            const first = text.getClientRects()[0];
            return {
              type: [...adm.classList].find((c) => c.startsWith('admonition-'))!,
              path: svg?.querySelector('path')?.getAttribute('d') ?? null,
              hidden: svg?.getAttribute('aria-hidden'),
              size: i ? [Math.round(i.width), Math.round(i.height)] : null,
              firstLine: i ? i.top >= h.top - 1 && i.bottom <= h.top + lineHeight + 4 : false,
              beforeText: i && first ? i.right <= first.left + 1 : false,
              stroke: svg ? getComputedStyle(svg).stroke : null,
              border: getComputedStyle(adm).borderLeftColor,
            };
          }),
        );
        expect(icons.length, path).toBeGreaterThan(0);
        for (const icon of icons) {
          expect(icon, `${path} ${icon.type}`).toMatchObject({ hidden: 'true', size: [18, 18], firstLine: true, beforeText: true });
          expect(icon.stroke).toBe(icon.border);
          seen.set(icon.type, icon.path!);
        }
      }
      expect([...seen.keys()].sort()).toEqual(['admonition-danger', 'admonition-note', 'admonition-tip', 'admonition-warning']);
      expect(new Set(seen.values()).size).toBe(4);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });

  test('icons show, and code blocks have no copy button and no empty bar', async ({ page }) => {
    await page.goto('/docs/guides/authentication-methods');
    await expect(page.locator('.admonition svg.admonition__icon').first()).toBeVisible();
    await page.goto('/sdk/modules');
    const untitled = page.locator('.code-block:not(:has(> .code-block__title))').first();
    await expect(untitled.locator('.code-block__copy')).toBeHidden();
    const bar = await untitled.locator('.code-block__body').evaluate((body) => getComputedStyle(body, '::before').content);
    expect(bar).toBe('none');
  });
});

async function sidebarLabels(page: Page): Promise<string[]> {
  return page.locator('nav.menu').first().locator(':scope > ul > li > .menu__list-item-collapsible > a, :scope > ul > li > a').allTextContents();
}

test('the docs sidebar lists Quickstarts before Guides; /markdown-page is Status and support', async ({ page }) => {
  await page.goto('/docs');
  const labels = (await sidebarLabels(page)).map((l) => l.trim());
  expect(labels.indexOf('Quickstarts')).toBeGreaterThan(-1);
  expect(labels.indexOf('Quickstarts')).toBeLessThan(labels.indexOf('Guides'));
  await page.goto('/markdown-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status and support');
  await expect(page).toHaveTitle(/Status and support/);
  await expect(page.locator('main')).not.toContainText('Markdown page example');
  await expect(page.locator('footer').getByRole('link', { name: 'Status and support' })).toHaveAttribute('href', '/markdown-page');
});

test('the API reference shows the JWKS endpoint and 429 responses with their rate-limit headers', async ({ page }) => {
  await page.goto('/api/Tokens');
  await expect(page.getByRole('heading', { name: 'Get the token signing keys' })).toBeVisible();
  const tooMany = page.locator('.api-response', { has: page.locator('.api-status', { hasText: '429' }) }).first();
  await tooMany.locator('.api-response__summary').click();
  for (const header of ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) {
    await expect(tooMany.locator('.api-schema__name', { hasText: new RegExp(`^${header}$`) })).toBeVisible();
  }
});
