// Shared helpers for the browser tests: wait for hydration, record console messages, read the doc
// page used by most tests.
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
