// Vitest runs every *.test.ts(x) under test/ except the browser tests in test/e2e (Playwright's).
// dist/ is rebuilt once first because the CLI tests spawn bin/docsgen.js, which loads it.
// `npm run test:fast` (DOCSGEN_TESTS=fast) runs the tier a developer runs while iterating: the unit,
// case and theme tests; `npm test` runs everything.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const fast = process.env.DOCSGEN_TESTS === 'fast';

export default defineConfig({
  test: {
    include: fast ? ['test/unit/**/*.test.{ts,tsx}', 'test/cases/**/*.test.{ts,tsx}', 'test/theme/**/*.test.{ts,tsx}'] : ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Two test files at a time at least: most integration tests wait on a build's child process or its
    // worker threads, so one file at a time (Vitest's default on two cores) leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
