// Vitest runs every *.test.ts(x) under test/ except the browser tests in test/e2e (Playwright's).
// dist/ is rebuilt once first because the CLI tests spawn bin/docsgen.js, which loads it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
