// Issue 20, reading the API reference: deep links to a split reference land on the page holding the
// operation (full load and client-side navigation), the navigation follows the scroll and keeps the
// current operation in view, nothing overflows at 390 px, samples copy, media types switch.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { recordClipboard, serveBuild } from './support.js';
import { stripeLikeSpec } from '../../bench/stripe-like.mjs';

const BIN = path.resolve('bin/docsgen.js');
const CONFIG = 'title: API site\nurl: https://docs.example.com\nproductName: API\n';
let root = '';
const servers: ChildProcess[] = [];
const bases: Record<string, string> = {};

function makeSite(name: string, spec: string, specFile = 'spec/openapi.yaml'): string {
  const dir = path.join(root, name);
  const files: Record<string, string> = {
    'site.config.yaml': `${CONFIG}api:\n  spec: ${specFile}\n`,
    'content/docs/intro.md': '# Intro\n\nRead [how to create a charge](/api#operation/Postcharges).\n',
    [specFile]: spec,
  };
  for (const [rel, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), contents);
  }
  const out = path.join(dir, 'out');
  const result = spawnSync(process.execPath, [BIN, 'build', dir, '--out-dir', out, '--no-cache'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} did not build:\n${result.stdout}\n${result.stderr}`);
  return out;
}

function serve(dir: string): Promise<string> {
  return serveBuild(dir, servers);
}

/** The API page URLs of a build. */
function apiPages(out: string): string[] {
  return readdirSync(path.join(out, 'api'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/api/${f.replace(/\/?index\.html$/, '')}`.replace(/\/$/, ''));
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/** Whether an element is inside the viewport, and a link inside its scrolling navigation panel. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const nav = el.closest('.api-nav');
    const box = nav ? nav.getBoundingClientRect() : { top: 0, bottom: innerHeight };
    return r.top >= Math.max(0, box.top) - 1 && r.bottom <= Math.min(innerHeight, box.bottom) + 1;
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-e2e-api-'));
  const galaxy = readFileSync(path.resolve('test/fixtures/specs/published/scalar-galaxy/galaxy.yaml'), 'utf8');
  bases.split = await serve(makeSite('split', JSON.stringify(stripeLikeSpec(12)), 'spec/openapi.json'));
  bases.galaxy = await serve(makeSite('galaxy', galaxy));
  bases.examples = await serve(makeSite('examples', readFileSync(path.resolve('test/fixtures/specs/examples-media.yaml'), 'utf8')));
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

test('a deep link to /api lands on the page holding the operation, with it and its navigation link in view', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${bases.split}/api#operation/DeletecustomersId`);
  await expect(page).toHaveURL(`${bases.split}/api/customers#operation/DeletecustomersId`);
  await hydrated(page);
  expect(await inView(page, '[id="operation/DeletecustomersId"] .api-operation__title')).toBe(true);
  const link = page.locator('.api-nav a[href="#operation/DeletecustomersId"]');
  await expect(link).toHaveAttribute('aria-current', 'location');
  expect(await inView(page, '.api-nav a[href="#operation/DeletecustomersId"]')).toBe(true);
});

test('a deep link to a schema lands on its models page', async ({ page }) => {
  await page.goto(`${bases.split}/api#schema/charge`);
  await expect(page).toHaveURL(/\/api\/models(\/\d+)?#schema\/charge$/);
  await expect(page.locator('[id="schema/charge"]')).toBeInViewport();
});

test('a docs link to /api#<id> followed in the page reaches the operation on its page', async ({ page }) => {
  await page.goto(`${bases.split}/docs/intro`);
  await hydrated(page);
  await page.getByRole('link', { name: 'how to create a charge' }).click();
  await expect(page).toHaveURL(`${bases.split}/api/charges#operation/Postcharges`);
  await expect(page.locator('[id="operation/Postcharges"] .api-operation__title')).toBeInViewport();
});

test('the navigation follows the scroll: the operation being read is marked and kept in view', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 700 });
  await page.goto(`${bases.galaxy}/api`);
  await hydrated(page);
  for (const id of ['operation/createPlanet', 'operation/uploadImage', 'schema/Satellite']) {
    await page.locator(`[id="${id}"]`).evaluate((el) => el.scrollIntoView());
    const link = page.locator(`.api-nav a[href="#${id}"]`);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(page.locator('.api-nav a[aria-current="location"]')).toHaveCount(1);
    expect(await inView(page, `.api-nav a[href="#${id}"]`)).toBe(true);
  }
});

test('nothing scrolls sideways at 390 px on any API page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const wide: string[] = [];
  for (const [name, base] of Object.entries(bases)) {
    for (const url of apiPages(path.join(root, name, 'out'))) {
      await page.goto(base + url);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${name}${url}: ${width}px`);
    }
  }
  expect(wide).toEqual([]);
});

test('a sample copies with its button; media types switch with their tabs', async ({ page }) => {
  await recordClipboard(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${bases.galaxy}/api#operation/createPlanet`);
  await hydrated(page);
  const op = page.locator('[id="operation/createPlanet"]');
  // The first set of samples (createPlanet's body has a second media type, with samples of its own).
  const sample = op.locator('.sample-tabs__panel:not([hidden]) .code-block').first();
  await sample.hover();
  await sample.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
  expect(copied).toHaveLength(1);
  expect(copied[0]).toMatch(/^curl --request POST \\\n {2}--url https:\/\/galaxy\.scalar\.com\/planets/);
  const media = op.locator('.api-media').first();
  await media.getByRole('tab', { name: 'application/xml' }).click();
  await expect(media.getByRole('tab', { name: 'application/xml' })).toHaveAttribute('aria-selected', 'true');
  await expect(media.locator(':scope > [role="tabpanel"]').nth(1)).toBeVisible();
  await expect(media.locator(':scope > [role="tabpanel"]').nth(0)).toBeHidden();
});

// Issue 40, item 5: named examples switch like the media types (a switch inside a media type's panel
// leaves the media types alone); a body's media types each have their samples, whose language tabs move
// together.
test("named examples switch inside a media type; the samples switch between the body's media types", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${bases.examples}/api#operation/addPet`);
  await hydrated(page);
  const op = page.locator('[id="operation/addPet"]');
  const body = op.locator('.api-operation__docs .api-media').first();
  const examples = body.locator('.api-examples');
  await examples.getByRole('tab', { name: 'A dog' }).click();
  await expect(examples.getByRole('tab', { name: 'A dog' })).toHaveAttribute('aria-selected', 'true');
  await expect(examples.locator(':scope > [role="tabpanel"]').nth(1)).toBeVisible();
  await expect(examples.locator(':scope > [role="tabpanel"]').nth(0)).toBeHidden();
  // The media type's own panel stays open; switching the media types leaves the chosen example shown.
  await expect(body.locator(':scope > [role="tabpanel"]').nth(0)).toBeVisible();
  await body.getByRole('tab', { name: 'application/xml' }).click();
  await body.getByRole('tab', { name: 'application/json' }).click();
  await expect(examples.locator(':scope > [role="tabpanel"]').nth(1)).toBeVisible();
  await expect(examples.getByRole('tab', { name: 'A dog' })).toHaveAttribute('aria-selected', 'true');
  const sets = op.locator('.api-sample-media');
  await sets.getByRole('tab', { name: 'application/xml' }).click();
  const xml = sets.locator(':scope > [role="tabpanel"]').nth(1);
  await expect(xml).toBeVisible();
  await xml.getByRole('tab', { name: 'Python' }).click();
  await expect(xml.locator('.sample-tabs__panel:not([hidden])')).toContainText('"Content-Type": "application/xml"');
  // The JSON set, hidden now, chose Python too.
  await expect(sets.locator(':scope > [role="tabpanel"]').nth(0).locator('[role="tab"][data-lang="python"]')).toHaveAttribute('aria-selected', 'true');
});

test('without JavaScript every named example is shown under its label', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${bases.examples}/api`);
  const examples = page.locator('[id="operation/addPet"] .api-operation__docs .api-examples').first();
  await expect(examples.locator('.api-media__label').nth(0)).toHaveText('A cat');
  await expect(examples.locator('.api-media__label').nth(1)).toHaveText('A dog');
  await expect(examples.locator(':scope > [role="tabpanel"]').nth(1)).toBeVisible();
  await expect(examples.locator('[role="tablist"]')).toBeHidden();
  await context.close();
});
