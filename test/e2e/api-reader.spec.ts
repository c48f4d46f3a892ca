// Issue 40, item 7, reading the API reference as Redoc and Scalar readers do: long tag names wrap in the
// navigation, a server selector rewrites every sample for the chosen server and its variables and is
// remembered across pages like the sample language (the first server without JavaScript), and a
// discriminated oneOf is a switch between its subtypes' schemas (all of them shown without JavaScript).
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { buildAndServe } from './support.js';

const LONG_TAG = 'MicrosoftGraphIdentityGovernanceEntitlementManagementAccessPackageAssignmentRequests';

const SPEC = `openapi: 3.0.3
info: { title: Reader API, version: '1' }
servers:
  - url: https://{region}.api.example.com/{version}
    description: Regional endpoint
    variables:
      region: { default: eu, enum: [eu, us, ap] }
      version: { default: v1 }
  - url: http://localhost:8080
    description: Local
tags:
  - name: ${LONG_TAG}
  - name: Pets
paths:
  /requests:
    get:
      operationId: listRequests
      tags: [${LONG_TAG}]
      responses: { '200': { description: OK } }
  /pets:
    post:
      operationId: createPet
      tags: [Pets]
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses: { '201': { description: Created } }
  /pets/{id}:
    get:
      operationId: getPet
      tags: [Pets]
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: OK } }
components:
  schemas:
    Pet:
      oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }]
      discriminator:
        propertyName: petType
        mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' }
    Cat:
      type: object
      properties: { petType: { type: string }, livesLeft: { type: integer, description: Lives the cat has left. } }
    Dog:
      type: object
      properties: { petType: { type: string }, barkVolume: { type: integer, description: How loud the dog barks. } }
`;

let root = '';
let base = '';
const servers: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ root, base } = await buildAndServe(
    'api-reader',
    {
      'site.config.yaml': 'title: Reader site\nurl: https://docs.example.com\nproductName: Reader\napi:\n  spec: spec/openapi.yaml\n',
      'content/docs/intro.md': '# Intro\n',
      'spec/openapi.yaml': SPEC,
    },
    servers,
  ));
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/** The text of the visible cURL sample of an operation. */
const curl = (page: Page, id: string) => page.locator(`[id="operation/${id}"] .sample-tabs__panel[data-lang="curl"] pre code`).textContent();

test('a long tag name wraps inside the navigation panel instead of being clipped', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${base}/api`);
  const link = page.locator('.api-nav__tag-link', { hasText: LONG_TAG });
  const fits = await link.evaluate((el) => {
    const nav = el.closest('.api-nav')!;
    return {
      link: el.getBoundingClientRect().right,
      nav: nav.getBoundingClientRect().right,
      overflow: nav.scrollWidth - nav.clientWidth,
      lines: el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20'),
    };
  });
  expect(fits.overflow).toBe(0);
  expect(fits.link).toBeLessThanOrEqual(fits.nav);
  expect(fits.lines).toBeGreaterThan(1.5);
});

test('the server selector rewrites every sample for the chosen server and its variables, remembered across pages', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${base}/api`);
  await hydrated(page);
  expect(await curl(page, 'getPet')).toContain('https://eu.api.example.com/v1/pets/');
  const selector = page.locator('.api-server-select');
  await expect(selector).toBeVisible();
  await selector.locator('select[data-variable="region"]').selectOption('us');
  expect(await curl(page, 'getPet')).toContain('https://us.api.example.com/v1/pets/');
  await selector.locator('input[data-variable="version"]').fill('v2');
  expect(await curl(page, 'getPet')).toContain('https://us.api.example.com/v2/pets/');
  expect(await curl(page, 'createPet')).toMatch(/--url https:\/\/us\.api\.example\.com\/v2\/pets\s/);
  // Stored like the sample language: a new page load keeps the choice.
  expect(await page.evaluate(() => localStorage.getItem('docsgen.api-server'))).toBe(
    JSON.stringify({ url: 'https://{region}.api.example.com/{version}', variables: { region: 'us', version: 'v2' } }),
  );
  await page.reload();
  await hydrated(page);
  expect(await curl(page, 'getPet')).toContain('https://us.api.example.com/v2/pets/');
  await expect(page.locator('.api-server-select input[data-variable="version"]')).toHaveValue('v2');
  // Another server: its own variables (none here), every sample follows.
  await page.locator('.api-server-select__server').selectOption({ label: 'http://localhost:8080' });
  await expect(page.locator('.api-server-select [data-variable]')).toHaveCount(0);
  expect(await curl(page, 'getPet')).toContain('http://localhost:8080/pets/');
  expect(await curl(page, 'listRequests')).toMatch(/--url http:\/\/localhost:8080\/requests$/);
});

test('without JavaScript the samples show the first server and no dead selector', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/api`);
  expect(await curl(page, 'getPet')).toContain('https://eu.api.example.com/v1/pets/');
  await expect(page.locator('.api-server-select')).toBeHidden();
  await context.close();
});

test('a discriminated oneOf is a switch between its subtypes by mapped value; every subtype reads without JavaScript', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${base}/api#operation/createPet`);
  await hydrated(page);
  const op = page.locator('[id="operation/createPet"]');
  const tabs = op.getByRole('tablist', { name: 'Subtypes by petType' }).first();
  await expect(tabs.getByRole('tab')).toHaveText(['cat', 'dog']);
  await expect(op.getByText('Lives the cat has left.').first()).toBeVisible();
  await expect(op.getByText('How loud the dog barks.').first()).toBeHidden();
  await tabs.getByRole('tab', { name: 'dog' }).click();
  await expect(op.getByText('How loud the dog barks.').first()).toBeVisible();
  await expect(op.getByText('Lives the cat has left.').first()).toBeHidden();
  await expect(tabs.getByRole('tab', { name: 'dog' })).toHaveAttribute('aria-selected', 'true');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${base}/api`);
  const section = plain.locator('[id="operation/createPet"]');
  await expect(section.getByText('Lives the cat has left.').first()).toBeVisible();
  await expect(section.getByText('How loud the dog barks.').first()).toBeVisible();
  await context.close();
});
