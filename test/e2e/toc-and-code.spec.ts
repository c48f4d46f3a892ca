// Issue 7 items 6 and 7: the table of contents highlights the heading being read; the copy button
// copies the code and announces "Copied".
import { expect, test } from '@playwright/test';
import { DOC, gotoHydrated, recordClipboard } from './support.js';

test('the table of contents highlights the heading being read as the page scrolls', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  for (const id of ['claims', 'refresh']) {
    await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
    await expect(toc.locator('a.toc__link--active')).toHaveAttribute('href', `#${id}`);
    await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(toc.locator('a.toc__link--active')).toHaveAttribute('href', '#related');
});

test('the copy button copies the code without anything else and announces "Copied"', async ({ page }) => {
  await recordClipboard(page);
  await gotoHydrated(page, DOC);
  const block = page.locator('.code-block').first();
  const expected = await block.locator('pre code').evaluate((el) => el.textContent!.replace(/\n$/, ''));
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy code to clipboard' });
  await button.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([expected]);
  await expect(page.locator('#docsgen-announcer')).toHaveText('Copied');
  await expect(page.locator('#docsgen-announcer')).toHaveAttribute('aria-live', 'polite');
});

test('a block with showLineNumbers numbers its lines with CSS, and the copy button copies the code without them', async ({ page }) => {
  await recordClipboard(page);
  await gotoHydrated(page, DOC);
  const block = page.locator('.code-block--line-numbers', { hasText: 'server/auth.ts' });
  const lines = block.locator('.code-line');
  await expect(lines).toHaveCount(15);
  // The numbers are the lines' ::before counters: shown beside the code, never part of its text.
  const numbering = await lines.nth(0).evaluate((line) => {
    const before = getComputedStyle(line, '::before');
    return { content: before.content, increment: getComputedStyle(line).counterIncrement, userSelect: before.userSelect };
  });
  expect(numbering).toEqual({ content: 'counter(code-line)', increment: 'code-line 1', userSelect: 'none' });
  // The magic comment is gone and highlights the line after it.
  await expect(block.locator('.code-line--highlighted')).toHaveText(/const verified = await verifyToken\(token, \{/);
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const [copied] = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
  expect(copied!.split('\n')[0]).toBe("import { getRequestToken, verifyToken } from '@sesame-auth/node';");
  expect(copied).not.toContain('highlight-next-line');
  expect(copied!.split('\n')).toHaveLength(15);
});
