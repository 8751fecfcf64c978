import { existsSync } from 'node:fs'

import { defineConfig } from '@playwright/test'

import { E2E_BASE_URL, E2E_DATA_DIR, E2E_NOW, E2E_PORT } from './tests/e2e/e2e-env.ts'

// Chromium's headless shell first: the same engine at half the CPU per test.
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
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'tests/.tmp/e2e-report.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Its precache was 30 % of a test's CPU: only the specs about the worker allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // A test's page lives a few seconds: V8's optimising compilers (Maglev, TurboFan) cost more
        // than they save there. The interpreter and Sparkplug run the same code: −13 % of the CPU.
        '--js-flags=--no-opt,--no-maglev',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
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
      REGISTRATION_MIN_FILL_SECONDS: '0',
    },
  },
})
