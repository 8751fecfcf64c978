import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/browsers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/browsers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    sequence: { concurrent: false },
  },
})
