import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** Where the server's mail catcher keeps the mails it received (one folder per port). */
const mailDir = path.resolve('.cache', `e2e-mail-${port}`);
// The journeys read their mails from there (e2e/support/mail.ts).
process.env.E2E_MAIL_DIR = mailDir;

export default defineConfig({
  testDir: 'e2e',
  // Two at a time, a file each: journeys sign up accounts of their own, and those that change a
  // demo account for good run in a project of their own, one at a time (decision 0066).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A guard against a hung journey, not a speed check: two journeys share the two cores with the
  // server, and the longest journeys without test.slow() took 20–30 s that way (decision 0066).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/test-reports/playwright.json' },
    ],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /owner-changes\// },
    // These change owner@demo.test for good (its payment methods, a licence more); every other
    // journey reads the owner as seeded, so they run once all others have finished.
    {
      name: 'owner-changes',
      testMatch: /owner-changes\/.*\.spec\.ts$/,
      dependencies: ['journeys'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/v1/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_MAIL_DIR: mailDir },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
