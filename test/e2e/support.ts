// Shared helpers for the browser tests: wait for hydration, record console messages, read the doc
// page used by most tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';

export const DOC = '/docs/guides/jwt';

/** Goes to `path` and waits until every island has hydrated (`<html data-has-hydrated="true">`). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/** Collects console messages of the given types from now on. */
export function recordConsole(page: Page, types: string[] = ['warning', 'error']): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (types.includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/** Sets a marker on window: still there after a navigation means no full page load happened. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
}

export async function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true);
}

/** Replaces `navigator.connection` before any page script runs. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
}

/** One page of each kind the Sesame site builds (a doc with wide tables stands for the SDK reference). */
export const PAGE_TYPES = [
  '/',
  DOC,
  '/docs/category/quickstarts',
  '/sdk/modules',
  '/api',
  // The reference is paged: a page of operations and the models page.
  '/api/Users',
  '/api/models',
  '/changelog',
  '/changelog/introducing-webhooks',
  '/changelog/tags',
  '/changelog/tags/webhooks',
  '/changelog/archive',
  '/changelog/authors',
  '/markdown-page',
  '/no-such-page',
];

/** Boxes whose text must stay inside them: TOCs, cards, crumbs, sidebars, link tiles, headings. */
const TEXT_BOXES =
  '.toc, .toc-collapsible, .card, .breadcrumbs, nav.menu, .blog-sidebar__nav, .home-links a, .home-frameworks a, ' +
  '.not-found__link, .pagination-nav__link, .blog-tag, h1, h2, h3';

/**
 * What spills in the current layout: the page scrolling sideways, a visible element reaching past either
 * edge of the viewport (outside a box that scrolls or clips it), and text running out of its box.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((boxes) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const clipped = (el: Element, within?: Element) => {
      for (let a = el.parentElement; a && a !== within; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || (rect.right <= width + 1 && rect.left >= -1)) continue;
      if (el.closest('.skip-to-content') || clipped(el)) continue;
      problems.push(`${name(el)} reaches ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`);
    }
    for (const box of document.querySelectorAll(boxes)) {
      const outer = box.getBoundingClientRect();
      if (outer.width === 0) continue;
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') {
        problems.push(`${name(box)} scrolls its text sideways (${box.scrollWidth} > ${box.clientWidth})`);
      }
      for (const child of box.querySelectorAll('*')) {
        const rect = child.getBoundingClientRect();
        if (rect.width > 0 && rect.right > outer.right + 1 && !clipped(child, box)) problems.push(`${name(child)} runs out of ${name(box)}`);
      }
    }
    return problems;
  }, TEXT_BOXES);
}

/**
 * `docsgen serve --dir` on a free port (run from `cwd`); resolves with its URL. The process is added to
 * `servers`, for the spec to end after its tests.
 */
export function serveBuild(dir: string, servers: ChildProcess[], cwd?: string): Promise<string> {
  const bin = path.resolve('bin/docsgen.js');
  const child = spawn(process.execPath, [bin, 'serve', '.', '--dir', dir, '--port', '0'], { ...(cwd ? { cwd } : {}), stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!.replace(/\/$/, ''));
    });
    child.once('exit', () => reject(new Error(`serve exited: ${out}`)));
  });
}

/**
 * A site of `files` in a folder of its own (`docsgen-e2e-<name>-…` in the system's temporary folder),
 * built without the cache and served (see serveBuild). Resolves with the folder, for the spec to remove,
 * and the URL.
 */
export async function buildAndServe(name: string, files: Record<string, string>, servers: ChildProcess[]): Promise<{ root: string; base: string }> {
  const root = mkdtempSync(path.join(os.tmpdir(), `docsgen-e2e-${name}-`));
  for (const [rel, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), contents);
  }
  const out = path.join(root, 'out');
  const result = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build', root, '--out-dir', out, '--no-cache'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the site did not build:\n${result.stdout}\n${result.stderr}`);
  return { root, base: await serveBuild(out, servers) };
}

/** Replaces `navigator.clipboard` before any page script runs; what pages copy collects in `window.copied`. */
export async function recordClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { copied: string[] }).copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (window as unknown as { copied: string[] }).copied.push(text) },
    });
  });
}
