// What keys docsgen's caches: its own build and the Node.js it runs on.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { docsgenBuildId } from '../../../src/pipeline/cache.js';

test("the caches' key is docsgen's build id with the Node.js version: another Node.js starts them afresh", () => {
  const id = readFileSync(new URL('../../../dist/build-id.txt', import.meta.url), 'utf8').trim();
  expect(docsgenBuildId()).toBe(`${id}/${process.version}`);
});
