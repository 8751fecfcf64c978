import { existsSync } from 'node:fs'

import { defineConfig } from '@playwright/test'

import { E2E_BASE_URL, E2E_DATA_DIR, E2E_NOW, E2E_PORT } from './tests/e2e/e2e-env.ts'

/**
 * An installed Chromium (CI installs Debian's). Its headless shell first: the same engine without
 * the desktop browser around it, half the CPU per test (Playwright's own default for headless runs).
 * Playwright's own browser only as a last resort.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const candidate of ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'])
    if (existsSync(candidate)) return candidate
  return undefined
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that fails once fails the run: a flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  // Hooks start league servers of their own: on a busy 2-core machine a start took over 30 s.
  timeout: 60_000,
  // The JSON report feeds `npm test`'s list of the slowest specs (scripts/test.ts).
  reporter: [['list'], ['json', { outputFile: 'tests/.tmp/e2e-report.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // CI keeps only its printed log, so recording traces there is work nobody reads.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // As root Chromium needs --no-sandbox; the machine has no internet, so no background calls.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // Seeds the run's demo stores (tests/e2e/support/demo-store.ts), this server's copied from
    // them: the webServer starts before any globalSetup, so the seeding is its first step.
    command: `rm -rf ${E2E_DATA_DIR} && node_modules/.bin/node tests/e2e/support/demo-store.ts ${E2E_DATA_DIR} && node_modules/.bin/node server/index.ts`,
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LEAGUE_KEY: 'demo',
      LEAGUE_NOW: E2E_NOW,
      CONTACT_EMAIL: 'ligue@example.org',
      SOCIAL_URL: 'https://www.facebook.com/example-league',
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      // Tests fill forms faster than people; registration-abuse.spec.ts checks the timing.
      REGISTRATION_MIN_FILL_SECONDS: '0',
    },
  },
})
