// Issue 22 item 5: the home page gives a developer what they need first: a three-step login sample, the
// quickstarts by framework, and the API and SDK references; all of it with JavaScript off too.
import { expect, test, type Page } from '@playwright/test';

const FRAMEWORKS = [
  ['JavaScript', '/docs/quickstarts/javascript'],
  ['React', '/docs/quickstarts/react'],
  ['Next.js', '/docs/quickstarts/next-js'],
  ['Vue.js', '/docs/quickstarts/vue-js'],
  ['SvelteKit', '/docs/quickstarts/svelte'],
  ['Express', '/docs/quickstarts/express-js'],
  ['React Native', '/docs/quickstarts/react-native'],
  ['React Router', '/docs/quickstarts/react-router-declarative'],
  ['React hooks', '/docs/quickstarts/react-hooks'],
];

async function expectDeveloperHome(page: Page) {
  const steps = page.locator('.home-steps');
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText(/^Log in a user in 3 steps\W*$/);
  const items = steps.locator('ol > li');
  await expect(items).toHaveCount(3);
  await expect(items.locator('.code-block')).toHaveCount(3);
  await expect(items.nth(0).locator('pre')).toHaveText('npm install @sesame-auth/js');
  await expect(items.nth(1).locator('pre')).toContainText("createSesame({ appId: 'app_2fJx81Qz' })");
  await expect(items.nth(2).locator('pre')).toContainText('sesame.login({ identifier: email })');
  await expect(items.nth(2).locator('pre')).toContainText('sesame.verifyOtp({ magicLinkId, code })');
  // Highlighted at build time: no script is needed for the colours.
  await expect(items.nth(1).locator('pre .hljs-keyword').first()).toHaveText('import');
  const quickstarts = page.locator('.home-frameworks');
  await expect(quickstarts.getByRole('link')).toHaveCount(FRAMEWORKS.length);
  for (const [name, href] of FRAMEWORKS) {
    const link = quickstarts.getByRole('link', { name: name!, exact: true });
    await expect(link).toHaveAttribute('href', href!);
    await expect(link.locator('img')).toHaveAttribute('src', /^\/img\/frameworks\/.+\.svg$/);
  }
  const reference = page.locator('.home-links');
  await expect(reference.getByRole('link', { name: /^API reference/ })).toHaveAttribute('href', '/api');
  await expect(reference.getByRole('link', { name: /^SDK reference/ })).toHaveAttribute('href', '/sdk');
  // The sample comes before the feature cards: what a developer needs first, first.
  const sampleTop = (await steps.boundingBox())!.y;
  const featuresTop = (await page.getByRole('region', { name: 'Features' }).boundingBox())!.y;
  expect(sampleTop).toBeLessThan(featuresTop);
}

for (const width of [390, 1280]) {
  test(`at ${width} px the home page opens with the login sample, the quickstarts and the references`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expectDeveloperHome(page);
    // On a wide screen the sample starts within the first screen.
    if (width === 1280) expect((await page.locator('.home-steps').boundingBox())!.y).toBeLessThan(600);
    for (const img of await page.locator('.home-frameworks img').all()) {
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the home page shows the same sample, quickstarts and references', async ({ page }) => {
    await page.goto('/');
    await expectDeveloperHome(page);
    await page.locator('.home-frameworks').getByRole('link', { name: 'Next.js', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/quickstarts\/next-js$/);
  });
});
