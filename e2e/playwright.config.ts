import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './support/paths';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // The compared screens' baselines (support/screenshots.ts), one per name: made with Debian's
  // Chromium and fonts, as .ci/run installs them (e2e/README.md).
  snapshotPathTemplate: '{testDir}/../snapshots/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Antialiasing may move a few pixels between runs; a changed layout or text moves far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01 },
  },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: nothing is downloaded (see docs/decisions).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    stdout: process.env.E2E_LOG_LEVEL ? 'pipe' : 'ignore',
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${E2E_PORT}`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Each journey signs up from an address of its own (X-Forwarded-For, as behind a proxy):
      // the suite makes more accounts than one address may in an hour.
      TRUST_PROXY: '1',
      // The roles of the admin journeys (e2e/tests/admin.spec.ts); accounts are registered by the tests.
      ADMIN_EMAILS: 'admin-e2e@example.com,admin@pourquoi.test',
      SUPPORT_EMAILS: 'support@pourquoi.test',
      CONTACT_EMAIL: 'contact@pourquoi.test',
    },
  },
});
