// Browser tests run in Debian's Chromium (never a downloaded browser) against a build of the Sesame site
// served by `docsgen serve`.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser tests side by side (each gets its own output folder).
const port = Number(process.env.E2E_PORT ?? 4173);
const site = path.join(os.tmpdir(), `docsgen-e2e-site-${port}`);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  fullyParallel: false,
  // Two spec files at a time: a test spends much of its time waiting on the browser or the server, so one
  // worker leaves a core idle. Each spec that builds a site of its own does so in a folder of its own.
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node bin/docsgen.js build . --out-dir ${site} && node bin/docsgen.js serve . --dir ${site} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
