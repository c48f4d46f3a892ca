// Issue 40, item 7: the try-it console (`api.tryIt: true`) sends exactly the request the reader filled in
// (parameters, body, their own key where the security scheme puts it) to the server and variables chosen
// in the server selector, shows the status, headers and body as text, and keeps the key in memory only:
// no storage, gone on reload. The page makes no request of its own, and without JavaScript the console
// is absent. A local echo server, allowing cross-origin requests as an API must, records what it got.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { buildAndServe } from './support.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the echo server answers: markup, which the console must show as text. */
const ANSWER = '{"ok":true,"note":"<img src=x onerror=window.__pwned=1>"}';

const spec = (port: number) => `openapi: 3.0.3
info: { title: Echo API, version: '1' }
servers:
  - url: http://127.0.0.1:${port}/{version}
    variables:
      version: { default: v1, enum: [v1, v2] }
paths:
  /pets/{id}:
    put:
      operationId: updatePet
      security: [{ bearer: [] }]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
        - { name: tags, in: query, schema: { type: array, items: { type: string } }, example: [a, b] }
        - { name: X-Trace, in: header, schema: { type: string }, example: t-1 }
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { name: { type: string, example: Rex } } }
      responses: { '200': { description: OK } }
  /keys:
    get:
      operationId: listKeys
      security: [{ key: [] }]
      responses: { '200': { description: OK } }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
    key: { type: apiKey, in: query, name: api_key }
`;

let root = '';
let base = '';
let echo: Server;
const received: Received[] = [];
const servers: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  echo = createServer(async (req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, PUT, POST, PATCH, DELETE',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-expose-headers': 'x-echo',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(201, { ...cors, 'content-type': 'application/json', 'x-echo': 'yes' }).end(ANSWER);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  const port = (echo.address() as AddressInfo).port;

  ({ root, base } = await buildAndServe(
    'api-try-it',
    {
      'site.config.yaml': 'title: Try site\nurl: https://docs.example.com\nproductName: Try\napi:\n  spec: spec/openapi.yaml\n  tryIt: true\n',
      'content/docs/intro.md': '# Intro\n',
      'spec/openapi.yaml': spec(port),
    },
    servers,
  ));
});

test.afterAll(async () => {
  for (const child of servers) child.kill('SIGTERM');
  await new Promise((resolve) => echo.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/** Every value the page could have stored: local and session storage, and its cookies. */
const stored = (page: Page) => page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage), document.cookie].join('\n'));

test('sends the filled-in request with the key to the chosen server and shows the answer as text, storing no key', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${base}/api`);
  await hydrated(page);
  received.length = 0;
  // The server selector's variable: the console follows it as the samples do.
  await page.locator('.api-server-select select[data-variable="version"]').selectOption('v2');

  const panel = page.locator('[id="operation/updatePet"] .api-try-it');
  await panel.getByText('Try it', { exact: true }).click();
  await panel.locator('input[data-try-param="id"]').fill('rex 1');
  await expect(panel.locator('input[data-try-param="tags"]')).toHaveValue('["a","b"]');
  await panel.locator('input[data-try-scheme="bearer"]').fill('s3cret-token');
  await panel.locator('textarea[data-try-body]').fill('{"name":"Fido"}');
  // Nothing was sent, and the console's script was not loaded, before Send.
  expect(received).toEqual([]);
  expect(scripts.some((s) => s.includes('try-it'))).toBe(false);

  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.locator('.api-try-it__status')).toHaveText('201 Created');
  expect(received).toHaveLength(1);
  const [request] = received;
  expect(request!.method).toBe('PUT');
  expect(request!.url).toBe('/v2/pets/rex%201?tags=a&tags=b');
  expect(request!.headers.authorization).toBe('Bearer s3cret-token');
  expect(request!.headers['x-trace']).toBe('t-1');
  expect(request!.headers['content-type']).toBe('application/json');
  expect(request!.headers.cookie).toBeUndefined();
  expect(request!.body).toBe('{"name":"Fido"}');
  expect(scripts.filter((s) => s.includes('try-it'))).toHaveLength(1);

  // The answer, as text: the markup in it is shown, never run.
  await expect(panel.locator('.api-try-it__response')).toHaveText(ANSWER);
  await expect(panel.locator('.api-try-it__headers')).toContainText('x-echo: yes');
  await expect(panel.locator('.api-try-it__result img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // The key is in no storage, and the page stored nothing else of the request either.
  const values = await stored(page);
  expect(values).not.toContain('s3cret-token');
  expect(values).not.toContain('rex 1');
});

test('puts an apiKey scheme’s key in its query parameter', async ({ page }) => {
  await page.goto(`${base}/api`);
  await hydrated(page);
  received.length = 0;
  const panel = page.locator('[id="operation/listKeys"] .api-try-it');
  await panel.getByText('Try it', { exact: true }).click();
  await panel.locator('input[data-try-scheme="key"]').fill('k&1');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.locator('.api-try-it__status')).toHaveText('201 Created');
  expect(received.map((r) => [r.method, r.url, r.body])).toEqual([['GET', '/v1/keys?api_key=k%261', '']]);
  expect(await stored(page)).not.toContain('k&1');
});

test('forgets the key on reload', async ({ page }) => {
  await page.goto(`${base}/api`);
  await hydrated(page);
  const key = page.locator('[id="operation/updatePet"] input[data-try-scheme="bearer"]');
  await page.locator('[id="operation/updatePet"] .api-try-it').getByText('Try it', { exact: true }).click();
  await key.fill('s3cret-token');
  await page.reload();
  await hydrated(page);
  await page.locator('[id="operation/updatePet"] .api-try-it').getByText('Try it', { exact: true }).click();
  await expect(key).toHaveValue('');
  expect(await stored(page)).not.toContain('s3cret-token');
});

test('an open console with an answer has no WCAG 2 A or AA violation, in light and dark mode', async ({ page }) => {
  for (const mode of ['light', 'dark'] as const) {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(`${base}/api`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const panel = page.locator('[id="operation/listKeys"] .api-try-it');
    await panel.getByText('Try it', { exact: true }).click();
    await panel.locator('input[data-try-scheme="key"]').fill('k-1');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.locator('.api-try-it__status')).toHaveText('201 Created');
    const result = await new AxeBuilder({ page }).include('[id="operation/listKeys"] .api-try-it').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(result.violations.map((v) => `${mode}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('without JavaScript there is no console', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/api`);
  await expect(page.locator('[id="operation/updatePet"] .sample-tabs').first()).toBeVisible();
  await expect(page.locator('.api-try-it').first()).toBeHidden();
  await expect(page.getByText('Try it', { exact: true }).filter({ visible: true })).toHaveCount(0);
  await context.close();
});
