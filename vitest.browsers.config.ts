import { defineConfig } from 'vitest/config'

/**
 * The Firefox ESR and WebKitGTK smoke journeys (tests/browsers/, `npm run test:browsers`),
 * apart from the unit tests: they need the production build and the browsers from Debian.
 */
export default defineConfig({
  test: {
    include: ['tests/browsers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/browsers/global-setup.ts'],
    // Loaded CI machines: a limit for hangs, not for speed.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The two engines side by side (a 2-core machine would otherwise run one file at a time);
    // each engine's tests are one journey in one browser, in order.
    maxWorkers: 2,
    sequence: { concurrent: false },
  },
})
