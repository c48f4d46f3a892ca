// Issue 7 item 13: axe-core finds no serious or critical violations on the home page, a doc, a changelog
// post and the API reference (when the build has them), in both colour modes.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DOC, gotoHydrated } from './support.js';

/** The pages to audit: fixed ones plus those the built sitemap lists. */
async function pagesToAudit(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const post = urls.find((u) => /^\/changelog\/(?!tags|archive|authors|page)[^/]+$/.test(u));
  const api = urls.find((u) => u === '/api' || u === '/api/');
  // A paged reference: one page of operations and the models page too.
  const apiPages = ['/api/Users', '/api/models'].filter((u) => urls.includes(u));
  return ['/', DOC, ...(post ? [post] : []), ...(api ? [api] : []), ...apiPages];
}

for (const mode of ['light', 'dark'] as const) {
  test(`no serious or critical accessibility violations in ${mode} mode`, async ({ page, request }) => {
    // axe walks every node of the API reference (about 800 KB of HTML): a minute or more on two busy cores.
    test.setTimeout(240_000);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const audited: string[] = [];
    for (const path of await pagesToAudit(request)) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      expect(serious).toEqual([]);
      audited.push(path);
    }
    test.info().annotations.push({ type: 'audited', description: audited.join(', ') });
  });
}
